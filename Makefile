# GridTrainer: `make run` starts the trainer, `make test` runs every test, `make install` puts
# the program in $(PREFIX)/bin (default ~/.local/bin) and its lessons in
# $(PREFIX)/share/gridtrainer/lessons, and `make uninstall` takes both away.
# Linux: `make run` and `make test` install libedit-dev first when its header is missing (as
# root, or through sudo); `make test` also installs tmux, librsvg2-bin, libxml2-utils and
# chromium (the handout is opened in a real browser) when they are missing.
# macOS: nothing is installed and nothing asks for a password: libedit is part of the SDK, and
# tmux, rsvg-convert, xmllint and Chromium or Google Chrome are used when they are on PATH, in
# Homebrew's folder or in /Applications (brew install tmux librsvg; brew install --cask
# chromium); the tests that need a missing one are skipped with a note.
SWIFT ?= swift
SYSTEM := $(shell uname -s)
PREFIX ?= $(HOME)/.local
BINDIR ?= $(PREFIX)/bin
LESSONDIR ?= $(PREFIX)/share/gridtrainer/lessons

.PHONY: setup test-tools build run test examples plugin-demo bench lint install install-lessons \
	uninstall clean

ifeq ($(SYSTEM),Darwin)

# Homebrew's bin folders, after the user's own PATH (Apple silicon, then Intel).
export PATH := $(PATH):/opt/homebrew/bin:/usr/local/bin

# libedit's histedit.h is in the SDK: without an SDK nothing builds, so say what to install.
setup:
	@sdk=$$(xcrun --show-sdk-path 2>/dev/null); \
	if [ -z "$$sdk" ]; then \
	  echo "error: no macOS SDK; install Xcode or the Command Line Tools" \
	    "(xcode-select --install)" >&2; \
	  exit 1; \
	elif [ ! -f "$$sdk/usr/include/histedit.h" ]; then \
	  echo "warning: $$sdk has no usr/include/histedit.h (libedit); the build may fail" >&2; \
	fi

test-tools:
	@missing=""; \
	for tool in tmux rsvg-convert xmllint; do \
	  command -v "$$tool" >/dev/null || missing="$$missing $$tool"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "note:$$missing not found (brew install tmux librsvg);" \
	    "the tests that need them will be skipped"; \
	fi; \
	if ! command -v chromium >/dev/null && ! command -v google-chrome >/dev/null && \
	  [ ! -d /Applications/Chromium.app ] && [ ! -d "/Applications/Google Chrome.app" ]; then \
	  echo "note: no Chromium or Google Chrome (brew install --cask chromium);" \
	    "the handout is not opened in a browser"; \
	fi

else

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

setup:
	@if [ ! -f /usr/include/histedit.h ]; then \
	  echo "Installing libedit-dev (needed for line editing)..."; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libedit-dev >/dev/null; \
	fi

# What the tests use when it is there (each is skipped with a note otherwise): tmux for the
# interactive and presenter tests, rsvg-convert and xmllint for the SVG checks, chromium to
# open the exported handouts in a real browser.
TEST_TOOLS := tmux:tmux rsvg-convert:librsvg2-bin xmllint:libxml2-utils chromium:chromium

test-tools:
	@missing=""; for pair in $(TEST_TOOLS); do \
	  command -v "$${pair%%:*}" >/dev/null || missing="$$missing $${pair#*:}"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing$$missing (for the interactive, SVG and browser tests)..."; \
	  { DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null 2>&1 || \
	    { $(SUDO) apt-get update -qq && \
	      DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null 2>&1; \
	    }; } || \
	  echo "note:$$missing could not be installed; the tests that need them will be skipped"; \
	fi

endif

build: setup
	$(SWIFT) build --product gridtrainer

run: setup
	@echo "Building gridtrainer (release; the first build takes about 7 minutes on 2 cores)..."
	@$(SWIFT) build -c release --product gridtrainer
	@echo "Built .build/release/gridtrainer; starting it."
	@.build/release/gridtrainer

test: setup test-tools
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	scripts/run-examples .build/debug/gridtrainer
	scripts/check-portability
	SWIFT=$(SWIFT) scripts/check-plugin-demo

examples: build
	scripts/run-examples .build/debug/gridtrainer

# A package that adopts the plugins (Tests/Fixtures/plugin-demo), built and checked offline.
plugin-demo: setup
	SWIFT=$(SWIFT) scripts/check-plugin-demo

bench: setup
	scripts/bench

lint:
	$(SWIFT) format lint -r Sources Tests Plugins bench fuzz/Entry

# The release build, copied to $(BINDIR), and the lessons to $(LESSONDIR), where the installed
# program finds them ('lessons', 'play 6'); DESTDIR for packagers.
install: setup
	$(SWIFT) build -c release --product gridtrainer
	mkdir -p "$(DESTDIR)$(BINDIR)"
	cp .build/release/gridtrainer "$(DESTDIR)$(BINDIR)/gridtrainer.new"
	chmod 755 "$(DESTDIR)$(BINDIR)/gridtrainer.new"
	mv -f "$(DESTDIR)$(BINDIR)/gridtrainer.new" "$(DESTDIR)$(BINDIR)/gridtrainer"
	@$(MAKE) --no-print-directory install-lessons
	@echo "Installed $(DESTDIR)$(BINDIR)/gridtrainer and its lessons in $(DESTDIR)$(LESSONDIR)"
	@case ":$$PATH:" in *":$(BINDIR):"*) ;; \
	  *) echo "note: $(BINDIR) is not on your PATH; add it: export PATH=\"$(BINDIR):\$$PATH\"" ;; esac

# The lessons alone (what `install` does after the program), replaced whole.
install-lessons:
	rm -rf "$(DESTDIR)$(LESSONDIR).new"
	mkdir -p "$(DESTDIR)$(LESSONDIR).new"
	cp examples/*.grid "$(DESTDIR)$(LESSONDIR).new/"
	chmod 644 "$(DESTDIR)$(LESSONDIR).new/"*.grid
	rm -rf "$(DESTDIR)$(LESSONDIR)"
	mv "$(DESTDIR)$(LESSONDIR).new" "$(DESTDIR)$(LESSONDIR)"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/gridtrainer"
	rm -rf "$(DESTDIR)$(LESSONDIR)"
	@rmdir "$(DESTDIR)$(PREFIX)/share/gridtrainer" 2>/dev/null || true

clean:
	rm -rf .build
