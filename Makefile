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

release: deps
	$(SWIFT) build -c release --product mawqut

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
## year of scheduler ticks, and of decoding and playing an adhan (CPU, first-frame delay).
bench: deps adhan
	$(SWIFT) build -c release --product mawqut-bench
	.build/release/mawqut-bench "$${XDG_DATA_HOME:-$$HOME/.local/share}/mawqut/adhan-fajr.mp3"

clean:
	rm -rf .build
