"""Correspondence clocks: time left, what is due next, time-outs and skips.

A game has one :class:`ClockRule`, chosen at creation:

* ``none``: no clock; nothing is ever due.
* ``fixed``: every turn gets the same time (``per_move``).
* ``bank`` (Fischer): a player starts with ``start``; after each of their
  moves the time left grows by ``increment``, never above ``cap``.

Each seat keeps a *bank*: the time it had when its turn began (for ``fixed``
always ``per_move``). While it is a seat's turn, real elapsed time is charged
against the bank, except while the player is away (``community.away``). The
clock counts real time, not wall-clock time: 24 hours stay 24 hours across a
daylight-saving change.

During a turn these are due (:func:`due_events`): a reminder when half the
time is left and one when a tenth is left (moved to the end of the player's
quiet hours, ``community.quiet``, and dropped if that reaches the last
warning), a last warning shortly before the time-out (never moved), and the
time-out. A time-out applies the game's :class:`TimeoutPolicy`. A turn that
begins inside the player's quiet hours is announced to them (direct message or
mention) only when the quiet hours end, in every game, with a clock or without.

All datetimes must be timezone-aware. Pure: stdlib only.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from enum import StrEnum

from community.away import Away, ClockError, aware, overlap
from community.quiet import QuietHours

ZERO = timedelta(0)
#: The longest time a clock may hold (a year); keeps datetimes in range.
LONGEST = timedelta(days=365)


class ClockKind(StrEnum):
    NONE = "none"
    FIXED = "fixed"
    BANK = "bank"


@dataclass(frozen=True)
class ClockRule:
    """A game's clock. Build it with :meth:`none`, :meth:`fixed` or :meth:`bank`."""

    kind: ClockKind = ClockKind.NONE
    start: timedelta = ZERO  # fixed: the time per move; bank: the starting time
    increment: timedelta = ZERO  # bank only
    cap: timedelta = ZERO  # bank only

    def __post_init__(self) -> None:
        if self.kind is ClockKind.NONE:
            if (self.start, self.increment, self.cap) != (ZERO, ZERO, ZERO):
                raise ClockError("a game without a clock has no times")
            return
        if not ZERO < self.start <= LONGEST:
            raise ClockError("the time must be more than zero and at most a year")
        if self.kind is ClockKind.FIXED:
            if (self.increment, self.cap) != (ZERO, ZERO):
                raise ClockError("a fixed clock has no increment or cap")
            return
        if not ZERO <= self.increment <= LONGEST:
            raise ClockError("the increment must be between zero and a year")
        if not self.start <= self.cap <= LONGEST:
            raise ClockError("the cap must be at least the starting time")

    @classmethod
    def none(cls) -> ClockRule:
        return cls()

    @classmethod
    def fixed(cls, per_move: timedelta) -> ClockRule:
        return cls(ClockKind.FIXED, per_move)

    @classmethod
    def bank(cls, start: timedelta, increment: timedelta, cap: timedelta) -> ClockRule:
        return cls(ClockKind.BANK, start, increment, cap)

    @property
    def timed(self) -> bool:
        return self.kind is not ClockKind.NONE

    def initial(self) -> timedelta | None:
        """Every seat's bank when the game starts (None: no clock)."""
        return self.start if self.timed else None

    def after_move(self, left: timedelta) -> timedelta | None:
        """The bank for the seat's next turn, given what was ``left`` at its move."""
        if self.kind is ClockKind.NONE:
            return None
        if self.kind is ClockKind.FIXED:
            return self.start
        return min(self.cap, max(left, ZERO) + self.increment)

    def after_timeout(self) -> timedelta | None:
        """The bank for a seat's next turn after it timed out and was skipped."""
        return self.after_move(ZERO)


@dataclass(frozen=True)
class Turn:
    """One seat's running turn: its ``bank`` at ``started``, and its vacations."""

    rule: ClockRule
    bank: timedelta
    started: datetime
    aways: tuple[Away, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "started", aware(self.started, "started"))
        object.__setattr__(self, "aways", tuple(self.aways))
        if self.bank < ZERO or self.bank > LONGEST:
            raise ClockError("a bank is between zero and a year")

    def charged(self, now: datetime) -> timedelta:
        """Clock time used from ``started`` to ``now`` (vacations excluded)."""
        now = aware(now)
        if now <= self.started:
            return ZERO
        return (now - self.started) - overlap(self.started, now, self.aways)

    def time_left(self, now: datetime) -> timedelta | None:
        """What is left at ``now`` (never negative); None without a clock."""
        if not self.rule.timed:
            return None
        return max(self.bank - self.charged(now), ZERO)

    def instant(self, used: timedelta) -> datetime:
        """The moment at which ``used`` clock time will have been charged."""
        moment, need = self.started, used
        for away in sorted(self.aways, key=lambda a: a.start):
            if away.end <= moment:
                continue
            if away.start > moment:
                if away.start - moment >= need:
                    break
                need -= away.start - moment
            moment = max(moment, away.end)
        return moment + need

    def deadline(self) -> datetime | None:
        """When the time runs out (vacations push it back); None without a clock."""
        return self.instant(self.bank) if self.rule.timed else None

    def moved(self, now: datetime) -> timedelta | None:
        """The seat's bank for its next turn after moving at ``now``."""
        left = self.time_left(now)
        return self.rule.after_move(left if left is not None else ZERO)


