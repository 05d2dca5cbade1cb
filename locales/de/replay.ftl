# Ein beendetes Spiel Zug für Zug nachspielen (`accessible-2048 replay`).
replay-start-seed = Wiedergabe eines Spiels mit Startwert, { $size } mal { $size }, { $steps ->
    [one] { $steps } Zug
   *[other] { $steps } Züge
}.
replay-start-daily = Wiedergabe des Tagesspiels vom { $date }, { $steps ->
    [one] { $steps } Zug
   *[other] { $steps } Züge
}.
replay-at = Zug { $at } von { $steps }.
replay-tiles = Am Anfang: { $tiles }.
replay-pointer-keys = L: nächster Zug, J: zurück, H: Hilfe.
replay-pointer-lines = next, back oder help eingeben.
replay-back = Zurück zu Zug { $at } von { $steps }.
replay-first = Das ist der Anfang: Zug 0 von { $steps }.
replay-end-over = Das Spiel endet hier: Spiel vorbei, { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}.
replay-end-stopped = Das Spiel endet hier: sein Spieler hörte auf, { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}.
replay-no-move = Kein Zug { $asked }: das Spiel hat { $steps ->
    [one] { $steps } Zug
   *[other] { $steps } Züge
}.
replay-refused-keys = Das ist eine Wiedergabe: L und J gehen vor und zurück.
replay-refused-lines = Das ist eine Wiedergabe: next und back gehen vor und zurück.
replay-own-records = Deine Rekorde stehen in deinem Spiel, nicht in einer Wiedergabe.
replay-goodbye = Ende der Wiedergabe.
replay-only = Nur in einer Wiedergabe: accessible-2048 replay.
replay-list-line = { $number }. Am { $ended }, { $origin }, { $size } mal { $size }: { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}, { $steps ->
    [one] { $steps } Zug
   *[other] { $steps } Züge
}.
# A kept game too long to replay for the list (its code over 2,000 characters): its moves from the code's head, its score left to its replay
replay-list-long = { $number }. Am { $ended }, { $origin }, { $size } mal { $size }: { $steps ->
    [one] { $steps } Zug
   *[other] { $steps } Züge
}; Punkte in der Wiedergabe.
replay-list-none = Noch kein beendetes Spiel aufbewahrt.
# A kept game from a seed in the list: its 20-digit seed is not read out
# (`replay --last N` takes the game by its number).
replay-list-seed = Spiel mit Startwert
help-replay-keys-step = { $slide-right } oder Umschalt+Rechts: vor. { $slide-left } oder Umschalt+Links: zurück.
help-replay-keys-ends = Bild ab und Bild auf auch. Pos1: Anfang. Ende: letzter Zug.
help-replay-keys-read = Pfeile: Cursor. Eingabe, { $row }, { $column }, { $board }: Feld, Zeile, Spalte, Brett.
help-replay-keys-score = { $score }: Punkte hier. { $hint }: der Zug der Engine.
help-replay-keys-also = { $last-move }: der Zug hierher. { $quit }: verlassen. Rückgängig und neues Spiel tun hier nichts.
help-replay-lines-step = next oder right: nächster Zug. back oder left: der Zug davor.
help-replay-lines-ends = first, end oder move 12: zu einem Zug springen.
help-replay-lines-read = cell, row, column, board, score: die Stellung lesen.
help-replay-lines-cursor = go B3 setzt den Cursor. hint: der Zug der Engine hier.
help-replay-lines-also = last: der Zug hierher. quit: Wiedergabe verlassen.
