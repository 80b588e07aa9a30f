## Ligatabelle (render/league.py)

img-league-player = Spieler
img-league-points = Punkte
img-league-opponents = Gegnerpkt.
img-league-head-to-head = Direkt
img-league-weakest = Schwächste
img-league-played = Gespielt
img-league-left = Offen
img-league-title = { $league }: Saison { $season }

## /league-Befehle (cogs/league/)

cmd-league-desc = Ligen: Saisons, Runden und Tabellen, vom Bot geführt
cmd-league-create = erstellen
cmd-league-join = beitreten
cmd-league-leave = verlassen
cmd-league-start = starten
cmd-league-standings = tabelle
cmd-league-schedule = paarungen
cmd-league-info = info
cmd-league-list = liste
cmd-league-role = rolle
cmd-league-replace = ersetzen
cmd-league-void = annullieren
cmd-league-extend = verlängern
cmd-league-next = nächste
cmd-league-opt-name = name
cmd-league-opt-edition = spiel
cmd-league-opt-per-table = pro_tisch
cmd-league-opt-format = modus
cmd-league-opt-rounds = runden
cmd-league-opt-turn-hours = stunden_pro_zug
cmd-league-opt-rated = gewertet
cmd-league-opt-channel = kanal
cmd-league-opt-points = punkte
cmd-league-opt-league = liga
cmd-league-opt-season = saison
cmd-league-opt-role = rolle
cmd-league-opt-game = partie
cmd-league-opt-player = spieler
cmd-league-opt-by = durch
cmd-league-opt-hours = stunden
cmd-league-create-desc = Eine Liga erstellen (Organisatoren: Server verwalten oder die Liga-Rolle)
cmd-league-create-name = Der Name der Liga, auf diesem Server einmalig
cmd-league-create-edition = Welches Spiel der Familie die Liga spielt
cmd-league-create-per-table = Spieler pro Tisch (2, 3 oder 4; geht es nicht auf, haben manche Tische einen Platz weniger)
cmd-league-create-format = Schweizer System (Tische nach Ligapunkten) oder Jeder gegen jeden
cmd-league-create-rounds = Anzahl der Runden einer Saison (Standard: 3)
cmd-league-create-turn-hours = Stunden pro Zug; danach verlässt der Spieler die Partie (0: die übliche Frist des Bots)
cmd-league-create-rated = Die Partien der Liga für die Wertung zählen (Standard: ja)
cmd-league-create-channel = Der Kanal, in dem ihre Partien laufen (Standard: dieser)
cmd-league-create-points = Ligapunkte pro Platz, z. B. 4/2/1/0 3/1/0 1/0 (Standard)
cmd-league-format-swiss = Schweizer System
cmd-league-format-round-robin = Jeder gegen jeden
cmd-league-join-desc = Melde dich für die nächste Saison der Liga an
cmd-league-leave-desc = Die Liga verlassen (während einer Saison verlierst du deine restlichen Partien)
cmd-league-start-desc = Die Saison starten: Anmeldung schließen, erste Runde eröffnen (Organisatoren)
cmd-league-standings-desc = Die Tabelle der Liga, als Bild und in Worten
cmd-league-schedule-desc = Die Partien der Saison, deine zuerst, mit Links
cmd-league-info-desc = Die Regeln einer Liga
cmd-league-list-desc = Die Ligen dieses Servers
cmd-league-role-desc = Die Rolle festlegen, deren Mitglieder Ligen organisieren dürfen (Server verwalten)
cmd-league-role-role = Die Liga-Rolle (leer lassen, um sie zu entfernen)
cmd-league-replace-desc = Einen Spieler in einer laufenden Ligapartie durch ein anderes Mitglied ersetzen (Organisatoren)
cmd-league-replace-player = Der Spieler, der die Partie verlässt
cmd-league-replace-by = Das Mitglied, das den Platz übernimmt
cmd-league-void-desc = Ligapartie annullieren: zählt als nicht gespielt, auch nicht für die Wertung (Organisatoren)
cmd-league-extend-desc = Dem Spieler am Zug in einer Ligapartie mehr Zeit geben (Organisatoren)
cmd-league-extend-hours = Wie viele Stunden mehr
cmd-league-next-desc = Die Spieler der letzten Saison für die neue Saison anmelden (Organisatoren)
cmd-league-which = Die Liga (kann wegfallen, wenn der Server nur eine hat)
cmd-league-season = Die Nummer der Saison (Standard: die laufende oder die letzte)
cmd-league-game = Die Nummer (#) der Partie, wie sie in ihrem Thread steht

## Antworten und Meldungen

ui-league-server-only = Ligen gibt es nur auf Servern: Nutze den Befehl auf einem Server.
ui-league-name-one = Nenne die Liga: Dieser Server hat keine oder mehrere (siehe `/{ cmd-league-group } { cmd-league-list }`).
ui-league-not-found = Auf diesem Server gibt es keine Liga { $name }. `/{ cmd-league-group } { cmd-league-list }` zeigt sie.
ui-league-organisers-only = Das dürfen nur Liga-Organisatoren: Server verwalten, die Liga-Rolle oder wer die Liga erstellt hat.
ui-league-err-manage-server = Nur Mitglieder mit „Server verwalten“ dürfen die Liga-Rolle festlegen.
ui-league-err-name-taken = Eine Liga mit diesem Namen gibt es auf diesem Server schon.
ui-league-err-not-signup = Die Anmeldung für diese Saison ist geschlossen; du kannst in der nächsten Saison mitspielen.
ui-league-err-already = Du bist schon angemeldet.
ui-league-err-not-entered = Du spielst in dieser Saison der Liga nicht mit.
ui-league-err-too-few = Eine Saison braucht mindestens zwei Spieler.
ui-league-err-not-running = Diese Saison läuft nicht.
ui-league-err-points = Die Punkte { $text } gehen nicht: eine Liste pro Tischgröße wie 3/1/0, kein Platz mehr wert als der davor.
ui-league-err-name-empty = Eine Liga braucht einen Namen mit etwas Sichtbarem darin (nicht nur Leerzeichen oder unsichtbare Zeichen).
ui-league-err-points-big = Die Punkte { $text } gehen nicht: kein Platz kann mehr als { $max ->
        [one] { $max } Punkt
       *[other] { $max } Punkte
    } wert sein.
ui-league-err-points-twice = Die Punkte { $text } gehen nicht: für Tische zu { $size } gibt es schon eine Liste; gib eine Liste pro Tischgröße an.
ui-league-err-table-size = { $edition } spielen höchstens { $max } Spieler: Wähle weniger pro Tisch.
ui-league-err-no-season = Es gibt keine Saison { $season } (diese Liga hat { $seasons }).
ui-league-err-not-a-league-game = Partie #{ $game } ist keine Partie der Liga { $league }.
ui-league-err-not-running-game = Partie #{ $game } läuft nicht.
ui-league-err-replace = Dieser Spieler sitzt nicht in dieser laufenden Partie, oder der Ersatz sitzt schon darin.
ui-league-err-next = Die Spieler der letzten Saison können erst nach dem Ende einer Saison und vor dem Start der neuen übernommen werden.
ui-league-created = Die Liga **{ $league }** (#{ $number }) ist zur Anmeldung offen: `/{ cmd-league-group } { cmd-league-join }`. Ihre Partien laufen in { $channel }.
ui-league-joined = { $who } ist **{ $league }** beigetreten ({ $count } angemeldet).
ui-league-left = { $who } hat **{ $league }** vor dem Start verlassen.
ui-league-left-running = { $who } hat **{ $league }** verlassen: Die restlichen Partien gelten als verloren (letzter Platz), die anderen spielen weiter.
ui-league-started = Saison { $season } von **{ $league }** hat begonnen: { $count } Spieler, { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }. Die Partien der ersten Runde werden eröffnet.
ui-league-round-opens = **{ $league }**, Saison { $season }: Runde { $round } von { $rounds } beginnt.
ui-league-round-byes = Spielfrei in dieser Runde (zählt als Sieg): { $players }
ui-league-round-over = **{ $league }**, Saison { $season }: Runde { $round } von { $rounds } ist vorbei. Die Ergebnisse:
ui-league-round-result = Tisch { $table } ({ $game }): { $places }
ui-league-round-result-place = { $place }. { $name }{ $forfeited ->
    [1] {" "}(aufgegeben)
   *[0] {""}
}
ui-league-round-result-void = Tisch { $table } ({ $game }): annulliert, keine Punkte
ui-league-round-result-bye = Spielfrei (zählt als Sieg): { $players }
ui-league-round-standings = Die Tabelle nach Runde { $round } steht im Bild; `/{ cmd-league-group } { cmd-league-standings }` zeigt sie jederzeit.
ui-league-round-last = Das war die letzte Runde: Der Endstand folgt.
ui-league-round-divisions = Die Tabelle jeder Division: `/{ cmd-league-group } { cmd-league-standings }`.
ui-league-table-opens = **{ $league }** Runde { $round }, Tisch { $table }: Genial #{ $number } mit { $players }
ui-league-season-over = Saison { $season } von **{ $league }** ist vorbei. Herzlichen Glückwunsch, { $winners }!
ui-league-standings-line = { $place }. { $name }: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } (Gegner { $opponents }), { $played } gespielt, { $left } offen
ui-league-role-set = Liga-Organisatoren: Mitglieder mit { $role } dürfen jetzt Ligen erstellen und leiten.
ui-league-role-cleared = Die Liga-Rolle wurde entfernt; dafür braucht es wieder „Server verwalten“.
ui-league-replaced = **{ $league }**, Partie #{ $game }: { $new } übernimmt den Platz von { $old } (durch { $by }).
ui-league-voided = **{ $league }**, Partie #{ $game } wurde von { $by } annulliert: Sie zählt als nicht gespielt.
ui-league-extended = **{ $league }**, Partie #{ $game }: { $who } hat { $hours ->
        [one] { $hours } Stunde
       *[other] { $hours } Stunden
    } mehr für diesen Zug (durch { $by }).
