"""Logging set-up: plain text (default) or one JSON object a line (``GENIAL_LOG_FORMAT``),
plus the optional error webhook (:mod:`bot.alerts`)."""

from __future__ import annotations

import json
import logging
from datetime import UTC, datetime
from typing import Any

TEXT_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"
#: LogRecord attributes that are not ``extra=`` fields.
_STANDARD = set(vars(logging.LogRecord("", 0, "", 0, "", None, None))) | {"message", "asctime"}


class JsonFormatter(logging.Formatter):
    """``{"time", "level", "logger", "message", ...extra fields, "traceback"}`` a line."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        for key, value in vars(record).items():
            if key not in _STANDARD and not key.startswith("_"):
                entry[key] = value if isinstance(value, int | float | bool | str) else str(value)
        if record.exc_info and record.exc_info[0] is not None:
            entry["exception"] = record.exc_info[0].__name__
            entry["traceback"] = self.formatException(record.exc_info)
        elif record.exc_text:
            entry["traceback"] = record.exc_text
        return json.dumps(entry, ensure_ascii=False)


def configure(level: str, fmt: str = "text", webhook: str = "") -> logging.Handler | None:
    """Set up the root logger; returns the error webhook's handler when there is one."""
    handler = logging.StreamHandler()
    handler.setFormatter(JsonFormatter() if fmt == "json" else logging.Formatter(TEXT_FORMAT))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    logging.getLogger("discord.http").setLevel(logging.WARNING)
    if not webhook:
        return None
    from .alerts import WebhookHandler

    alerts = WebhookHandler(webhook)
    root.addHandler(alerts)
    return alerts
