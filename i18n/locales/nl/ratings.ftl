## Ratings, ranglijsten en profielen.

# Getekend in de afbeeldingen van de ranglijst en het profiel.
img-rating-col-player = Speler
img-rating-col-rating = Rating
img-rating-col-games = Spellen
img-rating-col-wins = Winst
img-rating-col-last = Laatst
img-rating-provisional-heading = Voorlopig: minder dan 5 spellen met rating
img-rating-empty = Nog geen spel met rating uitgespeeld.
img-rating-no-games = Nog geen spel met rating.
img-rating-leaderboard-title = { $edition }: ranglijst
img-rating-page = Pagina { $page } van { $pages }
img-rating-chart-title = { $edition } · { $games ->
    [one] { $games } spel met rating
   *[other] { $games } spellen met rating
}{ $provisional ->
    [1] , voorlopig
   *[0] {""}
}

# Onder de eindstand van een spel met rating.
ui-rating-changes = **Ratings**
ui-rating-change = { $name }: { $before } → { $after } ({ $delta }{ $provisional ->
    [1] , voorlopig
   *[0] {""}
})
ui-rating-provisional-heading = *Voorlopig: minder dan 5 spellen met rating*
ui-rating-board-line = { $rank }. **{ $name }** { $rating } · { $games ->
    [one] { $games } spel
   *[other] { $games } spellen
}, { $wins } keer gewonnen · laatst { $last }
ui-rating-board-line-provisional = ◦ **{ $name }** { $rating } · { $games } van { $needed } spellen met rating, { $wins } keer gewonnen · laatst { $last }
ui-rating-board-empty = In deze editie is nog geen spel met rating uitgespeeld. Begin er een met `/genial { cmd-new }`.
ui-rating-no-such-page = Er is geen pagina { $page }: de ranglijst heeft { $pages ->
    [one] { $pages } pagina
   *[other] { $pages } pagina's
}.
ui-rating-server-only = Ratings gelden per server: gebruik dit commando in een server.
# Profiel.
ui-rating-profile-title = **{ $name }** op deze server
ui-rating-profile-empty = Nog geen uitgespeeld spel.
ui-rating-profile-rating = Rating **{ $rating }**{ $provisional ->
    [1] {" "}(voorlopig)
   *[0] {""}
} · { $games ->
    [one] { $games } spel met rating
   *[other] { $games } spellen met rating
}, { $wins } keer gewonnen
ui-rating-profile-unrated = Nog geen spel met rating.
ui-rating-profile-record = Alle uitgespeelde spellen: { $games }, { $wins } keer gewonnen · plaatsen { $places } · zwakste kleur: op zijn best { $best }, gemiddeld { $average }
ui-rating-profile-weakest = Kleur die het vaakst achterbleef: { $colour }
ui-rating-profile-recent = Laatste: { $games }
ui-rating-place = { $place }e
ui-rating-place-count = { $place }e ×{ $count }
# Onderling.
ui-rating-versus-self = Kies een tegenstander die niet jijzelf bent.
ui-rating-versus-none = Je hebt op deze server nog geen spel tegen { $other } uitgespeeld.
ui-rating-versus-total = **{ $me }** tegen **{ $other }**: { $wins } gewonnen, { $losses } verloren, { $draws } gelijk ({ $games ->
    [one] { $games } spel
   *[other] { $games } spellen
})
ui-rating-versus-edition = { $edition }: { $wins } gewonnen, { $losses } verloren, { $draws } gelijk
ui-rating-exclude-permission = Alleen iemand met 'Server beheren' kan spellen uit de ratings halen.
ui-rating-exclude-unrated = Spel #{ $game } is geen spel met rating.
ui-rating-excluded = Spel #{ $game } telt niet meer mee: de ratings voor { $edition } zijn zonder dit spel opnieuw berekend.
ui-rating-restored = Spel #{ $game } telt weer mee: de ratings voor { $edition } zijn met dit spel opnieuw berekend.
ui-rating-already-excluded = Spel #{ $game } is al uit de ratings gehaald.
ui-rating-already-restored = Spel #{ $game } telt al mee voor de ratings.

# Beschrijvingen van slash-commando's en opties.
cmd-rating-leaderboard = De ranglijst van deze server in één editie
cmd-rating-leaderboard-edition = Welk spel van de familie (een solospel: zijn records)
cmd-rating-leaderboard-page = Pagina van de lijst (15 spelers per pagina)
cmd-rating-profile = Ratings, verloop en spellen van een speler
cmd-rating-profile-player = Wiens profiel (standaard: het jouwe)
cmd-rating-versus = Jouw resultaten tegen één tegenstander
cmd-rating-versus-player = Je tegenstander
cmd-rating-exclude = Een spel uit de ratings halen of terugzetten (Server beheren)
cmd-rating-exclude-game = Nummer van het spel
cmd-rating-exclude-restore = Het spel weer laten meetellen (standaard: eruit halen)
cmd-rating-new-rated = Het spel telt mee voor de ratings (standaard: ja, vanaf twee spelers)
# Onder een lobby.
ui-rating-lobby-rated = Met rating: de uitslag telt mee voor de ratings van deze server.
ui-rating-lobby-casual = Vrijblijvend: dit spel telt niet mee voor de ratings.
