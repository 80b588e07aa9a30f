## The bot's own messages, buttons, menus and forms.

# /{ cmd-server-group } { cmd-config }
ui-config-permission = Only someone with Manage Server can change the bot's settings, and only in a server.
ui-config-unknown = Pick one of the offered languages.
ui-config-language-set = From now on lobbies, turn posts and boards on this server are in { $language }.

# Lists of names.
ui-and-list = { $first } and { $last }

# The lobby (public, in the server's language).
ui-lobby-title = **Genial #{ $number }: { $edition }**{ $players ->
    [1] {" "}(solo)
   *[other] {" "}for { $players } players
}
ui-lobby-opened-by = Opened by { $creator }.
ui-lobby-seats = Seats ({ $seated }/{ $wanted }): { $names }
ui-lobby-nobody = nobody yet
ui-lobby-options = Options: { $options }
ui-lobby-invited = Invited: { $users }
ui-lobby-join-hint = Press **Join** to take a seat.{ $ready ->
    [1] {" "}A seated player can press **Start**.
   *[0] {""}
}
ui-lobby-cancelled = This game was cancelled.
ui-lobby-finished = Finished: { $winners } { $count ->
    [one] won
   *[other] won
}. Final standings{ $threaded ->
    [1] {" "}in { $where }
   *[0] {""}
}.
ui-lobby-on = The game is on in { $thread }.

# Turn posts (public).
ui-button-my-tiles = My tiles
ui-button-my-cards = My cards
ui-button-play = Play
ui-turn-bonus = { $who }: bonus move! ({ $owed } to make)
ui-turn-yours = { $who }, it is your turn. Press **{ $button }** or use `/genial { cmd-play }`.
    -# { $status }
ui-game-started = **Genial #{ $number }** has started. Seat order (drawn at random): { $order }
ui-game-over = **Game over:** { $why }. Final standings:

# The private hand panel.
ui-hand-over = The game is over.
ui-hand-choice = Your choice: { $choices }
ui-hand-choose-group = Your turn: choose what to play (best points first), or type a move.
ui-hand-choose-where = Now choose where to play **{ $group }** (best points first).
ui-hand-their-turn = It is { $who }'s turn. { $status }

# Lobby buttons and refusals.
ui-button-join = Join
ui-button-leave = Leave
ui-button-start = Start
ui-button-cancel = Cancel
ui-lobby-err-full = This game is full.
ui-lobby-err-already = You already have a seat in this game.
ui-lobby-err-not-lobby = This game has already started or was cancelled.
ui-lobby-err-not-seated = You do not have a seat in this game.
ui-lobby-err-empty = Nobody is seated.
ui-lobby-err-seats-changed = The seats changed meanwhile; press Start again.
ui-lobby-err-players = { $edition } is for { $span } { $max ->
    [one] player
   *[other] players
}, not { $players }.
ui-lobby-err-solo-clock = A game for one has no clock: you play it at your own pace. Open it again without `{ cmd-opt-clock }` and `{ cmd-computer-opt-on-timeout }`.
ui-lobby-err-dm = Games are played in a server channel, not in direct messages.
ui-lobby-err-creator-leaves = You opened this game: use **Cancel** to close it instead.
ui-lobby-err-start-unseated = Only a seated player can start the game.
ui-lobby-err-too-few = { $edition } needs at least { $min ->
        [one] { $min } player
       *[other] { $min } players
    }.

# "Are you sure?" (resign, cancel, kick).
ui-button-confirm = Confirm
ui-button-back = Back
ui-confirm-only-manager-cancel = Only the player who opened this game, or someone with Manage Server, can cancel it.
ui-confirm-only-manager-kick = Only the player who opened this game, or someone with Manage Server, can remove players.
ui-confirm-you-not-playing = You are not playing in game #{ $game }.
ui-confirm-they-not-playing = { $who } is not playing in game #{ $game }.
ui-confirm-already-over = Game #{ $game } is already over.
ui-confirm-unknown = Unknown action.
ui-confirm-creator-stays = The player who opened the game cannot be removed from its lobby: cancel the game instead.
ui-confirm-no-seat = { $who } has no seat in game #{ $game }.
ui-confirm-ask-resign = Resign from game #{ $game }? You leave the game and rank last.
ui-confirm-ask-cancel = Cancel game #{ $game } for everybody? This cannot be undone.
ui-confirm-ask-kick-lobby = Remove { $who } from the lobby of game #{ $game }?
ui-confirm-ask-kick = Remove { $who } from game #{ $game }? They leave the game and rank last.
ui-confirm-question = **Are you sure?** { $question }
    Press **Confirm** to go ahead, or **Back** to keep things as they are.
