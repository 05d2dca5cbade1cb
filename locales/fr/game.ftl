# Annonces de la partie : cases, glissements, score, fin de partie.
# Chaque message est une phrase (ou un bout de phrase) d'une ligne parlée ; le
# jeu joint les messages d'une annonce par des espaces. Les noms de case (A1 à
# D4) et les nombres arrivent en arguments. En français, 0 et 1 prennent le
# singulier (catégorie one) : toujours écrire { $n } dans la variante one.

## Début et nouvelles parties

game-start = Nouvelle partie, grille de { $size } sur { $size } : { $tiles }. Curseur en { $cursor }.
# Une tuile dans une liste : « 2 en B3 ».
tile-at = { $value } en { $cell }
game-start-from-position = Partie depuis une position donnée, grille de { $size } sur { $size }, { $tiles ->
    [one] { $tiles } tuile
   *[other] { $tiles } tuiles
}. Curseur en { $cursor }.
game-resumed = Reprise de la partie sauvegardée : score { $score }, { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}, plus grande tuile { $highest }. Curseur en { $cursor }.
game-start-short = Nouvelle partie : { $tiles }.
game-start-from-position-short = Partie depuis une position, { $tiles ->
    [one] { $tiles } tuile
   *[other] { $tiles } tuiles
}.
game-resumed-short = Partie reprise, score { $score }.
game-resumed-tiles = Plus grandes : { $tiles }.
help-pointer-keys = Appuyez sur H pour l'aide.
help-pointer-lines = Tapez help pour la liste des commandes.

## Le curseur de lecture

# Une case et son contenu ; une case vide dit le nombre zéro.
cell-value = { $cell }, { $value }
cell-empty-word = { $cell }, vide
cursor-edge = { $edge ->
    [left] Bord gauche.
    [right] Bord droit.
    [top] Bord du haut.
   *[bottom] Bord du bas.
}
row-reading = Ligne { $row } : { $cells }.
column-reading = Colonne { $column } : { $cells }.
# A long row or column (big tiles on a big board) in parts, a line each,
# each from the cell it starts at.
row-reading-from = Ligne { $row } depuis { $cell } : { $cells }.
column-reading-from = Colonne { $column } depuis { $cell } : { $cells }.
column-empty = Colonne { $column } vide.
board-row-empty = Ligne { $row } vide.
empty-run = { $first } à { $last } vides
empty-one = { $cell } vide
# Une tuile dans la lecture d'une ligne ou d'une colonne : « 16 ».
cell-in-line = { $value }

## Glissements

# La direction au début de chaque annonce de glissement.
slide-direction = { $direction ->
    [left] Gauche :
    [right] Droite :
    [up] Haut :
   *[down] Bas :
}
# « 8 et 8 font 16 en A1 » : évite le pluriel d'un chiffre (« deux 8 »).
merge = { $from } et { $from } font { $value } en { $cell }.
tiles-moved = { $count ->
    [one] { $count } tuile se déplace.
   *[other] { $count } tuiles se déplacent.
}
new-tile = Nouveau { $value } en { $cell }.
score-gain = Plus { $gain }, score { $score }.
nothing-moves = Rien ne bouge vers { $direction ->
    [left] la gauche
    [right] la droite
    [up] le haut
   *[down] le bas
}.

## Score et décomptes

