"""Generators and operator/developer tools (``python -m tools.<name>``; the make targets are
in docs/developing.md)."""