ui-league-next = Saison { $season } von **{ $league }**: { $count } Spieler der letzten Saison sind wieder angemeldet (durch { $by }). `/{ cmd-league-group } { cmd-league-join }` zum Mitspielen, `/{ cmd-league-group } { cmd-league-start }`, wenn alle da sind.
ui-league-info = **{ $league }** (#{ $number }): { $edition }, { $per_table } pro Tisch, { $format }, { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }.
    Zeit pro Zug: { $time }. Gewertet: { $rated }. Punkte pro Platz: { $points }.
    Partien in { $channel }; Organisator: { $organiser }.
    Saison { $season }: { $status }, { $count } Spieler.
ui-league-info-hours = { $hours ->
        [one] { $hours } Stunde
       *[other] { $hours } Stunden
    }
ui-league-info-no-limit = die übliche Frist des Bots
ui-league-info-tiebreaks = Bei Punktgleichheit entscheidet in dieser Reihenfolge: 1. die Ligapunkte der Gegner (Buchholz), 2. der direkte Vergleich der Punktgleichen, 3. die Summe der Punkte in der schwächsten Farbe. Wer dann noch gleich steht, teilt sich den Platz.
ui-league-rated-yes = ja
ui-league-rated-no = nein
ui-league-format-swiss = Schweizer System
ui-league-format-round-robin = Jeder gegen jeden
ui-league-season-signup = Anmeldung offen
ui-league-season-running = läuft
ui-league-season-finished = beendet
ui-league-list-line = #{ $number } **{ $league }**: { $edition }, Saison { $season } ({ $status }, { $count } Spieler)
ui-league-list-none = Dieser Server hat noch keine Ligen. Organisatoren starten eine mit `/{ cmd-league-group } { cmd-league-create }`.
ui-league-schedule-none = **{ $league }** hat noch keine Partien: Die Saison hat noch nicht begonnen.
ui-league-schedule-head = **{ $league }**, Saison { $season }:
ui-league-schedule-round = **Runde { $round }**
ui-league-schedule-mine = ➤ Tisch { $table }: { $game } { $players } ({ $status }) { $link }
ui-league-schedule-line = Tisch { $table }: { $game } { $players } ({ $status }) { $link }
ui-league-status-pending = noch nicht eröffnet
ui-league-status-playing = läuft
ui-league-status-finished = beendet
ui-league-status-void = annulliert
ui-league-status-bye = spielfrei
ui-league-status-your-turn = du bist am Zug

## Ein Computer auf dem Platz eines Spielers (/{ cmd-league-group } { cmd-league-replace } ... computer:).
cmd-league-opt-computer = computer
cmd-league-replace-computer = Oder: ein Computer dieser Stufe spielt den Platz (der Spieler zählt dort als Letzter)
ui-league-err-by-or-computer = Nenne entweder ein Mitglied (`durch:`) oder eine Computerstufe (`computer:`) für den Platz, nicht beides.
ui-league-err-no-own-seat = { $player } hat in der laufenden Partie #{ $game } keinen eigenen Platz (nicht dabei, ausgestiegen, oder ein Computer spielt ihn schon).
ui-league-replaced-by-computer = **{ $league }**, Partie #{ $game }: Ab jetzt spielt ein Computer ({ $level }) den Platz von { $old } (durch { $by }). { $old } zählt an diesem Tisch als Letzter; die Partie zählt nicht mehr für die Wertung.
ui-league-info-replaced-by-computer = Wer durch einen Computer ersetzt wird, zählt an diesem Tisch als Letzter, egal wie der Computer abschneidet.

## Divisionen: Auf- und Abstieg zwischen den Saisons.
cmd-league-opt-divisions = divisionen
cmd-league-opt-move = wechsel
cmd-league-opt-division = division
cmd-league-create-divisions = Divisionen jeder Saison (1 = keine, Standard); die Spieler wechseln jede Saison zwischen ihnen
cmd-league-create-move = Wie viele Spieler am Saisonende zwischen benachbarten Divisionen auf- und absteigen (Standard: 1)
cmd-league-division = Die Division, 1 = die oberste (Standard: deine, sonst die oberste)
img-league-title-division = { $league }: Saison { $season }, Division { $division }
ui-league-division-line = Division { $division }: { $players }
ui-league-division-over = Saison { $season } von **{ $league }**, Division { $division } ist vorbei. Herzlichen Glückwunsch, { $winners }!
ui-league-promotion = Aufsteiger für die nächste Saison: { $up }. Absteiger: { $down }.
ui-league-err-no-division = Diese Saison hat keine Division { $division }, nur { $divisions }.
ui-league-info-divisions = { $divisions ->
        [one] { $divisions } Division
       *[other] { $divisions } Divisionen
    }; am Saisonende wechseln die besten und die letzten { $move } die Division.

## Urlaub in den Partien einer Liga (/{ cmd-league-group } { cmd-league-create } away:).
cmd-league-opt-away = urlaub
cmd-league-create-away = Dürfen Spieler in den Partien dieser Liga Urlaub nehmen (/{ cmd-me-group } { cmd-away })? (Standard: ja)
ui-league-info-no-away = Kein Urlaub in dieser Liga: `/{ cmd-me-group } { cmd-away }` hält die Uhren ihrer Partien nicht an.
