## League standings image (render/league.py)

img-league-player = Player
img-league-points = Points
img-league-opponents = Opp. points
img-league-head-to-head = H2H
img-league-weakest = Weakest
img-league-played = Played
img-league-left = Left
