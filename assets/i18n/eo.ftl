# Esperanto: the game's words. The same messages and values as en.ftl;
# values picked by $side are "black" or "white".

## La komenca ekrano
menu-title = Reversi
menu-choose = Elektu ludon
menu-level = AI-nivelo { $number } – { $name }
menu-level-description = { $description } (maksimume { $seconds } s por movo)
menu-teaching = { $margin ->
    [0] Instrua ludo: ne
   *[other] Instrua ludo: paŭzo ĉe perdo de pli ol { $margin } diskoj
}
# The menu's pages: a group's choices, and back to the first page.
menu-play = Ludi
menu-practise = Ekzerci
menu-learn = Lerni
menu-back = Reen
menu-language = Lingvo
language-name = { $language }
language-missing = La vortoj por { $language } ne ŝargiĝis ({ $reason }): la ludo parolas angle.

mode-black = Vi (Nigro) kontraŭ AI
mode-white = Vi (Blanko) kontraŭ AI
mode-two-players = Du ludantoj
mode-ai-vs-ai = AI kontraŭ AI
mode-online = Enreta

level-1-name = Komencanto
level-1-description = Rigardas unu movon antaŭen kaj kaptas kiel eble plej multajn diskojn
level-2-name = Novulo
level-2-description = Du movojn antaŭen, ofte avida je diskoj
level-3-name = Hobiisto
level-3-description = Tri movojn antaŭen, foje senatenta
level-4-name = Klubano
level-4-description = Kvar movojn antaŭen, malofte senatenta
level-5-name = Lertulo
level-5-description = Kvin movojn antaŭen; senerara en la lastaj 10 movoj
level-6-name = Fortulo
level-6-description = Ses movojn antaŭen; senerara en la lastaj 12 movoj
level-7-name = Spertulo
level-7-description = Malfermaĵa libro, poste dek movojn antaŭen; senerara en la lastaj 14 movoj
level-8-name = Majstro
level-8-description = Malfermaĵa libro, poste dek tri movojn antaŭen; senerara en la lastaj 16 movoj
level-9-name = Ĉefmajstro
level-9-description = Malfermaĵa libro, poste dek ok movojn antaŭen; senerara en la lastaj 18 movoj
level-10-name = Ĉampiono
level-10-description = Malfermaĵa libro, poste la plej profunda serĉo; senerara en la lastaj 20 movoj

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
status-checking = Via movo estas kontrolata…
status-teaching-paused = Reprenu aŭ konservu vian movon
status-game-over-teaching = Fino de la ludo · { $count ->
    [0] neniu dua ŝanco uzita
    [one] unu dua ŝanco uzita
   *[other] { $count } duaj ŝancoj uzitaj
} · Revanĉo aŭ nova ludo
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
result-time = { $side ->
    [black] Nigro elĉerpis sian tempon: Blanko venkas
   *[white] Blanko elĉerpis sian tempon: Nigro venkas
}
result-resigned = { $side ->
    [black] Nigro rezignis: Blanko venkas
   *[white] Blanko rezignis: Nigro venkas
}
result-abandoned = { $side ->
    [black] Nigro forlasis la ludon: Blanko venkas
   *[white] Blanko forlasis la ludon: Nigro venkas
}
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
settings-theme = Markoj
settings-look = Tabulo
look-name = { $look ->
    [dark] Malhela tablo
    [flat] Plata, de supre
    [salon] Salono
   *[tournament] Turniro
}
theme-standard = Norma
theme-contrast = Alta kontrasto
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
analysis-accuracy = Precizeco: Nigro { $black }, Blanko { $white } (100: ĉiu movo la plej bona)
analysis-loss-graph = Diskoj fordonitaj ĝis nun: Nigro supre, Blanko malsupre

## Klasoj de movoj, laŭ la diskoj, kiujn movo perdis
class-best = plej bona
class-good = bona
class-inaccuracy = malprecizaĵo
class-mistake = eraro
class-blunder = fuŝego

