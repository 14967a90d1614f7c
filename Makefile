# Recto: `make run` sets up and runs the app (the sample book unless FILE=book.pdf is given);
# `make test` sets up and runs every test; `make bench` prints the release-build benchmarks.
SHELL := /bin/bash
export PATH := /opt/swift/usr/bin:$(PATH)
SWIFT ?= swift
FILE ?=
BUILD_DIR := .build
DEBUG_BIN := $(BUILD_DIR)/debug

.PHONY: all setup setup-test build run test test-core test-ui bench sample-book clean

all: build

setup:
	@tools/setup.sh run

setup-test:
	@tools/setup.sh test

build: setup
	$(SWIFT) build --product recto

run: build
	$(DEBUG_BIN)/recto $(FILE)

test: setup-test test-core test-ui

test-core:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

test-ui:
	$(SWIFT) build --product recto
	$(SWIFT) build --product SampleBook
	tools/run-ui-tests.sh

bench: setup-test
	$(SWIFT) build -c release --static-swift-stdlib --product RectoBench
	tools/run-bench.sh

# Regenerates the committed sample book and its contents sidecar.
sample-book:
	$(SWIFT) run SampleBook data/sample-book.pdf data/sample-book.toc.plist

clean:
	rm -rf $(BUILD_DIR)