# Chaque niveau commence par la nouvelle. Normal : les plus grandes fusions,
# puis la nouvelle tuile (« 16 A1, 8 B2, nouveau 2 C4. »).
merged-into = { $value } { $cell }
merges-more = { $count } de plus
slide-news = { $merges }, nouveau { $value } { $cell }.
# Niveau normal sans fusion : la nouvelle tuile, puis la direction.
slide-moved = Nouveau { $value } { $cell }, { $direction ->
    [left] gauche
    [right] droite
    [up] haut
   *[down] bas
}.
# Niveau bref : la plus grande fusion seule (« 16 A1. »), sinon la nouvelle
# tuile, valeur et case d'abord et « nouveau » après (« 2 C4 nouveau. »),
# pour qu'un glissement rapide coupe le mot et non la nouvelle.
slide-news-brief = { $value } { $cell }.
slide-moved-brief = { $value } { $cell } nouveau.
score = Score { $score }, { $moves ->
    [one] { $moves } coup.
   *[other] { $moves } coups.
}
empty-count = { $count ->
    [0] Aucune case vide.
    [one] { $count } case vide.
   *[other] { $count } cases vides.
}
highest-tile = Plus grande tuile { $value }, en { $cells }.
empty-cells = { $count ->
    [one] { $count } vide
   *[other] { $count } vides
} : { $cells }.
empty-cells-more = Vides aussi : { $cells }.
empty-row-all = ligne { $row } vide
empty-span = { $first } à { $last }
tile-counts = Tuiles : { $counts }.
tile-count = { $count } fois { $value }
line-empties = Ligne { $row } : { $inrow ->
    [one] { $inrow } vide
   *[other] { $inrow } vides
}. Colonne { $column } : { $incolumn ->
    [one] { $incolumn } vide
   *[other] { $incolumn } vides
}.
next-merge-row = { $value } et { $value } peuvent fusionner sur la ligne { $row }.
next-merge-column = { $value } et { $value } peuvent fusionner dans la colonne { $column }.
next-merge-none = Aucun glissement ne fusionne de tuiles.
cursor-found = { $what ->
    [newest] Tuile la plus récente
   *[highest] Plus grande tuile
} : { $cell }, { $value }.
newest-none = Aucune nouvelle tuile depuis la dernière nouvelle partie ou annulation.
last-move-none = Aucun coup pour l'instant.
verbosity-set = Annonces { $level ->
    [brief] brèves
    [full] complètes
   *[normal] normales
}.
best-score = Record { $score }, plus grande tuile jamais atteinte { $highest }.
best-none = Pas encore de record.
stats-games = { $played ->
    [one] { $played } partie
   *[other] { $played } parties
}, { $won ->
    [one] { $won } gagnée
   *[other] { $won } gagnées
}.
stats-scores = Record { $best }, la dernière { $last }.
stats-median-score = Médiane { $median }.
stats-none = Pas encore de partie terminée sur cette grille.
position = Position : { $position }

## Gagner et perdre

win = 2048 atteint ! Score { $score } en { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}. La partie continue.
game-over = Partie terminée, score { $score }.
new-best = Nouveau record !
game-over-choices = N nouvelle partie, U annuler, Q quitter.
game-over-choices-lines = Tapez new, undo ou quit.
game-is-over = La partie est terminée.

## Annuler

undo = Coup annulé : { $direction ->
    [left] gauche
    [right] droite
    [up] haut
   *[down] bas
}, score { $score }, { $moves ->
    [one] { $moves } coup.
   *[other] { $moves } coups.
}
undo-changed = { $cell } revient à { $value }.
undo-changed-empty = { $cell } redevient vide.
# Annulation en niveau complet : les points que le glissement annulé avait
# rapportés (« Moins 32 points. »).
undo-points = Moins { $points ->
    [one] { $points } point.
   *[other] { $points } points.
}
undo-nothing = Rien à annuler.

## Conseils

undo-short = Annulé { $direction ->
    [left] gauche
    [right] droite
    [up] haut
   *[down] bas
} : { $count ->
    [one] { $count } fusion défaite
   *[other] { $count } fusions défaites
}, { $cell } vide.
undo-short-plain = Annulé { $direction ->
    [left] gauche
    [right] droite
    [up] haut
   *[down] bas
} : { $cell } vide.
undo-short-direction = Annulé { $direction ->
    [left] gauche
    [right] droite
    [up] haut
   *[down] bas
}.
hint = Conseil : glissez vers { $direction ->
    [left] la gauche
    [right] la droite
    [up] le haut
   *[down] le bas
}.
hint-no-moves = Plus aucun coup possible : pas de conseil.

## Confirmations

# La touche Y est celle du jeu dans toutes les langues.
confirm-quit = Quitter ? Appuyez sur Y grec pour quitter, sur une autre touche pour continuer.
confirm-new-game = Abandonner pour une nouvelle partie ? Y grec pour oui, autre touche sinon.
confirm-quit-lines = Quitter ? Tapez yes pour quitter, autre chose pour continuer.
confirm-new-game-lines = Nouvelle partie et perdre celle-ci ? Tapez yes, ou autre chose pour continuer.
confirm-cancelled = On continue.
# Text pasted into the terminal: answered once, never run as keys.
paste-ignored = Texte collé ignoré.
# Ctrl+Z (or SIGTSTP) where nothing could resume a stopped game: the game
# does not stop.
suspend-unavailable = Impossible de suspendre ici ; la partie continue.
goodbye = Au revoir. Score { $score }, { $moves ->
    [one] { $moves } coup.
   *[other] { $moves } coups.
}

