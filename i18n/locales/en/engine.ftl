# Engine refusals (err-), what moves did (move-), state and hands (status-, hand-).

err-cards-there-no-card-every = There is no { $letter }{ $letter2 } card: every card shows two different colours (D-CRD-1).
err-cards-not-card-write-its = '{ $strip }' is not a card: write its two colour letters, e.g. RB (R red, G green, B blue, O orange, Y yellow, P purple).
err-cards-not-move-in-this = '{ $word }' is not a move in this game.
err-cards-your-cards-for-this = Your cards for this turn are played: choose 'exchange' or 'keep'.
err-cards-you-have-no-card = You have no { $code } card in your hand.
err-cards-you-can-only-pass = You can only pass when you have no card left.
err-cards-number-of-rounds-must = The number of rounds must be a whole number from 1 to { $max_rounds }.
err-cards-not-move-write-card = '{ $strip }' is not a move. Write the card, e.g. 'play RB' (red scored first) or 'play RB B' (blue first), or 'exchange' / 'keep'.
err-cards-card-has-no-symbol = The { $code } card has no { $colour } symbol: score { $letter } or { $letter2 } first.
err-classic-not-move-in-this = '{ $notation }' is not a move in this game.
err-classic-your-placements-are-done = Your placements are done: choose 'swap' or 'keep' for your rack.
err-classic-you-have-no-tile = You have no { $code } tile on your rack.
err-classic-your-first-tile-must = Your first tile must touch a printed symbol that no other player has started from (D-CL-6).
err-classic-not-direction = '{ $direction }' is not a direction.
err-classic-you-can-only-pass = You can only pass when you have no tile left.
err-classic-holds-printed-symbol-tiles = { $label } holds a printed symbol: tiles go next to it, never on it.
err-classic-already-covered = { $label } is already covered.
err-classic-scores-must-give-every = Scores must give every side (a seat, or a team) a value on the track per colour.
err-classic-there-no-seat = There is no seat { $seat }.
err-classic-give-one-rack-per = Give one rack per seat.
err-classic-not-tile-placement = '{ $text }' is not a tile placement.
err-classic-not-free-cell = { $notation }: { $label } is not a free cell.
err-classic-teams-need-four = A game in teams needs four players (two teams of two); this one has { $players }.
err-core-this-game-over = This game is over.
err-core-it-not-your-turn = It is not your turn.
err-core-that-player-not-in = That player is not in this game any more.
err-core-not-direction-use-r = '{ $text }' is not a direction: use r, l, ur, ul, dr or dl (where the tile's second half lies from its first)
err-core-there-no-cell-on = There is no cell '{ $strip }' on this board.
err-core-not-move-write-tile = '{ $text }' is not a move. Write the tile, a cell and a direction, e.g. 'RB F7 r' (red on F7, blue to its right){ $also ->
        [0] {""}
       *[other] , or { $also }
    }.
err-core-and-are-not-neighbours = { $label } and { $label2 } are not neighbours.
err-core-not-tile-write-its = '{ $text }' is not a tile: write its two colour letters, e.g. RB (R red, G green, B blue, O orange, Y yellow, P purple).
err-dice-not-move-in-dice = '{ $notation }' is not a move in the dice game.
err-dice-you-have-rolled-already = You have rolled already: 'reroll' to roll again, or 'score'.
err-dice-roll-first-write-roll = Roll first: write 'roll'.
err-dice-you-have-rolled-times = You have rolled { $max_rolls ->
        [one] once
        [2] twice
       *[other] { $max_rolls } times
    }: now 'score' (DCE-5).
err-dice-you-have-no-pair = You have no pair of { $colour } dice to use as a joker.
err-dice-joker-uses-whole-group = A joker uses the whole group: you rolled { $count } { $colour }, so write { $group }=... (D-DCE-5).
err-dice-each-group-of-dice = Each group of dice can be one joker only: list every group once.
err-dice-not-joker-write-group = '{ $word }' is not a joker: write the group of dice, '=', and the colour to cross, e.g. RR=B.
err-dice-not-joker-group-joker = '{ $upper }' is not a joker group: a joker is two or more dice showing the same symbol, written like RR or YYY.
err-dice-which-dice-are-joker = Which dice are the joker? Write e.g. 'score joker RR=B' (your two red dice as a joker for one blue cross).
err-dice-option-start-variant-must = Option 'start_variant' must be true or false.
err-dice-option-games-must-be = Option 'games' must be a whole number from 1 to { $max_games }.
err-dice-option-dice-must-be = Option 'dice' must be a list of rolls.
err-dice-explicit-roll-must-show = Explicit roll '{ $text }' must show { $per_player ->
        [one] { $per_player } die
       *[other] { $per_player } dice
    }.
err-migrations-no-migration-from-record = No migration from record schema { $version } to { $value } is registered.
err-migrations-migration-from-record-schema = The migration from record schema { $version } is broken.
err-record-game-record-must-be = A game record must be a JSON object.
err-record-record-names-no-known = Record names no known edition: { $error }
err-record-record-cannot-set-up = Record cannot set up its game: { $error }
err-record-cannot-read-record = Cannot read record { $path }: { $error }
err-record-move-by-seat-does = Move { $value } ({ $text } by seat { $seat }) does not replay: { $error }
err-spezial-not-genial-spezial-move = '{ $notation }' is not a Genial Spezial move.
err-spezial-and-are-not-neighbours = { $label } and { $label2 } are not neighbours: a stone covers two fields that touch.
err-spezial-covers-give-colour = { $first }-{ $second } covers { $need ->
        [0] no bonus field: give no colours
        [one] 1 bonus field: give 1 colour
       *[other] { $need } bonus fields: give { $need } colours
    }.
err-spezial-you-can-still-place = You can still place a stone: passing is allowed only when no two neighbouring empty fields are left.
err-spezial-option-chips-must-map = Option 'chips' must map tower labels to chips.
err-spezial-option-chips-has-no = Option 'chips': { $label } has no tower.
err-spezial-option-chips-no-chip = Option 'chips': no chip { $code } left.
err-spezial-write-move-e-g = Write a move, e.g. { $example }.
err-spezial-not-move-write-e = '{ $raw }' is not a move. Write e.g. { $example }.
err-spezial-names-field-stone-covers = '{ $raw }' names { $count ->
        [one] { $count } field
       *[other] { $count } fields
    }: a stone covers exactly two. Write e.g. { $example }.
err-spezial-genial-spezial-has-no = Genial Spezial has no { $colour }: choose one of { $names }.
err-spezial-neither-field-nor-colour = '{ $word }' is neither a field nor a colour; the colours are { $names }.
err-spezial-you-have-no-stones = You have no stones left.
err-spezial-not-on-board = { $label } is not on the board.
err-spezial-holds-tower-stones-go = { $label } holds a tower: stones go next to towers, never on them.
err-spezial-already-covered = { $label } is already covered.
err-3d-not-move-in-this = '{ $word }' is not a move in this game.
err-3d-start-option-must-name = The start option must name each of the six colours once, e.g. 'RGBOYP'.
err-3d-your-placements-are-done = Your placements are done: choose 'exchange' or 'keep'.
err-3d-you-have-no-tile = You have no { $code } tile { $solo ->
        [1] to place
       *[0] on your rack
    }.
err-3d-opening-rule = Opening rule (3D-16): place next to a start stone that no tile touches yet ({ $cells }).
err-3d-you-can-only-pass = You can only pass when you have no tile left.
err-3d-not-placement = '{ $text }' is not a placement.
err-record-move-by-seat-replays = Move { $n } ('{ $get }' by seat { $get2 }) replays to gains { $list }, but the record stores { $normal }.
err-record-game-ends-after-move = The game ends after move { $n }, but the record goes on.
err-record-record-finished-after-move = The record is finished after move { $moves }, but the replayed game is not over.
err-core-not-a-colour = '{ $text }' is not a colour: use one of R (red), G (green), B (blue), O (orange), Y (yellow), P (purple).
err-classic-swap-after-placing = You can swap only after placing your tile(s) this turn.
err-classic-cannot-swap-now = You cannot swap now.
err-classic-sticks-out-beyond = That tile would stick out beyond { $cell }: half of it would be off { $players ->
        [0] the board
       *[other] the area in play with { $players } players
    }.
err-classic-sticks-out = That tile would stick out: half of it would be off { $players ->
        [0] the board
       *[other] the area in play with { $players } players
    }.
err-cards-exchange-after-playing = You can exchange your hand only after playing your card(s) this turn.
err-cards-cannot-exchange-now = You cannot exchange now.
err-3d-exchange-after-placing = You can exchange only after your placements this turn (D-3D-8).
err-3d-cannot-exchange-now = You cannot exchange now.
err-3d-off-board-from = From { $cell }, the tile's other half would lie off the board: a tile may not stick out (3D-13).
err-3d-off-board = That tile would lie off the board: a tile may not stick out (3D-13).
err-3d-not-neighbours = { $first } and { $second } are not neighbours.
err-3d-not-flat = { $first } is at height { $low } and { $second } at height { $high }: a tile must lie flat on one level (3D-14).
err-3d-exactly-on-tile = { $first } and { $second } are the two halves of one tile: a stacked tile must lie offset, never exactly on a tile below (3D-12).
err-dice-empty-move = Empty move. Write 'roll', 'reroll', 'score' or 'score joker RR=B' (your two red dice as a joker for one blue cross).
err-dice-not-a-move = '{ $text }' is not a move. Write 'roll', 'reroll', 'score' or 'score joker RR=B' (your two red dice as a joker for one blue cross).

## What a move did (one line in the thread).
move-resigned = resigned
move-passed-no-tiles = passed (no tiles left)
move-passed-no-cards = passed (no cards left)
move-swapped-rack = swapped the whole rack
move-kept-rack = kept the rack
move-kept-hand = kept the hand
move-exchanged-tiles = exchanged all { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    }
move-exchanged-hand = exchanged the whole hand (showing { $cards }: no { $weak })
move-gain = +{ $points } { $colour }
move-gains = { $gains }
move-no-points = no points
move-loss = { $points } { $colour }
move-lost-to-cap = { $gains } ({ $lost } lost to the cap)
move-lost-to-areas = { $gains } ({ $lost } lost to the areas)
move-lost-to-locks = { $gains }; lost to locks or full rows: { $lost }
move-placed = placed { $tile } on { $first }-{ $second }: { $gains }
move-placed-level = placed { $tile } on { $first }-{ $second } (level { $level }): { $gains }
move-placed-stone = placed a stone on { $first }-{ $second }: { $gains }{ $why ->
        [0] {""}
       *[other] {" "}({ $why })
    }
move-chip = { $colour } { $value }
move-chips = { $count ->
        [one] chip
       *[other] chips
    } { $chips }
move-large-towers = { $count ->
        [one] 1 large tower
       *[other] { $count } large towers
    }: +{ $count } in every colour
move-bonus-fields = bonus field { $colours }
move-played-card = played { $card }{ $first ->
        [0] {""}
       *[other] {" "}({ $first } first)
    }: { $gains }
move-genial = { $move } - Einfach Genial! { $bonus ->
        [one] 1 bonus move
       *[other] { $bonus } bonus moves
    }
move-genial-placements = { $move } - Genial! { $bonus ->
        [one] 1 bonus placement
       *[other] { $bonus } bonus placements
    }
move-as-bonus = bonus: { $move }
move-sentence = { $move }.
move-then = { $move } { $note }
status-end-too-few-players = too few players are left
status-end-over = the end of play is reached
status-end-because = { $why }
status-end-all-at-cap = { $seat } has { $cap } in all six colours
status-end-team-at-cap = { $seat } brings the team to { $cap } in all six colours
status-end-no-free-pair = no two neighbouring fields are free any more, so no tile fits
status-end-no-tiles-left = the bag and every rack are empty
status-end-all-stones-placed = every player has placed all their stones
status-end-no-free-fields = no two neighbouring fields are free any more, so no stone fits
status-end-all-at-goal = { $seat } has all six colours at { $goal } or more
status-end-last-round = { $seat } won the last round of the match
status-end-sheet-full = { $seat } crossed every box of the score sheet
status-end-last-game = { $seat } won the last game of the match
move-game-over = Game over: { $why }.
move-3d-final-round = Fewer than { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    } left: final round, everybody has one more turn without drawing.
move-3d-end-cap = { $cap } in every colour
move-3d-end-final-round = the final round is over
move-3d-end-blocked = no tile can be placed any more
move-3d-end-players = too few players left
move-3d-end-all-placed = every tile has been placed
move-dice-group = { $count ->
        [one] { $colour }
       *[other] { $count }× { $colour }
    }
move-rolled = rolled { $dice } (roll { $roll } of { $rolls })
move-scored = scored: { $crosses }
move-scored-joker = scored (joker { $jokers }): { $crosses }
move-dice-won-game = - the whole sheet is crossed: wins the game!
move-dice-won-round = - the whole sheet is crossed: wins game { $game } of { $games }!
move-dice-won-match = { $won } The match is over.
move-cards-won-game = - all six colours at 7 or more: wins the game!
move-cards-vp = seat { $seat } { $points }
move-cards-won-round = - all six colours at 7 or more: wins round { $round } of { $rounds } (victory points: { $vps }
move-cards-match-over = { $won }). The match is over.
move-cards-next-round = { $won }). Round { $round } is dealt.
move-removed = was removed from the game
move-timed-out = ran out of time and leaves the game

