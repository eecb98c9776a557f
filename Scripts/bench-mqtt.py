#!/usr/bin/env python3
"""MQTT figures of `make bench`: the time from a primary publishing a changed
schedule to a follower publishing its day with it, and the CPU an idle kiosk
spends on MQTT (the same clock with and without an `mqtt` section, side by side).

Usage: Scripts/bench-mqtt.py MAWQUT_BINARY
Needs Debian's mosquitto and mosquitto-clients (make bench installs them).
"""
import base64
import hashlib
import hmac
import json
import os
import select
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time

BINARY = os.path.abspath(sys.argv[1])
TOPIC = "mawqut/bench"
TICK = os.sysconf("SC_CLK_TCK")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def config(port, role, client, fajr):
    section = {"url": f"mqtt://127.0.0.1:{port}", "topic": TOPIC, "role": role, "clientId": client} if port else None
    document = {"location": {"name": "Bench", "latitude": 51.5175, "longitude": -0.0653, "timezone": "Europe/London"},
                "iqama": {"fajr": fajr}}
    if section:
        document["mqtt"] = section
    return json.dumps(document)


KEY = os.urandom(32).hex() + "\n"


def signed(payload, sequence):
    """The message a primary publishes for `payload` (FileFormats/SignedPayload.swift):
    HMAC-SHA256 with the shared key over "mawqut-signed-1\\n<sequence>\\n" and the payload."""
    code = hmac.new(bytes.fromhex(KEY.strip()), f"mawqut-signed-1\n{sequence}\n".encode() + payload, hashlib.sha256).hexdigest()
    return json.dumps({"format": 1, "sequence": sequence, "payload": base64.b64encode(payload).decode(), "hmac": code})


def display(root, name, text):
    home = os.path.join(root, name)
    os.makedirs(os.path.join(home, "config/mawqut"))
    os.makedirs(os.path.join(home, "data/mawqut"))
    # Every screen of the mosque has the same signing key (mawqut mqtt secret; a follower takes only what it signs).
    with open(os.path.join(home, "data/mawqut/mqtt.key"), "w") as f:
        f.write(KEY)
    os.chmod(os.path.join(home, "data/mawqut/mqtt.key"), 0o600)
    with open(os.path.join(home, "config/mawqut/config.json"), "w") as f:
        f.write(text)
    env = dict(os.environ, XDG_CONFIG_HOME=f"{home}/config", XDG_DATA_HOME=f"{home}/data")
    return subprocess.Popen([BINARY, "run", "--headless"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def main():
    root = tempfile.mkdtemp(prefix="mawqut-bench-mqtt-")
    port = free_port()
    with open(os.path.join(root, "mosquitto.conf"), "w") as f:
        f.write(f"listener {port} 127.0.0.1\nallow_anonymous true\npersistence false\nuser root\n")
    broker = subprocess.Popen(["/usr/sbin/mosquitto", "-c", os.path.join(root, "mosquitto.conf")],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    processes = [broker]
    try:
        time.sleep(0.5)
        follower = display(root, "follower", config(port, "follower", "follower", 5))
        plain = display(root, "plain", config(None, "primary", "plain", 5))
        processes += [follower, plain]
        time.sleep(3)
        # Latency: publish a schedule as a primary does on save; wait for the follower's day with the new iqama.
        watch = subprocess.Popen(["mosquitto_sub", "-p", str(port), "-t", f"{TOPIC}/times/today", "-F", "%p"],
                                 stdout=subprocess.PIPE, text=True, bufsize=1)
        processes.append(watch)
        time.sleep(0.5)
        latencies = []
        for sequence, fajr in enumerate(range(20, 40), start=1):
            schedule = json.dumps({"format": 1, "mosque": TOPIC, "primary": "hall", "publishedAt": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                                  "settings": {"location": json.loads(config(None, "", "", 0))["location"], "iqama": {"fajr": fajr}}})
            payload = signed(schedule.encode(), sequence)
            start = time.monotonic()
            subprocess.run(["mosquitto_pub", "-p", str(port), "-t", f"{TOPIC}/config", "-r", "-q", "1", "-m", payload], check=True)
            deadline = start + 10
            while True:
                if not select.select([watch.stdout], [], [], max(0, deadline - time.monotonic()))[0]:
                    sys.exit(f"bench-mqtt: the follower did not publish Fajr's iqama at {fajr} minutes within 10 s")
                if _minutes(watch.stdout.readline()) == fajr:
                    break
            latencies.append((time.monotonic() - start) * 1000)
        print(f"schedule from the primary to a follower's published day: median {statistics.median(latencies):.0f} ms, "
              f"max {max(latencies):.0f} ms over {len(latencies)} changes (goal: < 2000 ms)")
        # Idle CPU: both clocks for a minute, after the changes have settled.
        time.sleep(2)
        before = {p.pid: cpu_ticks(p.pid) for p in (follower, plain)}
        seconds = 60
        time.sleep(seconds)
        used = {p.pid: (cpu_ticks(p.pid) - before[p.pid]) / TICK for p in (follower, plain)}
        with_mqtt, without = used[follower.pid] / seconds * 100, used[plain.pid] / seconds * 100
        print(f"idle CPU over {seconds} s: with MQTT {with_mqtt:.3f} % of a core, without {without:.3f} %, "
              f"MQTT's share {with_mqtt - without:.3f} % (goal: < 0.2 %)")
    finally:
        for process in reversed(processes):
            process.send_signal(signal.SIGKILL)
            process.wait()
        shutil.rmtree(root, ignore_errors=True)


def _minutes(line):
    """Minutes from Fajr's adhan to its iqama in a published day."""
    day = json.loads(line)
    adhan, iqama = day["times"]["fajr"], day["iqama"]["fajr"]
    to_minutes = lambda text: int(text[11:13]) * 60 + int(text[14:16])
    return to_minutes(iqama) - to_minutes(adhan)


if __name__ == "__main__":
    main()
