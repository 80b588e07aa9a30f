## Uhren, Erinnerungen, Urlaub, /genial { cmd-next }.

move-skipped = Zeit abgelaufen: Zug übersprungen

ui-clock-span-days = { $days } Tg. { $hours } Std.
ui-clock-span-hours = { $hours } Std. { $minutes } Min.
ui-clock-span-minutes = { $minutes } Min.

# Die Uhr einer Partie und was bei Zeitablauf geschieht.
ui-clock-none = keine Uhr
ui-clock-fixed = { $time } pro Zug
ui-clock-bank = { $start } zu Beginn, +{ $increment } pro Zug, höchstens { $cap }
ui-timeout-leave = der Spieler scheidet aus
ui-timeout-skip = der Zug wird übersprungen (nach { $skips ->
        [one] { $skips } Aussetzer
       *[other] { $skips } Aussetzern
    } in Folge scheidet der Spieler aus)
ui-timeout-computer = ein Computerspieler übernimmt den Platz
ui-clock-line = ⏱️ Uhr: { $clock }. Bei Zeitablauf: { $timeout }.
ui-clock-line-none = ⏱️ Keine Uhr: niemandem läuft die Zeit ab.
ui-clock-away = { $left }, im Urlaub bis { $until }

# Du bist am Zug, Erinnerungen und die letzte Warnung (im Thread der Partie oder per Direktnachricht).
ui-clock-reminder = { $who }, Partie #{ $game } wartet auf deinen Zug: Auf deiner Uhr bleiben { $left }.
ui-clock-last-warning = { $who }, letzte Warnung: Deine Zeit in Partie #{ $game } läuft in { $left } ab.
ui-clock-turn-dm = Du bist in Partie #{ $game } auf { $server } am Zug: { $link }
ui-clock-turn-mention = { $who }, du bist in Partie #{ $game } am Zug.
ui-clock-reminder-dm = Partie #{ $game } auf { $server } wartet auf deinen Zug: Auf deiner Uhr bleiben { $left }. { $link }
ui-clock-last-warning-dm = Letzte Warnung: Deine Zeit in Partie #{ $game } auf { $server } läuft in { $left } ab. { $link }

## Befehle (Namen: klein, ohne Leerzeichen).
cmd-settings = einstellungen
cmd-settings-desc = Wie du erfährst, dass du am Zug bist (Erwähnung, Direktnachricht, nichts), Erinnerungen, Ruhezeit
cmd-settings-notify = Wie du erfährst, dass du am Zug bist
cmd-settings-reminders = Erinnerungen, bevor deine Zeit abläuft (die letzte Warnung kommt immer)
cmd-settings-quiet-from = Beginn der Ruhezeit, deine Ortszeit (z. B. 22:00)
cmd-settings-quiet-until = Ende der Ruhezeit, deine Ortszeit (z. B. 07:00)
cmd-settings-zone = Deine Zeitzone (z. B. Europe/Berlin)
cmd-notify-mention = Eine Erwähnung im Thread der Partie
cmd-notify-dm = Eine Direktnachricht mit Spielplan und Link
cmd-notify-none = Nichts
cmd-away = urlaub
cmd-away-desc = Mach eine Pause: Deine Uhren stehen in all deinen Partien auf diesem Server still
cmd-away-days = Wie viele Tage (leer lassen, um jetzt zurückzukommen)
cmd-next = nächste
cmd-next-desc = Die Partie, die am längsten auf deinen Zug wartet: Spielplan und deine Steine
cmd-new-clock = Die Uhr (Standard: die des Servers)
cmd-config-clock = Die Uhr neuer Partien
cmd-config-timeout = Was passiert, wenn die Zeit eines Spielers abläuft
cmd-config-skips = Übersprungene Züge in Folge, bevor der Spieler ausscheidet
cmd-config-reminders = Welche Erinnerungen Spieler bekommen, bevor ihre Zeit abläuft
cmd-config-away = Urlaubstage pro Spieler und Jahr (0: keine)
cmd-config-open-games = Offene Partien, die ein Spieler gleichzeitig haben darf (0: unbegrenzt)
cmd-config-channel = Der Kanal, in dem neue Partien eröffnet werden
cmd-clock-none = Keine Uhr
cmd-clock-fixed-1d = 1 Tag pro Zug
cmd-clock-fixed-3d = 3 Tage pro Zug
cmd-clock-bank-1d = 1 Tag zu Beginn, +12 Stunden pro Zug, höchstens 3 Tage
cmd-clock-bank-3d = 3 Tage zu Beginn, +1 Tag pro Zug, höchstens 7 Tage
cmd-timeout-leave = Der Spieler scheidet aus
cmd-timeout-skip = Der Zug wird übersprungen (nach einigen in Folge scheidet der Spieler aus)
cmd-reminders-both = Bei der Hälfte und einem Zehntel der Restzeit
cmd-reminders-tenth = Bei einem Zehntel der Restzeit
cmd-reminders-warning = Nur die letzte Warnung
cmd-opt-notify = benachrichtigung
cmd-opt-reminders = erinnerungen
cmd-opt-quiet-from = ruhe-ab
cmd-opt-quiet-until = ruhe-bis
cmd-opt-zone = zeitzone
cmd-opt-days = tage
cmd-opt-clock = uhr
cmd-opt-timeout = zeitablauf
cmd-opt-skips = aussetzer
cmd-opt-away-days = urlaubstage
cmd-opt-open-games = offene-partien
cmd-opt-channel = kanal

