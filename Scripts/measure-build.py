#!/usr/bin/env python3
"""Measures what a build costs: wall time, the peak of the memory all its processes hold
together, and the largest single process (the compiler job a Pi must fit at least once).

    Scripts/measure-build.py COMMAND [ARG...]

Runs COMMAND in a session of its own and, every half second, sums the proportional set
size (Pss in /proc/PID/smaps_rollup: each page shared by n processes counted 1/n in each,
so the compilers' shared code is counted once) of every process in that session: SwiftPM
runs one compiler job per core at once, so the sum, not any one process, is what must fit
in RAM and swap. Prints one
line of figures at the end (and COMMAND's own output as it runs); exits with its status.
/usr/bin/time -v reports only the largest single process, which is the second figure.
"""
import os
import subprocess
import sys
import time


def session_memory(session):
    """MB of every process of `session` together (Pss), and the largest one's resident MB (VmRSS) with its name."""
    total, largest, name = 0, 0, ""
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            if int(fields[3]) != session:
                continue
            with open(f"/proc/{pid}/status") as status:
                rss = next((int(line.split()[1]) for line in status if line.startswith("VmRSS:")), 0)
            with open(f"/proc/{pid}/smaps_rollup") as rollup:
                pss = next((int(line.split()[1]) for line in rollup if line.startswith("Pss:")), 0)
            with open(f"/proc/{pid}/comm") as comm:
                command = comm.read().strip()
        except (OSError, StopIteration, ValueError, IndexError):
            continue
        total += pss
        if rss > largest:
            largest, name = rss, command
    return total / 1024, largest / 1024, name


def main():
    if len(sys.argv) < 2:
        print("usage: Scripts/measure-build.py COMMAND [ARG...]", file=sys.stderr)
        sys.exit(2)
    start = time.monotonic()
    child = subprocess.Popen(sys.argv[1:], start_new_session=True)
    peak_total, peak_single, peak_name = 0.0, 0.0, ""
    while child.poll() is None:
        total, single, name = session_memory(child.pid)
        peak_total = max(peak_total, total)
        if single > peak_single:
            peak_single, peak_name = single, name
        time.sleep(0.5)
    elapsed = time.monotonic() - start
    print(f"measure-build: {' '.join(sys.argv[1:])}: exit {child.returncode}, {elapsed / 60:.1f} min, "
          f"peak of all processes together {peak_total:.0f} MB, largest single process {peak_single:.0f} MB ({peak_name}), "
          f"{os.cpu_count()} cores", file=sys.stderr)
    sys.exit(child.returncode)


main()
