# Lëtzebuergesch (Luxembourgish): the game's words. The same messages and
# values as en.ftl; values picked by $side are "black" or "white".

## Den Ufanksbildschierm
menu-title = Reversi
menu-choose = Wielt e Spill
menu-level = KI-Niveau { $number } – { $name }
menu-level-description = { $description } (héchstens { $seconds } s pro Zuch)
menu-teaching = { $margin ->
    [0] Léierspill: aus
   *[other] Léierspill: Paus bei engem Verloscht vun iwwer { $margin } Scheiwen
}
# The menu's pages: a group's choices, and back to the first page.
menu-play = Spillen
menu-practise = Üben
menu-learn = Léieren
menu-back = Zréck
menu-language = Sprooch
language-name = { $language }
language-missing = D'Wierder fir { $language } konnte net geluede ginn ({ $reason }): d'Spill schwätzt Englesch.

mode-black = Dir (Schwaarz) géint d'KI
mode-white = Dir (Wäiss) géint d'KI
mode-two-players = Zwee Spiller
mode-ai-vs-ai = KI géint KI
mode-online = Online

level-1-name = Ufänker
level-1-description = Kuckt een Zuch viraus a gräift sou vill Scheiwen wéi méiglech
level-2-name = Neiling
level-2-description = Zwee Zich viraus, dacks gierig op Scheiwen
level-3-name = Hobbyspiller
level-3-description = Dräi Zich viraus, heiansdo onopmierksam
level-4-name = Clubspiller
level-4-description = Véier Zich viraus, seelen onopmierksam
level-5-name = Geschéckt
level-5-description = Fënnef Zich viraus; perfekt an de leschten 10 Zich
level-6-name = Staark
level-6-description = Sechs Zich viraus; perfekt an de leschten 12 Zich
level-7-name = Expert
level-7-description = Eröffnungsbuch, dann zéng Zich viraus; perfekt an de leschten 14 Zich
level-8-name = Meeschter
level-8-description = Eröffnungsbuch, dann dräizéng Zich viraus; perfekt an de leschten 16 Zich
level-9-name = Groussmeeschter
level-9-description = Eröffnungsbuch, dann uechtzéng Zich viraus; perfekt an de leschten 18 Zich
level-10-name = Champion
level-10-description = Eröffnungsbuch, dann déifst Sich; perfekt an de leschten 20 Zich

## Knäppercher
button-continue = Weiderspillen
button-new-game = Neit Spill
button-settings = Astellungen
button-rematch = Revanche
button-undo = Zréck
button-redo = Widderhuelen
button-hints = Tipps
button-share = Deelen
button-copy = Kopéieren
button-analyse = Analyséieren
button-done = Fäerdeg
button-change = Änneren
button-save = Späicheren…
button-open = Opmaachen…
button-level-down = ←
button-level-up = →
button-quieter = −
button-louder = +
button-smaller = A−
button-larger = A+
name-level-down = Méi schwaacht KI-Niveau
name-level-up = Méi staarkt KI-Niveau
name-quieter = Méi lues
name-louder = Méi haart
name-smaller = Méi kleng Uewerfläch
name-larger = Méi grouss Uewerfläch