## La trejnisto: kial $move estas pli bona aŭ malpli bona ol $other
coach-takes-corner-better = Prenas la angulon { $move }.
coach-takes-corner-worse = { $other } prenus angulon.
coach-gives-corner-better = { $other } lasus { $opponent ->
    [black] Nigron
   *[white] Blankon
} preni { $squares }.
coach-gives-corner-worse = Lasas { $opponent ->
    [black] Nigron
   *[white] Blankon
} preni { $squares }.
coach-x-square-better = { $other } kuŝus apud la malplena angulo { $corners }.
coach-x-square-worse = Kuŝas apud la malplena angulo { $corners }: { $opponent ->
    [black] Nigro
   *[white] Blanko
} povos preni ĝin poste.
coach-mobility-better = Lasas al { $opponent ->
    [black] Nigro
   *[white] Blanko
} { $value ->
    [0] neniun movon
    [one] nur unu movon
   *[other] { $value } movojn
}; { $other } lasus { $alternative }.
coach-mobility-worse = Donas al { $opponent ->
    [black] Nigro
   *[white] Blanko
} { $value } movojn por elekti; { $other } lasus { $alternative }.
coach-frontier-better = Pli trankvila: { $value } malplenaj kvadratoj apud viaj diskoj, { $alternative } post { $other }.
coach-frontier-worse = Malfermas: { $value } malplenaj kvadratoj apud viaj diskoj, { $alternative } post { $other }, pli da movoj por { $opponent ->
    [black] Nigro
   *[white] Blanko
} poste.
coach-stable-better = Faras { $value } el viaj diskoj stabilaj por ĉiam; { $other } { $alternative }.
coach-stable-worse = { $other } farus { $alternative } el viaj diskoj stabilaj por ĉiam; ĉi tiu movo { $value }.
coach-room-better = Tenas viajn proprajn movojn malfermitaj: { $value } en la sekva vico, { $alternative } post { $other }.
coach-room-worse = Enmurigas vin: { $value } propraj movoj en la sekva vico, { $alternative } post { $other }.
coach-parity-better = Lasas { $value } neparajn regionojn, { $alternative } post { $other }: vi tenas la lastan movon en pli multaj.
coach-parity-worse = Lasas { $value } neparajn regionojn, kie { $opponent ->
    [black] Nigro
   *[white] Blanko
} movas unue kaj ricevas la lastan movon; { $other } lasas { $alternative }.
coach-pass-better = { $opponent ->
    [black] Nigro
   *[white] Blanko
} ne havas movon kaj devas pasi.
coach-pass-worse = { $other } lasus { $opponent ->
    [black] Nigron
   *[white] Blankon
} sen movo: paso.
coach-allows-pass-better = { $other } lasus { $opponent ->
    [black] Nigron
   *[white] Blankon
} devigi vin pasi.
coach-allows-pass-worse = Lasas { $opponent ->
    [black] Nigron
   *[white] Blankon
} devigi vin pasi, per { $squares }.
coach-exact-better = Kun perfekta ludo { $move } { $result ->
    [win] gajnas per { $margin }
    [loss] perdas per { $margin }
   *[draw] egalas
}; { $other } { $other-result ->
    [win] gajnas per { $other-margin }
    [loss] perdas per { $other-margin }
   *[draw] nur egalas
}.
coach-exact-worse = Kun perfekta ludo { $move } { $result ->
    [win] gajnas nur per { $margin }
    [loss] perdas per { $margin }
   *[draw] nur egalas
}; { $other } { $other-result ->
    [win] gajnas per { $other-margin }
    [loss] perdas per { $other-margin }
   *[draw] egalas
}.
coach-deeper = Nenio simpla: la diferenco montriĝas nur pli antaŭe.
evaluation-best = Plej bona: { $move }. { $reason }
evaluation-equal = { $move } kaj { $other } estas same bonaj.
teaching-pause = { $move } perdas { $loss ->
    [one] { $loss } diskon
   *[other] { $loss } diskojn
}: { $best } estas pli bona.
button-take-back = Repreni
button-keep = Konservi

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
board-label = Tabulo
announce-square = { $square }, { $state ->
    [black] nigra disko
    [white] blanka disko
   *[empty] { $flips ->
        [0] malplena
       *[other] malplena, permesata, turnas { $flips }
    }
}
announce-result = Fino de la ludo: { $result }.

