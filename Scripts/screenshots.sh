#!/usr/bin/env bash
# make screenshots: photographs the kiosk as it runs on the wall - cage showing foot
# full screen with the foot.ini and fonts the package installs (Assets/wayland), the
# size `mawqut kiosk-font` gives - and captures cage's output with grim, into
# docs/screenshots/: the hall layout before an adhan, during the iqama countdown, while
# the prayer is in progress, with an English and an Arabic announcement, before Eid and
# at night, and both readers, at 1280x720 and 1920x1080; the hall before an adhan in
# each language of po/ at 1920x1080 (clock-language-LANG), the readers in Arabic and Turkish; each clock picture also
# scaled to 480x270, as the wall looks from the back of the hall.
#
# cage refuses to run as root: as root, the pictures are made as the user
# mawqut-shots (created here once, with no login). 1280x720 is wlroots' headless
# backend; wlroots 0.16's headless outputs are always 1280x720 and cage 0.1.4 cannot
# change an output's mode, so 1920x1080 is cage's X11 backend in a 1920x1080 Xvfb, its
# window resized to the whole screen. The kiosk runs in tmux inside foot, so that keys
# can be sent to it.
# Usage: Scripts/screenshots.sh [MAWQUT_BINARY] [OUT_DIR] [SCENE SIZE]
#   SCENE SIZE (for example clock-before-adhan 1280x720) makes only that picture.
# The readers need the Quran and hadith imported where make data puts them.
set -eEuo pipefail
trap 'echo "screenshots: line $LINENO: \"$BASH_COMMAND\" failed" >&2' ERR
# A caller's blocked signals are inherited by every process started here (a Swift
# test runner blocks SIGTERM and SIGHUP), and then neither tmux nor the kiosk in it
# would stop: start again with none blocked.
if [ -z "${MAWQUT_SIGNALS_UNBLOCKED:-}" ]; then
  exec env MAWQUT_SIGNALS_UNBLOCKED=1 python3 -c 'import os, signal, sys
signal.pthread_sigmask(signal.SIG_SETMASK, [])
os.execv(sys.argv[1], sys.argv[1:])' "$0" "$@"
fi
cd "$(dirname "$0")/.."
checkout=$PWD
. Scripts/paths.sh
binary=$(realpath "${1:-.build/dist/bin/mawqut}")
out=$(realpath -m "${2:-docs/screenshots}")
only_scene="${3:-}"
only_size="${4:-}"
# How long cage and the kiosk may take to start: the tests run this beside others that
# keep both cores busy (one spins a loop on every core), where a start can take a minute.
patience=${MAWQUT_SHOTS_PATIENCE:-180}
for tool in cage foot grim Xvfb xdotool tmux pngtopnm pnmscale pnmtopng fc-list; do
  command -v "$tool" >/dev/null || { echo "screenshots: $tool is missing (make screenshots installs cage, foot, grim, xwayland, xvfb, xdotool, netpbm, tmux, fontconfig)" >&2; exit 1; }
done
for family in "DejaVu Sans Mono" Amiri; do
  [ -n "$(fc-list "$family")" ] || { echo "screenshots: the font $family is missing (fonts-dejavu-core, fonts-hosny-amiri)" >&2; exit 1; }
done
library="$(mawqut_data_home)/mawqut/mawqut.sqlite"

# Who runs cage: this user, or mawqut-shots when this is root.
as_user=()
if [ "$(id -u)" = 0 ]; then
  id mawqut-shots >/dev/null 2>&1 || useradd --system --user-group --no-create-home --shell /usr/sbin/nologin mawqut-shots
  as_user=(runuser -u mawqut-shots --)
  # Xwayland, which cage starts, wants the X socket folder to be root's.
  install -d -m 1777 -o root -g root /tmp/.X11-unix
