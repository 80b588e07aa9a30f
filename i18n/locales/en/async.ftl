## Clocks, reminders, vacations, /genial { cmd-next }.

move-skipped = ran out of time: turn skipped

# Durations (rounded down to minutes).
ui-clock-span-days = { $days } d { $hours } h
ui-clock-span-hours = { $hours } h { $minutes } min
ui-clock-span-minutes = { $minutes } min

# A game's clock and what a time-out does (lobby, /genial { cmd-help }, /genial { cmd-games }).
ui-clock-none = no clock
ui-clock-fixed = { $time } per move
ui-clock-bank = { $start } to start, +{ $increment } per move, at most { $cap }
ui-timeout-leave = the player leaves the game
ui-timeout-skip = the turn is skipped (after { $skips ->
        [one] { $skips } skip
       *[other] { $skips } skips
    } in a row the player leaves)
ui-timeout-computer = a computer player takes the seat
ui-clock-line = ⏱️ Clock: { $clock }. At time-out: { $timeout }.
ui-clock-line-none = ⏱️ No clock: nobody runs out of time.
ui-clock-away = { $left }, away until { $until }

# Your turn, reminders and the last warning (in the game's thread, or by direct message).
ui-clock-reminder = { $who }, game #{ $game } is waiting for your move: { $left } left on your clock.
ui-clock-last-warning = { $who }, last warning: your time in game #{ $game } runs out in { $left }.
ui-clock-turn-dm = It is your turn in game #{ $game } on { $server }: { $link }
ui-clock-turn-mention = { $who }, it is your turn in game #{ $game }.
ui-clock-reminder-dm = Game #{ $game } on { $server } is waiting for your move: { $left } left on your clock. { $link }
ui-clock-last-warning-dm = Last warning: your time in game #{ $game } on { $server } runs out in { $left }. { $link }

## Commands (names: lowercase, no spaces).
cmd-settings = settings
cmd-settings-desc = How you hear that it is your turn: mention, direct message or nothing; reminders; quiet hours
cmd-settings-notify = How you hear that it is your turn
cmd-settings-reminders = Reminders before your time runs out (the last warning always comes)
cmd-settings-quiet-from = Quiet hours start, your local time (e.g. 22:00)
cmd-settings-quiet-until = Quiet hours end, your local time (e.g. 07:00)
cmd-settings-zone = Your time zone (e.g. Europe/Berlin)
cmd-notify-mention = A mention in the game's thread
cmd-notify-dm = A direct message with the board and a link
cmd-notify-none = Nothing
cmd-away = away
cmd-away-desc = Take a break: your clocks stand still in all your games on this server
cmd-away-days = How many days (leave empty to come back now)
cmd-next = next
cmd-next-desc = The game that has waited longest for your move: its board and your pieces
cmd-new-clock = The clock (default: the server's)
cmd-config-clock = The clock of new games
cmd-config-timeout = What happens when a player's time runs out
cmd-config-skips = Skipped turns in a row before the player leaves
cmd-config-reminders = Which reminders players get before their time runs out
cmd-config-away = Vacation days per player and year (0: none)
cmd-config-open-games = Open games a player may have at once (0: no limit)
cmd-config-channel = The channel where new games are opened
cmd-clock-none = No clock
cmd-clock-fixed-1d = 1 day per move
cmd-clock-fixed-3d = 3 days per move
cmd-clock-bank-1d = 1 day to start, +12 hours per move, at most 3 days
cmd-clock-bank-3d = 3 days to start, +1 day per move, at most 7 days
cmd-timeout-leave = The player leaves the game
cmd-timeout-skip = The turn is skipped (the player leaves after some in a row)
cmd-reminders-both = At half and at a tenth of the time left
cmd-reminders-tenth = At a tenth of the time left
cmd-reminders-warning = Only the last warning
cmd-opt-notify = notify
cmd-opt-reminders = reminders
cmd-opt-quiet-from = quiet-from
cmd-opt-quiet-until = quiet-until
cmd-opt-zone = time-zone
cmd-opt-days = days
cmd-opt-clock = clock
cmd-opt-timeout = timeout
cmd-opt-skips = skips
cmd-opt-away-days = away-days
cmd-opt-open-games = open-games
cmd-opt-channel = channel

## /{ cmd-me-group } { cmd-settings } (private).
ui-settings-now = Your turn: { $notify ->
        [dm] by direct message
        [none] no message
       *[mention] a mention in the game's thread
    }. Reminders: { $reminders ->
        [on] on
       *[off] off (the last warning still comes)
    }. Quiet hours: { $quiet }. Time zone: { $zone }.{ $failed ->
        [yes] {" "}Your last direct message could not be delivered, so you are mentioned instead; choose direct messages again once you accept them.
       *[no] {""}
    }
ui-settings-quiet = { $start } to { $end }
ui-settings-no-quiet = none
ui-settings-bad-time = I cannot read { $text } as a time of day: write it like 22:00.
ui-settings-bad-zone = I do not know the time zone { $text }: pick one from the list (e.g. Europe/Berlin).
ui-settings-quiet-both = Give both the start and the end of your quiet hours.

## /{ cmd-me-group } { cmd-away } (private).
ui-away-started = Enjoy your break: your clocks stand still for { $length }, until { $until } ({ $games ->
        [one] one game waits for you now
       *[other] { $games } games wait for you now
    }). Your next move ends the break early.
ui-away-ended = Welcome back: your clocks run again.
ui-away-none = You are not away at the moment.
ui-away-running = You are already away. Come back first with `/{ cmd-me-group } { cmd-away }` without days.
ui-away-allowance = That is more than this server allows: { $days ->
        [one] { $days } day
       *[other] { $days } days
    } of vacation per year.

## /genial { cmd-next } (private).
ui-next-none = No game is waiting for your move on this server.
ui-next-game = **Genial #{ $game }** has waited longest for you: { $link }

## /genial { cmd-new } refused by the server's settings.
ui-new-channel = New games are opened in { $channel } on this server.
ui-new-limit = You already have { $limit ->
        [one] { $limit } open game
       *[other] { $limit } open games
    } on this server, the most it allows. Finish one first.

## /{ cmd-server-group } { cmd-config }: the settings for new games (public).
ui-config-clocks = Settings for new games: clock { $clock }; at time-out { $timeout }; reminders { $reminders ->
        [both] at half and a tenth of the time left
        [tenth] at a tenth of the time left
       *[warning] only the last warning
    }; { $away ->
        [one] { $away } vacation day
       *[other] { $away } vacation days
    } per year; { $limit ->
        [0] no limit on open games
        [one] at most { $limit } open game per player
       *[other] at most { $limit } open games per player
    }; new games in: { $channel }.

# /genial { cmd-games }: the time left of the player to move.
ui-games-clock = ⏱️ { $left } left
