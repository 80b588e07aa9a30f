## Competitiestand (render/league.py)

img-league-player = Speler
img-league-points = Punten
img-league-opponents = Tegenst.pnt.
img-league-head-to-head = Onderling
img-league-weakest = Zwakste
img-league-played = Gespeeld
img-league-left = Te gaan
