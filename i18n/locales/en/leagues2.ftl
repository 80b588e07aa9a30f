# Leagues, part 2: divisions with promotion and relegation (issue 12).

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
