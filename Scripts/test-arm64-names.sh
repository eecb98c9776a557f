#!/usr/bin/env bash
# Checks that the link and package scripts assume no x86_64: runs them as a Raspberry
# Pi's 64-bit system names itself, with a stand-in toolchain whose compiler says
# "aarch64" (its start-up object and runtime are this machine's, under aarch64/, and
# there is no x86_64/ beside them) and a dpkg that says "arm64". The programs linked
# that way must start, and the package must be mawqut_<version>_arm64.deb with
# Architecture: arm64. Needs make kiosk's objects in .build/release.
# Usage: Scripts/test-arm64-names.sh
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "test-arm64-names: $*" >&2; exit 1; }
# swiftc is a link to swift-driver, which takes its role from the name it is run by: run it by that name.
swiftc=$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)
toolchain=$(dirname "$(dirname "$(readlink -f "$swiftc")")")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The stand-in toolchain: every tool the real one has, but a compiler that says aarch64.
fake="$work/toolchain/usr"
mkdir -p "$fake/bin" "$fake/lib/swift_static/linux"
for entry in "$toolchain"/*; do
  case "$(basename "$entry")" in bin|lib) ;; *) ln -s "$entry" "$fake/" ;; esac
done
for entry in "$toolchain"/lib/*; do
  [ "$(basename "$entry")" = swift_static ] || ln -s "$entry" "$fake/lib/"
done
for entry in "$toolchain"/lib/swift_static/*; do
  [ "$(basename "$entry")" = linux ] || ln -s "$entry" "$fake/lib/swift_static/"
done
for tool in "$toolchain"/bin/*; do ln -s "$tool" "$fake/bin/"; done
rm "$fake/bin/swiftc"
cat > "$fake/bin/swiftc" <<SCRIPT
#!/bin/sh
if [ "\$1" = -print-target-info ]; then
  "$swiftc" -print-target-info | sed 's/x86_64/aarch64/g'
else
  exec "$swiftc" "\$@"
fi
SCRIPT
chmod +x "$fake/bin/swiftc"
native=$("$swiftc" -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["arch"])')
for entry in "$toolchain"/lib/swift_static/linux/*; do
  [ "$(basename "$entry")" = "$native" ] || ln -s "$entry" "$fake/lib/swift_static/linux/"
done
ln -s "$toolchain/lib/swift_static/linux/$native" "$fake/lib/swift_static/linux/aarch64"
printf '#!/bin/sh\nif [ "$1" = --print-architecture ]; then echo arm64; else exec /usr/bin/dpkg "$@"; fi\n' > "$fake/bin/dpkg"
chmod +x "$fake/bin/dpkg"

dist="$work/dist"
PATH="$fake/bin:$PATH" ./Scripts/link-release.py .build/release "$dist" > "$work/link.log" 2>&1 \
  || { cat "$work/link.log" >&2; fail "link-release.py failed with a toolchain for aarch64"; }
for program in bin/mawqut lib/mawqut/mawqut-kiosk; do
  "$dist/$program" --version >/dev/null || fail "$program, linked with the aarch64 names, does not start"
done
echo "test-arm64-names: link-release.py took the toolchain's aarch64 runtime and linked programs that start"

# The package from the programs as make kiosk leaves them, named as an arm64 system names itself.
out="$work/out"
package=$(PATH="$fake/bin:$PATH" ADMIN=no DEBFULLNAME="Mawqut package test" DEBEMAIL="package-test@mawqut.invalid" \
  ./Scripts/build-deb.sh "$out" 2>"$work/deb.log") || { cat "$work/deb.log" >&2; fail "build-deb.sh failed on arm64"; }
case "$(basename "$package")" in
  mawqut_*_arm64.deb) ;;
  *) fail "the package on arm64 is named $(basename "$package"), not mawqut_<version>_arm64.deb" ;;
esac
[ "$(dpkg-deb -f "$package" Architecture)" = arm64 ] || fail "the package's Architecture is $(dpkg-deb -f "$package" Architecture), not arm64"
if grep -rnE 'x86_64|amd64|x86-64' Scripts/link-release.py Scripts/build-deb.sh Scripts/install.sh Scripts/install-deps.sh Makefile | grep -vE '^[^:]+:[0-9]+:\s*#'; then
  fail "the lines above name an x86 architecture"
fi
echo "test-arm64-names: build-deb.sh made $(basename "$package") (Architecture: arm64)"
