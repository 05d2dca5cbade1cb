# Ansagen des Spiels: Felder, Züge, Punkte, das Ende eines Spiels.
# Jede Nachricht ist ein Satz (oder eine kurze Wendung) einer gesprochenen
# Zeile; das Spiel verbindet die Nachrichten einer Ansage mit Leerzeichen.
# Feldnamen (A1 bis D4) und Zahlen kommen als Argumente. Zahlen als Kacheln
# sind weiblich ("eine neue 2"); Anweisungen stehen im Infinitiv.

## Beginn und neue Spiele

game-start = Neues Spiel, { $size } mal { $size }: { $tiles }. Cursor auf { $cursor }.
# Eine Kachel in einer Liste: "2 auf B3".
tile-at = { $value } auf { $cell }
game-start-from-position = Spiel aus vorgegebener Stellung, { $size } mal { $size }, { $tiles ->
    [one] { $tiles } Kachel
   *[other] { $tiles } Kacheln
}. Cursor auf { $cursor }.
game-resumed = Gespeichertes Spiel geht weiter: { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}, { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}, höchste Kachel { $highest }. Cursor auf { $cursor }.
game-start-short = Neues Spiel: { $tiles }.
game-start-from-position-short = Spiel aus einer Stellung, { $tiles ->
    [one] { $tiles } Kachel
   *[other] { $tiles } Kacheln
}.
game-resumed-short = Spiel geht weiter: Punktestand { $score }.
game-resumed-tiles = Größte: { $tiles }.
help-pointer-keys = Für die Hilfe H drücken.
help-pointer-lines = Für die Befehle help eingeben.

## Der Lesecursor

# Ein Feld und sein Inhalt; ein leeres Feld sagt die Zahl null.
cell-value = { $cell }, { $value }
cell-empty-word = { $cell }, leer
cursor-edge = { $edge ->
    [left] Linker Rand.
    [right] Rechter Rand.
    [top] Oberer Rand.
   *[bottom] Unterer Rand.
}
row-reading = Zeile { $row }: { $cells }.
column-reading = Spalte { $column }: { $cells }.
# A long row or column (big tiles on a big board) in parts, a line each,
# each from the cell it starts at.
row-reading-from = Zeile { $row } ab { $cell }: { $cells }.
column-reading-from = Spalte { $column } ab { $cell }: { $cells }.
column-empty = Spalte { $column } leer.
board-row-empty = Zeile { $row } leer.
empty-run = { $first } bis { $last } leer
empty-one = { $cell } leer
# Eine Kachel beim Lesen einer Zeile oder Spalte: "16".
cell-in-line = { $value }

## Schieben

# Die Richtung am Anfang jeder Ansage eines Zuges.
slide-direction = { $direction ->
    [left] Links:
    [right] Rechts:
    [up] Hoch:
   *[down] Runter:
}
# "8 und 8 ergeben 16 auf A1": vermeidet den Plural einer Zahl ("zwei 8er").
merge = { $from } und { $from } ergeben { $value } auf { $cell }.
tiles-moved = { $count ->
    [one] { $count } Kachel bewegt sich.
   *[other] { $count } Kacheln bewegen sich.
}
new-tile = Neue { $value } auf { $cell }.
score-gain = Plus { $gain }, jetzt { $score ->
    [one] { $score } Punkt.
   *[other] { $score } Punkte.
}
nothing-moves = Nichts bewegt sich nach { $direction ->
    [left] links
    [right] rechts
    [up] oben
   *[down] unten
}.

## Punkte und Zählungen

