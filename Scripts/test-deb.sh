#!/usr/bin/env bash
# Checks the Debian package: lintian reports no errors (its warnings are
# printed), and, as root, `dpkg -i` installs it, `mawqut --version` answers, the
# installed unit passes `systemd-analyze verify`, /etc/mawqut/config.json is made
# once and kept on reinstall, and `dpkg -r` / `dpkg -P` take it away again.
# Usage: Scripts/test-deb.sh PACKAGE.deb
set -euo pipefail
package="$1"
version=$(dpkg-deb -f "$package" Version)
echo "test-deb: $package ($version), Depends: $(dpkg-deb -f "$package" Depends)"
if command -v lintian >/dev/null; then
  report=$(lintian --tag-display-limit 0 "$package" || true)
  printf '%s\n' "$report" | sed 's/^/  lintian: /'
  if printf '%s\n' "$report" | grep -q '^E:'; then echo "test-deb: lintian reports errors" >&2; exit 1; fi
else
  echo "test-deb: lintian is not installed; skipped (apt-get install lintian)"
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "test-deb: not root; install and removal skipped"
  exit 0
fi
if dpkg-query -W mawqut >/dev/null 2>&1; then
  echo "test-deb: a mawqut package is already installed here; install and removal skipped" >&2
  exit 0
fi
trap 'dpkg -P mawqut >/dev/null 2>&1 || true' EXIT
dpkg -i "$package" >/dev/null
[ "$(/usr/bin/mawqut --version)" = "$version" ] || { echo "test-deb: mawqut --version does not say $version" >&2; exit 1; }
/usr/bin/mawqut times --latitude 21.4225 --longitude 39.8262 --timezone Asia/Riyadh --date 2026-11-23 | grep -q "Maghrib"
[ -f /etc/mawqut/config.json ] && getent passwd mawqut >/dev/null
echo '{"location": {"name": "Kept"}}' > /etc/mawqut/config.json
dpkg -i "$package" >/dev/null
grep -q Kept /etc/mawqut/config.json || { echo "test-deb: reinstalling replaced /etc/mawqut/config.json" >&2; exit 1; }
if command -v systemd-analyze >/dev/null; then
  systemd-analyze verify /lib/systemd/system/mawqut.service
  # cage is only recommended: verify the kiosk unit where it is installed.
  if [ -x /usr/bin/cage ]; then systemd-analyze verify /lib/systemd/system/mawqut-wayland.service; fi
fi
for page in /usr/share/man/man1/mawqut.1.gz /usr/share/man/man1/mawqut-http.1.gz /usr/share/man/man5/mawqut.json.5.gz; do
  [ -f "$page" ] || { echo "test-deb: $page is not installed" >&2; exit 1; }
done
dpkg -r mawqut >/dev/null
[ ! -e /usr/bin/mawqut ] || { echo "test-deb: /usr/bin/mawqut is left after dpkg -r" >&2; exit 1; }
dpkg -P mawqut >/dev/null
[ ! -e /etc/mawqut ] || { echo "test-deb: /etc/mawqut is left after dpkg -P" >&2; exit 1; }
echo "test-deb: installed, checked and removed"
