## Eigen weigeringen van de bot en de regels bij het zetten (privé: in de taal van de lezer).

err-bot-not-found = Zo'n spel bestaat niet op deze server. Gebruik `/genial { cmd-games }` om je spellen te zien.
err-bot-not-found-game = Er is geen spel #{ $number } op deze server. Gebruik `/genial { cmd-games }` om je spellen te zien.
err-bot-stale = Dat menu is van een eerdere beurt: open een nieuw menu met de knop onder het nieuwste speelbord.
err-bot-not-allowed = Dat mag je hier niet doen.
err-bot-not-understood = Ik kon '{ $text }' niet begrijpen.
err-bot-went-wrong = Er ging bij ons iets mis. Probeer het opnieuw; je spellen zijn veilig.
err-bot-went-wrong-game = Er ging bij ons iets mis. Probeer het opnieuw; het spel zelf is veilig.
err-bot-not-a-player = Je speelt niet mee in spel #{ $number }.
err-bot-not-your-turn = Je bent niet aan de beurt.
err-bot-cancelled = Spel #{ $number } is geannuleerd.
err-bot-not-started = Spel #{ $number } is nog niet begonnen.
err-bot-game-over = Spel #{ $number } is afgelopen.
err-bot-left = Je hebt spel #{ $number } verlaten.
err-bot-corrupt = Spel #{ $number } kan niet worden geladen (het opgeslagen verslag is beschadigd). Een beheerder kan het annuleren met `/genial { cmd-cancel }`.

ui-flow-preview = **Voorvertoning** van `{ $move }`: { $said }
    Klik op **{ $button }** om deze zet te doen.
ui-flow-played = Gespeeld: { $said }
ui-flow-board-in-thread = Het speelbord staat in de thread van het spel.
ui-turn-standing-tied = { $name } { $count ->
    [one] één kleur
   *[other] { $count } kleuren
} op { $points }
ui-turn-standing-two = { $name } { $first } { $a }, { $second } { $b }
ui-turn-standings = Zwakste kleuren: { $scores }
ui-flow-board-in-channel = Ik mag niet in de thread van het spel schrijven; het speelbord staat daarom in het kanaal waar het spel is aangemaakt.
ui-flow-board-pending = Je zet is opgeslagen. Discord nam het bericht met het speelbord net niet aan; het volgt vanzelf zodra Discord het toelaat (je hoeft niets te doen).
ui-flow-board-refused = Je zet is opgeslagen, maar ik kon het speelbord niet plaatsen: ik mag niet in de thread van het spel of in het kanaal schrijven. De eigenaar van de server is ingelicht; het bericht volgt zodra de machtiging terug is.
ui-flow-board-failed = Je zet is opgeslagen, maar het bericht met het speelbord is mislukt (een fout bij mij, gelogd voor de beheerder van de bot). `/genial { cmd-board }` toont het speelbord.
ui-delivery-game-prefix = **Genial #{ $number }** (in de thread mag ik niet schrijven):
ui-delivery-alert-thread = ⚠️ Ik mag niet meer in de threads van dit kanaal schrijven (de machtiging *Berichten verzenden in threads* ontbreekt); de spellen gaan daarom hier in het kanaal verder. Een beheerder kan de machtiging in de kanaalinstellingen teruggeven; dan schrijf ik weer in de threads.
ui-delivery-alert-post = ⚠️ Op de server **{ $server }** mag ik niet meer schrijven in de kanalen waar gespeeld wordt (de machtiging *Berichten verzenden* of *Berichten verzenden in threads* ontbreekt). Zetten worden nog opgeslagen; hun berichten volgen zodra de machtiging terug is.
err-bot-no-command = Dit commando bestaat hier niet.
