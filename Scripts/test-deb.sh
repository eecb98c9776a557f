#!/usr/bin/env bash
# Checks the Debian package: lintian reports no errors (its warnings are
# printed), and, as root, `dpkg -i` installs it, `mawqut --version` answers, the
# installed units pass `systemd-analyze verify` and each scores at most 4.0 in
# `systemd-analyze security`, the maintainer scripts leave systemd to
# deb-systemd-helper and deb-systemd-invoke, no unit is enabled by the install and
# one the mosque enabled stays enabled over a reinstall, `mawqut guide fajr` works
# from another directory, each po/LANG.po is installed and found in /usr/share/locale, mawqut-admin serves and manages an account as the service
# user, /etc/mawqut/config.json is made once and kept on reinstall, and `dpkg -r` /
# `dpkg -P` take it away again, the units' links and state with it; before that, an
# upgrade from a lower version keeps what the mosque made (Scripts/test-deb-upgrade.sh).
# Depends must ask for the glibc the binaries need (2.36, for their packed relocations)
# and for libmosquitto1 and libssl3, which the programs open with dlopen (dpkg-shlibdeps cannot see them).
# Usage: Scripts/test-deb.sh PACKAGE.deb
set -euo pipefail
package="$1"
version=$(dpkg-deb -f "$package" Version)
echo "test-deb: $package ($version), Depends: $(dpkg-deb -f "$package" Depends)"
# The release binaries' packed relocations need glibc 2.36 (Scripts/build-deb.sh raises the floor).
libc=$(dpkg-deb -f "$package" Depends | sed -n 's/.*libc6 (>= \([^)]*\)).*/\1/p')
if [ -z "$libc" ] || dpkg --compare-versions "$libc" lt 2.36; then
  echo "test-deb: Depends asks for libc6 >= ${libc:-nothing}, but the binaries' packed relocations need 2.36" >&2; exit 1
fi
if ! dpkg-deb -f "$package" Depends | grep -qE '(^|, )libmosquitto1( |,|$)'; then
  echo "test-deb: Depends does not name libmosquitto1, which the kiosk loads when a broker is configured" >&2; exit 1
fi
if ! dpkg-deb -f "$package" Depends | grep -qE '(^|, )libssl3( |,|$)'; then
  echo "test-deb: Depends does not name libssl3, whose libcrypto signs MQTT messages and compares passwords" >&2; exit 1
fi
if command -v lintian >/dev/null; then
  report=$(lintian --tag-display-limit 0 "$package" || true)
  printf '%s\n' "$report" | sed 's/^/  lintian: /'
  if printf '%s\n' "$report" | grep -q '^E:'; then echo "test-deb: lintian reports errors" >&2; exit 1; fi
else
  echo "test-deb: lintian is not installed; skipped (apt-get install lintian)"
fi
# Only debhelper's own use of systemctl (daemon-reload) in the maintainer scripts.
scripts=$(mktemp -d)
dpkg-deb -e "$package" "$scripts"
if grep -n 'systemctl' "$scripts"/postinst "$scripts"/prerm "$scripts"/postrm | grep -v 'daemon-reload' | grep -v '^[^:]*:[0-9]*:\s*#'; then
  rm -rf "$scripts"; echo "test-deb: a maintainer script calls systemctl; use deb-systemd-helper or deb-systemd-invoke" >&2; exit 1
fi
rm -rf "$scripts"
if [ "$(id -u)" -ne 0 ]; then
  echo "test-deb: not root; install and removal skipped"
  exit 0
fi
if dpkg-query -W mawqut >/dev/null 2>&1; then
  echo "test-deb: a mawqut package is already installed here; install and removal skipped" >&2
  exit 0
