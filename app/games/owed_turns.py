"""A turn post owed by the outbox, rebuilt from the database (no Discord here).

The process that commits a move announces it at once with the :class:`Played` it has in
hand. Any other delivery (a retry after Discord failed, a restart after a crash between
the commit and the post, another process) has only the outbox row: this module rebuilds
the same :class:`Played` from the stored record, so both paths post the same thing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from app.games.loaded import Loaded, Played
from data import Announce, Delivery, GamePost
from genial import Game, Outcome, replay


def replay_turn(
    record: Mapping[str, Any], from_version: int, version: int
) -> tuple[Game, list[Outcome]]:
    """The game after ``version`` moves of ``record`` and the outcomes of the moves
    ``from_version + 1 .. version`` (each with its fact: said in any language). In a worker."""
    moves = record["moves"]
    game = replay(record, upto=from_version)
    outcomes = [game.play_entry(m["seat"], m["move"]) for m in moves[from_version:version]]
    return game, outcomes


async def played_for(svc: Any, delivery: Delivery) -> Played | None:
    """The :class:`Played` that ``delivery`` announces, as the committing process had it;
    None when the game is gone or its record does not reach that version."""
    loaded: Loaded = await svc.load(delivery.game_id, engine=False)
    row = loaded.row
    record = row.record
    if record is None or len(record.get("moves", ())) < delivery.version:
        return None
    game, outcomes = await svc.run(replay_turn, record, delivery.from_version, delivery.version)
    if delivery.version != row.version:  # the game went on since: show it as it was then
        status = "finished" if game.over else "active"
        loaded.row = replace(row, version=delivery.version, status=status)
    loaded.game = game
    ratings = await svc.db.rating.rating_changes(delivery.game_id) if game.over else []
    return Played(
        loaded,
        delivery.actor_seat,
        outcomes,
        delivery.previous_user,
        delivery.from_version,
        ratings,
    )


__all__ = ["Announce", "Delivery", "GamePost", "played_for", "replay_turn"]
