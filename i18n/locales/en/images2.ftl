# Issue 27, lane images (second part).

# A 3D move is a sentence of its own: its total goes inside it ("...: +1 orange, +1 purple,
# 2 points in all.") instead of after its full stop.
move-with-total = { $move }, { $points ->
    [one] { $points } point in all
   *[other] { $points } points in all
}
