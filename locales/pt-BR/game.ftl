# Anúncios do jogo: casas, deslizes, pontuação, o fim do jogo.
# Cada mensagem é uma frase (ou um trecho curto) de uma linha falada; o jogo
# junta as mensagens de um anúncio com espaços. Os nomes das casas (A1 a D4) e
# os números chegam como argumentos. Casa e peça são femininas. Nas regras de
# plural do português, 0 cai em "one"; a variante [0] vem antes para dizer
# "0 jogadas", como se fala no Brasil.

## Início e jogos novos

game-start = Novo jogo, { $size } por { $size }: { $tiles }. Cursor em { $cursor }.
# Uma peça numa lista: "2 em B3".
tile-at = { $value } em { $cell }
game-start-from-position = Jogo a partir de uma posição dada, { $size } por { $size }, { $tiles ->
    [0] { $tiles } peças
    [one] { $tiles } peça
   *[other] { $tiles } peças
}. Cursor em { $cursor }.
game-resumed = Continuando o jogo salvo: pontuação { $score }, { $moves ->
    [0] { $moves } jogadas
    [one] { $moves } jogada
   *[other] { $moves } jogadas
}, maior peça { $highest }. Cursor em { $cursor }.
game-start-short = Novo jogo: { $tiles }.
game-start-from-position-short = Jogo a partir de uma posição, { $tiles ->
    [one] { $tiles } peça
   *[other] { $tiles } peças
}.
game-resumed-short = Jogo retomado, pontuação { $score }.
game-resumed-tiles = Maiores: { $tiles }.
help-pointer-keys = Pressione H para ajuda.
help-pointer-lines = Digite help para ver os comandos.

## O cursor de leitura

# Uma casa e o que ela tem; uma casa vazia diz o número zero.
cell-value = { $cell }, { $value }
cell-empty-word = { $cell }, vazia
cursor-edge = { $edge ->
    [left] Borda esquerda.
    [right] Borda direita.
    [top] Borda de cima.
   *[bottom] Borda de baixo.
}
row-reading = Linha { $row }: { $cells }.
column-reading = Coluna { $column }: { $cells }.
# A long row or column (big tiles on a big board) in parts, a line each,
# each from the cell it starts at.
row-reading-from = Linha { $row } a partir de { $cell }: { $cells }.
column-reading-from = Coluna { $column } a partir de { $cell }: { $cells }.
column-empty = Coluna { $column } vazia.
board-row-empty = Linha { $row } vazia.
empty-run = { $first } a { $last } vazias
empty-one = { $cell } vazia
# Uma peça na leitura de uma linha ou coluna: "16".
cell-in-line = { $value }

## Deslizes

# A direção no começo de cada anúncio de deslize.
slide-direction = { $direction ->
    [left] Esquerda:
    [right] Direita:
    [up] Para cima:
   *[down] Para baixo:
}
# "8 e 8 formam 16 em A1": evita o plural de um número ("dois oitos").
merge = { $from } e { $from } formam { $value } em { $cell }.
tiles-moved = { $count ->
    [0] { $count } peças se movem.
    [one] { $count } peça se move.
   *[other] { $count } peças se movem.
}
new-tile = Um { $value } em { $cell }.
score-gain = Mais { $gain }, pontuação { $score }.
nothing-moves = Nada se move para { $direction ->
    [left] a esquerda
    [right] a direita
    [up] cima
   *[down] baixo
}.

## Pontuação e contagens

