#!/usr/bin/env python3
"""Links the release programs over one shared library, laid out as they install.

    Scripts/link-release.py BUILD_DIR OUT_DIR [--admin]

BUILD_DIR is SwiftPM's release folder after `swift build -c release` of the products
mawqut, mawqut-kiosk and mawqut-http (and mawqut-admin with --admin): their object
files and each product's Objects.LinkFileList. OUT_DIR receives

    bin/mawqut, bin/mawqut-http (and bin/mawqut-admin)
    lib/mawqut/libmawqut.so, lib/mawqut/mawqut-kiosk

which is the installed layout under a prefix (/usr in the Debian package), so a
build runs from OUT_DIR/bin as it runs from /usr/bin.

Why: linked statically, each Swift program carries its own copy of the Swift
runtime and FoundationEssentials (about 12 MB); linked against the toolchain's
shared libraries, a start pays for thousands of symbol lookups across fifteen
libraries (`mawqut times` took twice as long). So the runtime's static archives, the
C++ library it is written in, and the modules both mawqut and the kiosk use are
linked once into libmawqut.so, with its internal references bound at link time
(-Bsymbolic), its relative relocations packed, and only the symbols the programs use
exported; each program keeps only the modules that are its own. The modules that
need FriBidi (the text layout and what draws with it) stay in the programs that
draw text, so that the admin, which links the library too, never loads FriBidi. The programs find the library through their RUNPATH
($ORIGIN/../lib/mawqut, and $ORIGIN for the kiosk beside it).

The functions each program runs are laid out together, in the order of
Assets/link-order/NAME.order (see Scripts/profile-link-order.py), for the library
as for the programs.
"""
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Run by the name it was found under: swiftc is a link to swift-driver, which takes its role from that name.
SWIFTC = subprocess.run(["sh", "-c", "command -v swiftc || echo /opt/swift/usr/bin/swiftc"], capture_output=True, text=True).stdout.strip()
TOOLCHAIN = os.path.dirname(os.path.dirname(os.path.realpath(SWIFTC)))
STATIC = os.path.join(TOOLCHAIN, "lib/swift_static/linux")
# The architecture the toolchain compiles for, as it names it (x86_64, aarch64): the folder
# of its start-up object. Asked of the compiler, not of the machine, so that nothing here
# assumes x86_64 (Scripts/test-arm64-names.sh runs this with a toolchain that says aarch64).
ARCH = json.loads(subprocess.run([SWIFTC, "-print-target-info"], capture_output=True, text=True, check=True).stdout)["target"]["arch"]
SWIFTRT = os.path.join(STATIC, ARCH, "swiftrt.o")
CLANG = os.path.join(TOOLCHAIN, "bin/clang")
# The C++ library the runtime is written against, linked into the library: loaded as
# libstdc++.so it cost a start 1,700 symbol lookups, none of which the runtime needs
# from outside. Its symbols stay inside (the version script exports only the programs' needs).
STATIC_CXX = subprocess.run(["gcc", "-print-file-name=libstdc++.a"], capture_output=True, text=True).stdout.strip()
AUTOLINK = os.path.join(TOOLCHAIN, "bin/swift-autolink-extract")

# The Swift programs: product name, main module (its entry point is MODULE_main), and
# where it goes under OUT_DIR. The admin is linked when asked (--admin).
PROGRAMS = [
    ("mawqut", "mawqut", "bin"),
    ("mawqut-kiosk", "MawqutKiosk", "lib/mawqut"),
]
ADMIN = ("mawqut-admin", "MawqutAdmin", "bin")
# Modules of mawqut and the kiosk that stay in each program rather than the library:
# the text layout links FriBidi, which the admin must not load.
OWN_MODULES = {"ArabicText", "CTextWidth", "TerminalUI", "MawqutCommandLine"}
LIBRARY = "libmawqut.so"

# The runtime's static archives: what `-static-stdlib` links, and FoundationEssentials.
RUNTIME_ARCHIVES = [
    "libswiftCore.a", "libswift_Concurrency.a", "libswift_StringProcessing.a", "libswift_RegexParser.a",
    "libswiftSynchronization.a", "libswiftGlibc.a", "libswiftDispatch.a", "libdispatch.a", "libBlocksRuntime.a",
    "libFoundationEssentials.a", "lib_FoundationCollections.a", "lib_FoundationCShims.a", "libswift_Builtin_float.a",
]
# Autolink entries naming the runtime, which the library provides.
RUNTIME_LIBRARIES = re.compile(r"^-l(swift.*|_?Foundation.*|dispatch|BlocksRuntime)$")
# pkg-config modules of the system libraries whose link needs more than their own name
# (ncursesw's terminfo functions are in libtinfo).
PKG_CONFIG = {"ncursesw": "ncursesw"}