# Jede Stufe beginnt mit der Neuigkeit. Normal: die größten Verschmelzungen,
# dann die neue Kachel, ohne Komma, damit die Zeile kurz bleibt
# („16 A1, 8 B2 neu 2 C4.“).
merged-into = { $value } { $cell }
merges-more = { $count } weitere
slide-news = { $merges } neu { $value } { $cell }.
# Normale Ansage ohne Verschmelzung: die neue Kachel, dann die Richtung.
slide-moved = Neue { $value } { $cell }, { $direction ->
    [left] links
    [right] rechts
    [up] hoch
   *[down] runter
}.
# Kurze Ansage: nur die größte Verschmelzung („16 A1.“), sonst die neue Kachel,
# Wert und Feld zuerst, „neu“ danach („2 C4 neu.“), damit ein schneller
# nächster Zug das Wort abschneidet, nicht die Nachricht.
slide-news-brief = { $value } { $cell }.
slide-moved-brief = { $value } { $cell } neu.
score = { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}, { $moves ->
    [one] { $moves } Zug.
   *[other] { $moves } Züge.
}
empty-count = { $count ->
    [0] Keine leeren Felder.
    [one] { $count } leeres Feld.
   *[other] { $count } leere Felder.
}
highest-tile = Höchste Kachel { $value }, auf { $cells }.
empty-cells = { $count } leer: { $cells }.
empty-cells-more = Auch leer: { $cells }.
empty-row-all = Zeile { $row } leer
empty-span = { $first } bis { $last }
tile-counts = Kacheln: { $counts }.
tile-count = { $count } mal { $value }
line-empties = Zeile { $row }: { $inrow } leer. Spalte { $column }: { $incolumn } leer.
next-merge-row = { $value } und { $value } können in Zeile { $row } verschmelzen.
next-merge-column = { $value } und { $value } können in Spalte { $column } verschmelzen.
next-merge-none = Kein Schieben verschmilzt Kacheln.
cursor-found = { $what ->
    [newest] Neueste Kachel
   *[highest] Höchste Kachel
}: { $cell }, { $value }.
newest-none = Keine neue Kachel seit dem letzten neuen Spiel oder Zurücknehmen.
last-move-none = Noch kein Zug.
verbosity-set = { $level ->
    [brief] Kurze
    [full] Ausführliche
   *[normal] Normale
} Ansagen.
best-score = Rekord { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}, höchste Kachel bisher { $highest }.
best-none = Noch kein Rekord.
stats-games = { $played ->
    [one] { $played } Spiel
   *[other] { $played } Spiele
}, { $won } gewonnen.
stats-scores = Rekord { $best }, zuletzt { $last }.
stats-median-score = Median { $median }.
stats-none = Auf diesem Brett noch kein Spiel beendet.
position = Stellung: { $position }

## Gewinnen und verlieren

win = 2048 geschafft! { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
} in { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Zügen
}. Weiter geht's.
game-over = Spiel vorbei, { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}.
new-best = Neuer Rekord!
game-over-choices = N neu, U zurück, Q Ende.
game-over-choices-lines = Tippe new, undo oder quit.
game-is-over = Das Spiel ist vorbei.

## Rückgängig

undo = Zurückgenommen: { $direction ->
    [left] links
    [right] rechts
    [up] hoch
   *[down] runter
}, { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}, { $moves ->
    [one] { $moves } Zug.
   *[other] { $moves } Züge.
}
undo-changed = { $cell } wieder { $value }.
undo-changed-empty = { $cell } wieder leer.
# Rückgängig in voller Ausführlichkeit: die Punkte, die der zurückgenommene
# Zug gebracht hatte („Minus 32 Punkte.“).
undo-points = Minus { $points ->
    [one] { $points } Punkt.
   *[other] { $points } Punkte.
}
undo-nothing = Nichts zum Zurücknehmen.

## Tipps

undo-short = Rückgängig { $direction ->
    [left] links
    [right] rechts
    [up] hoch
   *[down] runter
}, { $count ->
    [one] { $count } Verschmelzung
   *[other] { $count } Verschmelzungen
}, { $cell } leer.
undo-short-plain = Rückgängig { $direction ->
    [left] links
    [right] rechts
    [up] hoch
   *[down] runter
}, { $cell } leer.
undo-short-direction = Rückgängig { $direction ->
    [left] links
    [right] rechts
    [up] hoch
   *[down] runter
}.
hint = Tipp: nach { $direction ->
    [left] links
    [right] rechts
    [up] oben
   *[down] unten
} schieben.
hint-no-moves = Keine Züge mehr möglich: kein Tipp.

## Rückfragen

# Die Taste Y gilt in allen Sprachen.
confirm-quit = Beenden? Y zum Beenden, jede andere Taste zum Weiterspielen.
confirm-new-game = Neues Spiel? Dieses geht verloren. Y für ja, jede andere Taste spielt weiter.
confirm-quit-lines = Beenden? Zum Beenden yes eingeben, alles andere spielt weiter.
confirm-new-game-lines = Neues Spiel? Dieses geht verloren. yes für ja, alles andere spielt weiter.
confirm-cancelled = Es geht weiter.
# Text pasted into the terminal: answered once, never run as keys.
paste-ignored = Eingefügter Text wird ignoriert.
# Ctrl+Z (or SIGTSTP) where nothing could resume a stopped game: the game
# does not stop.
suspend-unavailable = Anhalten ist hier nicht möglich; es geht weiter.
goodbye = Tschüss. { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}, { $moves ->
    [one] { $moves } Zug.
   *[other] { $moves } Züge.
}

