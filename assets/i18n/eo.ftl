# Esperanto: the game's words. The same messages and values as en.ftl;
# values picked by $side are "black" or "white".

## La komenca ekrano
menu-title = Reversi
menu-choose = Elektu ludon
menu-level = AI-nivelo { $number } – { $name }
menu-level-description = { $description } (maksimume { $seconds } s por movo)
menu-language = Lingvo
language-name = { $language }

mode-black = Vi (Nigro) kontraŭ AI
mode-white = Vi (Blanko) kontraŭ AI
mode-two-players = Du ludantoj
mode-ai-vs-ai = AI kontraŭ AI

level-1-name = Komencanto
level-1-description = Rigardas unu movon antaŭen kaj ofte misjuĝas ĝin
level-2-name = Novulo
level-2-description = Du movojn antaŭen, kun oftaj eraroj
level-3-name = Hobiisto
level-3-description = Tri movojn antaŭen, foje senatenta
level-4-name = Klubano
level-4-description = Kvar movojn antaŭen, malofte senatenta
level-5-name = Lertulo
level-5-description = Kvin movojn antaŭen; senerara en la lastaj 10 movoj
level-6-name = Fortulo
level-6-description = Ses movojn antaŭen; senerara en la lastaj 12 movoj
level-7-name = Spertulo
level-7-description = Dek movojn antaŭen; senerara en la lastaj 14 movoj
level-8-name = Majstro
level-8-description = Dek tri movojn antaŭen; senerara en la lastaj 16 movoj
level-9-name = Ĉefmajstro
level-9-description = Dek ok movojn antaŭen; senerara en la lastaj 18 movoj
level-10-name = Ĉampiono
level-10-description = La plej profunda serĉo; senerara en la lastaj 20 movoj

## Butonoj
button-continue = Daŭrigi
button-new-game = Nova ludo
button-settings = Agordoj
button-rematch = Revanĉo
button-undo = Malfari
button-redo = Refari
button-hints = Helpoj
button-share = Kunhavigi
button-copy = Kopii
button-analyse = Analizi
button-done = Preta
button-change = Ŝanĝi
button-save = Konservi…
button-open = Malfermi…
button-level-down = ←
button-level-up = →
button-quieter = −
button-louder = +
button-smaller = A−
button-larger = A+
name-level-down = Pli malforta AI-nivelo
name-level-up = Pli forta AI-nivelo
name-quieter = Pli mallaŭte
name-louder = Pli laŭte
name-smaller = Pli malgranda interfaco
name-larger = Pli granda interfaco

## Apud la tabulo
side = { $side ->
    [black] Nigro
   *[white] Blanko
}
hud-count = { $side ->
    [black] Nigro
   *[white] Blanko
} { $count }
discs = { $count ->
    [one] { $count } disko
   *[other] { $count } diskoj
}
hud-supply = { $count ->
    [one] restas { $count } disko
   *[other] restas { $count } diskoj
}
move-pass = paso
status-counting = Kalkulante… Nigro { $black } · Blanko { $white }
status-game-over = Fino de la ludo · Revanĉo aŭ nova ludo
status-thinking = { $side ->
    [black] Nigro
   *[white] Blanko
}: AI-nivelo { $number } ({ $name }) pensas…
status-must-pass = { $side ->
    [black] Nigro
   *[white] Blanko
} devas pasi
status-review-waiting = Movo { $ply } el { $total } · { $side ->
    [black] Nigro
   *[white] Blanko
} movas · End revenas al la lasta movo
status-review = Movo { $ply } el { $total } · { $side ->
    [black] Nigro
   *[white] Blanko
} movas: daŭrigu de ĉi tie, aŭ End
status-to-move-mode = { $side ->
    [black] Nigro
   *[white] Blanko
} movas · { $mode }
status-to-move = { $side ->
    [black] Nigro
   *[white] Blanko
} movas
result-win = { $side ->
    [black] Nigro venkas
   *[white] Blanko venkas
} { $high }–{ $low }
result-draw = Egalludo { $high }–{ $low }
score-win = venko
score-loss = malvenko
score-draw = egalo

## Mesaĝoj supre
banner-nothing-to-undo = Nenio por malfari
banner-nothing-to-redo = Nenio por refari
banner-replace = { $move } ĉi tie anstataŭas { $count ->
    [one] la postan movon
   *[other] la { $count } postajn movojn
}: ludu ĝin denove por konfirmi, aŭ premu End
banner-occupied = { $square } jam estas okupita: provu markitan kvadraton
banner-no-flips = { $square } ĉirkaŭas neniun diskon: provu markitan kvadraton
banner-pass = { $side ->
    [black] Nigro ne povas movi – Blanko ludas denove
   *[white] Blanko ne povas movi – Nigro ludas denove
}
banner-ai-problem = La AI renkontis problemon kaj ludis pli simplan movon

