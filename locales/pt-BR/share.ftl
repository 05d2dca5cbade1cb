# Um resultado para compartilhar e sua verificação (`share`, `verify`).
share-daily = jogo do dia { $date }
share-seed = jogo da semente { $seed }
share-score = pontuação: { $score }
share-highest = peça mais alta: { $tile }
share-moves = jogadas: { $moves }
share-undos = desfeitas: { $undos }
share-verified = verificado: cada jogada refeita
share-daily-stats = jogos diários: { $days ->
    [one] { $days } dia
   *[other] { $days } dias
}, recorde { $best }, sequência { $streak }, maior { $longest }

daily-date = { $day ->
    [1] 1º
   *[other] { $day }
} de { $month ->
    [1] janeiro
    [2] fevereiro
    [3] março
    [4] abril
    [5] maio
    [6] junho
    [7] julho
    [8] agosto
    [9] setembro
    [10] outubro
    [11] novembro
   *[12] dezembro
} de { $year }
daily-opening-unfinished = Jogo do dia { $date }, ainda não terminado.
daily-opening-finished = Jogo do dia { $date }, terminado com { $score } pontos.
daily-practice = Treino do dia: o resultado de hoje continua { $score } pontos.
daily-back = De volta ao seu jogo normal.
daily-final = Final: sem desfazer. Aperte 0 para o seu jogo.
daily-final-lines = Final: sem desfazer. Digite daily para o seu jogo.
daily-final-way = Aperte 0 para o seu jogo.
daily-final-way-lines = Digite daily para o seu jogo.
daily-not-here = Não há jogo do dia entre os quebra-cabeças tilt.
daily-left-unfinished = O jogo do dia { $date } fica sem terminar: o dia dele já passou.
daily-clock-before-1970 = O relógio está errado, marca antes de 1970: não há jogo do dia.
daily-clock-after-9999 = O relógio está errado, marca depois do ano 9999: não há jogo do dia.
share-written = Pontuação { $score }, salva para compartilhar na pasta de dados.
share-daily-written = Resultado na pasta de dados.
share-not-written = Não foi possível gravar o texto para compartilhar na pasta de dados.
share-no-dir = Sem pasta de dados: o texto para compartilhar não pode ser escrito.
share-no-record = Não dá para compartilhar: jogos de --board e quebra-cabeças tilt não têm código.
share-record-lost = Jogo impossível de compartilhar: o registro dele não pôde ser lido.
share-too-long = Este jogo é longo demais para compartilhar.
