#!/usr/bin/env bash
# Measures the kiosk as it runs on the wall, at 240x67 (a 1080p console) in tmux, with
# the real Quran and hadith imported: idle CPU and resident memory on the clock (the
# home layout with seconds, without seconds, and the hall layout), with the Quran
# reader open on al-Baqarah and with the hadith reader open on the largest chapter
# of the first collection, each for BENCH_SECONDS (default 60); terminal writes per
# second on each screen (strace, measured apart from the CPU); memory after opening
# and closing both readers; the time from exec to the first frame. The screen is
# read through tmux, never through MAWQUT_FRAME_FILE (no unit sets it, and writing it
# every second would be measured instead of the kiosk).
# The peer is Benchmarks/ncurses_floor.c, an ncurses program that redraws one cell
# a second, measured the same way in the same run; each ratio is printed beside its
# target, and the figures again as a Markdown table for the README.
# Usage: Scripts/bench-kiosk.sh [DATA_DIR]   (default: where `make data` imports;
# BENCH_BINARY: the mawqut to measure, default .build/dist/bin/mawqut)
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/paths.sh
seconds="${BENCH_SECONDS:-60}"
binary="${BENCH_BINARY:-$PWD/.build/dist/bin/mawqut}"
library="${1:-$(mawqut_data_home)/mawqut}/mawqut.sqlite"
[ -f "$library" ] || { echo "bench-kiosk: no imported Quran and hadith at $library (run make data)" >&2; exit 1; }
socket="mawqut-bench-$$"
# The clock runs from a weekday morning in Queens (the default place) between sunrise
# and Dhuhr, so that every run measures the clock, not an adhan or a prayer in progress.
quiet_morning="2026-11-23T10:00:00-05:00"
work=$(mktemp -d)
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir -p "$work/data" "$work/config/mawqut"
cp "$library" "$work/data/mawqut.sqlite"
config="$work/config/mawqut/config.json"
# layout SECONDS: the configuration of one clock scene (the kiosk re-reads the file within two seconds).
layout() { printf '{"audio": {"device": "null"}, "display": {"layout": "%s", "seconds": %s}}\n' "$1" "$2" > "$config"; }
layout home true
cc -O2 Benchmarks/ncurses_floor.c -o "$work/ncurses_floor" -lncursesw

# CPU time of each thread of process $1 in nanoseconds, one "tid ns" line each (schedstat:
# exact, where /proc/PID/stat counts 10 ms ticks and cannot see the floor's 0.02 %).
thread_ns() { for task in /proc/"$1"/task/*; do echo "${task##*/} $(cut -d' ' -f1 "$task/schedstat" 2>/dev/null)"; done; }
# CPU percent of one core used by process $1 over $seconds: each thread's growth, a
# thread born meanwhile counted whole (an idle worker thread that ends meanwhile is
# not counted; summing all threads' totals would go down when one ends).
cpu() {
  thread_ns "$1" > "$work/before"; sleep "$seconds"; thread_ns "$1" > "$work/after"
  awk -v s="$seconds" 'NR == FNR { before[$1] = $2; next } { used += $2 - before[$1] } END { printf "%.3f", used / 1e9 / s * 100 }' \
    "$work/before" "$work/after"
}
rss() { awk '/VmRSS/ {printf "%.1f", $2 / 1024}' "/proc/$1/status"; }
# Terminal writes (write() on standard output) per second by process $1, all threads, over 10 s.
writes() {
  timeout -s INT 10 strace -f -e trace=write -p "$1" -o "$work/strace.txt" 2>/dev/null || true
  grep -c 'write(1,' "$work/strace.txt" | awk '{ printf "%.1f", $1 / 10 }'
}
keys() { for key in "$@"; do tmux -L "$socket" send-keys -t bench "$key"; sleep 0.3; done; }
screen() { tmux -L "$socket" capture-pane -p -t bench 2>/dev/null || true; }
# The process in session $1's pane (exec keeps its pid; a pgrep of the command line
# would also match the tmux server, whose own command line names it).
pane_pid() { tmux -L "$socket" display-message -p -t "$1" '#{pane_pid}'; }
report() { printf "%-44s %7s%% of a core  %5s MB  %5s writes/s\n" "$1" "$2" "$3" "$4"; }

# The C floor first, alone on the machine.
tmux -L "$socket" new-session -d -s floor -x 240 -y 67 "exec $work/ncurses_floor"
sleep 1
floor_pid=$(pane_pid floor)
floor_cpu=$(cpu "$floor_pid")
floor_writes=$(writes "$floor_pid")
floor_rss=$(rss "$floor_pid")
report "C ncurses floor (one cell a second)" "$floor_cpu" "$floor_rss" "$floor_writes"
tmux -L "$socket" kill-session -t floor

started=$(date +%s%N)
tmux -L "$socket" new-session -d -s bench -x 240 -y 67 \
  "exec env HOME=$work XDG_CONFIG_HOME=$work/config LANG=C.UTF-8 $binary --data-dir $work/data --now $quiet_morning"
until screen | grep -q '[^[:space:]]'; do
  [ $(( $(date +%s%N) - started )) -lt 10000000000 ] || { echo "bench-kiosk: no frame within 10 s" >&2; exit 1; }
  sleep 0.005
