# Mawqut: `make run` starts the clock, `make test` runs the tests.
# Both install what they need first (Debian packages, idempotently).

SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)

.PHONY: all deps build release adhan run test bench clean

all: build

deps:
	@test -x "$(SWIFT)" || { echo "make: Swift toolchain not found (looked on PATH and at /opt/swift/usr/bin/swift); install Swift 6 or set SWIFT=/path/to/swift" >&2; exit 1; }
	@./Scripts/install-deps.sh

build: deps
	$(SWIFT) build

## A release binary with the Swift runtime linked in statically: fewer shared
## pages touched at start, so a smaller resident size on a Raspberry Pi.
release: deps
	$(SWIFT) build -c release --static-swift-stdlib --product mawqut

## The default adhan recordings, into the data directory (once).
adhan:
	@./Scripts/fetch-adhan.sh

## Starts mawqut with the configuration in $XDG_CONFIG_HOME/mawqut/config.json (defaults when absent).
run: release adhan
	.build/release/mawqut

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test

## Prints the cost of computing prayer times (a year of days for 100 places), of a
## year of scheduler ticks, of decoding and playing an adhan (CPU, first-frame delay),
## and the kiosk screen's idle CPU and memory over a minute (BENCH_SECONDS to change).
bench: deps adhan
	$(SWIFT) build -c release --product mawqut-bench
	.build/release/mawqut-bench "$${XDG_DATA_HOME:-$$HOME/.local/share}/mawqut/adhan-fajr.mp3"
	$(SWIFT) build -c release --static-swift-stdlib --product mawqut
	./Scripts/bench-kiosk.sh

clean:
	rm -rf .build
