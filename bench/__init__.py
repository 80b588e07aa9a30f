"""Benchmarks: each module prints p50/p95 figures beside a calibration loop timed in the
same process (``python -m bench.<name>``; the make targets are in docs/developing.md)."""
