#!/usr/bin/env python3
"""make bench for the admin page: `/` and `/api/times` under 50 concurrent clients
for 10 s each (wrk, from Debian), their p99 latency; the server's idle CPU over
BENCH_SECONDS (default 60) with nobody asking; its resident memory after the load.
Goals (issue 28): p99 < 5 ms, idle CPU about 0, RSS < 25 MB.
Usage: bench-admin.py MAWQUT_ADMIN"""
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request

signal.pthread_sigmask(signal.SIG_SETMASK, [])
admin = os.path.realpath(sys.argv[1])
if shutil.which("wrk") is None:
    print("wrk is missing (make bench installs it)")
    sys.exit(1)
idle_seconds = int(os.environ.get("BENCH_SECONDS", "60"))
work = tempfile.mkdtemp(prefix="mawqut-bench-admin-")
port = random.randint(40001, 60000)
config = os.path.join(work, "config.json")
with open(config, "w", encoding="utf-8") as file:
    json.dump({"location": {"name": "London Central Mosque", "latitude": 51.5274, "longitude": -0.1634, "timezone": "Europe/London"},
               "calculation": {"method": "moonsighting-committee"}, "schedule": {"jumuah": ["13:15"]},
               "announcements": [{"text": "Janazah after Dhuhr"}], "admin": {"listen": f"127.0.0.1:{port}"}}, file)
data = os.path.join(work, "data")
os.makedirs(data)
# An account, so the page is claimed and nothing runs while nobody asks.
subprocess.run([admin, "user", "add", "imam", "--config", config, "--data-dir", data], input=b"a long bench password\n",
               check=True, stdout=subprocess.DEVNULL)
server = subprocess.Popen([admin, "--config", config, "--data-dir", data], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def ticks(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def rss(pid):
    return int(re.search(r"VmRSS:\s+(\d+)", open(f"/proc/{pid}/status").read()).group(1)) / 1024


try:
    for _ in range(100):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=1)
            break
        except OSError:
            time.sleep(0.1)
    results = {}
    for path in ("/", "/api/times"):
        output = subprocess.run(["wrk", "-t2", "-c50", "-d10s", "--latency", f"http://127.0.0.1:{port}{path}"],
                                capture_output=True, text=True, check=True).stdout
        p99 = re.search(r"^\s+99%\s+([\d.]+)(us|ms|s)", output, re.M)
        rate = re.search(r"Requests/sec:\s+([\d.]+)", output)
        errors = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
        value = float(p99.group(1)) * {"us": 0.001, "ms": 1, "s": 1000}[p99.group(2)]
        results[path] = value
        print(f"{path:12} p99 {value:.2f} ms at {float(rate.group(1)):.0f} requests/s with 50 clients for 10 s"
              f"{'; ' + errors.group(1) + ' errors' if errors else ''} (goal: < 5 ms)")
    resident = rss(server.pid)
    print(f"resident memory after the load: {resident:.1f} MB (goal: < 25 MB)")
    time.sleep(2)
    hertz = os.sysconf("SC_CLK_TCK")
    before = ticks(server.pid)
    time.sleep(idle_seconds)
    used = (ticks(server.pid) - before) / hertz
    print(f"idle CPU over {idle_seconds} s with nobody asking: {used:.2f} s, {100 * used / idle_seconds:.3f} % of a core (goal: about 0)")
finally:
    server.kill()
    shutil.rmtree(work, ignore_errors=True)
