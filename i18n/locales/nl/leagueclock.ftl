## Competitieklokken (baan leagueclock): /{ cmd-league-group } { cmd-league-create } away, /{ cmd-league-group } { cmd-league-info }.

cmd-league-opt-away = vakantie
cmd-league-create-away = Mogen spelers vakantie nemen (/{ cmd-me-group } { cmd-away }) in deze competitie? (standaard: ja)
ui-league-info-no-away = Geen vakantie in deze competitie: `/{ cmd-me-group } { cmd-away }` houdt de klokken van haar spellen niet stil.