HARDENING = ["-fuse-ld=lld", "-Wl,-z,now", "-Wl,-z,relro", "-Wl,-z,pack-relative-relocs", "-Wl,--build-id=sha1",
             "-Wl,--gc-sections", "-Wl,--as-needed"]
LAYOUT = ["-Wl,-T," + os.path.join(ROOT, "Assets/link-order/unnamed.ld")]


def fail(message):
    print(f"link-release: {message}", file=sys.stderr)
    sys.exit(1)


def objects(build, product):
    """The object files SwiftPM linked into a product, by module."""
    path = os.path.join(build, f"{product}.product", "Objects.LinkFileList")
    if not os.path.exists(path):
        fail(f"{path} is missing: build the release products first (swift build -c release --product {product})")
    by_module = {}
    with open(path) as listing:
        for entry in shlex.split(listing.read()):
            module = next((part[:-len(".build")] for part in reversed(entry.split("/")) if part.endswith(".build")), None)
            if module is None:
                fail(f"{entry}: not in a module's .build folder")
            by_module.setdefault(module, []).append(entry)
    return by_module


def system_libraries(object_files):
    """The -l flags the objects' autolink entries ask for, without the Swift runtime's."""
    with tempfile.NamedTemporaryFile("w", suffix=".rsp", delete=False) as listing:
        listing.write("\n".join(shlex.quote(path) for path in object_files))
    try:
        entries = subprocess.run([AUTOLINK, "@" + listing.name, "-o", "-"], capture_output=True, text=True, check=True).stdout
    finally:
        os.unlink(listing.name)
    flags = []
    for flag in entries.split():
        if RUNTIME_LIBRARIES.match(flag) or flag in flags:
            continue
        flags.append(flag)
        module = PKG_CONFIG.get(flag[2:])
        if module:
            flags += [extra for extra in subprocess.run(["pkg-config", "--libs", module], capture_output=True,
                                                        text=True, check=True).stdout.split() if extra not in flags]
    return flags


def undefined(object_files):
    """The symbols the objects use and do not define."""
    names = set()
    for start in range(0, len(object_files), 200):
        listing = subprocess.run(["nm", "--undefined-only", "--format=just-symbols"] + object_files[start:start + 200],
                                 capture_output=True, text=True, check=True).stdout
        names.update(line.strip() for line in listing.splitlines() if line.strip() and not line.endswith(":"))
    return names


def defined(path):
    """The global symbols a linked file defines."""
    listing = subprocess.run(["nm", "--defined-only", "--extern-only", "--format=just-symbols", "-D", path],
                             capture_output=True, text=True, check=True).stdout
    return set(listing.split())


def order(name):
    """The link-order flags for a program or the library, when its list exists."""
    path = os.path.join(ROOT, "Assets/link-order", f"{name}.order")
    return [f"-Wl,--symbol-ordering-file={path}", "-Wl,--no-warn-symbol-ordering"] if os.path.exists(path) else []


def link(arguments, output, required=True):
    """Links `output`; a failure stops the script, or is returned (False) when not `required`."""
    with tempfile.NamedTemporaryFile("w", suffix=".rsp", delete=False) as response:
        response.write("\n".join(shlex.quote(argument) for argument in arguments))
    try:
        done = subprocess.run([CLANG, "@" + response.name, "-o", output], capture_output=True, text=True)
    finally:
        os.unlink(response.name)
    if done.returncode != 0 and required:
        fail(f"linking {output} failed:\n{done.stderr[-4000:]}")
    return done.returncode == 0