# Todo nível começa pela novidade. Normal: as maiores junções, depois a peça
# nova ("16 A1, 8 B2 e um 2 C4."). A peça nova vem com "um", como "tirar um
# 4" nos dados: "novo" é longo demais para ser ouvido inteiro em meio
# segundo na velocidade máxima.
merged-into = { $value } { $cell }
merges-more = mais { $count }
slide-news = { $merges } e um { $value } { $cell }.
# Nível normal sem junção: a peça nova, depois a direção.
slide-moved = Um { $value } { $cell }, { $direction ->
    [left] esquerda
    [right] direita
    [up] cima
   *[down] baixo
}.
# Nível breve: só a maior junção ("16 A1."), senão a peça nova, com valor
# e casa primeiro e "novo" depois ("2 C4 novo."), para que um deslize
# rápido corte a palavra e não a notícia.
slide-news-brief = { $value } { $cell }.
slide-moved-brief = { $value } { $cell } novo.
score = Pontuação { $score }, { $moves ->
    [0] { $moves } jogadas.
    [one] { $moves } jogada.
   *[other] { $moves } jogadas.
}
empty-count = { $count ->
    [0] Nenhuma casa vazia.
    [one] { $count } casa vazia.
   *[other] { $count } casas vazias.
}
highest-tile = Maior peça { $value }, em { $cells }.
empty-cells = { $count ->
    [one] { $count } vazia
   *[other] { $count } vazias
}: { $cells }.
empty-cells-more = Também vazias: { $cells }.
empty-row-all = linha { $row } vazia
empty-span = { $first } a { $last }
tile-counts = Peças: { $counts }.
tile-count = { $count } vezes { $value }
line-empties = Linha { $row }: { $inrow ->
    [one] { $inrow } vazia
   *[other] { $inrow } vazias
}. Coluna { $column }: { $incolumn ->
    [one] { $incolumn } vazia
   *[other] { $incolumn } vazias
}.
next-merge-row = { $value } e { $value } podem se juntar na linha { $row }.
next-merge-column = { $value } e { $value } podem se juntar na coluna { $column }.
next-merge-none = Nenhum deslize junta peças.
cursor-found = { $what ->
    [newest] Peça mais nova
   *[highest] Maior peça
}: { $cell }, { $value }.
newest-none = Nenhuma peça nova desde o último jogo novo ou desfazer.
last-move-none = Nenhuma jogada ainda.
verbosity-set = Anúncios { $level ->
    [brief] breves
    [full] completos
   *[normal] normais
}.
best-score = Recorde { $score }, maior peça de todas { $highest }.
best-none = Ainda não há recorde.
stats-games = { $played ->
    [one] { $played } jogo
   *[other] { $played } jogos
}, { $won ->
    [0] nenhum vencido
    [one] { $won } vencido
   *[other] { $won } vencidos
}.
stats-scores = Recorde { $best }, o último { $last }.
stats-median-score = Mediana { $median }.
stats-none = Ainda não há jogos terminados neste tabuleiro.
position = Posição: { $position }

## Ganhar e perder

win = Você fez 2048! Pontuação { $score } em { $moves ->
    [0] { $moves } jogadas
    [one] { $moves } jogada
   *[other] { $moves } jogadas
}. O jogo continua.
game-over = Fim de jogo, { $score ->
    [one] { $score } ponto.
   *[other] { $score } pontos.
}
new-best = Novo recorde!
game-over-choices = N novo, U desfazer, Q sair.
game-over-choices-lines = Digite new, undo ou quit.
game-is-over = O jogo acabou.

## Desfazer

undo = Desfeito: { $direction ->
    [left] esquerda
    [right] direita
    [up] para cima
   *[down] para baixo
}, pontuação { $score }, { $moves ->
    [0] { $moves } jogadas.
    [one] { $moves } jogada.
   *[other] { $moves } jogadas.
}
undo-changed = { $cell } volta a ter { $value }.
undo-changed-empty = { $cell } fica vazia de novo.
# Desfazer no nível completo: os pontos que o deslize desfeito tinha dado
# ("Menos 32 pontos.").
undo-points = Menos { $points ->
    [one] { $points } ponto.
   *[other] { $points } pontos.
}
undo-nothing = Nada para desfazer.

## Dicas

undo-short = Desfeito { $direction ->
    [left] esquerda
    [right] direita
    [up] cima
   *[down] baixo
}: { $count ->
    [one] { $count } junção
   *[other] { $count } junções
}, { $cell } vazia.
undo-short-plain = Desfeito { $direction ->
    [left] esquerda
    [right] direita
    [up] cima
   *[down] baixo
}: { $cell } vazia.
undo-short-direction = Desfeito { $direction ->
    [left] esquerda
    [right] direita
    [up] cima
   *[down] baixo
}.
hint = Dica: deslize para { $direction ->
    [left] a esquerda
    [right] a direita
    [up] cima
   *[down] baixo
}.
hint-no-moves = Não há mais jogadas: nenhuma dica.

## Confirmações

