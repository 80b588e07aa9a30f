# De woorden van de zetmenu's: labels, details en groepen van de opties (issue 14).
menu-tile = { $first }/{ $second }
menu-tile-double = dubbel { $colour }
menu-placement = { $first } op { $cell }, { $second } op { $other }
menu-at-level = { $placement } (laag { $level })
menu-level = laag { $level }: { $gains }
menu-bonus-placements = { $gains }, { $bonus ->
        [one] { $bonus } bonusbeurt
       *[other] { $bonus } bonusbeurten
    }
menu-bonus-moves = { $gains }, { $bonus ->
        [one] { $bonus } bonusbeurt
       *[other] { $bonus } bonusbeurten
    }
