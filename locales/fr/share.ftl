# Un résultat à partager et sa vérification (`share`, `verify`).
share-daily = partie du jour du { $date }
share-seed = partie de la graine { $seed }
share-score = score : { $score }
share-highest = plus haute tuile : { $tile }
share-moves = coups : { $moves }
share-undos = annulations : { $undos }
share-verified = vérifiée : chaque coup rejoué
share-daily-stats = parties du jour : { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}, record { $best }, série { $streak }, max { $longest }

daily-date = { $day ->
    [1] 1er
   *[other] { $day }
} { $month ->
    [1] janvier
    [2] février
    [3] mars
    [4] avril
    [5] mai
    [6] juin
    [7] juillet
    [8] août
    [9] septembre
    [10] octobre
    [11] novembre
   *[12] décembre
} { $year }
daily-opening-unfinished = Partie du jour du { $date }, pas encore finie.
daily-opening-finished = Partie du jour du { $date }, finie avec { $score } points.
daily-practice = Entraînement du jour : le résultat reste { $score } points.
daily-back = Retour à votre partie habituelle.
daily-final = Définitif : pas d'annulation. Tapez 0 pour votre partie.
daily-final-lines = Définitif : pas d'annulation. Tapez daily pour votre partie.
daily-final-way = Tapez 0 pour votre partie.
daily-final-way-lines = Tapez daily pour votre partie.
daily-not-here = Pas de partie du jour parmi les puzzles tilt.
daily-left-unfinished = La partie du jour du { $date } reste inachevée : sa journée est passée.
daily-clock-before-1970 = L’horloge est fausse, réglée avant 1970 : pas de partie du jour.
daily-clock-after-9999 = L’horloge est fausse, réglée après l’an 9999 : pas de partie du jour.
share-written = Score { $score }, enregistré pour le partage dans le dossier de données.
share-daily-written = Résultat enregistré dans le dossier de données.
share-not-written = Impossible d'écrire le texte à partager dans le dossier de données.
share-no-dir = Pas de dossier de données : le texte à partager ne peut pas être écrit.
share-no-record = Partage impossible : les parties de --board et puzzles tilt n'ont pas de code.
share-record-lost = Partie impossible à partager : son enregistrement n'a pas pu être relu.
share-too-long = Cette partie est trop longue pour être partagée.