## The state of play, one public line ($seat is the player's name).
status-game-over = Game over.
status-game-over-because = Game over: { $why }.
status-classic = { $seat } { $what ->
        [swap] decides whether to swap their rack
        [bonus] makes a bonus placement
       *[place] places a tile
    }. Tiles in the bag: { $bag }.
status-3d = { $seat } { $what ->
        [exchange] decides whether to exchange their rack
        [bonus] makes a bonus move
       *[place] places a tile
    }. Tiles in the supply: { $supply }.
status-3d-final-round = { $status } Final round: still to play { $seats }.
status-solo = Place { $tile }. Tiles left after it: { $left }. Result so far: { $score }.
status-solo-over = { $status } Result: { $score }.
status-cards = { $round ->
        [0] {""}
       *[other] Round { $round } of { $rounds }:{" "}
    }{ $seat } { $what ->
        [exchange] decides whether to exchange their hand
        [bonus] makes a bonus move
       *[play] plays a card
    }. Draw pile: { $draw }, discard pile: { $discard }.
status-spezial = { $seat } places a stone (round { $round } of { $rounds }). Stones left: { $left }.
status-dice-to-roll = { $seat } to roll{ $games ->
        [1] {""}
       *[other] {" "}(game { $game } of { $games })
    }.
status-dice-rolled = { $seat } rolled { $rolls ->
        [1] once
        [2] twice
       *[other] { $rolls } times
    } and { $left ->
        [0] must score
        [1] may reroll 1 more time or score
       *[other] may reroll { $left } more times or score
    }{ $games ->
        [1] {""}
       *[other] {" "}(game { $game } of { $games })
    }.

