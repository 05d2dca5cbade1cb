# Ein Ergebnis zum Teilen und seine Prüfung (`share`, `verify`).
share-daily = Tagesspiel vom { $date }
share-seed = Spiel mit Startwert { $seed }
share-score = Punkte: { $score }
share-highest = höchste Kachel: { $tile }
share-moves = Züge: { $moves }
share-undos = Rücknahmen: { $undos }
share-verified = geprüft: jeder Zug nachgespielt
share-daily-stats = Tagesspiele: { $days } Tage, Rekord { $best }, Serie { $streak }, längste { $longest }
