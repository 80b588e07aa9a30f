# De woorden van de zetmenu's: labels, details en groepen van de opties.
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
menu-first = eerst { $colour }
menu-both = { $first } + { $second }
menu-wins = { $gains }, alle zes op 7+: gewonnen!
menu-field = veld { $field }
menu-cells = { $first }-{ $second }
menu-stone-bonus = { $stone } bonusveld { $colours }
menu-why = { $gains } ({ $why })
menu-parts = { $first }; { $rest }
menu-joins = verbindt { $count } van je ketens
menu-extends = verlengt je keten
menu-starts = begint een nieuwe keten
menu-towers = { $what }, { $count ->
        [one] { $count } toren aangesloten
       *[other] { $count } torens aangesloten
    }
menu-joker-group = { $count ->
        [one] Joker
       *[other] Jokers
    } { $groups }
menu-score-group = Scoren zonder joker
menu-joker = { $dice }={ $face } ({ $colour })
menu-spaced = { $first } { $rest }
menu-matches-only = zonder joker
menu-no-crosses = geen kruisjes
menu-notation = { $text }
menu-roll = gooi { $dice ->
        [one] { $dice } dobbelsteen
       *[other] { $dice } dobbelstenen
    }
menu-reroll = gooi { $dice ->
        [one] je dobbelsteen
       *[other] alle { $dice } dobbelstenen
    } opnieuw; daarna { $after ->
        [0] geen worp meer
        [one] nog 1 worp
       *[other] nog { $after } worpen
    }
