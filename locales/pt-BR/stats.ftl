# O subcomando `stats`: cada número que os recordes guardam, um por linha,
# com o nome do número na frente. Os números chegam como argumentos. Uma
# chance de um 4 que não é inteira chega em duas partes, a inteira e os
# algarismos depois da vírgula ($whole 0 e $fraction 5 para 0,5). No
# português, 0 e 1 são singulares; o [0] exato põe o zero no plural.

# Um arquivo de recordes que não pode ser lido: o caminho e o motivo (uma frase
# save-reason-..., como o jogo a diz). Vem depois de "accessible-2048: ".
records-unreadable = não deu para ler os recordes de { $file } ({ $reason })
stats-best-score = recorde: { $score }
stats-highest-tile = peça mais alta: { $tile }
stats-no-games = ainda não há jogos terminados
stats-board = tabuleiro de { $size } por { $size }, chance de um 4: { $whole },{ $fraction }
stats-board-whole = tabuleiro de { $size } por { $size }, chance de um 4: { $whole }
stats-played = jogos disputados: { $count }
stats-won = jogos vencidos: { $count }
# Quantos jogos chegaram a uma peça (512, 1024, ...).
stats-reached = chegaram a { $tile }: { $count }
stats-median = pontuação mediana: { $score }
stats-longest = jogo mais longo: { $moves ->
    [0] { $moves } jogadas
    [one] { $moves } jogada
   *[other] { $moves } jogadas
}
# Antes dos últimos resultados, um por linha.
stats-last = últimos resultados, do mais recente ao mais antigo:
# Um resultado: a pontuação, a peça mais alta, as jogadas e como o jogo
# terminou: sem jogada possível, ou abandonado por um jogo novo.
stats-result-over = { $score } (peça { $tile }, { $moves ->
    [0] { $moves } jogadas
    [one] { $moves } jogada
   *[other] { $moves } jogadas
}, terminado)
stats-result-abandoned = { $score } (peça { $tile }, { $moves ->
    [0] { $moves } jogadas
    [one] { $moves } jogada
   *[other] { $moves } jogadas
}, abandonado)