## Sprachausgabe und andere Antworten

speech-on = Sprachausgabe an.
speech-off = Sprachausgabe aus.
speech-retrying = Sprachausgabe startet neu.
speech-rate = Sprechtempo { $rate } von 100.
speech-unavailable = Keine Sprachausgabe ({ $reason }); es geht mit Text weiter.
speech-reason-timeout = sie ist nicht innerhalb von 2 Sekunden gestartet
speech-reason-failed = { $detail }
speech-reason-not-built = diese Ausgabe des Spiels wurde ohne Sprachausgabe gebaut
speech-reason-no-dispatcher = speech-dispatcher ist nicht erreichbar
speech-reason-address-not-text = SPEECHD_ADDRESS ist kein gültiger Text
speech-reason-worker-not-started = das Sprachprogramm konnte nicht gestartet werden: { $detail }
speech-reason-worker-ended = das Sprachprogramm hat sich ohne Meldung beendet
unknown-key = Unbekannte Taste. Für die Hilfe H drücken.
unknown-command = Unbekannter Befehl: { $text }. Für die Befehle help eingeben.
unknown-command-plain = Unbekannter Befehl. Für die Befehle help eingeben.
no-cell = Auf diesem Brett gibt es kein Feld { $cell }.
nothing-to-repeat = Noch nichts gesagt.

## Richtungen in Listen ("runter, links, hoch")

direction-name = { $direction ->
    [left] links
    [right] rechts
    [up] hoch
   *[down] runter
}

## Die Partnersuche: lässt sich die gleiche Kachel neben diese bringen?

partner-meet = Die beiden { $value }er treffen sich in { $count ->
    [one] { $count } Zug
   *[other] { $count } Zügen
}: { $tilts }.
partner-adjacent = Die beiden { $value }er liegen schon nebeneinander, auf { $cell } und { $partner }.
partner-unreachable = Die { $value } auf { $cell } und die auf { $partner } kommen durch Kippen nie zusammen.
partner-none = Es gibt keine zweite { $value } auf dem Brett.
partner-empty-cell = { $cell } ist leer: zuerst den Cursor auf eine Kachel setzen.
partner-check-ok = Mit Verschmelzungen und neuen Kacheln klappt es, außer eine neue Kachel stört.
partner-check-merges = Aber Verschmelzungen ändern die Kacheln unterwegs: nur ein Anhaltspunkt.

## Kipp-Rätsel: 2048 ohne Verschmelzen

puzzle-start = Kipp-Rätsel, { $size } mal { $size }: Kacheln verschmelzen nie, und es kommen keine neuen.
puzzle-goal = Ziel: die markierten { $value }er auf { $first } und { $second } nebeneinander. Par: { $par ->
    [one] { $par } Zug
   *[other] { $par } Züge
}.
cell-marked = { $cell }, { $value }, markiert
puzzle-tilt = { $direction ->
    [left] Links:
    [right] Rechts:
    [up] Hoch:
   *[down] Runter:
} markierte Kacheln auf { $first } und { $second }, { $count ->
    [one] { $count } Zug.
   *[other] { $count } Züge.
}
puzzle-status = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}, Par { $par }. Markierte Kacheln auf { $first } und { $second }.
puzzle-solved = Gelöst in { $count ->
    [one] { $count } Zug!
   *[other] { $count } Zügen!
}
puzzle-par-equal = Genau Par: eine perfekte Lösung.
puzzle-par-over = Par ist { $par }: { $over ->
    [one] { $over } Zug
   *[other] { $over } Züge
} zu viel.
puzzle-next = N für das nächste Rätsel, Q zum Beenden.
puzzle-next-lines = Für das nächste Rätsel new eingeben, zum Beenden quit.
puzzle-hint = Tipp: nach { $direction ->
    [left] links
    [right] rechts
    [up] oben
   *[down] unten
} kippen.
puzzle-solved-already = Das Rätsel ist gelöst.

partner-check-merge = Beim Verschmelzen werden die beiden { $step ->
    [one] schon nach dem ersten Zug
   *[other] nach { $step } Zügen
} zu einer { $value }.
puzzle-undone = Zurückgenommen: { $direction ->
    [left] links
    [right] rechts
    [up] hoch
   *[down] runter
}.
goodbye-plain = Tschüss.

