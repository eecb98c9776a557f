#!/usr/bin/env bash
# Runs every benchmark of `make bench` once and prints each goal with Mawqut's
# figure, the peer's and the ratio. Expects the release binaries, mawqut-bench and
# .build/itl_year built (make bench does it). Usage: Scripts/bench.sh DATA_DIR
set -euo pipefail
cd "$(dirname "$0")/.."
data="$1"
out=$(mktemp)
trap 'rm -f "$out"' EXIT

echo "== in process: prayer times (a year for 100 places), scheduler, audio, search, hadith of the day"
.build/release/mawqut-bench "$data/adhan-fajr.mp3" "$data" > "$out"
cat "$out"
ours=$(awk '/^cost per day computed/ {print $5}' "$out")
itl=$(.build/itl_year)
echo "ITL getPrayerTimes (C), the same places and days: $itl"
theirs=$(printf '%s\n' "$itl" | awk '{print $(NF-5)}')
awk -v a="$ours" -v b="$theirs" 'BEGIN { printf "prayer times per day: Mawqut %.2f us, ITL getPrayerTimes (C) %.2f us: ratio %.2f (goal: <= 1.0)\n", a, b, a / b }'

echo
echo "== commands end to end"
./Scripts/bench-commands.py .build/dist/bin/mawqut "$data"

echo
echo "== kiosk"
./Scripts/bench-kiosk.sh "$data"

echo
echo "== MQTT (a follower taking the primary's schedule; idle cost)"
./Scripts/bench-mqtt.py .build/dist/bin/mawqut

echo
echo "== the admin page (mawqut-admin: latency under load, memory, idle CPU)"
./Scripts/bench-admin.py .build/dist/bin/mawqut-admin
