## /genial help

help-text = Mit **Genial** spielt dieser Server die Spiele der *Einfach Genial*-Familie, in eurem eigenen Tempo.

    {"**"}Partie eröffnen:** `/genial new edition:<Spiel> players:<Anzahl>` stellt eine Lobby ein; wer mitspielen will, drückt **Beitreten**, und wer einen Platz hat, drückt **Starten**. Jede Partie bekommt ihren eigenen Thread; der Bot pingt, wer am Zug ist.
    {"**"}Spielen:** Drück den Knopf unter dem neuesten Spielplan (**Meine Steine**, **Meine Karten** oder **Spielen**, wo nichts verdeckt ist): Nur du siehst deine Steine oder Karten. Wähl einen Stein, dann ein Feld (die meisten Punkte zuerst), sieh dir die Vorschau an und bestätige. Oder tippe `/genial play` und lass dir Züge samt Punkten vorschlagen. Getippte Züge verstehen Farbwörter auf Deutsch, Englisch und Niederländisch (`rot`, `red`, `rood`).
    {"**"}Befehle**
    - `/genial new` Partie eröffnen - `/genial games` deine Partien, die wartenden zuerst
    - `/genial play` Zug machen - `/genial hand` deine Steine - `/genial board` der Spielplan (nur für dich)
    - `/genial rules` so wird gespielt - `/genial best` Solo-Bestwerte
    - `/genial record` das Protokoll einer beendeten Partie herunterladen (nachspielen mit `python -m genial replay`)
    - `/genial resign` eine Partie verlassen - `/genial kick` / `/genial cancel` (wer die Partie eröffnet hat oder „Server verwalten“ darf); alles mit Rückfrage
    - `/genial config` die Sprache der öffentlichen Beiträge auf diesem Server („Server verwalten“)
    { $pace }
    Alles Private (deine Steine, deine Karten, Fehlermeldungen) siehst nur du, in deiner Discord-Sprache.
help-pace = Keine Eile: Die Partien warten auf dich.{ $remind ->
    [1] {" "}Der Bot erinnert, wer seit { $hours } { $hours ->
        [one] Stunde
       *[other] Stunden
    } am Zug ist.
   *[0] {""}
}{ $timeout ->
    [1] {" "}Wer { $days } { $days ->
        [one] Tag
       *[other] Tage
    } lang nicht zieht, scheidet aus (als Letzter), und die anderen spielen weiter.
   *[0] {""}
}
