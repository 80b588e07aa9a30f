## Die eigenen Spielsteine, Karten und Würfel in Worten (das Handfenster; nur du siehst es).

hand-piece = { $code } ({ $first }/{ $second })
hand-piece-double = { $code } (zweimal { $colour })
hand-score = { $colour } { $points }
hand-rack = Deine Ablagebank: { $tiles }
hand-tile = Dein Spielstein: { $tiles }
hand-rack-empty = Deine Ablagebank ist leer.
hand-rack-may-exchange = { $rack }. Du darfst alle Steine tauschen: Keiner zeigt deine schwächste Farbe.
hand-cards = Deine Karten: { $cards }
hand-cards-empty = Du hast keine Karten mehr auf der Hand.
hand-spezial = Du hast noch { $left } von { $stones ->
        [one] { $stones } Spielstein
       *[other] { $stones } Spielsteinen
    }. Punkte: { $scores }.
hand-dice = Deine Würfel: { $dice }. Dein Wertungsblatt: { $sheet } (von je { $length }).
hand-dice-unrolled = Deine Würfel: noch nicht gewürfelt. Dein Wertungsblatt: { $sheet } (von je { $length }).
