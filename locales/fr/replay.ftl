# Revoir une partie terminée, coup par coup (`accessible-2048 replay`).
replay-start-seed = Revoir une partie tirée d'une graine, grille de { $size } sur { $size }, { $steps ->
    [one] { $steps } coup
   *[other] { $steps } coups
}.
replay-start-daily = Revoir la partie du jour du { $date }, { $steps ->
    [one] { $steps } coup
   *[other] { $steps } coups
}.
replay-at = Coup { $at } sur { $steps }.
replay-tiles = Tuiles au départ : { $tiles }.
replay-pointer-keys = L : coup suivant, J : retour, H : aide.
replay-pointer-lines = Tapez next ou back pour avancer ou reculer, help pour la suite.
replay-back = Retour au coup { $at } sur { $steps }.
replay-first = C'est le début : coup 0 sur { $steps }.
replay-end-over = La partie s'arrête ici : partie terminée, score { $score }.
replay-end-stopped = La partie s'arrête ici : son joueur a arrêté, score { $score }.
replay-no-move = Pas de coup { $asked } : la partie compte { $steps ->
    [one] { $steps } coup
   *[other] { $steps } coups
}.
replay-refused-keys = C'est une partie revue : L et J avancent et reculent.
replay-refused-lines = C'est une partie revue : next et back avancent et reculent.
replay-own-records = Vos records se lisent dans votre partie, pas en revoyant une partie.
replay-goodbye = Fin de la partie revue.
replay-only = Seulement en revoyant une partie : accessible-2048 replay.
replay-list-line = { $number }. { $ended }, { $origin }, { $size } sur { $size } : score { $score }, { $steps ->
    [one] { $steps } coup
   *[other] { $steps } coups
}.
# A kept game too long to replay for the list (its code over 2,000 characters): its moves from the code's head, its score left to its replay
replay-list-long = { $number }. { $ended }, { $origin }, { $size } sur { $size } : { $steps ->
    [one] { $steps } coup
   *[other] { $steps } coups
} ; score en la revoyant.
replay-list-none = Aucune partie terminée gardée pour l'instant.
# A kept game from a seed in the list: its 20-digit seed is not read out
# (`replay --last N` takes the game by its number).
replay-list-seed = partie tirée d'une graine
help-replay-keys-step = { $slide-right } ou Maj+Droite : coup suivant. { $slide-left } ou Maj+Gauche : retour.
help-replay-keys-ends = PgSuiv et PgPréc aussi. Début : le départ. Fin : le dernier coup.
help-replay-keys-read = Flèches : le curseur. Entrée, { $row }, { $column }, { $board } : case, ligne, colonne, grille.
help-replay-keys-score = { $score } : le score ici. { $hint } : le coup du moteur.
help-replay-keys-also = { $last-move } : le coup qui mène ici. { $quit } : quitter. Annuler et nouvelle partie ne font rien.
help-replay-lines-step = next ou right : coup suivant. back ou left : coup d'avant.
help-replay-lines-ends = first, end ou move 12 : aller à un coup.
help-replay-lines-read = cell, row, column, board, score : lire la position.
help-replay-lines-cursor = go B3 déplace le curseur. hint : le coup du moteur ici.
help-replay-lines-also = last : le coup qui mène ici. quit : quitter.
