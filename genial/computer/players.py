"""The quick levels: ``random`` (arena baseline), ``easy`` and ``normal``.

Every level decides from a determinised copy of the game for its seat
(``Game.determinise``), so nothing it does can depend on what the seat may
not see.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ..classic.game import ClassicGame
from ..classic.state import PLACE as CLASSIC_PLACE
from ..core.errors import GenialError, NotYourTurnError
from ..core.game import Game
from ..core.rng import Rng
from ..core.values import Move, Option
from ..three_d.game import ThreeDGame
from ..three_d.moves import Placement
from .evaluate import own_value, score_value

#: Words that refresh the rack or hand (the swap decision, D-CL-7, D-3D-8, D-CRD-6).
SWAP_WORDS = ("swap", "exchange")
KEEP = "keep"
REROLL = "reroll"
#: Easy looks at no more than this many options of a big menu.
EASY_LOOKS = 12
#: Normal weighs this many of the menu's best options by their effect on the scores.
NORMAL_WIDTH = 10
#: Menu entries beyond normal's width it reads (word decisions and reroll are short menus).
MENU_SLACK = 3
#: Normal estimates a dice reroll from this many imagined rolls.
REROLL_SAMPLES = 8
#: ... weighing only the menu's leading scores of each imagined roll.
REROLL_WIDTH = 3
#: Options the rollout policy (``lite_move``) weighs.
LITE_WIDTH = 4
#: Bonus moves normal follows within its own turn when weighing an option.
CHAIN_DEPTH = 3


def random_move(game: Game, rng: Rng) -> Move:
    """A uniformly random legal move."""
    return rng.choice(game.legal_moves())


def easy_move(game: Game, rng: Rng) -> Move:
    """Sensible but short-sighted: the most points among a random half of the menu (at
    most ``EASY_LOOKS`` options), blind to the weakest colour; never swaps or rerolls."""
    options = game.options_for_menu()
    words = {o.move.notation: o.move for o in options}
    if KEEP in words:
        return words[KEEP]
    seen = [o for o in options if o.move.notation != REROLL and rng.below(2) == 0]
    if len(seen) > EASY_LOOKS:  # a big menu: it looks at a few moves only
        seen = [seen[i] for i in sorted(_sample(len(seen), EASY_LOOKS, rng))]
    if not seen:
        seen = [o for o in options if o.move.notation != REROLL] or options
        seen = [rng.choice(seen)]
    best = max(o.points for o in seen)
    return rng.choice([o for o in seen if o.points == best]).move


def _sample(n: int, k: int, rng: Rng) -> set[int]:
    """``k`` distinct indices below ``n`` (``k <= n``)."""
    picked: set[int] = set()
    while len(picked) < k:
        picked.add(rng.below(n))
    return picked


def greedy_move(game: Game) -> Move:
    """The rollout policy: swap when allowed, else the menu's first option."""
    fast = getattr(game, "best_move", None)  # the engines' fast path, where they have one
    if fast is not None:
        move = fast()
        if move is not None and move.notation != KEEP:
            return move  # type: ignore[no-any-return]
    options = game.options_for_menu()
    if len(options) <= 3:  # a decision between words: swap or keep, exchange or keep
        for o in options:
            if o.move.notation in SWAP_WORDS:
                return o.move
    return options[0].move


def lite_move(game: Game, width: int = LITE_WIDTH, race: bool = False) -> Move:
    """The rollout policy, normal in small: the menu's first ``width`` options re-ranked by
    the mover's sorted scores (weakest colour first, D-ALL-4) right after each; the swap
    decision taken when allowed; a dice reroll only when nothing scores (as greedy)."""
    options = game.top_options(width)
    if not options:
        raise NotYourTurnError("err-core-this-game-over")
    first = options[0].move
    if len(options) == 1 or first.notation == REROLL:
        return first
    if len(options) <= 3:  # a decision between words: swap or keep, exchange or keep
        for o in options:
            if o.move.notation in SWAP_WORDS:
                return o.move
        if any(o.move.notation == KEEP for o in options):
            return first
    seat = game.current
    assert seat is not None
    best, best_value = first, float("-inf")
    for o in options:
        if o.move.notation == REROLL:
            continue
        value = _quick_value(game, o.move, seat, race)
        if value is None:
            g = game.copy()
            g.apply_own(o.move)
            value = own_value(g, seat, race)
        if value > best_value:
            best, best_value = o.move, value
    return best


