## Liga-Uhren (Spur leagueclock): /{ cmd-league-group } { cmd-league-create } away, /{ cmd-league-group } { cmd-league-info }.

cmd-league-opt-away = urlaub
cmd-league-create-away = Dürfen Spieler in den Partien dieser Liga Urlaub nehmen (/{ cmd-me-group } { cmd-away })? (sonst ja)
ui-league-info-no-away = Kein Urlaub in dieser Liga: `/{ cmd-me-group } { cmd-away }` hält die Uhren ihrer Partien nicht an.
