## Competitieklokken (baan leagueclock): /league create away, /league info.

cmd-league-opt-away = vakantie
cmd-league-create-away = Mogen spelers vakantie nemen (/genial vakantie) in deze competitie? (standaard: ja)
ui-league-info-no-away = Geen vakantie in deze competitie: `/genial vakantie` houdt de klokken van haar spellen niet stil.
