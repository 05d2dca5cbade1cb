# Hilfe: kurze Seiten, zuerst was man zum Anfangen braucht; eine Zeile pro
# Nachricht, der Reihe nach gelesen, unter 80 Spalten. Tasten stehen da, wie
# die Tastatur sie zeigt; sagt die Stimme ein Zeichen nicht, steht sein Name
# in Klammern daneben: "[ (eckige Klammer auf)". Getippte Befehle bleiben
# englisch und werden erklärt.
# Eine Taste, die ein Zeichen tippt, ist ein Argument mit dem Namen ihres
# Befehls in der Befehlstabelle (`{ $partner }` ist F): die Tabelle füllt es.

# Wo A1 ist: auf der ersten Hilfeseite und in der Einführung.
help-where-a1 = Buchstaben sind Spalten, Zahlen Zeilen: A1 ist oben links.

# Tasten, Seite für Seite.
help-keys-start = Umschalt Pfeil schiebt, Pfeile bewegen den Cursor.
help-keys-tutorial = { $tutorial } startet eine kurze Einführung.
help-keys-most = { $undo } zurück, { $hint } Tipp, { $empty-count } leere Felder, { $empty-cells } nennt sie, { $new-game } neues Spiel.
help-keys-jlik = { $slide-left }, { $slide-right }, { $slide-up }, { $slide-down } schieben auch: links, rechts, hoch, runter.
help-keys-read = Eingabe sagt das Feld, { $row } die Zeile, { $column } die Spalte, { $board } das Brett.
help-keys-again = Leertaste wiederholt, { $last-move } sagt den letzten Zug ganz, { $next-verbosity } die Stufe.
help-keys-find = { $highest } sagt die höchste Kachel, { $top-tile } geht zu ihr, { $newest } zur neuesten.
help-keys-records = { $partner } sucht den Partner einer Kachel. { $best }: Rekord. { $position }: Stellung.
help-keys-numbers = { $tile-counts } zählt die Kacheln, { $line-empties } die Leeren am Cursor, { $next-merge } die nächste Verschmelzung.
help-keys-coach = { $coach } bewertet deinen letzten Zug, { $coach-mode } jeden Zug.
help-keys-learn = { $statistics } fasst deine Spiele zusammen, { $sounds } lehrt die Klänge.
help-keys-speech = { $speech } Sprache an oder aus, { $faster } und { $slower } (Minus) das Tempo, { $silence } (Punkt) schweigt sofort.
help-keys-sound = { $sound } Klang an oder aus, { $music } (Raute) Musik an oder aus. Escape beendet auch.
help-keys-volume = { $softer } (eckige Klammer auf) leiser, { $louder } (eckige Klammer zu) lauter.
help-keys-tones = Als Töne: { $listen-row } die Zeile, { $listen-column } (Apostroph) die Spalte.
help-keys-tones-board = { $listen-board } (Semikolon) spielt das ganze Brett als Töne.
help-keys-braille = { $board-line } zeigt das Brett auf der Braillezeile, ein Modul pro Kachel.
help-keys-powers = { $powers } (Zirkumflex) sagt Kacheln als Zweierpotenzen: 10 für 1024.
help-keys-more = { $help } nochmal: mehr.
help-keys-end = Ende der Hilfe; { $help } oder F1 beginnt von vorn.

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
help-keys-daily = { $daily }: das Tagesspiel, für alle gleich. { $daily } noch einmal: dein Spiel.
help-keys-share = { $share } (Schrägstrich): dein Ergebnis, in einer Datei zum Teilen.
help-lines-daily = daily das Tagesspiel, für alle gleich. daily noch einmal: dein Spiel.
help-lines-share = share dein Ergebnis, in einer Datei zum Teilen.

# Help in topics: the first page names them. The last page holds the keys
# a player needs when speech goes wrong.
help-keys-first = { $score } Punkte, { $quit } beenden.
help-keys-topics = { $help } und 1 bis 5: Optionen, Braille, Tagesspiel, Wiedergabe, Kurse.
help-keys-sound-basic = { $sound } Klang an oder aus.
help-lines-first = score Punkte, board Brett, quit beendet.
help-lines-topics = help settings, braille, daily, replay, lessons.
help-lines-sound-basic = Klang: sound on, sound off.
