# GridTrainer: `make run` starts the trainer, `make test` runs every test. Both install
# libedit-dev first when its header is missing (as root, or through sudo).
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

test: setup
	@command -v tmux >/dev/null || { $(SUDO) apt-get install -y -qq tmux >/dev/null 2>&1 || \
	  { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq tmux >/dev/null 2>&1; } || \
	  echo "note: tmux could not be installed; the interactive shell test will be skipped"; }
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