## Nieft dem Briet
side = { $side ->
    [black] Schwaarz
   *[white] Wäiss
}
hud-count = { $side ->
    [black] Schwaarz
   *[white] Wäiss
} { $count }
discs = { $count ->
    [one] { $count } Scheif
   *[other] { $count } Scheiwen
}
hud-supply = { $count ->
    [one] nach { $count } Scheif
   *[other] nach { $count } Scheiwen
}
move-pass = passen
status-counting = Et gëtt gezielt… Schwaarz { $black } · Wäiss { $white }
status-game-over = D'Spill ass eriwwer · Revanche oder e neit Spill
status-checking = Äre Zuch gëtt gepréift…
status-teaching-paused = Huelt Äre Zuch zréck oder haalt en
status-game-over-teaching = D'Spill ass eriwwer · { $count ->
    [0] keng zweet Chance gebraucht
    [one] eng zweet Chance gebraucht
   *[other] { $count } zweet Chancë gebraucht
} · Revanche oder e neit Spill
status-thinking = { $side ->
    [black] Schwaarz
   *[white] Wäiss
}: KI-Niveau { $number } ({ $name }) iwwerleet…
status-must-pass = { $side ->
    [black] Schwaarz
   *[white] Wäiss
} muss passen
status-review-waiting = Zuch { $ply } vun { $total } · { $side ->
    [black] Schwaarz
   *[white] Wäiss
} ass drun · End geet op de leschte Zuch
status-review = Zuch { $ply } vun { $total } · { $side ->
    [black] Schwaarz
   *[white] Wäiss
} ass drun: spillt vun hei weider, oder End
status-to-move-mode = { $side ->
    [black] Schwaarz
   *[white] Wäiss
} ass drun · { $mode }
status-to-move = { $side ->
    [black] Schwaarz
   *[white] Wäiss
} ass drun
result-win = { $side ->
    [black] Schwaarz gewënnt
   *[white] Wäiss gewënnt
} { $high }–{ $low }
result-draw = Onentschidden { $high }–{ $low }
result-time = { $side ->
    [black] Schwaarz huet keng Zäit méi: Wäiss gewënnt
   *[white] Wäiss huet keng Zäit méi: Schwaarz gewënnt
}
result-resigned = { $side ->
    [black] Schwaarz huet opginn: Wäiss gewënnt
   *[white] Wäiss huet opginn: Schwaarz gewënnt
}
result-abandoned = { $side ->
    [black] Schwaarz huet d'Partie verlooss: Wäiss gewënnt
   *[white] Wäiss huet d'Partie verlooss: Schwaarz gewënnt
}
score-win = gewonnen
score-loss = verluer
score-draw = remis

## Messagen uewen
banner-nothing-to-undo = Näischt fir zréckzehuelen
banner-nothing-to-redo = Näischt fir ze widderhuelen
banner-replace = { $move } hei ersetzt { $count ->
    [one] de spéidere Zuch
   *[other] déi { $count } spéider Zich
}: spillt en nach eng Kéier fir ze bestätegen, oder dréckt End
banner-occupied = { $square } ass scho besat: probéiert e markéiert Feld
banner-no-flips = { $square } schléisst keng Scheif an: probéiert e markéiert Feld
banner-pass = { $side ->
    [black] Schwaarz ka net zéien – Wäiss spillt nach eng Kéier
   *[white] Wäiss ka net zéien – Schwaarz spillt nach eng Kéier
}
banner-ai-problem = D'KI hat e Problem an huet en einfachere Zuch gespillt

## Spiller kopéieren, apechen, späicheren an opmaachen
record-opened = Opgemaach: { $moves ->
    [0] eng Positioun
    [one] e Spill vun { $moves } Zuch
   *[other] e Spill vun { $moves } Zich
}
record-pasted = Agepecht: { $moves ->
    [0] eng Positioun
    [one] e Spill vun { $moves } Zuch
   *[other] e Spill vun { $moves } Zich
}
record-nothing-opened = Näischt opgemaach: { $reason }
record-nothing-pasted = Näischt agepecht: { $reason }
record-cannot-open = { $file } léisst sech net opmaachen: { $reason }
record-copied-moves = D'Zich kopéiert
record-copied-board = D'Briet kopéiert
record-copied-game = D'Spill kopéiert (GGF)
record-copied-link = De Link vum Spill kopéiert
record-nothing-copied = Näischt kopéiert: { $reason }
error-empty = keng Zich dran (Zich gesi sou aus: f5d6c3)
error-unreadable = „{ $text }“ ass keen Zuch (e Feld vun a1 bis h8, oder PA fir ze passen)
error-illegal = Zuch { $number } ({ $move }) ass do net erlaabt
error-after-end = Zuch { $number } ({ $move }) kënnt nom Enn vum Spill
error-board-length = e Briet huet 64 Felder, dëst { $count }
error-board-square = { $square } huet „{ $found }“: e Feld ass X oder * (schwaarz), O (wäiss), - oder . (eidel)
error-board-side = wien drun ass (X oder O) feelt no den 64 Felder
error-board-trailing = „{ $text }“ steet no deem, deen drun ass
error-ggf = et ass kee ganzt GGF-Spill
error-ggf-move = GGF-Zuch { $number } ({ $move }) kann do net gespillt ginn
file-saved = { $file } gespäichert
file-nothing-saved = Näischt gespäichert: { $reason }
file-not-a-file = { $file } ass kee Fichier
file-dialog-busy = Eng Fichiersfënster ass schonn op
file-no-dialog = Keng Fichiersfënster: { $reason }
dialog-save = D'Spill späicheren
dialog-open = E Spill opmaachen
dialog-games = Othello-Spiller (GGF)
dialog-records = Zuchlëschten a Brieder
dialog-all = All Fichieren
save-damaged-kept = Dat gespäichert Spill konnt net gelies ginn ({ $reason }); et gëtt als { $file } ophalen.
save-damaged-lost = Dat gespäichert Spill konnt net gelies ginn ({ $reason }); et konnt net op d'Säit geluecht ginn: { $error }.

