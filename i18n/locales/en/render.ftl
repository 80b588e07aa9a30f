# Words drawn into images (img-).

img-game-over = Game over
img-match-over = Match over
img-wins = { $name } wins!
img-share-first = { $names } and { $last } share 1st place
img-seat = Seat { $seat }
img-final-scores = Final scores
img-final-table = Final table
img-final-sheets = Final sheets
img-final-standings = Final standings
img-standings-so-far = Standings so far
img-rank-note = Ranked by each player's weakest colour, then the next weakest, and so on.
img-to-play = to play
img-resigned = resigned
img-bonus-move = bonus move
img-bonus-move-of = bonus move (1 of { $count })
img-bonus-moves-to-go = bonus move ({ $count } to go)
img-exchange-or-keep-hand = exchange or keep the hand?
img-exchange-or-keep-rack = exchange or keep the rack?
img-hand-size = hand { $count }
img-rack-size = rack { $count }
img-wins-with-vp = { $name } wins with { $points } VP!
img-wins-with-points = { $name } wins with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }!
img-piles = Draw { $draw } · Discard { $discard }
img-round-of = Round { $round } of { $rounds }
img-your-hand = { $name } — your hand
img-your-rack = { $name } — your rack
img-your-stones = { $name } — your stones
img-your-dice = { $name } — your dice and sheet
img-cards = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
img-tiles = { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    }
img-stones-left = { $left } of { $total } left
img-hand-empty = Your hand is empty.
img-rack-empty = Your rack is empty.
img-weakest = Weakest: { $colours }
img-goal = Goal: every colour at { $goal }+
img-no-weak-card = No { $colours } card: exchange or keep your hand?
img-bag = Bag: { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    }
img-supply = Supply: { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    }
img-start-player = start player
img-to-roll = to roll
img-who-to-roll = { $name } to roll
img-roll-of = roll { $roll } of { $rolls }
img-reroll-or-score = reroll or score
img-must-score = must score
img-victory-points = { $count ->
        [one] { $count } victory point
       *[other] { $count } victory points
    }
img-won-games = { $count ->
        [one] won game { $games }
       *[other] won games { $games }
    }
img-game-of = Game { $game } of { $games }
img-players = { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
img-others-show = The others show:
img-dice-rank-match = Victory points: 7 for each game won, else the crosses of the weakest row.
img-dice-rank-game = The full sheet wins; then the weakest row decides, then the next weakest.
img-match-result = Match result ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    })
img-match-so-far = Match so far ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    })
img-joker-of-a-colour = joker: { $count } of a colour
img-place-a-stone = place a stone
img-level = level
img-last-turn-to-come = last turn to come
img-result = result { $score }
img-place-this-tile = place this tile
img-opening-next-to = opening: next to { $cells }
img-final-round = Final round: one more turn each, no drawing
img-may-exchange-rack = No tile shows your weakest colour: you may exchange your rack.
img-swap-or-keep-rack = swap or keep the rack?
img-bonus-placement = bonus placement
img-not-rolled = not rolled