fi
"$(dirname "$0")/test-deb-upgrade.sh" "$package"
trap 'dpkg -P mawqut >/dev/null 2>&1 || true' EXIT
dpkg -i "$package" >/dev/null
[ "$(/usr/bin/mawqut --version)" = "$version" ] || { echo "test-deb: mawqut --version does not say $version" >&2; exit 1; }
/usr/bin/mawqut times --latitude 21.4225 --longitude 39.8262 --timezone Asia/Riyadh --date 2026-11-23 | grep -q "Maghrib"
[ -f /etc/mawqut/config.json ] && getent passwd mawqut >/dev/null
(cd /tmp && /usr/bin/mawqut guide fajr | grep -q takbir) || { echo "test-deb: mawqut guide fajr does not find its guides from /tmp" >&2; exit 1; }
# The words of each language, from /usr/share/locale: a language that is not there is refused with those that are.
for po in po/*.po; do
  [ -f "/usr/share/locale/$(basename "$po" .po)/LC_MESSAGES/mawqut.mo" ] || { echo "test-deb: $po is not installed as /usr/share/locale/$(basename "$po" .po)/LC_MESSAGES/mawqut.mo" >&2; exit 1; }
done
languages=$(cd /tmp && /usr/bin/mawqut setup --language sv --yes --config /tmp/mawqut-language-check.json 2>&1 || true)
echo "$languages" | grep -q "there are: en, ar" || { echo "test-deb: the installed mawqut does not find its catalogues in /usr/share/locale: $languages" >&2; exit 1; }
# doctor speaks to a package's user: the shipped fetch script, not make.
empty=$(mktemp -d)
advice=$(cd /tmp && /usr/bin/mawqut doctor --data-dir "$empty" --config /etc/mawqut/config.json 2>&1 || true)
rm -rf "$empty"
grep -q "/usr/lib/mawqut/fetch-data.sh /usr/bin/mawqut" <<<"$advice" && ! grep -q "make data" <<<"$advice" ||
  { printf '%s\n' "$advice" >&2; echo "test-deb: mawqut doctor does not name the shipped fetch script" >&2; exit 1; }
# mawqut run hands the process to the kiosk's executable in /usr/lib/mawqut.
empty=$(mktemp -d)
kiosk=$(cd /tmp && timeout 3 /usr/bin/mawqut run --headless --data-dir "$empty" --config /etc/mawqut/config.json </dev/null 2>&1 || true)
rm -rf "$empty"
grep -q "mawqut running for" <<<"$kiosk" ||
  { printf '%s\n' "$kiosk" >&2; echo "test-deb: mawqut run did not start /usr/lib/mawqut/mawqut-kiosk" >&2; exit 1; }
for script in fetch-data.sh fetch-quran-layout.sh fetch-hadith-numbering.sh fetch-adhan.sh; do
  bash -n "/usr/lib/mawqut/$script" || { echo "test-deb: /usr/lib/mawqut/$script is missing or broken" >&2; exit 1; }
done
wants=/etc/systemd/system/multi-user.target.wants
[ ! -e "$wants/mawqut.service" ] && [ ! -e "$wants/mawqut-admin.service" ] && [ ! -e /etc/systemd/system/graphical.target.wants/mawqut-wayland.service ] ||
  { echo "test-deb: the install enabled a unit by itself" >&2; exit 1; }
# The mosque enables the admin page (systemctl works on the files without a running systemd).
systemctl enable mawqut-admin.service 2>/dev/null
grep -q '"layout": "hall"' /etc/mawqut/config.json || { echo "test-deb: the wall's new configuration does not use the hall layout" >&2; exit 1; }
/usr/bin/mawqut times --config /etc/mawqut/config.json >/dev/null || { echo "test-deb: the installed configuration is refused" >&2; exit 1; }
# mawqut setup as a volunteer's script runs it: as root it edits what the service reads and enables the tty unit.
cp /etc/mawqut/config.json /tmp/mawqut-config-before-setup.json
(cd /tmp && /usr/bin/mawqut setup --latitude 51.5072 --longitude -0.1276 --timezone Europe/London --method moonsighting-committee \
   --iqama fajr=20 --iqama isha=20:30 --unit tty --yes >/tmp/mawqut-setup.out 2>&1) ||
  { cat /tmp/mawqut-setup.out >&2; echo "test-deb: mawqut setup failed" >&2; exit 1; }
grep -q "Europe/London" /etc/mawqut/config.json && grep -q '"isha": "20:30"' /etc/mawqut/config.json &&
  grep -q '"layout": "hall"' /etc/mawqut/config.json ||
  { cat /etc/mawqut/config.json >&2; echo "test-deb: mawqut setup did not edit only what it was given in /etc/mawqut/config.json" >&2; exit 1; }
[ -L "$wants/mawqut.service" ] || { cat /tmp/mawqut-setup.out >&2; echo "test-deb: mawqut setup --unit tty did not enable mawqut.service" >&2; exit 1; }
systemctl disable mawqut.service 2>/dev/null
cp /tmp/mawqut-config-before-setup.json /etc/mawqut/config.json
echo '{"location": {"name": "Kept"}}' > /etc/mawqut/config.json
dpkg -i "$package" >/dev/null
grep -q Kept /etc/mawqut/config.json || { echo "test-deb: reinstalling replaced /etc/mawqut/config.json" >&2; exit 1; }
[ -L "$wants/mawqut-admin.service" ] || { echo "test-deb: reinstalling disabled mawqut-admin.service" >&2; exit 1; }
if command -v systemd-analyze >/dev/null; then
  systemd-analyze verify /lib/systemd/system/mawqut.service /lib/systemd/system/mawqut-admin.service
  for unit in mawqut.service mawqut-wayland.service mawqut-admin.service; do
    exposure=$(systemd-analyze security --offline=true "/lib/systemd/system/$unit" 2>/dev/null | sed -n 's/.*Overall exposure level for [^:]*: \([0-9.]*\).*/\1/p')
    echo "test-deb: $unit exposure $exposure"
    awk -v score="${exposure:-10}" 'BEGIN { exit !(score <= 4.0) }' || { echo "test-deb: $unit scores ${exposure:-nothing} (more than 4.0)" >&2; exit 1; }
  done
  # cage is only recommended: verify the kiosk unit where it is installed.
  if [ -x /usr/bin/cage ]; then systemd-analyze verify /lib/systemd/system/mawqut-wayland.service; fi
