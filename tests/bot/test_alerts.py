"""JSON logs, and the error webhook against a local HTTP server: no hidden information,
deduplicated, rate-limited."""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, HTTPServer
from typing import ClassVar

import pytest

from bot.alerts import WebhookHandler
from bot.logs import JsonFormatter, configure
from genial import GenialError

RACK = "rack: red-blue, green-green, purple-yellow"  # what must never be posted


class Hook(BaseHTTPRequestHandler):
    posts: ClassVar[list[dict[str, object]]] = []

    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers["Content-Length"]))
        Hook.posts.append(json.loads(body))
        self.send_response(204)
        self.end_headers()

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def webhook() -> Iterator[str]:
    Hook.posts = []
    server = HTTPServer(("127.0.0.1", 0), Hook)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/api/webhooks/1/secret"
    finally:
        server.shutdown()
        server.server_close()


def fail(message: str) -> None:
    secret_local = RACK  # a frame's local value
    raise ValueError(message + secret_local)


def logger_with(handler: logging.Handler) -> logging.Logger:
    log = logging.getLogger("tests.alerts")
    log.handlers[:] = [handler]
    log.propagate = False
    return log


def test_unexpected_errors_are_posted_without_hidden_information(webhook: str) -> None:
    handler = WebhookHandler(webhook, min_gap=0)
    log = logger_with(handler)
    try:
        fail(RACK)
    except ValueError:
        log.error(
            "error in /%s for game %s (%s)",
            "genial move",
            42,
            RACK,
            exc_info=True,
            extra={"command": "genial move"},
        )
    log.error("no traceback: not posted")
    log.warning("not an error", exc_info=True)
    handler.flush()
    assert len(Hook.posts) == 1
    post = Hook.posts[0]
    content = str(post["content"])
    assert "**ValueError** in /genial move" in content
    assert "game 42" in content  # numbers stay, text arguments do not
    assert "bot/test_alerts.py:" in content and "in fail" in content
    assert "red-blue" not in json.dumps(post) and "rack" not in content
    assert post["allowed_mentions"] == {"parse": []}
    handler.close()


def test_repeats_are_counted_and_bursts_held_back(webhook: str) -> None:
    handler = WebhookHandler(webhook, min_gap=3600)
    log = logger_with(handler)
    for _ in range(5):  # the same error five times: one post
        try:
            fail("x")
        except ValueError:
            log.exception("sweep failed")
    try:
        raise GenialError("err-not-your-turn")
    except GenialError:
        log.exception("another one, within the gap: held back")
    handler.flush()
    assert len(Hook.posts) == 1
    handler.close()


def test_engine_errors_show_their_message_id_only(webhook: str) -> None:
    handler = WebhookHandler(webhook, min_gap=0)
    log = logger_with(handler)
    error = GenialError("err-not-your-turn")
    try:
        raise error
    except GenialError:
        log.exception("move failed")
    handler.flush()
    content = str(Hook.posts[0]["content"])
    assert "(err-not-your-turn)" in content and "GenialError" in content
    handler.close()


def test_an_asyncio_style_multi_line_message_posts_its_first_line_only(webhook: str) -> None:
    handler = WebhookHandler(webhook, min_gap=0)
    log = logger_with(handler)
    try:
        fail("boom")
    except ValueError as exc:
        log.error(
            f"Task exception was never retrieved\nfuture: <Task exception={exc!r}>", exc_info=True
        )
    handler.flush()
    content = str(Hook.posts[0]["content"])
    assert "Task exception was never retrieved" in content and "red-blue" not in content
    handler.close()


def test_configure_sets_the_format_and_the_webhook(webhook: str) -> None:
    root = logging.getLogger()
    saved = root.handlers[:], root.level
    try:
        alerts = configure("WARNING", "json", webhook)
        assert isinstance(root.handlers[0].formatter, JsonFormatter)
        assert isinstance(alerts, WebhookHandler) and alerts in root.handlers
        assert root.level == logging.WARNING
        assert configure("INFO") is None and len(root.handlers) == 1
        alerts.close()
    finally:
        root.handlers[:], level = saved
        root.setLevel(level)


def test_json_lines_carry_the_traceback() -> None:
    try:
        fail("boom ")
    except ValueError:
        record = logging.LogRecord("bot", logging.ERROR, "f.py", 1, "x %s", (3,), None)
        import sys

        record.exc_info = sys.exc_info()
    record.command = "genial new"  # an extra= field
    line = json.loads(JsonFormatter().format(record))
    assert line["level"] == "ERROR" and line["message"] == "x 3" and line["logger"] == "bot"
    assert line["exception"] == "ValueError" and "Traceback" in line["traceback"]
    assert line["command"] == "genial new"
