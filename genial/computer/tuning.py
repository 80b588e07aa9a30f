"""Strong's per-edition settings (one place per edition, so lanes tuning different editions
do not edit the same lines of the search).

``overrule_margin``: how many standard errors of the paired difference a candidate must
beat normal's first choice by before strong plays it. 0 means the best mean wins (ties keep
normal's order). Measured for the tile editions in a probe (classic, 6 samples, deals
101-130 from both sides; strong placed ahead of normal): margin 0: 75% of 60 games; 0.5:
72% of 47; 1.0: 62% of 47. 2-player 3D did worse with margin 0: on the 31 games of
deals 1-40 both rules played, strong was ahead in 58% with margin 0 and 74% with 1.0, so 3D
keeps 1.0 (why was not examined; a guess: stacking can cover whole runs, so its rollout
values vary more and a lucky sample overrules normal too easily). Over 200 games (deals
1-100, both sides): classic 73%, travel 70%, 3D 67%; 3D solo higher on 76% of 100 deals.
Editions not listed (3d, dice, cards, Spezial) keep the earlier rule (1.0).

``search`` gives the rest of the search's knobs per edition (``Search``); an edition without
an entry searches as every edition did before (width 4, one own turn ahead, no blocking).
2-player 3D rolls out to the game's end once the supply holds 12 tiles or fewer (deals 100001-100050 from both sides, 6 samples: 63 of 100 games against 59 with
one-turn rollouts throughout; 20 tiles also 63 at more cost; 12 samples without it 60;
margin 0 worse again). See docs/history/computer.md, "Session 5, lane ai3d".
Under the bot's time cap that end game keeps its rollouts to the end unless not even two full
samples would fit (``Search.end_fit``; then one-turn rollouts): on 141 end-game positions
judged by full-game rollouts, rollouts to the end gained more than one-turn rollouts, racing
(``drop``) or a shortlist of 2-3 at every equal CPU from 2 to 12 full samples (a one-turn
sample costs about 0.6 of a full one there, 10 against 17 ms). In 400 paired games at the
cap (deals 2500001-2500200, load 2-8) it fired in under 1% of end-game decisions: 67.8%
ahead of normal against 66.2% without it (+1.5 points, -2.0 to +5.0); docs/history/strength.md.
Spezial races its candidates (``Search.drop``; docs/history/computer.md, "Session 9").
Classic and travel roll out to the end once 21 free cells or fewer are left
(``Search.end_free``; their 2-player bag never runs low; docs/history/computer.md, "Session
10"; travel since docs/computer.md, "Fourth session").
Two probe knobs kept at their old values (3D at a fixed 24 samples, deals 3300001-3300100
paired against strong as it is; docs/computer.md, "Fourth session"): a rollout policy over
normal's ten options (``lite=10``, which plays normal's move in 92% of positions against 79%
at four) -5.6 points over 124 games; margin 0 before the end game (``early_margin=0``) -5.1
points over 136 games.
Fifth session (docs/computer.md): the card game rolls its end game out to the end once a
seat's lowest chip is at 4 (``Search.end_low``), and 2-player 3D rollouts before the end game
play the opponent's answer as well (``Search.reply``), so every position is valued with the
seat to move again, not right after its own turn.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..core.game import Game
from .players import LITE_WIDTH

#: The rule strong used first: overrule normal only beyond one standard error.
DEFAULT_MARGIN = 1.0
#: Editions tuned to another margin (edition id -> standard errors).
MARGINS: dict[str, float] = {"classic": 0.0, "travel": 0.0, "3d-solo": 0.0}


def overrule_margin(game: Game) -> float:
    """Standard errors by which a candidate must beat normal's first choice in ``game``."""
    return MARGINS.get(type(game).edition.id, DEFAULT_MARGIN)


