## Computer players: seats, take-over, hints and analysis.

# A seat the computer plays, on the board, in posts and standings; with its level in the lobby.
ui-computer-name = { $name } (computer)
ui-computer-name-level = { $name } (computer, { $level })
ui-computer-level-easy = easy
ui-computer-level-normal = normal
ui-computer-level-strong = strong
ui-computer-someone = A player

# Lobby buttons and their refusals.
ui-computer-button-add = Add computer
ui-computer-button-remove = Remove computer
ui-computer-err-creator-only = Only the player who opened this game can add or remove computers.
ui-computer-err-none = There is no computer in this lobby to remove.
ui-computer-err-too-many = { $computers ->
    [one] One computer
   *[other] { $computers } computers
} and you do not fit in a game for { $players }: choose fewer computers or more players.

# The time-out policy "computer", announced in the game's thread.
ui-computer-took-over = { $name } ran out of time; a computer ({ $level }) plays that seat from now on. The game no longer counts for ratings.
err-computer-seat-taken = A computer plays your seat in game #{ $number } now.

# /genial { cmd-computer-hint }
ui-computer-hint = Hint for game #{ $game }: the strong computer would play `{ $move }`: { $said }
ui-computer-hint-chance = Hint for game #{ $game }: the strong computer would play `{ $move }` now.
ui-computer-err-no-hints = Game #{ $game } was opened without hints (`/genial { cmd-new } ... hints:True` allows them).

# /genial { cmd-computer-analysis }
ui-computer-err-not-over = Game #{ $game } is not over yet: it can be analysed once it has ended.
ui-computer-analysis-title = **Analysis of game #{ $game }** (compared with the strong computer)
ui-computer-analysis-line = **{ $name }**: { $matched } of { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} the same as the strong computer's choice; { $left ->
    [0] every other move scored as many points as its choice, so no points were left on the table.
   *[other] { $left ->
        [one] { $left } point
       *[other] { $left } points
    } left on the table in all ({ NUMBER($lost, minimumFractionDigits: 1, maximumFractionDigits: 1) } per move).
}
ui-computer-analysis-miss = · move { $number }: `{ $played }` scored { $points ->
    [one] { $points } point
   *[other] { $points } points
}; the computer's `{ $suggested }` would have scored { $best }, { $more } more.
img-computer-analysis-title = Game #{ $game }: analysis
img-computer-accuracy = Moves as the strong computer would play
img-computer-points-left = Points left per move
img-computer-per-move = { $points } / move ({ $moves })
alt-computer-analysis-player = { $name } { $matched } of { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} the same, { NUMBER($lost, minimumFractionDigits: 1, maximumFractionDigits: 1) } points left per move
alt-computer-analysis = Analysis of game #{ $game }, compared with the strong computer: { $figures }.

# Commands
cmd-computer-new-computers = Computer players to seat (0-3); alone with computers, the game starts at once
cmd-computer-new-level = How well the computers play (default: normal)
cmd-computer-new-on-timeout = When a player's turn times out: they leave, a computer plays on, or the turn is skipped
cmd-computer-new-hints = Allow /genial { cmd-computer-hint } in this game (the computer's suggestion, privately)
cmd-computer-opt-computers = computers
cmd-computer-opt-level = level
cmd-computer-opt-on-timeout = on_timeout
cmd-computer-opt-hints = hints
cmd-computer-choice-easy = easy
cmd-computer-choice-normal = normal
cmd-computer-choice-strong = strong
cmd-computer-choice-leave = the player leaves
cmd-computer-choice-computer = a computer plays on
cmd-computer-hint = hint
cmd-computer-hint-desc = The strong computer's suggestion for your move (only you see it; if the game allows hints)
cmd-computer-analysis = analysis
cmd-computer-analysis-desc = How each player of a finished game did against the strong computer
cmd-computer-analysis-game = The finished game's number

# A paragraph of /genial { cmd-help }.
help-computer = {"**"}Computers:** `/genial { cmd-new } ... computers:3 level:normal` fills seats with computers (alone, the game starts at once; **Add computer** in the lobby); `on_timeout:computer` lets one take over a vanished player; `hints:True` allows `/genial { cmd-computer-hint }`; `/genial { cmd-computer-analysis }` reviews a finished game. Games with a computer are never rated.
ui-computer-turn = { $who } is to move: the computer plays this seat.
    -# { $status }