## Astellungen
settings-title = Astellungen
settings-graphics = Grafik
settings-animations = Animatiounen
settings-volume = Lautstäerkt
settings-hints = Tipps
settings-evaluation = Bewäertung
settings-game-file = Spillfichier
settings-language = Sprooch
settings-motion = Beweegung
settings-theme = Markéierungen
settings-look = Briet
look-name = { $look ->
    [dark] Donkelen Dësch
    [flat] Flaach, vun uewen
    [salon] Salon
   *[tournament] Tournoi
}
theme-standard = Standard
theme-contrast = Héije Kontrast
settings-ui-scale = Gréisst vun der Uewerfläch
motion-full = Voll
motion-reduced = Reduzéiert
motion-system = { $value } (vum System)
value-on = Un
value-off = Aus
language-system = { $language } (vum System)
speed-slow = Lues
speed-normal = Normal
speed-fast = Séier
speed-off = Aus
graphics-auto = Automatesch
graphics-low = Niddreg
graphics-medium = Mëttel
graphics-high = Héich

## Analys
analysis-title = Analys
analysis-stopped = D'Analys huet opgehalen: { $reason }. Analyséieren probéiert et nach eng Kéier.
analysis-summary = Schwaarz huet { $black ->
    [one] { $black } Scheif
   *[other] { $black } Scheiwen
} hiergi, Wäiss { $white } (Déift { $depth }, exakt vun { $empties } eidele Felder un)
analysis-progress = Analys… { $done } vun { $total } Zich
analysis-worst = { $side ->
    [black] Schwaarz seng schlechtst Zich
   *[white] Wäiss seng schlechtst Zich
}
analysis-none-best = keng: all Zuch war dee beschten
analysis-none-yet = nach keng
analysis-mistake = { $ply }. { $move } −{ $loss } ({ $best } war besser)
analysis-accuracy = Genauegkeet: Schwaarz { $black }, Wäiss { $white } (100: all Zuch dee beschten)
analysis-loss-graph = Bis elo hiergi Scheiwen: Schwaarz uewen, Wäiss ënnen

## Klasse vun den Zich, no de Scheiwen, déi en Zuch verluer huet
class-best = dee beschten
class-good = gutt
class-inaccuracy = Ongenauegkeet
class-mistake = Feeler
class-blunder = grousse Feeler

