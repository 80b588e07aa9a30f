## Wertungen, Bestenlisten und Profile (Issue 11).

# In die Bilder der Bestenliste und des Profils gezeichnet.
img-rating-col-player = Spieler
img-rating-col-rating = Wertung
img-rating-col-games = Spiele
img-rating-col-wins = Siege
img-rating-col-last = Zuletzt
img-rating-provisional-heading = Vorläufig: weniger als 5 gewertete Spiele
img-rating-empty = Noch kein gewertetes Spiel beendet.
img-rating-no-games = Noch kein gewertetes Spiel.
img-rating-leaderboard-title = { $edition }: Bestenliste
img-rating-page = Seite { $page } von { $pages }
img-rating-chart-title = { $edition } · { $games ->
    [one] { $games } gewertetes Spiel
   *[other] { $games } gewertete Spiele
}{ $provisional ->
    [1] , vorläufig
   *[0] {""}
}

# Unter dem Endstand eines gewerteten Spiels.
ui-rating-changes = **Wertungen**
ui-rating-change = { $name }: { $before } → { $after } ({ $delta }{ $provisional ->
    [1] , vorläufig
   *[0] {""}
})
# Bestenliste (der Text neben dem Bild).
ui-rating-provisional-heading = *Vorläufig: weniger als 5 gewertete Spiele*
ui-rating-board-line = { $rank }. **{ $name }** { $rating } · { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
}, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
} · zuletzt { $last }
ui-rating-board-empty = In dieser Ausgabe ist noch kein gewertetes Spiel beendet. Starte eins mit `/genial { cmd-new }`.
ui-rating-no-such-page = Eine Seite { $page } gibt es nicht: die Bestenliste hat { $pages ->
    [one] { $pages } Seite
   *[other] { $pages } Seiten
}.
ui-rating-server-only = Wertungen gelten pro Server: benutze diesen Befehl auf einem Server.
# Profil.
ui-rating-profile-title = **{ $name }** auf diesem Server
ui-rating-profile-empty = Noch kein beendetes Spiel.
ui-rating-profile-rating = Wertung **{ $rating }**{ $provisional ->
    [1] {" "}(vorläufig)
   *[0] {""}
} · { $games ->
    [one] { $games } gewertetes Spiel
   *[other] { $games } gewertete Spiele
}, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}
ui-rating-profile-unrated = Noch kein gewertetes Spiel.
ui-rating-profile-record = Alle beendeten Spiele: { $games }, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
} · Plätze { $places } · bestes { $best }, Schnitt { $average } (schwächste Farbe)
ui-rating-profile-weakest = Am häufigsten zurückgeblieben: { $colour }
ui-rating-profile-recent = Zuletzt: { $games }
ui-rating-place = { $place }.
ui-rating-place-count = { $place }. ×{ $count }
# Direkter Vergleich.
ui-rating-versus-self = Wähl einen Gegner, der nicht du selbst bist.
ui-rating-versus-none = Du hast auf diesem Server noch kein Spiel gegen { $other } beendet.
ui-rating-versus-total = **{ $me }** gegen **{ $other }**: { $wins } gewonnen, { $losses } verloren, { $draws } unentschieden ({ $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
})
ui-rating-versus-edition = { $edition }: { $wins } gewonnen, { $losses } verloren, { $draws } unentschieden
# Ein Spiel aus der Wertung nehmen.
ui-rating-exclude-permission = Nur wer „Server verwalten“ darf, kann Spiele aus der Wertung nehmen.
ui-rating-exclude-unrated = Spiel #{ $game } ist kein gewertetes Spiel.
ui-rating-excluded = Spiel #{ $game } zählt nicht mehr: die Wertungen für { $edition } wurden ohne es neu berechnet.
ui-rating-restored = Spiel #{ $game } zählt wieder: die Wertungen für { $edition } wurden mit ihm neu berechnet.
ui-rating-already-excluded = Spiel #{ $game } ist schon aus der Wertung genommen.
ui-rating-already-restored = Spiel #{ $game } zählt schon für die Wertung.

# Beschreibungen der Slash-Befehle und Optionen.
cmd-rating-leaderboard = Die Bestenliste dieses Servers in einer Ausgabe
cmd-rating-leaderboard-edition = Welches Spiel der Familie (ein Solospiel: seine Bestwerte)
cmd-rating-leaderboard-page = Seite der Liste (15 Spieler pro Seite)
cmd-rating-profile = Wertungen, Verlauf und Spiele eines Spielers
cmd-rating-profile-player = Wessen Profil (sonst deins)
cmd-rating-versus = Deine Bilanz gegen einen Gegner
cmd-rating-versus-player = Dein Gegner
cmd-rating-exclude = Ein Spiel aus der Wertung nehmen oder zurückholen (Server verwalten)
cmd-rating-exclude-game = Spielnummer
cmd-rating-exclude-restore = Das Spiel wieder zählen (sonst herausnehmen)
cmd-rating-new-rated = Das Spiel für die Wertung zählen (sonst ja, ab zwei Spielern)
# Unter einer Lobby.
ui-rating-lobby-rated = Gewertet: das Ergebnis zählt für die Wertungen dieses Servers.
ui-rating-lobby-casual = Locker: dieses Spiel zählt nicht für die Wertungen.