## Kiel ludi: la reguloj sur la tabulo, paŝon post paŝo.
button-how-to-play = Kiel ludi
button-next = Sekva
button-back = Antaŭa
button-play = Ludi ludon
button-leave = Eliri
button-back-to-game = Reen al la ludo
tour-counter = Kiel ludi · { $step } el { $count }
tour-start-title = Du ludantoj, 64 diskoj
tour-start-text = Ĉiu ludanto havas 32 diskojn, nigrajn je unu flanko kaj blankajn je la alia, en pleto apud la tabulo. La ludo komenciĝas per kvar diskoj en la centro: blankaj sur d4 kaj e5, nigraj sur d5 kaj e4. Nigro movas unue, poste la ludantoj alternas.
tour-line-title = Ĉirkaŭi
tour-line-text = Movo metas diskon tiel, ke ĝi ĉirkaŭas la kontraŭulon: rektan vicon de liaj diskoj, kun via disko A jam ĉe unu fino kaj la nova disko B ĉe la alia. Ĉi tie la nigra A estas sur b5; la nigra B sur f5 fermas la vicon de tri blankaj diskoj, kaj ĉiuj tri turniĝas al nigro.
tour-line-try = Via vico: jen la komenca pozicio, Nigro movas. Metu nigran diskon, kiu ĉirkaŭas almenaŭ unu blankan diskon.
tour-line-done = { $square } ĉirkaŭas { $flips ->
    [one] unu diskon
   *[other] { $flips } diskojn
}, kaj ili turniĝas. Movo, kiu ĉirkaŭas nenion, ne estas permesata.
tour-lines-title = Pluraj vicoj samtempe
tour-lines-text = Disko povas ĉirkaŭi en ĉiuj ok direktoj: horizontale, vertikale kaj diagonale. Ĉiu ĉirkaŭita vico turniĝas. Ĉi tie la d5 de Nigro fermas ok vicojn samtempe.
tour-lines-try = Via vico: metu nigran diskon, kiu turnas du vicojn aŭ pli.
tour-lines-fewer = { $square } turnas { $lines ->
    [one] nur unu vicon
   *[other] { $lines } vicojn
}. Serĉu kvadraton, kiu fermas du.
tour-lines-done = { $square } turnas { $lines } vicojn kaj { $flips } diskojn samtempe.
tour-stay-title = Kio ne turniĝas
tour-stay-text = Nur ĉirkaŭitaj diskoj turniĝas. Nigro ludas a4: b4 kaj c4 turniĝas. La markitaj diskoj restas: e4 kuŝas preter la propra d4 de Nigro; a5 estas apartigita de malplena kvadrato; la diagonalo de b5 atingas la randon sen nigra disko ĉe la fino; kaj c5 kaj c6 restas, kvankam la nova nigra c4 staras super ili: turnitaj diskoj neniam turnas aliajn.
tour-pass-title = Pasi
tour-pass-text = Blanko havas neniun movon, kiu ĉirkaŭas ion, do Blanko devas pasi, kaj Nigro ludas denove. Kiu povas movi, tiu ne rajtas pasi.
tour-pass-try = Nigro povas movi, do Nigro devas: metu nigran diskon.
tour-pass-done = Bone. Pasas nur tiu, kiu havas neniun leĝan movon; la ludo faras tion por vi.
tour-handover-title = Sen diskoj
tour-handover-text = Ĉiu ludanto havas 32 diskojn. Kiam ludanto devas movi, sed lia pleto estas malplena, la kontraŭulo donas al li unu el siaj. Ĉi tie ĉiu pleto havas unu diskon: Nigro ludas a1, Blanko ne povas movi, kaj la dua movo de Nigro uzas diskon el la pleto de Blanko.
tour-handover-done = La pleto de Nigro estas malplena: Blanko donas diskon.
tour-end-title = La fino kaj la kalkulo
tour-end-text = La ludo finiĝas, kiam neniu ludanto povas movi, kutime kiam la tabulo estas plena. Oni kalkulas la diskojn, kaj venkas tiu, kiu havas pli da diskoj de sia koloro.
tour-end-try = Ludu la lastan movon: h8.
tour-end-done = La tabulo estas plena kaj la ludo finita: Nigro { $black }, Blanko { $white }. { $winner ->
    [black] Nigro venkas.
    [white] Blanko venkas.
   *[draw] Egalludo.
}
tour-undo-title = Malfari movon
tour-undo-text = Movo povas esti malfarita antaŭ ol la kontraŭulo respondas. Kontraŭ la AI, Malfari malfaras vian movon kune kun la respondo de la AI.
tour-undo-try = Metu nigran diskon, poste malfaru ĝin per Malfari (aŭ la klavo U).
tour-undo-now = Nun malfaru ĝin: Malfari (aŭ U).
tour-undo-done = Malfarita: la tabulo estas kiel antaŭe, kaj Nigro rajtas elekti denove.
tour-finish-title = Tio estas ĉiuj reguloj
tour-finish-text = Anguloj neniam estas ĉirkaŭeblaj, kaj randoj malofte: indas preni ilin. Helpoj (H) montras la leĝajn movojn, kaj la kvadrato sub la musmontrilo montras, kion ĝi turnus. Ludu ludon, aŭ revenu ĉi tien per F1.

