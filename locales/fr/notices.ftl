# Avis sur l'environnement du jeu : langue, sauvegardes.

language-fallback = La langue { $requested } n'est pas disponible ; le jeu parle anglais.
# The hint engine's trained network (a file beside the game or in its data
# directory) is damaged: said once; the hints go on without it.
network-refused = Le réseau des conseils n'a pas pu être lu ; les conseils suivent les règles réglées à la main.
# There is not enough memory to hold the hint engine's trained network:
# said once; the hints go on without it.
network-out-of-memory = Pas assez de mémoire pour le réseau des conseils ; les conseils suivent les règles réglées à la main.
speech-again-keys = V relance la voix.
speech-again-lines = Tapez speech on pour la relancer.

## Parties sauvegardées et record

save-set-aside = La partie sauvegardée n'a pas pu servir ({ $reason }) ; elle est gardée sous le nom { $file }. Nouvelle partie.
best-set-aside = Le record n'a pas pu être lu ({ $reason }) ; il est gardé sous le nom { $file }.
# Les raisons servent pour la partie et pour le record : le sujet est le fichier.
save-reason-unreadable = le système a signalé une erreur en le lisant
save-reason-folder = c'est un dossier, pas un fichier
save-reason-not-a-file = ce n'est pas un fichier ordinaire
save-reason-no-permission = la permission de le lire est refusée
save-reason-damaged = le fichier est endommagé
save-reason-newer = le fichier vient d'une version plus récente du jeu
save-unavailable = La progression ne peut pas être sauvegardée ({ $detail }) ; la partie continue sans sauvegarde.

save-left-in-place = La partie sauvegardée n'a pas pu servir ({ $reason }) et reste à sa place ; cette partie ne sera pas sauvegardée.
best-left-in-place = Le record n'a pas pu être lu ({ $reason }) ; les nouveaux records ne seront pas gardés.
daily-results-set-aside = Les résultats quotidiens étaient illisibles ({ $reason }) ; ils sont gardés sous { $file }, et un nouveau fichier garde ce jour.
daily-results-left-in-place = Les résultats quotidiens étaient illisibles ({ $reason }) ; ils restent tels quels, et le résultat du jour n'est pas gardé.
kept-game-set-aside = Une partie gardée n'a pas pu être lue ({ $reason }) ; elle est gardée sous le nom { $file }.
kept-game-left-in-place = Une partie gardée n'a pas pu être lue ({ $reason }) ; elle reste telle quelle et est laissée de côté.
save-record-set-aside = L'enregistrement de la partie sauvegardée n'a pas pu être lu ({ $reason }) ; le fichier tel quel est gardé sous le nom { $file }. La partie continue, mais ne peut pas être partagée.
save-record-unkept = L'enregistrement de la partie sauvegardée n'a pas pu être lu ({ $reason }) ; la partie continue, mais ne peut pas être partagée.
save-reason-empty = le fichier est vide
save-reason-truncated = le fichier est coupé
save-reason-too-large = le fichier est trop volumineux
save-reason-corrupt = le fichier est endommagé : { $detail }
save-problem-no-dir = il n'y a pas de dossier de données
save-problem-create = impossible de créer { $path }
save-problem-write = impossible d'écrire dans { $path }
save-problem-set-aside = impossible de mettre { $path } de côté
save-problem-remove = impossible de supprimer { $path }
save-problem-in-use = une autre partie utilise { $path }
save-problem-lock = impossible de verrouiller { $path }
save-problem-too-large = { $path } serait trop volumineux pour être relu
save-unsynced = La progression n'est pas encore en sûreté sur le disque ({ $detail }) ; la partie continue.
save-resumed = La sauvegarde fonctionne de nouveau.
save-lost-moves = Les derniers coups n'ont pas pu être sauvegardés ; au prochain lancement, la partie reprend { $moves ->
    [0] au début
   *[other] au coup { $moves }
}.
save-lost-game = Cette partie n'a pas pu être sauvegardée.
save-lost-records = Le record et les statistiques n'ont pas pu être sauvegardés ({ $detail }).
save-not-safe = Les derniers coups ne sont pas encore en sûreté sur le disque ({ $detail }).
save-problem-sync = impossible de confirmer l'écriture de { $path }

## Préférences (settings.toml)

settings-set-aside = Le fichier de préférences est inutilisable ({ $reason }) ; il est gardé sous { $file }. Le jeu démarre avec les préférences par défaut.
settings-left-in-place = Le fichier de préférences est inutilisable ({ $reason }) et reste à sa place ; le jeu démarre avec les préférences par défaut et les changements ne seront pas enregistrés.
settings-unsaved = Les préférences ne peuvent pas être enregistrées ({ $detail }) ; les changements valent pour cette partie seulement.
settings-problem-no-dir = il n’y a pas de dossier de configuration

## Ce qui ne va pas dans un fichier endommagé ($detail de save-reason-corrupt).
## $field est un nom du fichier, laissé tel quel ; $line, un numéro de ligne.

damage-syntax-at = son texte est mal formé à la ligne { $line }
damage-syntax = son texte est mal formé
damage-missing = { $field } est absent
damage-wrong-value = { $field } a une valeur du mauvais type ou hors limites
damage-no-tiles = { $field } ne contient aucune tuile
damage-out-of-order = { $field } ne s’accorde pas avec les coups d’avant et d’après
damage-cannot-continue = { $field } désigne une partie que cette version ne peut pas continuer
damage-content = son contenu n’est pas celui qu’attend le jeu
damage-more-won = plus de parties gagnées que jouées
damage-more-reached = plus de parties ont atteint une tuile que de parties jouées
damage-more-scores = plus de scores que de parties jouées
damage-more-results = plus de résultats que de parties jouées
