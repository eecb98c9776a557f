#!/usr/bin/env python3
"""Records which functions the release binaries run, for the linker to place them together.

The kernel maps an executable's code in windows of 64 KB around each page first
touched (fault-around), so a process holds every window its functions fall in: the
kiosk touched 1.5 MB of functions spread over 13.6 MB of resident code. Listed in a
symbol ordering file (lld's --symbol-ordering-file, passed by the Makefile), the
functions a binary runs are laid out side by side at the start of its code, and the
windows it touches are mostly theirs.

This runs each program under valgrind's callgrind (exact: every function executed,
not a sample) and writes one list per file of code to Assets/link-order/:

- mawqut-kiosk.order: the kiosk at 240x67 with the imported Quran and hadith, as
  Scripts/bench-kiosk.sh drives it: first the functions of an idle second with
  seconds shown (so the ones run every second share the fewest pages), then those
  of start-up, of the other clock layouts and of both readers; on a quiet morning
  (--now), so that the clock is on the screen whenever the script runs.
- mawqut.order: the one-shot commands a script runs (times, next, timetable,
  qibla, hijri, a Quran and a hadith search, an ayah).
- libmawqut.order: the shared library's functions that either runs (the Swift
  runtime, FoundationEssentials and the modules the programs share): the kiosk's
  phases in its order, then the one-shot commands'.

Within a phase the costliest functions come first. A symbol that a later change
renames or removes is skipped by the linker (the Makefile passes
--no-warn-symbol-ordering): a stale list places less, never wrongly. Rerun after
changes to what runs every second or at start, and commit the lists.

Usage: Scripts/profile-link-order.py [DIST_DIR [DATA_DIR]]
       Scripts/profile-link-order.py --check [DIST_DIR]
  DIST_DIR: where `make kiosk` linked the release programs (default .build/dist:
  bin/mawqut, lib/mawqut/mawqut-kiosk and lib/mawqut/libmawqut.so)
  DATA_DIR: where `make data` imported the library (default $XDG_DATA_HOME/mawqut)
  --check: how much of each list the binaries still define; fails when a tenth of
  a list is gone (the code changed too much since it was recorded: rerun this).
"""
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
check = len(sys.argv) > 1 and sys.argv[1] == "--check"
if check:
    del sys.argv[1]
build = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/dist"))
data_home = os.environ.get("XDG_DATA_HOME") or os.path.expanduser("~/.local/share")
data = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else os.path.join(data_home, "mawqut"))

output = os.path.join(ROOT, "Assets/link-order")
# Each file of code with a list, where it is under DIST_DIR.
FILES = {"mawqut": "bin/mawqut", "mawqut-kiosk": "lib/mawqut/mawqut-kiosk", "libmawqut": "lib/mawqut/libmawqut.so"}


def defined_names(*paths):
    """How many times the binaries or archives at `paths` define each symbol name (nm)."""
    listing = subprocess.run(["nm", "--defined-only", *paths], capture_output=True, text=True).stdout
    # nm's symbol lines are "ADDRESS TYPE NAME"; its other lines name the archive members.
    return collections.Counter(fields[-1] for fields in map(str.split, listing.split("\n")) if len(fields) >= 3)


def check_lists():
    """Fails when a tenth of a list names functions its binary no longer defines."""
    stale_lists = []
    for name, place in FILES.items():
        binary = os.path.join(build, place)
        if not os.path.isfile(binary):
            sys.exit(f"profile-link-order: {binary} not found (run make kiosk)")
        defined = defined_names(binary)
        if not os.path.exists(os.path.join(output, name + ".order")):
            sys.exit(f"profile-link-order: Assets/link-order/{name}.order is missing; run make link-order")
        with open(os.path.join(output, name + ".order")) as file:
            listed = [line.strip() for line in file if line.strip() and not line.startswith("#")]
        gone = [symbol for symbol in listed if symbol not in defined]
        print(f"{name}.order: {len(listed) - len(gone)} of {len(listed)} functions still defined")
        if len(gone) * 10 > len(listed):
            stale_lists.append(name)
    if stale_lists:
        sys.exit(f"profile-link-order: {', '.join(stale_lists)}: over a tenth of the list is gone; rerun Scripts/profile-link-order.py")


if check:
    check_lists()
    sys.exit(0)
for tool in ("valgrind", "callgrind_control", "objcopy", "nm", "tmux"):
    if not shutil.which(tool):
        sys.exit(f"profile-link-order: {tool} not found (Scripts/install-deps.sh valgrind binutils tmux)")
if not os.path.isfile(os.path.join(data, "mawqut.sqlite")):
    sys.exit(f"profile-link-order: no imported Quran and hadith in {data} (run make data)")