# A tecla Y é a do jogo em todos os idiomas.
confirm-quit = Sair? Pressione Y para sair ou qualquer outra tecla para continuar jogando.
confirm-new-game = Novo jogo? Este será perdido. Pressione Y para sim, outra tecla para continuar.
confirm-quit-lines = Sair? Digite yes para sair ou qualquer outra coisa para continuar jogando.
confirm-new-game-lines = Novo jogo? Este será perdido. Digite yes para sim, outra coisa para continuar.
confirm-cancelled = O jogo continua.
# Text pasted into the terminal: answered once, never run as keys.
paste-ignored = Texto colado ignorado.
# Ctrl+Z (or SIGTSTP) where nothing could resume a stopped game: the game
# does not stop.
suspend-unavailable = Não é possível suspender aqui; o jogo continua.
goodbye = Até logo. Pontuação { $score }, { $moves ->
    [0] { $moves } jogadas.
    [one] { $moves } jogada.
   *[other] { $moves } jogadas.
}

## Voz e outras respostas

speech-on = Voz ligada.
speech-off = Voz desligada.
speech-retrying = Reiniciando a voz.
speech-rate = Velocidade da voz { $rate } de 100.
speech-unavailable = A voz não está disponível ({ $reason }); o jogo segue só em texto.
speech-reason-timeout = ela não começou em 2 segundos
speech-reason-failed = { $detail }
speech-reason-not-built = esta cópia do jogo foi compilada sem voz
speech-reason-no-dispatcher = não foi possível conectar ao speech-dispatcher
speech-reason-address-not-text = SPEECHD_ADDRESS não é um texto válido
speech-reason-worker-not-started = o programa de voz não pôde ser iniciado: { $detail }
speech-reason-worker-ended = o programa de voz terminou sem dizer nada
unknown-key = Tecla desconhecida. Pressione H para ajuda.
unknown-command = Comando desconhecido: { $text }. Digite help para ver os comandos.
unknown-command-plain = Comando desconhecido. Digite help para ver os comandos.
no-cell = Não existe a casa { $cell } neste tabuleiro.
nothing-to-repeat = Nada foi dito ainda.

## Direções em listas ("baixo, esquerda, cima")

direction-name = { $direction ->
    [left] esquerda
    [right] direita
    [up] cima
   *[down] baixo
}

## A busca do par: dá para levar a peça igual para perto desta?

partner-meet = Os dois { $value } podem se encontrar em { $count ->
    [0] { $count } jogadas
    [one] { $count } jogada
   *[other] { $count } jogadas
}: { $tilts }.
partner-adjacent = Os dois { $value } já estão lado a lado, em { $cell } e { $partner }.
partner-unreachable = O { $value } em { $cell } e o de { $partner } nunca se juntam inclinando o tabuleiro.
partner-none = Não há outro { $value } no tabuleiro.
partner-empty-cell = { $cell } está vazia: coloque o cursor numa peça primeiro.
partner-check-ok = Com junções e peças novas ainda funciona, a não ser que uma peça nova atrapalhe.
partner-check-merges = Mas com as junções as peças mudam no caminho, então isto é só uma orientação.

## Quebra-cabeças de inclinação: 2048 sem junções

# "Par" vira "meta": em português "par" soa como "dupla".
puzzle-start = Quebra-cabeça de inclinação, { $size } por { $size }: sem junções nem peças novas.
puzzle-goal = Junte os dois { $value } marcados, em { $first } e { $second }. Meta: { $par ->
    [one] { $par } inclinação
   *[other] { $par } inclinações
}.
cell-marked = { $cell }, { $value }, marcada
puzzle-tilt = { $direction ->
    [left] Esquerda:
    [right] Direita:
    [up] Para cima:
   *[down] Para baixo:
} peças marcadas em { $first } e { $second }, { $count ->
    [0] { $count } inclinações.
    [one] { $count } inclinação.
   *[other] { $count } inclinações.
}
puzzle-status = { $count ->
    [0] { $count } inclinações
    [one] { $count } inclinação
   *[other] { $count } inclinações
}, meta { $par }. Peças marcadas em { $first } e { $second }.
puzzle-solved = Resolvido em { $count ->
    [0] { $count } inclinações!
    [one] { $count } inclinação!
   *[other] { $count } inclinações!
}
puzzle-par-equal = Meta cumprida: uma solução perfeita.
puzzle-par-over = A meta era { $par }: { $over ->
    [0] { $over } inclinações
    [one] { $over } inclinação
   *[other] { $over } inclinações
} a mais.
puzzle-next = Pressione N para o próximo quebra-cabeça ou Q para sair.
puzzle-next-lines = Digite new para o próximo quebra-cabeça ou quit para sair.
puzzle-hint = Dica: incline para { $direction ->
    [left] a esquerda
    [right] a direita
    [up] cima
   *[down] baixo
}.
puzzle-solved-already = O quebra-cabeça já está resolvido.

