# Rever uma partida terminada, jogada a jogada (`accessible-2048 replay`).
replay-start-seed = Reprodução de uma partida com semente, { $size } por { $size }, { $steps ->
    [one] { $steps } jogada
   *[other] { $steps } jogadas
}.
replay-start-daily = Reprodução do jogo do dia { $date }, { $steps ->
    [one] { $steps } jogada
   *[other] { $steps } jogadas
}.
replay-at = Jogada { $at } de { $steps }.
replay-tiles = Início: { $tiles }.
replay-pointer-keys = L: próxima jogada, J: voltar, H: ajuda.
replay-pointer-lines = Digite next ou back para andar, help para mais.
replay-back = De volta à jogada { $at } de { $steps }.
replay-first = Este é o início: jogada 0 de { $steps }.
replay-end-over = A partida termina aqui: fim de jogo, pontuação { $score }.
replay-end-stopped = A partida termina aqui: o jogador parou, pontuação { $score }.
replay-no-move = Não há jogada { $asked }: a partida tem { $steps ->
    [one] { $steps } jogada
   *[other] { $steps } jogadas
}.
replay-refused-keys = Isto é uma reprodução: L e J avançam e voltam.
replay-refused-lines = Isto é uma reprodução: next e back avançam e voltam.
replay-own-records = Seus recordes são lidos na sua partida, não numa reprodução.
replay-goodbye = Fim da reprodução.
replay-only = Só numa reprodução: accessible-2048 replay percorre uma partida.
replay-list-line = { $number }. { $ended }, { $origin }, { $size } por { $size }: pontuação { $score }, { $steps ->
    [one] { $steps } jogada
   *[other] { $steps } jogadas
}.
# A kept game too long to replay for the list (its code over 2,000 characters): its moves from the code's head, its score left to its replay
replay-list-long = { $number }. { $ended }, { $origin }, { $size } por { $size }: { $steps ->
    [one] { $steps } jogada
   *[other] { $steps } jogadas
}; pontuação na reprodução.
replay-list-none = Nenhuma partida terminada guardada ainda.
# A kept game from a seed in the list: its 20-digit seed is not read out
# (`replay --last N` takes the game by its number).
replay-list-seed = jogo com semente
help-replay-keys-step = { $slide-right } ou Shift+Direita: próxima. { $slide-left } ou Shift+Esquerda: voltar.
help-replay-keys-ends = PageDown e PageUp também. Home: o início. End: a última.
help-replay-keys-read = Setas: o cursor. Enter, { $row }, { $column }, { $board }: casa, linha, coluna, tabuleiro.
help-replay-keys-score = { $score }: a pontuação aqui. { $hint }: a jogada do motor.
help-replay-keys-also = { $last-move }: a jogada que levou aqui. { $quit }: sair. Desfazer e nova partida não fazem nada.
help-replay-lines-step = next ou right: próxima jogada. back ou left: a anterior.
help-replay-lines-ends = first, end ou move 12: ir para uma jogada.
help-replay-lines-read = cell, row, column, board, score: ler a posição.
help-replay-lines-cursor = go B3 move o cursor. hint: a jogada do motor aqui.
help-replay-lines-also = last: a jogada que levou aqui. quit: sair da reprodução.
