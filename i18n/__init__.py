"""Every word the bot writes or draws, in English, German and Dutch.

One lookup, ``text(locale, key, **params)``, over Project Fluent catalogues in
``i18n/locales/<locale>/*.ftl``. The engines never write sentences: they
return facts (a message id with parameters, :class:`genial.Fact`-like objects
with ``key`` and ``params``), and the Discord and drawing layers turn them into
text here, in the reader's language.

Conventions (checked by ``tests/i18n/test_i18n_catalogues.py``):

* a message id is lowercase words joined by hyphens, and its first word names
  its area (``err-``, ``move-``, ``ui-``, ``img-``, ...: see ``AREAS``);
* every id appears as a string literal in the code that uses it (no ids put
  together at run time: a table of literals serves where a value picks the
  message), so the test can find missing and unused messages;
* every language has exactly the English ids, each with the same placeholders;
* plurals use Fluent's selectors on the number (CLDR plural rules).

English is the fallback for a language or a message that is missing.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from functools import cache
from importlib import resources
from typing import Any, Protocol

from fluent.runtime import FluentBundle, FluentResource

log = logging.getLogger(__name__)

#: The languages the bot speaks, English first (the fallback).
LOCALES: tuple[str, ...] = ("en", "de", "nl")
DEFAULT = "en"

#: The first word of every message id: the area of the product it belongs to.
AREAS: tuple[str, ...] = (
    "colour",  # colour names and their letters (parsing and display)
    "edition",  # edition names and blurbs
    "err",  # refusals: engine errors and the bot's own
    "move",  # what a move did (outcomes, move labels)
    "menu",  # the move menus: options' labels, details and groups
    "status",  # one-line state of play
    "hand",  # a player's private pieces, in words
    "img",  # words drawn into images
    "alt",  # image descriptions for screen readers
    "ui",  # the bot's messages, buttons, menus and forms
    "cmd",  # slash command, option and choice names and descriptions
    "rules",  # rules summaries
    "help",  # the help text
)

NAMES: Mapping[str, str] = {"en": "English", "de": "Deutsch", "nl": "Nederlands"}


class Fact(Protocol):
    """Anything that carries a message id and its parameters (engine outcomes, errors)."""

    @property
    def key(self) -> str: ...

    @property
    def params(self) -> Mapping[str, Any]: ...


def negotiate(locale: str | None) -> str:
    """The supported language for a Discord locale (``de``, ``nl``, ``en-US``...), else English."""
    if not locale:
        return DEFAULT
    base = str(locale).replace("_", "-").split("-")[0].lower()
    return base if base in LOCALES else DEFAULT


def text(locale: str | None, key: str, /, **params: Any) -> str:
    """The message ``key`` in ``locale`` (falling back to English), with ``params`` filled in.

    An unknown key is logged and returned as it is, so a missing message shows
    up as its id instead of breaking a reply.
    """
    for lang in _chain(negotiate(locale)):
        bundle = _bundle(lang)
        if bundle.has_message(key):
            message = bundle.get_message(key)
            if message.value is None:
                break
            args = _fluent_args(lang, params)
            out, errors = bundle.format_pattern(message.value, args)
            if errors:
                log.warning("message %s (%s): %s", key, lang, errors[0])
            return str(out)
    log.error("no message %s", key)
    return key


def fact(locale: str | None, f: Fact) -> str:
    """A fact (message id + parameters) as text; nested facts in parameters are rendered too."""
    return text(locale, f.key, **dict(f.params))


def has(key: str, locale: str = DEFAULT) -> bool:
    """Whether ``locale``'s catalogue has ``key``."""
    return _bundle(negotiate(locale)).has_message(key)


def keys(locale: str = DEFAULT) -> frozenset[str]:
    """Every message id of a language's catalogue."""
    return frozenset(_messages(locale))


def catalogue_sources(locale: str) -> dict[str, str]:
    """File name -> Fluent source of one language's catalogue (for tests and tools)."""
    folder = resources.files(__package__).joinpath("locales", locale)
    return {
        entry.name: entry.read_text("utf-8")
        for entry in sorted(folder.iterdir(), key=lambda e: e.name)
        if entry.name.endswith(".ftl")
    }


def localizations(key: str, **params: Any) -> dict[str, str]:
    """The message in every language but English (for Discord's per-locale name tables)."""
    return {lang: text(lang, key, **params) for lang in LOCALES if lang != DEFAULT}


# ----- internals ------------------------------------------------------------------------------
def _chain(lang: str) -> Iterable[str]:
    return (lang,) if lang == DEFAULT else (lang, DEFAULT)


def _fluent_args(lang: str, params: Mapping[str, Any]) -> dict[str, Any]:
    """Fluent takes str, int and float; a nested fact is rendered in the same language first."""
    out: dict[str, Any] = {}
    for name, value in params.items():
        if isinstance(value, bool):
            out[name] = int(value)  # selectors read [0] / [1]
        elif isinstance(value, str | int | float):
            out[name] = value
        elif hasattr(value, "key") and hasattr(value, "params"):
            out[name] = text(lang, value.key, **dict(value.params))
        elif isinstance(value, tuple | list):  # several facts (or values): a list with commas
            out[name] = ", ".join(_one(lang, v) for v in value)
        else:
            out[name] = str(value)
    return out


def _one(lang: str, value: Any) -> str:
    if hasattr(value, "key") and hasattr(value, "params"):
        return text(lang, value.key, **dict(value.params))
    return str(value)


@cache
def _messages(locale: str) -> tuple[str, ...]:
    from fluent.syntax import FluentParser
    from fluent.syntax.ast import Message

    ids: list[str] = []
    for source in catalogue_sources(locale).values():
        for entry in FluentParser().parse(source).body:
            if isinstance(entry, Message):
                ids.append(entry.id.name)
    return tuple(ids)


@cache
def _bundle(locale: str) -> FluentBundle:
    # use_isolating=False: Discord shows Unicode isolation marks as stray characters.
    bundle = FluentBundle([locale], use_isolating=False)
    for source in catalogue_sources(locale).values():
        bundle.add_resource(FluentResource(source))
    return bundle


# ----- colours ----------------------------------------------------------------------------------
#: Colour letter (the notation, D-ALL-2) -> the message naming it.
COLOUR_KEYS: Mapping[str, str] = {
    "R": "colour-red",
    "G": "colour-green",
    "B": "colour-blue",
    "O": "colour-orange",
    "Y": "colour-yellow",
    "P": "colour-purple",
}


def colour_name(locale: str | None, letter: str) -> str:
    """The colour's name in ``locale`` ('rot' for R in German)."""
    return text(locale, COLOUR_KEYS[letter])
