"""Helpers to walk and search message component payloads (buttons, selects, modals).

Components are kept exactly as the bot sent them (action rows, or components v2
containers/sections/labels), so these helpers walk every nesting style.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

JSON = dict[str, Any]

BUTTON = 2
STRING_SELECT = 3
TEXT_INPUT = 4
USER_SELECT = 5
SELECT_TYPES = (3, 5, 6, 7, 8)


def iter_components(components: list[JSON]) -> Iterator[JSON]:
    """Every component, depth first (rows, containers, sections' accessories, labels)."""
    for comp in components:
        yield comp
        yield from iter_components(comp.get("components") or [])
        for key in ("component", "accessory"):
            child = comp.get(key)
            if isinstance(child, dict):
                yield from iter_components([child])


def _describe(comp: JSON) -> str:
    return (
        f"type={comp.get('type')} label={comp.get('label')!r} custom_id={comp.get('custom_id')!r}"
    )


def find_component(
    components: list[JSON],
    *,
    custom_id: str | None = None,
    label: str | None = None,
    types: tuple[int, ...] | None = None,
) -> JSON:
    """The single component matching ``custom_id`` / ``label`` (and ``types``); AssertionError otherwise."""
    candidates = [c for c in iter_components(components) if types is None or c.get("type") in types]
    found = [
        c
        for c in candidates
        if (custom_id is None or c.get("custom_id") == custom_id)
        and (label is None or c.get("label") == label)
    ]
    if len(found) == 1:
        return found[0]
    wanted = f"custom_id={custom_id!r} label={label!r} types={types}"
    listing = "; ".join(_describe(c) for c in candidates) or "no candidates"
    if not found:
        raise AssertionError(f"no component with {wanted}; available: {listing}")
    raise AssertionError(f"{len(found)} components match {wanted}; be more specific: {listing}")


def buttons(components: list[JSON]) -> list[JSON]:
    return [c for c in iter_components(components) if c.get("type") == BUTTON]


def selects(components: list[JSON]) -> list[JSON]:
    return [c for c in iter_components(components) if c.get("type") in SELECT_TYPES]


def text_of(components: list[JSON]) -> str:
    """Concatenated text of components v2 text displays (type 10)."""
    return "\n".join(
        str(c.get("content", "")) for c in iter_components(components) if c.get("type") == 10
    )


def modal_submission(
    modal_components: list[JSON], values: dict[str, str | list[str]]
) -> list[JSON]:
    """Build a modal-submit ``components`` list mirroring the modal's layout, filled with ``values``.

    Text inputs get ``value``, selects get ``values``. Raises AssertionError for unknown
    fields and for required text inputs left without a value.
    """
    remaining = dict(values)

    def fill(comp: JSON) -> JSON | None:
        ctype = comp.get("type")
        if ctype == 1:
            return {
                "type": 1,
                "components": [x for c in comp.get("components", []) if (x := fill(c))],
            }
        if ctype == 18:
            inner = fill(comp["component"])
            return None if inner is None else {"type": 18, "component": inner}
        cid = comp.get("custom_id")
        if cid is None:
            return None
        if ctype == TEXT_INPUT:
            value = remaining.pop(cid, comp.get("value") or "")
            if comp.get("required", True) and not value:
                raise AssertionError(f"modal text input {cid!r} is required but got no value")
            return {"type": TEXT_INPUT, "custom_id": cid, "value": str(value)}
        if ctype in SELECT_TYPES:
            chosen = remaining.pop(cid, [])
            return {
                "type": ctype,
                "custom_id": cid,
                "values": [chosen] if isinstance(chosen, str) else list(chosen),
            }
        return None

    out = [x for c in modal_components if (x := fill(c))]
    if remaining:
        known = [
            c.get("custom_id") for c in iter_components(modal_components) if c.get("custom_id")
        ]
        raise AssertionError(f"modal has no field(s) {sorted(remaining)}; fields: {known}")
    return out
