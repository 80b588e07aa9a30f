## League standings image (render/league.py)

img-league-player = Player
img-league-points = Points
img-league-opponents = Opp. points
img-league-head-to-head = H2H
img-league-weakest = Weakest
img-league-played = Played
img-league-left = Left
img-league-title = { $league }: season { $season }

## /league commands (cogs/league/)

cmd-league-desc = Community leagues: seasons, rounds and standings run by the bot
cmd-league-create = create
cmd-league-join = join
cmd-league-leave = leave
cmd-league-start = start
cmd-league-standings = standings
cmd-league-schedule = schedule
cmd-league-info = info
cmd-league-list = list
cmd-league-role = role
cmd-league-replace = replace
cmd-league-void = void
cmd-league-extend = extend
cmd-league-next = next
cmd-league-opt-name = name
cmd-league-opt-edition = edition
cmd-league-opt-per-table = per_table
cmd-league-opt-format = format
cmd-league-opt-rounds = rounds
cmd-league-opt-turn-hours = turn_hours
cmd-league-opt-rated = rated
cmd-league-opt-channel = channel
cmd-league-opt-points = points
cmd-league-opt-league = league
cmd-league-opt-season = season
cmd-league-opt-role = role
cmd-league-opt-game = game
cmd-league-opt-player = player
cmd-league-opt-by = by
cmd-league-opt-hours = hours
cmd-league-create-desc = Create a league (organisers: Manage Server or the league-organiser role)
cmd-league-create-name = The league's name, unique on this server
cmd-league-create-edition = Which game of the family the league plays
cmd-league-create-per-table = Players per table (2, 3 or 4; some tables are one smaller when the count does not divide)
cmd-league-create-format = Swiss (tables by league points) or round robin (everyone meets everyone)
cmd-league-create-rounds = Number of rounds in a season (default 3)
cmd-league-create-turn-hours = Hours allowed per move; then the player leaves the game (0: the bot's usual time-out)
cmd-league-create-rated = Count the league's games for ratings (default: yes)
cmd-league-create-channel = The channel where its games live (default: this one)
cmd-league-create-points = League points per place, e.g. 4/2/1/0 3/1/0 1/0 (default)
cmd-league-format-swiss = Swiss
cmd-league-format-round-robin = Round robin
cmd-league-join-desc = Sign up for the league's next season
cmd-league-leave-desc = Leave the league (during a season your remaining games are forfeited)
cmd-league-start-desc = Start the season: close sign-up and open the first round (organisers)
cmd-league-standings-desc = The league's standings, as an image and in words
cmd-league-schedule-desc = The season's games, yours first, with links
cmd-league-info-desc = The rules of a league
cmd-league-list-desc = This server's leagues
cmd-league-role-desc = Set the role whose members may organise leagues (Manage Server)
cmd-league-role-role = The league-organiser role (leave empty to remove it)
cmd-league-replace-desc = Replace a player in a running league game by another member (organisers)
cmd-league-replace-player = The player who leaves the game
cmd-league-replace-by = The member who takes the seat
cmd-league-void-desc = Void a league game: it counts as not played, and not for ratings (organisers)
cmd-league-extend-desc = Give the player to move more time in a league game (organisers)
cmd-league-extend-hours = How many hours more
cmd-league-next-desc = Sign up last season's players for the new season (organisers)
cmd-league-which = The league (can be left out when the server has only one)
cmd-league-season = The season number (default: the one being played, or the last one)
cmd-league-game = The game number (#) as shown in its thread

## Replies and posts

ui-league-server-only = Leagues live in servers: use this command in one.
ui-league-name-one = Name the league: this server has none or several (see `/{ cmd-league-group } { cmd-league-list }`).
ui-league-not-found = There is no league { $name } on this server. `/{ cmd-league-group } { cmd-league-list }` shows them.
ui-league-organisers-only = Only league organisers may do this: Manage Server, the league-organiser role, or the league's creator.
ui-league-err-manage-server = Only members with Manage Server may set the league-organiser role.
ui-league-err-name-taken = A league with that name already exists on this server.
ui-league-err-not-signup = Sign-up for this season is closed; you can join the next season.
ui-league-err-already = You are already signed up.
ui-league-err-not-entered = You are not in this league's season.
ui-league-err-too-few = A season needs at least two players.
ui-league-err-not-running = This season is not running.
ui-league-err-points = Points { $text } are not valid: one list per table size, like 3/1/0, each place worth no more than the one before.
ui-league-err-name-empty = A league needs a name with something visible in it (not only spaces or invisible characters).
ui-league-err-points-big = Points { $text } are not valid: no place can be worth more than { $max ->
        [one] { $max } point
       *[other] { $max } points
    }.
ui-league-err-points-twice = Points { $text } are not valid: there is already a list for tables of { $size }; give one list per table size.
ui-league-err-table-size = { $edition } is played by at most { $max ->
        [one] { $max } player
       *[other] { $max } players
    }: choose fewer per table.
ui-league-err-no-season = There is no season { $season } (this league has { $seasons }).
ui-league-err-not-a-league-game = Game #{ $game } is not a game of league { $league }.
ui-league-err-not-running-game = Game #{ $game } is not running.
ui-league-err-replace = That player has no seat in this running game, or the replacement already has one.
ui-league-err-next = The new season can take last season's players only after a season has ended and before the new one starts.
ui-league-created = League **{ $league }** (#{ $number }) is open for sign-up: `/{ cmd-league-group } { cmd-league-join }`. Its games will be played in { $channel }.
ui-league-joined = { $who } joined **{ $league }** ({ $count } signed up).
ui-league-left = { $who } left **{ $league }** before the start.
ui-league-left-running = { $who } left **{ $league }**: their remaining games are forfeited (ranked last there), the others play on.
ui-league-started = Season { $season } of **{ $league }** has started: { $count ->
        [one] { $count } player
       *[other] { $count } players
    }, { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }. The first round's games are being opened.
ui-league-round-opens = **{ $league }**, season { $season }: round { $round } of { $rounds } begins.
ui-league-round-byes = Sitting out this round (counts as a win): { $players }
ui-league-round-over = **{ $league }**, season { $season }: round { $round } of { $rounds } is over. The results:
ui-league-round-result = Table { $table } ({ $game }): { $places }
ui-league-round-result-place = { $place }. { $name }{ $forfeited ->
    [1] {" "}(forfeited)
   *[0] {""}
}
ui-league-round-result-void = Table { $table } ({ $game }): void, no points
ui-league-round-result-bye = Sat out (counts as a win): { $players }
ui-league-round-standings = The standings after round { $round } are in the image; `/{ cmd-league-group } { cmd-league-standings }` shows them at any time.
ui-league-round-last = That was the last round: the final standings follow.
ui-league-round-divisions = Each division's standings: `/{ cmd-league-group } { cmd-league-standings }`.
ui-league-table-opens = **{ $league }** round { $round }, table { $table }: Genial #{ $number } with { $players }
ui-league-season-over = Season { $season } of **{ $league }** is over. Congratulations to the winner: { $winners }!
ui-league-standings-line = { $place }. { $name }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (opponents { $opponents }), { $played } played, { $left } to play
ui-league-role-set = League organisers: members with { $role } may now create and run leagues.
ui-league-role-cleared = The league-organiser role was removed; Manage Server is needed again.
ui-league-replaced = **{ $league }**, game #{ $game }: { $new } takes the seat of { $old } (by { $by }).
ui-league-voided = **{ $league }**, game #{ $game } was voided by { $by }: it counts as not played.
ui-league-extended = **{ $league }**, game #{ $game }: { $who } has { $hours ->
        [one] { $hours } more hour
       *[other] { $hours } more hours
    } for this move (by { $by }).
ui-league-next = Season { $season } of **{ $league }**: { $count ->
        [one] { $count } player
       *[other] { $count } players
    } of last season are signed up again (by { $by }). `/{ cmd-league-group } { cmd-league-join }` to join, `/{ cmd-league-group } { cmd-league-start }` when ready.
ui-league-info = **{ $league }** (#{ $number }): { $edition }, { $per_table } per table, { $format }, { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }.
    Time per move: { $time }. Rated: { $rated }. Points per place: { $points }.
    Games in { $channel }; organiser { $organiser }.
    Season { $season }: { $status }, { $count ->
        [one] { $count } player
       *[other] { $count } players
    }.
ui-league-info-hours = { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    }
ui-league-info-no-limit = the bot's usual time-out
ui-league-info-tiebreaks = Ties in the standings are broken by, in this order: 1. opponents' league points (Buchholz), 2. head to head among the tied players, 3. the sum of weakest-colour scores. Players still tied share the place.
ui-league-rated-yes = yes
ui-league-rated-no = no
ui-league-format-swiss = Swiss
ui-league-format-round-robin = round robin
ui-league-season-signup = open for sign-up
ui-league-season-running = running
ui-league-season-finished = finished
ui-league-list-line = #{ $number } **{ $league }**: { $edition }, season { $season } ({ $status }, { $count ->
        [one] { $count } player
       *[other] { $count } players
    })
ui-league-list-none = This server has no leagues yet. Organisers start one with `/{ cmd-league-group } { cmd-league-create }`.
ui-league-schedule-none = **{ $league }** has no games yet: the season has not started.
ui-league-schedule-head = **{ $league }**, season { $season }:
ui-league-schedule-round = **Round { $round }**
ui-league-schedule-mine = ➤ Table { $table }: { $game } { $players } ({ $status }) { $link }
ui-league-schedule-line = Table { $table }: { $game } { $players } ({ $status }) { $link }
ui-league-status-pending = not opened yet
ui-league-status-playing = playing
ui-league-status-finished = finished
ui-league-status-void = void
ui-league-status-bye = bye
ui-league-status-your-turn = your turn

## A computer in a player's seat (/{ cmd-league-group } { cmd-league-replace } ... computer:).
cmd-league-opt-computer = computer
cmd-league-replace-computer = Or: a computer of this level plays the seat (the player counts as last there)
ui-league-err-by-or-computer = Name either a member (`by:`) or a computer level (`computer:`) to take the seat, not both.
ui-league-err-no-own-seat = { $player } has no seat of their own in running game #{ $game } (not seated, left, or a computer already plays it).
ui-league-replaced-by-computer = **{ $league }**, game #{ $game }: a computer ({ $level }) plays the seat of { $old } from now on (by { $by }). { $old } counts as last at this table; the game no longer counts for ratings.
ui-league-info-replaced-by-computer = A player replaced by a computer counts as last at that table, whatever the computer scores.

## Divisions: promotion and relegation between seasons.
cmd-league-opt-divisions = divisions
cmd-league-opt-move = move
cmd-league-opt-division = division
cmd-league-create-divisions = Divisions of each season (1 = none, default); players move between them each season
cmd-league-create-move = How many players go up and down between adjacent divisions at a season's end (default 1)
cmd-league-division = The division, 1 = top (default: yours, else the top one)
img-league-title-division = { $league }: season { $season }, division { $division }
ui-league-division-line = Division { $division }: { $players }
ui-league-division-over = Season { $season } of **{ $league }**, division { $division } is over. Congratulations to the winner: { $winners }!
ui-league-promotion = Next season, going up: { $up }. Going down: { $down }.
ui-league-err-no-division = There is no division { $division } in that season: it has { $divisions }.
ui-league-info-divisions = { $divisions ->
        [one] { $divisions } division
       *[other] { $divisions } divisions
    }; at a season's end the top and bottom { $move } change division.

## Vacations in a league's games (/{ cmd-league-group } { cmd-league-create } away:).
cmd-league-opt-away = away
cmd-league-create-away = May players take vacations (/{ cmd-me-group } { cmd-away }) from this league's games? (default: yes)
ui-league-info-no-away = No vacations in this league: `/{ cmd-me-group } { cmd-away }` does not stop its games' clocks.
