"""The engine's contract at its entry points: any value in, only GenialError out.

``Game.__init__``, ``Game.parse`` and ``Game.apply`` call these checks once, at
the boundary, for every edition:

* players: an ``int`` (not a bool) in the edition's range; seed: an ``int``
  (not a bool) that fits 63 bits; options: ``None`` or a mapping with text
  keys, each known to the edition and accepted by the edition's check
  (:attr:`Edition.checks`);
* a move: text (read by the edition's parser) or an instance of one of the
  edition's move types whose dataclass fields hold values of their declared
  types (:func:`check_fields`);
* :func:`reading` turns an unexpected ``KeyError``/``ValueError``/... raised
  while *reading or checking* input (never while applying) into a readable
  GenialError, as a last line of defence.

Messages name what is wrong without echoing hidden information (no bag, no
seed); long or odd values are shortened with :func:`shown`.
"""

from __future__ import annotations

import types
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import fields, is_dataclass
from functools import cache
from typing import Any, TypeVar, Union, get_args, get_origin, get_type_hints

from .errors import GenialError, IllegalMoveError, NotationError

E = TypeVar("E", bound=GenialError)

#: A creation option's check: (value, players) -> the value the game keeps.
OptionCheck = Callable[[Any, int], Any]

#: Seeds and whole numbers inside moves must fit a signed 64-bit integer (BIGINT).
SEED_LIMIT = 1 << 63
INT_LIMIT = 1 << 63
#: Longest text read as a move (a canonical move is far shorter).
MAX_MOVE_TEXT = 200

_UNEXPECTED = (
    KeyError,
    ValueError,
    TypeError,
    IndexError,
    AttributeError,
    ArithmeticError,
    RecursionError,
)


def shown(value: object, limit: int = 40) -> str:
    """A short printable form of a value typed by the user (never a whole bag)."""
    text = value if isinstance(value, str) else type(value).__name__
    text = "".join(ch if ch.isprintable() else "?" for ch in text.strip())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def brief(value: object, limit: int = 60) -> str:
    """``repr`` of any value, shortened; never raises (huge ints, deep nesting)."""
    try:
        text = repr(value)
    except Exception:
        text = type(value).__name__
    return shown(text, limit)


def whole(value: object) -> bool:
    """An ``int`` that is not a bool."""
    return isinstance(value, int) and not isinstance(value, bool)


@contextmanager
def reading(
    error: type[E], message: str, /, *, reason: str | None = None, **params: Any
) -> Iterator[None]:
    """Turn an unexpected low-level error raised while reading input into ``error``
    (the message id ``message`` with ``params``)."""
    try:
        yield
    except GenialError:
        raise
    except _UNEXPECTED:
        raise error(message, reason=reason, **params) from None


# ----- creation -----------------------------------------------------------------------


def check_players(name: str, low: int, high: int, players: object) -> int:
    if not whole(players) or not low <= players <= high:  # type: ignore[operator]
        what = players if whole(players) and abs(players) < 10**6 else shown(players)  # type: ignore[arg-type]
        raise IllegalMoveError(
            "err-core-player-count", name=name, low=low, high=high, what=what, reason="players"
        )
    return players  # type: ignore[return-value]


def check_seed(seed: object) -> int:
    if not whole(seed) or not 0 <= seed < SEED_LIMIT:  # type: ignore[operator]
        raise IllegalMoveError("err-core-seed-must-be-whole", reason="seed")
    return seed  # type: ignore[return-value]


def check_options(
    name: str,
    known: Mapping[str, tuple[str, Any]],
    checks: Mapping[str, OptionCheck],
    players: int,
    options: object,
) -> dict[str, Any]:
    """The game's options: defaults, overridden by the given ones once checked."""
    out = {k: v[1] for k, v in known.items()}
    if options is None:
        return out
    if not isinstance(options, Mapping):
        raise IllegalMoveError("err-core-options-must-be-given", reason="option")
    with reading(IllegalMoveError, "err-core-options-must-be-names", reason="option"):
        items = list(options.items())
    for key, value in items:
        if not isinstance(key, str) or key not in known:
            raise IllegalMoveError(
                "err-core-unknown-option", name=name, shown=shown(key), reason="option"
            )
        if value is None and known[key][1] is None:
            out[key] = None  # the option left unset
            continue
        check = checks.get(key)
        if check is None:
            raise IllegalMoveError("err-core-option-cannot-be-set", key=key, reason="option")
        with reading(
            IllegalMoveError, "err-core-option-has-invalid-value", key=key, reason="option"
        ):
            out[key] = check(value, players)
    return out


