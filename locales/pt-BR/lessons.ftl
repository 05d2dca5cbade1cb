# Aprender os sons (tecla 7, sounds, --practice-sounds) e o tutorial
# (tutorial, --tutorial). As palavras digitadas ficam em inglês.

lesson-back = De volta ao seu jogo.
lesson-back-replay = De volta à reprodução.

sounds-start = Aprenda os sons: { $count } sons.
sounds-keys = Direita: próximo, esquerda: anterior, 7: de novo, Q: sair.
sounds-lines = Enter: próximo som. Ou digite back, again ou quit.
sounds-off-keys = O som está desligado: D liga o som.
sounds-off-lines = O som está desligado: digite sound on para ouvir.
sounds-none = Sem som aqui: só palavras.
sounds-number = { $number } de { $count }.
sounds-done = Esses foram todos os sons.
sounds-left = Sons encerrados.

sound-cursor-empty = Tom redondo: o cursor numa casa vazia; o lado é a coluna, a altura é a linha.
sound-cursor-tile = Sininho: o cursor numa peça, aqui embaixo à direita: à direita e grave.
sound-edge = Batida grave daquele lado: o cursor está na borda.
sound-slide = Sopro curto no sentido do deslize: as peças deslizam.
sound-merge = Sinos depois do sopro: junções, mais agudas para peças maiores.
sound-new-tile = Beliscada: a peça nova, posta pela coluna, afinada pela linha.
sound-new-four = Duas beliscadas: a peça nova é um 4.
sound-nothing-moved = Duas notas graves descendo: nada se moveu.
sound-undo = Sino descendo: uma jogada desfeita.
sound-won = Arpejo subindo: chegou a 2048.
sound-game-over = Três notas lentas descendo: fim de jogo.
sound-tones = Tons: uma linha, um por casa, mais agudo para peças maiores, um clique se vazia.

tutorial-start = Tutorial de { $steps } passos.
tutorial-leave-keys = Q sai do tutorial.
tutorial-leave-lines = Digite quit para sair.
tutorial-board = Tabuleiro de treino: { $tiles }.
tutorial-good = Muito bem.
tutorial-not-yet = Ainda não.
tutorial-cursor-keys = Mova o cursor: pressione uma seta.
tutorial-cursor-lines = Mova o cursor: digite cursor right.
tutorial-row-keys = Leia a linha do cursor: pressione R.
tutorial-row-lines = Leia a linha do cursor: digite row.
tutorial-slide-keys = Deslize as peças para cima: Shift e seta para cima, ou I.
tutorial-slide-lines = Deslize as peças para cima: digite up.
tutorial-merge-keys = Deslize para a esquerda para juntar os dois 2: Shift e seta esquerda, ou J.
tutorial-merge-lines = Deslize para a esquerda para juntar os dois 2: digite left.
tutorial-listen = Ouça a junção, depois a peça nova.
tutorial-undo-keys = Desfaça essa jogada: pressione U.
tutorial-undo-lines = Desfaça essa jogada: digite undo.
tutorial-hint-keys = Peça uma dica ao motor: pressione G.
tutorial-hint-lines = Peça uma dica ao motor: digite hint.
tutorial-done-keys = Tutorial concluído. H diz todas as teclas, 7 ensina os sons.
tutorial-done-lines = Tutorial concluído. Digite help para os comandos, sounds para os sons.
tutorial-left = Tutorial encerrado.
tutorial-offer-keys = Primeira vez? Pressione Y para um tutorial curto.
tutorial-offer-lines = Primeira vez? Digite tutorial para um jogo guiado curto.
