## De eigen berichten, knoppen, menu's en formulieren van de bot.

# /{ cmd-server-group } { cmd-config }
ui-config-permission = Alleen iemand met 'Server beheren' kan de instellingen van de bot wijzigen, en alleen op een server.
ui-config-unknown = Kies een van de aangeboden talen.
ui-config-language-set = Taal van lobby's, beurtberichten en speelborden op deze server: vanaf nu { $language }.

# Lijsten van namen.
ui-and-list = { $first } en { $last }

# De lobby (openbaar, in de taal van de server).
ui-lobby-title = **Genial #{ $number }: { $edition }**{ $players ->
    [1] {" "}(solo)
   *[other] {" "}voor { $players } spelers
}
ui-lobby-opened-by = Geopend door { $creator }.
ui-lobby-seats = Plaatsen ({ $seated }/{ $wanted }): { $names }
ui-lobby-nobody = nog niemand
ui-lobby-options = Opties: { $options }
ui-lobby-invited = Uitgenodigd: { $users }
ui-lobby-join-hint = Klik op **Meedoen** om een plaats te nemen.{ $ready ->
    [1] {" "}Wie een plaats heeft, kan op **Starten** klikken.
   *[0] {""}
}
ui-lobby-cancelled = Dit spel is geannuleerd.
ui-lobby-finished = Afgelopen: { $winners } { $count ->
    [one] heeft
   *[other] hebben
} gewonnen. Eindstand{ $threaded ->
    [1] {" "}in { $where }
   *[0] {""}
}.
ui-lobby-on = Het spel loopt in { $thread }.

# Beurtberichten (openbaar).
ui-button-my-tiles = Mijn stenen
ui-button-my-cards = Mijn kaarten
ui-button-play = Spelen
ui-turn-bonus = { $who }: bonusbeurt! (nog { $owed })
ui-turn-yours = { $who }, jij bent aan de beurt. Klik op **{ $button }** of gebruik `/genial { cmd-play }`.
    -# { $status }
ui-game-started = **Genial #{ $number }** is begonnen. Volgorde (geloot): { $order }
ui-game-over = **Einde van het spel:** { $why }. Eindstand:

# Het privé-handpaneel.
ui-hand-over = Het spel is afgelopen.
ui-hand-choice = Jouw keuze: { $choices }
ui-hand-choose-group = Jij bent aan de beurt: kies wat je speelt (de meeste punten eerst), of typ een zet.
ui-hand-choose-where = Kies nu waar je **{ $group }** legt (de meeste punten eerst).
ui-hand-their-turn = { $who } is aan de beurt. { $status }

# Knoppen en weigeringen van de lobby.
ui-button-join = Meedoen
ui-button-leave = Verlaten
ui-button-start = Starten
ui-button-cancel = Annuleren
ui-lobby-err-full = Dit spel is vol.
ui-lobby-err-already = Je hebt al een plaats in dit spel.
ui-lobby-err-not-lobby = Dit spel is al begonnen of geannuleerd.
ui-lobby-err-not-seated = Je hebt geen plaats in dit spel.
ui-lobby-err-empty = Er heeft niemand een plaats.
ui-lobby-err-seats-changed = De plaatsen zijn intussen veranderd; klik nog eens op Starten.
ui-lobby-err-players = { $edition } is voor { $span } { $max ->
    [one] speler
   *[other] spelers
}, niet voor { $players }.
ui-lobby-err-solo-clock = Een spel voor één speler heeft geen klok: je speelt in je eigen tempo. Open het opnieuw zonder `{ cmd-opt-clock }` en `{ cmd-computer-opt-on-timeout }`.
ui-lobby-err-dm = Er wordt gespeeld in een kanaal op een server, niet in privéberichten.
ui-lobby-err-creator-leaves = Jij hebt dit spel geopend: sluit het liever met **Annuleren**.
ui-lobby-err-start-unseated = Alleen wie een plaats heeft, kan het spel starten.
ui-lobby-err-too-few = { $edition } heeft minstens { $min ->
        [one] { $min } speler
       *[other] { $min } spelers
    } nodig.

# "Weet je het zeker?" (opgeven, annuleren, verwijderen).
ui-button-confirm = Bevestigen
ui-button-back = Terug
ui-confirm-only-manager-cancel = Alleen wie dit spel heeft geopend, of iemand met 'Server beheren', kan het annuleren.
ui-confirm-only-manager-kick = Alleen wie dit spel heeft geopend, of iemand met 'Server beheren', kan spelers verwijderen.
ui-confirm-you-not-playing = Je speelt niet mee in spel #{ $game }.
ui-confirm-they-not-playing = { $who } speelt niet mee in spel #{ $game }.
ui-confirm-already-over = Spel #{ $game } is al afgelopen.
ui-confirm-unknown = Onbekende actie.
ui-confirm-creator-stays = Wie het spel heeft geopend, kan niet uit de lobby worden verwijderd: annuleer het spel dan liever.
ui-confirm-no-seat = { $who } heeft geen plaats in spel #{ $game }.
ui-confirm-ask-resign = Spel #{ $game } opgeven? Je verlaat het spel en eindigt als laatste.
ui-confirm-ask-cancel = Spel #{ $game } voor iedereen annuleren? Dit kan niet ongedaan worden gemaakt.
ui-confirm-ask-kick-lobby = { $who } uit de lobby van spel #{ $game } verwijderen?
ui-confirm-ask-kick = { $who } uit spel #{ $game } verwijderen? Die verlaat het spel en eindigt als laatste.
ui-confirm-question = **Weet je het zeker?** { $question }
    Klik op **Bevestigen** om door te gaan, of op **Terug** om alles te laten zoals het is.
