# Two commands do everything: `make run` and `make test`.
# Each creates the virtual environment (.venv) on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# The hashed locks (make lock): what the bot runs on, and that plus the development tools.
RUN_LOCK := requirements/run.txt
DEV_LOCK := requirements/dev.txt
BOOT_LOCK := requirements/bootstrap.txt
RUN_STAMP := $(VENV)/.installed-run
DEV_STAMP := $(VENV)/.installed-dev
BOOT_STAMP := $(VENV)/.installed-bootstrap
# True when the interpreter given by $(1) is Python 3.11 or newer.
PY_OK = $(1) -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null
# Installs only what a lock names, each file checked against the lock's hashes.
PIP_LOCKED = $(BIN)/python -m pip install --quiet --require-hashes -r
# The project itself, from this folder (its dependencies came from the lock). setuptools
# tells of every editable install in an "information only" warning: its documented
# PYTHONWARNINGS filter keeps that note out of each install's output.
PIP_PROJECT = PYTHONWARNINGS="ignore:Editable installation" $(BIN)/python -m pip install --quiet --no-deps --no-build-isolation -e .
LOCK_FLAGS = --universal --python-version 3.11 --generate-hashes --quiet --custom-compile-command 'make lock' $(if $(LOCK_UPGRADE),--upgrade)

.PHONY: venv venv-run venv-python lock audit audit-refresh backup restore run test lint check bench bench-engine bench-scale bench-boards bench-startup bench-year outage palettes soak selfplay arena arena-cap gallery dice-table golden fuzz faults e2e-processes bench-shards clean contract help bench-commit bench-daily bench-metrics bench-analysis bench-images commands move-path arena-probe analysis-seeds snapshot-write snapshot-check pillow-range decision-probe paired-table

# Every target that needs the environment goes through `venv` (the development tools too)
# or `venv-run` (only what the bot needs: make run): they first replace a .venv made by an
# unsupported Python (e.g. 3.10 from an older checkout), then install from the locks
# whenever pyproject.toml or a lock changes.
venv: venv-python
	@$(MAKE) --no-print-directory $(DEV_STAMP)

venv-run: venv-python
	@$(MAKE) --no-print-directory $(RUN_STAMP)

venv-python:
	@if [ -x $(BIN)/python ] && ! $(call PY_OK,$(BIN)/python); then \
	  echo "$(VENV) was made by $$($(BIN)/python --version 2>&1); the bot needs Python 3.11+: recreating it with $(PYTHON)."; \
	  rm -rf $(VENV); \
	fi

$(BOOT_STAMP): $(BOOT_LOCK)
	@$(call PY_OK,$(PYTHON)) || { echo "$(PYTHON) is $$($(PYTHON) --version 2>&1); Python 3.11 or newer is needed: run e.g. make run PYTHON=python3.11"; exit 1; }
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(PIP_LOCKED) $(BOOT_LOCK)
	@touch $@

$(RUN_STAMP): pyproject.toml $(RUN_LOCK) $(BOOT_STAMP)
	$(PIP_LOCKED) $(RUN_LOCK)
	$(PIP_PROJECT)
	@touch $@

$(DEV_STAMP): pyproject.toml $(DEV_LOCK) $(BOOT_STAMP)
	$(PIP_LOCKED) $(DEV_LOCK)
	$(PIP_PROJECT)
	@touch $@

lock: venv  ## Refresh the hashed locks in requirements/ after changing pyproject.toml (LOCK_UPGRADE=1: newest allowed versions)
	$(BIN)/uv pip compile pyproject.toml $(LOCK_FLAGS) -o $(RUN_LOCK)
	$(BIN)/uv pip compile pyproject.toml --extra dev $(LOCK_FLAGS) -o $(DEV_LOCK)
	$(BIN)/uv pip compile requirements/bootstrap.in $(LOCK_FLAGS) -o $(BOOT_LOCK)

audit: venv  ## Every pinned version against the advisory database (live where reachable, else requirements/advisories.json)
	$(BIN)/python -m tools.audit

audit-refresh: venv  ## Renew requirements/advisories.json from OSV (AUDIT_FROM=file.zip|folder: from OSV JSON records)
	$(BIN)/python -m tools.audit $(if $(AUDIT_FROM),--refresh-from $(AUDIT_FROM),--refresh)