## /{ cmd-me-group } { cmd-settings } (privat).
ui-settings-now = Wenn du am Zug bist: { $notify ->
        [dm] per Direktnachricht
        [none] keine Nachricht
       *[mention] eine Erwähnung im Thread der Partie
    }. Erinnerungen: { $reminders ->
        [on] an
       *[off] aus (die letzte Warnung kommt trotzdem)
    }. Ruhezeit: { $quiet }. Zeitzone: { $zone }.{ $failed ->
        [yes] {" "}Deine letzte Direktnachricht kam nicht an, darum wirst du stattdessen erwähnt; wähle Direktnachrichten erneut, sobald du sie annimmst.
       *[no] {""}
    }
ui-settings-quiet = { $start } bis { $end }
ui-settings-no-quiet = keine
ui-settings-bad-time = { $text } kann ich nicht als Uhrzeit lesen: Schreib sie wie 22:00.
ui-settings-bad-zone = Die Zeitzone { $text } kenne ich nicht: Wähle eine aus der Liste (z. B. Europe/Berlin).
ui-settings-quiet-both = Gib Beginn und Ende deiner Ruhezeit an.

## /{ cmd-me-group } { cmd-away } (privat).
ui-away-started = Schöne Pause: Deine Uhren stehen { $length } lang still, bis { $until } ({ $games ->
        [one] eine Partie wartet jetzt auf dich
       *[other] { $games } Partien warten jetzt auf dich
    }). Dein nächster Zug beendet die Pause vorzeitig.
ui-away-ended = Willkommen zurück: Deine Uhren laufen wieder.
ui-away-none = Du bist gerade nicht im Urlaub.
ui-away-running = Du bist schon im Urlaub. Komm zuerst mit `/{ cmd-me-group } { cmd-away }` ohne Tage zurück.
ui-away-allowance = Das ist mehr, als dieser Server erlaubt: { $days ->
        [one] { $days } Urlaubstag
       *[other] { $days } Urlaubstage
    } pro Jahr.

## /genial { cmd-next } (privat).
ui-next-none = Auf diesem Server wartet keine Partie auf deinen Zug.
ui-next-game = **Genial #{ $game }** wartet am längsten auf dich: { $link }

## /genial { cmd-new }, von den Servereinstellungen abgelehnt.
ui-new-channel = Neue Partien werden auf diesem Server in { $channel } eröffnet.
ui-new-limit = Du hast auf diesem Server schon { $limit ->
        [one] { $limit } offene Partie
       *[other] { $limit } offene Partien
    }, mehr sind nicht erlaubt. Beende zuerst eine.

## /{ cmd-server-group } { cmd-config }: die Einstellungen für neue Partien (öffentlich).
ui-config-clocks = Einstellungen für neue Partien: Uhr { $clock }; bei Zeitablauf { $timeout }; Erinnerungen { $reminders ->
        [both] bei der Hälfte und einem Zehntel der Restzeit
        [tenth] bei einem Zehntel der Restzeit
       *[warning] nur die letzte Warnung
    }; { $away ->
        [one] { $away } Urlaubstag
       *[other] { $away } Urlaubstage
    } pro Jahr; { $limit ->
        [0] keine Grenze für offene Partien
        [one] höchstens { $limit } offene Partie pro Spieler
       *[other] höchstens { $limit } offene Partien pro Spieler
    }; neue Partien in: { $channel }.

# /genial { cmd-games }: die Restzeit des Spielers am Zug.
ui-games-clock = ⏱️ noch { $left }
