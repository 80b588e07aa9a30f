## League clocks (lane leagueclock): /{ cmd-league-group } { cmd-league-create } away, /{ cmd-league-group } { cmd-league-info }.

cmd-league-opt-away = away
cmd-league-create-away = May players take vacations (/{ cmd-me-group } { cmd-away }) from this league's games? (default: yes)
ui-league-info-no-away = No vacations in this league: `/{ cmd-me-group } { cmd-away }` does not stop its games' clocks.