## Lists: "a, b and c"

list-and = { $first } und { $last }
# A cell name inside a list.
cell-name = { $cell }
# Said once when speech worked and then stopped answering mid-game.
speech-stopped = Die Sprachausgabe ist ausgefallen; es geht mit Text weiter.
# Said once when speech that stopped comes back by itself.
speech-back = Die Sprachausgabe ist wieder da.

## Sprachsteuerung

# Die Antwort auf die Stilletaste: nur gedruckt, nie gesprochen.
silenced = Still.

# Klang
sound-unavailable = Kein Klang ({ $reason }); es geht ohne Klang weiter.
sound-reason-failed = { $detail }
sound-reason-not-built = diese Ausgabe des Spiels wurde ohne Klang gebaut
sound-reason-refused = das Audiosystem hat die Ausgabe nicht geöffnet: { $detail }
sound-reason-library-failed = die Audiobibliothek ist gescheitert: { $detail }
sound-reason-lost = die Audioausgabe ist verschwunden
sound-reason-no-thread = für den Klang ließ sich kein Thread starten: { $detail }
sound-on = Klang an.
sound-off = Klang aus.
sound-volume = Klanglautstärke { $volume }.
music-on = Musik an.
music-off = Musik aus.
music-volume = Musiklautstärke { $volume }.
listen-row = Zeile { $row } als Töne.
listen-column = Spalte { $column } als Töne.
listen-board = Das Brett als Töne, Zeile für Zeile.
sound-reason-no-device = es wurde keine Audioausgabe gefunden


## Warum ein Tipp: der Zug mit seinem Grund, dann der zweitbeste Zug und
## warum er schlechter ist (zweiter Tipp auf demselben Brett); eine kurze
## Form für die knappe Ausführlichkeit.

hint-why = Tipp: nach { $direction ->
    [left] links
    [right] rechts
    [up] oben
   *[down] unten
} schieben: { $reason }.
hint-why-also = Tipp: nach { $direction ->
    [left] links
    [right] rechts
    [up] oben
   *[down] unten
} schieben: { $reason }, und { $also }.
hint-next-best = Zweitbester Zug: nach { $direction ->
    [left] links
    [right] rechts
    [up] oben
   *[down] unten
} schieben: { $worse }.
hint-brief = { $direction ->
    [left] Links
    [right] Rechts
    [up] Oben
   *[down] Unten
}: { $reason }.
hint-next-best-none = Kein anderer Zug ist möglich.
hint-reason-only-slide = der einzige mögliche Zug
hint-reason-keeps-line-full = der einzige Zug ohne Lücke in { $line }
hint-reason-merges = vereint zwei { $from } in { $line }
hint-reason-keeps-corner = hält die { $value } in der Ecke
hint-reason-into-corner = bringt die { $value } in die Ecke
hint-reason-opens-cells = { $count ->
    [one] leert { $count } Feld
   *[other] leert { $count } Felder
}
hint-worse-leaves-corner = holt die { $value } aus der Ecke
hint-worse-breaks-line = lässt eine Lücke in { $line }
hint-worse-no-merge = vereint nichts
hint-worse-smaller-merge = vereint nur zwei { $from }
hint-worse-fewer-empty = { $count ->
    [one] lässt { $count } leeres Feld weniger
   *[other] lässt { $count } leere Felder weniger
}
hint-line-top-row = der oberen Zeile
hint-line-bottom-row = der unteren Zeile
hint-line-left-column = der linken Spalte
hint-line-right-column = der rechten Spalte
hint-line-row = Zeile { $row }
hint-line-column = Spalte { $column }
hint-brief-only-slide = einziger Zug
hint-brief-keeps-line-full = keine Lücke in { $line }
hint-brief-merges = vereint in { $line }
hint-brief-keeps-corner = hält die Ecke
hint-brief-into-corner = in die Ecke
hint-brief-opens-cells = { $count ->
    [one] leert { $count } Feld
   *[other] leert { $count } Felder
}
hint-reason-spares = ein Zug nach { $direction ->
    [left] links
    [right] rechts
    [up] oben
   *[down] unten
} { $cost }
hint-reason-leaves-empty = { $count ->
    [one] lässt { $count } leeres Feld
   *[other] lässt { $count } leere Felder
}
hint-worse-out-of-corner = lässt die { $value } außerhalb der Ecke
hint-worse-in-middle = lässt die { $value } in der Mitte
hint-worse-between = bringt eine { $small } zwischen die { $first } und die { $second }
hint-worse-fills-line = lässt kein leeres Feld in { $line }
hint-worse-out-of-order = stört die Reihenfolge in { $line }
hint-worse-fewer-pairs = { $count ->
    [one] lässt { $count } Paar weniger zum Vereinen
   *[other] lässt { $count } Paare weniger zum Vereinen
}
hint-worse-puts-tile = bringt eine { $value } auf { $cell }
hint-worse-leaves-tile = lässt die { $value } auf { $cell }
hint-worse-empty-cell = lässt { $cell } leer
hint-worse-same-board = ergibt dasselbe Brett
hint-brief-spares = nicht nach { $direction ->
    [left] links
    [right] rechts
    [up] oben
   *[down] unten
}, { $cost }
hint-brief-cost-leaves-corner = holt die größte Kachel aus der Ecke
hint-brief-cost-out-of-corner = lässt die größte Kachel außerhalb der Ecke
hint-brief-cost-breaks-line = lässt eine Lücke in { $line }
hint-brief-cost-no-merge = vereint nichts
hint-brief-cost-smaller-merge = vereint kleinere Kacheln
hint-brief-cost-fewer-empty = lässt weniger leere Felder
hint-brief-cost-in-middle = lässt die größte Kachel in der Mitte
hint-brief-cost-tile-in-middle = lässt die { $value } in der Mitte
hint-brief-cost-between = bringt eine { $small } zwischen größere Kacheln
hint-brief-cost-fills-line = lässt kein leeres Feld in { $line }
hint-brief-cost-out-of-order = stört die Reihenfolge in { $line }
hint-brief-cost-fewer-pairs = lässt weniger Paare zum Vereinen
hint-brief-cost-puts-tile = bringt eine { $value } auf { $cell }
hint-brief-cost-leaves-tile = lässt die { $value } auf { $cell }
hint-brief-cost-empty-cell = lässt { $cell } leer
hint-brief-cost-same-board = ergibt dasselbe Brett
hint-brief-leaves-empty = { $count } leer