@dataclass(frozen=True)
class Search:
    """How strong searches in one edition, beyond the margin."""

    #: Candidates taken from normal's ranking.
    width: int = 4
    #: Extra weight of the best opponent's lowest score in the search's value (blocking in
    #: 2 players), on top of its share in the weighted sorted scores; 0: ``relative_value``.
    block: float = 0.0
    #: Own turns a rollout plays after the candidate before it is valued (lane ai3d).
    turns: int = 1
    #: With this many tiles or fewer left in the supply, rollouts play to the game's end
    #: (valued by place first); -1: never (lane ai3d).
    end_bag: int = -1
    #: With this many free cells or fewer on a flat board (classic, travel: their supply
    #: never runs low with 2 players, the board fills first), rollouts play to the game's
    #: end; -1: never (probed, see docs/computer.md).
    end_free: int = -1
    #: Once some seat's lowest score is this or more (the card game: its goal is every
    #: chip at 7), rollouts play to the game's end; -1: never (probed, docs/computer.md).
    end_low: int = -1
    #: Racing: after ``strong.FIRST_SAMPLES`` worlds, a candidate behind the current choice
    #: by more than this many standard errors of the paired difference is no longer rolled
    #: out, and sampling stops when one is left; 0: every candidate in every
    #: world, as before.
    drop: float = 0.0
    #: Under a time cap, in an end game rolled out to the end: when the first candidate's
    #: first rollout shows that fewer than this many full samples would fit in the time
    #: left, the search starts again with rollouts over ``turns`` own turns; 0: never.
    #: Without a cap (``budget=None``) it never applies: fixed-count decisions stay a
    #: function of the rng seed.
    end_fit: int = 0
    #: With 3-4 players: the share of the opponents' mean in the value in place of the best
    #: opponent's score (0: the best opponent only, as in 2 players; 1: their mean).
    versus_mean: float = 0.0
    #: The overrule margin before the end game (one-turn rollouts), in standard errors;
    #: -1: the edition's margin (``overrule_margin``) throughout.
    early_margin: float = -1.0
    #: In games of at most this many players, rollouts before the end game also play the
    #: others' answer to the seat's last turn, so every position is valued with the seat to
    #: move again; 0: never (docs/computer.md, "Fifth session").
    reply: int = 0
    #: Options the rollout policy (``players.lite_move``) weighs at every ply.
    lite: int = LITE_WIDTH


#: Editions searching other than the defaults (edition id -> settings).
SEARCH: dict[str, Search] = {
    # D-3D-9: the last turns rolled out to the end; before them, 2-player rollouts also play
    # the opponent's answer (at the bot's settings, 500 paired games on three sets of fresh
    # deals, loads 2 and 4: 67.6% against 63.2%, +4.4 points, not significant alone;
    # docs/computer.md, "Fifth session").
    "3d": Search(end_bag=12, end_fit=2, reply=2),
    # Racing: on 24 positions of two seeded games the same choice as
    # the full 24 samples in all 24, fixed and at the bot's cap, for 13% of the time.
    "spezial": Search(drop=1.5),
    # Classic's end game rolled out to the end (6 samples, paired):
    # deals 150001-150050 from both sides 72 of 100 against 63; fresh deals 800001-800100
    # 144 of 200 against 139 (docs/computer.md).
    "classic": Search(end_free=21),
    # Travel's board fills first too (85 cells, 57 tiles): at the bot's settings, fresh deals,
    # 200 games each, 70.0% against 68.0% on deals 3500001-3500100 (paired +2.0 points, -2.6
    # to +6.6) and 72.5% on deals 4000001-4000100 (docs/computer.md, "Fourth session").
    "travel": Search(end_free=21),
    # The card game's end game rolled out to the end once a seat's lowest chip is at 4 (every
    # chip at 7 wins, D-CRD-7): at the bot's settings on deals 4100001-4100100, 74.0% against
    # 70.0% (paired +4.0 points, -2.0 to +10.0); fresh deals 4300001-4300100 76.5%
    # (docs/computer.md, "Fifth session").
    "cards": Search(end_low=4),
}


def search(game: Game) -> Search:
    """Strong's search settings for ``game``'s edition."""
    return SEARCH.get(type(game).edition.id, Search())


def override(edition: str, **changes: Any) -> None:
    """Change one edition's settings in this process (probes, ``tools/arena_probe.py``):
    ``margin`` and the fields of ``Search``."""
    if "margin" in changes:
        MARGINS[edition] = float(changes.pop("margin"))
    SEARCH[edition] = replace(SEARCH.get(edition, Search()), **changes)