## Ekzercado: enigmoj kaj la eraroj de la ludanto, ludataj sur la tabulo
button-puzzle-day = Enigmo de la tago
button-puzzles = Enigmoj · malfacileco { $difficulty }
button-difficulty = Sekva malfacileco
button-practise = Ekzerci erarojn ({ $due } atendas)
button-try-again = Denove
settings-practise = Ekzerckartoj
exercise-puzzle-day = Enigmo de la tago, { $date } (n-ro { $number }, malfacileco { $difficulty } el 5): { $side ->
    [black] Nigro
   *[white] Blanko
} movas; trovu la movon, kiu gajnas plej multe.
exercise-streak = Serio: { $streak ->
    [one] { $streak } tago
   *[other] { $streak } tagoj
} solvitaj je la unua provo.
exercise-puzzle = Enigmo { $number }, malfacileco { $difficulty } el 5: { $side ->
    [black] Nigro
   *[white] Blanko
} movas; trovu la movon, kiu gajnas plej multe.
exercise-card = El viaj ludoj: { $side ->
    [black] Nigro
   *[white] Blanko
} movas. Trovu movon ne pli ol 1 diskon malpli bonan ol la plej bona (skatolo { $box } el 5).
exercise-right = Ĝuste: { $move } estas la plej bona movo.
exercise-good = Bone: { $move } estas ne pli ol { $loss ->
    [one] { $loss } diskon
   *[other] { $loss } diskojn
} malpli bona ol la plej bona movo, { $best }.
exercise-wrong = Ne ĉi tiu: { $move } perdas { $loss ->
    [one] { $loss } diskon
   *[other] { $loss } diskojn
}; { $best } estis la movo.
exercise-failed = La ekzerco ne povis daŭri: { $error }
status-exercise-line = La daŭrigo post via movo estas ludata…
status-exercise-move = Via movo: trovu la plej bonan
status-exercise-done = Denove, aŭ al la sekva
practice-nothing-due = Nenio ekzercenda hodiaŭ: { $count ->
    [one] { $count } karto
   *[other] { $count } kartoj
}, la sekva post { $days ->
    [one] { $days } tago
   *[other] { $days } tagoj
}.
practice-empty = Viaj ekzerckartoj estas malplenaj: la ludoj, kiujn vi finas kontraŭ la komputilo, aldonas viajn plej malbonajn movojn.
deck-damaged-kept = La ekzerckartoj ne legeblis ({ $reason }); ili restas kiel { $file }, kaj novaj komenciĝis.
deck-damaged-lost = La ekzerckartoj ne legeblis ({ $reason }); ili ne povis esti flankenmetitaj: { $error }.

