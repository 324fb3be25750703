# GridTrainer: `make run` starts the trainer, `make test` runs every test. Both install
# libedit-dev first when its header is missing (as root, or through sudo); `make test` also
# installs tmux, librsvg2-bin and libxml2-utils when they are missing.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: setup build run test examples bench lint clean

setup:
	@if [ ! -f /usr/include/histedit.h ]; then \
	  echo "Installing libedit-dev (needed for line editing)..."; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libedit-dev >/dev/null; \
	fi

build: setup
	$(SWIFT) build --product gridtrainer

run: setup
	@echo "Building gridtrainer (release; the first build takes a minute or two)..."
	@$(SWIFT) build -c release --product gridtrainer
	@echo "Built .build/release/gridtrainer; starting it."
	@.build/release/gridtrainer

# What the tests use when it is there (each is skipped with a note otherwise): tmux for the
# interactive and presenter tests, rsvg-convert and xmllint for the SVG checks.
TEST_TOOLS := tmux:tmux rsvg-convert:librsvg2-bin xmllint:libxml2-utils

test: setup
	@missing=""; for pair in $(TEST_TOOLS); do command -v "$${pair%%:*}" >/dev/null || missing="$$missing $${pair#*:}"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing$$missing (for the interactive and SVG tests)..."; \
	  { DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null 2>&1 || \
	    { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null 2>&1; }; } || \
	  echo "note:$$missing could not be installed; the tests that need them will be skipped"; \
	fi
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	scripts/run-examples .build/debug/gridtrainer

examples: build
	scripts/run-examples .build/debug/gridtrainer

bench: setup
	scripts/bench

lint:
	$(SWIFT) format lint -r Sources Tests

clean:
	rm -rf .build
