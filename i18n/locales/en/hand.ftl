## A player's private pieces, in words (the hand panel; only the owner sees it).

hand-piece = { $code } ({ $first }/{ $second })
hand-piece-double = { $code } (double { $colour })
hand-score = { $colour } { $points }
hand-rack = Your rack: { $tiles }
hand-tile = Your tile: { $tiles }
hand-rack-empty = Your rack is empty.
hand-rack-may-exchange = { $rack }. You may exchange it: no tile shows your weakest colour.
hand-cards = Your hand: { $cards }
hand-cards-empty = Your hand is empty.
hand-spezial = You have { $left } of { $stones ->
        [one] { $stones } stone
       *[other] { $stones } stones
    } left. Scores: { $scores }.
hand-dice = Your dice: { $dice }. Your sheet: { $sheet } (of { $length } each).
hand-dice-unrolled = Your dice: not rolled yet. Your sheet: { $sheet } (of { $length } each).
