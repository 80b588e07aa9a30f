"""``python -m data copy SRC DST``: copy a whole database into an empty one, then check it.

SRC and DST are each a SQLite file or a ``postgresql://user:password@host:port/db``
URL (the same values GENIAL_DATABASE takes). Stop the bot first. Exit status 0 when
the copy is complete and every record that replayed on SRC replays on DST.
"""

from __future__ import annotations

import argparse
import asyncio
import sys

from .backend import redact
from .copy import copy_database
from .errors import DataError


def main(argv: list[str] | None = None) -> int:
    """The command line; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m data", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    copy = commands.add_parser("copy", help="copy SRC into the empty DST and check every record")
    copy.add_argument("source", metavar="SRC", help="SQLite file or postgresql:// URL")
    copy.add_argument("target", metavar="DST", help="SQLite file or postgresql:// URL (empty)")
    args = parser.parse_args(argv)
    print(f"copying {redact(args.source)} -> {redact(args.target)}")
    try:
        report = asyncio.run(copy_database(args.source, args.target))
    except DataError as exc:
        print(f"error: {exc.message}", file=sys.stderr)
        return 2
    for line in report.lines():
        print(line)
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
