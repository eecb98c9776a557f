#!/usr/bin/env bash
# Counts the instructions of 40 idle seconds of the kiosk under callgrind: exact where
# the CPU figures of Scripts/bench-kiosk.sh (under 0.1 % of a core) vary by up to a factor
# of two between runs, so two builds can be compared. The clock runs from a quiet morning
# (--now) at 240x67 in tmux, in a language and layout of your choice, with seconds; the
# count starts 20 s after launch (the start-up is left out) and is printed as callgrind's
# `summary:` line, the profile kept for callgrind_annotate.
# Usage: Scripts/callgrind-idle.sh DIST_DIR LANGUAGE LAYOUT OUTPUT
#   e.g. Scripts/callgrind-idle.sh .build/dist fr home /tmp/idle.callgrind
# MAWQUT_LOCALE: the catalogues (default .build/locale).
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 4 ] || { echo "usage: $0 DIST_DIR LANGUAGE LAYOUT OUTPUT" >&2; exit 2; }
dist=$1 language=$2 layout=$3 output=$4
for tool in valgrind callgrind_control objcopy tmux; do
  command -v "$tool" >/dev/null || { echo "callgrind-idle: $tool not found (Scripts/install-deps.sh valgrind binutils tmux)" >&2; exit 1; }
done
[ -x "$dist/lib/mawqut/mawqut-kiosk" ] || { echo "callgrind-idle: no $dist/lib/mawqut/mawqut-kiosk (run make release)" >&2; exit 1; }
locale=${MAWQUT_LOCALE:-$PWD/.build/locale}
work=$(mktemp -d)
socket="mawqut-callgrind-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir -p "$work/data" "$work/config/mawqut"
# valgrind 3.19 cannot read DWARF 5: a copy of the programs without it, symbols kept.
cp -a "$dist" "$work/dist"
for file in "$work"/dist/lib/mawqut/*; do objcopy --strip-debug "$file"; done
printf '{"audio": {"device": "null"}, "display": {"layout": "%s", "seconds": true, "language": "%s"}}\n' "$layout" "$language" \
  > "$work/config/mawqut/config.json"
tmux -L "$socket" new-session -d -s idle -x 240 -y 67 \
  "cd $work && exec env HOME=$work XDG_CONFIG_HOME=$work/config LANG=C.UTF-8 MAWQUT_LOCALE=$locale valgrind --tool=callgrind \
   --callgrind-out-file=$work/idle.%p $work/dist/lib/mawqut/mawqut-kiosk --data-dir $work/data --now 2026-11-23T10:00:00-05:00 2>$work/valgrind.log"
sleep 20
pid=$(tmux -L "$socket" display -p -t idle '#{pane_pid}')
callgrind_control --zero "$pid" >/dev/null 2>&1
sleep 40
callgrind_control --dump=idle "$pid" >/dev/null 2>&1
sleep 2
dump=$(ls "$work"/idle.*.1 2>/dev/null | head -1)
[ -n "$dump" ] || { echo "callgrind-idle: no dump was written; valgrind said:" >&2; tail -5 "$work/valgrind.log" >&2; exit 1; }
cp "$dump" "$output"
grep '^summary:' "$output"
