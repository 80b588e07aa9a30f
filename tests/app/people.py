"""The people and places of the use-case tests (imported as ``tests.app.people``)."""

from __future__ import annotations

from app.games.loaded import Played
from app.lobby.service import NewGame
from app.people import Person, Place
from app.uses import Uses

# Real-size snowflakes: 64-bit ids reach every column and parameter on both backends.
GUILD, OTHER_GUILD = 1178012345678901000, 1178012345678909000
CHANNEL, THREAD, OTHER_CHANNEL = 1178012345678902000, 1178012345678903000, 1178012345678904000
ALICE = Person(1178012345678900011, "Alice")
BOB = Person(1178012345678900022, "Bob")
CAROL = Person(1178012345678900033, "Carol")
ADMIN = Person(1178012345678900044, "Admin", manages_server=True)
HERE = Place(GUILD, CHANNEL)
ELSEWHERE = Place(OTHER_GUILD, OTHER_CHANNEL)
DM = Place(None, None)


async def running(
    uses: Uses, *players: Person, edition: str = "classic", place: Place = HERE, **new: object
) -> int:
    """A started game of ``players`` (the first opens it); its id."""
    opened = await uses.lobby.open(
        players[0],
        place,
        NewGame(edition, len(players), **new),  # type: ignore[arg-type]
    )
    game_id = opened.state.loaded.id
    for someone in players[1:]:
        await uses.lobby.press(game_id, someone, "join")
    pressed = await uses.lobby.press(game_id, players[0], "start")
    assert pressed.start
    await uses.lobby.start(game_id)
    return game_id


async def finished(uses: Uses, game_id: int) -> None:
    """End a running two-player game: the player to move resigns."""
    loaded = await uses.service.load(game_id)
    mover = loaded.current_user()
    assert mover is not None
    played = await uses.service.resign(game_id, mover)
    assert played.finished


async def played_out(uses: Uses, game_id: int, person: Person) -> Played:
    """Play ``person``'s solo game to its end (its best move each turn); the last move.
    (Giving a solo game up ends it without a result: no best.)"""
    while True:
        game = (await uses.service.load(game_id)).game
        assert game is not None and not game.over
        played = await uses.service.act(game_id, person.id, game.best_move() or "pass")
        if played.finished:
            return played
