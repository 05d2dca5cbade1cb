# Ajuda: uma linha por mensagem, lidas em ordem. As teclas são as mesmas em
# todos os idiomas; os comandos digitados ficam em inglês e são explicados.

help-keys-1 = As setas movem o cursor e dizem a casa.
help-keys-2 = Shift com uma seta desliza as peças; J, L, I e K também deslizam para a esquerda, a direita, cima e baixo.
help-keys-3 = S diz a pontuação e as jogadas.
help-keys-4 = Enter diz a casa, R a linha, C a coluna, B o tabuleiro inteiro.
help-keys-5 = E diz as casas vazias, M a maior peça, A o recorde, P a posição.
help-keys-6 = U desfaz uma jogada. G dá uma dica.
help-keys-7 = F procura o par da peça sob o cursor. Espaço repete a última resposta.
help-keys-8 = V liga ou desliga a voz; mais e menos mudam a velocidade.
help-keys-9 = N começa um novo jogo, Q ou Esc sai, H ou F1 repete esta ajuda.
help-lines-1 = Deslizar: left, right, up, down, ou seja esquerda, direita, cima, baixo (ou slide left).
help-lines-2 = Cursor: cursor left, cursor right, cursor up, cursor down, ou go B3 para ir a uma casa.
help-lines-3 = Ler: cell a casa, row a linha, column a coluna, board o tabuleiro.
help-lines-4 = Ler: empty as casas vazias, highest a maior peça, score a pontuação.
help-lines-5 = Ler: best o recorde, position a posição, repeat a última frase.
help-lines-6 = Também: undo desfaz, hint dá uma dica, partner procura o par.
help-lines-7 = speech on e speech off ligam e desligam a voz, rate 70 muda a velocidade.
help-lines-8 = new começa um novo jogo, quit sai, help repete esta ajuda.
help-keys-silence = Ponto cala a voz na hora.
help-lines-silence = silence (ou hush) cala a voz na hora.
help-keys-sound = D liga ou desliga o som; [ e ] mudam o volume; # liga ou desliga a música.
help-keys-listen = Barra invertida toca a linha em tons, apóstrofo a coluna, ponto e vírgula o tabuleiro.
help-lines-listen = listen, listen column, listen board: a linha, a coluna ou o tabuleiro em tons.
help-lines-sound = sound on, sound off, volume 60, music on, music off, music volume 30.
