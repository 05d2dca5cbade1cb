# Der Unterbefehl `stats`: jede Zahl, die die Rekorddatei führt, eine je
# Zeile, ihr Name vorn. Zahlen kommen als Argumente. Eine Chance auf eine 4,
# die nicht ganz ist, kommt in zwei Teilen, dem ganzen Teil und den Ziffern
# nach dem Komma ($whole 0 und $fraction 5 für 0,5).

# Eine Rekorddatei, die nicht lesbar ist: ihr Pfad und der Grund (ein
# save-reason-...-Satz, wie das Spiel ihn sagt). Steht nach "accessible-2048: ".
records-unreadable = die Rekorde in { $file } sind nicht lesbar ({ $reason })
stats-best-score = Rekord: { $score }
stats-highest-tile = höchste Kachel: { $tile }
stats-no-games = noch kein Spiel beendet
stats-board = Brett { $size } mal { $size }, Chance auf eine 4: { $whole },{ $fraction }
stats-board-whole = Brett { $size } mal { $size }, Chance auf eine 4: { $whole }
stats-played = gespielte Spiele: { $count }
stats-won = gewonnene Spiele: { $count }
# Wie viele Spiele eine Kachel erreicht haben (512, 1024, ...).
stats-reached = { $tile } erreicht: { $count }
stats-median = Median der Punkte: { $score }
stats-longest = längstes Spiel: { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}
# Vor den letzten Ergebnissen, eines je Zeile.
stats-last = letzte Ergebnisse, neuestes zuerst:
# Ein Ergebnis: die Punkte, die höchste Kachel, die Züge und wie das Spiel
# endete: kein Zug mehr möglich, oder für ein neues Spiel abgebrochen.
stats-result-over = { $score } (Kachel { $tile }, { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}, zu Ende)
stats-result-abandoned = { $score } (Kachel { $tile }, { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}, abgebrochen)
