## Clocks, reminders, vacations, /genial next (issue 13)

move-skipped = ran out of time: turn skipped

# Durations (rounded down to minutes).
ui-clock-span-days = { $days } d { $hours } h
ui-clock-span-hours = { $hours } h { $minutes } min
ui-clock-span-minutes = { $minutes } min

# A game's clock and what a time-out does (lobby, /genial rules, /genial games).
ui-clock-none = no clock
ui-clock-fixed = { $time } per move
ui-clock-bank = { $start } to start, +{ $increment } per move, at most { $cap }
ui-timeout-leave = the player leaves the game
ui-timeout-skip = the turn is skipped (after { $skips } skips in a row the player leaves)
ui-timeout-computer = a computer player takes the seat
ui-clock-line = ⏱️ Clock: { $clock }. At time-out: { $timeout }.
ui-clock-line-none = ⏱️ No clock: nobody runs out of time.
ui-clock-away = { $left } (away until { $until })

# Your turn, reminders and the last warning (in the game's thread, or by direct message).
ui-clock-turn = { $who }, it is your turn in game #{ $game }.
ui-clock-reminder = { $who }, game #{ $game } is waiting for your move: { $left } left on your clock.
ui-clock-last-warning = { $who }, last warning: your time in game #{ $game } runs out in { $left }.
ui-clock-turn-dm = It is your turn in game #{ $game } on { $server }: { $link }
ui-clock-reminder-dm = Game #{ $game } on { $server } is waiting for your move: { $left } left on your clock. { $link }
ui-clock-last-warning-dm = Last warning: your time in game #{ $game } on { $server } runs out in { $left }. { $link }
