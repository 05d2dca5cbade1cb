# Un resultado para compartir y su comprobación (`share`, `verify`).
share-daily = partida del día { $date }
share-seed = partida de semilla { $seed }
share-score = puntuación: { $score }
share-highest = ficha más alta: { $tile }
share-moves = movimientos: { $moves }
share-undos = deshechos: { $undos }
share-verified = verificada: todos los movimientos repetidos
share-daily-stats = partidas diarias: { $days } días, récord { $best }, racha { $streak }, máxima { $longest }
