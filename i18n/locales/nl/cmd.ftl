## Slash-commando's: namen (kleine letters, geen spaties), beschrijvingen en keuzes.

cmd-group = Einfach Genial spelen

# De andere commandogroepen: /genial houdt het spelen en je eigen spellen.
cmd-rating-group = rating
cmd-rating-group-desc = Ratings op deze server: ranglijsten, profielen, onderlinge resultaten
cmd-me-group = ik
cmd-me-group-desc = Je eigen instellingen: hoe je hoort dat je aan de beurt bent, stille uren, pauzes
cmd-server-group = server
cmd-league-group = competitie
cmd-server-group-desc = De instellingen van de bot op deze server (wijzigen: 'Server beheren')

# Namen van commando's en opties.
cmd-new = nieuw
cmd-games = spellen
cmd-resign = opgeven
cmd-kick = verwijderen
cmd-cancel = annuleren
cmd-play = spelen
cmd-hand = hand
cmd-board = speelbord
cmd-help = hulp
cmd-config = instellingen
cmd-opt-edition = editie
cmd-opt-players = spelers
cmd-opt-invite1 = uitnodigen1
cmd-opt-invite2 = uitnodigen2
cmd-opt-invite3 = uitnodigen3
cmd-opt-options = opties
cmd-opt-game = spel
cmd-opt-player = speler
cmd-opt-move = zet
cmd-opt-language = taal

cmd-new-desc = Een nieuw spel openen in dit kanaal
cmd-new-edition = Welk spel uit de familie
cmd-new-players = Hoeveel spelers (solo-edities: 1)
cmd-new-invite1 = Iemand uitnodigen (die krijgt een ping)
cmd-new-invite = Nog iemand uitnodigen
cmd-new-options = Extra instellingen, bijv. rounds=3 voor een match (de suggesties tonen ze)
cmd-games-desc = Jouw spellen, die op jou wachten eerst
cmd-resign-desc = Een lopend spel verlaten (je eindigt als laatste)
cmd-kick-desc = Iemand uit een spel verwijderen (maker of 'Server beheren')
cmd-kick-player = Wie je wilt verwijderen
cmd-cancel-desc = Een spel annuleren (maker of 'Server beheren')
cmd-game-here = Spelnummer (standaard: het spel van deze thread)
cmd-game-mine = Spelnummer (standaard: het spel van deze thread of het spel dat op jou wacht)
cmd-play-desc = Een zet doen (de suggesties tonen je zetten, de meeste punten eerst)
cmd-play-move = Je zet, bijv. 'RB F7 r' (steen, veld, richting); typ om te filteren
cmd-hand-desc = Je speelstenen of kaarten tonen (alleen jij ziet ze) en een zet samenstellen
cmd-board-desc = Het huidige speelbord van een spel tonen (alleen aan jou)
cmd-help-edition = De regels van welk spel (leeg: hoe je de bot gebruikt)
cmd-help-desc = Wat deze bot doet en hoe je speelt
cmd-config-desc = Instellingen van de bot hier: taal, klokken van nieuwe spellen, grenzen ('Server beheren')
cmd-config-language = Taal van lobby's, beurtberichten en speelborden

# Keuzes.
cmd-edition-classic = Einfach Genial (klassiek)
cmd-edition-travel = Einfach Genial Reise Edition (2 spelers)
cmd-edition-dice = Einfach Genial – het dobbelspel
cmd-edition-cards = Einfach Genial – het kaartspel
cmd-edition-3d = Einfach Genial 3D
cmd-edition-3d-solo = Einfach Genial 3D (solo)
cmd-pool-classic-teams = Einfach Genial (klassiek) in teams
cmd-pool-classic-solo = Einfach Genial (klassiek) solo
cmd-edition-spezial = Genial Spezial
cmd-language-server = De Discord-taal van de server
cmd-language-en = English (Engels)
cmd-language-de = Deutsch (Duits)
cmd-language-nl = Nederlands
cmd-leaderboard = ranglijst
cmd-profile = profiel
cmd-versus = tegen
cmd-exclude = uitsluiten
cmd-opt-page = pagina
cmd-opt-record = verslag
cmd-opt-restore = terugzetten
cmd-opt-rated = rating
cmd-status = status
cmd-status-desc = Hoe het met de bot gaat (alleen voor de eigenaar)