# The coach's verdict on the last slide, in parts (each a sentence, so a
# line too wide for the terminal breaks between them): the engine's slide
# ($direction) and the player's own ($played); what the player's slide
# costs next to the engine's ($cost, in the hint's words for another
# slide's cost); how much worse it looks, when the search could tell.
coach-matched = Genau der Zug, den die Engine gewählt hätte.
coach-differs = Die Engine wollte nach { $direction ->
    [left] links
    [right] rechts
    [up] oben
   *[down] unten
} statt nach { $played ->
    [left] links
    [right] rechts
    [up] oben
   *[down] unten
}.
coach-differs-cost = { $played ->
    [left] Ein Zug nach links
    [right] Ein Zug nach rechts
    [up] Ein Zug nach oben
   *[down] Ein Zug nach unten
} { $cost }.
coach-shortfall = { $shortfall ->
    [as-good] Der eigene Zug wirkt etwa gleich gut.
    [slightly] Der eigene Zug wirkt etwas schlechter.
    [clearly] Der eigene Zug wirkt schlechter.
   *[much] Der eigene Zug wirkt viel schlechter.
}
# Coach mode's short line after each slide: $cost is a short verb phrase
# about the player's slide ("der eigene Zug").
coach-matched-brief = Wahl der Engine.
coach-differs-brief = Engine: { $direction ->
    [left] links
    [right] rechts
    [up] oben
   *[down] unten
} statt { $played ->
    [left] links
    [right] rechts
    [up] oben
   *[down] unten
}.
coach-differs-brief-cost = Der eigene Zug { $cost }{ $shortfall ->
    [as-good] ; etwa gleich gut
    [slightly] ; etwas schlechter
    [clearly] ; schlechter
    [much] ; viel schlechter
   *[unknown] {""}
}.
coach-no-slide = Noch kein Zug zum Bewerten.
coach-on = Coach an: eine Bewertung nach jedem Zug.
coach-off = Coach aus.
powers-on = Kacheln als Zweierpotenzen: 10 ist 1024.
powers-off = Kacheln als Zahlen.
coach-tally = Wahl der Engine bei { $matched } von { $judged } { $judged ->
    [one] Zug
   *[other] Zügen
}.
