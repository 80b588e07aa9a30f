"""Fake interaction responses: ``POST /interactions/{id}/{token}/callback`` and the interaction
webhook (``/webhooks/{application_id}/{token}``: @original GET/PATCH/DELETE, followups).

Enforces Discord's rules that matter for tests: one initial response per interaction
(40060 otherwise), callback types valid for the interaction type, followups only after
the acknowledgement, and ephemeral messages only visible to the interacting user; the
size limits of messages, modals and autocomplete choices (400/50035, see ``limits``); and
the 3-second window for the initial response (404 Unknown interaction, 10062). The window
runs on *simulated* time: tests call :meth:`InteractionRoutes.advance` (e.g. from a slow
renderer they inject) instead of sleeping, so a busy machine never fails a test by itself. As on
Discord, the first followup after a deferred "thinking" response replaces that placeholder.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field

from aiohttp import web

from .httputil import (
    ALREADY_ACKNOWLEDGED,
    UNKNOWN_INTERACTION,
    UNKNOWN_MESSAGE,
    UNKNOWN_WEBHOOK,
    DiscordError,
    UploadedFile,
    invalid_body,
    json_response,
    no_content,
    read_body,
    unknown,
)
from .limits import check_choices, check_message, check_modal
from .messages import FLAG_EPHEMERAL, FLAG_LOADING, StoredMessage
from .model import JSON, Channel, User
from .world import World

PONG, MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE, AUTOCOMPLETE_RESULT, MODAL = (
    1,
    4,
    5,
    6,
    7,
    8,
    9,
)
COMMAND, COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 2, 3, 4, 5
VALID_CALLBACKS = {
    COMMAND: {MESSAGE, DEFERRED_MESSAGE, MODAL},
    COMPONENT: {MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE, MODAL},
    AUTOCOMPLETE: {AUTOCOMPLETE_RESULT},
    MODAL_SUBMIT: {MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE},
}
RESPONSE_WINDOW = 3.0
CALLBACK_NAMES = {
    1: "pong",
    4: "message",
    5: "deferred message (thinking)",
    6: "deferred update",
    7: "update message",
    8: "autocomplete result",
    9: "modal",
}


@dataclass(eq=False)
class InteractionRecord:
    """Everything the bot did in answer to one interaction the fake dispatched."""

    id: int
    token: str
    type: int
    user: User
    channel: Channel
    guild_id: int | None
    data: JSON
    payload: JSON
    label: str
    source_message: StoredMessage | None = None
    log_start: int = 0
    response_type: int | None = None
    callbacks: list[JSON] = field(default_factory=list)
    original: StoredMessage | None = None
    original_edits: int = 0
    original_deleted: bool = False
    followups: list[StoredMessage] = field(default_factory=list)
    choices: list[JSON] | None = None
    modal: JSON | None = None
    activity_after_ack: bool = False
    rejected: list[str] = field(default_factory=list)
    #: Simulated time (``InteractionRoutes.now``) when the interaction was dispatched.
    sent_at: float = 0.0
    answered: asyncio.Event = field(default_factory=asyncio.Event, repr=False)
    completed: asyncio.Event = field(default_factory=asyncio.Event, repr=False)

    def check_complete(self) -> None:
        """Set ``answered`` on the initial response and ``completed`` once the answer is final."""
        rt = self.response_type
        if rt is None:
            return
        self.answered.set()
        if rt == DEFERRED_MESSAGE:
            done = bool(self.original_edits or self.followups or self.original_deleted)
        elif rt == DEFERRED_UPDATE:
            done = self.activity_after_ack or bool(self.original_edits or self.followups)
        else:
            done = True
        if done:
            self.completed.set()

    def summary(self) -> str:
        name = CALLBACK_NAMES.get(self.response_type or 0, str(self.response_type))
        parts = [
            f"{self.label} by {self.user.name}: initial response={name if self.response_type else 'none'}"
        ]
        parts.append(f"edits of @original={self.original_edits}, followups={len(self.followups)}")
        if self.rejected:
            parts.append(f"rejected requests={self.rejected}")
        return "; ".join(parts)


class InteractionRoutes:
    """Handlers for interaction callbacks and the interaction webhook."""

    def __init__(self, world: World, on_change: Callable[[InteractionRecord], None]) -> None:
        self.world = world
        self.by_id: dict[int, InteractionRecord] = {}
        self.by_token: dict[str, InteractionRecord] = {}
        self._on_change = on_change
        #: Seconds Discord waits for the initial response; simulated time (see ``advance``).
        self.window = RESPONSE_WINDOW
        self._simulated = 0.0

    def now(self) -> float:
        """Simulated time: the seconds tests added with :meth:`advance` (any thread)."""
        return self._simulated

    def advance(self, seconds: float) -> None:
        """Let ``seconds`` of simulated time pass (a slow render, a slow ranking)."""
        self._simulated += seconds

    def add(self, record: InteractionRecord) -> None:
        self.by_id[record.id] = record
        self.by_token[record.token] = record

    def world_event(self, kind: str) -> None:
        """Any bot-visible change completes interactions answered with a bare deferred update."""
        if kind not in (
            "message_create",
            "message_update",
            "message_delete",
            "thread_create",
            "reaction",
        ):
            return
        for rec in self.by_id.values():
            if rec.response_type == DEFERRED_UPDATE and not rec.completed.is_set():
                rec.activity_after_ack = True
                rec.check_complete()

    def register(self, router: web.UrlDispatcher, prefix: str) -> None:
        router.add_route(
            "POST", prefix + "/interactions/{interaction_id}/{token}/callback", self.callback
        )
        router.add_route("POST", prefix + "/webhooks/{app_id}/{token}", self.followup)
        for method in ("GET", "PATCH", "DELETE"):
            router.add_route(
                method, prefix + "/webhooks/{app_id}/{token}/messages/{message_id}", self.message
            )

    # -- helpers ---------------------------------------------------------------
    def _record_for_webhook(self, request: web.Request) -> InteractionRecord:
        rec = self.by_token.get(request.match_info["token"])
        if rec is None or request.match_info["app_id"] != str(self.world.application_id):
            raise unknown("Webhook", UNKNOWN_WEBHOOK)
        return rec

    def _reject(self, rec: InteractionRecord, error: DiscordError, what: str) -> DiscordError:
        rec.rejected.append(f"{what}: {error.message}")
        self._on_change(rec)
        return error

    def _new_message(
        self,
        rec: InteractionRecord,
        data: JSON,
        files: list[UploadedFile],
        *,
        followup: bool,
        channel: Channel | None = None,
    ) -> StoredMessage:
        ephemeral = bool(int(data.get("flags") or 0) & FLAG_EPHEMERAL)
        meta: JSON = {
            "id": str(rec.id),
            "type": rec.type,
            "user": rec.user.payload(),
            "authorizing_integration_owners": {"0": str(rec.guild_id)}
            if rec.guild_id
            else {"1": str(rec.user.id)},
        }
        if rec.source_message is not None:
            meta["interacted_message_id"] = str(rec.source_message.id)
        if followup and rec.original is not None:
            meta["original_response_message_id"] = str(rec.original.id)
        if rec.type == COMMAND:
            meta["name"] = rec.data.get("name")
        app = self.world.application_id
        return self.world.create_message(
            channel or rec.channel,
            self.world.bot,
            data,
            files,
            visible_to=rec.user.id if ephemeral else None,
            type=20 if rec.type == COMMAND and not followup else 0,
            webhook_id=app,
            application_id=app,
            interaction_id=rec.id,
            interaction_metadata=meta,
        )

    def _callback_response(
        self, rec: InteractionRecord, cb_type: int, msg: StoredMessage | None
    ) -> JSON:
        inter: JSON = {"id": str(rec.id), "type": rec.type}
        resource: JSON = {"type": cb_type}
        if msg is not None:
            inter.update(
                response_message_id=str(msg.id),
                response_message_loading=msg.loading,
                response_message_ephemeral=msg.ephemeral,
            )
            resource["message"] = self.world.message_payload(msg)
        return {"interaction": inter, "resource": resource}

    # -- handlers --------------------------------------------------------------
    async def callback(self, request: web.Request) -> web.Response:
        rec = self.by_id.get(int(request.match_info["interaction_id"]))
        if rec is None or rec.token != request.match_info["token"]:
            raise unknown("interaction", UNKNOWN_INTERACTION)
        body, files = await read_body(request)
        cb_type = int(body.get("type", 0))
        data: JSON = body.get("data") or {}
        if rec.response_type is not None:
            raise self._reject(
                rec,
                DiscordError(
                    400, "Interaction has already been acknowledged.", ALREADY_ACKNOWLEDGED
                ),
                f"callback type {cb_type}",
            )
        if cb_type not in VALID_CALLBACKS.get(rec.type, set()):
            raise self._reject(
                rec,
                invalid_body(
                    f"callback type {cb_type} is not valid for interaction type {rec.type}"
                ),
                f"callback type {cb_type}",
            )
        if cb_type in (DEFERRED_UPDATE, UPDATE) and rec.source_message is None:
            raise self._reject(
                rec, invalid_body("no message to update"), f"callback type {cb_type}"
            )
        late = self.now() - rec.sent_at
        if late > self.window:
            raise self._reject(
                rec,
                unknown("interaction", UNKNOWN_INTERACTION),
                f"callback type {cb_type} after {late:.1f}s (Discord waits {self.window:g}s)",
            )
        try:
            if cb_type == MODAL:
                check_modal(data)
            elif cb_type == AUTOCOMPLETE_RESULT:
                check_choices(list(data.get("choices") or []))
            elif cb_type in (MESSAGE, UPDATE):
                check_message(data)
        except DiscordError as err:
            raise self._reject(rec, err, f"callback type {cb_type}") from None
        msg: StoredMessage | None = None
        if cb_type == MESSAGE:
            msg = rec.original = self._new_message(rec, data, files, followup=False)
        elif cb_type == DEFERRED_MESSAGE:
            flags = (int(data.get("flags") or 0) & FLAG_EPHEMERAL) | FLAG_LOADING
            msg = rec.original = self._new_message(rec, {"flags": flags}, [], followup=False)
        elif cb_type == UPDATE:
            assert rec.source_message is not None
            msg = rec.original = self.world.edit_message(rec.source_message, data, files)
        elif cb_type == DEFERRED_UPDATE:
            rec.original = rec.source_message
        elif cb_type == AUTOCOMPLETE_RESULT:
            rec.choices = list(data.get("choices") or [])
        elif cb_type == MODAL:
            rec.modal = data
        rec.response_type = cb_type
        rec.callbacks.append(body)
        rec.check_complete()
        self._on_change(rec)
        if "with_response" not in request.query:
            return no_content()
        return json_response(self._callback_response(rec, cb_type, msg))

    async def followup(self, request: web.Request) -> web.Response:
        rec = self._record_for_webhook(request)
        body, files = await read_body(request)
        try:
            check_message(body)
        except DiscordError as err:
            raise self._reject(rec, err, "followup") from None
        if rec.response_type not in (MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE):
            raise self._reject(
                rec, unknown("Webhook", UNKNOWN_WEBHOOK), "followup before acknowledging"
            )
        original = rec.original
        if rec.response_type == DEFERRED_MESSAGE and original is not None and original.loading:
            # Discord: the first followup after a "thinking" defer edits the placeholder in place.
            original.flags &= ~FLAG_LOADING
            msg = self.world.edit_message(
                original, {k: v for k, v in body.items() if k != "flags"}, files
            )
            rec.original_edits += 1
        else:
            thread_id = request.query.get("thread_id")
            channel = self.world.channels.get(int(thread_id)) if thread_id else None
            msg = self._new_message(rec, body, files, followup=True, channel=channel)
        rec.followups.append(msg)
        rec.check_complete()
        self._on_change(rec)
        if request.query.get("wait") in ("0", "false", None):
            return no_content()
        return json_response(self.world.message_payload(msg))

    async def message(self, request: web.Request) -> web.Response:
        rec = self._record_for_webhook(request)
        mid = request.match_info["message_id"]
        what = f"{request.method} message {mid}"
        if mid == "@original":
            msg = rec.original
        else:
            msg = next(
                (m for m in [rec.original, *rec.followups] if m is not None and str(m.id) == mid),
                None,
            )
        if msg is None or msg.deleted or rec.response_type in (None, AUTOCOMPLETE_RESULT, MODAL):
            raise self._reject(rec, unknown("Message", UNKNOWN_MESSAGE), what)
        if request.method == "GET":
            return json_response(self.world.message_payload(msg))
        is_original = msg is rec.original
        if request.method == "DELETE":
            self.world.delete_message(msg)
            rec.original_deleted = rec.original_deleted or is_original
        else:
            body, files = await read_body(request)
            try:
                check_message(body)
            except DiscordError as err:
                raise self._reject(rec, err, what) from None
            msg.flags &= ~FLAG_LOADING
            self.world.edit_message(msg, body, files)
            if is_original:
                rec.original_edits += 1
        rec.check_complete()
        self._on_change(rec)
        if request.method == "DELETE":
            return no_content()
        return json_response(self.world.message_payload(msg))