run: venv-run  ## Run the bot (needs DISCORD_TOKEN in .env)
	$(BIN)/python -m bot

backup: venv-run  ## A consistent backup of the database in var/backups/ (SQLite or PostgreSQL: python -m bot backup)
	$(BIN)/python -m bot backup

restore: venv-run  ## Replace the database by a backup: make restore FILE=var/backups/... (the bot stopped)
	@test -n "$(FILE)" || { echo "usage: make restore FILE=var/backups/genial-....sqlite3|.pgdump"; exit 2; }
	$(BIN)/python -m bot restore "$(FILE)" $(if $(YES),--yes)

test: venv  ## Run the whole test suite, lint and type checks
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/python -m pytest -n auto

bench: venv  ## Print timing figures (legal moves, scoring, render, whole move; bot: move, load, loop lag; engine)
	$(BIN)/python -m bench.late_game
	$(BIN)/python -m bench.bot
	$(BIN)/python -m bench.outbox
	$(BIN)/python -m bench.ratings
	$(BIN)/python -m bench.engine
	$(BIN)/python -m bench.computer
	$(BIN)/python -m bench.computer_end_game
	$(BIN)/python -m bench.computer_end_game --edition cards

bench-engine: venv  ## Engine figures only: best move, top-25 menu, replay vs a naive player
	$(BIN)/python -m bench.engine

bench-scale: venv  ## 1,000 open games of every edition driven for 60 s: moves/s, p50/p95/p99, memory
	$(BIN)/python -m bench.scale

outage: venv  ## PostgreSQL stopped for 60 s in the middle of a game on a clock against a computer: no move or post lost or doubled
	GENIAL_OUTAGE_SECONDS=60 nice -n 10 $(BIN)/python -m pytest -n 0 -q -p no:cacheprovider tests/e2e/test_outage_e2e.py

bench-boards: venv  ## Each edition's board: drawing CPU p50/p95 and PNG size; the Spezial board drawn as before and as now
	nice -n 10 $(BIN)/python -m bench.boards

bench-startup: venv  ## The first start after an update on a year of data (scaled): the record check before/after, a player's p50/p95 meanwhile
	nice -n 10 $(BIN)/python -m bench.startup --backend $(or $(BENCH_BACKEND),sqlite) --scale $(or $(BENCH_YEAR_SCALE),0.02)

bench-year: venv  ## A year of data (scaled: BENCH_YEAR_SCALE=1 is the full year) on SQLite and PostgreSQL
	nice -n 19 $(BIN)/python -m bench.year --backend both --scale $(or $(BENCH_YEAR_SCALE),0.01)

palettes: venv  ## Recompute render/palettes.json (after changing a theme or a renderer's colours)
	$(BIN)/python -m tools.palettes

contract: venv  ## The engine contract's property tests with many more examples (minutes)
	GENIAL_CONTRACT_EXAMPLES=2000 $(BIN)/python -m pytest tests/genial/test_contract.py -q

soak: venv  ## Memory over 10,000 interactions through the fake Discord (about an hour)
	$(BIN)/python -m bench.soak --interactions 10000 --games 20

selfplay: venv  ## 200 computer games of 4-player classic, each record replayed and checked
	$(BIN)/python -m genial selfplay --edition classic --players 4 --games 200 --quiet

