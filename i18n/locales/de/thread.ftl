# Bildbeschreibungen, Panels, der ruhige Thread.

# Bildbeschreibungen (Alt-Text) für Screenreader.
alt-board = Genial #{ $number }, { $edition }.
alt-preview = Vorschau, Genial #{ $number }, { $edition }: der Spielplan nach deinem Zug, noch nicht gespielt.
alt-last = Letzter Zug: { $who } spielte { $move }.
alt-last-points = Letzter Zug: { $who } spielte { $move } für { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}.
alt-over = Die Partie ist vorbei.
alt-to-play = { $who } ist am Zug.
alt-scores = Punkte, schwächste Farbe zuerst: { $scores }.
alt-hand = Genial #{ $number }, nur für dich: { $hand } { $team ->
        [yes] Die Punkte eures Teams, schwächste Farbe zuerst: { $scores }.
       *[no] Deine Punkte, schwächste Farbe zuerst: { $scores }.
    }

# Das private Panel und der Endstand.
ui-thread-your-scores = { $team ->
        [yes] Die Punkte eures Teams (schwächste zuerst): { $scores }
       *[no] Deine Punkte (schwächste zuerst): { $scores }
    }
ui-thread-beats = { $nth ->
    [1] vor { $other } in der schwächsten Farbe, { $mine } zu { $theirs }
    [2] schwächste Farben gleich mit { $other }; vorn in der zweitschwächsten, { $mine } zu { $theirs }
    [3] gleich mit { $other } bis zur zweitschwächsten; vorn in der drittschwächsten, { $mine } zu { $theirs }
   *[other] gleich mit { $other } bis zur { $nth }. schwächsten; dort vorn, { $mine } zu { $theirs }
}
ui-thread-tied = in jeder Farbe gleich mit { $other }: der Platz wird geteilt
ui-thread-ahead-of-leaver = vor { $other }, weil { $other } die Partie verlassen hat (wer geht, wird Letzter)
ui-thread-timed-out = Zeit abgelaufen
ui-thread-resigned = aufgegeben
ui-thread-bonus-placement = 🌟 Das ist ein **Bonuszug** (noch { $owed }): Du bist weiter am Zug.

# Seitenweise Zugmenüs (mehr als 25 Einträge).
ui-thread-menu-page = { $menu } (Seite { $page } von { $pages })
ui-thread-page-prev = Vorige 25
ui-thread-page-next = Nächste 25

ui-thread-fewer-seats = Sie war für { $wanted } eröffnet und beginnt mit { $playing }.
ui-thread-lobby-full = Alle Plätze sind besetzt: Wer einen Platz hat, kann **Starten** drücken.

# Die Statuszeile der Partie (oben im Thread) und /genial { cmd-games }.
ui-thread-status = 📌 **{ $who }** ist am Zug{ $known ->
    [1] {" "}seit { $since }
   *[0] {""}
}.
ui-thread-turn-since = { $who } ist am Zug seit { $since }
ui-thread-solo-seated = Eine Solopartie spielt, wer sie eröffnet: Nimm den Platz selbst.

# /genial { cmd-new }: Wer organisiert, kann einen Tisch öffnen, ohne selbst Platz zu nehmen.
cmd-thread-opt-play = mitspielen
cmd-thread-new-play = Selbst einen Platz nehmen (Standard: ja); nein: den Tisch für andere öffnen
