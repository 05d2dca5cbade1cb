# Ein Ergebnis zum Teilen und seine Prüfung (`share`, `verify`).
share-daily = Tagesspiel vom { $date }
share-seed = Spiel mit Startwert { $seed }
share-score = Punkte: { $score }
share-highest = höchste Kachel: { $tile }
share-moves = Züge: { $moves }
share-undos = Rücknahmen: { $undos }
share-verified = geprüft: jeder Zug nachgespielt
share-daily-stats = Tagesspiele: { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
}, Rekord { $best }, Serie { $streak }, längste { $longest }

# The day in words, as an ordinal after "vom", "am" or "den" ("vom
# sechsten Dezember 2026"): a voice reads "6." as the end of a sentence.
daily-date = { $day ->
    [1] ersten
    [2] zweiten
    [3] dritten
    [4] vierten
    [5] fünften
    [6] sechsten
    [7] siebten
    [8] achten
    [9] neunten
    [10] zehnten
    [11] elften
    [12] zwölften
    [13] dreizehnten
    [14] vierzehnten
    [15] fünfzehnten
    [16] sechzehnten
    [17] siebzehnten
    [18] achtzehnten
    [19] neunzehnten
    [20] zwanzigsten
    [21] einundzwanzigsten
    [22] zweiundzwanzigsten
    [23] dreiundzwanzigsten
    [24] vierundzwanzigsten
    [25] fünfundzwanzigsten
    [26] sechsundzwanzigsten
    [27] siebenundzwanzigsten
    [28] achtundzwanzigsten
    [29] neunundzwanzigsten
    [30] dreißigsten
   *[31] einunddreißigsten
} { $month ->
    [1] Januar
    [2] Februar
    [3] März
    [4] April
    [5] Mai
    [6] Juni
    [7] Juli
    [8] August
    [9] September
    [10] Oktober
    [11] November
   *[12] Dezember
} { $year }
daily-opening-unfinished = Tagesspiel vom { $date }, noch offen.
daily-opening-finished = Tagesspiel vom { $date }, beendet mit { $score } Punkten.
daily-practice = Tagesübung: dein Ergebnis bleibt { $score } Punkte.
daily-back = Zurück zu deinem normalen Spiel.
daily-final = Endgültig: kein Zurück. Drücke 0 für dein Spiel.
daily-final-lines = Endgültig: kein Zurück. Tippe daily für dein Spiel.
daily-final-way = Drücke 0 für dein Spiel.
daily-final-way-lines = Tippe daily für dein Spiel.
daily-not-here = Kein Tagesspiel bei den Tilt-Rätseln.
daily-left-unfinished = Das Tagesspiel vom { $date } bleibt unbeendet: sein Tag ist vorbei.
daily-clock-before-1970 = Die Uhr geht falsch, sie steht vor 1970: kein Tagesspiel.
daily-clock-after-9999 = Die Uhr geht falsch, sie steht nach dem Jahr 9999: kein Tagesspiel.
share-written = Punktzahl { $score }, zum Teilen im Datenordner gespeichert.
share-daily-written = Ergebnis im Datenordner.
share-not-written = Der Text zum Teilen kann nicht im Datenordner gespeichert werden.
share-no-dir = Kein Datenordner: Der Text zum Teilen kann nicht geschrieben werden.
share-no-record = Nicht teilbar: Spiele aus --board und Tilt-Rätsel haben keinen Code.
share-record-lost = Spiel nicht teilbar: sein Spielverlauf war beim Fortsetzen nicht lesbar.
share-too-long = Dieses Spiel ist zu lang zum Teilen.
