## /genial help

help-text = Met **Genial** speelt deze server de spellen uit de *Einfach Genial*-familie, in je eigen tempo.

    {"**"}Spel openen:** `/genial new edition:<spel> players:<aantal>` zet een lobby neer; wie mee wil doen klikt op **Meedoen**, en wie een plaats heeft klikt op **Starten**. Elk spel krijgt een eigen thread; de bot pingt wie aan de beurt is.
    {"**"}Spelen:** klik op de knop onder het nieuwste speelbord (**Mijn stenen**, **Mijn kaarten**, of **Spelen** waar niets verborgen is): alleen jij ziet je stenen of kaarten. Kies een steen, dan een plek (de meeste punten eerst), bekijk het voorbeeld en bevestig. Of typ `/genial play` en laat je zetten met hun punten voorstellen. Getypte zetten begrijpen kleurwoorden in het Nederlands, Duits en Engels (`rood`, `rot`, `red`).
    {"**"}Commando's**
    - `/genial new` spel openen - `/genial games` jouw spellen, wachtende eerst
    - `/genial play` zet doen - `/genial hand` je stenen - `/genial board` het speelbord (alleen voor jou)
    - `/genial rules` hoe elk spel werkt - `/genial best` solo-records
    - `/genial record` het verslag van een afgelopen spel downloaden (opnieuw afspelen met `python -m genial replay`)
    - `/genial resign` een spel verlaten - `/genial kick` / `/genial cancel` (maker van het spel of 'Server beheren'); je bevestigt steeds eerst
    - `/genial config` de taal van de openbare berichten op deze server ('Server beheren')
    { $pace }
    Alles wat privé is (je stenen, je kaarten, foutmeldingen) zie alleen jij, in je Discord-taal.
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
