#!/usr/bin/env bash
# make screenshots: renders the clock (two minutes before Asr, during the iqama
# countdown, at night), the Quran reader and the hadith reader at 1280x720 and
# 1920x1080 into docs/screenshots/, headless: an X server in memory (Xvfb), an
# xterm full screen with DejaVu Sans Mono at the size `mawqut kiosk-font` gives the
# Wayland kiosk for that width, the kiosk in tmux inside it (so keys can be sent),
# and xwd for the picture. (cage 0.1.4's headless and nested backends on Debian 12
# never commit a frame here - "Basic output test failed" - so the kiosk's own
# compositor cannot be photographed without a display; the terminal and font are the same.)
# Usage: Scripts/screenshots.sh [MAWQUT_BINARY] [OUT_DIR] [SCENE SIZE]
#   SCENE SIZE (for example clock-before-adhan 1280x720) renders only that picture.
# The readers need the Quran and hadith imported where make data puts them.
set -euo pipefail
# A caller's blocked signals are inherited by every process started here (a Swift
# test runner blocks SIGTERM and SIGHUP), and then neither tmux nor the kiosk in it
# would stop: start again with none blocked.
if [ -z "${MAWQUT_SIGNALS_UNBLOCKED:-}" ]; then
  exec env MAWQUT_SIGNALS_UNBLOCKED=1 python3 -c 'import os, signal, sys
signal.pthread_sigmask(signal.SIG_SETMASK, [])
os.execv(sys.argv[1], sys.argv[1:])' "$0" "$@"
fi
cd "$(dirname "$0")/.."
. Scripts/paths.sh
binary=$(realpath "${1:-.build/release/mawqut}")
out="${2:-docs/screenshots}"
only_scene="${3:-}"
only_size="${4:-}"
for tool in Xvfb xterm xwd xwininfo xwdtopnm pnmtopng tmux; do
  command -v "$tool" >/dev/null || { echo "screenshots: $tool is missing (make screenshots installs xvfb, xterm, x11-apps, x11-utils, netpbm, tmux)" >&2; exit 1; }
done
[ -n "$(fc-list "DejaVu Sans Mono")" ] || { echo "screenshots: the font DejaVu Sans Mono is missing (fonts-dejavu-core)" >&2; exit 1; }
library="$(mawqut_data_home)/mawqut/mawqut.sqlite"
work=$(mktemp -d)
socket="mawqut-shots-$$"
display=":$(( 90 + $$ % 100 ))"
stop() { kill "$@" 2>/dev/null || true; }
cleanup() {
  tmux -L "$socket" kill-server 2>/dev/null || true
  [ -z "${xvfb:-}" ] || stop "$xvfb"
  rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$work/data" "$out"
[ ! -f "$library" ] || cp "$library" "$work/data/mawqut.sqlite"
cat > "$work/config.json" <<'JSON'
{
  "location": { "name": "London", "latitude": 51.5074, "longitude": -0.1278, "timezone": "Europe/London" },
  "calculation": { "method": "moonsighting-committee" },
  "iqama": { "fajr": 20, "dhuhr": 15, "asr": 15, "maghrib": 5, "isha": 15 },
  "audio": { "device": "null" }
}
JSON
day=2026-11-20
instant() {  # instant PRAYER MINUTES: that prayer's time on $day plus MINUTES, as ISO 8601
  "$binary" times --json --date "$day" --config "$work/config.json" |
    python3 -c 'import sys, json, datetime
t = datetime.datetime.fromisoformat(json.load(sys.stdin)["times"][sys.argv[1]]) + datetime.timedelta(minutes=int(sys.argv[2]))
print(t.isoformat())' "$1" "$2"
}

# scene NAME NOW KEYS...: the kiosk at NOW with KEYS pressed once the first frame is drawn.
scene() {
  local name="$1" now="$2" width="$3" height="$4"; shift 4
  local points cell columns rows
  points=$("$binary" kiosk-font --width "$width" --config "$work/config.json" | sed 's/.*size=//')
  Xvfb "$display" -screen 0 "${width}x${height}x24" -dpi 96 -nolisten tcp >/dev/null 2>&1 &
  xvfb=$!
  for _ in $(seq 50); do xwininfo -display "$display" -root >/dev/null 2>&1 && break; sleep 0.1; done
  # The cell size of this font at this size: a 10x10 xterm measured.
  DISPLAY="$display" xterm -T measure -b 0 +sb -fa "DejaVu Sans Mono" -fs "$points" -geometry 10x10+0+0 -e sleep 5 &
  local measure=$!
  # (Until the window has its size: a new xterm maps at one cell first.)
  cell=
  for _ in $(seq 50); do
    cell=$(xwininfo -display "$display" -name measure 2>/dev/null | awk '/Width:/ {w=$2} /Height:/ {h=$2} END {if (w > 40) print w / 10, h / 10}' || true)
    [ -z "$cell" ] || break
    sleep 0.1
  done
  [ -n "$cell" ] || { echo "screenshots: $name: could not measure the xterm's cells" >&2; exit 1; }
  stop "$measure"
  columns=$(awk -v w="$width" -v c="${cell% *}" 'BEGIN { print int(w / c) }')
  rows=$(awk -v h="$height" -v c="${cell#* }" 'BEGIN { print int(h / c) }')
  rm -f "$work/frame.txt" "$work/data/mawqut.log"
  tmux -L "$socket" -f /dev/null new-session -d -s shot -x "$columns" -y "$rows" \
    "exec env HOME=$work LANG=C.UTF-8 MAWQUT_FRAME_FILE=$work/frame.txt $binary run --now $now --config $work/config.json --data-dir $work/data"
  tmux -L "$socket" set -g status off
  DISPLAY="$display" xterm -T shot -b 0 +sb -bg black -fg white -tn xterm-256color -fa "DejaVu Sans Mono" -fs "$points" \
    -geometry "${columns}x${rows}+0+0" -e tmux -L "$socket" attach -t shot &
  local terminal=$!
  for _ in $(seq 100); do [ -s "$work/frame.txt" ] && break; sleep 0.1; done
  [ -s "$work/frame.txt" ] || { echo "screenshots: $name: no frame within 10 s" >&2; exit 1; }
  for key in "$@"; do tmux -L "$socket" send-keys -t shot "$key"; sleep 0.5; done
  sleep 1.5
  xwd -display "$display" -root -silent | xwdtopnm 2>/dev/null | pnmtopng > "$out/$name-${width}x${height}.png"
  echo "screenshots: $out/$name-${width}x${height}.png (${columns}x${rows} cells, ${points} pt)"
  tmux -L "$socket" kill-server 2>/dev/null || true
  stop "$terminal" "$xvfb"
  wait "$xvfb" 2>/dev/null || true
  xvfb=
}

for size in 1280x720 1920x1080; do
  [ -z "$only_size" ] || [ "$only_size" = "$size" ] || continue
  width=${size%x*}
  height=${size#*x}
  shoot() { [ -z "$only_scene" ] || [ "$only_scene" = "$1" ] || return 0; scene "$1" "$2" "$width" "$height" "${@:3}"; }
  shoot clock-before-adhan "$(instant asr -2)"
  shoot clock-iqama-countdown "$(instant asr 12)"
  shoot clock-night "$(instant isha 180)"
  if [ -f "$library" ]; then
    shoot quran-reader "$(instant asr -40)" r Down Enter
    shoot hadith-reader "$(instant asr -40)" h Enter Enter Enter
  elif [ -z "$only_scene" ]; then
    echo "screenshots: no Quran or hadith at $library (make data): the readers are not pictured" >&2
  fi
done
