# Bereich "players": was Fernspieler erwarten: Revanche, Folgen, Vergessen.

# Revanche.
ui-players-button-rematch = Revanche
ui-players-rematch-lobby = 🔁 **Revanche.** Die Plätze bleiben 24 Stunden lang für die Spieler der letzten Partie reserviert; { $waiting ->
    [0] alle sind da
   *[other] noch nicht dabei: { $players }
}. Annehmen mit **Beitreten** (oder **Revanche** unter dem Endstand der letzten Partie). Die Partie beginnt, sobald alle beigetreten sind.
ui-players-rematch-opened = Du hast eine Revanche eröffnet: Partie #{ $number }. Die anderen nehmen mit einem Klick an.
ui-players-rematch-at-once = Partie #{ $number } hat begonnen: dasselbe Spiel mit denselben Optionen und derselben Uhr, neu gemischt.
ui-players-rematch-joined = Du hast die Revanche angenommen: Partie #{ $number }.
ui-players-rematch-started = Alle haben angenommen: Die Partie hat begonnen.
ui-players-rematch-err-not-finished = Nur eine beendete Partie kann neu gespielt werden.
ui-players-rematch-err-not-a-player = Nur die Spieler dieser Partie können eine Revanche verlangen. Eröffne eine eigene Partie mit `/genial { cmd-new }`.
ui-players-rematch-err-reserved = Die Plätze dieser Revanche sind für die Spieler der letzten Partie reserviert (24 Stunden ab ihrer Eröffnung).
ui-players-rematch-err-started = Die Revanche, Partie #{ $number }, hat schon begonnen.
ui-players-rematch-err-league = Eine Ligapartie hat keine Revanche: Die Liga bestimmt, wer als Nächstes gegen wen spielt.

# Einer Partie folgen, in der man nicht spielt.
cmd-players-follow = folgen
cmd-players-follow-desc = Einer Partie folgen, in der du nicht spielst: Du wirst bei Beginn und Ende erwähnt
cmd-players-opt-notices = hinweise
cmd-players-follow-notices = An: der Partie folgen; aus: ihr nicht mehr folgen
cmd-players-notices-on = an (bei Beginn und Ende erwähnt)
cmd-players-notices-off = aus (nicht mehr folgen)
ui-players-follow-which = Welche Partie? Nutze den Befehl im Thread der Partie oder gib ihre Nummer mit `{ cmd-opt-game }:` an.
ui-players-follow-err-player = Du spielst in Partie #{ $number } mit: Ihre Nachrichten bekommst du schon.
ui-players-follow-err-over = Partie #{ $number } ist vorbei: Da gibt es nichts mehr zu folgen. `/genial { cmd-replay }` zeigt sie noch einmal.
ui-players-follow-done = Du folgst Partie #{ $number }: Du wirst erwähnt, wenn sie beginnt und wenn sie endet. `/genial { cmd-players-follow } { cmd-players-opt-notices }:aus` beendet das.
ui-players-follow-already = Du folgst Partie #{ $number } schon.
ui-players-unfollow-done = Du folgst Partie #{ $number } nicht mehr.
ui-players-unfollow-not = Du folgst Partie #{ $number } nicht.
ui-players-followers = Dieser Partie folgen: { $users }

# Einen Spieler vergessen (/me forget) und die Plätze vergessener Spieler.
ui-players-anonymous = Spieler { $number }
cmd-players-forget = vergessen
cmd-players-forget-desc = Lass den Bot löschen, was er über dich speichert (nicht rückgängig zu machen)
ui-players-forget-ask = **Dich vergessen?** Der Bot löscht deinen gemerkten Namen, deine Einstellungen, Pausen, gefolgten Partien, Solo-Bestleistungen und Wertungszahlen, auf jedem Server. In beendeten Partien wird dein Platz zu „Spieler 2“ (oder welcher Platz es war), damit sie sich weiter nachspielen lassen; nichts führt zu dir zurück. Das lässt sich nicht rückgängig machen.
ui-players-forget-button = Vergiss mich
ui-players-forget-kept = Nichts wurde geändert.
ui-players-forget-done = Erledigt: Der Bot hat dich vergessen. Spielst du wieder, beginnt er von vorn.
ui-players-forget-err-other = Nur wer gefragt hat, kann hier antworten.
ui-players-forget-err-playing = Du spielst noch in einer Partie, die nicht beendet ist: Gib sie erst auf oder verlass sie.
ui-players-forget-err-busy = Der Bot kann dich nicht vergessen, solange du spielst: { $here ->
    [0] {""}
   *[other] Partien { $games } hier
}{ $elsewhere ->
    [0] {""}
   *[other] { $here ->
        [0] {""}
       *[other] {", "}
    }{ $elsewhere } auf anderen Servern
}{ $league ->
    [0] {""}
   *[other] {" "}(und eine laufende Ligasaison)
}. Gib erst auf oder verlass die Lobby (`/genial { cmd-resign }` oder **Verlassen**), dann frag noch einmal.

cmd-players-takeback = zurücknehmen
cmd-players-takeback-desc = Um die Rücknahme deines letzten Zugs bitten (ungewertete Partien ohne Uhr; die Gegner entscheiden)
ui-players-takeback-accept = Annehmen
ui-players-takeback-refuse = Ablehnen
ui-players-takeback-asked = ↩️ { $asker } möchte den letzten Zug zurücknehmen ({ $moves }). { $opponents }: annehmen oder ablehnen. Gut zu wissen: Die danach gezogenen Steine kommen in derselben Reihenfolge oben zurück in den Beutel, { $asker } weiß also, was als Nächstes gezogen wird.
ui-players-takeback-sent = Gefragt. Die Partie bleibt, wie sie ist, bis alle Gegner angenommen haben; eine Ablehnung beendet die Bitte.
ui-players-takeback-refused = { $who } hat die Rücknahme abgelehnt: Die Partie geht unverändert weiter.
ui-players-takeback-accepted = ↩️ Alle haben angenommen: Der letzte Zug von { $asker } ({ $moves }) wurde zurückgenommen.
ui-players-takeback-post-note = ↩️ Zurückgenommen ({ $moves }): Dieser Spielplan gilt nicht mehr.
ui-players-takeback-board = ↩️ Der letzte Zug von { $asker } ({ $moves }) wurde zurückgenommen. Der Spielplan, wie er davor war:
ui-players-takeback-done-you = Dein letzter Zug wurde zurückgenommen (die Computer stimmen zu): Du bist wieder am Zug.
ui-players-takeback-over = Diese Bitte ist erledigt: Die Partie ist weitergegangen, oder die Bitte wurde schon beantwortet.
ui-players-takeback-err-solo = Eine Solopartie kennt keine Rücknahme.
ui-players-takeback-err-rated = Partie #{ $number } zählt (gewertet oder Liga): Dort gibt es keine Rücknahme. Ungewertete Partien erlauben sie.
ui-players-takeback-err-clock = Partie #{ $number } hat eine Uhr: Dort gibt es keine Rücknahme (die Uhren gingen nicht mehr auf).
ui-players-takeback-err-nothing = In Partie #{ $number } gibt es nichts von dir zurückzunehmen: nur deinen letzten Zug, bevor jemand anders gezogen hat.
ui-players-takeback-err-open = In Partie #{ $number } wurde schon um eine Rücknahme gebeten: Warte die Antwort ab.
ui-players-takeback-err-not-yours = Nur die Gegner dessen, der gefragt hat, können hier antworten.