## Voix et autres réponses

speech-on = Voix activée.
speech-off = Voix coupée.
speech-retrying = Redémarrage de la voix.
speech-rate = Vitesse de la voix { $rate } sur 100.
speech-unavailable = La voix n'est pas disponible ({ $reason }) ; le jeu continue en texte.
speech-reason-timeout = elle n'a pas démarré en 2 secondes
speech-reason-failed = { $detail }
speech-reason-not-built = cette copie du jeu a été compilée sans la voix
speech-reason-no-dispatcher = impossible de joindre speech-dispatcher
speech-reason-address-not-text = SPEECHD_ADDRESS n'est pas un texte valide
speech-reason-worker-not-started = le programme de la voix n'a pas pu démarrer : { $detail }
speech-reason-worker-ended = le programme de la voix s'est arrêté sans rien dire
unknown-key = Touche inconnue. Appuyez sur H pour l'aide.
unknown-command = Commande inconnue : { $text }. Tapez help pour la liste des commandes.
unknown-command-plain = Commande inconnue. Tapez help pour la liste des commandes.
no-cell = Il n'y a pas de case { $cell } sur cette grille.
nothing-to-repeat = Rien n'a encore été dit.

## Directions dans une liste (« bas, gauche, haut »)

direction-name = { $direction ->
    [left] gauche
    [right] droite
    [up] haut
   *[down] bas
}

## La recherche de jumelle : peut-on amener la tuile égale à côté de celle-ci ?

partner-meet = Les deux { $value } peuvent se rejoindre en { $count ->
    [one] { $count } coup
   *[other] { $count } coups
} : { $tilts }.
partner-adjacent = Les deux { $value } sont déjà côte à côte, en { $cell } et { $partner }.
partner-unreachable = Le { $value } en { $cell } et celui en { $partner } ne se rejoindront jamais.
partner-none = Il n'y a pas d'autre { $value } sur la grille.
partner-empty-cell = { $cell } est vide : placez d'abord le curseur sur une tuile.
partner-check-ok = Avec fusions et nouvelles tuiles, ça marche, sauf si une nouvelle tuile gêne.
partner-check-merges = Mais les fusions changent les tuiles en route : ce n'est qu'une indication.

## Casse-tête d'inclinaison : 2048 sans fusion

# « Par » se dit « objectif » : « le par » du golf est peu connu à l'oral.
puzzle-start = Casse-tête d'inclinaison, { $size } sur { $size } : ni fusion ni nouvelle tuile.
puzzle-goal = Rapprochez les { $value } marqués, en { $first } et { $second }. Objectif : { $par ->
    [one] { $par } inclinaison
   *[other] { $par } inclinaisons
}.
cell-marked = { $cell }, { $value }, marquée
puzzle-tilt = { $direction ->
    [left] Gauche :
    [right] Droite :
    [up] Haut :
   *[down] Bas :
} tuiles marquées en { $first } et { $second }, { $count ->
    [one] { $count } inclinaison.
   *[other] { $count } inclinaisons.
}
puzzle-status = { $count ->
    [one] { $count } inclinaison
   *[other] { $count } inclinaisons
}, objectif { $par }. Tuiles marquées en { $first } et { $second }.
puzzle-solved = Résolu en { $count ->
    [one] { $count } inclinaison !
   *[other] { $count } inclinaisons !
}
puzzle-par-equal = Objectif atteint : une solution parfaite.
puzzle-par-over = L'objectif était { $par } : { $over ->
    [one] { $over } inclinaison
   *[other] { $over } inclinaisons
} de trop.
puzzle-next = Appuyez sur N pour le casse-tête suivant ou sur Q pour quitter.
puzzle-next-lines = Tapez new pour le casse-tête suivant ou quit pour quitter.
puzzle-hint = Conseil : inclinez vers { $direction ->
    [left] la gauche
    [right] la droite
    [up] le haut
   *[down] le bas
}.
puzzle-solved-already = Le casse-tête est résolu.

