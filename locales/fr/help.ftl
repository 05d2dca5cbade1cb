# Aide : une ligne par message, lues dans l'ordre, de moins de 80 colonnes. Les
# touches sont les mêmes dans toutes les langues ; les commandes tapées restent
# en anglais, expliquées.

help-keys-1 = Les flèches déplacent le curseur et annoncent la case.
help-keys-2 = Maj avec une flèche fait glisser les tuiles.
help-keys-3 = J, L, I et K font aussi glisser à gauche, à droite, en haut et en bas.
help-keys-readers = Le lecteur prend Maj flèche, F1, Échap ? J L I K glissent, H aide, Q quitte.
help-keys-4 = S annonce le score et les coups.
help-keys-5 = Entrée annonce la case, R la ligne, C la colonne, B toute la grille.
help-keys-6 = E compte les cases vides, O les nomme.
help-keys-7 = M annonce la plus grande tuile, Z y met le curseur, T sur la plus récente.
help-keys-8 = La touche A annonce le record, P la position.
help-keys-9 = U annule un coup, X redit le dernier coup en entier, G donne un conseil.
help-keys-10 = F cherche la jumelle de la tuile sous le curseur.
help-keys-11 = Espace répète la dernière réponse. W passe de bref à normal à complet.
help-keys-12 = V active ou coupe la voix ; plus et moins changent sa vitesse.
help-keys-13 = N lance une nouvelle partie, Q ou Échap quitte, H ou F1 répète cette aide.
help-lines-1 = Glisser : left, right, up, down, c'est-à-dire gauche, droite, haut, bas.
help-lines-2 = Curseur : cursor left, cursor right, cursor up, cursor down.
help-lines-3 = Aller à une case : go B3. À une tuile : newest la plus récente, top tile.
help-lines-4 = Lire : cell la case, row la ligne, column la colonne, board la grille.
help-lines-5 = Lire : empty compte les vides, empties les nomme, highest la plus grande.
help-lines-6 = Lire : score le score, best le record, position la position.
help-lines-7 = Redire : repeat la dernière phrase, last le dernier coup en entier.
help-lines-8 = Aussi : undo annule, hint donne un conseil, partner cherche la jumelle.
help-lines-9 = verbosity change le détail ; verbosity brief, normal ou full le fixe.
help-lines-10 = speech on et speech off activent et coupent la voix, rate 70 la vitesse.
help-lines-11 = new lance une nouvelle partie, quit quitte, help répète cette aide.
help-keys-silence = Point fait taire la voix aussitôt.
help-lines-silence = silence (ou hush) fait taire la voix aussitôt.
help-keys-sound = D active ou coupe le son ; [ et ] changent son volume.
help-keys-music = # active ou coupe la musique de fond.
help-keys-listen = Antislash joue la ligne, apostrophe la colonne, point-virgule le plateau.
help-lines-listen = listen, listen column, listen board : ligne, colonne ou plateau en sons.
help-lines-sound = sound on, sound off, volume 60, music on, music off, music volume 30.

help-keys-first-1 = Maj et flèche fait glisser, flèches : curseur.
help-keys-first-2 = U annuler, G conseil, B grille, S score, E cases vides.
help-keys-first-3 = X dernier coup, W détail, Q quitter.
help-keys-more = H encore : la suite.
help-lines-more = help encore : la suite.
help-keys-summary = Touche 1 : tuiles par valeur, 2 : vides ligne et colonne, 3 : prochaine fusion.
help-lines-summary = counts, lines, merge : tuiles par valeur, vides du curseur, prochaine fusion.

# Learning the sounds and the tutorial.
help-keys-learn = 7 apprend les sons, 8 lance un court tutoriel.
help-lines-learn = sounds : apprendre les sons ; tutorial : une courte partie guidée.
help-keys-stats = 6 résume les parties sur cette grille : jouées, gagnées, record, médiane.
help-lines-stats = stats : les parties sur cette grille : jouées, gagnées, record, médiane.
help-keys-coach = 4 : votre dernier glissement était-il le choix du moteur, sinon pourquoi.
help-keys-coach-mode = 5 active ou coupe le coach : un avis après chaque glissement.
help-lines-coach = coach : votre dernier glissement était-il le choix du moteur, sinon pourquoi.
help-lines-coach-mode = coach on, coach off : un avis après chaque glissement, ou aucun.
