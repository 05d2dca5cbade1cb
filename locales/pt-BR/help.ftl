# Ajuda: páginas curtas, primeiro o que quem começa precisa; uma linha por
# mensagem, lidas em ordem, com menos de 80 colunas. As teclas aparecem como
# no teclado; se a voz não diz o símbolo, o nome vem ao lado entre
# parênteses: "[ (abre colchete)". Os comandos digitados ficam em inglês e
# são explicados.
# Uma tecla que digita um caractere é um argumento com o nome do seu
# comando na tabela de comandos (`{ $partner }` é F): a tabela o preenche.

# Onde fica A1: na primeira página de ajuda e no tutorial.
help-where-a1 = A1 fica no alto à esquerda; a letra dá a coluna, o número a linha.

# Teclas, página por página.
help-keys-start = Shift e seta desliza, as setas movem o cursor.
help-keys-tutorial = { $tutorial } começa um tutorial curto.
help-keys-most = { $undo } desfaz, { $hint } dica, { $empty-count }: vazias, { $empty-cells }: diz quais, { $new-game } jogo novo.
help-keys-jlik = { $slide-left }, { $slide-right }, { $slide-up }, { $slide-down } também deslizam: esquerda, direita, cima, baixo.
help-keys-read = Enter diz a casa, { $row } diz a linha, { $column } a coluna, { $board } o tabuleiro.
help-keys-again = Espaço repete, { $last-move } diz a última jogada inteira, { $next-verbosity } muda o detalhe.
help-keys-find = { $highest } diz a maior peça, { $top-tile } vai até ela, { $newest } até a mais nova.
help-keys-records = { $partner } procura o par de uma peça. Tecla { $best }: recorde. { $position }: posição.
help-keys-numbers = { $tile-counts } conta as peças, { $line-empties } as vazias do cursor, { $next-merge } a próxima junção.
help-keys-coach = { $coach } avalia seu último deslize, { $coach-mode } avalia cada deslize.
help-keys-learn = { $statistics } resume seus jogos, { $sounds } ensina os sons.
help-keys-speech = { $speech } liga ou desliga a voz, { $faster } e { $slower } (menos) a velocidade, { $silence } (ponto) cala a voz.
help-keys-sound = { $sound } liga ou desliga o som, { $music } (cerquilha) a música. Esc também sai.
help-keys-volume = { $softer } (abre colchete) abaixa o som, { $louder } (fecha colchete) aumenta.
help-keys-tones = Em tons: { $listen-row } (barra invertida) a linha, { $listen-column } (apóstrofo) a coluna.
help-keys-tones-board = { $listen-board } (ponto e vírgula) toca o tabuleiro inteiro em tons.
help-keys-braille = { $board-line } mostra o tabuleiro na linha braille, uma cela por peça.
help-keys-powers = { $powers } (circunflexo) diz as peças como potências de dois: 10 para 1024.
help-keys-more = { $help }: mais.
help-keys-end = Fim da ajuda; { $help } ou F1 começa de novo.

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
help-keys-daily = { $daily }: o jogo do dia, igual para todos. { $daily } de novo: seu jogo.
help-keys-share = { $share } (barra): seu resultado, num arquivo para compartilhar.
help-lines-daily = daily o jogo do dia, o mesmo para todos. daily de novo: volta ao seu jogo.
help-lines-share = share seu resultado, num arquivo para compartilhar.

# Help in topics: the first page names them. The last page holds the keys
# a player needs when speech goes wrong.
help-keys-first = { $score } pontos, { $quit } sai.
help-keys-topics = { $help } e 1 a 5: ajustes, braille, diário, reprodução, lições.
help-keys-sound-basic = { $sound } liga ou desliga o som.
help-lines-first = score pontos, board tabuleiro, quit sai.
help-lines-topics = help settings, braille, daily, replay, lessons.
help-lines-sound-basic = Som: sound on, sound off.
