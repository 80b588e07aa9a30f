# The move menus' words: labels, details and groups of the options.
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
menu-first = { $colour } first
menu-both = { $first } + { $second }
menu-wins = { $gains }, all six at 7+: wins!
menu-field = field { $field }
menu-cells = { $first }-{ $second }
menu-stone-bonus = { $stone } bonus { $colours }
menu-why = { $gains } ({ $why })
menu-parts = { $first }; { $rest }
menu-joins = joins { $count } of your chains
menu-extends = extends your chain
menu-starts = starts a new chain
menu-towers = { $what }, { $count ->
        [one] { $count } tower connected
       *[other] { $count } towers connected
    }
menu-joker-group = { $count ->
        [one] Joker
       *[other] Jokers
    } { $groups }
menu-score-group = Score matches
menu-joker = { $dice }={ $face } ({ $colour })
menu-spaced = { $first } { $rest }
menu-matches-only = matches only
menu-no-crosses = no crosses
menu-notation = { $text }
menu-roll = roll { $dice ->
        [one] { $dice } die
       *[other] { $dice } dice
    }
menu-reroll = roll { $dice ->
        [one] your die
       *[other] all { $dice } dice
    } again; { $after } { $after ->
        [one] reroll
       *[other] rerolls
    } left after this
