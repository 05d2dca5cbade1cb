# La sous-commande `stats` : chaque chiffre que gardent les records, un par
# ligne, son nom en tête. Les nombres arrivent en arguments. Une probabilité d'un
# 4 qui n'est pas entière arrive en deux parties, la partie entière et les
# chiffres après la virgule ($whole 0 et $fraction 5 pour 0,5).

# Un fichier de records illisible : son chemin et la raison (une phrase
# save-reason-..., comme le jeu la dit). Écrit après « accessible-2048: ».
records-unreadable = impossible de lire les records de { $file } ({ $reason })
stats-best-score = record : { $score }
stats-highest-tile = plus haute tuile : { $tile }
stats-no-games = pas encore de partie terminée
stats-board = grille de { $size } sur { $size }, probabilité d'un 4 : { $whole },{ $fraction }
stats-board-whole = grille de { $size } sur { $size }, probabilité d'un 4 : { $whole }
stats-played = parties jouées : { $count }
stats-won = parties gagnées : { $count }
# Combien de parties ont atteint une tuile (512, 1024, ...).
stats-reached = { $tile } atteint : { $count }
stats-median = score médian : { $score }
stats-longest = plus longue partie : { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
# Avant les derniers résultats, un par ligne.
stats-last = derniers résultats, du plus récent au plus ancien :
# Un résultat : le score, la plus haute tuile, les coups et la fin de la
# partie : plus aucun coup possible, ou abandonnée pour une nouvelle.
stats-result-over = { $score } (tuile { $tile }, { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}, terminée)
stats-result-abandoned = { $score } (tuile { $tile }, { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}, abandonnée)
