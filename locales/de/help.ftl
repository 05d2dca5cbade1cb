# Hilfe: kurze Seiten, zuerst was man zum Anfangen braucht; eine Zeile pro
# Nachricht, der Reihe nach gelesen, unter 80 Spalten. Tasten stehen da, wie
# die Tastatur sie zeigt; sagt die Stimme ein Zeichen nicht, steht sein Name
# in Klammern daneben: "[ (eckige Klammer auf)". Getippte Befehle bleiben
# englisch und werden erklärt.

# Wo A1 ist: auf der ersten Hilfeseite und in der Einführung.
help-where-a1 = Buchstaben sind Spalten, Zahlen Zeilen: A1 ist oben links.

# Tasten, Seite für Seite.
help-keys-start = Umschalt Pfeil schiebt, Pfeile bewegen den Cursor.
help-keys-tutorial = 8 startet eine kurze Einführung.
help-keys-most = U zurück, G Tipp, E leere Felder, O nennt sie, N neues Spiel.
help-keys-jlik = J, L, I, K schieben auch: links, rechts, hoch, runter.
help-keys-read = Eingabe sagt das Feld, R die Zeile, C die Spalte, B das Brett.
help-keys-again = Leertaste wiederholt, X sagt den letzten Zug ganz, W die Stufe.
help-keys-find = M sagt die höchste Kachel, Z geht zu ihr, T zur neuesten.
help-keys-records = F sucht den Partner einer Kachel. A: Rekord. P: Stellung.
help-keys-numbers = 1 zählt die Kacheln, 2 die Leeren am Cursor, 3 die nächste Verschmelzung.
help-keys-coach = 4 bewertet deinen letzten Zug, 5 jeden Zug.
help-keys-learn = 6 fasst deine Spiele zusammen, 7 lehrt die Klänge.
help-keys-speech = V Sprache an oder aus, + und - (Minus) das Tempo, . (Punkt) schweigt sofort.
help-keys-sound = D Klang an oder aus, # (Raute) Musik an oder aus. Escape beendet auch.
help-keys-volume = [ (eckige Klammer auf) leiser, ] (eckige Klammer zu) lauter.
help-keys-tones = Als Töne: \ die Zeile, ' (Apostroph) die Spalte.
help-keys-tones-board = ; (Semikolon) spielt das ganze Brett als Töne.
help-keys-braille = 9 zeigt das Brett auf der Braillezeile, ein Modul pro Kachel.
help-keys-powers = ^ (Zirkumflex) sagt Kacheln als Zweierpotenzen: 10 für 1024.
help-keys-more = H nochmal: mehr.
help-keys-end = Ende der Hilfe; H oder F1 beginnt von vorn.

# Zeilenmodus, Seite für Seite.
help-lines-start = Schieben: left links, right rechts, up hoch, down runter.
help-lines-tutorial = tutorial: eine kurze Einführung.
help-lines-cursor = Cursor: cursor left, cursor right, cursor up, cursor down; Feld: go B3.
help-lines-read = Ansagen: cell Feld, row Zeile, column Spalte, board Brett.
help-lines-also = score Punkte, best Rekord, position Stellung, undo zurück, hint Tipp.
help-lines-again = repeat wiederholt, last der letzte Zug; newest neueste, top tile höchste.
help-lines-verbosity = verbosity wechselt die Stufe; verbosity brief, normal, full setzt sie.
help-lines-coach = coach bewertet deinen letzten Zug; coach on, coach off: nach jedem Zug.
help-lines-speech = Sprache: speech on, speech off, rate 70 (Tempo), silence (still).
help-lines-sound = sound on, sound off, volume 60, music on, music off, music volume 30.
help-lines-listen = listen, listen column, listen board: Zeile, Spalte oder Brett als Töne.
help-lines-empties = empty zählt leere Felder, empties nennt sie; highest höchste; partner.
help-lines-counts = counts, lines, merge: Kacheln je Wert, Leere am Cursor, nächste Verschmelzung.
help-lines-game = stats deine Spiele, sounds die Klänge, new neues Spiel, quit beendet.
help-lines-braille = Braille: braille on, braille off; board line zeigt das Brett auf der Zeile.
help-lines-powers = powers on, powers off: Kacheln als Zweierpotenzen, 10 für 1024.
help-lines-more = help: mehr.
help-lines-end = Ende der Hilfe; help beginnt von vorn.
help-keys-daily = 0: das Tagesspiel, für alle gleich. 0 noch einmal: dein Spiel.
help-keys-share = / (Schrägstrich): dein Ergebnis, in einer Datei zum Teilen.
help-lines-daily = daily das Tagesspiel, für alle gleich. daily noch einmal: dein Spiel.
help-lines-share = share dein Ergebnis, in einer Datei zum Teilen.

# Help in topics: the first page names them. The last page holds the keys
# a player needs when speech goes wrong.
help-keys-first = S Punkte, Q beenden.
help-keys-topics = H und 1 bis 5: Optionen, Braille, Tagesspiel, Wiedergabe, Kurse.
help-keys-sound-basic = D Klang an oder aus.
help-lines-first = score Punkte, board Brett, quit beendet.
help-lines-topics = help settings, braille, daily, replay, lessons.
help-lines-sound-basic = Klang: sound on, sound off.
