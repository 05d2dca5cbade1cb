# Ajuda: uma linha por mensagem, lidas em ordem. As teclas são as mesmas em
# todos os idiomas; os comandos digitados ficam em inglês e são explicados.

help-keys-1 = As setas movem o cursor e dizem a casa. Shift com uma seta desliza as peças; J, L, I e K também deslizam para a esquerda, a direita, cima e baixo.
help-keys-2 = S diz a pontuação e as jogadas. Enter diz a casa, R a linha, C a coluna, B o tabuleiro inteiro, E as casas vazias, M a maior peça, A o recorde, P a posição.
help-keys-3 = U desfaz uma jogada. G dá uma dica. F procura o par da peça sob o cursor. Espaço repete a última frase.
help-keys-4 = V liga ou desliga a voz; mais e menos mudam a velocidade. N começa um novo jogo, Q ou Esc sai, H ou F1 repete esta ajuda.
help-lines-1 = Deslizar: left, right, up, down, ou seja esquerda, direita, cima, baixo (ou slide left). Cursor: cursor left, cursor right, cursor up, cursor down, ou go B3 para ir a uma casa.
help-lines-2 = Ler: cell a casa, row a linha, column a coluna, board o tabuleiro, empty as casas vazias, highest a maior peça, score a pontuação, best o recorde, position a posição, repeat a última frase.
help-lines-3 = Também: undo desfaz, hint dá uma dica, partner procura o par, speech on e speech off ligam e desligam a voz, rate 70 muda a velocidade, new começa um novo jogo, quit sai, help repete esta ajuda.
