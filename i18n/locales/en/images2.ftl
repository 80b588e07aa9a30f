# Issue 27, lane images (second part).

# A 3D move is a sentence of its own: its total goes inside it ("...: +1 orange, +1 purple,
# 2 points in all.") instead of after its full stop.
move-with-total = { $move }, { $points ->
    [one] { $points } point in all
   *[other] { $points } points in all
}

# The band under a 3D board: the last move enlarged, beside its words.
img-closeup-title = Last move, enlarged
# Said after the board's description when the band is drawn.
alt-closeup-band = Below the board, the last move is shown enlarged (fields { $cells }).

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

# A replay mark's word moves ("Replay · move 17 of 139 · Alice rerolls").
img-move-roll = rolls
img-move-reroll = rerolls
img-move-score = scores
img-move-swap = swaps the rack
img-move-keep = keeps the rack
img-move-exchange = exchanges
img-move-pass = passes
img-move-play = plays
