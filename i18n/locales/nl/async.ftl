## Klokken, herinneringen, vakantie, /genial next (issue 13)

move-skipped = tijd op: beurt overgeslagen

# Duur (naar beneden afgerond op minuten).
ui-clock-span-days = { $days } d { $hours } u
ui-clock-span-hours = { $hours } u { $minutes } min
ui-clock-span-minutes = { $minutes } min

# De klok van een spel en wat er gebeurt als de tijd op is.
ui-clock-none = geen klok
ui-clock-fixed = { $time } per zet
ui-clock-bank = { $start } bij de start, +{ $increment } per zet, hoogstens { $cap }
ui-timeout-leave = de speler verlaat het spel
ui-timeout-skip = de beurt wordt overgeslagen (na { $skips } keer op rij verlaat de speler het spel)
ui-timeout-computer = een computerspeler neemt de plaats over
ui-clock-line = ⏱️ Klok: { $clock }. Als de tijd op is: { $timeout }.
ui-clock-line-none = ⏱️ Geen klok: niemands tijd raakt op.
ui-clock-away = { $left } (op vakantie tot { $until })

# Jouw beurt, herinneringen en de laatste waarschuwing (in de draad van het spel of per direct bericht).
ui-clock-turn = { $who }, je bent aan de beurt in spel #{ $game }.
ui-clock-reminder = { $who }, spel #{ $game } wacht op jouw zet: je hebt nog { $left } op je klok.
ui-clock-last-warning = { $who }, laatste waarschuwing: je tijd in spel #{ $game } is over { $left } op.
ui-clock-turn-dm = Je bent aan de beurt in spel #{ $game } op { $server }: { $link }
ui-clock-reminder-dm = Spel #{ $game } op { $server } wacht op jouw zet: je hebt nog { $left } op je klok. { $link }
ui-clock-last-warning-dm = Laatste waarschuwing: je tijd in spel #{ $game } op { $server } is over { $left } op. { $link }