## The named openings (the names themselves are the same in every language).
opening-current = Malfermo: { $name }
opening-left = Malfermo: { $name }, ekster ĝia linio

## Where a new game starts (the menu's button).
menu-start-standard = Komenco: norma
menu-start-balanced = Komenco: ekvilibra
menu-start-random = Komenco: { $count } hazardaj movoj
menu-clock = Horloĝo: { $control }
menu-clock-none = Sen horloĝo
start-failed = Neniu alia komenco ({ $reason }): la ludo komenciĝas de la norma pozicio.

## Practising an opening (the menu's Openings)
button-openings = Malfermoj
openings-title = Ekzerci malfermon
openings-search-hint = Tajpu por serĉi laŭ nomo, aŭ elektu la unuajn movojn:
openings-search = Nomoj kun „{ $text }“:
openings-none = Neniu malfermo havas tion en sia nomo.
openings-group = { $moves } · { $count }
opening-name = { $name }
opening-practising = Ekzercado de { $name }: { $moves }
opening-practice-left = Vi forlasis la linion de { $name } ĉe movo { $ply }: ĝi ludas { $move } ĉi tie. Reprenu vian movon, aŭ tenu ĝin kaj ludu plu.

## The library of games (the menu's and the settings' Library)
button-library = Biblioteko
library-title = Biblioteko
library-count = { $count ->
    [one] Unu ludo konservita
   *[other] { $count } ludoj konservitaj
} · la { $capacity } plej novaj restas
library-empty = Ankoraŭ neniu ludo: ĉiu ludo finita ĉi tie kaj ĉiu ludo malfermita estas konservata en la biblioteko.
library-none-shown = Neniu konservita ludo kongruas kun ĉi tiuj filtriloj.
library-result = Rezulto: { $result ->
    [won] vi venkis
    [lost] vi malvenkis
    [drawn] egalludoj
    [unfinished] nefinitaj
   *[all] ĉiuj
}
library-opponent = Kontraŭulo: { $opponent ->
    [ai] nivelo { $level }
    [two] du ludantoj
    [others] aliaj
   *[all] ĉiuj
}
library-opening = Malfermo: { $name }
library-opening-any = Malfermo: ĉiuj
library-sort = Ordo: { $sort ->
    [oldest] plej malnovaj unue
    [opening] laŭ malfermo
    [accuracy] plej precizaj unue
    [margin] plej grandaj venkoj unue
   *[newest] plej novaj unue
}
library-page = { $from }–{ $to } el { $total }
library-person = Vi
library-two = Du ludantoj
library-ai = Nivelo { $level }
library-players = { $black } (Nigro) – { $white } (Blanko)
library-unfinished = Nefinita
library-accuracy = Precizeco { $black } % – { $white } %
library-open-game = Malfermi
library-delete = Forigi
library-undelete = Malfari forigon
library-import = Importi…
library-export = Eksporti ĉiujn…
library-imported = { $added ->
    [one] Unu ludo aldoniĝis al la biblioteko
   *[other] { $added } ludoj aldoniĝis al la biblioteko
}; jam tie: { $present }; nelegeblaj: { $unreadable }; ellasitaj, ĉar la biblioteko estas plena: { $full }.
library-unreadable = { $count } el ĝiaj ludoj ne legeblis; { $kept } restis
library-damaged-kept = La biblioteko ne legeblis tute ({ $reason }); la dosiero estas konservita kiel { $file }.
library-damaged-lost = La biblioteko ne legeblis tute ({ $reason }); ĝi ne povis esti flankenmetita: { $error }.
library-not-saved = La biblioteko ne konserviĝis: { $reason }
dialog-export = Eksporti la ludojn de la biblioteko
dialog-import = Importi ludojn en la bibliotekon
dialog-diagram = Konservi la diagramon de la pozicio
dialog-images = PNG-bildoj
settings-diagram = Diagramo
diagram-style = { $style ->
    [colour-numbered] Kolora, numerita
    [mono] Nigra-blanka
    [mono-numbered] Nigra-blanka, numerita
   *[colour] Kolora
}
button-save-image = Konservi…

