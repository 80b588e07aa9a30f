"""community.stats: a player's record per edition and head to head."""

from __future__ import annotations

from community.stats import Played, head_to_head, records


def played(gid: int, place: int, scores: tuple[int, ...], edition: str = "classic") -> Played:
    return Played(gid, edition, place, 3, scores, "RGBOYP"[: len(scores)])


def test_records_per_edition() -> None:
    games = [
        played(3, 1, (5, 9, 7, 8, 6, 9)),  # weakest red, score 5
        played(2, 2, (4, 3, 7, 8, 3, 9)),  # green and yellow at 3
        played(1, 3, (2, 3, 4, 5, 6, 2)),  # red and purple at 2
        played(4, 1, (7, 8, 9, 8), edition="spezial"),
    ]
    out = records(games, recent=2)
    classic = out["classic"]
    assert (classic.games, classic.wins, classic.best) == (3, 1, 5)
    assert classic.places == {1: 1, 2: 1, 3: 1}
    assert classic.average == (5 + 3 + 2) / 3
    assert classic.weakest_colour == "R"  # twice
    assert [g.game_id for g in classic.recent] == [3, 2]
    assert out["spezial"].weakest_colour == "R"  # 'O' is first of spezial, but here RGBO
    assert out["spezial"].games == 1


def test_weakest_needs_matching_colours() -> None:
    assert Played(1, "x", 1, 2, (1, 2), "RGB").weakest == ()
    assert Played(1, "x", 1, 2, (), "").score == 0


def test_head_to_head() -> None:
    out = head_to_head(
        [(1, "classic", 1, 2), (2, "classic", 2, 1), (3, "dice", 1, 1), (4, "dice", 1, 3)]
    )
    assert (out[""].wins, out[""].losses, out[""].draws, out[""].total) == (2, 1, 1, 4)
    assert (out["dice"].wins, out["dice"].draws) == (1, 1)
    assert out["classic"].games == [1, 2]
