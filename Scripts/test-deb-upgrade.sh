#!/usr/bin/env bash
# Checks an upgrade, as root on a machine without mawqut installed: the package
# given, repacked with a lower version (the same files, Version "<version>~older"),
# is installed first and used as a mosque would use it (the configuration edited,
# the tty unit enabled, a played adhan and a bookmark in the state database, which
# is then cut back to what its first two migrations made); then the package is
# installed over it. Afterwards the configuration is the mosque's, the unit is still
# enabled, the maintainer script restarts running units, and the clock, started
# as the service's user, migrates the state database and keeps the played log and
# the bookmark. The package is purged at the end.
# Usage: Scripts/test-deb-upgrade.sh PACKAGE.deb
set -euo pipefail
package="$1"
version=$(dpkg-deb -f "$package" Version)
work=$(mktemp -d)
trap 'dpkg -P mawqut >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
fail() { echo "test-deb-upgrade: $*" >&2; exit 1; }
# As the units run the clock: its user, with /etc and /var/lib for its configuration and data.
as_service() { runuser -u mawqut -- env XDG_CONFIG_HOME=/etc XDG_DATA_HOME=/var/lib "$@"; }

dpkg-deb -R "$package" "$work/older"
sed -i "s/^Version: .*/Version: ${version}~older/" "$work/older/DEBIAN/control"
dpkg-deb --root-owner-group -Zxz --build "$work/older" "$work/older.deb" >/dev/null
dpkg --compare-versions "${version}~older" lt "$version" || fail "${version}~older does not sort before $version"

dpkg -i "$work/older.deb" >/dev/null
systemctl enable mawqut.service 2>/dev/null
python3 - /etc/mawqut/config.json <<'EOF'
import json, sys
path = sys.argv[1]
config = json.load(open(path))
config.setdefault("location", {}).update({"name": "Upgrade Mosque", "latitude": 51.5072, "longitude": -0.1276, "timezone": "Europe/London"})
config.setdefault("iqama", {})["isha"] = "20:30"
json.dump(config, open(path, "w"), indent=2)
EOF
state=/var/lib/mawqut/mawqut-state.sqlite
# The older version's clock makes its state database, plays an adhan and keeps a bookmark.
(cd /tmp && as_service timeout 3 /usr/bin/mawqut run --headless </dev/null >/dev/null 2>&1 || true)
[ -f "$state" ] || fail "the clock did not make $state"
as_service python3 - "$state" <<'EOF'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("INSERT INTO prayerLog (date, prayer, status, detail, recordedAt) VALUES ('2026-11-20', 'isha', 'played', 'adhan.mp3', '2026-11-20 19:02:00.000')")
db.execute("INSERT INTO bookmark (kind, reference, createdAt) VALUES ('quran', '2:255', '2026-11-20 19:30:00.000')")
# As the first version with a played log and bookmarks left it: only the tables of
# its two migrations (s1-played-log, s2-bookmarks), which never change.
kept = {"prayerLog", "scheduleMark", "bookmark", "readingProgress", "grdb_migrations"}
for (table,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").fetchall():
    if table not in kept:
        db.execute(f'DROP TABLE "{table}"')
db.execute("DELETE FROM grdb_migrations WHERE identifier NOT IN ('s1-played-log', 's2-bookmarks')")
db.commit()
EOF

dpkg -i "$package" >/dev/null
[ "$(dpkg-query -W -f '${Version}' mawqut)" = "$version" ] || fail "the upgrade did not install $version"
grep -q "Upgrade Mosque" /etc/mawqut/config.json && grep -q '"isha": "20:30"' /etc/mawqut/config.json ||
  fail "the upgrade replaced the mosque's /etc/mawqut/config.json"
[ -L /etc/systemd/system/multi-user.target.wants/mawqut.service ] || fail "the upgrade disabled mawqut.service"
dpkg-deb -e "$package" "$work/control"
grep -q 'deb-systemd-invoke try-restart' "$work/control/postinst" || fail "the postinst does not restart running units on an upgrade"

(cd /tmp && as_service timeout 3 /usr/bin/mawqut run --headless </dev/null >/dev/null 2>&1 || true)
python3 - "$state" <<'EOF' || fail "the state database lost its played log or bookmark, or was not migrated"
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
migrated = db.execute("SELECT COUNT(*) FROM grdb_migrations").fetchone()[0] > 2 and \
    db.execute("SELECT COUNT(*) FROM sqlite_master WHERE name = 'adminAccount'").fetchone()[0] == 1
played = db.execute("SELECT status FROM prayerLog WHERE date = '2026-11-20' AND prayer = 'isha'").fetchone()
marked = db.execute("SELECT reference FROM bookmark WHERE kind = 'quran'").fetchone()
sys.exit(0 if migrated and played == ("played",) and marked == ("2:255",) else 1)
EOF
echo "test-deb-upgrade: ${version}~older → $version kept the configuration, the enabled unit, the played log and the bookmark, and migrated the state database"
