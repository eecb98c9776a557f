#!/usr/bin/env bash
# Checks the package built without the admin page (make deb ADMIN=no): it holds no
# mawqut-admin, no admin unit, manual page, completion or the admin's packages' licences,
# its maintainer scripts name only the units it ships, its description says what it
# leaves out, lintian reports no errors, and as root it installs, answers `mawqut
# --version` and `mawqut times`, and purges. Needs the kiosk's programs in .build/dist.
# Usage: Scripts/test-deb-without-admin.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
package=$(ADMIN=no DEBFULLNAME="${DEBFULLNAME:-Mawqut package test}" DEBEMAIL="${DEBEMAIL:-package-test@mawqut.invalid}" \
  ./Scripts/build-deb.sh "$out" 2>"$out/build.log") || { cat "$out/build.log" >&2; exit 1; }
echo "test-deb-without-admin: $package"
fail() { echo "test-deb-without-admin: $*" >&2; exit 1; }
listing=$(dpkg-deb -c "$package")
for file in ./usr/bin/mawqut ./usr/lib/mawqut/mawqut-kiosk ./usr/lib/mawqut/libmawqut.so ./lib/systemd/system/mawqut-wayland.service; do
  printf '%s\n' "$listing" | grep -q " $file\$" || fail "$file is missing from the package"
done
if printf '%s\n' "$listing" | grep -E 'mawqut-admin|/(swift-nio[^/]*|hummingbird[^/]*)/'; then
  fail "the package without the admin page holds the files above"
fi
scripts="$out/control"
dpkg-deb -e "$package" "$scripts"
if grep -n 'mawqut-admin' "$scripts"/postinst "$scripts"/prerm "$scripts"/postrm; then
  fail "a maintainer script names the admin's unit, which this package does not ship"
fi
for script in postinst prerm postrm; do sh -n "$scripts/$script" || fail "$script is not valid sh"; done
dpkg-deb -f "$package" Description | grep -q 'leaves out the admin page' || fail "the description does not say the admin page is left out"
if command -v lintian >/dev/null; then
  report=$(lintian --tag-display-limit 0 "$package" || true)
  printf '%s\n' "$report" | sed 's/^/  lintian: /'
  if printf '%s\n' "$report" | grep -q '^E:'; then fail "lintian reports errors"; fi
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "test-deb-without-admin: not root; install and removal skipped"
  exit 0
fi
trap 'dpkg -P mawqut >/dev/null 2>&1 || true; rm -rf "$out"' EXIT
dpkg -i "$package" >/dev/null
/usr/bin/mawqut --version >/dev/null || fail "the installed mawqut does not answer --version"
(cd / && /usr/bin/mawqut times --latitude 21.4225 --longitude 39.8262 --timezone Asia/Riyadh >/dev/null) || fail "the installed mawqut times fails"
[ ! -e /usr/bin/mawqut-admin ] || fail "/usr/bin/mawqut-admin exists after installing the package without it"
dpkg -P mawqut >/dev/null
[ ! -e /usr/bin/mawqut ] || fail "/usr/bin/mawqut is left after dpkg -P"
echo "test-deb-without-admin: passed"
