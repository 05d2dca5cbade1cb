# Un résultat à partager et sa vérification (`share`, `verify`).
share-daily = partie du jour du { $date }
share-seed = partie de la graine { $seed }
share-score = score : { $score }
share-highest = plus haute tuile : { $tile }
share-moves = coups : { $moves }
share-undos = annulations : { $undos }
share-verified = vérifiée : chaque coup rejoué
share-daily-stats = parties du jour : { $days } jours, record { $best }, série { $streak }, max { $longest }
