# Um resultado para compartilhar e sua verificação (`share`, `verify`).
share-daily = jogo do dia { $date }
share-seed = jogo da semente { $seed }
share-score = pontuação: { $score }
share-highest = peça mais alta: { $tile }
share-moves = jogadas: { $moves }
share-undos = desfeitas: { $undos }
share-verified = verificado: cada jogada refeita
share-daily-stats = jogos diários: { $days } dias, recorde { $best }, sequência { $streak }, maior { $longest }
