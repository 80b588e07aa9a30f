## Korte beschrijvingen van de spellen (een regel onder de naam) en de regels voor /genial { cmd-help } { cmd-opt-edition }.
## De namen van de spellen zijn de cmd-edition-...-berichten in cmd.ftl.
## Begrippen zoals in de Kosmos-regels: speelsteen, aflegbank, buidel, speelbord, scoretabel.

edition-classic-blurb = Het origineel: leg speelstenen met twee symbolen, scoor met rijen gelijke symbolen en breng je zwakste kleur omhoog.
edition-travel-blurb = De compacte editie voor twee: 57 speelstenen op het kleine speelbord.
edition-3d-blurb = Stapel speelstenen in lagen: wat je van bovenaf ziet telt, over alle lagen heen. Breng je zwakste kleur richting 27.
edition-3d-solo-blurb = 3D solo: leg de 60 speelstenen een voor een zoals ze komen en breng je zwakste kleur zo hoog mogelijk op de dubbel zo lange scoretabel (tot 54).
edition-spezial-blurb = Verbind torens met ketens van je stenen: elke fiche scoort in zijn kleur, grote torens in alle kleuren. Breng je zwakste kleur omhoog.
edition-cards-blurb = Het kaartspel: speel kaarten met twee symbolen, scoor met elke passende open kaart en breng als eerste alle zes kleuren naar kolom 7.
edition-dice-blurb = Gooi tot drie keer, pak de symbolen die voor de anderen liggen en kruis je scoreblad van links naar rechts aan.

rules-notation = {"**"}Een zet schrijven:** speelsteen + veld + richting, bijv. `RB F7 r` legt rood op F7 en blauw rechts ernaast. Kleuren: R rood (12-puntige ster), G groen (cirkel), B blauw (6-puntige ster), O oranje (zeshoek), Y geel (zon), P paars (ring). Richtingen: `r` rechts, `l` links, `ur`/`ul` rechtsboven/linksboven, `dr`/`dl` rechtsonder/linksonder. Velden: rijletter van boven, getal van links in de rij. Typen hoeft zelden: de menu's en de automatische aanvulling tonen elke zet met zijn punten.

rules-classic = {"**"}Einfach Genial (klassiek), 2-4 spelers**
    {"**"}Doel:** je *zwakste* kleur beslist. Breng alle zes kleuren gelijkmatig omhoog.
    {"**"}Je beurt:** leg een speelsteen van je aflegbank (zes stenen) op twee vrije, aangrenzende velden, scoor hem en vul aan uit de buidel.
    {"**"}Scoren:** elke helft van je speelsteen kijkt langs de vijf rechte lijnen die van de andere helft weglopen. Elk gelijk symbool in een ononderbroken rij (speelstenen of gedrukte symbolen) geeft een punt in die kleur. Een leeg veld of een andere kleur stopt de rij.
    {"**"}Eerste steen:** moet een gedrukt symbool raken waar nog niemand begonnen is.
    {"**"}Geniaal!** Haalt een kleur 18 (het maximum), dan krijg je meteen een bonusbeurt; dat kan zich herhalen.
    {"**"}Ruilen:** toont na het leggen geen steen op je aflegbank je zwakste kleur, dan mag je alle stenen ruilen.
    {"**"}Einde:** als er geen steen meer past, of als iemand overal 18 heeft (die wint dan meteen). De hoogste zwakste kleur wint; bij gelijke stand telt de op één na zwakste, enzovoort.

rules-travel = {"**"}Reiseditie, 2 spelers**
    De klassieke regels op het kleine speelbord met 57 speelstenen: zes stenen op je aflegbank, scoren langs vijf lijnen, eerste steen naast een gedrukt symbool (voor ieder een ander), een bonusbeurt voor elke kleur die 18 haalt, ruilen als je zwakste kleur op je aflegbank ontbreekt. Is de buidel leeg, dan speel je door zonder aan te vullen tot er geen steen meer past. De hoogste zwakste kleur wint; bij gelijke stand telt de op één na zwakste (wie meer kleuren op die waarde heeft, verliest).

rules-3d = {"**"}Einfach Genial 3D, 2-4 spelers**
    Speelstenen mogen **gestapeld** worden: een steen gaat op twee aangrenzende velden van *gelijke hoogte* (leeg speelbord, stenen of startstenen), nooit precies boven op één steen. Je scoort de symbolen die je van bovenaf ziet, op elke laag.
    {"**"}Start:** er staan zes startstenen op het speelbord; tot elk een steen naast zich heeft, moet elke steen een startsteen raken die er nog geen heeft.
    {"**"}Aflegbank:** vijf stenen. **Scoretabel:** 0-27; wie 18 en 27 haalt, krijgt bonusbeurten.
    {"**"}Ruilen:** ontbreekt na het leggen je zwakste kleur op je aflegbank, dan mag je ruilen (niet in de laatste ronde).
    {"**"}Einde:** zijn er minder dan vijf stenen in de voorraad, dan krijgt iedereen nog één laatste beurt. Het spel stopt meteen als wie aan de beurt is niet kan leggen, of als iemand overal 27 heeft. De hoogste zwakste kleur wint.

