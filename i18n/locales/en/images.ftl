# Words drawn into images: places, the engines' notes, rating changes, the 3D close-up, replay marks.

# A player's place as a badge before the name ("1st", "1.", "1e").
img-place = { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    }
# Why a player was placed first (the engines' notes on a standing).
img-note-every-colour = { $points } in every colour
img-note-all-six = all six colours at 7+
img-note-whole-sheet = filled the whole sheet
# A card-game match's victory points beside the hand size.
img-victory-points-short = { $points } VP
# A rating change beside a name on a final image: reads as a rating, not as points.
img-rating-change = rating { $delta }

# The band under a 3D board: the last move enlarged, beside its words.
img-closeup-title = Last move, enlarged

# Said after the board's description when the band is drawn.
alt-closeup-band = Below the board, the last move is shown enlarged (fields { $cells }).

# A replay mark's word moves ("Replay · move 17 of 139 · Alice rerolls").
img-move-roll = rolls
img-move-reroll = rerolls
img-move-score = scores
img-move-swap = swaps the rack
img-move-keep = keeps the rack
img-move-exchange = exchanges
img-move-pass = passes
img-move-play = plays
