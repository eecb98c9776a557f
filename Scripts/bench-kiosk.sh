#!/usr/bin/env bash
# Measures the kiosk at 240x67 (a 1080p console) in tmux, with the real Quran and
# hadith imported: idle CPU and resident memory on the clock, with the Quran
# reader open on al-Baqarah and with the hadith reader open on the largest
# chapter of the first collection, each for BENCH_SECONDS (default 60); terminal
# terminal writes per second on each screen (strace, measured apart from the CPU); memory
# after opening and closing both readers; the time from exec to the first frame.
# The peer is Benchmarks/ncurses_floor.c, an ncurses program that redraws one cell
# a second, measured the same way.
# Usage: Scripts/bench-kiosk.sh [DATA_DIR]   (default: where `make data` imports)
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/paths.sh
seconds="${BENCH_SECONDS:-60}"
binary="$PWD/.build/release/mawqut"
library="${1:-$(mawqut_data_home)/mawqut}/mawqut.sqlite"
[ -f "$library" ] || { echo "bench-kiosk: no imported Quran and hadith at $library (run make data)" >&2; exit 1; }
socket="mawqut-bench-$$"
work=$(mktemp -d)
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir -p "$work/data" "$work/config/mawqut"
cp "$library" "$work/data/mawqut.sqlite"
echo '{"audio": {"device": "null"}}' > "$work/config/mawqut/config.json"
cc -O2 Benchmarks/ncurses_floor.c -o "$work/ncurses_floor" -lncursesw

# CPU time of every thread of process $1 in nanoseconds (schedstat: exact, where
# /proc/PID/stat counts 10 ms ticks and cannot see the floor's 0.02 %).
cpu_ns() { cat /proc/"$1"/task/*/schedstat 2>/dev/null | awk '{ sum += $1 } END { print sum }'; }
# CPU percent of one core used by process $1 over $seconds.
cpu() {
  local start end
  start=$(cpu_ns "$1"); sleep "$seconds"; end=$(cpu_ns "$1")
  awk -v used="$((end - start))" -v s="$seconds" 'BEGIN { printf "%.3f", used / 1e9 / s * 100 }'
}
rss() { awk '/VmRSS/ {printf "%.1f", $2 / 1024}' "/proc/$1/status"; }
# Terminal writes (write() on standard output) per second by process $1, all threads, over 10 s.
writes() {
  timeout -s INT 10 strace -f -e trace=write -p "$1" -o "$work/strace.txt" 2>/dev/null || true
  grep -c 'write(1,' "$work/strace.txt" | awk '{ printf "%.1f", $1 / 10 }'
}
keys() { for key in "$@"; do tmux -L "$socket" send-keys -t bench "$key"; sleep 0.3; done; }
report() { printf "%-44s %7s%% of a core  %5s MB  %5s writes/s\n" "$1" "$2" "$3" "$4"; }

# The C floor first, alone on the machine.
tmux -L "$socket" new-session -d -s floor -x 240 -y 67 "exec $work/ncurses_floor"
sleep 1
floor_pid=$(pgrep -f "^$work/ncurses_floor" | head -1)
floor_cpu=$(cpu "$floor_pid")
floor_writes=$(writes "$floor_pid")
report "C ncurses floor (one cell a second)" "$floor_cpu" "$(rss "$floor_pid")" "$floor_writes"
tmux -L "$socket" kill-session -t floor

started=$(date +%s%N)
tmux -L "$socket" new-session -d -s bench -x 240 -y 67 \
  "exec env HOME=$work XDG_CONFIG_HOME=$work/config LANG=C.UTF-8 MAWQUT_FRAME_FILE=$work/frame.txt $binary --data-dir $work/data"
while [ ! -s "$work/frame.txt" ]; do
  [ $(( $(date +%s%N) - started )) -lt 10000000000 ] || { echo "bench-kiosk: no frame within 10 s" >&2; exit 1; }
  sleep 0.002
done
first_frame=$(( ($(date +%s%N) - started) / 1000000 ))
sleep 2
pid=$(pgrep -f "^$binary --data-dir $work/data" | head -1)
[ -n "$pid" ] || { echo "bench-kiosk: mawqut did not start" >&2; exit 1; }
echo "first frame: $first_frame ms from launch (through tmux)"

clock_cpu=$(cpu "$pid")
report "Mawqut, clock" "$clock_cpu" "$(rss "$pid")" "$(writes "$pid")"

keys r g 2 Enter
sleep 2
grep -q "^ 2\. Al-Baqara" "$work/frame.txt" || echo "bench-kiosk: the Quran reader did not open al-Baqarah" >&2
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
echo "after opening and closing both readers: $(rss "$pid") MB resident ($(awk '/RssAnon/ {printf "%.1f", $2 / 1024}' "/proc/$pid/status") MB private)"
for name in clock quran hadith; do
  value="${name}_cpu"
  awk -v m="${!value}" -v f="$floor_cpu" -v n="$name" 'BEGIN { printf "idle CPU ratio to the C floor, %s: %s (goal: <= 2x)\n", n, (f > 0 ? sprintf("%.1fx", m / f) : "floor too small to measure") }'
done