partner-check-merge = Com as junções, as duas viram um só { $value } { $step ->
    [1] já na primeira jogada
   *[other] depois de { $step } jogadas
}.
puzzle-undone = Desfeito: { $direction ->
    [left] esquerda
    [right] direita
    [up] para cima
   *[down] para baixo
}.
goodbye-plain = Até logo.

## Lists: "a, b and c"

list-and = { $first } e { $last }
# A cell name inside a list.
cell-name = { $cell }
# Said once when speech worked and then stopped answering mid-game.
speech-stopped = A voz parou; o jogo segue só em texto.
# Said once when speech that stopped comes back by itself.
speech-back = A voz voltou.

## Controle da voz

# A resposta à tecla de silêncio: impressa, nunca falada.
silenced = Silêncio.

# Som
sound-unavailable = O som não está disponível ({ $reason }); o jogo segue sem som.
sound-reason-failed = { $detail }
sound-reason-not-built = esta cópia do jogo foi compilada sem som
sound-reason-refused = o sistema de áudio não abriu a saída: { $detail }
sound-reason-library-failed = a biblioteca de áudio falhou: { $detail }
sound-reason-lost = a saída de áudio desapareceu
sound-reason-no-thread = não foi possível iniciar uma thread para o som: { $detail }
sound-on = Som ligado.
sound-off = Som desligado.
sound-volume = Volume do som { $volume }.
music-on = Música ligada.
music-off = Música desligada.
music-volume = Volume da música { $volume }.
listen-row = Linha { $row } em tons.
listen-column = Coluna { $column } em tons.
listen-board = O tabuleiro em tons, linha por linha.
sound-reason-no-device = nenhuma saída de áudio foi encontrada


## Por que uma dica: o deslize com seu motivo, e a segunda opção com
## por que é pior (outra dica no mesmo tabuleiro); uma forma curta para a
## verbosidade breve.