partner-check-merge = Avec les fusions, les deux deviennent un seul { $value } { $step ->
    [1] dès le premier coup
   *[other] après { $step } coups
}.
puzzle-undone = Annulé : { $direction ->
    [left] gauche
    [right] droite
    [up] haut
   *[down] bas
}.
goodbye-plain = Au revoir.

## Lists: "a, b and c"

list-and = { $first } et { $last }
# A cell name inside a list.
cell-name = { $cell }
# Said once when speech worked and then stopped answering mid-game.
speech-stopped = La voix s'est arrêtée ; le jeu continue en texte.
# Said once when speech that stopped comes back by itself.
speech-back = La voix est revenue.

## Contrôle de la voix

# La réponse à la touche de silence : affichée, jamais dite.
silenced = Silence.

# Son
sound-unavailable = Le son n'est pas disponible ({ $reason }) ; le jeu continue sans son.
sound-reason-failed = { $detail }
sound-reason-not-built = cette copie du jeu a été compilée sans le son
sound-reason-refused = le système audio n'a pas ouvert la sortie : { $detail }
sound-reason-library-failed = la bibliothèque audio a échoué : { $detail }
sound-reason-lost = la sortie audio a disparu
sound-reason-no-thread = impossible de démarrer un fil d'exécution pour le son : { $detail }
sound-on = Son activé.
sound-off = Son désactivé.
sound-volume = Volume du son { $volume }.
music-on = Musique activée.
music-off = Musique désactivée.
music-volume = Volume de la musique { $volume }.
listen-row = Ligne { $row } en sons.
listen-column = Colonne { $column } en sons.
listen-board = Le plateau en sons, ligne par ligne.
sound-reason-no-device = aucune sortie audio n'a été trouvée


## Pourquoi un conseil : le glissement et sa raison, puis le deuxième choix
## et pourquoi il est moins bon (second conseil sur le même plateau) ; une
## forme courte pour la verbosité brève.

hint-why = Conseil : glissez vers { $direction ->
    [left] la gauche
    [right] la droite
    [up] le haut
   *[down] le bas
} : { $reason }.
hint-why-also = Conseil : glissez vers { $direction ->
    [left] la gauche
    [right] la droite
    [up] le haut
   *[down] le bas
} : { $reason }, et { $also }.
hint-next-best = Deuxième choix : glissez vers { $direction ->
    [left] la gauche
    [right] la droite
    [up] le haut
   *[down] le bas
} : { $worse }.
hint-brief = { $direction ->
    [left] Gauche
    [right] Droite
    [up] Haut
   *[down] Bas
} : { $reason }.
hint-next-best-none = Aucun autre glissement possible.
hint-reason-only-slide = le seul glissement possible
hint-reason-keeps-line-full = le seul qui garde la { $line } pleine
hint-reason-merges = fusionne deux { $from } dans la { $line }
hint-reason-keeps-corner = garde le { $value } dans le coin
hint-reason-into-corner = met le { $value } dans le coin
hint-reason-opens-cells = { $count ->
    [one] libère { $count } case
   *[other] libère { $count } cases
}
hint-worse-leaves-corner = sort le { $value } du coin
hint-worse-breaks-line = laisse un trou dans la { $line }
hint-worse-no-merge = ne fusionne rien
hint-worse-smaller-merge = fusionne seulement deux { $from }
hint-worse-fewer-empty = { $count ->
    [one] laisse { $count } case vide de moins
   *[other] laisse { $count } cases vides de moins
}
hint-line-top-row = ligne du haut
hint-line-bottom-row = ligne du bas
hint-line-left-column = colonne de gauche
hint-line-right-column = colonne de droite
hint-line-row = ligne { $row }
hint-line-column = colonne { $column }
hint-brief-only-slide = seul possible
hint-brief-keeps-line-full = { $line } pleine
hint-brief-merges = fusionne dans la { $line }
hint-brief-keeps-corner = garde le coin
hint-brief-into-corner = vers le coin
hint-brief-opens-cells = { $count ->
    [one] libère { $count } case
   *[other] libère { $count } cases
}
hint-reason-spares = glisser vers { $direction ->
    [left] la gauche
    [right] la droite
    [up] le haut
   *[down] le bas
} { $cost }
hint-reason-leaves-empty = { $count ->
    [one] laisse { $count } case vide
   *[other] laisse { $count } cases vides
}
hint-worse-out-of-corner = laisse le { $value } hors du coin
hint-worse-in-middle = laisse le { $value } au milieu
hint-worse-between = met un { $small } entre le { $first } et le { $second }
hint-worse-fills-line = remplit la { $line }
hint-worse-out-of-order = dérange l'ordre de la { $line }
hint-worse-fewer-pairs = { $count ->
    [one] laisse { $count } paire de moins à fusionner
   *[other] laisse { $count } paires de moins à fusionner
}
hint-worse-puts-tile = met un { $value } en { $cell }
hint-worse-leaves-tile = laisse le { $value } en { $cell }
hint-worse-empty-cell = laisse { $cell } vide
hint-worse-same-board = donne la même grille
hint-brief-spares = pas { $direction ->
    [left] gauche
    [right] droite
    [up] haut
   *[down] bas
}, { $cost }
hint-brief-cost-leaves-corner = sort la plus grande tuile du coin
hint-brief-cost-out-of-corner = laisse la plus grande tuile hors du coin
hint-brief-cost-breaks-line = laisse un trou dans la { $line }
hint-brief-cost-no-merge = ne fusionne rien
hint-brief-cost-smaller-merge = fusionne des tuiles plus petites
hint-brief-cost-fewer-empty = laisse moins de cases vides
hint-brief-cost-in-middle = laisse la plus grande tuile au milieu
hint-brief-cost-tile-in-middle = laisse le { $value } au milieu
hint-brief-cost-between = met un { $small } entre des tuiles plus grandes
hint-brief-cost-fills-line = remplit la { $line }
hint-brief-cost-out-of-order = dérange l'ordre de la { $line }
hint-brief-cost-fewer-pairs = laisse moins de paires à fusionner
hint-brief-cost-puts-tile = met un { $value } en { $cell }
hint-brief-cost-leaves-tile = laisse le { $value } en { $cell }
hint-brief-cost-empty-cell = laisse { $cell } vide
hint-brief-cost-same-board = donne la même grille
hint-brief-leaves-empty = { $count } vides

