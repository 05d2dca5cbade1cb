# Hilfe: eine Zeile pro Nachricht, der Reihe nach gelesen. Die Tasten sind in
# allen Sprachen dieselben; getippte Befehle bleiben englisch und werden erklärt.

help-keys-1 = Die Pfeiltasten bewegen den Cursor und sagen das Feld an.
help-keys-2 = Umschalt mit einem Pfeil schiebt die Kacheln; J, L, I und K schieben auch nach links, rechts, oben und unten.
help-keys-3 = S sagt Punkte und Züge.
help-keys-4 = Eingabe sagt das Feld, R die Zeile, C die Spalte, B das ganze Brett.
help-keys-5 = E sagt die leeren Felder, M die höchste Kachel, A den Rekord, P die Stellung.
help-keys-6 = U nimmt einen Zug zurück. G gibt einen Tipp.
help-keys-7 = F sucht den Partner der Kachel unter dem Cursor. Leertaste wiederholt die letzte Ansage.
help-keys-8 = V schaltet die Sprachausgabe ein oder aus; Plus und Minus ändern das Tempo.
help-keys-9 = N startet ein neues Spiel, Q oder Escape beendet, H oder F1 wiederholt diese Hilfe.
help-lines-1 = Schieben: left, right, up, down, also links, rechts, hoch, runter (oder slide left).
help-lines-2 = Cursor: cursor left, cursor right, cursor up, cursor down, oder go B3 für ein bestimmtes Feld.
help-lines-3 = Ansagen: cell das Feld, row die Zeile, column die Spalte, board das Brett.
help-lines-4 = Ansagen: empty die leeren Felder, highest die höchste Kachel, score die Punkte.
help-lines-5 = Ansagen: best den Rekord, position die Stellung, repeat die letzte Ansage.
help-lines-6 = Außerdem: undo nimmt zurück, hint gibt einen Tipp, partner sucht den Partner.
help-lines-7 = speech on und speech off schalten die Sprachausgabe ein und aus, rate 70 setzt das Tempo.
help-lines-8 = new startet ein neues Spiel, quit beendet, help wiederholt diese Hilfe.
help-keys-silence = Punkt bringt die Sprachausgabe sofort zum Schweigen.
help-lines-silence = silence (oder hush) bringt die Sprachausgabe sofort zum Schweigen.
help-keys-sound = D schaltet den Klang an oder aus; [ und ] ändern die Lautstärke; # schaltet Musik an oder aus.
help-keys-listen = Backslash spielt die Zeile als Töne, Apostroph die Spalte, Semikolon das Brett.
help-lines-listen = listen, listen column, listen board: Zeile, Spalte oder Brett als Töne.
help-lines-sound = sound on, sound off, volume 60, music on, music off, music volume 30.
