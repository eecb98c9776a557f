#!/usr/bin/env bash
# Measures the idle cost of the kiosk screen: the release binary runs full-screen
# in a 240x67 tmux terminal (a 1080p console) for BENCH_SECONDS (default 60);
# prints its CPU use and resident memory. Targets: under 1% of one core, under 30 MB.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${BENCH_SECONDS:-60}"
binary=.build/release/mawqut
socket="mawqut-bench-$$"
data=$(mktemp -d)
config=$(mktemp -d)
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$data" "$config"' EXIT

tmux -L "$socket" new-session -d -x 240 -y 67 "exec env XDG_CONFIG_HOME=$config LANG=C.UTF-8 $binary --data-dir $data"
sleep 2
pid=$(pgrep -f "^$binary --data-dir $data" | head -1)
[ -n "$pid" ] || { echo "bench-kiosk: mawqut did not start" >&2; exit 1; }

ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
hertz=$(getconf CLK_TCK)
start=$(ticks "$pid")
sleep "$seconds"
end=$(ticks "$pid")
rss=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
anon=$(awk '/RssAnon/ {print $2}' "/proc/$pid/status")
awk -v used="$((end - start))" -v hz="$hertz" -v s="$seconds" -v rss="$rss" -v anon="$anon" 'BEGIN {
  printf "kiosk at 240x67 for %d s: %.2f%% of one core, %.1f MB resident (%.1f MB of it private, the rest shared program pages)\n", s, used / hz / s * 100, rss / 1024, anon / 1024
}'
