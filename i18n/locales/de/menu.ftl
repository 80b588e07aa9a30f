# Die Wörter der Zugmenüs: Beschriftungen, Einzelheiten und Gruppen der Optionen.
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
menu-first = { $colour } zuerst
menu-both = { $first } + { $second }
menu-wins = { $gains }, alle sechs auf 7+: gewonnen!
menu-field = Feld { $field }
menu-cells = { $first }-{ $second }
menu-stone-bonus = { $stone } Bonusfeld { $colours }
menu-why = { $gains } ({ $why })
menu-parts = { $first }; { $rest }
menu-joins = verbindet { $count } deiner Ketten
menu-extends = verlängert deine Kette
menu-starts = beginnt eine neue Kette
menu-towers = { $what }, { $count ->
        [one] { $count } Turm angeschlossen
       *[other] { $count } Türme angeschlossen
    }
menu-joker-group = { $count ->
        [one] Joker
       *[other] Joker
    } { $groups }
menu-score-group = Werten ohne Joker
menu-joker = { $dice }={ $face } ({ $colour })
menu-spaced = { $first } { $rest }
menu-matches-only = ohne Joker
menu-no-crosses = keine Kreuze
menu-notation = { $text }
menu-roll = wirf { $dice } Würfel
menu-reroll = wirf alle { $dice } Würfel neu; danach { $after ->
        [0] kein Nachwurf mehr
        [one] noch 1 Nachwurf
       *[other] noch { $after } Nachwürfe
    }
