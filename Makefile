# Recto: `make run` sets up and runs the app (the sample book unless FILE=book.pdf is given);
# `make test` sets up and runs every test and data check; `make bench` prints the release-build benchmarks;
# `make install PREFIX=… [DESTDIR=…]` installs a release build with its data and translations.
SHELL := /bin/bash
export PATH := /opt/swift/usr/bin:$(PATH)
SWIFT ?= swift
FILE ?=
BUILD_DIR := .build
DEBUG_BIN := $(BUILD_DIR)/debug
APP_ID := io.github.rectoreader.Recto

# Install locations (GNU conventions). DESTDIR stages the tree for packaging; the app looks for its data
# under the prefix it runs from, so PREFIX=$$HOME/.local works as well as /usr.
PREFIX ?= /usr/local
DESTDIR ?=
BINDIR := $(PREFIX)/bin
DATADIR := $(PREFIX)/share
# Set to no when a package's post-install step compiles the system's schemas instead.
COMPILE_SCHEMAS ?= yes
# `make install CONFIG=debug` installs the debug build instead (the layout check and UI tests use it: same tree,
# no release build).
CONFIG ?= release

# Data compiled into the build tree, where the app run from .build finds it (ResourceLocator).
DATA_OUT := $(BUILD_DIR)/data
SCHEMA_OUT := $(BUILD_DIR)/schemas
LOCALE_OUT := $(BUILD_DIR)/locale
LINGUAS := $(shell grep -v -e '^\#' -e '^[[:space:]]*$$' po/LINGUAS)
PO_FILES := $(foreach lang,$(LINGUAS),po/$(lang).po)
MO_FILES := $(foreach lang,$(LINGUAS),$(LOCALE_OUT)/$(lang)/LC_MESSAGES/recto.mo)
GRESOURCE := $(DATA_OUT)/$(APP_ID).gresource
DESKTOP := $(DATA_OUT)/$(APP_ID).desktop
METAINFO := $(DATA_OUT)/$(APP_ID).metainfo.xml
SCHEMA := data/$(APP_ID).gschema.xml
RESOURCE_FILES := $(shell glib-compile-resources --sourcedir=data --generate-dependencies \
                    data/$(APP_ID).gresource.xml 2>/dev/null)

.PHONY: all setup setup-test build data run test test-core test-ui ui-tests-built test-ui-loaded check-data check-format \
        check-app-gtk bench sample-book clean release debug install pot update-po screenshots test-crash flatpak-check

all: build

setup:
	@tools/setup.sh run

setup-test:
	@tools/setup.sh test

build: setup data
	$(SWIFT) build --product recto

# What the app loads at run time besides its binary: resources, schema, translations, merged data files.
data: $(GRESOURCE) $(SCHEMA_OUT)/gschemas.compiled $(MO_FILES) $(DESKTOP) $(METAINFO)

$(GRESOURCE): data/$(APP_ID).gresource.xml $(RESOURCE_FILES)
	@mkdir -p $(@D)
	glib-compile-resources --sourcedir=data --target=$@ $<

$(SCHEMA_OUT)/gschemas.compiled: $(SCHEMA)
	@mkdir -p $(@D)
	cp $< $(@D)/
	glib-compile-schemas --strict $(@D)

$(LOCALE_OUT)/%/LC_MESSAGES/recto.mo: po/%.po
	@mkdir -p $(@D)
	msgfmt --check -o $@ $<

$(DESKTOP): data/$(APP_ID).desktop.in $(PO_FILES) po/LINGUAS
	@mkdir -p $(@D)
	msgfmt --desktop --template=$< -d po -o $@

$(METAINFO): data/$(APP_ID).metainfo.xml.in $(PO_FILES) po/LINGUAS
	@mkdir -p $(@D)
	msgfmt --xml --template=$< -d po -o $@

run: build
	GSETTINGS_SCHEMA_DIR=$(SCHEMA_OUT) $(DEBUG_BIN)/recto $(FILE)

# test-core's `swift build --build-tests` builds the app and SampleBook too: the UI tests use them as built.
# The data checks run beside the UI tests: the two desktops leave part of a core idle, and the checks' one build
# (RectoPDF against a staged poppler) fits there. Their output follows the UI tests'; either failing fails.
test: setup-test test-core data
	@log=$$(mktemp); \
	( $(MAKE) --no-print-directory check-data >"$$log" 2>&1; echo $$? >"$$log.rc" ) & \
	ui=0; tools/run-ui-tests.sh || ui=$$?; \
	wait; cat "$$log"; checks=$$(cat "$$log.rc"); rm -f "$$log" "$$log.rc"; \
	[ "$$ui" -eq 0 ] && [ "$$checks" -eq 0 ]

test-core:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

test-ui: data
	$(SWIFT) build --product recto
	$(SWIFT) build --product SampleBook
	tools/run-ui-tests.sh

ui-tests-built: data
	tools/run-ui-tests.sh