fi
# tmux starts a session's command with $SHELL, or else the user's login shell, which for
# mawqut-shots is nologin (CI runs with no SHELL set): name a shell that runs it.
export SHELL=/bin/sh
work=$(mktemp -d)
chmod 0755 "$work"
socket="mawqut-shots-$$"
pids=()
cleanup() {
  "${as_user[@]}" tmux -L "$socket" kill-server 2>/dev/null || true
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$work/data" "$work/run" "$out"
[ ! -f "$library" ] || cp "$library" "$work/data/mawqut.sqlite"
cp Assets/wayland/foot.ini "$work/foot.ini"
# mawqut run hands the process to the kiosk's executable: beside it in a SwiftPM build,
# in ../lib/mawqut with the library they share in a release build (.build/dist, as installed).
if [ -x "$(dirname "$binary")/mawqut-kiosk" ]; then
  cp "$binary" "$work/mawqut"
  cp "$(dirname "$binary")/mawqut-kiosk" "$work/mawqut-kiosk"
else
  mkdir -p "$work/bin" "$work/lib/mawqut"
  cp "$binary" "$work/bin/mawqut"
  cp "$(dirname "$binary")/../lib/mawqut/mawqut-kiosk" "$(dirname "$binary")/../lib/mawqut/libmawqut.so" "$work/lib/mawqut/"
  ln -s bin/mawqut "$work/mawqut"
fi
# The words of each language, where the programs are to find them (the kiosk is told).
catalogues=${MAWQUT_LOCALE:-.build/locale}
[ ! -d "$catalogues" ] || cp -r "$catalogues" "$work/locale"
[ -z "${as_user[*]}" ] || chown -R mawqut-shots "$work"
chmod 0700 "$work/run"
# Everything the pictures need is in $work now, and every process starts there: the
# checkout may sit in a folder mawqut-shots cannot enter (root's home), and foot and
# tmux begin by changing to their working directory.
cd "$work"
if [ -n "${as_user[*]}" ] && ! "${as_user[@]}" test -r "$work/foot.ini" -a -x "$work/mawqut"; then
  echo "screenshots: the user mawqut-shots cannot reach $work, the folder made for it in $(dirname "$work"): that folder must let other users in (mode 1777, as /tmp is), or set TMPDIR to one that does" >&2
  exit 1
fi

# config ANNOUNCEMENTS_JSON EID_JSON [LANGUAGE] [DISPLAY_MEMBERS]: the mosque's configuration
# for a scene; DISPLAY_MEMBERS are more members of its display object.
config() {
  cat > "$work/config.json" <<JSON
{
  "location": { "name": "East London Mosque", "latitude": 51.5175, "longitude": -0.0657, "timezone": "Europe/London" },
  "calculation": { "method": "moonsighting-committee" },
  "iqama": { "fajr": 20, "dhuhr": 15, "asr": 15, "maghrib": 5, "isha": 15 },
  "display": { "layout": "hall"${3:+, \"language\": \"$3\"}${4:+, $4} },
  "audio": { "device": "null" },
  "announcements": $1,
  "eid": $2
}
JSON
  [ -z "${as_user[*]}" ] || chown mawqut-shots "$work/config.json"
}
config '[]' '[]'
day=2026-11-19
instant() {  # instant PRAYER MINUTES [DAY]: that prayer's time plus MINUTES, as ISO 8601
  "$binary" times --json --date "${3:-$day}" --config "$work/config.json" |
    python3 -c 'import sys, json, datetime
t = datetime.datetime.fromisoformat(json.load(sys.stdin)["times"][sys.argv[1]]) + datetime.timedelta(minutes=int(sys.argv[2]))
print(t.isoformat())' "$1" "$2"
}

# compositor WIDTH HEIGHT: starts cage (showing foot, attached to the tmux session)
# and sets `wayland` to its Wayland socket's name.
compositor() {
  local width="$1" height="$2" font
  font=$("$binary" kiosk-font --width "$width" --config "$work/config.json")
  local terminal=(foot --config="$work/foot.ini" --font="$font" -- tmux -L "$socket" attach -t shot)
  local environment=(env XDG_RUNTIME_DIR="$work/run" WLR_RENDERER=pixman WLR_LIBINPUT_NO_DEVICES=1 LANG=C.UTF-8)
  if [ "$width" = 1280 ] && [ "$height" = 720 ]; then
    "${as_user[@]}" "${environment[@]}" WLR_BACKENDS=headless cage -- "${terminal[@]}" >"$work/cage.log" 2>&1 &
    pids+=($!)
  else
    local display=":$(( 90 + $$ % 100 ))"
    Xvfb "$display" -screen 0 "${width}x${height}x24" -nolisten tcp >/dev/null 2>&1 &
    pids+=($!)
    for _ in $(seq 50); do DISPLAY="$display" xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done
    "${as_user[@]}" "${environment[@]}" DISPLAY="$display" WLR_BACKENDS=x11 cage -- "${terminal[@]}" >"$work/cage.log" 2>&1 &
    pids+=($!)
    # cage's window: made the size of the screen, which becomes its output's mode
    # (again until foot, and the kiosk in it, have grown to it).
    local grown=
    for _ in $(seq $(( patience * 2 ))); do
      for window in $(DISPLAY="$display" xdotool search --onlyvisible --name '.*' 2>/dev/null || true); do
        DISPLAY="$display" xdotool windowmove "$window" 0 0 windowsize "$window" "$width" "$height" 2>/dev/null || true
      done
      sleep 0.5
      local columns
      columns=$("${as_user[@]}" tmux -L "$socket" display -p -t shot '#{window_width}' 2>/dev/null || echo 0)
      if [ "$columns" -ge $(( width / 24 )) ]; then grown=1; break; fi
    done
    [ -n "$grown" ] || { echo "screenshots: cage's window did not grow to ${width}x${height}" >&2; cat "$work/cage.log" >&2; exit 1; }
  fi
  for _ in $(seq $(( patience * 10 ))); do
    local name
    name=$(ls "$work/run" 2>/dev/null | grep -m1 '^wayland-[0-9]*$' || true)
    [ -z "$name" ] || { wayland="$name"; return; }
    sleep 0.1
  done
  echo "screenshots: cage did not start within $patience s:" >&2
  cat "$work/cage.log" >&2
  exit 1
}

# scene NAME NOW WIDTH HEIGHT KEYS...: the kiosk at NOW with KEYS pressed once it is drawn.
scene() {
  local name="$1" now="$2" width="$3" height="$4"; shift 4
  rm -f "$work/frame.txt" "$work/data/mawqut.log"
  "${as_user[@]}" tmux -L "$socket" -f /dev/null new-session -d -s shot -x 100 -y 30 -c "$work" \
    "exec env HOME=$work LANG=C.UTF-8 MAWQUT_LOCALE=$work/locale MAWQUT_FRAME_FILE=$work/frame.txt $work/mawqut run --now $now --config $work/config.json --data-dir $work/data"
  "${as_user[@]}" tmux -L "$socket" set -g status off
  local started
  started=$(date +%s.%N)
  compositor "$width" "$height"
  for _ in $(seq $(( patience * 10 ))); do [ -s "$work/frame.txt" ] && break; sleep 0.1; done
  if [ ! -s "$work/frame.txt" ]; then
    echo "screenshots: $name: the kiosk drew no frame within $patience s; cage said:" >&2
    cat "$work/cage.log" >&2
    echo "the kiosk's log:" >&2
    cat "$work/data/mawqut.log" >&2 2>/dev/null || echo "(none)" >&2
    exit 1
  fi
  # foot attaches at its own size and the kiosk redraws for it: wait for foot and a frame
  # written since cage started, as tall as foot's window (the frame file is rewritten
  # only when its text changes, so a window of the session's own size needs no new one).
  local attached=
  for _ in $(seq $(( patience * 10 ))); do
    [ -n "$attached" ] || [ -z "$("${as_user[@]}" tmux -L "$socket" list-clients 2>/dev/null)" ] || attached=1
    if [ -n "$attached" ]; then
      local size
      size=$("${as_user[@]}" tmux -L "$socket" display -p -t shot '#{window_width}x#{window_height}')
      [ "$size" != 100x30 ] || break
      if awk "BEGIN { exit !($(stat -c %.9Y "$work/frame.txt") > $started) }" && [ "$(wc -l < "$work/frame.txt")" = "${size#*x}" ]; then break; fi
    fi
    sleep 0.1
  done
  [ -n "$attached" ] || { echo "screenshots: $name: foot did not attach to the kiosk's tmux within $patience s" >&2; cat "$work/cage.log" >&2; exit 1; }
  sleep 1
  for key in "$@"; do "${as_user[@]}" tmux -L "$socket" send-keys -t shot "$key"; sleep 0.5; done
  sleep 1.5
  local picture="$out/$name-${width}x${height}.png"
  "${as_user[@]}" env XDG_RUNTIME_DIR="$work/run" WAYLAND_DISPLAY="$wayland" grim "$work/shot.png"
  cp "$work/shot.png" "$picture"
  local cells
  cells=$("${as_user[@]}" tmux -L "$socket" display -p -t shot '#{window_width}x#{window_height}')
  echo "screenshots: $picture ($cells cells, $("$binary" kiosk-font --width "$width" --config "$work/config.json"))"
  if [[ "$name" == clock-* ]]; then
    pngtopnm "$picture" | pnmscale -width 480 -height 270 | pnmtopng > "$out/$name-${width}x${height}-from-the-back.png"
  fi
  "${as_user[@]}" tmux -L "$socket" kill-server 2>/dev/null || true
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  pids=()
  rm -rf "${work:?}/run/"*
}

for size in 1280x720 1920x1080; do
  [ -z "$only_size" ] || [ "$only_size" = "$size" ] || continue
  width=${size%x*}
  height=${size#*x}
  shoot() { [ -z "$only_scene" ] || [ "$only_scene" = "$1" ] || return 0; scene "$1" "$2" "$width" "$height" "${@:3}"; }
  config '[]' '[]'
  shoot clock-before-adhan "$(instant asr -2)"
  shoot clock-iqama-countdown "$(instant asr 12)"
  shoot clock-prayer-in-progress "$(instant asr 17)"
  shoot clock-night "$(instant isha 180)"
  config '[{ "text": "Janazah prayer after Dhuhr today for Brother Yusuf Ahmed. May Allah have mercy on him." }]' '[]'
  shoot clock-announcement "$(instant dhuhr -50)"
  config '[{ "text": "درس تفسير القرآن بعد صلاة المغرب كل يوم أحد في القاعة الكبرى" }]' '[]'
  shoot clock-announcement-arabic "$(instant dhuhr -50)"
  config '[]' '[{ "date": "2027-03-09", "times": ["07:30", "09:00"], "place": "Main hall" }]'
  shoot clock-eid "$(instant asr -30 2027-03-06)"
  # The screen's sleep: Isha's iqama 15 minutes after its adhan, the prayer 10, then 15 more.
  config '[]' '[]' '' '"power": { "schedule": "night", "method": "black" }'
  shoot clock-screen-sleep-soon "$(instant isha 35)"
  shoot clock-screen-asleep "$(instant isha 45)"
  config '[]' '[]' '' '"forbiddenTimes": { "afterSunriseMinutes": 15 }'
  shoot clock-forbidden-time "$(instant sunrise 5)"
  config '[]' '[]' '' '"qrCode": true, "qrCodeAddress": "https://mosque.example/times"'
  shoot clock-qr-code "$(instant dhuhr -50)"
  config '[]' '[]'
  if [ -f "$library" ]; then
    shoot quran-reader "$(instant asr -40)" r Down Enter
    shoot hadith-reader "$(instant asr -40)" h Enter Enter Enter
  elif [ -z "$only_scene" ]; then
    echo "screenshots: no Quran or hadith at $library (make data): the readers are not pictured" >&2
  fi
  if [ "$size" = 1920x1080 ]; then
    # The readers in the wall's language: Arabic from the right, Turkish with its help open.
    if [ -f "$library" ]; then
      config '[]' '[]' ar
      shoot quran-reader-ar "$(instant asr -40)" r Down Enter
      config '[]' '[]' tr
      shoot hadith-reader-tr "$(instant asr -40)" h Enter Enter Enter '?'
    fi
    for po in "$checkout"/po/*.po; do
      [ -e "$po" ] || continue
      language=$(basename "$po" .po)
      [ -d "$work/locale/$language" ] || { echo "screenshots: no catalogue for $language in $catalogues (make catalogues): not pictured" >&2; continue; }
      # A language whose catalogue says the wall cannot draw it (Bengali) is the web pages' only.
      if grep -A2 '^msgctxt "this language on the wall"' "$po" | grep -q '^msgstr "no"'; then
        echo "screenshots: the wall cannot draw $language (its catalogue says so): not pictured" >&2
        continue
      fi
      config '[]' '[]' "$language"
      shoot "clock-language-$language" "$(instant asr -2)"
    done
    config '[]' '[]'
  fi
done
