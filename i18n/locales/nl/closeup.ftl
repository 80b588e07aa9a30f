# De close-up van de laatste zet (tweede afbeelding van een Spezial- of 3D-beurtbericht).
alt-closeup-move = Close-up van de laatste zet: { $who } speelde { $move } (velden { $cells }).
alt-closeup = Close-up van de laatste zet (velden { $cells }).