## Den Trainer: firwat $move besser oder méi schlecht ass wéi $other
coach-takes-corner-better = Hëlt den Eck { $move }.
coach-takes-corner-worse = { $other } géif en Eck huelen.
coach-gives-corner-better = { $other } géif { $opponent ->
    [black] Schwaarz
   *[white] Wäiss
} { $squares } huele loossen.
coach-gives-corner-worse = Léisst { $opponent ->
    [black] Schwaarz
   *[white] Wäiss
} { $squares } huelen.
coach-x-square-better = { $other } géif nieft dem eidelen Eck { $corners } leien.
coach-x-square-worse = Läit nieft dem eidelen Eck { $corners }: { $opponent ->
    [black] Schwaarz
   *[white] Wäiss
} kann e spéider huelen.
coach-mobility-better = Léisst { $opponent ->
    [black] Schwaarz
   *[white] Wäiss
} { $value ->
    [0] keen Zuch
    [one] nëmmen een Zuch
   *[other] { $value } Zich
}; { $other } géif { $alternative } loossen.
coach-mobility-worse = Gëtt { $opponent ->
    [black] Schwaarz
   *[white] Wäiss
} { $value } Zich zur Auswiel; { $other } géif { $alternative } loossen.
coach-frontier-better = Méi roueg: { $value } eidel Felder nieft Äre Scheiwen, { $alternative } no { $other }.
coach-frontier-worse = Mécht op: { $value } eidel Felder nieft Äre Scheiwen, { $alternative } no { $other }, méi Zich fir { $opponent ->
    [black] Schwaarz
   *[white] Wäiss
} spéider.
coach-stable-better = Mécht { $value } vun Äre Scheiwe fir ëmmer stabil; { $other } { $alternative }.
coach-stable-worse = { $other } géif { $alternative } vun Äre Scheiwe fir ëmmer stabil maachen; dësen Zuch { $value }.
coach-room-better = Hält Är eegen Zich op: { $value } déi nächst Kéier, { $alternative } no { $other }.
coach-room-worse = Mauert Iech an: { $value } eegen Zich déi nächst Kéier, { $alternative } no { $other }.
coach-parity-better = Léisst { $value } ongerued Gebidder, { $alternative } no { $other }: Dir behaalt de leschten Zuch a méi vun hinnen.
coach-parity-worse = Léisst { $value } ongerued Gebidder, wou { $opponent ->
    [black] Schwaarz
   *[white] Wäiss
} als éischt zitt an de leschten Zuch kritt; { $other } léisst { $alternative }.
coach-pass-better = { $opponent ->
    [black] Schwaarz
   *[white] Wäiss
} huet keen Zuch a muss passen.
coach-pass-worse = { $other } géif { $opponent ->
    [black] Schwaarz
   *[white] Wäiss
} ouni Zuch loossen: e Pass.
coach-allows-pass-better = { $other } géif { $opponent ->
    [black] Schwaarz
   *[white] Wäiss
} Iech zum Passe bréngen loossen.
coach-allows-pass-worse = Léisst { $opponent ->
    [black] Schwaarz
   *[white] Wäiss
} Iech zum Passe bréngen, mat { $squares }.
coach-exact-better = Mat perfektem Spill { $result ->
    [win] gewënnt { $move } mat { $margin }
    [loss] verléiert { $move } mat { $margin }
   *[draw] gëtt { $move } e Gläichspill
}; { $other-result ->
    [win] { $other } gewënnt mat { $other-margin }
    [loss] { $other } verléiert mat { $other-margin }
   *[draw] { $other } gëtt nëmmen e Gläichspill
}.
coach-exact-worse = Mat perfektem Spill { $result ->
    [win] gewënnt { $move } nëmme mat { $margin }
    [loss] verléiert { $move } mat { $margin }
   *[draw] gëtt { $move } nëmmen e Gläichspill
}; { $other-result ->
    [win] { $other } gewënnt mat { $other-margin }
    [loss] { $other } verléiert mat { $other-margin }
   *[draw] { $other } gëtt e Gläichspill
}.
coach-deeper = Näischt Einfaches: den Ënnerscheed weist sech eréischt méi spéit.
evaluation-best = Am beschten: { $move }. { $reason }
evaluation-equal = { $move } an { $other } si gläich gutt.
teaching-pause = { $move } verléiert { $loss ->
    [one] { $loss } Scheif
   *[other] { $loss } Scheiwen
}: { $best } ass besser.
button-take-back = Zréckhuelen
button-keep = Halen

## Fir e Bildschierm-Lieser
announce-move = { $side ->
    [black] Schwaarz
   *[white] Wäiss
} { $square }, { $flips ->
    [one] dréit { $flips } Scheif
   *[other] dréit { $flips } Scheiwen
}{ $handed ->
    [yes] , mat enger iwwerreechter Scheif
   *[no] {""}
}.
board-label = Briet
announce-square = { $square }, { $state ->
    [black] schwaarz Scheif
    [white] wäiss Scheif
   *[empty] { $flips ->
        [0] eidel
       *[other] eidel, erlaabt, dréit { $flips }
    }
}
announce-result = D'Spill ass eriwwer: { $result }.