def main():
    if len(sys.argv) not in (3, 4) or sys.argv[3:] not in ([], ["--admin"]):
        fail("usage: Scripts/link-release.py BUILD_DIR OUT_DIR [--admin]")
    build, out = (os.path.abspath(argument) for argument in sys.argv[1:3])
    # The library is linked for the programs linked with it: an admin linked before, against an
    # earlier library, would fail at start (undefined symbols). So an admin already in OUT_DIR is
    # linked again when its objects are built, and removed (said) when they are not.
    admin_binary = os.path.join(out, ADMIN[2], ADMIN[0])
    with_admin = sys.argv[3:] == ["--admin"] or (os.path.exists(admin_binary) and os.path.exists(os.path.join(build, f"{ADMIN[0]}.product", "Objects.LinkFileList")))
    if not with_admin and os.path.exists(admin_binary):
        os.unlink(admin_binary)
        print(f"link-release: removed {admin_binary}: it was linked against an earlier {LIBRARY} and its objects are not built (make release builds it)")
    linked = PROGRAMS + ([ADMIN] if with_admin else [])
    for path in [os.path.join(STATIC, archive) for archive in RUNTIME_ARCHIVES] + [SWIFTRT]:
        if not os.path.exists(path):
            fail(f"{path} is missing: the Swift toolchain's static runtime for {ARCH} is needed")
    programs = {product: objects(build, product) for product, _, _ in linked}
    shared_modules = (set(programs["mawqut"]) & set(programs["mawqut-kiosk"])) - OWN_MODULES - {"mawqut", "MawqutKiosk"}
    shared = sorted(path for module in shared_modules for path in programs["mawqut"][module])
    own = {product: sorted(path for module, paths in modules.items() if module not in shared_modules for path in paths)
           for product, modules in programs.items()}
    os.makedirs(os.path.join(out, "bin"), exist_ok=True)
    os.makedirs(os.path.join(out, "lib/mawqut"), exist_ok=True)

    # The library: the runtime, FoundationEssentials and the shared modules, with what
    # the programs need from the runtime's archives kept (-u) and nothing else exported.
    needed = set().union(*(undefined(paths) for paths in own.values())) | undefined([SWIFTRT])
    with tempfile.NamedTemporaryFile("w", suffix=".ver", delete=False) as script:
        version_script = script.name
        # Everything first, then narrowed to what the programs use once the library is linked.
        script.write("{ global: *; };\n")
    library = os.path.join(out, "lib/mawqut", LIBRARY)
    library_arguments = (["-shared", "-Wl,-soname," + LIBRARY, SWIFTRT] + shared
                         + [f"-Wl,-u,{name}" for name in sorted(needed)]
                         + [os.path.join(STATIC, archive) for archive in RUNTIME_ARCHIVES]
                         + ["-Wl,--allow-multiple-definition", "-Wl,-Bsymbolic"]
                         + HARDENING + LAYOUT + order("libmawqut")
                         + system_libraries(shared) + [STATIC_CXX, "-lm", "-ldl", "-lpthread"])
    link(library_arguments + [f"-Wl,--version-script={version_script}"], library)
    exported = defined(library) & needed
    with open(version_script, "w") as script:
        script.write("{\n  global:\n" + "".join(f"    \"{name}\";\n" for name in sorted(exported)) + "  local: *;\n};\n")
    link(library_arguments + [f"-Wl,--version-script={version_script}"], library)
    os.unlink(version_script)

    relinked_admin = with_admin and sys.argv[3:] != ["--admin"]
    for product, module, folder in list(linked):
        runpath = "$ORIGIN" if folder == "lib/mawqut" else "$ORIGIN/../lib/mawqut"
        arguments = ([SWIFTRT] + own[product] + ["-L" + os.path.dirname(library), "-lmawqut", f"-Wl,-rpath,{runpath}",
                     f"-Wl,--defsym,main={module}_main", "-pie"]
                     + HARDENING + LAYOUT + order(product) + system_libraries(own[product]) + ["-lstdc++", "-lm"])
        # An admin linked again only because it was there: its objects may be another build's
        # (make test compiles the same modules with testing enabled), which the library cannot serve.
        if not link(arguments, os.path.join(out, folder, product), required=not (relinked_admin and product == ADMIN[0])):
            if os.path.exists(admin_binary):
                os.unlink(admin_binary)
            linked.remove((product, module, folder))
            print(f"link-release: removed {admin_binary}: its objects are from another build (make test's, say) and no longer "
                  f"link against this {LIBRARY} (make release builds it again)")

    # mawqut-http is C: only libcurl.
    http = os.path.join(build, "MawqutHTTP.build", "main.c.o")
    if not os.path.exists(http):
        fail(f"{http} is missing: build mawqut-http first (swift build -c release --product mawqut-http)")
    link([http, "-pie", "-lcurl"] + HARDENING, os.path.join(out, "bin", "mawqut-http"))
    # Every symbol is bound at start (-z now): a program that starts and answers found
    # all it needs in the library.
    for product, _, folder in linked:
        started = subprocess.run([os.path.join(out, folder, product), "--version"], capture_output=True, text=True)
        if started.returncode != 0:
            fail(f"{product} --version failed after linking:\n{started.stderr[-2000:]}")
    print(f"link-release: {out}: {len(shared_modules)} modules in {LIBRARY}, "
          + ", ".join(f"{product} {len(own[product])} objects of its own" for product, _, _ in linked))


main()
