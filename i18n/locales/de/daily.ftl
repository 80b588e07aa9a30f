## Die Tagespartie: eine Solopartie am Tag für alle auf einem Server.

err-daily-dm = Die Tagespartie wird auf einem Server gespielt.
err-daily-off = Die Tagespartie ist auf diesem Server ausgeschaltet (`/{ cmd-server-group } { cmd-config }` schaltet sie ein).
err-daily-finished = Du hast diese Partie schon gespielt: ein Versuch am Tag. `/genial { cmd-daily }` zeigt die heutige Tabelle.
err-daily-day = „{ $given }“ ist kein Datum: schreib es als 2026-12-01.
err-daily-future = Der { $day } ist noch nicht gekommen.
err-daily-replay-open = Die Wiederholungen eines Tages gibt es, wenn der Tag vorbei ist: versuch es morgen.
err-daily-replay-none = Diese Person hat die Tagespartie vom { $day } hier nicht beendet.

ui-daily-panel = **Tagespartie vom { $day }** ({ $edition }), Zug { $move }. Nur du siehst das.
ui-daily-late = Diese Partie ist vom { $day }: sie zählt weiter für den { $day }.
ui-daily-menu = Leg ihn: die besten Züge zuerst
ui-daily-finished = Fertig: **{ $score }**, bisher Platz { $place } von { $of }. Deine Zeile steht im Kanal.
ui-daily-result = 🗓️ { $who } hat die Tagespartie vom { $day } gespielt: **{ $score }**, bisher Platz { $place } von { $of }.
ui-daily-result-late = 🗓️ { $who } hat die Tagespartie vom { $day } nachträglich beendet: **{ $score }**, Platz { $place } von { $of }.
ui-daily-result-colours = Farben, die schwächste zuerst: { $colours }.
alt-daily-board = Deine Tagespartie vom { $day }. { $hand } Deine Punkte, schwächste Farbe zuerst: { $scores }.
alt-daily-replay = Wiederholung der Tagespartie vom { $day }, Ergebnis { $score }.
ui-daily-replay = Wiederholung der Tagespartie vom { $day } von { $who }: **{ $score }**.

ui-daily-table-title = **Tagespartie vom { $day }**
ui-daily-table-empty = Noch niemand hat sie beendet.
ui-daily-table-open = Die Wiederholungen und das Ergebnis des Computers folgen, wenn der Tag vorbei ist.
ui-daily-computer = 🤖 Der starke Computer kam auf { $score }.
ui-daily-week-title = **Tagespartien, Woche vom { $first } bis { $last }**
ui-daily-week-how = Summe der Ergebnisse der Woche (ein Tag ohne Partie zählt 0); in Klammern der beste Tag und die gespielten Tage.
ui-daily-week-line = { $place }. { $who }: **{ $total }** (bester { $best }, { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
})

ui-daily-end-title = **Die Tagespartie vom { $day } ist vorbei** ({ $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
})
ui-daily-end-replays = Wiederholungen: `/genial { cmd-daily } { cmd-opt-show }:{ cmd-daily-show-replay }`.
ui-daily-end-next = Nächste Partie ({ $day }, { $edition }): { $opening } `/genial { cmd-daily }`

ui-daily-streak = Tagespartien: Serie { $current ->
    [one] { $current } Tag
   *[other] { $current } Tage
}, beste { $best ->
    [one] { $best } Tag
   *[other] { $best } Tage
}
ui-config-daily = Tagespartie: { $on } · { $edition } · Beitrag zum Tagesende: { $channel } · Zeitzone: { $zone }
ui-config-daily-on = an
ui-config-daily-off = aus

# Der Befehl und seine Einstellungen.
cmd-daily = tagespartie
cmd-daily-desc = Die heutige Tagespartie: dieselbe Solopartie für alle hier (nur du siehst sie)
cmd-opt-show = zeigen
cmd-daily-show = Was gezeigt wird (Vorgabe: deine Partie, nach dem Spielen die heutige Tabelle)
cmd-daily-show-play = meine Partie
cmd-daily-show-table = die Tabelle des Tages
cmd-daily-show-week = die Tabelle der Woche
cmd-daily-show-replay = wiederholung
cmd-daily-player = Wessen Wiederholung (der Tag muss vorbei sein)
cmd-opt-day = tag
cmd-daily-day = Welcher Tag, z. B. 2026-12-01 (Vorgabe: heute; Wiederholung: gestern)
cmd-opt-daily = tagespartie
cmd-config-daily = Die Tagespartie auf diesem Server anbieten
cmd-opt-daily-channel = tagespartie-kanal
cmd-config-daily-channel = Der Kanal für den Beitrag zum Tagesende (Vorgabe: wo der erste Spieler des Tages begann)
cmd-opt-daily-edition = tagespartie-spiel
cmd-config-daily-edition = Welches Spiel die Tagespartie ist
cmd-daily-edition-alternate = Die Solospiele im Wechsel, eins am Tag
cmd-config-zone = Die Zeitzone des Servers: um ihre Mitternacht beginnt eine neue Tagespartie
