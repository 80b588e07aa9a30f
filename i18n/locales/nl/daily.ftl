## Het dagspel: één solospel per dag voor iedereen op een server.

err-daily-dm = Het dagspel speel je op een server.
err-daily-off = Het dagspel staat op deze server uit (`/{ cmd-server-group } { cmd-config }` zet het aan).
err-daily-finished = Je hebt dit spel al gespeeld: één poging per dag. `/genial { cmd-daily }` toont de stand van vandaag.
err-daily-day = ‘{ $given }’ is geen datum: schrijf het als 2026-12-01.
err-daily-future = { $day } is nog niet begonnen.
err-daily-replay-open = De herhalingen van een dag komen vrij als de dag voorbij is: probeer het morgen.
err-daily-replay-none = Die speler heeft het dagspel van { $day } hier niet uitgespeeld.

ui-daily-panel = **Dagspel van { $day }** ({ $edition }), zet { $move }. Alleen jij ziet dit.
ui-daily-late = Dit spel is van { $day }: het telt nog steeds voor { $day }.
ui-daily-menu = Leg hem: de beste zetten eerst
ui-daily-finished = Klaar: **{ $score }**, tot nu toe plaats { $place } van { $of }. Je regel staat in het kanaal.
ui-daily-result = 🗓️ { $who } speelde het dagspel van { $day }: **{ $score }**, tot nu toe plaats { $place } van { $of }.
ui-daily-result-late = 🗓️ { $who } speelde het dagspel van { $day } later uit: **{ $score }**, plaats { $place } van { $of }.
ui-daily-result-colours = Kleuren, de zwakste eerst: { $colours }.
alt-daily-board = Je dagspel van { $day }. { $hand } Je punten, zwakste kleur eerst: { $scores }.
alt-daily-replay = Herhaling van het dagspel van { $day }, uitslag { $score }.
ui-daily-replay = Herhaling van het dagspel van { $day } door { $who }: **{ $score }**.

ui-daily-table-title = **Dagspel van { $day }**
ui-daily-table-empty = Nog niemand heeft het uitgespeeld.
ui-daily-table-open = De herhalingen en de uitslag van de computer volgen als de dag voorbij is.
ui-daily-computer = 🤖 De sterke computer haalde { $score }.
ui-daily-week-title = **Dagspellen, week van { $first } tot { $last }**
ui-daily-week-how = Som van de uitslagen van de week (een dag zonder spel telt 0); tussen haakjes de beste dag en het aantal gespeelde dagen.
ui-daily-week-line = { $place }. { $who }: **{ $total }** (beste { $best }, { $days ->
    [one] { $days } dag
   *[other] { $days } dagen
})

ui-daily-end-title = **Het dagspel van { $day } is voorbij** ({ $players ->
    [one] { $players } speler
   *[other] { $players } spelers
})
ui-daily-end-replays = Herhalingen: `/genial { cmd-daily } { cmd-opt-show }:{ cmd-daily-show-replay }`.
ui-daily-end-next = Volgend spel ({ $day }, { $edition }): { $opening } `/genial { cmd-daily }`

ui-daily-streak = Dagspellen: reeks { $current ->
    [one] { $current } dag
   *[other] { $current } dagen
}, beste { $best ->
    [one] { $best } dag
   *[other] { $best } dagen
}
ui-config-daily = Dagspel: { $on } · { $edition } · bericht aan het eind van de dag: { $channel } · tijdzone: { $zone }
ui-config-daily-on = aan
ui-config-daily-off = uit

# De opdracht en haar instellingen.
cmd-daily = dagspel
cmd-daily-desc = Het dagspel van vandaag: hetzelfde solospel voor iedereen hier (alleen jij ziet het)
cmd-opt-show = tonen
cmd-daily-show = Wat je ziet (standaard: je spel, na het spelen de stand van vandaag)
cmd-daily-show-play = mijn spel
cmd-daily-show-table = de stand van de dag
cmd-daily-show-week = de stand van de week
cmd-daily-show-replay = herhaling
cmd-daily-player = Wiens herhaling (de dag moet voorbij zijn)
cmd-opt-day = dag
cmd-daily-day = Welke dag, bijv. 2026-12-01 (standaard: vandaag; een herhaling: gisteren)
cmd-opt-daily = dagspel
cmd-config-daily = Het dagspel op deze server aanbieden
cmd-opt-daily-channel = dagspel-kanaal
cmd-config-daily-channel = Kanaal voor het bericht aan het eind van de dag (standaard: waar de eerste speler begon)
cmd-opt-daily-edition = dagspel-editie
cmd-config-daily-edition = Welk spel het dagspel is
cmd-daily-edition-alternate = De solospellen om de beurt, één per dag
cmd-config-zone = De tijdzone van de server: om middernacht daar begint een nieuw dagspel
