"""Refusals from the storage layer and the option parser read in the reader's language:
``data`` carries only message ids, the cogs write them."""

from __future__ import annotations

import pytest

import i18n
from app.errors import UserError, not_found
from app.lobby import options as game_options
from cogs.common import locale
from data import CorruptRecordError, LobbyError, NotFoundError, StaleVersionError


@pytest.mark.parametrize("lang", i18n.LOCALES)
def test_a_missing_game_reads_like_one_that_does_not_exist(lang: str) -> None:
    # The storage layer's message names the internal id; the user reads the bot's own words.
    said = locale.refusal(lang, NotFoundError("There is no game #123."))
    assert said == locale.refusal(lang, not_found())
    assert "123" not in said


@pytest.mark.parametrize(
    "exc",
    [
        LobbyError("full"),
        LobbyError("creator"),
        LobbyError("not-started"),
        StaleVersionError("Someone else moved first."),
        CorruptRecordError(7, "undecodable JSON"),
    ],
)
def test_storage_refusals_are_written_per_language(exc: Exception) -> None:
    assert isinstance(exc, LobbyError | StaleVersionError | CorruptRecordError)
    english = locale.refusal("en", exc)
    german = locale.refusal("de", exc)
    dutch = locale.refusal("nl", exc)
    assert len({english, german, dutch}) == 3, (english, german, dutch)
    assert "undecodable" not in english + german + dutch  # details are for logs only


def test_an_unknown_lobby_reason_still_reads_as_a_sentence() -> None:
    assert locale.refusal("de", LobbyError("something-new")) == i18n.text("de", "err-data-refused")


@pytest.mark.parametrize(
    ("edition", "typed", "german"),
    [
        (
            "dice",
            "colour=red",
            "'colour=red' ist keine Option für Einfach Genial – Das Würfelspiel",
        ),
        ("dice", "start_variant=vielleicht", "Schreib start_variant=ja oder start_variant=nein."),
        ("cards", "rounds=drei", "rounds braucht eine ganze Zahl, z. B. rounds=3."),
        ("travel", "rounds=3", "Bei Einfach Genial Reise-Edition (2 Spieler) gibt es nichts"),
        ("classic", "rounds=3", "'rounds=3' ist keine Option für Einfach Genial (Klassiker)"),
    ],
)
def test_option_refusals_read_in_german(edition: str, typed: str, german: str) -> None:
    with pytest.raises(UserError) as info:
        game_options.parse(edition, typed)
    assert german in locale.refusal("de", info.value)
    assert not info.value.literal  # a message id, not a sentence built in code


def test_ja_and_nee_are_yes_and_no() -> None:
    assert game_options.parse("dice", "start_variant=ja") == {"start_variant": True}
    assert game_options.parse("dice", "start_variant=nee") == {"start_variant": False}
    assert game_options.parse("dice", "start_variant=nein games=2") == {
        "start_variant": False,
        "games": 2,
    }


def test_teams_are_judged_at_the_real_player_count() -> None:
    assert game_options.parse("classic", "teams") == {"teams": True}
    assert game_options.parse("classic", "teams=ja", 4) == {"teams": True}
    assert game_options.fewest("classic", {"teams": True}, 2) == 4
    for players in (1, 2, 3):
        with pytest.raises(UserError) as info:
            game_options.parse("classic", "teams=yes", players)
        said = locale.refusal("de", info.value)
        assert "braucht vier Spieler" in said and str(players) in said
