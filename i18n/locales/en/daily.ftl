## The daily deal: one solo deal a day for everyone on a server.

err-daily-dm = The daily deal is played on a server.
err-daily-off = The daily deal is turned off on this server (`/{ cmd-server-group } { cmd-config }` turns it on).
err-daily-finished = You have played this deal already: one attempt a day. `/genial { cmd-daily }` shows today's table.
err-daily-day = “{ $given }” is not a day: write it as 2026-12-01.
err-daily-future = { $day } has not come yet.
err-daily-replay-open = The replays of a day open when the day is over: try tomorrow.
err-daily-replay-none = That player did not finish the deal of { $day } here.

ui-daily-panel = **Daily deal of { $day }** ({ $edition }), move { $move }. Only you see this.
ui-daily-late = This deal is from { $day }: it still counts for { $day }.
ui-daily-menu = Place it: best moves first
ui-daily-finished = Done: **{ $score }**, place { $place } of { $of } so far. Your line is in the channel.
ui-daily-result = 🗓️ { $who } played the daily deal of { $day }: **{ $score }**, place { $place } of { $of } so far.
ui-daily-result-late = 🗓️ { $who } finished the daily deal of { $day } late: **{ $score }**, place { $place } of { $of }.
ui-daily-result-colours = Colours, weakest first: { $colours }.
alt-daily-board = Your daily deal of { $day }. { $hand } Your scores, weakest colour first: { $scores }.
alt-daily-replay = Replay of the daily deal of { $day }, result { $score }.
ui-daily-replay = Replay of the daily deal of { $day } by { $who }: **{ $score }**.

ui-daily-table-title = **Daily deal of { $day }**
ui-daily-table-empty = Nobody has finished it yet.
ui-daily-table-open = The replays and the computer's result follow when the day is over.
ui-daily-computer = 🤖 The strong computer reached { $score }.
ui-daily-week-title = **Daily deals, week of { $first } to { $last }**
ui-daily-week-how = Sum of the week's results (a day not played counts 0); best day and days played in brackets.
ui-daily-week-line = { $place }. { $who }: **{ $total }** (best { $best }, { $days ->
    [one] { $days } day
   *[other] { $days } days
})

ui-daily-end-title = **The daily deal of { $day } is over** ({ $players ->
    [one] { $players } player
   *[other] { $players } players
})
ui-daily-end-replays = Replays: `/genial { cmd-daily } { cmd-opt-show }:{ cmd-daily-show-replay }`.
ui-daily-end-next = Next deal ({ $day }, { $edition }): { $opening } `/genial { cmd-daily }`

ui-daily-streak = Daily deals: streak { $current ->
    [one] { $current } day
   *[other] { $current } days
}, best { $best ->
    [one] { $best } day
   *[other] { $best } days
}
ui-config-daily = Daily deal: { $on } · { $edition } · end-of-day post: { $channel } · time zone: { $zone }
ui-config-daily-on = on
ui-config-daily-off = off

# The command and its settings.
cmd-daily = daily
cmd-daily-desc = Today's daily deal: the same solo game for everyone here (only you see it)
cmd-opt-show = show
cmd-daily-show = What to show (default: your deal, or today's table once you played it)
cmd-daily-show-play = my deal
cmd-daily-show-table = the day's table
cmd-daily-show-week = the week's table
cmd-daily-show-replay = replay
cmd-daily-player = Whose replay (the day must be over)
cmd-opt-day = day
cmd-daily-day = Which day, e.g. 2026-12-01 (default: today; a replay: yesterday)
cmd-opt-daily = daily
cmd-config-daily = Offer the daily deal on this server
cmd-opt-daily-channel = daily-channel
cmd-config-daily-channel = The channel of the end-of-day post (default: where the day's first player started)
cmd-opt-daily-edition = daily-edition
cmd-config-daily-edition = Which game the daily deal is
cmd-daily-edition-alternate = The solo games in turn, one a day
cmd-config-zone = The server's time zone: a new daily deal starts at its midnight
