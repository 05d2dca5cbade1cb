# Por que `share`, `verify` ou `replay` recusa: uma linha cada.
code-empty = o código está vazio
code-not-a-code = não é um código: um código é uma palavra de letras e algarismos que começa com 2048
code-unknown-version = versão de código { $version } desconhecida: este jogo lê a versão { $known } (um jogo mais novo poderá lê-la)
code-damaged = o código está danificado: seu valor de verificação não confere (uma letra trocada, faltando ou repetida)
code-too-long = o código é longo demais: mais de { $chars } caracteres
code-impossible = o código está danificado: jogada impossível na jogada { $move }
code-hollow = o código está danificado: ele diz ter mais jogadas do que contém
verify-claim = a linha "{ $line }" não é uma que o jogo escreve para este resultado: remova-a, ou verifique só o código com accessible-2048 verify CODE
verify-not-daily-rules = não jogado com as regras do dia: este código tem { $rules }; um jogo do dia tem { $daily }
verify-not-yet-played = o jogo do dia { $date } ainda não foi jogado: hoje é { $today } (UTC)
verify-input-too-long = o texto é longo demais: mais de 4 MiB
verify-no-input = dê o código (ou o texto compartilhado) como argumento, ou na entrada padrão
verify-unreadable-input = não foi possível ler o código da entrada padrão: { $error }
replay-no-code = dê o código (ou o texto compartilhado) a rever, ou --last para o seu último jogo
replay-none-kept = ainda não há jogo terminado para rever: termine ou deixe antes um jogo com semente
replay-bad-last = --last { $number } inválido: os jogos terminados guardados são numerados de 1 (o mais recente) a { $kept }
share-none-finished = ainda não há jogo terminado para compartilhar
share-no-daily = ainda não há jogo do dia { $date } para compartilhar: accessible-2048 daily o começa
# The day's result was kept by a daily game whose saved record could not be read: no code to share
share-daily-record-lost = o jogo do dia { $date } terminou com { $score } pontos, mas seu registro se perdeu: não pode ser compartilhado
share-no-code = este jogo não pode ser compartilhado: suas jogadas não se repetem a partir da semente

# The argument parser's refusals (clap's error kinds), one line each.
arg-unknown = argumento inesperado '{ $arg }'
arg-unknown-subcommand = subcomando desconhecido '{ $arg }'
arg-missing-value = '{ $arg }' precisa de um valor, e nenhum foi dado
arg-invalid-value = valor inválido '{ $value }' para '{ $arg }'
arg-invalid-value-why = valor inválido '{ $value }' para '{ $arg }': { $why }
arg-invalid-value-one-of = valor inválido '{ $value }' para '{ $arg }' [valores possíveis: { $valid }]
arg-conflict = o argumento '{ $arg }' não pode ser usado com '{ $prior }'
arg-twice = o argumento '{ $arg }' não pode ser dado mais de uma vez
arg-unexpected-value = valor inesperado '{ $value }' para '{ $arg }': não aceita mais nenhum
arg-missing = faltam argumentos obrigatórios: { $arg }
arg-missing-subcommand = falta um subcomando
arg-not-utf8 = um argumento não é UTF-8 válido
arg-see-help = (veja --help)
