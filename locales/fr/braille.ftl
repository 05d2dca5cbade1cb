# La plage braille comme sortie : l'activer, la couper, et pourquoi elle
# manque ou s'est arrêtée.

braille-on = Braille activé.
braille-off = Braille coupé.
braille-looking = Recherche de la plage braille.
braille-unavailable = Pas de braille ({ $reason }) ; le jeu continue.
braille-reason-no-library = BrlAPI n'est pas installé
braille-reason-no-server = BRLTTY ne répond pas
braille-reason-no-cells = la plage n'a aucune cellule
braille-stopped = La plage braille s'est arrêtée ; le jeu continue.