## Ludoj kopiitaj, algluitaj, konservitaj kaj malfermitaj
record-opened = Malfermis { $moves ->
    [0] pozicion
    [one] ludon de { $moves } movo
   *[other] ludon de { $moves } movoj
}
record-pasted = Algluis { $moves ->
    [0] pozicion
    [one] ludon de { $moves } movo
   *[other] ludon de { $moves } movoj
}
record-nothing-opened = Nenio malfermita: { $reason }
record-nothing-pasted = Nenio algluita: { $reason }
record-cannot-open = Ne eblas malfermi { $file }: { $reason }
record-copied-moves = Kopiis la movojn
record-copied-board = Kopiis la tabulon
record-copied-game = Kopiis la ludon (GGF)
record-copied-link = Kopiis la ligilon de la ludo
record-nothing-copied = Nenio kopiita: { $reason }
error-empty = neniuj movoj en ĝi (movoj aspektas kiel f5d6c3)
error-unreadable = “{ $text }” ne estas movo (kvadrato de a1 ĝis h8, aŭ PA por paso)
error-illegal = movo { $number } ({ $move }) ne estas permesata tie
error-after-end = movo { $number } ({ $move }) venas post la fino de la ludo
error-board-length = tabulo havas 64 kvadratojn, ĉi tiu { $count }
error-board-square = { $square } enhavas “{ $found }”: kvadrato estas X aŭ * (nigra), O (blanka), - aŭ . (malplena)
error-board-side = mankas, kiu movas (X aŭ O), post la 64 kvadratoj
error-board-trailing = “{ $text }” sekvas tiun, kiu movas
error-ggf = ĝi ne estas tuta GGF-ludo
error-ggf-move = GGF-movo { $number } ({ $move }) ne ludeblas tie
file-saved = Konservis { $file }
file-nothing-saved = Nenio konservita: { $reason }
file-not-a-file = { $file } ne estas dosiero
file-dialog-busy = Dosiera dialogo jam estas malfermita
file-no-dialog = Neniu dosiera dialogo: { $reason }
dialog-save = Konservi la ludon
dialog-open = Malfermi ludon
dialog-games = Otelaj ludoj (GGF)
dialog-records = Movlistoj kaj tabuloj
dialog-all = Ĉiuj dosieroj
save-damaged-kept = La konservita ludo ne legeblis ({ $reason }); ĝi restas kiel { $file }.
save-damaged-lost = La konservita ludo ne legeblis ({ $reason }); ĝi ne povis esti flankenmetita: { $error }.

## Agordoj
settings-title = Agordoj
settings-graphics = Grafiko
settings-animations = Animacioj
settings-volume = Laŭteco
settings-hints = Helpoj
settings-evaluation = Taksado
settings-game-file = Luddosiero
settings-language = Lingvo
settings-motion = Moviĝo
settings-ui-scale = Grandeco de la interfaco
motion-full = Plena
motion-reduced = Malpliigita
motion-system = { $value } (de la sistemo)
value-on = Ŝaltita
value-off = Malŝaltita
language-system = { $language } (de la sistemo)
speed-slow = Malrapidaj
speed-normal = Normalaj
speed-fast = Rapidaj
speed-off = Neniuj
graphics-auto = Aŭtomata
graphics-low = Malalta
graphics-medium = Meza
graphics-high = Alta

## Analizo
analysis-title = Analizo
analysis-stopped = La analizo haltis: { $reason }. Analizi provas denove.
analysis-summary = Nigro fordonis { $black ->
    [one] { $black } diskon
   *[other] { $black } diskojn
}, Blanko { $white } (profundo { $depth }, ekzakte ekde { $empties } malplenaj kvadratoj)
analysis-progress = Analizante… { $done } el { $total } movoj
analysis-worst = { $side ->
    [black] La plej malbonaj movoj de Nigro
   *[white] La plej malbonaj movoj de Blanko
}
analysis-none-best = neniu: ĉiu movo estis la plej bona
analysis-none-yet = ankoraŭ neniu
analysis-mistake = { $ply }. { $move } −{ $loss } ({ $best } estis plej bona)

## Por ekranlegilo
announce-move = { $side ->
    [black] Nigro
   *[white] Blanko
} { $square }, { $flips ->
    [one] turnas { $flips } diskon
   *[other] turnas { $flips } diskojn
}{ $handed ->
    [yes] , per disko transdonita
   *[no] {""}
}.
announce-square = { $square }, { $state ->
    [black] nigra disko
    [white] blanka disko
   *[empty] { $flips ->
        [0] malplena
       *[other] malplena, permesata, turnas { $flips }
    }
}
announce-result = Fino de la ludo: { $result }.
