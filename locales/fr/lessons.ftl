# Apprendre les sons (touche 7, sounds, --practice-sounds) et le tutoriel
# (tutorial, --tutorial). Les mots à taper restent en anglais.

lesson-back = Retour à votre partie.
lesson-back-replay = Retour à la partie revue.

sounds-start = Apprendre les sons : { $count } sons.
sounds-keys = Droite : suivant, gauche : précédent, 7 : encore, Q : sortir.
sounds-lines = Entrée : son suivant. Ou tapez back, again ou quit.
sounds-off-keys = Le son est coupé : D le rétablit.
sounds-off-lines = Le son est coupé : tapez sound on pour les entendre.
sounds-none = Pas de son ici : les mots seulement.
sounds-number = { $number } sur { $count }.
sounds-done = C'était le dernier son.
sounds-left = Sons terminés.

sound-cursor-empty = Son rond : curseur sur case vide ; le côté dit la colonne, la hauteur la ligne.
sound-cursor-tile = Clochette : le curseur sur une tuile, ici en bas à droite : à droite et grave.
sound-edge = Coup sourd de ce côté : le curseur est au bord.
sound-slide = Bref souffle dans le sens du glissement : les tuiles glissent.
sound-merge = Cloches après le souffle : des fusions, plus aiguës pour les grandes tuiles.
sound-new-tile = Note pincée : la nouvelle tuile, placée par sa colonne, haute selon sa ligne.
sound-new-four = Deux notes pincées : la nouvelle tuile est un 4.
sound-nothing-moved = Deux notes graves descendantes : rien n'a bougé.
sound-undo = Cloche descendante : un coup annulé.
sound-won = Arpège montant : 2048 atteint.
sound-game-over = Trois notes lentes descendantes : partie terminée.
sound-tones = Tons : une ligne, un par case, plus aigu pour une grande tuile, clic si vide.

tutorial-start = Tutoriel en { $steps } étapes.
tutorial-leave-keys = Q quitte le tutoriel.
tutorial-leave-lines = Tapez quit pour sortir.
tutorial-board = Grille d'essai : { $tiles }.
tutorial-good = Bien.
tutorial-not-yet = Pas encore.
tutorial-cursor-keys = Déplacez le curseur : appuyez sur une flèche.
tutorial-cursor-lines = Déplacez le curseur : tapez cursor right.
tutorial-row-keys = Lisez la ligne du curseur : appuyez sur R.
tutorial-row-lines = Lisez la ligne du curseur : tapez row.
tutorial-slide-keys = Faites glisser les tuiles vers le haut : Maj et flèche haut, ou I.
tutorial-slide-lines = Faites glisser les tuiles vers le haut : tapez up.
tutorial-merge-keys = Glissez à gauche pour unir les deux 2 : Maj et flèche gauche, ou J.
tutorial-merge-lines = Glissez à gauche pour unir les deux 2 : tapez left.
tutorial-listen = Écoutez la fusion, puis la nouvelle tuile.
tutorial-undo-keys = Annulez ce coup : appuyez sur U.
tutorial-undo-lines = Annulez ce coup : tapez undo.
tutorial-hint-keys = Demandez un conseil au moteur : appuyez sur G.
tutorial-hint-lines = Demandez un conseil au moteur : tapez hint.
tutorial-done-keys = Tutoriel fini. H donne toutes les touches, 7 apprend les sons.
tutorial-done-lines = Tutoriel fini. Tapez help pour les commandes, sounds pour les sons.
tutorial-left = Tutoriel quitté.
tutorial-offer-keys = Première fois ? Appuyez sur Y grec pour un court tutoriel.
tutorial-offer-lines = Première fois ? Tapez tutorial pour une courte partie guidée.