## Wéi spillt een: d'Reegelen um Briet, Schrëtt fir Schrëtt.
button-how-to-play = Wéi spillt een
button-next = Weider
button-back = Virdrun
button-play = E Spill spillen
button-leave = Ophalen
button-back-to-game = Zréck bei d'Spill
tour-counter = Wéi spillt een · { $step } vu { $count }
tour-start-title = Zwee Spiller, 64 Scheiwen
tour-start-text = All Spiller huet 32 Scheiwen, op enger Säit schwaarz an op der anerer wäiss, an enger Këscht nieft dem Briet. D'Spill fänkt mat véier Scheiwen an der Mëtt un: wäiss op d4 an e5, schwaarz op d5 an e4. Schwaarz fänkt un, duerno spillen d'Spiller ofwiesselnd.
tour-line-title = Aschléissen
tour-line-text = E Zuch leet eng Scheif esou, datt se de Géigner aschléisst: eng riicht Rei vu senge Scheiwen, mat Ärer Scheif A schonn um engem Enn an der neier Scheif B um aneren. Hei läit de schwaarzen A op b5; de schwaarze B op f5 schléisst d'Rei vun dräi wäisse Scheiwen, an all dräi ginn op schwaarz gedréint.
tour-line-try = Dir sidd drun: dat ass den Ufank, Schwaarz zitt. Leet eng schwaarz Scheif, déi mindestens eng wäiss Scheif aschléisst.
tour-line-done = { $square } schléisst { $flips ->
    [one] eng Scheif
   *[other] { $flips } Scheiwen
} an, a si ginn gedréint. E Zuch, deen näischt aschléisst, ass net erlaabt.
tour-lines-title = Méi Reien op eemol
tour-lines-text = Eng Scheif kann an all aacht Richtungen aschléissen: horizontal, vertikal an diagonal. All ageschlosse Rei gëtt gedréint. Hei schléisst dem Schwaarzen säin d5 aacht Reien op eemol.
tour-lines-try = Dir sidd drun: leet eng schwaarz Scheif, déi zwou Reien oder méi dréint.
tour-lines-fewer = { $square } dréint { $lines ->
    [one] just eng Rei
   *[other] { $lines } Reien
}. Sicht e Feld, dat zwou schléisst.
tour-lines-done = { $square } dréint { $lines } Reien an { $flips } Scheiwen op eemol.
tour-stay-title = Wat net gedréint gëtt
tour-stay-text = Nëmmen ageschloss Scheiwe ginn gedréint. Schwaarz spillt a4: b4 an c4 ginn gedréint. Déi markéiert Scheiwe bleiwen: e4 läit hannert dem Schwaarzen sengem eegenen d4; a5 ass duerch en eidelt Feld getrennt; d'Diagonal vu b5 geet bis un de Rand ouni schwaarz Scheif um Enn; an c5 an c6 bleiwen, obwuel dat neit schwaarzt c4 iwwer hinnen ass: gedréint Scheiwen dréinen ni aner.
tour-pass-title = Passen
tour-pass-text = Wäiss huet keen Zuch, deen eppes aschléisst, also muss Wäiss passen, a Schwaarz spillt nach eng Kéier. Wien zéie kann, däerf net passen.
tour-pass-try = Schwaarz ka zéien, also muss Schwaarz: leet eng schwaarz Scheif.
tour-pass-done = Gutt. Nëmmen wien kee gültegen Zuch huet, passt; d'Spill mécht dat fir Iech.
tour-handover-title = Keng Scheiwe méi
tour-handover-text = All Spiller huet 32 Scheiwen. Wann e Spiller zéie muss, mä seng Këscht eidel ass, gëtt de Géigner him eng vu senge Scheiwen. Hei huet all Këscht nach eng Scheif: Schwaarz spillt a1, Wäiss ka net zéien, an dem Schwaarzen säin zweeten Zuch gëtt mat enger Scheif aus der Këscht vu Wäiss gemaach.
tour-handover-done = D'Këscht vu Schwaarz ass eidel: Wäiss gëtt him eng Scheif.
tour-end-title = D'Enn an d'Zielen
tour-end-text = D'Spill ass eriwwer, wa kee Spiller méi zéie kann, meeschtens wann d'Briet voll ass. D'Scheiwe ginn gezielt, a wien der méi a senger Faarf huet, gewënnt.
tour-end-try = Spillt de leschten Zuch: h8.
tour-end-done = D'Briet ass voll an d'Spill eriwwer: Schwaarz { $black }, Wäiss { $white }. { $winner ->
    [black] Schwaarz gewënnt.
    [white] Wäiss gewënnt.
   *[draw] Onentschidden.
}
tour-undo-title = En Zuch zréckhuelen
tour-undo-text = En Zuch kann zréckgeholl ginn, ier de Géigner äntwert. Géint d'KI hëlt Zréck Ären Zuch an d'Äntwert vun der KI zesummen zréck.
tour-undo-try = Leet eng schwaarz Scheif an huelt se dann mat Zréck (oder der Tast U) zréck.
tour-undo-now = Elo huelt se zréck: Zréck (oder U).
tour-undo-done = Zréckgeholl: d'Briet ass wéi virdrun, a Schwaarz däerf nach eng Kéier wielen.
tour-finish-title = Dat sinn all d'Reegelen
tour-finish-text = Ecker kënnen ni ageschloss ginn, Kante selten: et lount sech, se ze huelen. Tipps (H) weisen déi gülteg Zich, an d'Feld ënner dem Zeiger weist, wat et dréine géif. Spillt e Spill, oder kommt mat F1 heihinner zréck.

