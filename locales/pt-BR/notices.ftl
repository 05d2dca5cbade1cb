# Avisos sobre o ambiente do jogo: idioma, jogos salvos.

language-fallback = O idioma { $requested } não está disponível; o jogo segue em inglês.
# The hint engine's trained network (a file beside the game or in its data
# directory) is damaged: said once; the hints go on without it.
network-refused = Não foi possível ler a rede das dicas; as dicas usam as regras ajustadas à mão.
# There is not enough memory to hold the hint engine's trained network:
# said once; the hints go on without it.
network-out-of-memory = Não há memória suficiente para a rede das dicas; as dicas usam as regras ajustadas à mão.
speech-again-keys = V liga a voz de novo.
speech-again-lines = Digite speech on para ligá-la de novo.

## Jogos salvos e o recorde

save-set-aside = Não deu para usar o jogo salvo ({ $reason }); ele foi guardado como { $file }. Começando um novo jogo.
best-set-aside = Não deu para ler o recorde ({ $reason }); ele foi guardado como { $file }.
# Os motivos valem para o jogo salvo e para o recorde: o sujeito é o arquivo.
save-reason-unreadable = o sistema deu um erro ao lê-lo
save-reason-folder = é uma pasta, não um arquivo
save-reason-not-a-file = não é um arquivo comum
save-reason-no-permission = não há permissão para lê-lo
save-reason-damaged = o arquivo está danificado
save-reason-newer = o arquivo vem de uma versão mais nova do jogo
save-unavailable = Não é possível salvar o progresso ({ $detail }); o jogo segue sem salvar.

save-left-in-place = Não deu para usar o jogo salvo ({ $reason }), e ele fica onde está; este jogo não será salvo.
best-left-in-place = Não deu para ler o recorde ({ $reason }); os novos recordes não serão guardados.
daily-results-set-aside = Não deu para ler os resultados diários ({ $reason }); eles ficam guardados como { $file }, e um arquivo novo guarda este dia.
daily-results-left-in-place = Não deu para ler os resultados diários ({ $reason }); eles ficam como estão, e o resultado do dia não é guardado.
kept-game-set-aside = Não deu para ler um jogo guardado ({ $reason }); ele foi guardado como { $file }.
kept-game-left-in-place = Não deu para ler um jogo guardado ({ $reason }); ele fica como está e é deixado de lado.
save-record-set-aside = Não deu para ler o registro do jogo salvo ({ $reason }); o arquivo como estava foi guardado como { $file }. O jogo continua, mas não pode ser compartilhado.
save-record-unkept = Não deu para ler o registro do jogo salvo ({ $reason }); o jogo continua, mas não pode ser compartilhado.
save-reason-empty = o arquivo está vazio
save-reason-truncated = o arquivo está cortado
save-reason-too-large = o arquivo é grande demais
save-reason-corrupt = o arquivo está danificado: { $detail }
save-problem-no-dir = não há pasta de dados
save-problem-create = não dá para criar { $path }
save-problem-write = não dá para gravar em { $path }
save-problem-set-aside = não dá para separar { $path }
save-problem-remove = não dá para apagar { $path }
save-problem-in-use = outro jogo está usando { $path }
save-problem-lock = não dá para bloquear { $path }
save-problem-too-large = { $path } ficaria grande demais para ser lido de novo
save-unsynced = O progresso ainda não está seguro no disco ({ $detail }); o jogo segue.
save-resumed = O progresso volta a ser salvo.
save-lost-moves = As últimas jogadas não puderam ser salvas; na próxima vez, a partida volta { $moves ->
    [0] do começo
   *[other] na jogada { $moves }
}.
save-lost-game = Esta partida não pôde ser salva.
save-lost-records = O recorde e as estatísticas não puderam ser salvos ({ $detail }).
save-not-safe = As últimas jogadas ainda não estão seguras no disco ({ $detail }).
save-problem-sync = não deu para confirmar a gravação de { $path }

## Preferências (settings.toml)

settings-set-aside = O arquivo de preferências não pôde ser usado ({ $reason }); ele foi guardado como { $file }. O jogo começa com as preferências padrão.
settings-left-in-place = O arquivo de preferências não pôde ser usado ({ $reason }) e fica onde está; o jogo começa com as preferências padrão e as mudanças não serão salvas.
settings-unsaved = As preferências não podem ser salvas ({ $detail }); as mudanças valem só para este jogo.
settings-problem-no-dir = não há pasta de configuração

## O que está errado dentro de um arquivo danificado ($detail de save-reason-corrupt).
## $field é um nome no arquivo e fica como está; $line, um número de linha.

damage-syntax-at = o texto está malformado na linha { $line }
damage-syntax = o texto está malformado
damage-missing = falta { $field }
damage-wrong-value = { $field } tem um valor do tipo errado ou fora do intervalo
damage-no-tiles = { $field } não tem peças
damage-out-of-order = { $field } não combina com as jogadas de antes e de depois
damage-cannot-continue = { $field } indica um jogo que esta versão não pode continuar
damage-content = o conteúdo não é o que o jogo espera
damage-more-won = mais jogos ganhos do que jogados
damage-more-reached = mais jogos chegaram a uma peça do que foram jogados
damage-more-scores = mais pontuações do que jogos jogados
damage-more-results = mais resultados do que jogos jogados
