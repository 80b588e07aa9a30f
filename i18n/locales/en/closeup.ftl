# The close-up of the last move (second image of a 3D turn post).
alt-closeup-move = Close-up of the last move: { $who } played { $move } (fields { $cells }).
alt-closeup = Close-up of the last move (fields { $cells }).
