"""The optional error webhook (``GENIAL_ERROR_WEBHOOK``): unexpected exceptions, posted.

A logging handler takes every record logged at ERROR with a traceback and posts a short
note to a Discord webhook, from a thread of its own (the event loop never waits on it).

No hidden information: racks and hands can sit in an exception's message (an engine
error names tiles), in a log line's arguments and in a frame's local values, so the
note carries none of them: only the exception's type (and an engine error's message
id), the log line's template with numbers filled in and text arguments left out, the
command named by the tree, and the trace as ``file:line in function`` frames.

Deduplicated: the same type at the same place is posted once an hour, with a count of
the repeats. Rate-limited: at most one post per ``min_gap`` seconds; what was held back
is counted in the next post.
"""

from __future__ import annotations

import contextlib
import json
import logging
import queue
import threading
import time
import traceback
import urllib.request
from pathlib import PurePath
from types import TracebackType

from . import metrics

log = logging.getLogger("bot.alerts")

DEDUPE_SECONDS = 3600.0
MIN_GAP_SECONDS = 5.0
MAX_FRAMES = 12
LIMIT = 1900  # Discord's message limit is 2,000 characters
TEMPLATE_LIMIT = 200


def frames(tb: TracebackType | None) -> list[str]:
    """The trace as ``folder/file.py:line in function``, innermost last, no values."""
    out = []
    for frame in traceback.extract_tb(tb):
        path = PurePath(frame.filename)
        out.append(f"{'/'.join(path.parts[-2:])}:{frame.lineno} in {frame.name}")
    return out[-MAX_FRAMES:]


def template(record: logging.LogRecord) -> str:
    """The log line's first line, its numeric arguments filled in and any text left out.

    Only the first line: asyncio's "Task exception was never retrieved" puts the task's
    repr, with the exception's message, on the lines after it.
    """
    args = record.args if isinstance(record.args, tuple) else ()
    safe = tuple(a if isinstance(a, int | float) and not isinstance(a, bool) else "…" for a in args)
    try:
        text = str(record.msg) % safe if safe else str(record.msg)
    except (TypeError, ValueError):
        text = str(record.msg)
    return text.split("\n", 1)[0][:TEMPLATE_LIMIT]


def describe(record: logging.LogRecord) -> tuple[tuple[str, ...], str] | None:
    """(dedupe key, note) for a record with an exception; None for any other record."""
    if not record.exc_info or record.exc_info[0] is None:
        return None
    kind, exc, tb = record.exc_info
    name = f"{kind.__module__}.{kind.__qualname__}".removeprefix("builtins.")
    key = getattr(exc, "key", None)  # an engine error's message id, never its text
    trace = frames(tb)
    head = f"**{name}**" + (f" ({key})" if isinstance(key, str) else "")
    command = getattr(record, "command", None)
    if isinstance(command, str):
        head += f" in /{command}"
    lines = [head, f"`{record.name}`: {template(record)}", "```", *trace, "```"]
    return (name, *trace[-3:]), "\n".join(lines)


class WebhookHandler(logging.Handler):
    """Posts unexpected errors to a Discord webhook (see the module's docstring)."""

    def __init__(self, url: str, *, min_gap: float = MIN_GAP_SECONDS, timeout: float = 10.0):
        super().__init__(logging.ERROR)
        self.url = url
        self.min_gap = min_gap
        self.timeout = timeout
        self.posted = 0
        self._seen: dict[tuple[str, ...], tuple[float, int]] = {}  # key -> (posted at, repeats)
        self._held_back = 0
        self._last_post = float("-inf")
        self._queue: queue.Queue[str | None] = queue.Queue(maxsize=20)
        self._thread = threading.Thread(target=self._send_loop, name="genial-alerts", daemon=True)
        self._thread.start()

    def emit(self, record: logging.LogRecord) -> None:
        if record.name == log.name:  # never alert about alerting
            return
        described = describe(record)
        if described is None:
            return
        metrics.unexpected_error()
        key, note = described
        now = time.monotonic()
        with self.lock or threading.Lock():
            first, repeats = self._seen.get(key, (float("-inf"), 0))
            if now - first < DEDUPE_SECONDS:
                self._seen[key] = (first, repeats + 1)
                return
            if now - self._last_post < self.min_gap:
                self._held_back += 1
                return
            if repeats:
                note += f"\n(seen {repeats} more time(s) in the hour before)"
            if self._held_back:
                note += f"\n({self._held_back} other error(s) not posted: rate limit)"
                self._held_back = 0
            self._seen[key] = (now, 0)
            self._last_post = now
        with contextlib.suppress(queue.Full):  # a burst beyond the queue is dropped
            self._queue.put_nowait(note[:LIMIT])

    def _send_loop(self) -> None:
        while (note := self._queue.get()) is not None:
            body = json.dumps(
                {"content": note, "username": "Genial errors", "allowed_mentions": {"parse": []}}
            ).encode()
            request = urllib.request.Request(
                self.url, data=body, headers={"Content-Type": "application/json"}, method="POST"
            )
            try:
                with urllib.request.urlopen(request, timeout=self.timeout):
                    self.posted += 1
            except OSError as exc:  # the URL's path is the webhook's secret: never log it
                log.warning("error webhook: post failed (%s)", type(exc).__name__)
            finally:
                self._queue.task_done()

    def flush(self, timeout: float = 5.0) -> None:
        """Wait (at most ``timeout``) until the queued notes are sent (tests, shutdown)."""
        deadline = time.monotonic() + timeout
        while self._queue.unfinished_tasks and time.monotonic() < deadline:
            time.sleep(0.01)

    def close(self) -> None:
        self.flush(2.0)
        with contextlib.suppress(queue.Full):
            self._queue.put_nowait(None)
        super().close()
