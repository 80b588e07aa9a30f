# Die Wörter der Zugmenüs: Beschriftungen, Einzelheiten und Gruppen der Optionen (Issue 14).
menu-tile = { $first }/{ $second }
menu-tile-double = zweimal { $colour }
menu-placement = { $first } auf { $cell }, { $second } auf { $other }
menu-at-level = { $placement } (Ebene { $level })
menu-level = Ebene { $level }: { $gains }
menu-bonus-placements = { $gains }, { $bonus ->
        [one] { $bonus } Bonuszug
       *[other] { $bonus } Bonuszüge
    }
menu-bonus-moves = { $gains }, { $bonus ->
        [one] { $bonus } Bonuszug
       *[other] { $bonus } Bonuszüge
    }
