# Aide : des pages courtes, d'abord ce qu'il faut pour débuter ; une ligne
# par message, lues dans l'ordre, de moins de 80 colonnes. Les touches sont
# écrites comme sur le clavier ; si la voix ne dit pas leur symbole, leur nom
# suit entre parenthèses : « [ (crochet ouvrant) ». Les commandes tapées
# restent en anglais, expliquées.
# Une touche qui tape un caractère est un argument au nom de sa commande
# dans la table des commandes (`{ $partner }` vaut F) : la table le remplit.

# Où est A1 : sur la première page d'aide et dans le tutoriel.
help-where-a1 = A1 est en haut à gauche : la lettre donne la colonne, le chiffre la ligne.

# Touches, page par page.
help-keys-start = Maj et flèche font glisser, les flèches déplacent le curseur.
help-keys-tutorial = { $tutorial } lance un court tutoriel.
help-keys-most = { $undo } annuler, { $hint } conseil, { $empty-count } cases vides, { $empty-cells } les nomme, { $new-game } nouvelle partie.
help-keys-jlik = { $slide-left }, { $slide-right }, { $slide-up }, { $slide-down } font aussi glisser : à gauche, à droite, en haut, en bas.
help-keys-read = Entrée dit la case, { $row } la ligne, { $column } la colonne, { $board } la grille.
help-keys-again = Espace répète, { $last-move } redit le dernier coup en entier, { $next-verbosity } change le détail.
help-keys-find = { $highest } dit la plus grande tuile, { $top-tile } y va, { $newest } va à la plus récente.
help-keys-records = { $partner } cherche la jumelle d'une tuile. { $best } : record. { $position } : position.
help-keys-numbers = { $tile-counts } compte les tuiles, { $line-empties } les vides près du curseur, { $next-merge } la prochaine fusion.
help-keys-coach = { $coach } juge votre dernier coup, { $coach-mode } juge chaque coup.
help-keys-learn = { $statistics } résume vos parties, { $sounds } apprend les sons.
help-keys-speech = { $speech } active ou coupe la voix, { $faster } et { $slower } (moins) sa vitesse, { $silence } (point) la fait taire.
help-keys-sound = { $sound } active ou coupe le son, { $music } (dièse) la musique. Échap quitte aussi.
help-keys-volume = { $softer } (crochet ouvrant) baisse le son, { $louder } (crochet fermant) le monte.
help-keys-tones = En sons : { $listen-row } (antislash) la ligne, { $listen-column } (apostrophe) la colonne.
help-keys-tones-board = { $listen-board } (point-virgule) joue toute la grille en sons.
help-keys-braille = { $board-line } affiche la grille sur la plage braille, une cellule par tuile.
help-keys-powers = { $powers } (circonflexe) dit les tuiles en puissances de deux : 10 pour 1024.
help-keys-more = { $help } encore : la suite.
help-keys-end = Fin de l'aide. { $help } ou F1 la reprend au début.

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
help-keys-daily = { $daily } : la partie du jour, la même pour tous. { $daily } encore : retour à votre partie.
help-keys-share = { $share } (barre oblique) : votre résultat, dans un fichier à partager.
help-lines-daily = daily la partie du jour, la même pour tous. daily encore : votre partie.
help-lines-share = share votre résultat, dans un fichier à partager.

# Help in topics: the first page names them. The last page holds the keys
# a player needs when speech goes wrong.
help-keys-first = { $score } score, { $quit } quitter.
help-keys-topics = { $help } puis 1 à 5 : réglages, braille, partie du jour, revoir, leçons.
help-keys-sound-basic = { $sound } active ou coupe le son.
help-lines-first = score le score, board la grille, quit quitter.
help-lines-topics = help settings, braille, daily, replay, lessons.
help-lines-sound-basic = Son : sound on, sound off.
