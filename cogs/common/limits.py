"""The one gate for everything the bot sends: Discord's limits and the helpers that keep to them.

Every interaction answer goes through :func:`answer` (or :func:`ack` first when the work
is slow), every channel post through :func:`post`; both clip the content and check the
view. Echoes of user input go through :func:`quote_input`; long lists through
:func:`page` or :func:`fit_lines`; labels through :func:`clip` with the limit named here.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Sequence
from typing import Any, TypeVar

import discord

from app.text.limits import (
    BUTTON_LABEL,
    CHOICE_NAME,
    CONTENT,
    CUSTOM_ID,
    ELLIPSIS,
    EMBED_DESCRIPTION,
    MODAL_TITLE,
    OPTIONS,
    PLACEHOLDER,
    QUOTE,
    ROW_WIDTH,
    ROWS,
    SELECT_LABEL,
    TEXT_INPUT_LABEL,
    TEXT_INPUT_PLACEHOLDER,
    clip,
    first,
    fit_lines,
    page,
    quote_input,
)

log = logging.getLogger(__name__)

#: Re-exported: the sizes and pure helpers live in the application layer (app.text.limits).
__all__ = [
    "BUTTON_LABEL",
    "CHOICE_NAME",
    "CONTENT",
    "CUSTOM_ID",
    "ELLIPSIS",
    "EMBED_DESCRIPTION",
    "MODAL_TITLE",
    "NO_PINGS",
    "OPTIONS",
    "PLACEHOLDER",
    "QUOTE",
    "ROWS",
    "ROW_WIDTH",
    "SELECT_LABEL",
    "TEXT_INPUT_LABEL",
    "TEXT_INPUT_PLACEHOLDER",
    "ack",
    "answer",
    "choice",
    "clip",
    "first",
    "fit_lines",
    "fit_view",
    "page",
    "post",
    "quote_input",
    "select_option",
]


NO_PINGS = discord.AllowedMentions.none()


# ----- components ------------------------------------------------------------------------------
def select_option(label: str, value: str, description: str = "") -> discord.SelectOption:
    """A select option whose texts fit (its value, an identifier, is kept whole: see fit_view)."""
    return discord.SelectOption(
        label=clip(label or "-", SELECT_LABEL),
        value=value,
        description=clip(description, SELECT_LABEL) or None,
    )


ChoiceT = TypeVar("ChoiceT", str, int, float)


def choice(name: str, value: ChoiceT) -> discord.app_commands.Choice[ChoiceT]:
    """An autocomplete choice whose name (and string value) fit."""
    if isinstance(value, str):
        value = value[:CHOICE_NAME]
    return discord.app_commands.Choice(name=clip(name, CHOICE_NAME), value=value)


def fit_view(view: discord.ui.View | None) -> discord.ui.View | None:
    """Clip the labels, options and placeholders of ``view`` in place (its shape, at most
    25 items in 5 rows, is already kept by discord.py's ``View.add_item``)."""
    if view is None:
        return None
    for item in view.children:
        inner: Any = getattr(item, "item", item)  # DynamicItem wraps the real component
        if isinstance(inner, discord.ui.Button) and inner.label:
            inner.label = clip(inner.label, BUTTON_LABEL)
        elif isinstance(inner, discord.ui.Select):
            # A value is an identifier (a move): one too long cannot be cut, only left out.
            fitting = [o for o in inner.options if len(o.value) <= SELECT_LABEL]
            if len(fitting) < len(inner.options):
                log.warning(
                    "left out %d menu option(s) with over-long values",
                    len(inner.options) - len(fitting),
                )
            inner.options = fitting[:OPTIONS] or [discord.SelectOption(label="-", value="-")]
            for opt in inner.options:
                opt.label = clip(opt.label, SELECT_LABEL)
                if opt.description:
                    opt.description = clip(opt.description, SELECT_LABEL)
            if inner.placeholder:
                inner.placeholder = clip(inner.placeholder, PLACEHOLDER)
    # discord.py's View itself refuses a 26th item or a 6th row when items are added.
    return view


# ----- sending -----------------------------------------------------------------------------------
async def ack(
    interaction: discord.Interaction[Any], *, update: bool = False, ephemeral: bool = True
) -> None:
    """Acknowledge before slow work (Discord wants an answer within 3 seconds).

    ``update``: the answer will replace the clicked message (deferred update);
    otherwise Discord shows "thinking..." until :func:`answer` sends.
    """
    if interaction.response.is_done():
        return
    if update and interaction.message is not None:
        await interaction.response.defer()
    else:
        await interaction.response.defer(ephemeral=ephemeral, thinking=True)


async def answer(
    interaction: discord.Interaction[Any],
    content: str,
    *,
    files: Sequence[discord.File] = (),
    view: discord.ui.View | None = None,
    ephemeral: bool = True,
    update: bool = False,
    allowed_mentions: discord.AllowedMentions = NO_PINGS,
) -> None:
    """Send (or, with ``update``, edit in place) the answer to ``interaction``, within limits.

    Picks the right call for the interaction's state: the initial response, the
    follow-up after a "thinking" acknowledgement, or an edit of the original message.
    """
    text = clip(content, CONTENT)
    fit_view(view)
    response = interaction.response
    done = response.is_done()
    deferred_update = (
        done and response.type == discord.InteractionResponseType.deferred_message_update
    )
    if update and interaction.message is not None and (not done or deferred_update):
        if not done:
            await response.edit_message(
                content=text, attachments=list(files), view=view, allowed_mentions=allowed_mentions
            )
        else:
            await interaction.edit_original_response(
                content=text, attachments=list(files), view=view, allowed_mentions=allowed_mentions
            )
        return
    if not done:
        await response.send_message(
            text,
            files=list(files),
            view=view or discord.utils.MISSING,
            ephemeral=ephemeral,
            allowed_mentions=allowed_mentions,
        )
        return
    await interaction.followup.send(
        text,
        files=list(files),
        view=view or discord.utils.MISSING,
        ephemeral=ephemeral,
        allowed_mentions=allowed_mentions,
    )


def nonce_for(key: str) -> str:
    """A message nonce for the event ``key`` names (Discord allows 25 characters): the same
    event, sent again after a lost answer, is then made once."""
    return "gn-" + hashlib.blake2b(key.encode(), digest_size=10).hexdigest()


async def post(
    channel: discord.abc.Messageable,
    content: str,
    *,
    files: Sequence[discord.File] = (),
    view: discord.ui.View | None = None,
    allowed_mentions: discord.AllowedMentions = NO_PINGS,
    nonce: str | None = None,
) -> discord.Message:
    """A public post in a channel or thread, within limits. With a ``nonce`` (at most 25
    characters) Discord creates the message once: a resend whose answer was lost returns
    the message already created (discord.py sends ``enforce_nonce`` with it)."""
    fit_view(view)
    # discord.py picks a random nonce when none is given (so its own resends are safe).
    extra: dict[str, Any] = {} if nonce is None else {"nonce": nonce}
    return await channel.send(
        clip(content, CONTENT),
        files=list(files),
        view=view or discord.utils.MISSING,
        allowed_mentions=allowed_mentions,
        **extra,
    )
