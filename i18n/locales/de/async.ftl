## Uhren, Erinnerungen, Urlaub, /genial next (Issue 13)

move-skipped = Zeit abgelaufen: Zug übersprungen

# Dauer (auf Minuten abgerundet).
ui-clock-span-days = { $days } T { $hours } Std.
ui-clock-span-hours = { $hours } Std. { $minutes } Min.
ui-clock-span-minutes = { $minutes } Min.

# Die Uhr einer Partie und was bei Zeitablauf geschieht.
ui-clock-none = keine Uhr
ui-clock-fixed = { $time } pro Zug
ui-clock-bank = { $start } zu Beginn, +{ $increment } pro Zug, höchstens { $cap }
ui-timeout-leave = der Spieler scheidet aus
ui-timeout-skip = der Zug wird übersprungen (nach { $skips } Aussetzern in Folge scheidet der Spieler aus)
ui-timeout-computer = ein Computerspieler übernimmt den Platz
ui-clock-line = ⏱️ Uhr: { $clock }. Bei Zeitablauf: { $timeout }.
ui-clock-line-none = ⏱️ Keine Uhr: niemandem läuft die Zeit ab.
ui-clock-away = { $left } (im Urlaub bis { $until })

# Du bist dran, Erinnerungen und die letzte Warnung (im Thread der Partie oder per Direktnachricht).
ui-clock-turn = { $who }, du bist in Partie #{ $game } am Zug.
ui-clock-reminder = { $who }, Partie #{ $game } wartet auf deinen Zug: Auf deiner Uhr bleiben { $left }.
ui-clock-last-warning = { $who }, letzte Warnung: Deine Zeit in Partie #{ $game } läuft in { $left } ab.
ui-clock-turn-dm = Du bist in Partie #{ $game } auf { $server } am Zug: { $link }
ui-clock-reminder-dm = Partie #{ $game } auf { $server } wartet auf deinen Zug: Auf deiner Uhr bleiben { $left }. { $link }
ui-clock-last-warning-dm = Letzte Warnung: Deine Zeit in Partie #{ $game } auf { $server } läuft in { $left } ab. { $link }
