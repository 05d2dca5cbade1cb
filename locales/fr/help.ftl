# Aide : des pages courtes, d'abord ce qu'il faut pour débuter ; une ligne
# par message, lues dans l'ordre, de moins de 80 colonnes. Les touches sont
# écrites comme sur le clavier ; si la voix ne dit pas leur symbole, leur nom
# suit entre parenthèses : « [ (crochet ouvrant) ». Les commandes tapées
# restent en anglais, expliquées.

# Où est A1 : sur la première page d'aide et dans le tutoriel.
help-where-a1 = A1 est en haut à gauche : la lettre donne la colonne, le chiffre la ligne.

# Touches, page par page.
help-keys-start = Maj et flèche font glisser, les flèches déplacent le curseur.
help-keys-tutorial = 8 lance un court tutoriel.
help-keys-most = U annuler, G conseil, E cases vides, O les nomme, N nouvelle partie.
help-keys-jlik = J, L, I, K font aussi glisser : à gauche, à droite, en haut, en bas.
help-keys-read = Entrée dit la case, R la ligne, C la colonne, B la grille.
help-keys-again = Espace répète, X redit le dernier coup en entier, W change le détail.
help-keys-find = M dit la plus grande tuile, Z y va, T va à la plus récente.
help-keys-records = F cherche la jumelle d'une tuile. A : record. P : position.
help-keys-numbers = 1 compte les tuiles, 2 les vides près du curseur, 3 la prochaine fusion.
help-keys-coach = 4 juge votre dernier coup, 5 juge chaque coup.
help-keys-learn = 6 résume vos parties, 7 apprend les sons.
help-keys-speech = V active ou coupe la voix, + et - (moins) sa vitesse, . (point) la fait taire.
help-keys-sound = D active ou coupe le son, # (dièse) la musique. Échap quitte aussi.
help-keys-volume = [ (crochet ouvrant) baisse le son, ] (crochet fermant) le monte.
help-keys-tones = En sons : \ (antislash) la ligne, ' (apostrophe) la colonne.
help-keys-tones-board = ; (point-virgule) joue toute la grille en sons.
help-keys-braille = 9 affiche la grille sur la plage braille, une cellule par tuile.
help-keys-powers = ^ (circonflexe) dit les tuiles en puissances de deux : 10 pour 1024.
help-keys-more = H encore : la suite.
help-keys-end = Fin de l'aide. H ou F1 la reprend au début.

# Mode ligne, page par page.
help-lines-start = Glisser : left à gauche, right à droite, up en haut, down en bas.
help-lines-tutorial = tutorial : une courte partie guidée.
help-lines-cursor = Curseur : cursor left, cursor right, cursor up, cursor down ; aller : go B3.
help-lines-read = Lire : cell la case, row la ligne, column la colonne, board la grille.
help-lines-also = score le score, best le record, position, undo annule, hint un conseil.
help-lines-again = repeat répète, last le dernier coup ; newest la plus récente, top tile.
help-lines-verbosity = verbosity change le détail ; verbosity brief, normal ou full le fixe.
help-lines-coach = coach juge votre dernier coup ; coach on, coach off : après chaque coup.
help-lines-speech = Voix : speech on, speech off, rate 70 (vitesse), silence (ou hush).
help-lines-sound = sound on, sound off, volume 60, music on, music off, music volume 30.
help-lines-listen = listen, listen column, listen board : ligne, colonne ou grille en sons.
help-lines-empties = empty compte les vides, empties les nomme ; highest la plus grande ; partner.
help-lines-counts = counts, lines, merge : tuiles par valeur, vides du curseur, prochaine fusion.
help-lines-game = stats vos parties, sounds les sons, new nouvelle partie, quit quitter.
help-lines-braille = Braille : braille on, braille off ; board line affiche la grille sur la plage.
help-lines-powers = powers on, powers off : tuiles en puissances de deux, 10 pour 1024.
help-lines-more = help encore : la suite.
help-lines-end = Fin de l'aide ; help la reprend au début.
help-keys-daily = 0 : la partie du jour, la même pour tous. 0 encore : retour à votre partie.
help-keys-share = / (barre oblique) : votre résultat, dans un fichier à partager.
help-lines-daily = daily la partie du jour, la même pour tous. daily encore : votre partie.
help-lines-share = share votre résultat, dans un fichier à partager.

# Help in topics: the first page names them. The last page holds the keys
# a player needs when speech goes wrong.
help-keys-first = S score, Q quitter.
help-keys-topics = H puis 1 à 5 : réglages, braille, partie du jour, revoir, leçons.
help-keys-sound-basic = D active ou coupe le son.
help-lines-first = score le score, board la grille, quit quitter.
help-lines-topics = help settings, braille, daily, replay, lessons.
help-lines-sound-basic = Son : sound on, sound off.
