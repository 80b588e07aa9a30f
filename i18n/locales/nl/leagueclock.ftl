## Competitieklokken (baan leagueclock): /league { cmd-league-create } away, /league { cmd-league-info }.

cmd-league-opt-away = vakantie
cmd-league-create-away = Mogen spelers vakantie nemen (/genial { cmd-away }) in deze competitie? (standaard: ja)
ui-league-info-no-away = Geen vakantie in deze competitie: `/genial { cmd-away }` houdt de klokken van haar spellen niet stil.