# The UI suite while another process keeps a core busy, as on a machine that is building something else: the
# tests wait on what they check, so they pass all the same. The busy process ends with the run.
test-ui-loaded: data
	$(SWIFT) build --product recto
	$(SWIFT) build --product SampleBook
	python3 -c "while True: pass" & busy=$$!; trap 'kill $$busy' EXIT; tools/run-ui-tests.sh

# The kill -9 loop at full length: 200 rounds of start, change notes and pages, kill -9 at a random moment,
# then check that every file parses and nothing a finished save reported is missing (the UI tests run 4).
# CRASH_SEED=N replays a run.
CRASH_ROUNDS ?= 200
test-crash: data
	$(SWIFT) build --product recto
	$(SWIFT) build --product SampleBook
	RECTO_CRASH_ROUNDS=$(CRASH_ROUNDS) RECTO_CRASH_SEED=$(CRASH_SEED) tools/run-ui-tests.sh test_kill_nine_loop

# The checked-in .swift-format in lint mode, plus the whitespace its pretty printer would check (see the script).
# Also run by check-data.
check-format:
	tools/check-format.sh

# No file of the app target decides more than it draws (its branches against its GTK lines; the files listed in
# the script's KNOWN only leave it): logic lives in RectoCore. Also run by check-data.
check-app-gtk:
	tools/check-app-gtk.py --self-test
	tools/check-app-gtk.py

# desktop-file-validate, appstreamcli, schemas, translations, shortcuts, the Swift format, the Flatpak manifest,
# the install tree, RectoPDF built against poppler in a staged prefix, and tools/setup.sh's decisions.
check-data: data
	tools/check-data.sh

bench:
	@tools/setup.sh bench
	$(MAKE) --no-print-directory data
	$(SWIFT) build -c release --static-swift-stdlib --product RectoBench
	$(SWIFT) build -c release --static-swift-stdlib --product recto
	tools/run-bench.sh

# Builds the Flatpak on stand-in GNOME 50 runtimes made from bookworm packages and runs it in the sandbox under
# Xvfb with the portals (root, ~7 GB, Debian's archive; opt-in, not part of `make test`). See tools/flatpak-check/.
flatpak-check:
	tools/flatpak-check/flatpak-check.sh

# Regenerates the committed sample book and its contents sidecar.
sample-book:
	$(SWIFT) run SampleBook data/sample-book.pdf data/sample-book.toc.plist

# Retakes data/screenshots/*.png of the real app under Xvfb (for the metainfo).
screenshots: build
	tools/take-screenshots.sh

# Translations: `make pot` re-extracts po/recto.pot; `make update-po` merges it into every po/<lang>.po.
pot:
	tools/update-pot.sh

update-po: pot
	for po in $(PO_FILES); do msgmerge --quiet --update --backup=none $$po po/recto.pot; done

# A self-contained binary: the Swift runtime is linked in, as the Flatpak needs (its Swift SDK is build-only).
release:
	$(SWIFT) build -c release --static-swift-stdlib --product recto

debug:
	$(SWIFT) build --product recto

install: $(if $(filter debug,$(CONFIG)),debug,release) data
	install -Dm755 $(BUILD_DIR)/$(CONFIG)/recto $(DESTDIR)$(BINDIR)/recto
	install -Dm644 $(DESKTOP) $(DESTDIR)$(DATADIR)/applications/$(APP_ID).desktop
	install -Dm644 $(METAINFO) $(DESTDIR)$(DATADIR)/metainfo/$(APP_ID).metainfo.xml
	install -Dm644 data/icons/hicolor/scalable/apps/$(APP_ID).svg \
		$(DESTDIR)$(DATADIR)/icons/hicolor/scalable/apps/$(APP_ID).svg
	install -Dm644 data/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg \
		$(DESTDIR)$(DATADIR)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
	install -Dm644 $(SCHEMA) $(DESTDIR)$(DATADIR)/glib-2.0/schemas/$(APP_ID).gschema.xml
	install -Dm644 $(GRESOURCE) $(DESTDIR)$(DATADIR)/$(APP_ID)/$(APP_ID).gresource
	install -Dm644 data/sample-book.pdf $(DESTDIR)$(DATADIR)/$(APP_ID)/sample-book.pdf
	install -Dm644 data/sample-book.toc.plist $(DESTDIR)$(DATADIR)/$(APP_ID)/sample-book.toc.plist
	for lang in $(LINGUAS); do \
		install -Dm644 $(LOCALE_OUT)/$$lang/LC_MESSAGES/recto.mo \
			$(DESTDIR)$(DATADIR)/locale/$$lang/LC_MESSAGES/recto.mo || exit 1; \
	done
	if [ "$(COMPILE_SCHEMAS)" = yes ]; then glib-compile-schemas $(DESTDIR)$(DATADIR)/glib-2.0/schemas; fi

clean:
	rm -rf $(BUILD_DIR)