def flag(name: str) -> OptionCheck:
    """A yes/no option."""

    def check(value: Any, players: int) -> bool:
        if not isinstance(value, bool):
            raise IllegalMoveError("err-core-option-must-be-true", name=name, reason="option")
        return value

    return check


def number(name: str, low: int, high: int) -> OptionCheck:
    """A whole-number option from ``low`` to ``high``."""

    def check(value: Any, players: int) -> int:
        if not whole(value) or not low <= value <= high:
            raise IllegalMoveError(
                "err-core-option-must-be-whole", name=name, low=low, high=high, reason="option"
            )
        return int(value)

    return check


def permutation(
    name: str,
    what: str,
    read: Callable[[str], Any],
    code: Callable[[Any], str],
    full: Callable[[int], Sequence[Any]],
) -> OptionCheck:
    """An explicit order of the edition's whole set (a bag, a deck): exactly its pieces.

    ``read`` parses one piece's text (raising NotationError), ``code`` gives its
    canonical text and ``full(players)`` the edition's set. Returns the canonical
    codes, in the given order, as a new list (the record keeps its own copy).
    The messages count pieces but never list the order.
    """

    def check(value: Any, players: int) -> list[str]:
        if isinstance(value, str) or not isinstance(value, list | tuple):
            raise IllegalMoveError(
                "err-core-option-must-list-codes", name=name, what=what, reason="option"
            )
        codes: list[str] = []
        for item in value:
            if not isinstance(item, str):
                raise IllegalMoveError(
                    "err-core-option-codes-as-text",
                    name=name,
                    what=what,
                    reason="option",
                )
            try:
                codes.append(code(read(item)))
            except NotationError:
                raise IllegalMoveError(
                    "err-core-option-not-code-such",
                    name=name,
                    shown=shown(item),
                    what=what,
                    reason="option",
                ) from None
        expected = [code(p) for p in full(players)]
        if Counter(codes) != Counter(expected):
            raise IllegalMoveError(
                "err-core-option-must-hold-exactly",
                name=name,
                len=len(expected),
                what=what,
                len2=len(codes),
                reason="option",
            )
        return codes

    return check


# ----- moves --------------------------------------------------------------------------


def check_move_text(text: object) -> str:
    if not isinstance(text, str):
        raise NotationError(
            "err-core-move-must-be-written", name=type(text).__name__, reason="parse"
        )
    if len(text) > MAX_MOVE_TEXT:
        raise NotationError("err-core-that-far-too-long", reason="parse")
    return text


def check_fields(move: object, edition: str) -> None:
    """Every dataclass field of a hand-built move holds a value of its declared type."""
    if not is_dataclass(move) or isinstance(move, type):
        raise NotationError("err-core-that-not-move-of", edition=edition, reason="parse")
    for name, hint in _spec(type(move)):
        if not _conforms(getattr(move, name, None), hint, 0):
            raise NotationError(
                "err-core-that-move-malformed-its",
                name=type(move).__name__,
                name2=name,
                reason="parse",
            )


def field_names(cls: type) -> tuple[str, ...]:
    """The dataclass fields of a move type, in order (cached)."""
    return tuple(name for name, _ in _spec(cls))


@cache
def _spec(cls: type) -> tuple[tuple[str, Any], ...]:
    """(field name, declared type) of a dataclass move type; ``Any`` where unresolvable."""
    try:
        hints = get_type_hints(cls)
    except Exception:  # an unresolvable annotation: check nothing
        hints = {}
    return tuple((f.name, hints.get(f.name, Any)) for f in fields(cls))


def _conforms(value: object, hint: Any, depth: int) -> bool:
    if depth > 8:
        return False
    if hint is Any:
        return True
    origin = get_origin(hint)
    args = get_args(hint)
    if origin is Union or origin is types.UnionType:
        return any(_conforms(value, a, depth + 1) for a in args)
    if origin is tuple:
        if type(value) is not tuple:
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_conforms(v, args[0], depth + 1) for v in value)
        return len(value) == len(args) and all(
            _conforms(v, a, depth + 1) for v, a in zip(value, args, strict=True)
        )
    if hint is int:
        return whole(value) and -INT_LIMIT <= value < INT_LIMIT  # type: ignore[operator]
    if hint is str:
        return type(value) is str and len(value) <= MAX_MOVE_TEXT
    if hint is None or hint is type(None):
        return value is None
    if isinstance(hint, type):
        return isinstance(value, hint)
    return True  # an annotation this check does not know: the edition checks it
