# Ajuda: páginas curtas, primeiro o que quem começa precisa; uma linha por
# mensagem, lidas em ordem, com menos de 80 colunas. As teclas aparecem como
# no teclado; se a voz não diz o símbolo, o nome vem ao lado entre
# parênteses: "[ (abre colchete)". Os comandos digitados ficam em inglês e
# são explicados.

# Onde fica A1: na primeira página de ajuda e no tutorial.
help-where-a1 = A1 fica no alto à esquerda; a letra dá a coluna, o número a linha.

# Teclas, página por página.
help-keys-start = Shift e seta desliza, as setas movem o cursor.
help-keys-tutorial = 8 começa um tutorial curto.
help-keys-most = U desfaz, G dica, E: vazias, O: diz quais, N jogo novo.
help-keys-jlik = J, L, I, K também deslizam: esquerda, direita, cima, baixo.
help-keys-read = Enter diz a casa, R diz a linha, C a coluna, B o tabuleiro.
help-keys-again = Espaço repete, X diz a última jogada inteira, W muda o detalhe.
help-keys-find = M diz a maior peça, Z vai até ela, T até a mais nova.
help-keys-records = F procura o par de uma peça. Tecla A: recorde. P: posição.
help-keys-numbers = 1 conta as peças, 2 as vazias do cursor, 3 a próxima junção.
help-keys-coach = 4 avalia seu último deslize, 5 avalia cada deslize.
help-keys-learn = 6 resume seus jogos, 7 ensina os sons.
help-keys-speech = V liga ou desliga a voz, + e - (menos) a velocidade, . (ponto) cala a voz.
help-keys-sound = D liga ou desliga o som, # (cerquilha) a música. Esc também sai.
help-keys-volume = [ (abre colchete) abaixa o som, ] (fecha colchete) aumenta.
help-keys-tones = Em tons: \ (barra invertida) a linha, ' (apóstrofo) a coluna.
help-keys-tones-board = ; (ponto e vírgula) toca o tabuleiro inteiro em tons.
help-keys-braille = 9 mostra o tabuleiro na linha braille, uma cela por peça.
help-keys-powers = ^ (circunflexo) diz as peças como potências de dois: 10 para 1024.
help-keys-more = H: mais.
help-keys-end = Fim da ajuda; H ou F1 começa de novo.

# Modo de linhas, página por página.
help-lines-start = Deslizar: left esquerda, right direita, up cima, down baixo.
help-lines-tutorial = tutorial: jogo guiado curto.
help-lines-cursor = Mover: cursor left, cursor right, cursor up, cursor down; ir: go B3.
help-lines-read = Ler: cell a casa, row a linha, column a coluna, board o tabuleiro.
help-lines-also = score pontos, best recorde, position posição, undo desfaz, hint dica.
help-lines-again = repeat repete, last a última jogada; newest a mais nova, top tile a maior.
help-lines-verbosity = verbosity muda o detalhe; verbosity brief, normal ou full o fixa.
help-lines-coach = coach avalia seu último deslize; coach on, coach off: após cada um.
help-lines-speech = Voz: speech on, speech off, rate 70, silence (ou hush).
help-lines-sound = sound on, sound off, volume 60, music on, music off, music volume 30.
help-lines-listen = listen, listen column, listen board: linha, coluna ou tabuleiro em tons.
help-lines-empties = empty conta as vazias, empties diz quais; highest a maior; partner o par.
help-lines-counts = counts, lines, merge: peças por valor, vazias do cursor, a próxima junção.
help-lines-game = stats seus jogos, sounds os sons, new jogo novo, quit sai.
help-lines-braille = Braille: braille on, braille off; board line mostra o tabuleiro na linha.
help-lines-powers = powers on, powers off: peças como potências de dois, 10 para 1024.
help-lines-more = help: mais.
help-lines-end = Fim da ajuda; help começa de novo.
help-keys-daily = 0: o jogo do dia, igual para todos. 0 de novo: seu jogo.
help-keys-share = / (barra): seu resultado, num arquivo para compartilhar.
help-lines-daily = daily o jogo do dia, o mesmo para todos. daily de novo: volta ao seu jogo.
help-lines-share = share seu resultado, num arquivo para compartilhar.

# Help in topics: the first page names them. The last page holds the keys
# a player needs when speech goes wrong.
help-keys-first = S pontos, Q sai.
help-keys-topics = H e 1 a 5: ajustes, braille, diário, reprodução, lições.
help-keys-sound-basic = D liga ou desliga o som.
help-lines-first = score pontos, board tabuleiro, quit sai.
help-lines-topics = help settings, braille, daily, replay, lessons.
help-lines-sound-basic = Som: sound on, sound off.
