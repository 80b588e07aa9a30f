## Ablehnungen und Hinweise: Optionen bei /genial { cmd-new },
## Partie wählen, getippte Felder, zu spät geklickt, Abbrüche, Solo-Bestwerte, beschädigte
## Protokolle und die Ablehnungen der Speicherschicht (data/errors.py trägt nur ihre Kennungen).

err-bot-option-unknown = '{ $word }' ist keine Option für { $edition }. Optionen: { $options }.
err-bot-option-none = '{ $word }' ist keine Option: Bei { $edition } gibt es nichts einzustellen.
err-bot-option-yes-no = Schreib { $name }=ja oder { $name }=nein.
err-bot-option-number = { $name } braucht eine ganze Zahl, z. B. { $name }=3.
ui-option-rounds = Runden eines Matches, gewertet in Siegpunkten
ui-option-games = Partien des Matches, gewonnen nach Siegpunkten
ui-option-start-variant = Startregel: Vor dem ersten Zug würfelt niemand

err-bot-no-running-game = Du spielst auf diesem Server in keiner laufenden Partie mit. Starte eine mit `/genial { cmd-new }`.
err-bot-which-game = Welche Partie? Du spielst { $games }{ $more ->
    [0] {""}
   *[other] {" "}und { $more } weitere
}: Wähl eine mit der Option `{ cmd-opt-game }`.
err-bot-not-a-place = '{ $text }' ist keine Stelle für einen Zug. Tipp den Zug so, wie das Menü ihn zeigt, oder nur seine Stelle: ein Feld und eine Richtung (z. B. 'D9 dr') oder zwei Felder ('D9 D10').
err-bot-not-a-place-group = '{ $text }' ist keine Stelle für { $group }. Tipp den Zug so, wie das Menü ihn zeigt, oder nur seine Stelle: ein Feld und eine Richtung (z. B. 'D9 dr') oder zwei Felder ('D9 D10').
ui-play-played = Gespielt `{ $move }`: { $said }
ui-play-board-title = **Genial #{ $number }**
err-bot-too-late = Jemand war schneller: Dieser Zug ist schon gespielt.

ui-flow-cancelled-by = Partie #{ $number } wurde von { $by } abgebrochen. Ihre Knöpfe funktionieren nicht mehr.
ui-solo-new-best = 🏆 Neue persönliche Bestleistung: **{ $score }** (vorher: { $before }).
ui-solo-first-best = 🏆 Neue persönliche Bestleistung: **{ $score }**.
ui-solo-result = Ergebnis { $score }; deine persönliche Bestleistung bleibt { $before }.
ui-solo-see-best = Die Liste dieses Servers siehst du mit `/{ cmd-rating-group } { cmd-leaderboard }`.
ui-record-damaged = Partie #{ $number }: Das Protokoll dieser Partie lässt sich mit dieser Version des Bots nicht so nachspielen, wie sie gespielt wurde; Spielplan und Punkte sind daher nicht verlässlich. Tut uns leid! Ein Admin kann sie mit `/genial { cmd-cancel }` abbrechen.

err-data-refused = Das geht gerade nicht.
err-data-not-found = Auf diesem Server gibt es keine solche Partie. Mit `/genial { cmd-games }` siehst du deine Partien.
err-data-damaged = Diese Partie ist in der Datenbank beschädigt und kann nicht geladen werden. Ein Admin kann sie mit `/genial { cmd-cancel }` abbrechen.
err-data-not-playing = Diese Partie wird nicht mehr gespielt.
err-data-moved-first = Jemand anderes hat zuerst gezogen: Die Partie hat sich geändert. Schau dir den Spielplan noch einmal an.
err-data-no-seat = Diese Person hat keinen Platz in dieser Partie.
err-data-lobby-not-started = Diese Partie hat noch nicht begonnen.
err-data-storage = Der Bot kann gerade nichts speichern (seine Datenbank ist voll oder belegt). Es wurde nichts geändert: Wenn das ein Zug war, wurde dein Zug NICHT gespielt. Bitte versuch es später noch einmal.
err-data-unreachable = Der Bot erreicht seine Datenbank gerade nicht (sie startet neu oder ist nicht erreichbar); er verbindet sich von selbst wieder. Es wurde nichts geändert: Wenn das ein Zug war, wurde dein Zug NICHT gespielt. Bitte versuch es gleich noch einmal.
err-data-commit-unknown = Der Bot hat seine Datenbank genau beim Speichern verloren und weiß darum noch nicht, ob es gespeichert wurde. Wenn das ein Zug war: Sobald die Datenbank wieder antwortet (der Bot verbindet sich von selbst), erscheint ein gespeicherter Zug im Thread der Partie; erscheint er nicht, wurde er nicht gespielt und du kannst ihn dann noch einmal spielen.

## Wort-Züge im Handfenster (app/text/words.py): Knöpfe und was jeder tut.
ui-word-swap = Tauschen
ui-word-exchange = Tauschen
ui-word-keep = Behalten
ui-word-pass = Passen
ui-word-roll = Würfeln
ui-word-reroll = Nachwürfeln (noch { $left })
ui-word-swap-tiles = Tauschen: Leg alle Steine deiner Ablagebank zurück und zieh { $size } neue
ui-word-exchange-tiles = Tauschen: Zeig alle Steine deiner Ablagebank, leg sie zurück und zieh { $size } neue
ui-word-exchange-cards = Tauschen: Zeig deine Handkarten, wirf alle ab und zieh { $size } neue
ui-word-keep-tiles = Ablagebank behalten und auf { $size ->
        [one] { $size } Stein
       *[other] { $size } Steine
    } auffüllen
ui-word-keep-cards = Handkarten behalten und auf { $size ->
        [one] { $size } Karte
       *[other] { $size } Karten
    } auffüllen
ui-word-pass-tiles = Passen: Du hast keinen Stein zum Legen
ui-word-pass-cards = Passen: Du hast keine Karte zum Spielen
ui-word-roll-dice = Wirf deine { $dice } Würfel
