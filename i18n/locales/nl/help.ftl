## /genial { cmd-help }

help-text = Met **Genial** speelt deze server de spellen uit de *Einfach Genial*-familie, in je eigen tempo.

    {"**"}Spel openen:** `/genial { cmd-new } { cmd-opt-edition }:<spel> { cmd-opt-players }:<aantal>` zet een lobby neer; wie mee wil doen klikt op **Meedoen**, en wie een plaats heeft klikt op **Starten**. Elk spel krijgt een eigen thread; de bot pingt wie aan de beurt is.
    {"**"}Spelen:** klik op de knop onder het nieuwste speelbord (**Mijn stenen**, **Mijn kaarten**, of **Spelen** waar niets verborgen is): alleen jij ziet je stenen of kaarten. Kies een steen, dan een plek (de meeste punten eerst), bekijk de voorvertoning en bevestig. Of typ `/genial { cmd-play }` en laat je zetten met hun punten voorstellen. In getypte zetten mag je kleurwoorden in het Nederlands, Duits en Engels gebruiken (`rood`, `rot`, `red`).
    { $pace }
    Alles wat privé is (je stenen, je kaarten, foutmeldingen) zie alleen jij, in je Discord-taal.
help-commands = {"**"}Commando's**
    - `/genial { cmd-new }` spel openen - `/genial { cmd-games }` jouw spellen, wachtende eerst - `/genial { cmd-next }` het spel dat het langst op je wacht
    - `/genial { cmd-play }` zet doen - `/genial { cmd-hand }` je stenen of kaarten - `/genial { cmd-board }` het speelbord (alleen voor jou)
    - `/genial { cmd-log }` de laatste zetten met hun punten (`{ cmd-opt-record }:True`: het verslag van een afgelopen spel om te downloaden) - `/genial { cmd-replay }` een afgelopen spel zet voor zet
    - `/genial { cmd-help } { cmd-opt-edition }:<spel>` hoe elk spel werkt - `/{ cmd-rating-group } { cmd-leaderboard }` (solo: records), `/{ cmd-rating-group } { cmd-profile }`, `/{ cmd-rating-group } { cmd-versus }` ratings
    - `/genial { cmd-players-follow }` een spel volgen waarin je niet speelt - `/genial { cmd-players-takeback }` je laatste beurt laten terugnemen (vrijblijvende spellen)
    - `/{ cmd-me-group } { cmd-settings }` hoe je hoort dat je aan de beurt bent, stille uren - `/{ cmd-me-group } { cmd-away }` een pauze die je klokken stilzet
    - `/genial { cmd-resign }` een spel verlaten - `/genial { cmd-kick }` / `/genial { cmd-cancel }` (maker van het spel of 'Server beheren'); je bevestigt steeds eerst
    - `/{ cmd-server-group } { cmd-config }` taal, standaardklok en limieten van deze server - `/{ cmd-rating-group } { cmd-exclude }` een spel uit de ratings halen (beide 'Server beheren')
    - `/{ cmd-league-group } { cmd-league-list }` de competities van deze server: `/{ cmd-league-group } { cmd-league-join }` schrijft je in, `/{ cmd-league-group } { cmd-league-standings }` en `/{ cmd-league-group } { cmd-league-schedule }` tonen de stand
help-pace = Geen haast: de spellen wachten op je.{ $remind ->
    [1] {" "}De bot herinnert wie al { $hours } { $hours ->
        [one] uur
       *[other] uur
    } aan de beurt is.
   *[0] {""}
}{ $timeout ->
    [1] {" "}Wie { $days } { $days ->
        [one] dag
       *[other] dagen
    } geen zet doet, valt af (als laatste) en de anderen spelen door.
   *[0] {""}
}
