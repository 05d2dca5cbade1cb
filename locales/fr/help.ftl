# Aide : une ligne par message, lues dans l'ordre. Les touches sont les mêmes
# dans toutes les langues ; les commandes tapées restent en anglais, expliquées.

help-keys-1 = Les flèches déplacent le curseur et annoncent la case.
help-keys-2 = Maj avec une flèche fait glisser les tuiles ; J, L, I et K les font aussi glisser à gauche, à droite, en haut et en bas.
help-keys-3 = S annonce le score et les coups.
help-keys-4 = Entrée annonce la case, R la ligne, C la colonne, B toute la grille.
help-keys-5 = E annonce les cases vides, M la plus grande tuile, A le record, P la position.
help-keys-6 = U annule un coup. G donne un conseil.
help-keys-7 = F cherche la jumelle de la tuile sous le curseur. Espace répète la dernière réponse.
help-keys-8 = V active ou coupe la voix ; plus et moins changent sa vitesse.
help-keys-9 = N lance une nouvelle partie, Q ou Échap quitte, H ou F1 répète cette aide.
help-lines-1 = Glisser : left, right, up, down, c'est-à-dire gauche, droite, haut, bas (ou slide left).
help-lines-2 = Curseur : cursor left, cursor right, cursor up, cursor down, ou go B3 pour aller à une case.
help-lines-3 = Lire : cell la case, row la ligne, column la colonne, board la grille.
help-lines-4 = Lire : empty les cases vides, highest la plus grande tuile, score le score.
help-lines-5 = Lire : best le record, position la position, repeat la dernière phrase.
help-lines-6 = Aussi : undo annule, hint donne un conseil, partner cherche la jumelle.
help-lines-7 = speech on et speech off activent et coupent la voix, rate 70 règle la vitesse.
help-lines-8 = new lance une nouvelle partie, quit quitte, help répète cette aide.
help-keys-silence = Point fait taire la voix aussitôt.
help-lines-silence = silence (ou hush) fait taire la voix aussitôt.
help-keys-sound = D active ou coupe le son ; [ et ] changent son volume ; # active ou coupe la musique.
help-keys-listen = Barre oblique inverse joue la ligne en sons, apostrophe la colonne, point-virgule le plateau.
help-lines-listen = listen, listen column, listen board : la ligne, la colonne ou le plateau en sons.
help-lines-sound = sound on, sound off, volume 60, music on, music off, music volume 30.