ARENA_GAMES ?= 200
# Fresh deals by default: seeds 1-499999 were used while tuning (docs/computer.md); report
# on 500001 and up. Every deal is played from both sides (ARENA_GAMES/2 deals).
ARENA_SEED ?= 500001
ARENA_OUT ?= var/arena
# Strong's samples per move in the arena: a fixed count (--budget none: no time cap), so every
# game is a function of its seed on any machine (tests/genial/test_arena_determinism.py).
# Classic and travel play the bot's own 24; elsewhere 6 (the bot takes at least that many
# within its 0.7 s: make bench).
ARENA_ITERATIONS ?= 6
ARENA_ITERATIONS_TILE ?= 24
ARENA_PAIRS ?= strong:normal strong:heuristic normal:heuristic normal:easy
ARENA_EDITIONS ?= classic travel 3d 3d-solo spezial cards dice
arena: venv  ## Levels against each other, every edition, fixed samples, Wilson 95% (hours for 200 games)
	@mkdir -p $(ARENA_OUT); specs=""; \
	for ed in $(ARENA_EDITIONS); do \
	  p=2; [ $$ed = 3d-solo ] && p=1; \
	  it=$(ARENA_ITERATIONS); case $$ed in classic|travel) it=$(ARENA_ITERATIONS_TILE);; esac; \
	  for pair in $(ARENA_PAIRS); do \
	    a=$${pair%%:*}; b=$${pair##*:}; out=$(ARENA_OUT)/$$ed-$$a-$$b-$(ARENA_SEED)-$(ARENA_GAMES).jsonl; \
	    nice -n 19 $(BIN)/python -m genial arena --edition $$ed --players $$p --games $(ARENA_GAMES) \
	      --seed $(ARENA_SEED) --budget none --iterations $$it $$a $$b > $$out || exit 1; \
	    specs="$$specs $$ed:$$a:$$b:$$out"; \
	  done; \
	done; \
	echo "fixed samples ($(ARENA_ITERATIONS_TILE) in classic/travel, $(ARENA_ITERATIONS) elsewhere), seed $(ARENA_SEED):"; \
	$(BIN)/python -m tools.arena_table $$specs

# The bot's own strong: at most 24 samples within 0.7 s per move, as on a busy server. Its
# games depend on the machine's speed and load (compare with make arena's fixed count on
# the same seed: the gap is what the time cap costs).
arena-cap: venv  ## Strong vs normal at the bot's time cap (0.7 s, 24 samples), every edition
	@mkdir -p $(ARENA_OUT); specs=""; \
	for ed in $(ARENA_EDITIONS); do \
	  p=2; [ $$ed = 3d-solo ] && p=1; \
	  out=$(ARENA_OUT)/$$ed-strong-normal-cap-$(ARENA_SEED)-$(ARENA_GAMES).jsonl; \
	  $(BIN)/python -m genial arena --edition $$ed --players $$p --games $(ARENA_GAMES) \
	    --seed $(ARENA_SEED) --budget 0.7 --iterations 24 strong normal > $$out || exit 1; \
	  specs="$$specs $$ed:strong:normal:$$out"; \
	done; \
	echo "the bot's cap (0.7 s, up to 24 samples), seed $(ARENA_SEED), load $$(cut -d' ' -f1-3 /proc/loadavg):"; \
	$(BIN)/python -m tools.arena_table $$specs

dice-table: venv  ## Recompute genial/computer/dice_turns.json (strong's dice sheet value; a few minutes)
	$(BIN)/python -m tools.dice_table

golden: venv  ## Regenerate tests/golden/v<schema>/ (ONLY on purpose: see tools/golden.py)
	$(BIN)/python -m tools.golden

bench-shards: venv  ## One bot process vs two (shards 0/2, 1/2) on one PostgreSQL: servers, games, moves/s, sweeps
	$(BIN)/python -m bench.shards

e2e-processes: venv  ## Two bot processes (shards 0/2, 1/2) on PostgreSQL, a SIGKILL and restart, more moves
	GENIAL_E2E_LONG=1 $(BIN)/python -m pytest tests/e2e/test_two_processes_e2e.py -p no:cacheprovider

fuzz: venv  ## Randomised end-to-end run: 2000+ interactions, restart, checks (FUZZ_SEED=n repeats)
	FUZZ_LONG=1 $(BIN)/python -m pytest tests/e2e/test_fuzz.py -k long -s -p no:cacheprovider

faults: venv  ## Whole games through injected Discord failures (429/5xx/403/lost answers), many seeds
	FAULT_RUNS="$${FAULT_RUNS:-travel:1 travel:2 travel:3 classic:4 classic:5 classic:6}" FAULT_RATE="$${FAULT_RATE:-0.35}" \
		$(BIN)/python -m pytest -q -p no:cacheprovider tests/e2e/test_delivery_e2e.py -k injected -s

gallery: venv  ## Redraw the example images in docs/images/ (seeded games: the same every run)
	$(BIN)/python -m tools.gallery

bench-commit: venv  ## The database's hot path: one move's commit into a record of 100 moves, on SQLite
	$(BIN)/python -m bench.commit

bench-daily: venv  ## The daily deal: one move of an attempt (load, replay, save) and the close of a day, on SQLite
	nice -n 19 $(BIN)/python -m bench.daily

bench-metrics: venv  ## What a Prometheus metrics call costs on the event loop, off and on (nanoseconds)
	$(BIN)/python -m bench.metrics

bench-images: venv  ## The final image and the replay GIF: time and size per edition (about a minute)
	$(BIN)/python -m bench.images

bench-analysis: venv  ## /genial analysis of finished 4-player games: the reference way against the bot's (minutes)
	nice -n 19 $(BIN)/python -m bench.analysis

commands: venv  ## Print every slash command group with its subcommands and their German and Dutch names
	$(BIN)/python -m tools.command_list

move-path: venv  ## Print the files one move's path enters, from its Play button to the turn post
	$(BIN)/python -m tools.move_path

# Strong with changed settings in one arena run, e.g.
#   make arena-probe PROBE="--edition classic --games 100 --iterations 24 width=6 strong normal"
arena-probe: venv  ## An arena run with strong's settings changed in this process (PROBE="...": see tools/arena_probe.py)
	@test -n "$(PROBE)" || { echo 'say what to probe: make arena-probe PROBE="--edition classic --games 100 width=6 strong normal"'; exit 2; }
	@mkdir -p $(ARENA_OUT)
	@out=$(ARENA_OUT)/probe-$$(date +%Y%m%d-%H%M%S).jsonl; \
	nice -n 19 $(BIN)/python -m tools.arena_probe $(PROBE) > $$out || exit 1; \
	echo "games in $$out; summary:"; tail -1 $$out

# Two arena runs on the same deals compared game by game, e.g. strong at the bot's cap before
# and after a change (arena-probe with --budget 0.7, one process each, side by side):
#   make paired-table PAIRED="strong normal var/arena/probe-A.jsonl var/arena/probe-B.jsonl"
paired-table: venv  ## Two runs on the same deals, game by game: shares, paired difference, decision times (PAIRED="A B FIRST SECOND")
	@test -n "$(PAIRED)" || { echo 'say what to compare: make paired-table PAIRED="strong normal FIRST.jsonl SECOND.jsonl"'; exit 2; }
	$(BIN)/python -m tools.paired_table $(PAIRED)

# Strong's choices judged position by position against rollouts to the game's end, e.g.
#   make decision-probe DPROBE="--edition 3d --seed 620001 --games 20"
DPROBE ?= --edition 3d --seed 620001 --games 4
decision-probe: venv  ## Strong's rule per sample count and margin against full-game rollouts (DPROBE="...": see tools/decision_probe.py)
	@mkdir -p $(ARENA_OUT)
	@out=$(ARENA_OUT)/decisions-$$(date +%Y%m%d-%H%M%S).jsonl; \
	nice -n 19 $(BIN)/python -m tools.decision_probe $(DPROBE) > $$out || exit 1; \
	echo "positions in $$out:"; $(BIN)/python -m tools.decision_probe --summary $$out

analysis-seeds: venv  ## Recompute tests/genial/data/analysis_seeds.json (the reference analysis under 3 seeds; minutes)
	nice -n 19 $(BIN)/python -m tools.analysis_seeds

# Prove an engine change changes nothing: snapshot-write with the old engine, snapshot-check
# with the new one (SNAPSHOT_DIR, default var/engine-snapshot).
SNAPSHOT_DIR ?= var/engine-snapshot
snapshot-write: venv  ## Digest every observable of seeded self-play games into SNAPSHOT_DIR (before an engine change)
	$(BIN)/python -m tools.engine_snapshot write $(SNAPSHOT_DIR)

snapshot-check: venv  ## Replay SNAPSHOT_DIR's games with the engine as it is now; name the first position that differs
	$(BIN)/python -m tools.engine_snapshot check $(SNAPSHOT_DIR)

pillow-range: venv  ## Which Pillow releases pass the render tests (PILLOW_VERSIONS="12.3.0 13.0.0", TESTS=tests/render)
	TESTS="$(or $(TESTS),tests/render/test_text_cache.py)" tools/pillow_range.sh $(PILLOW_VERSIONS)

help:  ## This list
	@grep -E '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/^([a-z0-9-]+):.*## /\1\t/' | expand -t 18

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
