# Two commands for a newcomer: `make run` (install and start the game), `make test`
# (install what the tests need, then run every check). Both work on a fresh machine.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: run install install-test browser test lint check bench-bidding bench-play

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

install: $(BIN)/python
	$(BIN)/pip install -q -e .

run: install
	$(BIN)/biritch serve --host $(HOST) --port $(PORT)

install-test: $(BIN)/python
	$(BIN)/pip install -q -e '.[test]'

# Debian's Chromium for the end-to-end tests (Playwright's own browser download is not used).
browser:
	bash scripts/install-chromium

lint: install-test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy src

test: install-test browser lint
	bash scripts/with-test-postgres $(BIN)/pytest -n 2 --dist loadgroup

bench-bidding: install
	$(BIN)/biritch bench bidding --deals 500 --seed 1

bench-play: install
	$(BIN)/biritch bench play --deals 200 --seed 1
