## Slash-Befehle: Namen (klein, ohne Leerzeichen), Beschreibungen und Auswahlen.

cmd-group = Einfach Genial spielen

# Die anderen Befehlsgruppen: /genial behält das Spielen und die eigenen Partien.
cmd-rating-group = wertung
cmd-rating-group-desc = Wertungszahlen auf diesem Server: Ranglisten, Profile, direkte Vergleiche
cmd-me-group = ich
cmd-me-group-desc = Deine eigenen Einstellungen: wie du erfährst, dass du am Zug bist, Ruhezeiten, Pausen
cmd-server-group = server
cmd-league-group = liga
cmd-server-group-desc = Die Einstellungen des Bots auf diesem Server (ändern: „Server verwalten“)

# Namen der Befehle und Optionen.
cmd-new = neu
cmd-games = partien
cmd-resign = aufgeben
cmd-kick = entfernen
cmd-cancel = abbrechen
cmd-play = spielen
cmd-hand = hand
cmd-board = spielplan
cmd-help = hilfe
cmd-config = einstellungen
cmd-opt-edition = spiel
cmd-opt-players = spieler
cmd-opt-invite1 = einladen1
cmd-opt-invite2 = einladen2
cmd-opt-invite3 = einladen3
cmd-opt-options = optionen
cmd-opt-game = partie
cmd-opt-player = mitspieler
cmd-opt-move = zug
cmd-opt-language = sprache

# Beschreibungen.
cmd-new-desc = Eine neue Partie in diesem Kanal eröffnen
cmd-new-edition = Welches Spiel der Familie
cmd-new-players = Wie viele Spieler (Solospiele: 1)
cmd-new-invite1 = Jemanden einladen (wird angepingt)
cmd-new-invite = Noch jemanden einladen
cmd-new-options = Weitere Einstellungen, z. B. rounds=3 für ein Match (die Vorschläge zeigen sie)
cmd-games-desc = Deine Partien, die wartenden zuerst
cmd-resign-desc = Eine laufende Partie verlassen (du wirst Letzter)
cmd-kick-desc = Jemanden aus einer Partie entfernen (Ersteller oder „Server verwalten“)
cmd-kick-player = Wer entfernt werden soll
cmd-cancel-desc = Eine Partie abbrechen (Ersteller oder „Server verwalten“)
cmd-game-here = Nummer der Partie (Standard: die Partie dieses Threads)
cmd-game-mine = Nummer der Partie (Standard: die dieses Threads oder die, die auf dich wartet)
cmd-play-desc = Einen Zug machen (die Vorschläge zeigen deine Züge, die punktstärksten zuerst)
cmd-play-move = Dein Zug, z. B. 'RB F7 r' (Stein, Feld, Richtung); tippe, um zu filtern
cmd-hand-desc = Deine Steine oder Karten zeigen (nur du siehst sie) und Züge zusammenstellen
cmd-board-desc = Den aktuellen Spielplan einer Partie zeigen (nur dir)
cmd-help-edition = Die Regeln welches Spiels (leer: wie der Bot benutzt wird)
cmd-help-desc = Was dieser Bot kann und wie man spielt
cmd-config-desc = Einstellungen des Bots hier: Sprache, Uhren neuer Partien, Grenzen („Server verwalten“)
cmd-config-language = Sprache von Lobbys, Zugmeldungen und Spielplänen

# Auswahlen.
cmd-edition-classic = Einfach Genial (Klassiker)
cmd-edition-travel = Einfach Genial Reise-Edition (2 Spieler)
cmd-edition-dice = Einfach Genial – Das Würfelspiel
cmd-edition-cards = Einfach Genial – Das Kartenspiel
cmd-edition-3d = Einfach Genial 3D
cmd-edition-3d-solo = Einfach Genial 3D (solo)
cmd-pool-classic-teams = Einfach Genial (Klassiker) in Teams
cmd-pool-classic-solo = Einfach Genial (Klassiker) solo
cmd-edition-spezial = Genial Spezial
cmd-language-server = Die Discord-Sprache des Servers
cmd-language-en = English (Englisch)
cmd-language-de = Deutsch
cmd-language-nl = Nederlands (Niederländisch)
cmd-leaderboard = rangliste
cmd-profile = profil
cmd-versus = gegen
cmd-exclude = ausklammern
cmd-opt-page = seite
cmd-opt-record = protokoll
cmd-opt-restore = zurückholen
cmd-opt-rated = gewertet
cmd-status = status
cmd-status-desc = Wie es dem Bot geht (nur für seinen Besitzer)