## Online play
online-reconnecting = La konekto al la servilo perdiĝis: rekonektado…
online-reconnected = Denove konektita al la servilo
online-unreachable = La servilo { $server } ne estas atingebla: nova provo…
online-junk = La servilo sendis ion, kion la ludo ne povas legi; la ludo restas.
online-rematch-offered = Via kontraŭulo proponas revanĉon
online-opponent-back = Via kontraŭulo revenis
online-opponent-gone = La konekto de via kontraŭulo perdiĝis
online-error = { $code ->
    [version] Ĉi tiu servilo parolas alian version de la protokolo: ĝisdatigu la ludon
    [name] Tiu nomo ne uzeblas: 1 ĝis 24 signoj
    [clock] La servilo ne akceptas tiun horloĝon
    [no_game] Ne estas ludo kun tiu kodo
    [full] Tiu ludo jam havas siajn du ludantojn
    [not_open] Tiu ludo ne estas malfermita
    [level] La servilo ne havas roboton de tiu nivelo
    [flood] Tro da petoj: atendu momenton
    [busy] La servilo estas okupata: reprovu post momento
   *[other] La servilo ne povis fari tion ({ $code })
}
online-move-refused = La servilo ne akceptis vian movon ({ $code ->
    [stale] la ludo jam pluiris
    [not_your_turn] ne estis via vico
    [finished] la ludo estis finita
    [not_seated] vi ne ludas en ĉi tiu ludo
   *[other] ĝi rompis la regulojn
}): la tabulo montras la ludon de la servilo.
online-title = Ludi enrete
menu-online = Ludi enrete…
online-name-hint = Via nomo
online-save-name = Uzi ĉi tiun nomon
online-new-game = Nova ludo
online-colour = { $colour ->
    [black] Vi ludas Nigron
    [white] Vi ludas Blankon
   *[random] Koloro lotita
}
online-rated = Rangigita
online-casual = Amika
online-create = Krei ludon
online-quick = Rapida parigo
online-bot = Ludi kontraŭ la roboto
online-bot-level = Roboto: nivelo { $level }
online-waiting = La ludo { $code } atendas kontraŭulon: donu al ri la kodon aŭ la ligilon
online-copy-link = Kopii la ligilon
online-link-copied = La ligilo de la ludo estas kopiita
online-withdraw = Retiri
online-open-games = Malfermitaj ludoj
online-no-open-games = Neniu malfermita ludo nun
online-open-game = { $name } ({ $rating }{ $provisional ->
    [1] ?
   *[0] {""}
}) · { $clock } · { $rated ->
    [rated] rangigita
   *[casual] amika
} · { $colour ->
    [black] ludas Nigron
    [white] ludas Blankon
   *[random] koloro lotita
}
online-refresh = Aktualigi
online-code-hint = Kodo de la ludo
online-join = Aliĝi
online-watch = Spekti
online-code-missing = Unue tajpu la kodon de la ludo
online-connected = Konektita kiel { $name } ({ $rating }{ $provisional ->
    [1] ?, provizora
   *[0] {""}
})
online-offline = Ne konektita
online-connecting = Konektado al { $server }…
online-seat = { $name } ({ $rating }{ $provisional ->
    [1] ?
   *[0] {""}
}){ $gone ->
    [0] {""}
   *[other] {" "}· for de { $gone } s
}
online-seat-empty = Atendante ludanton
status-remote = { $side ->
    [black] Nigro movas
   *[white] Blanko movas
}: atendante { $name }
online-rating-change = Rango { $change }
online-resign = Rezigni
online-resign-sure = Ĉu rezigni ĉi tiun ludon? Premu Rezigni denove por rezigni.
online-rematch-asked = Revanĉo petita: atendante la kontraŭulon
online-in-play = Via ludo kontraŭ { $name } daŭras
online-return = Reen al la ludo