hint-why = Dica: deslize para { $direction ->
    [left] a esquerda
    [right] a direita
    [up] cima
   *[down] baixo
}: { $reason }.
hint-why-also = Dica: deslize para { $direction ->
    [left] a esquerda
    [right] a direita
    [up] cima
   *[down] baixo
}: { $reason }, e { $also }.
hint-next-best = Segunda opção: deslize para { $direction ->
    [left] a esquerda
    [right] a direita
    [up] cima
   *[down] baixo
}: { $worse }.
hint-brief = { $direction ->
    [left] Esquerda
    [right] Direita
    [up] Cima
   *[down] Baixo
}: { $reason }.
hint-next-best-none = Nenhum outro deslize é possível.
hint-reason-only-slide = o único deslize possível
hint-reason-keeps-line-full = o único que mantém cheia a { $line }
hint-reason-merges = junta dois { $from } na { $line }
hint-reason-keeps-corner = mantém o { $value } no canto
hint-reason-into-corner = leva o { $value } para o canto
hint-reason-opens-cells = { $count ->
    [one] libera { $count } casa
   *[other] libera { $count } casas
}
hint-worse-leaves-corner = tira o { $value } do canto
hint-worse-breaks-line = deixa um buraco na { $line }
hint-worse-no-merge = não junta nada
hint-worse-smaller-merge = só junta dois { $from }
hint-worse-fewer-empty = { $count ->
    [one] deixa { $count } casa vazia a menos
   *[other] deixa { $count } casas vazias a menos
}
hint-line-top-row = linha de cima
hint-line-bottom-row = linha de baixo
hint-line-left-column = coluna da esquerda
hint-line-right-column = coluna da direita
hint-line-row = linha { $row }
hint-line-column = coluna { $column }
hint-brief-only-slide = o único possível
hint-brief-keeps-line-full = { $line } cheia
hint-brief-merges = junta na { $line }
hint-brief-keeps-corner = mantém o canto
hint-brief-into-corner = para o canto
hint-brief-opens-cells = { $count ->
    [one] libera { $count } casa
   *[other] libera { $count } casas
}
hint-reason-spares = deslizar para { $direction ->
    [left] a esquerda
    [right] a direita
    [up] cima
   *[down] baixo
} { $cost }
hint-reason-leaves-empty = { $count ->
    [one] deixa { $count } casa vazia
   *[other] deixa { $count } casas vazias
}
hint-worse-out-of-corner = deixa o { $value } fora do canto
hint-worse-in-middle = deixa o { $value } no meio
hint-worse-between = põe um { $small } entre o { $first } e o { $second }
hint-worse-fills-line = enche a { $line }
hint-worse-out-of-order = desordena a { $line }
hint-worse-fewer-pairs = { $count ->
    [one] deixa { $count } par a menos para juntar
   *[other] deixa { $count } pares a menos para juntar
}
hint-worse-puts-tile = põe um { $value } em { $cell }
hint-worse-leaves-tile = deixa o { $value } em { $cell }
hint-worse-empty-cell = deixa { $cell } vazia
hint-worse-same-board = dá o mesmo tabuleiro
hint-brief-spares = não { $direction ->
    [left] esquerda
    [right] direita
    [up] cima
   *[down] baixo
}, { $cost }
hint-brief-cost-leaves-corner = tira a maior peça do canto
hint-brief-cost-out-of-corner = deixa a maior peça fora do canto
hint-brief-cost-breaks-line = deixa um buraco na { $line }
hint-brief-cost-no-merge = não junta nada
hint-brief-cost-smaller-merge = junta peças menores
hint-brief-cost-fewer-empty = deixa menos casas vazias
hint-brief-cost-in-middle = deixa a maior peça no meio
hint-brief-cost-tile-in-middle = deixa o { $value } no meio
hint-brief-cost-between = põe um { $small } entre peças maiores
hint-brief-cost-fills-line = enche a { $line }
hint-brief-cost-out-of-order = desordena a { $line }
hint-brief-cost-fewer-pairs = deixa menos pares para juntar
hint-brief-cost-puts-tile = põe um { $value } em { $cell }
hint-brief-cost-leaves-tile = deixa o { $value } em { $cell }
hint-brief-cost-empty-cell = deixa { $cell } vazia
hint-brief-cost-same-board = dá o mesmo tabuleiro
hint-brief-leaves-empty = { $count } vazias

# The coach's verdict on the last slide, in parts (each a sentence, so a
# line too wide for the terminal breaks between them): the engine's slide
# ($direction) and the player's own ($played); what the player's slide
# costs next to the engine's ($cost, in the hint's words for another
# slide's cost); how much worse it looks, when the search could tell.
coach-matched = Seu deslize foi a escolha do motor.
coach-differs = O motor preferia deslizar para { $direction ->
    [left] a esquerda
    [right] a direita
    [up] cima
   *[down] baixo
}, não para { $played ->
    [left] a esquerda
    [right] a direita
    [up] cima
   *[down] baixo
}.
coach-differs-cost = { $played ->
    [left] Deslizar para a esquerda
    [right] Deslizar para a direita
    [up] Deslizar para cima
   *[down] Deslizar para baixo
} { $cost }.
coach-shortfall = { $shortfall ->
    [as-good] O seu parece quase tão bom.
    [slightly] O seu parece um pouco pior.
    [clearly] O seu parece pior.
   *[much] O seu parece muito pior.
}
# Coach mode's short line after each slide: $cost is a short verb phrase
# about the player's slide ("o seu").
coach-matched-brief = Escolha do motor.
coach-differs-brief = Motor: { $direction ->
    [left] esquerda
    [right] direita
    [up] cima
   *[down] baixo
}, não { $played ->
    [left] esquerda
    [right] direita
    [up] cima
   *[down] baixo
}.
coach-differs-brief-cost = O seu { $cost }{ $shortfall ->
    [as-good] ; quase tão bom
    [slightly] ; um pouco pior
    [clearly] ; pior
    [much] ; muito pior
   *[unknown] {""}
}.
coach-no-slide = Ainda não há deslize para avaliar.
coach-on = Treinador ligado: uma avaliação após cada deslize.
coach-off = Treinador desligado.
powers-on = Peças como potências de dois: 10 é 1024.
powers-off = Peças como números.
coach-tally = Escolha do motor em { $matched } de { $judged } { $judged ->
    [one] deslize
   *[other] deslizes
}.