## Training: Rätselen an d'Feeler vum Spiller, um Briet gespillt
button-puzzle-day = Rätsel vum Dag
button-puzzles = Rätselen · Schwieregkeet { $difficulty }
button-difficulty = Nächst Schwieregkeet
button-practise = Feeler üben ({ $due } fälleg)
button-try-again = Nach eng Kéier
settings-practise = Übungskaarten
exercise-puzzle-day = Rätsel vum Dag, { $date } (Nr. { $number }, Schwieregkeet { $difficulty } vu 5): { $side ->
    [black] Schwaarz
   *[white] Wäiss
} ass drun; fannt de Zuch, deen am meeschte bréngt.
exercise-streak = Serie: { $streak ->
    [one] { $streak } Dag
   *[other] { $streak } Deeg
} beim éischte Versuch geléist.
exercise-puzzle = Rätsel { $number }, Schwieregkeet { $difficulty } vu 5: { $side ->
    [black] Schwaarz
   *[white] Wäiss
} ass drun; fannt de Zuch, deen am meeschte bréngt.
exercise-card = Aus Äre Spiller: { $side ->
    [black] Schwaarz
   *[white] Wäiss
} ass drun. Fannt e Zuch, deen héchstens 1 Scheif méi schlecht ass wéi dee beschten (Fach { $box } vu 5).
exercise-right = Richteg: { $move } ass dee beschte Zuch.
exercise-good = Gutt: { $move } ass héchstens { $loss ->
    [one] { $loss } Scheif
   *[other] { $loss } Scheiwen
} méi schlecht wéi dee beschte Zuch, { $best }.
exercise-wrong = Net dësen: { $move } verléiert { $loss ->
    [one] { $loss } Scheif
   *[other] { $loss } Scheiwen
}; { $best } war de Zuch.
exercise-failed = D'Übung konnt net weidergoen: { $error }
status-exercise-line = D'Fortsetzung no Ärem Zuch gëtt gespillt…
status-exercise-move = Ären Zuch: fannt dee beschten
status-exercise-done = Nach eng Kéier, oder weider zur nächster
practice-nothing-due = Haut ass näischt ze üben: { $count ->
    [one] { $count } Kaart
   *[other] { $count } Kaarten
}, déi nächst an { $days ->
    [one] { $days } Dag
   *[other] { $days } Deeg
}.
practice-empty = Är Übungskaarte sinn eidel: d'Spiller, déi Dir géint de Computer fäerdeg spillt, setzen Är schlechtst Zich derbäi.
deck-damaged-kept = D'Übungskaarte konnten net gelies ginn ({ $reason }); si ginn als { $file } ophalen an nei ugefaangen.
deck-damaged-lost = D'Übungskaarte konnten net gelies ginn ({ $reason }); si konnten net op d'Säit geluecht ginn: { $error }.

