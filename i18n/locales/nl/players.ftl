# Gebied "players": wat correspondentiespelers verwachten: revanche, volgen, vergeten.

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
cmd-players-opt-notices = meldingen
cmd-players-follow-notices = Aan: de partij volgen; uit: haar niet langer volgen
cmd-players-notices-on = aan (genoemd bij begin en einde)
cmd-players-notices-off = uit (niet langer volgen)
ui-players-follow-which = Welke partij? Gebruik deze opdracht in de thread van de partij, of geef haar nummer met `spel:`.
ui-players-follow-err-player = Je speelt mee in partij #{ $number }: je krijgt haar berichten al.
ui-players-follow-err-over = Partij #{ $number } is voorbij: er valt niets meer te volgen. `/genial replay` toont haar opnieuw.
ui-players-follow-done = Je volgt partij #{ $number }: je wordt genoemd wanneer ze begint en wanneer ze eindigt. `/genial { cmd-players-follow } { cmd-players-opt-notices }:uit` stopt dat.
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

# Je laatste beurt terugnemen (vrije partijen, met instemming van de tegenstanders).
cmd-players-takeback = terugnemen
cmd-players-takeback-desc = Vraag om je laatste beurt terug te nemen (vrije partijen zonder klok; de tegenstanders beslissen)
ui-players-takeback-accept = Accepteren
ui-players-takeback-refuse = Weigeren
ui-players-takeback-asked = ↩️ { $asker } vraagt de laatste beurt terug te nemen ({ $moves }). { $opponents }: accepteer of weiger. Goed om te weten: de stenen die daarna getrokken zijn gaan in dezelfde volgorde bovenop de zak terug, dus { $asker } weet wat er straks getrokken wordt.
ui-players-takeback-sent = Gevraagd. De partij blijft zoals ze is tot elke tegenstander heeft geaccepteerd; één weigering beëindigt het verzoek.
ui-players-takeback-refused = { $who } weigerde het terugnemen: de partij gaat ongewijzigd verder.
ui-players-takeback-accepted = ↩️ Iedereen accepteerde: de laatste beurt van { $asker } ({ $moves }) is teruggenomen.
ui-players-takeback-board = ↩️ De laatste beurt van { $asker } ({ $moves }) is teruggenomen. Het bord zoals het daarvoor was:
ui-players-takeback-done-you = Je laatste beurt is teruggenomen (de computers stemmen in): je bent weer aan de beurt.
ui-players-takeback-over = Dit verzoek is voorbij: de partij is verdergegaan, of er is al geantwoord.
ui-players-takeback-err-solo = Een solopartij kent geen terugnemen.
ui-players-takeback-err-rated = Partij #{ $number } telt (rating of competitie): daar kan niets teruggenomen worden. Vrije partijen staan het toe.
ui-players-takeback-err-clock = Partij #{ $number } heeft een klok: daar kan niets teruggenomen worden (de klokken zouden niet meer kloppen).
ui-players-takeback-err-nothing = In partij #{ $number } is er niets van jou terug te nemen: alleen je laatste beurt, voordat iemand anders zet.
ui-players-takeback-err-open = In partij #{ $number } is al om terugnemen gevraagd: wacht het antwoord af.
ui-players-takeback-err-not-yours = Alleen de tegenstanders van wie het vroeg kunnen hier antwoorden.