## Refusals at the engines' boundary (any input in, a clear refusal out).
err-cli-move-malformed = Move { $n } is malformed.
err-core-player-count = { $name } is for { $low }-{ $high ->
        [one] { $high } player
       *[other] { $high } players
    }, not { $what }.
err-core-seed-must-be-whole = The seed must be a whole number from 0 to 2**63-1.
err-core-options-must-be-given = Options must be given as names with values (a mapping).
err-core-options-must-be-names = Options must be names with values.
err-core-move-must-be-written = A move must be written as text, not { $name }.
err-core-that-far-too-long = That is far too long to be a move.
err-core-that-not-move-of = That is not a move of { $edition }.
err-core-unknown-option = { $name } has no option '{ $shown }'.
err-core-option-cannot-be-set = Option '{ $key }' cannot be set.
err-core-option-has-invalid-value = Option '{ $key }' has an invalid value.
err-core-option-must-be-true = Option '{ $name }' must be true or false.
err-core-option-must-be-whole = Option '{ $name }' must be a whole number from { $low } to { $high }.
err-core-option-must-list-codes = Option '{ $name }' must list { $what } codes, e.g. ["GO", "BY"].
err-core-option-must-hold-exactly = Option '{ $name }' must hold exactly the { $len } { $what }s of this edition, each as often as in the box, in any order (it holds { $len2 }).
err-core-that-move-malformed-its = That { $name } move is malformed: its { $name2 } is not valid.
err-core-option-codes-as-text = Option '{ $name }' must list { $what } codes (text such as "GO").
err-core-option-not-code-such = Option '{ $name }': '{ $shown }' is not a { $what } code such as "GO".
err-core-not-move = '{ $shown }' is not a move.
err-core-not-such-move = '{ $shown }' is not such a move.
err-core-unreadable-move = That is not a move of { $name }.
err-core-that-not-valid-move = That is not a valid move of { $name }.
err-core-not-a-direction = '{ $shown }' is not a direction: use r, l, ur, ul, dr or dl.
err-core-there-no-symbol-in = There is no { $colour } symbol in this game.
err-dice-joker-names-colours-dice = A joker names colours the dice show.
err-dice-joker-two-or-more = A joker is two or more of your dice showing the same symbol, written like RR or YYY.
err-dice-option-dice-each-roll = Option 'dice': each roll is { $per_player } colour letters, e.g. '{ $value }'.
err-migrations-unknown-schema = Unsupported record schema { $brief } (expected { $target }).
err-migrations-newer-schema = Unsupported record schema { $brief } (expected { $target } or older): it was written by a newer version of the bot.
err-record-bad-options = Malformed record: missing or invalid field 'options'.
err-record-replay-up-to-whole = Replay up to a whole number of moves.
err-record-record-path-must-be = A record's path must be text.
err-record-bad-field = Malformed record: missing or invalid field '{ $key }'.
err-record-bad-move = Move { $value } is malformed: { $brief }.
err-record-cannot-read-record-it = Cannot read record { $path }: it is nested too deeply.
err-edition-unknown = There is no edition '{ $shown }'. Choose one of: { $known }.
err-spezial-no-such-colour = Genial Spezial has no { $colour } colour.
err-spezial-option-chips-codes = Option 'chips' must map tower labels to chip codes, e.g. {"{"}"G4": "P2"{"}"}.
err-record-last-move-result = Move { $moves } (the last) replays to the result { $got }, but the record stores { $brief }.
err-record-move-scores = Move { $n } ({ $brief } by seat { $brief2 }) replays to scores { $got }, but the record stores { $brief3 }.
err-3d-solo-no-exchange = Solo 3D has no exchange and no rack to keep: place the drawn tile { $tile } (3D-41).
err-3d-solo-no-exchange-empty = Solo 3D has no exchange: place the drawn tile (3D-41).
err-spezial-option-chips-bad = Option 'chips': { $error }

# A 3D move is a sentence of its own: its total goes inside it ("...: +1 orange, +1 purple,
# 2 points in all.") instead of after its full stop.
move-with-total = { $move }, { $points ->
    [one] { $points } point in all
   *[other] { $points } points in all
}