fi
# The admin page as its unit runs it: the service user, the package's paths.
printf 'a long enough password\n' | runuser -u mawqut -- env XDG_CONFIG_HOME=/etc XDG_DATA_HOME=/var/lib /usr/bin/mawqut-admin user add imam >/dev/null
runuser -u mawqut -- env XDG_CONFIG_HOME=/etc XDG_DATA_HOME=/var/lib /usr/bin/mawqut-admin user list | grep -q '^imam' ||
  { echo "test-deb: mawqut-admin user add did not make the account" >&2; exit 1; }
port=$(( 40000 + RANDOM % 20000 ))
python3 - "$port" <<'PY'
import json, sys
path = "/etc/mawqut/config.json"
config = json.load(open(path))
config["admin"] = {"listen": f"127.0.0.1:{sys.argv[1]}"}
json.dump(config, open(path, "w"))
PY
runuser -u mawqut -- env XDG_CONFIG_HOME=/etc XDG_DATA_HOME=/var/lib /usr/bin/mawqut-admin >/dev/null 2>&1 &
admin=$!
for _ in $(seq 50); do python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/api/next', timeout=1)" 2>/dev/null && break; sleep 0.2; done
python3 -c "import json, urllib.request; json.load(urllib.request.urlopen('http://127.0.0.1:$port/api/next', timeout=2))" ||
  { kill "$admin"; echo "test-deb: the installed mawqut-admin does not serve" >&2; exit 1; }
kill "$admin"; wait "$admin" 2>/dev/null || true
for page in /usr/share/man/man1/mawqut.1.gz /usr/share/man/man1/mawqut-admin.1.gz /usr/share/man/man1/mawqut-http.1.gz /usr/share/man/man5/mawqut.json.5.gz; do
  [ -f "$page" ] || { echo "test-deb: $page is not installed" >&2; exit 1; }
done
dpkg -r mawqut >/dev/null
[ ! -e /usr/bin/mawqut ] || { echo "test-deb: /usr/bin/mawqut is left after dpkg -r" >&2; exit 1; }
dpkg -P mawqut >/dev/null
[ ! -e /etc/mawqut ] || { echo "test-deb: /etc/mawqut is left after dpkg -P" >&2; exit 1; }
[ ! -e /var/lib/mawqut ] || { echo "test-deb: /var/lib/mawqut is left after dpkg -P" >&2; exit 1; }
! getent passwd mawqut >/dev/null || { echo "test-deb: the user mawqut is left after dpkg -P" >&2; exit 1; }
left=$(find /etc/systemd/system /var/lib/systemd/deb-systemd-helper-enabled /var/lib/systemd/deb-systemd-helper-masked -name 'mawqut*' 2>/dev/null || true)
[ -z "$left" ] || { echo "test-deb: left after dpkg -P: $left" >&2; exit 1; }
echo "test-deb: installed, checked and removed"