## The named openings (the names themselves are the same in every language).
opening-current = Ouverture: { $name }
opening-left = Ouverture: { $name }, hir Linn verlooss

## Where a new game starts (the menu's button).
menu-start-standard = Start: Standard
menu-start-balanced = Start: equilibréiert
menu-start-random = Start: { $count } zoufälleg Zich
menu-clock = Auer: { $control }
menu-clock-none = Ouni Auer
start-failed = Keen anere Start ({ $reason }): d'Partie fänkt vun der Standardpositioun un.

## Practising an opening (the menu's Openings)
button-openings = Ouverturen
openings-title = Eng Ouverture üben
openings-search-hint = Tippt fir no engem Numm ze sichen, oder wielt déi éischt Zich:
openings-search = Nimm mat „{ $text }“:
openings-none = Keng Ouverture huet dat an hirem Numm.
openings-group = { $moves } · { $count }
opening-name = { $name }
opening-practising = Dir übt { $name }: { $moves }
opening-practice-left = Dir hutt d'Linn vun { $name } beim Zuch { $ply } verlooss: si spillt hei { $move }. Huelt Ären Zuch zréck, oder behaalt en a spillt weider.

## The library of games (the menu's and the settings' Library)
button-library = Bibliothéik
library-title = Bibliothéik
library-count = { $count ->
    [one] Eng Partie gespäichert
   *[other] { $count } Partien gespäichert
} · déi { $capacity } neist bleiwen
library-empty = Nach keng Partien: all Partie, déi hei fäerdeg gespillt gëtt, an all Partie, déi opgemaach gëtt, kënnt an d'Bibliothéik.
library-none-shown = Keng gespäichert Partie passt op dës Filteren.
library-result = Resultat: { $result ->
    [won] Dir hutt gewonnen
    [lost] Dir hutt verluer
    [drawn] onentschidden
    [unfinished] net fäerdeg
   *[all] all
}
library-opponent = Géigner: { $opponent ->
    [ai] Niveau { $level }
    [two] zwee Spiller
    [others] aner
   *[all] all
}
library-opening = Ouverture: { $name }
library-opening-any = Ouverture: all
library-sort = Reiefolleg: { $sort ->
    [oldest] déi eelst fir d'éischt
    [opening] no Ouverture
    [accuracy] déi genaust fir d'éischt
    [margin] déi gréisste Victoire fir d'éischt
   *[newest] déi neist fir d'éischt
}
library-page = { $from }–{ $to } vun { $total }
library-person = Dir
library-two = Zwee Spiller
library-ai = Niveau { $level }
library-players = { $black } (Schwaarz) – { $white } (Wäiss)
library-unfinished = Net fäerdeg
library-accuracy = Genauegkeet { $black } % – { $white } %
library-open-game = Opmaachen
library-delete = Läschen
library-undelete = Läschen zréckhuelen
library-import = Importéieren…
library-export = All exportéieren…
library-imported = { $added ->
    [one] Eng Partie an d'Bibliothéik derbäigesat
   *[other] { $added } Partien an d'Bibliothéik derbäigesat
}; schonn do: { $present }; net liesbar: { $unreadable }; ausgelooss, well d'Bibliothéik voll ass: { $full }.
library-unreadable = { $count } vun hire Partien konnten net gelies ginn; { $kept } goufe behalen
library-damaged-kept = D'Bibliothéik konnt net ganz gelies ginn ({ $reason }); de Fichier gëtt als { $file } behalen.
library-damaged-lost = D'Bibliothéik konnt net ganz gelies ginn ({ $reason }); si konnt net op d'Säit geluecht ginn: { $error }.
library-not-saved = D'Bibliothéik konnt net gespäichert ginn: { $reason }
dialog-export = D'Partien vun der Bibliothéik exportéieren
dialog-import = Partien an d'Bibliothéik importéieren
dialog-diagram = Den Diagramm vun der Positioun späicheren
dialog-images = PNG-Biller
settings-diagram = Diagramm
diagram-style = { $style ->
    [colour-numbered] Faarweg, nummeréiert
    [mono] Schwaarz-wäiss
    [mono-numbered] Schwaarz-wäiss, nummeréiert
   *[colour] Faarweg
}
button-save-image = Späicheren…

