## Liga-Uhren (Spur leagueclock): /league { cmd-league-create } away, /league { cmd-league-info }.

cmd-league-opt-away = urlaub
cmd-league-create-away = Dürfen Spieler in den Partien dieser Liga Urlaub nehmen (/genial { cmd-away })? (sonst ja)
ui-league-info-no-away = Kein Urlaub in dieser Liga: `/genial { cmd-away }` hält die Uhren ihrer Partien nicht an.
