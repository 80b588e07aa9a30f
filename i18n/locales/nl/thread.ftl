# Beeldbeschrijvingen, panelen, de rustige thread.

# Beeldbeschrijvingen (alt-tekst) voor schermlezers.
alt-board = Genial #{ $number }, { $edition }.
alt-preview = Voorvertoning, Genial #{ $number }, { $edition }: het speelbord na je zet, nog niet gespeeld.
alt-last = Laatste zet: { $who } speelde { $move }.
alt-last-points = Laatste zet: { $who } speelde { $move } voor { $points ->
    [one] 1 punt
   *[other] { $points } punten
}.
alt-over = Het spel is afgelopen.
alt-to-play = { $who } is aan de beurt.
alt-scores = Punten, zwakste kleur eerst: { $scores }.
alt-hand = Genial #{ $number }, alleen voor jou: { $hand } { $team ->
        [yes] De punten van je team, zwakste kleur eerst: { $scores }.
       *[no] Je punten, zwakste kleur eerst: { $scores }.
    }

# Het privépaneel en de eindstand.
ui-thread-your-scores = { $team ->
        [yes] De punten van je team (zwakste eerst): { $scores }
       *[no] Je punten (zwakste eerst): { $scores }
    }
ui-thread-beats = { $nth ->
    [1] voor { $other } in de zwakste kleur, { $mine } tegen { $theirs }
    [2] zwakste kleuren gelijk met { $other }; voor in de op één na zwakste, { $mine } tegen { $theirs }
    [3] gelijk met { $other } tot de op één na zwakste; voor in de op twee na zwakste, { $mine } tegen { $theirs }
   *[other] gelijk met { $other } tot de { $nth }e zwakste; daar voor, { $mine } tegen { $theirs }
}
ui-thread-tied = in elke kleur gelijk met { $other }: de plaats wordt gedeeld
ui-thread-ahead-of-leaver = voor { $other }, die het spel verliet (wie vertrekt, eindigt als laatste)
ui-thread-timed-out = tijd verstreken
ui-thread-resigned = opgegeven
ui-thread-bonus-placement = 🌟 Dit is een **bonusbeurt** (nog { $owed }): je bent nog aan de beurt.

# Zetmenu's per pagina (meer dan 25 regels).
ui-thread-menu-page = { $menu } (pagina { $page } van { $pages })
ui-thread-page-prev = Vorige 25
ui-thread-page-next = Volgende 25

# Lobby en start.
ui-thread-fewer-seats = Het was geopend voor { $wanted } en begint met { $playing }.
ui-thread-lobby-full = Alle plaatsen zijn bezet: wie een plaats heeft, kan op **Starten** klikken.

# De statusregel van het spel (bovenaan de thread) en /genial { cmd-games }.
ui-thread-status = 📌 **{ $who }** is aan de beurt{ $known ->
    [1] {" "}sinds { $since }
   *[0] {""}
}.
ui-thread-turn-since = { $who } is aan de beurt sinds { $since }
ui-thread-solo-seated = Een solospel speelt wie het opent: neem de plaats zelf.

# /genial { cmd-new }: wie organiseert, kan een tafel openen zonder zelf te spelen.
cmd-thread-opt-play = meespelen
cmd-thread-new-play = Zelf een plaats nemen (standaard: ja); nee: de tafel voor anderen openen