work = tempfile.mkdtemp(prefix="mawqut-order-")


def profiled_copy(name):
    """A copy of a file of code without its DWARF (valgrind 3.19 cannot read DWARF 5),
    symbols kept, in the same place under the work folder as under DIST_DIR, so that
    the programs find the library there."""
    binary = os.path.join(build, FILES[name])
    if not os.path.isfile(binary):
        sys.exit(f"profile-link-order: {binary} not found (run make kiosk)")
    if not defined_names(binary):
        sys.exit(f"profile-link-order: {binary} has no symbols to order")
    copy = os.path.join(work, FILES[name])
    os.makedirs(os.path.dirname(copy), exist_ok=True)
    if not os.path.exists(copy):
        subprocess.run(["objcopy", "--strip-debug", binary, copy], check=True)
    return copy


def functions(dump, binary):
    """The functions of `binary` executed in one callgrind dump, with their own instruction counts."""
    cost = collections.Counter()
    current_object, in_binary, name, after_call = None, False, None, False
    with open(dump, errors="replace") as text:
        for line in text:
            if line.startswith("ob="):
                current_object = line[3:].strip()
            elif line.startswith("fn="):
                # callgrind marks a recursion level with 'N; the symbol is the same.
                name = re.sub(r"'\d+$", "", line[3:].strip())
                # mawqut loads the library as bin/../lib/mawqut/libmawqut.so
                in_binary = current_object is not None and os.path.normpath(current_object) == os.path.normpath(binary)
            elif line.startswith("calls="):
                after_call = True
            elif line[:1].isdigit() or line[:1] in "+-*":
                if after_call:
                    # the line after calls= is the callee's inclusive cost, not this function's
                    after_call = False
                elif in_binary and name and not name.startswith("0x"):
                    fields = line.split()
                    cost[name] += int(fields[1]) if len(fields) > 1 else 0
    return cost


def toolchain_names():
    """Every name the Swift toolchain's static libraries define. Most of their code was
    compiled without a section per function: the standard library's 1.6 MB, for one,
    is a single section."""
    swift = os.path.realpath(shutil.which("swift") or "/opt/swift/usr/bin/swift")
    static = os.path.join(os.path.dirname(os.path.dirname(swift)), "lib/swift_static/linux")
    archives = [os.path.join(static, name) for name in os.listdir(static) if name.endswith(".a")]
    return set(defined_names(*archives))


def orderable(binary):
    """The names worth ordering: those the binary defines once, and those it defines
    more than once (a helper merged or copied into each object that uses it) unless
    the toolchain defines one of the copies. The linker moves every section holding
    a listed name, and a copy in the toolchain's code moves its whole module's
    section (libswift_RegexParser's 476 KB for a copy of Optional's witnesses)."""
    shared = toolchain_names()
    return {name for name, count in defined_names(binary).items() if count == 1 or name not in shared}


def ordering(dumps, binary):
    """Every function run, phase by phase in the order given, costliest first within one."""
    seen, order = set(), []
    wanted = orderable(binary)
    for dump in dumps:
        for name, _ in sorted(functions(dump, binary).items(), key=lambda item: (-item[1], item[0])):
            if name in wanted and name not in seen:
                seen.add(name)
                order.append(name)
    return order


def write(name, order, how):
    os.makedirs(output, exist_ok=True)
    path = os.path.join(output, name + ".order")
    with open(path, "w") as file:
        file.write(f"# {name}: the functions it runs, {how}, for lld's --symbol-ordering-file.\n")
        file.write("# Written by Scripts/profile-link-order.py (callgrind); rerun it rather than editing.\n")
        file.write("\n".join(order) + "\n")
    print(f"{path}: {len(order)} functions")


# A weekday morning in Queens (the default place) between sunrise and Dhuhr: the
# clock, not an adhan or a prayer in progress, whatever time the script runs at.
QUIET_MORNING = "2026-11-23T10:00:00-05:00"
CALLGRIND = ["valgrind", "--tool=callgrind", "--dump-instr=no", "--compress-strings=no", "--compress-pos=no", "--demangle=no"]