# The coach's verdict on the last slide, in parts (each a sentence, so a
# line too wide for the terminal breaks between them): the engine's slide
# ($direction) and the player's own ($played); what the player's slide
# costs next to the engine's ($cost, in the hint's words for another
# slide's cost); how much worse it looks, when the search could tell.
coach-matched = Votre glissement était le choix du moteur.
coach-differs = Le moteur aurait joué { $direction ->
    [left] à gauche
    [right] à droite
    [up] en haut
   *[down] en bas
}, pas { $played ->
    [left] à gauche
    [right] à droite
    [up] en haut
   *[down] en bas
}.
coach-differs-cost = { $played ->
    [left] Glisser vers la gauche
    [right] Glisser vers la droite
    [up] Glisser vers le haut
   *[down] Glisser vers le bas
} { $cost }.
coach-shortfall = { $shortfall ->
    [as-good] Le vôtre semble presque aussi bon.
    [slightly] Le vôtre semble un peu moins bon.
    [clearly] Le vôtre semble moins bon.
   *[much] Le vôtre semble bien moins bon.
}
# Coach mode's short line after each slide: $cost is a short verb phrase
# about the player's slide ("le vôtre").
coach-matched-brief = Choix du moteur.
coach-differs-brief = Moteur : { $direction ->
    [left] gauche
    [right] droite
    [up] haut
   *[down] bas
}, pas { $played ->
    [left] gauche
    [right] droite
    [up] haut
   *[down] bas
}.
coach-differs-brief-cost = Le vôtre { $cost }{ $shortfall ->
    [as-good] {" ; "}presque aussi bon
    [slightly] {" ; "}un peu moins bon
    [clearly] {" ; "}moins bon
    [much] {" ; "}bien moins bon
   *[unknown] {""}
}.
coach-no-slide = Aucun glissement à juger pour l'instant.
coach-on = Coach activé : un avis après chaque glissement.
coach-off = Coach désactivé.
powers-on = Tuiles en puissances de deux : 10 vaut 1024.
powers-off = Tuiles en nombres.
coach-tally = Choix du moteur : { $matched } sur { $judged } { $judged ->
    [one] glissement
   *[other] glissements
}.
