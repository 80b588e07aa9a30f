## Je eigen speelstenen, kaarten en dobbelstenen in woorden (het handpaneel; alleen jij ziet het).

hand-piece = { $code } ({ $first }/{ $second })
hand-piece-double = { $code } (dubbel { $colour })
hand-score = { $colour } { $points }
hand-rack = Je aflegbank: { $tiles }
hand-tile = Je speelsteen: { $tiles }
hand-rack-empty = Je aflegbank is leeg.
hand-rack-may-exchange = { $rack }. Je mag al je stenen ruilen: geen ervan toont je zwakste kleur.
hand-cards = Je kaarten: { $cards }
hand-cards-empty = Je hebt geen kaarten meer in je hand.
hand-spezial = Je hebt nog { $left } van je { $stones ->
        [one] { $stones } speelsteen
       *[other] { $stones } speelstenen
    }. Punten: { $scores }.
hand-dice = Je dobbelstenen: { $dice }. Je scoreblad: { $sheet } (van elk { $length }).
hand-dice-unrolled = Je dobbelstenen: nog niet gegooid. Je scoreblad: { $sheet } (van elk { $length }).
