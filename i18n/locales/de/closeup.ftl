# Die Nahansicht des letzten Zugs (zweites Bild eines Spezial- oder 3D-Zugbeitrags).
alt-closeup-move = Nahansicht des letzten Zugs: { $who } spielte { $move } (Felder { $cells }).
alt-closeup = Nahansicht des letzten Zugs (Felder { $cells }).
