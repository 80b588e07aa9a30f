## Lane history: the preview stamp, the move log, the score chart, the replay.

# Drawn on a preview: the band across the status line, and the mover's mark.
img-preview-line = Preview · { $name }: +{ $points } { $points ->
    [one] point
   *[other] points
}
img-preview-mark = preview
