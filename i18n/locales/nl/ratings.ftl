## Ratings, ranglijsten en profielen (issue 11).

# Getekend in de afbeeldingen van de ranglijst en het profiel.
img-rating-col-player = Speler
img-rating-col-rating = Rating
img-rating-col-games = Potjes
img-rating-col-wins = Winst
img-rating-col-last = Laatst
img-rating-provisional-heading = Voorlopig: minder dan 5 potjes met rating
img-rating-empty = Nog geen potje met rating uitgespeeld.
img-rating-no-games = Nog geen potje met rating.
img-rating-leaderboard-title = { $edition }: ranglijst
img-rating-page = Pagina { $page } van { $pages }
img-rating-chart-title = { $edition } · { $games ->
    [one] { $games } potje met rating
   *[other] { $games } potjes met rating
}{ $provisional ->
    [1] , voorlopig
   *[0] {""}
}

# Onder de eindstand van een potje met rating.
ui-rating-changes = **Ratings**
ui-rating-change = { $name }: { $before } → { $after } ({ $delta }{ $provisional ->
    [1] , voorlopig
   *[0] {""}
})
# Ranglijst (de tekst naast de afbeelding).
ui-rating-provisional-heading = *Voorlopig: minder dan 5 potjes met rating*
ui-rating-board-line = { $rank }. **{ $name }** { $rating } · { $games ->
    [one] { $games } potje
   *[other] { $games } potjes
}, { $wins ->
    [one] { $wins } keer gewonnen
   *[other] { $wins } keer gewonnen
} · laatst { $last }
ui-rating-board-empty = In deze editie is nog geen potje met rating uitgespeeld. Begin er een met `/genial { cmd-new }`.
ui-rating-no-such-page = Er is geen pagina { $page }: de ranglijst heeft { $pages ->
    [one] { $pages } pagina
   *[other] { $pages } pagina's
}.
ui-rating-server-only = Ratings gelden per server: gebruik dit commando in een server.
# Profiel.
ui-rating-profile-title = **{ $name }** op deze server
ui-rating-profile-empty = Nog geen uitgespeeld potje.
ui-rating-profile-rating = Rating **{ $rating }**{ $provisional ->
    [1] {" "}(voorlopig)
   *[0] {""}
} · { $games ->
    [one] { $games } potje met rating
   *[other] { $games } potjes met rating
}, { $wins ->
    [one] { $wins } keer gewonnen
   *[other] { $wins } keer gewonnen
}
ui-rating-profile-unrated = Nog geen potje met rating.
ui-rating-profile-record = Alle uitgespeelde potjes: { $games }, { $wins } keer gewonnen · plaatsen { $places } · beste { $best }, gemiddeld { $average } (zwakste kleur)
ui-rating-profile-weakest = Kleur die het vaakst achterbleef: { $colour }
ui-rating-profile-recent = Laatste: { $games }
ui-rating-place = { $place }e
ui-rating-place-count = { $place }e ×{ $count }
# Onderling.
ui-rating-versus-self = Kies een tegenstander die niet jijzelf bent.
ui-rating-versus-none = Je hebt op deze server nog geen potje tegen { $other } uitgespeeld.
ui-rating-versus-total = **{ $me }** tegen **{ $other }**: { $wins } gewonnen, { $losses } verloren, { $draws } gelijk ({ $games ->
    [one] { $games } potje
   *[other] { $games } potjes
})
ui-rating-versus-edition = { $edition }: { $wins } gewonnen, { $losses } verloren, { $draws } gelijk
# Een potje uit de ratings halen.
ui-rating-exclude-permission = Alleen iemand met 'Server beheren' kan potjes uit de ratings halen.
ui-rating-exclude-unrated = Potje #{ $game } is geen potje met rating.
ui-rating-excluded = Potje #{ $game } telt niet meer mee: de ratings voor { $edition } zijn zonder dit potje opnieuw berekend.
ui-rating-restored = Potje #{ $game } telt weer mee: de ratings voor { $edition } zijn met dit potje opnieuw berekend.
ui-rating-already-excluded = Potje #{ $game } is al uit de ratings gehaald.
ui-rating-already-restored = Potje #{ $game } telt al mee voor de ratings.

# Beschrijvingen van slash-commando's en opties.
cmd-rating-leaderboard = De ranglijst van deze server in één editie
cmd-rating-leaderboard-edition = Welk spel van de familie (een solospel: zijn records)
cmd-rating-leaderboard-page = Pagina van de lijst (15 spelers per pagina)
cmd-rating-profile = Ratings, verloop en potjes van een speler
cmd-rating-profile-player = Wiens profiel (anders het jouwe)
cmd-rating-versus = Jouw resultaten tegen één tegenstander
cmd-rating-versus-player = Je tegenstander
cmd-rating-exclude = Een potje uit de ratings halen of terugzetten (Server beheren)
cmd-rating-exclude-game = Nummer van het potje
cmd-rating-exclude-restore = Het potje weer laten meetellen (anders eruit halen)
cmd-rating-new-rated = Het potje telt mee voor de ratings (standaard: ja, vanaf twee spelers)
# Onder een lobby.
ui-rating-lobby-rated = Met rating: de uitslag telt mee voor de ratings van deze server.
ui-rating-lobby-casual = Vrijblijvend: dit potje telt niet mee voor de ratings.
