"""Real games in a database, played through the application (records that replay, a move
log that matches them, ratings of a finished game): what a backup must carry."""

from __future__ import annotations

from typing import Any

from app.games.service import GameService
from data import Database
from genial.registry import create

USERS = (1001, 1002)
GUILD, CHANNEL = 1178012345678901000, 1178012345678902000


async def new_game(db: Database, edition: str = "classic", seed: int = 9) -> int:
    """A started two-player game of ``edition``; its id."""
    for user in USERS:
        await db.listings.remember_name(user, f"Player {user}")
    row = await db.lobby.create_game(
        guild_id=GUILD,
        channel_id=CHANNEL,
        creator_id=USERS[0],
        edition=edition,
        seats_wanted=2,
        options={},
    )
    await db.lobby.join(row.id, USERS[1])
    game = create(edition, 2, seed=seed)
    await db.lobby.start(
        row.id,
        order=list(USERS),
        record=game.record(),
        summary={},
        current_user_id=USERS[game.current or 0],
    )
    return row.id


async def play(svc: GameService, game_id: int, moves: int | None = None) -> int:
    """Play ``moves`` first-legal moves (None: to the end); how many were played."""
    played = 0
    while moves is None or played < moves:
        loaded = await svc.load(game_id)
        game = loaded.game
        if loaded.row.status != "active" or game is None or game.current is None:
            break
        move = game.legal_moves()[0]
        await svc.act(game_id, USERS[game.current], move.notation, version=loaded.version)
        played += 1
    return played


async def fill(db: Database) -> dict[str, Any]:
    """A lobby, a game in play and a finished (rated) game; what was made."""
    svc = GameService(db)
    try:
        lobby = await db.lobby.create_game(
            guild_id=GUILD,
            channel_id=CHANNEL,
            creator_id=USERS[0],
            edition="dice",
            seats_wanted=3,
            options={},
        )
        active = await new_game(db, "classic")
        await play(svc, active, 6)
        finished = await new_game(db, "travel", seed=3)
        await db.rating.set_rated(finished, True)
        await play(svc, finished)
    finally:
        svc.close()
    return {"lobby": lobby.id, "active": active, "finished": finished}


async def more_play(db: Database, game_id: int, moves: int = 2) -> None:
    """Moves after the backup (the restore must take them back)."""
    svc = GameService(db)
    try:
        assert await play(svc, game_id, moves) == moves
    finally:
        svc.close()
