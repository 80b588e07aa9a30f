## Voorvertoningsstempel, zettenlijst, scoreverloop, herhaling.

img-preview-line = Voorvertoning · { $name }: +{ $points } { $points ->
    [one] punt
   *[other] punten
}
img-preview-mark = voorvertoning

img-chart-title = Zwakste kleur in het verloop van het spel
img-chart-moves = zetten
alt-chart = Grafiek van de zwakste kleur van elke speler over de { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    } van het spel. Aan het eind: { $scores }.

ui-log-line = { $n }. **{ $name }** `{ $move }` { $said }
ui-log-points = +{ $points } { $points ->
    [one] punt
   *[other] punten
}
ui-log-empty = Spel #{ $game } heeft nog geen zetten.

ui-replay-not-finished = Spel #{ $game } loopt nog. Herhalingen zijn er voor afgelopen spellen; `/genial { cmd-log }` toont de zetten tot nu toe.
ui-replay-start = Herhaling van spel #{ $game }: het begin, vóór de eerste van { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }.
ui-replay-step = Herhaling van spel #{ $game }: zet { $move } van { $moves }. { $line }
alt-history-weakest = { $name } { $score }
ui-button-replay-first = Begin
ui-button-replay-prev = Terug
ui-button-replay-next = Verder
ui-button-replay-last = Einde

# Namen en beschrijvingen van de commando's.
cmd-log = zetten
cmd-log-desc = De zetten van een spel met hun punten tonen (alleen wat openbaar is)
cmd-log-page = Pagina van de lijst (1: de nieuwste zetten)
cmd-log-record = In plaats daarvan: het verslag van een afgelopen spel downloaden (JSON, opnieuw af te spelen)
cmd-replay = herhaling
cmd-replay-desc = Een afgelopen spel zet voor zet naspelen, alleen voor jou
cmd-replay-game = Nummer van een afgelopen spel

# /genial { cmd-log } opent op de nieuwste zetten; de knoppen bladeren terug.
ui-log-window = Spel #{ $game }: zetten { $first }–{ $last } van { $moves }, nieuwste onderaan
ui-button-log-older = Ouder
ui-button-log-newer = Nieuwer

# /genial { cmd-replay }: elke beschrijving zegt dat het een herhaling is, in woorden.
alt-replay-start = Herhaling van spel #{ $game } · het begin, vóór { $moves ->
        [one] de enige zet
       *[other] de eerste van { $moves } zetten
    }. Zwakste kleuren: { $scores }.
alt-replay-move = Herhaling van spel #{ $game } · zet { $move } van { $moves } · { $said }. Zwakste kleuren daarna: { $scores }.
alt-history-sentence = { $name } { $said }
ui-button-replay-back10 = 10 terug
ui-button-replay-fwd10 = 10 verder
ui-replay-jump = Spring naar zet…
ui-replay-jump-start = Het begin
ui-replay-jump-move = Zet { $move }
cmd-replay-move = Zet die eerst getoond wordt (0: het begin)

# Beschrijvingen zeggen de zet in woorden, zoals het bericht.
alt-last-said = Laatste zet: { $who } { $said }.
alt-preview-said = Nog niet gespeeld: { $who } { $said }.
# Elk beeld van de herhaling zegt het.
img-replay-line = Herhaling · zet { $move } van { $moves } · { $name } { $notation }
img-replay-start = Herhaling · het begin ({ $moves } { $moves ->
    [one] zet
   *[other] zetten
})
img-replay-move = Herhaling · zet { $move } van { $moves } · { $notation }
img-replay-compact = Herhaling { $move }/{ $moves } · { $notation }

# De geanimeerde herhaling onder /genial { cmd-replay }: voor iedereen in het kanaal geplaatst.
ui-button-replay-gif = Geanimeerde herhaling delen (GIF)
ui-replay-gif-shared = 🎞️ Geanimeerde herhaling van spel #{ $game }, hier voor iedereen gedeeld door { $who }: het begin en { $moves ->
    [one] de enige zet
   *[other] elk van de { $moves } zetten
}.
ui-replay-gif-shared-every = 🎞️ Geanimeerde herhaling van spel #{ $game }, hier voor iedereen gedeeld door { $who }: { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
}, elke { $every }e getoond (om binnen de groottegrens van Discord te blijven).
ui-replay-gif-too-large = De geanimeerde herhaling van spel #{ $game } zou groter zijn dan Discord toestaat (8 MiB): loop er met de knoppen zet voor zet doorheen.
alt-replay-gif = Geanimeerde herhaling van spel #{ $game }: het speelbord na { $moves ->
    [one] de enige zet
   *[other] elk van de { $moves } zetten
}, elk beeld gemarkeerd als "Herhaling" met de zet.
