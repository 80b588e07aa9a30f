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
ui-turn-standing-tied = { $name } { $count ->
    [one] one colour
   *[other] { $count } colours
} at { $points }
ui-turn-standing-two = { $name } { $first } { $a }, { $second } { $b }
ui-turn-standings = Weakest colours: { $scores }
ui-flow-board-in-channel = I may not post in the game's thread, so the board is in the channel the game was created in.
ui-flow-board-pending = Your move is recorded. Discord did not take the board post just now; it follows by itself as soon as Discord lets me (nothing to do for you).
ui-flow-board-refused = Your move is recorded, but I could not post the board: I may not post in the game's thread or its channel. The server's owner has been told; the post follows once the permission is back.
ui-flow-board-failed = Your move is recorded, but its board post failed (an error on my side, logged for the bot's owner). `/genial { cmd-board }` shows the board.
ui-delivery-game-prefix = **Genial #{ $number }** (I may not post in its thread):
ui-delivery-alert-thread = ⚠️ I may no longer post in the threads of this channel (the permission *Send Messages in Threads* is missing), so games go on here in the channel. An admin can give the permission back in the channel's settings; I will then post in the threads again.
ui-delivery-alert-post = ⚠️ On the server **{ $server }** I may no longer post in the channels where games are played (the permission *Send Messages* or *Send Messages in Threads* is missing). Moves are still recorded, and their posts follow once the permission is back.
err-bot-no-command = There is no such command here.
