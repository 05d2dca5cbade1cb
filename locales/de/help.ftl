# Hilfe: eine Zeile pro Nachricht, der Reihe nach gelesen. Die Tasten sind in
# allen Sprachen dieselben; getippte Befehle bleiben englisch und werden erklärt.

help-keys-1 = Die Pfeiltasten bewegen den Cursor und sagen das Feld an. Umschalt mit einem Pfeil schiebt die Kacheln; J, L, I und K schieben auch nach links, rechts, oben und unten.
help-keys-2 = S sagt Punkte und Züge. Eingabe sagt das Feld, R die Zeile, C die Spalte, B das ganze Brett, E die leeren Felder, M die höchste Kachel, A den Rekord, P die Stellung.
help-keys-3 = U nimmt einen Zug zurück. G gibt einen Tipp. F sucht den Partner der Kachel unter dem Cursor. Leertaste wiederholt die letzte Ansage.
help-keys-4 = V schaltet die Sprachausgabe ein oder aus; Plus und Minus ändern das Tempo. N startet ein neues Spiel, Q oder Escape beendet, H oder F1 wiederholt diese Hilfe.
help-lines-1 = Schieben: left, right, up, down, also links, rechts, hoch, runter (oder slide left). Cursor: cursor left, cursor right, cursor up, cursor down, oder go B3 für ein bestimmtes Feld.
help-lines-2 = Ansagen: cell das Feld, row die Zeile, column die Spalte, board das Brett, empty die leeren Felder, highest die höchste Kachel, score die Punkte, best den Rekord, position die Stellung, repeat die letzte Ansage.
help-lines-3 = Außerdem: undo nimmt zurück, hint gibt einen Tipp, partner sucht den Partner, speech on und speech off schalten die Sprachausgabe ein und aus, rate 70 setzt das Tempo, new startet ein neues Spiel, quit beendet, help wiederholt diese Hilfe.
