## Wertungszahlen, Ranglisten und Profile.

# In die Bilder der Rangliste und des Profils gezeichnet.
img-rating-col-player = Spieler
img-rating-col-rating = Wertungszahl
img-rating-col-games = Partien
img-rating-col-wins = Siege
img-rating-col-last = Zuletzt
img-rating-provisional-heading = Vorläufig: weniger als 5 gewertete Partien
img-rating-empty = Noch keine gewertete Partie beendet.
img-rating-no-games = Noch keine gewertete Partie.
img-rating-leaderboard-title = { $edition }: Rangliste
img-rating-page = Seite { $page } von { $pages }
img-rating-chart-title = { $edition } · { $games ->
    [one] { $games } gewertete Partie
   *[other] { $games } gewertete Partien
}{ $provisional ->
    [1] , vorläufig
   *[0] {""}
}

ui-rating-changes = **Wertungszahlen**
ui-rating-change = { $name }: { $before } → { $after } ({ $delta }{ $provisional ->
    [1] , vorläufig
   *[0] {""}
})
ui-rating-provisional-heading = *Vorläufig: weniger als 5 gewertete Partien*
ui-rating-board-line = { $rank }. **{ $name }** { $rating } · { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
} · zuletzt { $last }
ui-rating-board-line-provisional = ◦ **{ $name }** { $rating } · { $games } von { $needed } gewerteten Partien, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
} · zuletzt { $last }
ui-rating-board-empty = In diesem Spiel ist noch keine gewertete Partie beendet. Eröffne eine mit `/genial { cmd-new }`.
ui-rating-no-such-page = Eine Seite { $page } gibt es nicht: Die Rangliste hat { $pages ->
    [one] { $pages } Seite
   *[other] { $pages } Seiten
}.
ui-rating-server-only = Wertungszahlen gelten pro Server: Benutze diesen Befehl auf einem Server.
# Profil.
ui-rating-profile-title = **{ $name }** auf diesem Server
ui-rating-profile-empty = Noch keine beendete Partie.
ui-rating-profile-rating = Wertungszahl **{ $rating }**{ $provisional ->
    [1] {" "}(vorläufig)
   *[0] {""}
} · { $games ->
    [one] { $games } gewertete Partie
   *[other] { $games } gewertete Partien
}, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}
ui-rating-profile-unrated = Noch keine gewertete Partie.
ui-rating-profile-record = Alle beendeten Partien: { $games }, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
} · Plätze { $places } · schwächste Farbe: bestenfalls { $best }, im Schnitt { $average }
ui-rating-profile-weakest = Farbe, die am häufigsten zurückblieb: { $colour }
ui-rating-profile-recent = Zuletzt: { $games }
ui-rating-place = { $place }.
ui-rating-place-count = { $place }. ×{ $count }
# Direkter Vergleich.
ui-rating-versus-self = Wähl einen Gegner, der nicht du selbst bist.
ui-rating-versus-none = Du hast auf diesem Server noch keine Partie gegen { $other } beendet.
ui-rating-versus-total = **{ $me }** gegen **{ $other }**: { $wins } gewonnen, { $losses } verloren, { $draws } unentschieden ({ $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
})
ui-rating-versus-edition = { $edition }: { $wins } gewonnen, { $losses } verloren, { $draws } unentschieden
ui-rating-exclude-permission = Nur wer „Server verwalten“ darf, kann Partien aus der Wertung nehmen.
ui-rating-exclude-unrated = Partie #{ $game } ist keine gewertete Partie.
ui-rating-excluded = Partie #{ $game } zählt nicht mehr: Die Wertungszahlen für { $edition } wurden ohne sie neu berechnet.
ui-rating-restored = Partie #{ $game } zählt wieder: Die Wertungszahlen für { $edition } wurden mit ihr neu berechnet.
ui-rating-already-excluded = Partie #{ $game } ist schon aus der Wertung genommen.
ui-rating-already-restored = Partie #{ $game } zählt schon für die Wertung.

cmd-rating-leaderboard = Die Rangliste dieses Servers in einem Spiel der Familie
cmd-rating-leaderboard-edition = Welches Spiel der Familie (ein Solospiel: seine Bestenliste)
cmd-rating-leaderboard-page = Seite der Liste (15 Spieler pro Seite)
cmd-rating-profile = Wertungszahlen, Verlauf und Partien eines Spielers
cmd-rating-profile-player = Wessen Profil (Standard: deins)
cmd-rating-versus = Deine Bilanz gegen einen Gegner
cmd-rating-versus-player = Dein Gegner
cmd-rating-exclude = Eine Partie aus der Wertung nehmen oder zurückholen (Server verwalten)
cmd-rating-exclude-game = Nummer der Partie
cmd-rating-exclude-restore = Die Partie wieder zählen (Standard: herausnehmen)
cmd-rating-new-rated = Die Partie für die Wertung zählen (Standard: ja, ab zwei Spielern)
ui-rating-lobby-rated = Gewertet: Das Ergebnis zählt für die Wertungszahlen dieses Servers.
ui-rating-lobby-casual = Ungewertet: Diese Partie zählt nicht für die Wertung.