def profile_kiosk():
    binary = profiled_copy("mawqut-kiosk")
    home = os.path.join(work, "kiosk")
    os.makedirs(os.path.join(home, "data"))
    os.makedirs(os.path.join(home, "config/mawqut"))
    shutil.copy(os.path.join(data, "mawqut.sqlite"), os.path.join(home, "data"))
    config = os.path.join(home, "config/mawqut/config.json")

    def layout(name, seconds):
        with open(config, "w") as file:
            file.write(f'{{"audio": {{"device": "null"}}, "display": {{"layout": "{name}", "seconds": {seconds}}}}}\n')

    layout("home", "true")
    socket = f"mawqut-order-{os.getpid()}"
    tmux = ["tmux", "-L", socket]
    out = os.path.join(work, "kiosk.callgrind")
    command = " ".join(["exec", "env", f"HOME={home}", f"XDG_CONFIG_HOME={home}/config", "LANG=C.UTF-8", *CALLGRIND,
                        f"--callgrind-out-file={out}", binary, "--data-dir", f"{home}/data", "--now", QUIET_MORNING])
    subprocess.run([*tmux, "new-session", "-d", "-s", "kiosk", "-x", "240", "-y", "67", command], check=True)
    try:
        def screen():
            return subprocess.run([*tmux, "capture-pane", "-p", "-t", "kiosk"], capture_output=True, text=True).stdout

        def keys(*names):
            for name in names:
                subprocess.run([*tmux, "send-keys", "-t", "kiosk", name], check=True)
                time.sleep(1.5)

        # valgrind runs the kiosk in the pane's own process
        pid = subprocess.run([*tmux, "display", "-p", "-t", "kiosk", "#{pane_pid}"], capture_output=True, text=True).stdout.strip()

        def dump(phase):
            subprocess.run(["callgrind_control", "--dump=" + phase, pid], check=True, capture_output=True)
            time.sleep(1)

        deadline = time.time() + 120
        while not re.search(r"\S", screen()):
            if time.time() > deadline:
                sys.exit("profile-link-order: the kiosk drew nothing within 120 s under callgrind")
            time.sleep(1)
        time.sleep(5)
        dump("start")
        time.sleep(20)
        dump("idle")
        layout("home", "false")
        time.sleep(8)
        layout("hall", "true")
        time.sleep(8)
        layout("home", "true")
        time.sleep(5)
        dump("layouts")
        keys("r", "g", "2", "Enter")
        time.sleep(5)
        if "Al-Baqara" not in screen():
            sys.exit("profile-link-order: the Quran reader did not open al-Baqarah")
        keys("Escape", "Escape", "Escape", "h", "Enter", "Down", "Down", "Enter")
        time.sleep(5)
        keys("Escape", "Escape", "Escape", "Escape")
        time.sleep(3)
        dump("readers")
    finally:
        subprocess.run([*tmux, "kill-server"], capture_output=True)
    dumps = {phase: f"{out}.{number}" for number, phase in enumerate(["start", "idle", "layouts", "readers"], 1)}
    phases = [dumps["idle"], dumps["start"], dumps["layouts"], dumps["readers"]]
    write("mawqut-kiosk", ordering(phases, binary), "an idle second's first, then start-up's, the clock layouts' and the readers'")
    return phases


def profile_one_shot():
    binary = profiled_copy("mawqut")
    config = os.path.join(work, "none.json")
    with open(config, "w") as file:
        file.write("{}")
    place = ["--latitude", "21.4225", "--longitude", "39.8262", "--timezone", "Asia/Riyadh"]
    library = ["--data-dir", data, "--config", config]
    commands = [
        ["times", "--config", config, *place, "--date", "2026-11-23"],
        ["next", "--config", config, *place, "--now", "2026-11-23T12:00:00+03:00"],
        ["timetable", "--config", config, *place, "--month", "2026-11"],
        ["qibla", "--config", config, *place],
        ["hijri", "--config", config, *place, "--date", "2026-11-23"],
        ["quran", "search", *library, "mercy"],
        ["hadith", "search", *library, "prayer"],
        ["quran", "show", *library, "2:255"],
    ]
    dumps = []
    for number, arguments in enumerate(commands):
        out = os.path.join(work, f"one-shot.{number}.callgrind")
        result = subprocess.run([*CALLGRIND, f"--callgrind-out-file={out}", binary, *arguments], capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"profile-link-order: mawqut {' '.join(arguments)} failed:\n{result.stderr[-2000:]}")
        dumps.append(out)
    write("mawqut", ordering(dumps, binary), "in `times`, `next`, `timetable`, `qibla`, `hijri`, searches and `quran show`")
    return dumps


try:
    # in place before either program starts: they find it through their RUNPATH
    library = profiled_copy("libmawqut")
    kiosk_phases = profile_kiosk()
    one_shot = profile_one_shot()
    write("libmawqut", ordering(kiosk_phases + one_shot, library),
          "the kiosk's (an idle second's first, then start-up's, the layouts' and the readers'), then the one-shot commands'")
finally:
    shutil.rmtree(work, ignore_errors=True)