## Online play
online-reconnecting = D'Verbindung mam Server ass fort: nei Verbindung…
online-reconnected = Erëm mam Server verbonnen
online-unreachable = De Server { $server } ass net ze erreechen: nach eng Kéier…
online-junk = De Server huet eppes geschéckt, wat d'Spill net liese kann; d'Partie bleift.
online-rematch-offered = Äre Géigner proposéiert eng Revanche
online-opponent-back = Äre Géigner ass zréck
online-opponent-gone = Ärem Géigner seng Verbindung ass fort
online-error = { $code ->
    [version] Dëse Server schwätzt eng aner Versioun vum Protokoll: aktualiséiert d'Spill
    [name] Deen Numm geet net: 1 bis 24 Zeechen
    [clock] De Server hëlt déi Auer net
    [no_game] Et gëtt keng Partie mat deem Code
    [full] Déi Partie huet hir zwee Spiller schonn
    [not_open] Déi Partie ass net op
    [level] De Server huet kee Bot vun deem Niveau
    [flood] Ze vill Ufroen: waart e Moment
    [busy] De Server ass beschäftegt: probéiert et gläich nach eng Kéier
   *[other] De Server konnt dat net maachen ({ $code })
}
online-move-refused = De Server huet Äre Zuch net ugeholl ({ $code ->
    [stale] d'Partie war scho weider
    [not_your_turn] Dir wart net drun
    [finished] d'Partie war eriwwer
    [not_seated] Dir spillt net an dëser Partie
   *[other] hie war géint d'Reegelen
}): d'Briet weist dem Server seng Partie.
online-title = Online spillen
menu-online = Online spillen…
online-name-hint = Ären Numm
online-save-name = Dësen Numm benotzen
online-new-game = Eng nei Partie
online-colour = { $colour ->
    [black] Dir spillt Schwaarz
    [white] Dir spillt Wäiss
   *[random] Faarf ausgelooss
}
online-rated = Mat Wäertung
online-casual = Fir de Spaass
online-create = Partie opmaachen
online-quick = Séier Partner
online-bot = Géint de Bot
online-bot-level = Bot: Niveau { $level }
online-waiting = D'Partie { $code } waart op e Géigner: gitt him de Code oder de Link
online-copy-link = Link kopéieren
online-link-copied = De Link vun der Partie ass kopéiert
online-withdraw = Zréckzéien
online-open-games = Oppe Parteien
online-no-open-games = Elo keng oppe Partie
online-open-game = { $name } ({ $rating }{ $provisional ->
    [1] ?
   *[0] {""}
}) · { $clock } · { $rated ->
    [rated] mat Wäertung
   *[casual] fir de Spaass
} · { $colour ->
    [black] spillt Schwaarz
    [white] spillt Wäiss
   *[random] Faarf ausgelooss
}
online-refresh = Aktualiséieren
online-code-hint = Code vun der Partie
online-join = Matmaachen
online-watch = Nokucken
online-code-missing = Tippt fir d'éischt de Code vun der Partie
online-connected = Verbonnen als { $name } ({ $rating }{ $provisional ->
    [1] ?, provisoresch
   *[0] {""}
})
online-offline = Net verbonnen
online-connecting = Verbindung mat { $server }…
online-seat = { $name } ({ $rating }{ $provisional ->
    [1] ?
   *[0] {""}
}){ $gone ->
    [0] {""}
   *[other] {" "}· fort zënter { $gone } s
}
online-seat-empty = Waart op e Spiller
status-remote = { $side ->
    [black] Schwaarz ass drun
   *[white] Wäiss ass drun
}: waart op { $name }
online-rating-change = Wäertung { $change }
online-resign = Opginn
online-resign-sure = Dës Partie opginn? Dréckt nach eng Kéier op Opginn.
online-rematch-asked = Revanche gefrot: waart op de Géigner
online-in-play = Är Partie géint { $name } geet weider
online-return = Zréck an d'Partie
