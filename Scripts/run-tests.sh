#!/usr/bin/env bash
# Runs the built test bundle with a time limit, keeps its whole output in a log, and
# when it fails repeats the failing tests' lines, with their comments, at the end,
# where a CI log's tail is read: a run of 500 tests otherwise ends with "failed with
# 2 issues" and no names.
#
# Usage: run-tests.sh TIMEOUT_SECONDS LOG_FILE -- COMMAND...
set -uo pipefail

if [ $# -lt 4 ] || [ "$3" != "--" ]; then
    echo "usage: $0 TIMEOUT_SECONDS LOG_FILE -- COMMAND..." >&2
    exit 2
fi
limit=$1
log=$2
shift 3

mkdir -p "$(dirname "$log")"
timeout --kill-after=30 "$limit" "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}

if [ "$status" = 124 ]; then
    echo "make: the tests did not end within $limit s (a test, or a process one left behind holding the runner's output)" >&2
fi
if [ "$status" != 0 ]; then
    echo
    echo "make: the tests failed (exit $status); the failures, from $log:"
    # swift-testing marks a failed test, suite or expectation with ✘ and puts the
    # expectation's comment (a tool's error output, say) on the lines after it, the first
    # starting with ↳ and the rest indented; XCTest says "error:".
    awk '/✘|: error: |recorded an issue/ { print; comment = 1; next }
         comment && /^(↳ |  )/ { print; next }
         { comment = 0 }' "$log" | head -n 120
fi
exit "$status"
