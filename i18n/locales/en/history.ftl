## The preview stamp, the move log, the score chart, the replay.

# Drawn on a preview: the band across the status line, and the mover's mark.
img-preview-line = Preview · { $name }: +{ $points } { $points ->
    [one] point
   *[other] points
}
img-preview-mark = preview

# The score chart in the final post.
img-chart-title = Weakest colour over the game
img-chart-moves = moves
alt-chart = Chart of each player's weakest colour over the game's { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }. At the end: { $scores }.

# /genial { cmd-log }
ui-log-line = { $n }. **{ $name }** `{ $move }` { $said }
ui-log-points = +{ $points } { $points ->
    [one] point
   *[other] points
}
ui-log-empty = Game #{ $game } has no moves yet.

# /genial { cmd-replay }
ui-replay-not-finished = Game #{ $game } is still running. Replays are for finished games; `/genial { cmd-log }` shows the moves so far.
ui-replay-start = Replay of game #{ $game }: the start, before the first of { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
ui-replay-step = Replay of game #{ $game }: move { $move } of { $moves }. { $line }
alt-history-weakest = { $name } { $score }
ui-button-replay-first = Start
ui-button-replay-prev = Back
ui-button-replay-next = Next
ui-button-replay-last = End

# Command names and descriptions.
cmd-log = log
cmd-log-desc = Show a game's moves with their points (public facts only)
cmd-log-page = Page of the log (1: the newest moves)
cmd-log-record = Instead: download a finished game's record (JSON, replayable)
cmd-replay = replay
cmd-replay-desc = Step through a finished game, privately, move by move
cmd-replay-game = Number of a finished game

# /genial { cmd-log } opens on the newest moves; the buttons page through older ones.
ui-log-window = Game #{ $game }: moves { $first }–{ $last } of { $moves }, newest last
ui-button-log-older = Older
ui-button-log-newer = Newer

# /genial { cmd-replay }: every frame's description says it is a replay, in words.
alt-replay-start = Replay of game #{ $game } · the start, before { $moves ->
        [one] the only move
       *[other] the first of { $moves } moves
    }. Weakest colours: { $scores }.
alt-replay-move = Replay of game #{ $game } · move { $move } of { $moves } · { $said }. Weakest colours after it: { $scores }.
alt-history-sentence = { $name } { $said }
ui-button-replay-back10 = 10 back
ui-button-replay-fwd10 = 10 on
ui-replay-jump = Jump to move…
ui-replay-jump-start = The start
ui-replay-jump-move = Move { $move }
cmd-replay-move = Move to show first (0: the start)

# Board descriptions (alt text) say the move in words, as the post does.
alt-last-said = Last move: { $who } { $said }.
alt-preview-said = Not played yet: { $who } { $said }.
# Every replay frame says so on the image.
img-replay-line = Replay · move { $move } of { $moves } · { $name } { $notation }
img-replay-start = Replay · the start ({ $moves } { $moves ->
    [one] move
   *[other] moves
})
img-replay-move = Replay · move { $move } of { $moves } · { $notation }
img-replay-compact = Replay { $move }/{ $moves } · { $notation }

# The animated replay under /genial { cmd-replay }: posted in the channel for everyone.
ui-button-replay-gif = Share animated replay (GIF)
ui-replay-gif-shared = 🎞️ Animated replay of game #{ $game }, shared here by { $who } for everyone: the start and { $moves ->
    [one] its one move
   *[other] each of its { $moves } moves
}.
ui-replay-gif-shared-every = 🎞️ Animated replay of game #{ $game }, shared here by { $who } for everyone: { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, every { $every }. one shown (to stay within Discord's size limit).
ui-replay-gif-too-large = The animated replay of game #{ $game } would be larger than Discord allows (8 MiB): step through it with the buttons instead.
alt-replay-gif = Animated replay of game #{ $game }: the board after { $moves ->
    [one] its one move
   *[other] each of its { $moves } moves
}, each frame marked "Replay" with the move.
