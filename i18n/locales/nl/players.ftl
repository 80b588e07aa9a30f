# Gebied "players": wat correspondentiespelers verwachten (issue 27): revanche, volgen, vergeten.

# Revanche.
ui-players-button-rematch = Revanche
ui-players-rematch-lobby = 🔁 **Revanche.** De plaatsen blijven 24 uur gereserveerd voor de spelers van de vorige partij; we wachten op { $waiting ->
    [0] niemand
   *[other] { $players }
}: accepteer met **Meedoen** (of **Revanche** onder de eindstand van de vorige partij). De partij begint zodra iedereen meedoet.
ui-players-rematch-opened = Je hebt een revanche geopend: partij #{ $number }. De anderen accepteren met één klik.
ui-players-rematch-joined = Je hebt de revanche geaccepteerd: partij #{ $number }.
ui-players-rematch-started = Iedereen heeft geaccepteerd: de partij is begonnen.
ui-players-rematch-err-not-finished = Alleen een afgelopen partij kan opnieuw gespeeld worden.
ui-players-rematch-err-not-a-player = Alleen de spelers van deze partij kunnen om een revanche vragen. Open je eigen partij met `/genial new`.
ui-players-rematch-err-reserved = De plaatsen van deze revanche zijn gereserveerd voor de spelers van de vorige partij (24 uur vanaf het openen).
ui-players-rematch-err-league = Een competitiepartij heeft geen revanche: de competitie bepaalt wie tegen wie speelt.

# Een partij volgen waarin je niet speelt.
cmd-players-follow = volgen
cmd-players-follow-desc = Volg een partij waarin je niet speelt: je wordt genoemd wanneer ze begint en eindigt
cmd-players-unfollow = ontvolgen
cmd-players-unfollow-desc = Een partij niet langer volgen
ui-players-follow-which = Welke partij? Gebruik deze opdracht in de thread van de partij, of geef haar nummer met `spel:`.
ui-players-follow-err-player = Je speelt mee in partij #{ $number }: je krijgt haar berichten al.
ui-players-follow-err-over = Partij #{ $number } is voorbij: er valt niets meer te volgen. `/genial replay` toont haar opnieuw.
ui-players-follow-done = Je volgt partij #{ $number }: je wordt genoemd wanneer ze begint en wanneer ze eindigt. `/genial { cmd-players-unfollow }` stopt dat.
ui-players-follow-already = Je volgt partij #{ $number } al.
ui-players-unfollow-done = Je volgt partij #{ $number } niet meer.
ui-players-unfollow-not = Je volgt partij #{ $number } niet.
ui-players-followers = Volgen deze partij: { $users }

# Een speler vergeten (/me forget) en de plaatsen van vergeten spelers.
ui-players-anonymous = Speler { $number }
cmd-players-forget = vergeten
cmd-players-forget-desc = Laat de bot wissen wat hij over je bewaart (niet terug te draaien)
ui-players-forget-ask = **Jou vergeten?** De bot wist je onthouden naam, instellingen, pauzes, gevolgde partijen, solo-records en ratings, op elke server. In afgelopen partijen wordt je plaats "Speler 2" (of welke plaats het was), zodat ze nog af te spelen zijn; niets leidt naar jou terug. Dit kan niet ongedaan worden.
ui-players-forget-button = Vergeet mij
ui-players-forget-kept = Er is niets veranderd.
ui-players-forget-done = Klaar: de bot is je vergeten. Speel je weer, dan begint hij opnieuw.
ui-players-forget-err-other = Alleen wie het vroeg kan hier antwoorden.
ui-players-forget-err-playing = Je speelt nog in een partij die niet af is: geef eerst op of verlaat haar.
ui-players-forget-err-busy = De bot kan je niet vergeten zolang je speelt: { $here ->
    [0] {""}
   *[other] partijen { $games } hier
}{ $elsewhere ->
    [0] {""}
   *[other] { $here ->
        [0] {""}
       *[other] {", "}
    }{ $elsewhere } op andere servers
}{ $league ->
    [0] {""}
   *[other] {" "}(en een lopend competitieseizoen)
}. Geef eerst op of verlaat de lobby (`/genial resign` of **Verlaten**), en vraag het dan opnieuw.
