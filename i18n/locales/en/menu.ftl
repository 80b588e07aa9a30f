# The move menus' words: labels, details and groups of the options (issue 14).
menu-tile = { $first }/{ $second }
menu-tile-double = double { $colour }
menu-placement = { $first } on { $cell }, { $second } on { $other }
menu-at-level = { $placement } (level { $level })
menu-level = level { $level }: { $gains }
menu-bonus-placements = { $gains }, { $bonus ->
        [one] { $bonus } bonus placement
       *[other] { $bonus } bonus placements
    }
menu-bonus-moves = { $gains }, { $bonus ->
        [one] { $bonus } bonus move
       *[other] { $bonus } bonus moves
    }
