# /{ cmd-league-group } { cmd-league-replace } ... computer: (issue 10 with issue 12)
cmd-computer2-opt-computer = computer
cmd-computer2-replace-computer = Or: a computer of this level plays the seat (the player counts as last there)
ui-computer2-err-by-or-computer = Name either a member (`by:`) or a computer level (`computer:`) to take the seat, not both.
ui-computer2-err-replace = { $player } has no seat of their own in running game #{ $game } (not seated, left, or a computer already plays it).
ui-computer2-league-replaced = **{ $league }**, game #{ $game }: a computer ({ $level }) plays the seat of { $old } from now on (by { $by }). { $old } counts as last at this table; the game no longer counts for ratings.
ui-computer2-info-replaced = A player replaced by a computer counts as last at that table, whatever the computer scores.
ui-computer2-games-taken-over = taken over by a computer
ui-computer2-turn = { $who } is to move: the computer plays this seat.
    -# { $status }
