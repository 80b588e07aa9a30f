## Weigeringen en meldingen: opties bij /genial { cmd-new },
## een spel kiezen, getypte plekken, te laat geklikt, annuleringen, solo-records, beschadigde
## verslagen en de weigeringen van de opslaglaag (data/errors.py draagt alleen hun id's).

err-bot-option-unknown = '{ $word }' is geen optie van { $edition }. Opties: { $options }.
err-bot-option-none = '{ $word }' is geen optie: bij { $edition } valt niets in te stellen.
err-bot-option-yes-no = Schrijf { $name }=ja of { $name }=nee.
err-bot-option-number = { $name } vraagt een geheel getal, bijv. { $name }=3.
ui-option-rounds = rondes in een match, geteld in overwinningspunten
ui-option-games = spellen in de match, gewonnen op overwinningspunten
ui-option-start-variant = startregel: niemand gooit vóór de eerste beurt

err-bot-no-running-game = Je speelt op deze server in geen enkel lopend spel mee. Begin er een met `/genial { cmd-new }`.
err-bot-which-game = Welk spel? Je speelt { $games }{ $more ->
    [0] {""}
   *[other] {" "}en nog { $more }
}: kies er een met de optie `{ cmd-opt-game }`.
err-bot-not-a-place = '{ $text }' is geen plek voor een zet. Typ de zet zoals het menu hem toont, of alleen zijn plek: een veld en een richting (bijv. 'D9 dr') of twee velden ('D9 D10').
err-bot-not-a-place-group = '{ $text }' is geen plek voor { $group }. Typ de zet zoals het menu hem toont, of alleen zijn plek: een veld en een richting (bijv. 'D9 dr') of twee velden ('D9 D10').
ui-play-played = Gespeeld `{ $move }`: { $said }
ui-play-board-title = **Genial #{ $number }**
err-bot-too-late = Iemand was sneller: die beurt is al gespeeld.

ui-flow-cancelled-by = Spel #{ $number } is geannuleerd door { $by }. De knoppen werken niet meer.
ui-solo-new-best = 🏆 Nieuw persoonlijk record: **{ $score }** (eerder: { $before }).
ui-solo-first-best = 🏆 Nieuw persoonlijk record: **{ $score }**.
ui-solo-result = Resultaat { $score }; je persoonlijke record blijft { $before }.
ui-solo-see-best = Zie `/{ cmd-rating-group } { cmd-leaderboard }` voor de lijst van deze server.
ui-record-damaged = Spel #{ $number }: het verslag van dit spel kan met deze versie van de bot niet worden nagespeeld zoals het gespeeld is, dus het speelbord en de scores zijn niet betrouwbaar. Sorry! Een beheerder kan het annuleren met `/genial { cmd-cancel }`.

err-data-refused = Dat kan nu niet.
err-data-not-found = Zo'n spel bestaat niet op deze server. Gebruik `/genial { cmd-games }` om je spellen te zien.
err-data-damaged = Dit spel is beschadigd in de database en kan niet worden geladen. Een beheerder kan het annuleren met `/genial { cmd-cancel }`.
err-data-not-playing = Dit spel wordt niet meer gespeeld.
err-data-moved-first = Iemand anders was je voor: het spel is veranderd. Bekijk het speelbord opnieuw.
err-data-no-seat = Die speler heeft geen plaats in dit spel.
err-data-lobby-not-started = Dit spel is nog niet begonnen.
err-data-storage = De bot kan nu niets opslaan (zijn database is vol of bezet). Er is niets veranderd: als dit een zet was, is je zet NIET gespeeld. Probeer het later opnieuw.
err-data-unreachable = De bot kan zijn database nu niet bereiken (die start opnieuw op of is onbereikbaar); hij maakt zelf weer verbinding. Er is niets veranderd: als dit een zet was, is je zet NIET gespeeld. Probeer het zo meteen opnieuw.
err-data-commit-unknown = De bot verloor zijn database precies tijdens het opslaan en weet daarom nog niet of het is opgeslagen. Als dit een zet was: zodra de database weer antwoordt (de bot maakt zelf weer verbinding), verschijnt een opgeslagen zet in de thread van het spel; verschijnt hij niet, dan is hij niet gespeeld en kun je hem dan opnieuw spelen.

## Woordzetten in het handpaneel (app/text/words.py): knoppen en wat elke zet doet.
ui-word-swap = Ruilen
ui-word-exchange = Ruilen
ui-word-keep = Houden
ui-word-pass = Passen
ui-word-roll = Gooien
ui-word-reroll = Opnieuw gooien (nog { $left })
ui-word-swap-tiles = Ruilen: leg alle stenen van je aflegbank terug en trek er { $size } nieuwe
ui-word-exchange-tiles = Ruilen: laat je hele aflegbank zien, leg de stenen terug en trek er { $size } nieuwe
ui-word-exchange-cards = Ruilen: laat je hand zien, leg alle kaarten af en trek er { $size } nieuwe
ui-word-keep-tiles = Aflegbank houden en aanvullen tot { $size ->
        [one] { $size } steen
       *[other] { $size } stenen
    }
ui-word-keep-cards = Hand houden en aanvullen tot { $size ->
        [one] { $size } kaart
       *[other] { $size } kaarten
    }
ui-word-pass-tiles = Passen: je hebt geen steen om te leggen
ui-word-pass-cards = Passen: je hebt geen kaart om te spelen
ui-word-roll-dice = { $dice ->
        [one] Gooi je dobbelsteen
       *[other] Gooi je { $dice } dobbelstenen
    }
