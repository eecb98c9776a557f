#!/usr/bin/env bash
# Installs Mawqut as a boot-to-kiosk service (run as root, from `make install`):
# the binaries (mawqut, its HTTP helper mawqut-http and the admin page mawqut-admin) to /usr/local/bin, the
# kiosk's executable (mawqut-kiosk, started by `mawqut run`) and the library the programs share
# (libmawqut.so) to /usr/local/lib/mawqut, the
# sounds and guides to /usr/local/share/mawqut/Assets, the words of each language to
# /usr/local/share/locale (po/LANG.po compiled), the man pages and shell
# completions, the systemd unit, a system user `mawqut` in the audio, video and tty groups, the
# example configuration as /etc/mawqut/config.json (never overwriting one), and the
# adhan recordings, Quran and hadith in /var/lib/mawqut. Idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="${PREFIX:-/usr/local}"
[ "$(id -u)" -eq 0 ] || { echo "install: run as root (sudo make install)" >&2; exit 1; }

# The release programs as make release linked them (.build/dist): the same layout under the prefix.
for file in bin/mawqut bin/mawqut-http bin/mawqut-admin lib/mawqut/mawqut-kiosk; do
  install -D -m 0755 ".build/dist/$file" "$prefix/$file"
done
install -D -m 0644 .build/dist/lib/mawqut/libmawqut.so "$prefix/lib/mawqut/libmawqut.so"
mkdir -p "$prefix/share/mawqut/Assets" "$prefix/share/doc/mawqut"
cp -r Assets/sounds Assets/guides "$prefix/share/mawqut/Assets/"
./Scripts/build-catalogues.sh "$prefix/share/locale"
install -m 0644 README.md config.example.json "$prefix/share/doc/mawqut/"
./Scripts/install-manuals.sh "$prefix/bin/mawqut" "$prefix" "$prefix/bin/mawqut-admin"

if ! id mawqut >/dev/null 2>&1; then
  useradd --system --home-dir /var/lib/mawqut --shell /usr/sbin/nologin mawqut
fi
for group in audio video input render tty i2c; do
  getent group "$group" >/dev/null && usermod -a -G "$group" mawqut
done

install -d -o mawqut -g mawqut /var/lib/mawqut
# The settings screen saves as the service user: it writes a temporary file beside
# config.json and renames it, so the folder as well as the file must be the user's.
install -d -o mawqut -g mawqut -m 0755 /etc/mawqut
# The wall's configuration starts from the example with the hall layout (a mosque's own file is kept).
[ -e /etc/mawqut/config.json ] || sed 's/"layout": "home"/"layout": "hall"/' config.example.json > /etc/mawqut/config.json
chmod 0644 /etc/mawqut/config.json
chown mawqut:mawqut /etc/mawqut/config.json

XDG_DATA_HOME=/var/lib ./Scripts/fetch-adhan.sh /var/lib/mawqut || echo "install: no adhan recordings yet (see README)" >&2
XDG_CONFIG_HOME=/etc ./Scripts/fetch-data.sh "$prefix/bin/mawqut" /var/lib/mawqut || echo "install: Quran or hadith not imported yet (make data)" >&2
chown -R mawqut:mawqut /var/lib/mawqut

install -D -m 0644 Assets/systemd/mawqut.service /etc/systemd/system/mawqut.service
install -D -m 0644 Assets/systemd/mawqut-wayland.service /etc/systemd/system/mawqut-wayland.service
install -D -m 0644 Assets/systemd/mawqut-admin.service /etc/systemd/system/mawqut-admin.service
install -D -m 0755 Assets/wayland/mawqut-kiosk-terminal "$prefix/lib/mawqut/mawqut-kiosk-terminal"
install -D -m 0644 Assets/wayland/foot.ini "$prefix/lib/mawqut/foot.ini"
for script in fetch-data.sh fetch-quran-layout.sh fetch-hadith-numbering.sh fetch-adhan.sh; do
  install -m 0755 "Scripts/$script" "$prefix/lib/mawqut/$script"
done
install -m 0644 Scripts/paths.sh "$prefix/lib/mawqut/paths.sh"
if command -v systemctl >/dev/null 2>&1 && [ -d /run/systemd/system ]; then
  systemctl daemon-reload
  echo "install: done. Start it now and at every boot with: sudo systemctl enable --now mawqut.service"
  echo "install: the admin page (a phone on the mosque's network runs the display): sudo systemctl enable --now mawqut-admin.service"
else
  echo "install: done (systemd is not running here; enable mawqut.service on the device)"
fi
