#!/usr/bin/env python3
"""Copies the licence and notice files of the code linked into the release programs.

    Scripts/linked-licenses.py BUILD_DIR OUT_DIR [--no-admin]

The programs carry, besides Mawqut's own modules, the Swift toolchain's runtime and
FoundationEssentials (in libmawqut.so) and the Swift packages they depend on
(swift-argument-parser, swift-log, and for the admin page swift-nio, Hummingbird and
theirs). The Apache License asks that whoever passes such a program on gives a copy
of the licence and the package's NOTICE with it. This finds the packages whose
modules the release products linked (their Objects.LinkFileList in BUILD_DIR, as
Scripts/link-release.py reads them), and copies each one's LICENSE and NOTICE files
from SwiftPM's checkout into OUT_DIR/PACKAGE/, and the toolchain's licence (with its
Runtime Library Exception) into OUT_DIR/swift/. Prints the packages found.
--no-admin: for a package without the admin page, whose packages are then not linked.
"""
import glob
import os
import shlex
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PRODUCTS = ["mawqut", "mawqut-kiosk", "mawqut-admin"]


def fail(message):
    print(f"linked-licenses: {message}", file=sys.stderr)
    sys.exit(1)


def linked_modules(build, products):
    modules = set()
    for product in products:
        path = os.path.join(build, f"{product}.product", "Objects.LinkFileList")
        if not os.path.exists(path):
            fail(f"{path} is missing: build the release products first (make release)")
        with open(path) as listing:
            for entry in shlex.split(listing.read()):
                # The folder MODULE.build holding the object (not the .build folder above it).
                modules.update(part[:-len(".build")] for part in entry.split("/") if part.endswith(".build") and part != ".build")
    return modules


def main():
    arguments = [argument for argument in sys.argv[1:] if argument != "--no-admin"]
    if len(arguments) != 2:
        fail("usage: Scripts/linked-licenses.py BUILD_DIR OUT_DIR [--no-admin]")
    build, out = (os.path.abspath(argument) for argument in arguments)
    checkouts = os.path.join(ROOT, ".build/checkouts")
    products = [product for product in PRODUCTS if product != "mawqut-admin" or "--no-admin" not in sys.argv]
    modules = linked_modules(build, products)
    packages = sorted({package for package in os.listdir(checkouts)
                       if any(os.path.isdir(os.path.join(checkouts, package, "Sources", module)) for module in modules)})
    if not packages:
        fail(f"no package of {checkouts} provides a linked module")
    shutil.rmtree(out, ignore_errors=True)
    for package in packages:
        files = [path for pattern in ("LICENSE*", "NOTICE*", "COPYING*")
                 for path in glob.glob(os.path.join(checkouts, package, pattern))]
        if not any(os.path.basename(path).startswith(("LICENSE", "COPYING")) for path in files):
            fail(f"{package} has no LICENSE file in its checkout")
        os.makedirs(os.path.join(out, package))
        for path in files:
            shutil.copyfile(path, os.path.join(out, package, os.path.basename(path)))
    swiftc = subprocess.run(["sh", "-c", "command -v swiftc || echo /opt/swift/usr/bin/swiftc"],
                            capture_output=True, text=True).stdout.strip()
    toolchain = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(swiftc))), "share/swift/LICENSE.txt")
    if not os.path.exists(toolchain):
        fail(f"{toolchain} is missing: the Swift toolchain's licence")
    os.makedirs(os.path.join(out, "swift"))
    shutil.copyfile(toolchain, os.path.join(out, "swift", "LICENSE.txt"))
    print(" ".join(["swift"] + packages))


main()