rules-3d-solo = {"**"}Einfach Genial 3D solo**
    Trek een steen, leg hem, scoor hem: stapelen en de start bij de startstenen zoals in 3D, zonder aflegbank en zonder bonusbeurten. De scoretabel is dubbel zo lang: na 27 begint het scorestaafje van een kleur opnieuw op de tweede tabel (tot 54). Het spel eindigt als alle stenen liggen of er geen meer past. Je resultaat is je zwakste kleur; verbeter je eigen record en de lijst van de server (`/{ cmd-rating-group } { cmd-leaderboard }`).

rules-spezial = {"**"}Genial Spezial, 2-4 spelers**
    Iedereen heeft 20 stenen in een eigen kleur; in je beurt leg je een steen op twee vrije, aangrenzende velden (schrijf beide velden, bijv. `C5 C6`).
    {"**"}Ketens:** je stenen die elkaar raken vormen ketens. Op de torens liggen fiches met getallen in vier kleuren. Raakt een keten twee of meer torens, dan scoort elke nieuw aangesloten toren de waarde van zijn fiche in de kleur van die fiche, en de fiche wordt zwart (de volgende keer een punt meer waard). Wie twee of meer grote torens verbindt, krijgt een punt in elke kleur.
    {"**"}Bonusvelden:** wie er een bedekt, krijgt een punt in een kleur naar keuze (anders in je zwakste).
    {"**"}Einde:** na 20 rondes. De scoretabel gaat tot 20. De hoogste zwakste kleur wint.

rules-cards = {"**"}Einfach Genial – het kaartspel, 2-4 spelers**
    Speel een kaart uit je hand van zes. Elk van haar twee kleuren krijgt een punt voor elk gelijk symbool op de open kaarten (ieders uitstalling, de jouwe ook). Jij kiest welke kleur eerst scoort.
    {"**"}Scoretabel:** kolommen 0-10 in de groepen 0 | 1-3 | 4-6 | 7-10; alle zes fiches moeten binnen twee naburige groepen blijven, dus een kleur die wegloopt wacht tot de andere bijkomen.
    {"**"}Bonus:** haalt een fiche 10, dan speel je meteen nog een kaart.
    {"**"}Ruilen:** heb je geen kaart van je zwakste kleur, dan mag je je hele hand afleggen en opnieuw trekken.
    {"**"}Einde:** wie als eerste alle zes fiches op 7 of hoger heeft, wint; de anderen worden gerangschikt op hun zwakste kleur.
    {"**"}Een zet schrijven:** `spelen RB` (of `spelen rood blauw`) speelt de rood/blauwe kaart en scoort eerst rood, `spelen RB B` scoort eerst blauw; daarna `ruilen` of `houden` als dat wordt aangeboden. De Engelse woorden werken ook (`play RB`, `exchange`, `keep`). De menu's tonen elke kaart met haar punten in de beste volgorde.

rules-dice = {"**"}Einfach Genial – het dobbelspel, 2-4 spelers**
    In je beurt gooi je al je dobbelstenen, en je mag ze tot twee keer allemaal opnieuw gooien. Dan geeft elke dobbelsteen een kruisje in zijn kleur voor elke dobbelsteen van die kleur die voor de andere spelers ligt. In plaats daarvan kan een groep gelijke dobbelstenen een joker zijn: k dobbelstenen geven k-1 kruisjes in een kleur naar keuze.
    {"**"}Scoreblad:** een rij per kleur, vakjes 1-3 | 4-6 | 7. Het midden gaat open als elke rij links een kruisje heeft; rechts als elke rij er een in het midden heeft.
    {"**"}Einde:** wie als eerste het hele scoreblad heeft aangekruist, wint; de anderen worden gerangschikt op hun zwakste rij.
    {"**"}Een zet schrijven:** `gooien`, `opnieuw`, dan `scoren` (elke dobbelsteen telt) of `scoren joker RR=blauw` (de twee rode dobbelstenen als joker voor een blauw kruisje). De Engelse woorden werken ook (`roll`, `reroll`, `score`). De knoppen en menu's tonen wat elke keuze oplevert.