ui-confirm-unchanged = Nothing was changed.
ui-confirm-moved-on = The game has moved on since you were asked, so nothing was done. Run the command again if you still want to.
ui-confirm-cancelled = Game #{ $game } is cancelled.
ui-confirm-kicked-lobby = Removed { $who } from the lobby of game #{ $game }.
ui-confirm-resigned = You resigned from game #{ $game }.
ui-confirm-kicked = Removed { $who } from game #{ $game }.

# The move builder (private).
ui-menu-best = best: { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $move }
ui-hand-choose-best = Your turn: pick one of the best moves (most points first), or choose step by step below, or type a move.
ui-menu-best-moves = Best moves, most points first
ui-menu-weakest-gain = { $count ->
    [one] weakest colour
   *[other] weakest colours
} +{ $points }
ui-menu-choose-group = Choose what to play
ui-menu-where = Where to play { $group }
ui-menu-choose-move = Choose a move
ui-button-type-cell = Type a cell
ui-button-type-move = Type a move

# Reminders (public).
ui-reminder = { $who }, game #{ $game } is waiting for your move. Use the button under the latest board, or `/genial { cmd-play }`.

# /genial { cmd-games } (private).
ui-games-none = You have no open games on this server. Start one with `/genial { cmd-new }`.
ui-games-header = **Your games on this server** ({ $games }, { $waiting ->
        [0] none waiting for you
       *[other] { $waiting } waiting for you, listed first
    }){ $pages ->
        [one] {""}
       *[other] {" "}- page { $page } of { $pages }
    }:
ui-games-not-yours = That list belongs to someone else: use `/genial { cmd-games }` for yours.
ui-games-your-turn = your turn
ui-games-lobby = lobby
ui-games-active = in progress
ui-games-taken-over = taken over by a computer
ui-button-previous = Previous
ui-button-next = Next

# /{ cmd-rating-group } { cmd-leaderboard } of a solo game, /genial { cmd-log } { cmd-opt-record }, /genial { cmd-play }, /genial { cmd-board }.
ui-best-title = **{ $edition }: best results on this server**
ui-best-someone = someone
ui-best-none = No solo game finished yet. Try `/genial { cmd-new } { cmd-opt-edition }:{ cmd-edition-3d-solo }`.
ui-best-mine = Your personal best: { $score }
ui-best-no-result = You have no result yet.
ui-record-not-finished = Game #{ $game } is not finished. A running game's record stays secret (it holds the seed that fixes the bag); it is available once the game ends.
ui-record-file = Record of game #{ $game }. Replay it with `python -m genial replay { $file }`.
ui-play-too-long = That is not a move: it has { $length } characters. A move is a few words, e.g. 'RB F7 r'; start typing and pick one of the suggestions.
ui-game-not-started = Game #{ $game } has not started yet.

# The form to type a move (private).
ui-form-title = Genial #{ $game }: type your move
ui-form-where = Where to play { $group } (cell and direction)
ui-form-move = Your move
ui-form-example = e.g. { $example }
ui-input-range = `{ $option }` must be a whole number from { $low } to { $high }, not `{ $value }`. Nothing was changed.
ui-input-choice = `{ $value }` is not one of the choices for `{ $option }`. Nothing was changed.
ui-input-user = I cannot find that user. Pick a member of this server.
# Long menus narrowed to one board row first; the card game's order step.
ui-hand-choose-row = { $tile ->
    [1] Now choose the row of the board where **{ $group }** goes (then the exact place).
   *[other] Your turn: choose a row of the board first (then the field), or type a move.
}
ui-hand-choose-where-row = Now choose where to play **{ $group }** in row { $row } (best points first).
ui-menu-choose-row = { $tile ->
    [1] Which row for { $group }?
   *[other] Which row of the board?
}
ui-menu-row = Row { $row }
ui-menu-row-moves = { $count } { $count ->
    [one] place
   *[other] places
}, best +{ $points } ({ $move })
ui-menu-row-fields = { $count } { $count ->
    [one] field
   *[other] fields
}, best +{ $points } ({ $move })
ui-menu-which-way = { $group }: which colour scores first?
ui-button-roll-best = Roll and show me the best
