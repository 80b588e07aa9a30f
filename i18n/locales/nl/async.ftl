## Klokken, herinneringen, vakantie, /genial { cmd-next }.

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
ui-clock-away = { $left }, op vakantie tot { $until }

# Jouw beurt, herinneringen en de laatste waarschuwing (in de thread van het spel of per privébericht).
ui-clock-reminder = { $who }, spel #{ $game } wacht op jouw zet: je hebt nog { $left } op je klok.
ui-clock-last-warning = { $who }, laatste waarschuwing: je tijd in spel #{ $game } is over { $left } op.
ui-clock-turn-dm = Je bent aan de beurt in spel #{ $game } op { $server }: { $link }
ui-clock-turn-mention = { $who }, je bent aan de beurt in spel #{ $game }.
ui-clock-reminder-dm = Spel #{ $game } op { $server } wacht op jouw zet: je hebt nog { $left } op je klok. { $link }
ui-clock-last-warning-dm = Laatste waarschuwing: je tijd in spel #{ $game } op { $server } is over { $left } op. { $link }

## Commando's (namen: kleine letters, geen spaties).
cmd-settings = instellingen
cmd-settings-desc = Hoe je hoort dat je aan de beurt bent (vermelding, privébericht, niets), herinneringen, stille uren
cmd-settings-notify = Hoe je hoort dat je aan de beurt bent
cmd-settings-reminders = Herinneringen voordat je tijd op is (de laatste waarschuwing komt altijd)
cmd-settings-quiet-from = Begin van je stille uren, jouw lokale tijd (bv. 22:00)
cmd-settings-quiet-until = Einde van je stille uren, jouw lokale tijd (bv. 07:00)
cmd-settings-zone = Je tijdzone (bv. Europe/Amsterdam)
cmd-notify-mention = Een vermelding in de thread van het spel
cmd-notify-dm = Een privébericht met het speelbord en een link
cmd-notify-none = Niets
cmd-away = vakantie
cmd-away-desc = Pauze nemen: je klokken staan stil in al je spellen op deze server
cmd-away-days = Hoeveel dagen (leeg laten om nu terug te komen)
cmd-next = volgende
cmd-next-desc = Het spel dat het langst op jouw zet wacht: het speelbord en jouw stenen
cmd-new-clock = De klok (standaard: die van de server)
cmd-config-clock = De klok van nieuwe spellen
cmd-config-timeout = Wat er gebeurt als de tijd van een speler op is
cmd-config-skips = Overgeslagen beurten op rij voordat de speler het spel verlaat
cmd-config-reminders = Welke herinneringen spelers krijgen voordat hun tijd op is
cmd-config-away = Vakantiedagen per speler en jaar (0: geen)
cmd-config-open-games = Open spellen die een speler tegelijk mag hebben (0: geen grens)
cmd-config-channel = Het kanaal waarin nieuwe spellen worden geopend
cmd-clock-none = Geen klok
cmd-clock-fixed-1d = 1 dag per zet
cmd-clock-fixed-3d = 3 dagen per zet
cmd-clock-bank-1d = 1 dag bij de start, +12 uur per zet, hoogstens 3 dagen
cmd-clock-bank-3d = 3 dagen bij de start, +1 dag per zet, hoogstens 7 dagen
cmd-timeout-leave = De speler verlaat het spel
cmd-timeout-skip = De beurt wordt overgeslagen (na enkele op rij verlaat de speler het spel)
cmd-reminders-both = Bij de helft en een tiende van de resterende tijd
cmd-reminders-tenth = Bij een tiende van de resterende tijd
cmd-reminders-warning = Alleen de laatste waarschuwing
cmd-opt-notify = melding
cmd-opt-reminders = herinneringen
cmd-opt-quiet-from = stil-vanaf
cmd-opt-quiet-until = stil-tot
cmd-opt-zone = tijdzone
cmd-opt-days = dagen
cmd-opt-clock = klok
cmd-opt-timeout = tijd-op
cmd-opt-skips = overslagen
cmd-opt-away-days = vakantiedagen
cmd-opt-open-games = open-spellen
cmd-opt-channel = kanaal

## /{ cmd-me-group } { cmd-settings } (privé).
ui-settings-now = Jouw beurt: { $notify ->
        [dm] per privébericht
        [none] geen bericht
       *[mention] een vermelding in de thread van het spel
    }. Herinneringen: { $reminders ->
        [on] aan
       *[off] uit (de laatste waarschuwing komt toch)
    }. Stille uren: { $quiet }. Tijdzone: { $zone }.{ $failed ->
        [yes] {" "}Je laatste privébericht kwam niet aan, daarom word je in plaats daarvan vermeld; kies opnieuw voor privéberichten zodra je ze accepteert.
       *[no] {""}
    }
ui-settings-quiet = { $start } tot { $end }
ui-settings-no-quiet = geen
ui-settings-bad-time = { $text } kan ik niet als tijdstip lezen: schrijf het als 22:00.
ui-settings-bad-zone = De tijdzone { $text } ken ik niet: kies er een uit de lijst (bv. Europe/Amsterdam).
ui-settings-quiet-both = Geef zowel het begin als het einde van je stille uren op.

## /{ cmd-me-group } { cmd-away } (privé).
ui-away-started = Fijne pauze: je klokken staan { $length } stil, tot { $until } ({ $games ->
        [one] er wacht nu één spel op je
       *[other] er wachten nu { $games } spellen op je
    }). Je volgende zet beëindigt de pauze eerder.
ui-away-ended = Welkom terug: je klokken lopen weer.
ui-away-none = Je bent op dit moment niet op vakantie.
ui-away-running = Je bent al op vakantie. Kom eerst terug met `/{ cmd-me-group } { cmd-away }` zonder dagen.
ui-away-allowance = Dat is meer dan deze server toestaat: { $days ->
        [one] { $days } vakantiedag
       *[other] { $days } vakantiedagen
    } per jaar.

## /genial { cmd-next } (privé).
ui-next-none = Op deze server wacht geen spel op jouw zet.
ui-next-game = **Genial #{ $game }** wacht het langst op jou: { $link }

## /genial { cmd-new }, geweigerd door de instellingen van de server.
ui-new-channel = Nieuwe spellen worden op deze server geopend in { $channel }.
ui-new-limit = Je hebt op deze server al { $limit ->
        [one] { $limit } open spel
       *[other] { $limit } open spellen
    }, meer mag niet. Speel er eerst een uit.

## /{ cmd-server-group } { cmd-config }: de instellingen voor nieuwe spellen (openbaar).
ui-config-clocks = Instellingen voor nieuwe spellen: klok { $clock }; als de tijd op is: { $timeout }; herinneringen { $reminders ->
        [both] bij de helft en een tiende van de resterende tijd
        [tenth] bij een tiende van de resterende tijd
       *[warning] alleen de laatste waarschuwing
    }; { $away ->
        [one] { $away } vakantiedag
       *[other] { $away } vakantiedagen
    } per jaar; { $limit ->
        [0] geen grens voor open spellen
        [one] hoogstens { $limit } open spel per speler
       *[other] hoogstens { $limit } open spellen per speler
    }; nieuwe spellen in: { $channel }.

# /genial { cmd-games }: de resterende tijd van de speler aan zet.
ui-games-clock = ⏱️ nog { $left }
