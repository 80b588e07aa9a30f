"""Where a click goes: handlers found by name at click time.

A button or menu (a ``DynamicItem``) names what it asks for (``"hand"``, ``"commit"``,
``"sure"``...); the module that does it registers its handler under that name when it is
imported (:func:`handles`). So the items import no handler, the handlers import the items
they build, and no two modules import each other, as RoboDanny's buttons find their cog
through ``interaction.client.get_cog`` at click time. The extensions that define the items
(``cogs.genial``) import every handler module; a test checks that each name an item
dispatches has a handler.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import discord

Handler = Callable[..., Awaitable[None]]
H = TypeVar("H", bound=Handler)

#: name -> handler; the last registration wins (an extension reloaded re-registers).
_HANDLERS: dict[str, Handler] = {}


def handles(name: str) -> Callable[[H], H]:
    """Decorator: register the decorated coroutine function as the handler of ``name``."""

    def register(func: H) -> H:
        _HANDLERS[name] = func
        return func

    return register


def registered() -> frozenset[str]:
    """The names that have a handler now."""
    return frozenset(_HANDLERS)


async def dispatch(name: str, interaction: discord.Interaction[Any], *args: Any) -> None:
    """Run the handler of ``name`` for ``interaction``.

    Raises LookupError when no handler is registered under ``name`` (the module that owns
    it was not loaded): a wiring error, logged by the item's error handler.
    """
    try:
        handler = _HANDLERS[name]
    except KeyError:
        raise LookupError(f"no click handler registered for {name!r}") from None
    await handler(interaction, *args)
