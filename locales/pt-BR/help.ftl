# Ajuda: uma linha por mensagem, lidas em ordem, com menos de 80 colunas. As
# teclas são as mesmas em todos os idiomas; os comandos digitados ficam em
# inglês e são explicados.

help-keys-1 = As setas movem o cursor e dizem a casa.
help-keys-2 = Shift com uma seta desliza as peças.
help-keys-3 = J, L, I e K também deslizam para a esquerda, a direita, cima e baixo.
help-keys-readers = Leitor de tela usa Shift e seta, F1, Esc? J L I K deslizam, H ajuda, Q sai.
help-keys-4 = S diz a pontuação e as jogadas.
help-keys-5 = Enter diz a casa, R diz a linha, C a coluna, B o tabuleiro inteiro.
help-keys-6 = E: conta as casas vazias; O: diz quais são.
help-keys-7 = M diz a maior peça, Z leva o cursor até ela, T até a mais nova.
help-keys-8 = A tecla A diz o recorde, P a posição.
help-keys-9 = U desfaz uma jogada, X repete a última inteira, G dá uma dica.
help-keys-10 = F procura o par da peça sob o cursor.
help-keys-11 = Espaço repete a última resposta. W alterna entre breve, normal e completo.
help-keys-12 = V liga ou desliga a voz; mais e menos mudam a velocidade.
help-keys-13 = N começa um novo jogo, Q ou Esc sai, H ou F1 repete esta ajuda.
help-lines-1 = Deslizar: left, right, up, down, ou seja esquerda, direita, cima, baixo.
help-lines-2 = Mover: cursor left, cursor right, cursor up, cursor down.
help-lines-3 = Ir a uma casa: go B3. Ir a uma peça: newest a mais nova, top tile a maior.
help-lines-4 = Ler: cell a casa, row a linha, column a coluna, board o tabuleiro.
help-lines-5 = Ler: empty conta as vazias, empties diz quais são, highest a maior peça.
help-lines-6 = Ler: score a pontuação, best o recorde, position a posição.
help-lines-7 = Repetir: repeat a última frase, last a última jogada inteira.
help-lines-8 = Também: undo desfaz, hint dá uma dica, partner procura o par.
help-lines-9 = verbosity muda o detalhe; verbosity brief, normal ou full o fixa.
help-lines-10 = speech on e speech off ligam e desligam a voz, rate 70 muda a velocidade.
help-lines-11 = new começa um novo jogo, quit sai, help repete esta ajuda.
help-keys-silence = Ponto cala a voz na hora.
help-lines-silence = silence (ou hush) cala a voz na hora.
help-keys-sound = D liga ou desliga o som; [ e ] mudam o volume.
help-keys-music = # liga ou desliga a música de fundo.
help-keys-listen = Barra invertida toca a linha, apóstrofo a coluna, ponto e vírgula o tabuleiro.
help-lines-listen = listen, listen column, listen board: a linha, a coluna ou o tabuleiro em tons.
help-lines-sound = sound on, sound off, volume 60, music on, music off, music volume 30.

help-keys-first-1 = Shift e seta desliza, setas: cursor.
help-keys-first-2 = U desfaz, G dica, B tabuleiro, S pontos, E: vazias.
help-keys-first-3 = X última, W detalhe, Q sai.
help-keys-more = H de novo: mais.
help-lines-more = help de novo: mais.
help-keys-summary = Tecla 1 conta as peças, 2 as vazias da sua linha e coluna, 3 a próxima junção.
help-lines-summary = counts, lines, merge: peças por valor, vazias do cursor, a próxima junção.

# Learning the sounds and the tutorial.
help-keys-learn = 7 ensina os sons, 8 começa um tutorial curto.
help-lines-learn = sounds: aprender os sons; tutorial: um jogo guiado curto.
help-keys-stats = 6 resume seus jogos neste tabuleiro: jogados, vencidos, recorde, mediana.
help-lines-stats = stats: seus jogos neste tabuleiro: jogados, vencidos, recorde, mediana.
help-keys-coach = 4: se seu último deslize foi a escolha do motor, e se não, por quê.
help-keys-coach-mode = 5 liga ou desliga o treinador: uma avaliação após cada deslize.
help-lines-coach = coach: se seu último deslize foi a escolha do motor, e se não, por quê.
help-lines-coach-mode = coach on, coach off: uma avaliação após cada deslize, ou nenhuma.