ui-confirm-unchanged = Er is niets veranderd.
ui-confirm-moved-on = Het spel is intussen verdergegaan, dus er is niets gedaan. Voer het commando nog eens uit als je het nog steeds wilt.
ui-confirm-cancelled = Spel #{ $game } is geannuleerd.
ui-confirm-kicked-lobby = { $who } is uit de lobby van spel #{ $game } verwijderd.
ui-confirm-resigned = Je hebt spel #{ $game } opgegeven.
ui-confirm-kicked = { $who } is uit spel #{ $game } verwijderd.

# De zettenbouwer (privé).
ui-menu-best = beste keuze: { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}, { $move }
ui-hand-choose-best = Jij bent aan de beurt: kies een van de beste zetten (de meeste punten eerst), kies hieronder stap voor stap of typ een zet.
ui-menu-best-moves = De beste zetten, de meeste punten eerst
ui-menu-weakest-gain = { $count ->
    [one] zwakste kleur
   *[other] zwakste kleuren
} +{ $points }
ui-menu-choose-group = Kies wat je speelt
ui-menu-where = Waar leg je { $group }?
ui-menu-choose-move = Kies een zet
ui-button-type-cell = Veld intypen
ui-button-type-move = Zet intypen

# Herinneringen (openbaar).
ui-reminder = { $who }, spel #{ $game } wacht op jouw zet. Gebruik de knop onder het nieuwste speelbord, of `/genial { cmd-play }`.

# /genial { cmd-games } (privé).
ui-games-none = Je hebt geen open spellen op deze server. Open er een met `/genial { cmd-new }`.
ui-games-header = **Jouw spellen op deze server** ({ $games }, { $waiting ->
        [0] geen wacht op jou
        [one] één wacht op jou en staat bovenaan
       *[other] { $waiting } wachten op jou en staan bovenaan
    }){ $pages ->
        [one] {""}
       *[other] {" "}- pagina { $page } van { $pages }
    }:
ui-games-not-yours = Die lijst is van iemand anders: met `/genial { cmd-games }` zie je de jouwe.
ui-games-your-turn = jij bent aan de beurt
ui-games-lobby = lobby
ui-games-active = bezig
ui-games-taken-over = overgenomen door een computer
ui-button-previous = Vorige
ui-button-next = Volgende

# /{ cmd-rating-group } { cmd-leaderboard } van een solospel, /genial { cmd-log } { cmd-opt-record }, /genial { cmd-play }, /genial { cmd-board }.
ui-best-title = **{ $edition }: beste resultaten op deze server**
ui-best-someone = iemand
ui-best-none = Nog geen solospel afgelopen. Probeer `/genial { cmd-new } { cmd-opt-edition }:{ cmd-edition-3d-solo }`.
ui-best-mine = Jouw persoonlijke record: { $score }
ui-best-no-result = Je hebt nog geen resultaat.
ui-record-not-finished = Spel #{ $game } is niet afgelopen. Het verslag van een lopend spel blijft geheim (het bevat de startwaarde die de buidel vastlegt); je krijgt het zodra het spel voorbij is.
ui-record-file = Verslag van spel #{ $game }. Opnieuw afspelen met `python -m genial replay { $file }`.
ui-play-too-long = Dat is geen zet: hij heeft { $length } tekens. Een zet is een paar woorden, bijv. 'RB F7 r'; begin te typen en kies een van de suggesties.
ui-game-not-started = Spel #{ $game } is nog niet begonnen.

# Het formulier om een zet te typen (privé).
ui-form-title = Genial #{ $game }: typ je zet
ui-form-where = Waar leg je { $group } (veld en richting)
ui-form-move = Je zet
ui-form-example = bijv. { $example }
ui-input-range = `{ $option }` moet een geheel getal van { $low } tot { $high } zijn, niet `{ $value }`. Er is niets veranderd.
ui-input-choice = `{ $value }` is geen van de keuzes voor `{ $option }`. Er is niets veranderd.
ui-input-user = Die gebruiker kan ik niet vinden. Kies een lid van deze server.
ui-hand-choose-row = { $tile ->
        [1] Kies nu de rij van het speelbord waar **{ $group }** komt (daarna de precieze plek).
       *[other] Jij bent aan de beurt: kies eerst een rij van het speelbord (daarna het veld), of typ een zet.
    }
ui-hand-choose-where-row = Kies nu waar je **{ $group }** in rij { $row } legt (de meeste punten eerst).
ui-menu-choose-row = { $tile ->
    [1] Welke rij voor { $group }?
   *[other] Welke rij van het speelbord?
}
ui-menu-row = Rij { $row }
ui-menu-row-moves = { $count } { $count ->
    [one] plek
   *[other] plekken
}, beste +{ $points } ({ $move })
ui-menu-row-fields = { $count } { $count ->
    [one] veld
   *[other] velden
}, beste +{ $points } ({ $move })
ui-menu-which-way = { $group }: welke kleur telt eerst?
ui-button-roll-best = Gooien en de beste zet tonen