class DueKind(StrEnum):
    HALF = "half"
    TENTH = "tenth"
    LAST_WARNING = "last-warning"
    TIMEOUT = "timeout"
    TURN = "turn"  # the turn notice of a turn that began inside quiet hours


@dataclass(frozen=True)
class ReminderPolicy:
    """When to remind: at these fractions of the time left, and a last warning."""

    half: bool = True
    tenth: bool = True
    last_warning: timedelta = timedelta(hours=1)

    def __post_init__(self) -> None:
        if not ZERO < self.last_warning <= timedelta(days=7):
            raise ClockError("the last warning comes between a second and a week early")


@dataclass(frozen=True, order=True)
class Due:
    at: datetime
    kind: DueKind = field(compare=False)


_FRACTIONS = ((DueKind.HALF, 2), (DueKind.TENTH, 10))


def due_events(
    turn: Turn,
    policy: ReminderPolicy = ReminderPolicy(),
    quiet: QuietHours | None = None,
) -> list[Due]:
    """Everything due during ``turn``, in time order.

    The last warning comes when ``min(policy.last_warning, bank / 20)`` is
    left; the time-out at the deadline. Reminders inside quiet hours move to
    their end; a reminder that would then come at or after the last warning
    (or at or after a later reminder) is dropped. A turn that began inside
    quiet hours gets its notice at their end (:func:`late_notice`), unless a
    reminder or the last warning comes as soon. Without a clock only that notice.
    """
    notice = late_notice(turn.started, quiet)
    deadline = turn.deadline()
    if deadline is None:
        return [] if notice is None else [notice]
    warn_left = min(policy.last_warning, turn.bank / 20)
    warning = turn.instant(turn.bank - warn_left)
    wanted = {DueKind.HALF: policy.half, DueKind.TENTH: policy.tenth}
    reminders: list[Due] = []
    for kind, part in _FRACTIONS:
        left = turn.bank / part
        if not wanted[kind] or left <= warn_left:
            continue
        at = turn.instant(turn.bank - left)
        if quiet is not None:
            at = quiet.release(at)
        if at < warning:
            reminders.append(Due(at, kind))
    kept = [r for i, r in enumerate(reminders) if all(r.at < n.at for n in reminders[i + 1 :])]
    end = [Due(warning, DueKind.LAST_WARNING)] if warning > turn.started else []
    # The held-back turn notice only if nothing else tells the player sooner or at once.
    first = [notice] if notice is not None and all(notice.at < e.at for e in kept + end) else []
    return [*first, *kept, *end, Due(deadline, DueKind.TIMEOUT)]


def late_notice(started: datetime, quiet: QuietHours | None) -> Due | None:
    """The turn notice held back to the end of the quiet hours ``started`` falls in
    (None: the turn began outside them, so it is announced at once)."""
    if quiet is None:
        return None
    at = quiet.release(started)
    return None if at <= aware(started) else Due(at, DueKind.TURN)


def next_due(events: Iterable[Due], done: Iterable[DueKind]) -> Due | None:
    """The first event not yet ``done`` (what the scheduler stores as due)."""
    finished = set(done)
    return next((e for e in sorted(events) if e.kind not in finished), None)


def pending(events: Sequence[Due], done: Iterable[DueKind], now: datetime) -> list[Due]:
    """Events already due at ``now`` and not yet done, oldest first.

    After a restart the scheduler sends only the latest of the reminders that
    came due while it was down (callers may pick ``[-1:]``); a time-out among
    them is always acted on.
    """
    now, finished = aware(now), set(done)
    return [e for e in sorted(events) if e.kind not in finished and e.at <= now]


class TimeoutAction(StrEnum):
    LEAVE = "leave"  # the player leaves the game (the behaviour before clocks)
    SKIP = "skip"  # the turn passes; scores frozen
    COMPUTER = "computer"  # a computer player takes the seat (once one exists)


@dataclass(frozen=True)
class TimeoutPolicy:
    """What a time-out does. ``SKIP`` turns into ``LEAVE`` after ``max_skips`` in a row."""

    action: TimeoutAction = TimeoutAction.LEAVE
    max_skips: int = 3

    def __post_init__(self) -> None:
        if not 1 <= self.max_skips <= 100:
            raise ClockError("the skips in a row are between 1 and 100")

    def on_timeout(self, skips_in_row: int) -> tuple[TimeoutAction, int]:
        """The action for this time-out and the seat's new count of skips in a row.

        With ``SKIP``, the first ``max_skips`` time-outs in a row skip the
        turn; the next one makes the player leave.
        """
        if skips_in_row < 0:
            raise ClockError("skips in a row cannot be negative")
        if self.action is not TimeoutAction.SKIP:
            return self.action, skips_in_row
        if skips_in_row >= self.max_skips:
            return TimeoutAction.LEAVE, skips_in_row
        return TimeoutAction.SKIP, skips_in_row + 1


def on_move(skips_in_row: int) -> int:
    """A real move resets the count of skips in a row."""
    del skips_in_row
    return 0
