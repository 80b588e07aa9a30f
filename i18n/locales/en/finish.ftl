## Refusals and notices: options at /genial { cmd-new },
## choosing a game, typed places, a race lost, cancellations, solo bests, damaged records,
## and the persistence layer's refusals (data/errors.py carries only their ids).

err-bot-option-unknown = '{ $word }' is not an option of { $edition }. Options: { $options }.
err-bot-option-none = '{ $word }' is not an option: { $edition } has no settings to choose.
err-bot-option-yes-no = Write { $name }=yes or { $name }=no.
err-bot-option-number = { $name } takes a whole number, e.g. { $name }=3.
ui-option-rounds = rounds in a match, scored in victory points
ui-option-games = games in the match, won on victory points
ui-option-start-variant = start rule: nobody rolls before the first turn

err-bot-no-running-game = You are not in any running game on this server. Open one with `/genial { cmd-new }`.
err-bot-which-game = Which game? You are playing { $games }{ $more ->
    [0] {""}
   *[other] {" "}and { $more } more
}: choose one in the `{ cmd-opt-game }` option.
err-bot-not-a-place = '{ $text }' is not a place for a move. Type the move as the menu lists it, or just its place: a cell and a direction (e.g. 'D9 dr') or two cells ('D9 D10').
err-bot-not-a-place-group = '{ $text }' is not a place for { $group }. Type the move as the menu lists it, or just its place: a cell and a direction (e.g. 'D9 dr') or two cells ('D9 D10').
ui-play-played = Played `{ $move }`: { $said }
ui-play-board-title = **Genial #{ $number }**
err-bot-too-late = Someone was faster: that turn has already been played.

ui-flow-cancelled-by = Game #{ $number } was cancelled by { $by }. Its buttons no longer work.
ui-solo-new-best = 🏆 New personal best: **{ $score }** (before: { $before }).
ui-solo-first-best = 🏆 New personal best: **{ $score }**.
ui-solo-result = Result { $score }; your personal best stays { $before }.
ui-solo-see-best = See `/{ cmd-rating-group } { cmd-leaderboard }` for this server's list.
ui-record-damaged = Game #{ $number }: this game's record cannot be replayed as it was played by this version of the bot, so its board and scores cannot be trusted. Sorry! An admin can cancel it with `/genial { cmd-cancel }`.

err-data-refused = That is not possible now.
err-data-not-found = There is no such game on this server. Use `/genial { cmd-games }` to see your games.
err-data-damaged = This game is damaged in the database and cannot be loaded. An admin can cancel it with `/genial { cmd-cancel }`.
err-data-not-playing = This game is not being played any more.
err-data-moved-first = Someone else moved first: the game has changed. Look at the board again.
err-data-no-seat = That player has no seat in this game.
err-data-lobby-not-started = This game has not started yet.
err-data-storage = The bot cannot save anything right now (its database is full or busy). Nothing was changed: if this was a move, your move was NOT played. Please try again later.
err-data-unreachable = The bot cannot reach its database right now (it is restarting or out of reach); it reconnects by itself. Nothing was changed: if this was a move, your move was NOT played. Please try again in a moment.
err-data-commit-unknown = The bot lost its database just as it was saving this, so it cannot tell yet whether it was saved. If this was a move: once the database answers again (it reconnects by itself), a saved move appears in the game's thread; if it does not appear, it was not played and you can play it again then.

## Word moves on the hand panel (app/text/words.py): buttons and what each does.
ui-word-swap = Swap
ui-word-exchange = Exchange
ui-word-keep = Keep
ui-word-pass = Pass
ui-word-roll = Roll
ui-word-reroll = Reroll ({ $left } left)
ui-word-swap-tiles = Swap: put your whole rack back and draw { $size ->
        [one] { $size } new tile
       *[other] { $size } new tiles
    }
ui-word-exchange-tiles = Exchange: show and put back your whole rack, draw { $size ->
        [one] { $size } new tile
       *[other] { $size } new tiles
    }
ui-word-exchange-cards = Exchange: show your hand, discard it all and draw { $size ->
        [one] { $size } new card
       *[other] { $size } new cards
    }
ui-word-keep-tiles = Keep your rack and draw up to { $size }
ui-word-keep-cards = Keep your hand and draw up to { $size }
ui-word-pass-tiles = Pass: you have no tile to place
ui-word-pass-cards = Pass: you have no card to play
ui-word-roll-dice = { $dice ->
        [one] Roll your die
       *[other] Roll your { $dice } dice
    }
