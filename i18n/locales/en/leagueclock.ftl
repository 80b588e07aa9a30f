## League clocks (lane leagueclock): /league create away, /league info.

cmd-league-opt-away = away
cmd-league-create-away = May players take vacations (/genial away) from this league's games? (default: yes)
ui-league-info-no-away = No vacations in this league: `/genial away` does not stop its games' clocks.
