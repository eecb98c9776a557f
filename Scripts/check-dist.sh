#!/usr/bin/env bash
# Checks that every program in .build/dist starts and answers: --version, and one real
# command each. Run after any order of make kiosk, make release, make data, make run, make deb:
# a later link must never leave an earlier program unable to start.
# Usage: Scripts/check-dist.sh [DIST]
set -euo pipefail
cd "$(dirname "$0")/.."
dist="${1:-.build/dist}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
check() {  # check PROGRAM ARGUMENTS...: runs it, says what failed
  if ! output=$("$@" 2>&1); then
    echo "check-dist: $1 failed: ${*:2}" >&2
    printf '%s\n' "$output" | tail -5 >&2
    exit 1
  fi
}
for program in bin/mawqut bin/mawqut-http lib/mawqut/mawqut-kiosk; do
  [ -x "$dist/$program" ] || { echo "check-dist: $dist/$program is missing (make kiosk builds it)" >&2; exit 1; }
done
check "$dist/bin/mawqut" --version
check "$dist/bin/mawqut" times --date 2026-11-28 --latitude 3.139 --longitude 101.687 --timezone Asia/Kuala_Lumpur --method jakim
check "$dist/lib/mawqut/mawqut-kiosk" --version
check "$dist/bin/mawqut-http" --version
if [ -e "$dist/bin/mawqut-admin" ]; then
  check "$dist/bin/mawqut-admin" --version
  check "$dist/bin/mawqut-admin" user list --data-dir "$work/data"
fi
echo "check-dist: every program in $dist starts"
