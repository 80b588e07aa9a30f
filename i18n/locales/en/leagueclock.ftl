## League clocks (lane leagueclock): /league { cmd-league-create } away, /league { cmd-league-info }.

cmd-league-opt-away = away
cmd-league-create-away = May players take vacations (/genial { cmd-away }) from this league's games? (default: yes)
ui-league-info-no-away = No vacations in this league: `/genial { cmd-away }` does not stop its games' clocks.
