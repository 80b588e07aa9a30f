#!/usr/bin/env bash
# Which Pillow releases pass the render tests (docs/pillow.md). Each version is installed
# into a scratch folder (/tmp/pillow-range/VERSION) put in front of the venv's Pillow
# with PYTHONPATH, so the project's .venv is not changed. Slow on a small machine:
#   tools/pillow_range.sh                          # tests/render/test_text_cache.py, every version
#   TESTS=tests/render tools/pillow_range.sh 12.3.0 13.0.0   # the whole render suite
set -uo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-.venv/bin/python}
TESTS=${TESTS:-tests/render/test_text_cache.py}
VERSIONS=${*:-10.0.0 10.4.0 11.0.0 11.3.0 12.0.0 12.1.1 12.2.0 12.3.0 13.0.0}
for v in $VERSIONS; do
  dir=/tmp/pillow-range/$v
  [ -d "$dir" ] || "$PY" -m pip install -q --no-deps --target "$dir" "Pillow==$v" >/dev/null \
    || { echo "$v: could not install"; continue; }
  got=$(PYTHONPATH=$dir "$PY" -c "import PIL; print(PIL.__version__)")
  result=$(PYTHONPATH=$dir nice -n 19 "$PY" -m pytest -o addopts="" -q -p no:cacheprovider $TESTS 2>&1 | tail -1)
  echo "Pillow $v (imported $got): $result"
done
