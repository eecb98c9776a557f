#!/usr/bin/env python3
"""Command-line costs of Mawqut beside their peers, in one run.

- `mawqut times`, `next`, `qibla`, `hijri` against Arabeyes ITL's `ipraytime`
  (Debian itools) for the same place and day: median wall time over RUNS runs
  alternating with the peer, and the largest peak resident size of three runs,
  each measured by a C parent (`PEAK_RSS`, Benchmarks/peak_rss.c): from Python a
  child's peak would include Python's own pages.
- `mawqut quran search` and `mawqut hadith search` end to end for 20 queries
  (English and Arabic), RUNS times each: median and p99, against `grep -c` for
  the same word over the same text exported to a file.

Usage: Scripts/bench-commands.py MAWQUT_BINARY DATA_DIR
"""
import math
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time

RUNS = int(os.environ.get("BENCH_RUNS", "20"))
PEAK_RSS = os.environ.get("PEAK_RSS", ".build/peak_rss")
binary, data = sys.argv[1], sys.argv[2]
if not os.access(PEAK_RSS, os.X_OK):
    sys.exit(f"bench-commands: {PEAK_RSS} not found; build it with cc -O2 Benchmarks/peak_rss.c -o {PEAK_RSS} (make bench does)")
place = ["--latitude", "21.4225", "--longitude", "39.8262", "--timezone", "Asia/Riyadh"]
day = "2026-11-23"
config = os.path.join(tempfile.mkdtemp(), "none.json")
with open(config, "w") as file:
    file.write("{}")


def run(command, check=True):
    """Wall milliseconds of one run (output discarded)."""
    start = time.perf_counter()
    status = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    elapsed = (time.perf_counter() - start) * 1000
    if check and status != 0:
        sys.exit(f"bench-commands: {' '.join(command)} failed with status {status}")
    return elapsed


def peak(command):
    """The command's peak resident MB, the largest of three runs under the C parent."""
    peaks = []
    with tempfile.NamedTemporaryFile() as figure:
        for _ in range(3):
            subprocess.run([PEAK_RSS, figure.name, *command], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            with open(figure.name) as text:
                peaks.append(int(text.read()) / 1024)
    return max(peaks)


def percentile(samples, fraction):
    """The nearest-rank percentile: the smallest sample at or above `fraction` of them
    (of 100 samples, p99 is the 99th smallest; the 100th is the maximum)."""
    ordered = sorted(samples)
    return ordered[max(0, math.ceil(len(ordered) * fraction) - 1)]


peer = ["ipraytime", "--latitude", "21.4225", "--longitude", "39.8262", "--utcdiff", "3", "--date", day.replace("-", "")]
commands = {
    "times": [binary, "times", "--config", config, *place, "--date", day],
    "next": [binary, "next", "--config", config, *place, "--now", f"{day}T12:00:00+03:00"],
    "qibla": [binary, "qibla", "--config", config, *place],
    "hijri": [binary, "hijri", "--config", config, *place, "--date", day],
}
print(f"{'command':<28}{'mawqut ms':>10}{'ipraytime ms':>14}{'ratio':>8}{'peak MB':>9}   (goal: <= 3x, < 10 ms, < 12 MB)")
for name, command in commands.items():
    ours, theirs = [], []
    for _ in range(RUNS):
        ours.append(run(command))
        theirs.append(run(peer))
    mine, other = statistics.median(ours), statistics.median(theirs)
    print(f"{'mawqut ' + name:<28}{mine:>10.1f}{other:>14.1f}{mine / other:>7.1f}x{peak(command):>9.1f}")

library = sqlite3.connect(os.path.join(data, "mawqut.sqlite"))
export = tempfile.mkdtemp()
quran_text = os.path.join(export, "quran.txt")
hadith_text = os.path.join(export, "hadith.txt")
with open(quran_text, "w") as file:
    for text, in library.execute("SELECT text FROM ayah ORDER BY id"):
        file.write(text + "\n")
    for text, in library.execute("SELECT text FROM translationAyah WHERE code = 'en' ORDER BY id"):
        file.write(text + "\n")
with open(hadith_text, "w") as file:
    for english, arabic in library.execute("SELECT english, arabic FROM hadith ORDER BY id"):
        file.write(english.replace("\n", " ") + "\n" + arabic.replace("\n", " ") + "\n")

searches = {
    "quran": (quran_text, ["mercy", "prayer", "patience", "paradise", "charity", "forgive", "light", "garden", "fire", "messenger",
                           "الرحمن", "الكتاب", "الصلاة", "نور", "موسى", "الزكاة", "إبراهيم", "السماوات", "القرآن", "الجنة"]),
    "hadith": (hadith_text, ["prayer", "charity", "kindness", "patience", "forgiveness", "parents", "knowledge", "faith", "fasting",
                             "neighbour", "الصلاة", "الصدقة", "الصيام", "الجنة", "الوضوء", "الحج", "العلم", "الإيمان", "الزكاة", "النار"]),
}
print(f"\n{'search (20 queries)':<28}{'median ms':>10}{'p99 ms':>8}{'grep -c ms':>12}{'speed-up':>10}   (goal: p99 < 20 ms, >= 10x grep)")
for kind, (text, queries) in searches.items():
    ours, theirs = [], []
    for _ in range(max(1, RUNS // 4)):
        for query in queries:
            ours.append(run([binary, kind, "search", "--data-dir", data, "--config", config, query]))
            # grep exits 1 when a word is not found; that is an answer too.
            theirs.append(run(["grep", "-c", query, text], check=False))
    print(f"{'mawqut ' + kind + ' search':<28}{statistics.median(ours):>10.1f}{percentile(ours, 0.99):>8.1f}"
          f"{statistics.median(theirs):>12.1f}{statistics.median(theirs) / statistics.median(ours):>9.1f}x")
