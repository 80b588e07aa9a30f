## Liga-Uhren (Spur leagueclock): /league create away, /league info.

cmd-league-opt-away = urlaub
cmd-league-create-away = Dürfen Spieler in den Partien dieser Liga Urlaub nehmen (/genial urlaub)? (sonst ja)
ui-league-info-no-away = Kein Urlaub in dieser Liga: `/genial urlaub` hält die Uhren ihrer Partien nicht an.