done
first_frame=$(( ($(date +%s%N) - started) / 1000000 ))
sleep 2
# `mawqut` hands the process over to mawqut-kiosk (same pid, new command line).
pid=$(pane_pid bench)
[ -n "$pid" ] && [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = mawqut-kiosk ] || { echo "bench-kiosk: mawqut-kiosk is not running in the pane" >&2; exit 1; }
echo "first frame: $first_frame ms from launch (through tmux, read with capture-pane every 5 ms)"
# Idle is the wall's steady state: 10 s after start the kiosk gives the pages of its
# start-up code back (KioskRuntime.startUpSeconds) and the first seconds after that
# fault back in what a tick uses; the measurements begin 15 s after launch.
sleep $(( 15 - ($(date +%s%N) - started) / 1000000000 ))

clock_cpu=$(cpu "$pid")
clock_rss=$(rss "$pid")
report "Mawqut, clock (home layout, seconds shown)" "$clock_cpu" "$clock_rss" "$(writes "$pid")"
layout home false
sleep 4
plain_cpu=$(cpu "$pid")
report "Mawqut, clock (home layout, no seconds)" "$plain_cpu" "$(rss "$pid")" "$(writes "$pid")"
layout hall true
sleep 4
hall_cpu=$(cpu "$pid")
report "Mawqut, clock (hall layout)" "$hall_cpu" "$(rss "$pid")" "$(writes "$pid")"
layout home true
sleep 4

keys r g 2 Enter
sleep 2
screen | grep -q "^ 2\. Al-Baqara" || echo "bench-kiosk: the Quran reader did not open al-Baqarah" >&2
quran_cpu=$(cpu "$pid")
report "Mawqut, Quran reader on al-Baqarah" "$quran_cpu" "$(rss "$pid")" "$(writes "$pid")"
keys Escape Escape Escape

chapter=$(python3 - "$work/data/mawqut.sqlite" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
collection = db.execute("SELECT id FROM hadithCollection ORDER BY position LIMIT 1").fetchone()[0]
chapters = [row[0] for row in db.execute("SELECT id FROM hadithChapter WHERE collection = ? ORDER BY id", (collection,))]
largest = db.execute("SELECT chapter FROM hadith WHERE collection = ? GROUP BY chapter ORDER BY count(*) DESC LIMIT 1", (collection,)).fetchone()[0]
print(chapters.index(largest))
PY
)
keys h Enter
for _ in $(seq "$chapter"); do tmux -L "$socket" send-keys -t bench Down; done
keys Enter
sleep 2
hadith_cpu=$(cpu "$pid")
report "Mawqut, hadith reader on the largest chapter" "$hadith_cpu" "$(rss "$pid")" "$(writes "$pid")"
keys Escape Escape Escape Escape
sleep 2
after_rss=$(rss "$pid")
after_private=$(awk '/RssAnon/ {printf "%.1f", $2 / 1024}' "/proc/$pid/status")
echo "after opening and closing both readers: $after_rss MB resident ($after_private MB private)"

# ratio MAWQUT FLOOR: Mawqut's CPU over the floor's, or why there is none.
ratio() { awk -v m="$1" -v f="$2" 'BEGIN { if (f > 0) printf "%.1fx", m / f; else printf "floor too small to measure" }'; }
echo
printf "%-40s %-10s %s\n" "idle CPU against the C floor" "ratio" "target"
printf "%-40s %-10s %s\n" "clock, seconds shown" "$(ratio "$clock_cpu" "$floor_cpu")" "<= 2x"
printf "%-40s %-10s %s\n" "clock, no seconds" "$(ratio "$plain_cpu" "$floor_cpu")" "<= 1.5x"
printf "%-40s %-10s %s\n" "clock, hall layout" "$(ratio "$hall_cpu" "$floor_cpu")" "<= 1.5x (no seconds drawn)"
printf "%-40s %-10s %s\n" "Quran reader" "$(ratio "$quran_cpu" "$floor_cpu")" "<= 1.5x"
printf "%-40s %-10s %s\n" "hadith reader" "$(ratio "$hadith_cpu" "$floor_cpu")" "<= 1.5x"
printf "%-40s %-10s %s\n" "resident memory with data" "$after_rss MB" "< 20 MB"

echo
echo "| kiosk at 240x67, ${seconds} s each | Mawqut | C floor | ratio | target |"
echo "|---|---|---|---|---|"
echo "| idle, clock with seconds | $clock_cpu% of a core | $floor_cpu% | $(ratio "$clock_cpu" "$floor_cpu") | <= 2x |"
echo "| idle, clock without seconds | $plain_cpu% | $floor_cpu% | $(ratio "$plain_cpu" "$floor_cpu") | <= 1.5x |"
echo "| idle, hall layout | $hall_cpu% | $floor_cpu% | $(ratio "$hall_cpu" "$floor_cpu") | <= 1.5x |"
echo "| idle, Quran reader on al-Baqarah | $quran_cpu% | $floor_cpu% | $(ratio "$quran_cpu" "$floor_cpu") | <= 1.5x |"
echo "| idle, hadith reader on the largest chapter | $hadith_cpu% | $floor_cpu% | $(ratio "$hadith_cpu" "$floor_cpu") | <= 1.5x |"
echo "| resident after both readers | $after_rss MB ($after_private MB private) | $floor_rss MB | | < 20 MB |"
echo "| first frame from exec (through tmux) | $first_frame ms | | | |"
