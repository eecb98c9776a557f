#!/usr/bin/env bash
# Writes the man page NAME.1.gz of a binary (mawqut or mawqut-admin; one page:
# every subcommand and option) into OUT_DIR, generated from the command definitions
# by swift-argument-parser's generate-manual tool.
# Usage: Scripts/generate-manual.sh BINARY OUT_DIR
set -euo pipefail
cd "$(dirname "$0")/.."
binary="$1"
out="$2"
swift=${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}
# With the release builds' compiler flags (the Makefile's RELEASE_COMPILE), so that
# the argument parser shared with them is not compiled again.
# shellcheck disable=SC2086
"$swift" build -c release --static-swift-stdlib ${RELEASE_COMPILE:--Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections} --product generate-manual >/dev/null
mkdir -p "$out"
date=$(date -u -d @"$(git log -1 --format=%ct 2>/dev/null || date +%s)" +%Y-%m-%d)
.build/release/generate-manual "$binary" --output-directory "$out" --date "$date" --authors "the Mawqut team"
gzip -9nf "$out/$(basename "$binary").1"
