# Gebied "players": wat correspondentiespelers verwachten: revanche, volgen, vergeten.

# Revanche.
ui-players-button-rematch = Revanche
ui-players-rematch-lobby = 🔁 **Revanche.** De plaatsen blijven 24 uur gereserveerd voor de spelers van het vorige spel; { $waiting ->
    [0] iedereen is er
   *[other] nog niet erbij: { $players }
}. Accepteer met **Meedoen** (of **Revanche** onder de eindstand van het vorige spel). Het spel begint zodra iedereen meedoet.
ui-players-rematch-opened = Je hebt een revanche geopend: spel #{ $number }. De anderen accepteren met één klik.
ui-players-rematch-at-once = Spel #{ $number } is begonnen: hetzelfde spel met dezelfde opties en klok, opnieuw geschud.
ui-players-rematch-joined = Je hebt de revanche geaccepteerd: spel #{ $number }.
ui-players-rematch-started = Iedereen heeft geaccepteerd: het spel is begonnen.
ui-players-rematch-err-not-finished = Alleen een afgelopen spel kan opnieuw gespeeld worden.
ui-players-rematch-err-not-a-player = Alleen de spelers van dit spel kunnen om een revanche vragen. Open je eigen spel met `/genial { cmd-new }`.
ui-players-rematch-err-reserved = De plaatsen van deze revanche zijn gereserveerd voor de spelers van het vorige spel (24 uur vanaf het openen).
ui-players-rematch-err-started = De revanche, spel #{ $number }, is al begonnen.
ui-players-rematch-err-league = Een competitiespel heeft geen revanche: de competitie bepaalt wie tegen wie speelt.

# Een spel volgen waarin je niet speelt.
cmd-players-follow = volgen
cmd-players-follow-desc = Een spel volgen waarin je niet speelt: je wordt vermeld als het begint en als het eindigt
cmd-players-opt-notices = meldingen
cmd-players-follow-notices = Aan: het spel volgen; uit: het niet langer volgen
cmd-players-notices-on = aan (vermeld bij begin en einde)
cmd-players-notices-off = uit (niet langer volgen)
ui-players-follow-which = Welk spel? Gebruik dit commando in de thread van het spel, of geef het nummer met `{ cmd-opt-game }:`.
ui-players-follow-err-player = Je speelt mee in spel #{ $number }: je krijgt de berichten al.
ui-players-follow-err-over = Spel #{ $number } is afgelopen: er valt niets meer te volgen. `/genial { cmd-replay }` toont het opnieuw.
ui-players-follow-done = Je volgt spel #{ $number }: je wordt vermeld als het begint en als het eindigt. `/genial { cmd-players-follow } { cmd-players-opt-notices }:uit` stopt dat.
ui-players-follow-already = Je volgt spel #{ $number } al.
ui-players-unfollow-done = Je volgt spel #{ $number } niet meer.
ui-players-unfollow-not = Je volgt spel #{ $number } niet.
ui-players-followers = Volgen dit spel: { $users }

# Een speler vergeten (/me forget) en de plaatsen van vergeten spelers.
ui-players-anonymous = Speler { $number }
cmd-players-forget = vergeten
cmd-players-forget-desc = De bot laten wissen wat hij over je bewaart (kan niet ongedaan worden gemaakt)
ui-players-forget-ask = **Jou vergeten?** De bot wist je onthouden naam, instellingen, pauzes, gevolgde spellen, solo-records en ratings, op elke server. In afgelopen spellen wordt je plaats "Speler 2" (of welke plaats het was), zodat ze nog na te spelen zijn; niets leidt naar jou terug. Dit kan niet ongedaan worden gemaakt.
ui-players-forget-button = Vergeet mij
ui-players-forget-kept = Er is niets veranderd.
ui-players-forget-done = Klaar: de bot is je vergeten. Speel je weer, dan begint hij opnieuw.
ui-players-forget-err-other = Alleen wie het vroeg kan hier antwoorden.
ui-players-forget-err-playing = Je speelt nog in een spel dat niet is afgelopen: geef eerst op of verlaat het.
ui-players-forget-err-busy = De bot kan je niet vergeten zolang je speelt: { $here ->
    [0] {""}
   *[other] spellen { $games } hier
}{ $elsewhere ->
    [0] {""}
   *[other] { $here ->
        [0] {""}
       *[other] {", "}
    }{ $elsewhere } op andere servers
}{ $league ->
    [0] {""}
   *[other] {" "}(en een lopend competitieseizoen)
}. Geef eerst op of verlaat de lobby (`/genial { cmd-resign }` of **Verlaten**), en vraag het dan opnieuw.

# Je laatste beurt terugnemen (vrijblijvende spellen, met instemming van de tegenstanders).
cmd-players-takeback = terugnemen
cmd-players-takeback-desc = Vragen om je laatste beurt terug te nemen (vrijblijvend, zonder klok; de tegenstanders beslissen)
ui-players-takeback-accept = Accepteren
ui-players-takeback-refuse = Weigeren
ui-players-takeback-asked = ↩️ { $asker } vraagt om de laatste beurt terug te nemen ({ $moves }). { $opponents }: accepteer of weiger. Goed om te weten: de stenen die daarna getrokken zijn, gaan in dezelfde volgorde bovenop de buidel terug, dus { $asker } weet wat er straks getrokken wordt.
ui-players-takeback-sent = Gevraagd. Het spel blijft zoals het is tot elke tegenstander heeft geaccepteerd; één weigering beëindigt het verzoek.
ui-players-takeback-refused = { $who } weigerde het terugnemen: het spel gaat ongewijzigd verder.
ui-players-takeback-accepted = ↩️ Iedereen accepteerde: de laatste beurt van { $asker } ({ $moves }) is teruggenomen.
ui-players-takeback-post-note = ↩️ Teruggenomen ({ $moves }): dit speelbord geldt niet meer.
ui-players-takeback-board = ↩️ De laatste beurt van { $asker } ({ $moves }) is teruggenomen. Het speelbord zoals het daarvoor was:
ui-players-takeback-done-you = Je laatste beurt is teruggenomen (de computers stemmen in): je bent weer aan de beurt.
ui-players-takeback-over = Dit verzoek is voorbij: het spel is verdergegaan, of er is al geantwoord.
ui-players-takeback-err-solo = Een solospel kent geen terugnemen.
ui-players-takeback-err-rated = Spel #{ $number } telt mee (rating of competitie): daar kan niets teruggenomen worden. Vrijblijvende spellen staan het toe.
ui-players-takeback-err-clock = Spel #{ $number } heeft een klok: daar kan niets teruggenomen worden (de klokken zouden niet meer kloppen).
ui-players-takeback-err-nothing = In spel #{ $number } is er niets van jou terug te nemen: alleen je laatste beurt, voordat iemand anders een zet doet.
ui-players-takeback-err-open = In spel #{ $number } is al om terugnemen gevraagd: wacht het antwoord af.
ui-players-takeback-err-not-yours = Alleen de tegenstanders van wie het vroeg kunnen hier antwoorden.
