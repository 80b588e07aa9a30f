"""HTTP plumbing for the fake REST API: JSON responses, Discord-style errors, body parsing.

discord.py only decodes a body as JSON when the header is *exactly*
``Content-Type: application/json`` (no charset), so every JSON reply is built here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from aiohttp import BodyPartReader, web

JSON_HEADERS = {"Content-Type": "application/json"}


@dataclass
class UploadedFile:
    """One ``files[n]`` part of a multipart request."""

    index: int
    filename: str
    data: bytes
    content_type: str | None = None


def json_response(data: Any, status: int = 200) -> web.Response:
    return web.Response(body=json.dumps(data).encode(), status=status, headers=JSON_HEADERS)


def no_content() -> web.Response:
    return web.Response(status=204)


class DiscordError(Exception):
    """Raised by handlers to answer with a Discord JSON error (``{"message", "code"}``)."""

    def __init__(
        self,
        status: int,
        message: str,
        code: int = 0,
        errors: Any = None,
        extra: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(f"{status} {message} (code {code})")
        self.status = status
        self.message = message
        self.code = code
        self.errors = errors
        #: More fields of the body (a 429's ``retry_after`` and ``global``).
        self.extra = extra or {}

    def response(self) -> web.Response:
        body: dict[str, Any] = {"message": self.message, "code": self.code, **self.extra}
        if self.errors is not None:
            body["errors"] = self.errors
        return json_response(body, status=self.status)


def unavailable() -> DiscordError:
    """An injected failure: 503, which discord.py raises at once (no retry, unlike 500)."""
    return DiscordError(503, "Service Unavailable", 0)


def unknown(what: str, code: int) -> DiscordError:
    return DiscordError(404, f"Unknown {what}", code)


UNKNOWN_CHANNEL = 10003
UNKNOWN_GUILD = 10004
UNKNOWN_MEMBER = 10007
UNKNOWN_MESSAGE = 10008
UNKNOWN_ROLE = 10011
UNKNOWN_USER = 10013
UNKNOWN_WEBHOOK = 10015
UNKNOWN_INTERACTION = 10062
ALREADY_ACKNOWLEDGED = 40060
INVALID_FORM_BODY = 50035
CANNOT_DM = 50007  # the user does not accept direct messages from the bot


def empty_message() -> DiscordError:
    return DiscordError(400, "Cannot send an empty message", 50006)


def invalid_body(message: str) -> DiscordError:
    return DiscordError(
        400, f"Invalid Form Body: {message}", INVALID_FORM_BODY, errors={"_errors": [message]}
    )


async def read_body(request: web.Request) -> tuple[dict[str, Any], list[UploadedFile]]:
    """Parse a JSON or multipart (``payload_json`` + ``files[n]``) request body."""
    if request.content_type.startswith("multipart/"):
        payload: dict[str, Any] = {}
        files: list[UploadedFile] = []
        reader = await request.multipart()
        while True:
            part = await reader.next()
            if part is None:
                break
            if not isinstance(part, BodyPartReader):  # nested multipart: not used by Discord
                continue
            name = part.name or ""
            raw = await part.read(decode=False)
            if name == "payload_json":
                payload = json.loads(raw.decode())
            elif name.startswith("files[") or name == "file":
                index = int(name[6:-1]) if name.startswith("files[") else 0
                ctype = part.headers.get("Content-Type")
                files.append(
                    UploadedFile(index, part.filename or f"file{index}", bytes(raw), ctype)
                )
        return payload, files
    text = await request.text()
    if not text:
        return {}, []
    data = json.loads(text)
    return (data if isinstance(data, dict) else {"_list": data}), []


def int_query(request: web.Request, name: str, default: int | None = None) -> int | None:
    value = request.query.get(name)
    return default if value in (None, "") else int(value)