def _quick_value(game: Game, move: Move, seat: int, race: bool) -> float | None:
    """``own_value`` after ``move`` without playing it, where that is exact: a 3D or
    classic/travel placement that leaves no bonus move owed (its gains come from the
    board's run table, D-3D-4, D-CL-4); None elsewhere (the caller plays it on a copy)."""
    if not isinstance(move, Placement):
        return None
    if isinstance(game, ThreeDGame):
        gains, _, bonus = game.gains_of(move, seat)
    elif isinstance(game, ClassicGame):
        free = game._free_cells
        if game.phase != CLASSIC_PLACE or move.cell not in free or move.other not in free:
            return None  # not a placement this game can take now: let ``apply`` say why
        gains, _, bonus = game.gains_of(move, seat)
    else:
        return None
    if bonus or game.bonus_pending:
        return None  # a bonus move may be owed (D-3D-6, D-CL-5): play it out
    own = game.scores()[seat]
    return score_value([s + g for s, g in zip(own, gains, strict=True)], race)


def after(game: Game, move: Move, seat: int) -> Game:
    """A copy with ``move`` applied and the seat's bonus moves chained greedily."""
    g = game.copy()
    g.apply_own(move)
    depth = 0
    while g.current == seat and g.bonus_owed() > 0 and depth < CHAIN_DEPTH:
        g.apply_own(greedy_move(g))
        depth += 1
    return g


def normal_ranked(
    game: Game,
    seat: int,
    rng: Rng,
    width: int = NORMAL_WIDTH,
    deadline: float | None = None,
    race: bool = False,
    clock: Callable[[], float] = time.perf_counter,
) -> list[Move]:
    """Normal's candidates, best first: the menu's leading options re-ranked by their
    effect on the sorted scores (weakest colour first), bonus chains followed; the swap
    decision taken when allowed; a dice reroll weighed against the best score. Past
    ``deadline`` (a ``clock`` value) no further options are weighed."""
    det = game.determinise(seat, rng)
    options = det.top_options(width + MENU_SLACK)  # the fast path: no full menu is built
    words = {o.move.notation: o.move for o in options}
    if len(options) == width + MENU_SLACK and REROLL not in words and _can_reroll(det):
        words[REROLL] = det.check_move(REROLL)  # a long dice menu lists it further down
    swap = next((words[w] for w in SWAP_WORDS if w in words), None)
    if swap is not None:
        return [swap, *(o.move for o in options if o.move is not swap)]
    if len(options) <= 1:
        return [o.move for o in options]
    scored: list[tuple[float, int, Option]] = []
    for i, o in enumerate(o for o in options if o.move.notation != REROLL):
        if i >= width or (deadline is not None and i and clock() > deadline):
            break
        scored.append((own_value(after(det, o.move, seat), seat, race), -i, o))
    scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
    ranked = [o.move for _, _, o in scored]
    if REROLL in words:
        best = scored[0][0] if scored else float("-inf")
        if _reroll_value(det, seat, rng, race) > best:
            ranked.insert(0, words[REROLL])
        else:
            ranked.append(words[REROLL])
    return ranked


def _can_reroll(game: Game) -> bool:
    """Whether ``reroll`` is legal here (a parse fails at once in the tile games)."""
    try:
        game.check_move(REROLL)
        game.preview(REROLL)
    except GenialError:
        return False
    return True


def _reroll_value(game: Game, seat: int, rng: Rng, race: bool = False) -> float:
    """The mean value of the best score after one more roll, over imagined rolls."""
    total = 0.0
    for _ in range(REROLL_SAMPLES):
        g = game.determinise(seat, rng)
        g.apply(REROLL)
        best = float("-inf")
        scores = [o for o in g.options_for_menu() if o.move.notation != REROLL]
        for o in scores[:REROLL_WIDTH]:
            best = max(best, own_value(after(g, o.move, seat), seat, race))
        total += best
    return total / REROLL_SAMPLES


def normal_move(game: Game, seat: int, rng: Rng) -> Move:
    """The best-scoring move in the game's own sense (see ``normal_ranked``)."""
    return normal_ranked(game, seat, rng)[0]
