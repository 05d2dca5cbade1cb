# Hilfe: eine Zeile pro Nachricht, der Reihe nach gelesen, unter 80 Spalten.
# Die Tasten sind in allen Sprachen dieselben; getippte Befehle bleiben englisch
# und werden erklärt.

help-keys-1 = Die Pfeiltasten bewegen den Cursor und sagen das Feld an.
help-keys-2 = Umschalt mit einem Pfeil schiebt die Kacheln.
help-keys-3 = J, L, I und K schieben auch nach links, rechts, oben und unten.
help-keys-readers = Screenreader nimmt Umschalt Pfeil, F1, Esc? J L I K schieben, H Hilfe, Q Ende.
help-keys-4 = S sagt Punkte und Züge.
help-keys-5 = Eingabe sagt das Feld, R die Zeile, C die Spalte, B das ganze Brett.
help-keys-6 = E zählt die leeren Felder, O nennt sie.
help-keys-7 = M sagt die höchste Kachel, Z setzt den Cursor darauf, T auf die neueste.
help-keys-8 = Die Taste A sagt den Rekord, P die Stellung.
help-keys-9 = U nimmt einen Zug zurück, X sagt den letzten Zug ganz, G gibt einen Tipp.
help-keys-10 = F sucht den Partner der Kachel unter dem Cursor.
help-keys-11 = Leertaste wiederholt die letzte Ansage. W wechselt kurz, normal, ausführlich.
help-keys-12 = V schaltet die Sprachausgabe ein oder aus; Plus und Minus ändern das Tempo.
help-keys-13 = N startet ein neues Spiel, Q oder Escape beendet, H oder F1 ruft die Hilfe.
help-lines-1 = Schieben: left, right, up, down, also links, rechts, hoch, runter.
help-lines-2 = Cursor bewegen: cursor left, cursor right, cursor up, cursor down.
help-lines-3 = Zum Feld: go B3. Zur Kachel: newest die neueste, top tile die höchste.
help-lines-4 = Ansagen: cell das Feld, row die Zeile, column die Spalte, board das Brett.
help-lines-5 = Ansagen: empty zählt leere Felder, empties nennt sie, highest die höchste.
help-lines-6 = Ansagen: score die Punkte, best den Rekord, position die Stellung.
help-lines-7 = Wiederholen: repeat die letzte Ansage, last den letzten Zug ganz.
help-lines-8 = Außerdem: undo nimmt zurück, hint gibt einen Tipp, partner sucht den Partner.
help-lines-9 = verbosity wechselt die Ausführlichkeit; verbosity brief, normal, full setzt sie.
help-lines-10 = speech on und speech off schalten die Sprache ein und aus, rate 70 das Tempo.
help-lines-11 = new startet ein neues Spiel, quit beendet, help wiederholt diese Hilfe.
help-keys-silence = Punkt bringt die Sprachausgabe sofort zum Schweigen.
help-lines-silence = silence (oder hush) bringt die Sprachausgabe sofort zum Schweigen.
help-keys-sound = D schaltet den Klang an oder aus; [ und ] ändern die Lautstärke.
help-keys-music = # schaltet die Hintergrundmusik an oder aus.
help-keys-listen = Backslash spielt die Zeile als Töne, Apostroph die Spalte, Semikolon das Brett.
help-lines-listen = listen, listen column, listen board: Zeile, Spalte oder Brett als Töne.
help-lines-sound = sound on, sound off, volume 60, music on, music off, music volume 30.

help-keys-first-1 = Umschalt Pfeil schiebt, Pfeile: Cursor.
help-keys-first-2 = U zurück, G Tipp, B Brett, S Punkte, E leere Felder.
help-keys-first-3 = X letzter Zug, W Stufe, Q beenden.
help-keys-more = H nochmal: mehr.
help-lines-more = help nochmal: mehr.
help-keys-summary = Taste 1: Kacheln je Wert, 2: Leere in Zeile, Spalte, 3: nächste Verschmelzung.
help-lines-summary = counts, lines, merge: Kacheln je Wert, Leere am Cursor, nächste Verschmelzung.

# Learning the sounds and the tutorial.
help-keys-learn = 7 lehrt die Klänge, 8 startet eine kurze Einführung.
help-lines-learn = sounds: die Klänge lernen; tutorial: ein kurzes geführtes Spiel.
help-keys-stats = 6 fasst die Spiele dieses Bretts zusammen: gespielt, gewonnen, Rekord, Median.
help-lines-stats = stats: die Spiele dieses Bretts: gespielt, gewonnen, Rekord, Median.
help-keys-coach = 4: war der letzte Zug die Wahl der Engine, und wenn nicht, warum.
help-keys-coach-mode = 5 schaltet den Coach ein oder aus: eine Bewertung nach jedem Zug.
help-lines-coach = coach: war der letzte Zug die Wahl der Engine, und wenn nicht, warum.
help-lines-coach-mode = coach on, coach off: eine Bewertung nach jedem Zug, oder keine.
