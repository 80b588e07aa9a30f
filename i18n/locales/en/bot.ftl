## The bot's own refusals and the lines of the move flow (private: in the reader's language).

err-bot-not-found = There is no such game on this server. Use `/genial { cmd-games }` to see your games.
err-bot-not-found-game = There is no game #{ $number } on this server. Use `/genial { cmd-games }` to see your games.
err-bot-stale = That menu is from an earlier turn: open a fresh one with the button under the latest board.
err-bot-not-allowed = You are not allowed to do that here.
err-bot-not-understood = I could not understand '{ $text }'.
err-bot-went-wrong = Something went wrong on our side. Please try again; your games are safe.
err-bot-went-wrong-game = Something went wrong on our side. Please try again; the game itself is safe.
err-bot-not-a-player = You are not a player of game #{ $number }.
err-bot-not-your-turn = It is not your turn.
err-bot-cancelled = Game #{ $number } was cancelled.
err-bot-not-started = Game #{ $number } has not started yet.
err-bot-game-over = Game #{ $number } is over.
err-bot-left = You have left game #{ $number }.
err-bot-corrupt = Game #{ $number } cannot be loaded (its stored record is damaged). An admin can cancel it with `/genial { cmd-cancel }`.

ui-flow-preview = **Preview** of `{ $move }`: { $said }
    Press **{ $button }** to make this move.
ui-flow-played = Played: { $said }
ui-flow-board-in-thread = The board is in the game's thread.
err-bot-no-command = There is no such command here.
