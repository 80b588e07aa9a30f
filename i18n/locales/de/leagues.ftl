## Ligatabelle (render/league.py)

img-league-player = Spieler
img-league-points = Punkte
img-league-opponents = Gegnerpkt.
img-league-head-to-head = Direkt
img-league-weakest = Schwächste
img-league-played = Gespielt
img-league-left = Offen
