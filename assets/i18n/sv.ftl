# Svenska (Swedish): the game's words. The same messages and values as
# en.ftl; values picked by $side are "black" or "white".

## Startskärmen
menu-title = Reversi
menu-choose = Välj ett parti
menu-level = AI-nivå { $number } – { $name }
menu-level-description = { $description } (högst { $seconds } s per drag)
menu-teaching = { $margin ->
    [0] Lärparti: av
   *[other] Lärparti: paus vid förlust över { $margin } brickor
}
# The menu's pages: a group's choices, and back to the first page.
menu-play = Spela
menu-practise = Öva
menu-learn = Lär dig
menu-back = Tillbaka
menu-language = Språk
language-name = { $language }
language-missing = Orden för { $language } kunde inte laddas ({ $reason }): spelet talar engelska.

mode-black = Du (svart) mot AI
mode-white = Du (vit) mot AI
mode-two-players = Två spelare
mode-ai-vs-ai = AI mot AI
mode-online = Online

level-1-name = Nybörjare
level-1-description = Ser ett drag framåt och tar så många brickor som möjligt
level-2-name = Novis
level-2-description = Två drag framåt, ofta girig efter brickor
level-3-name = Fritidsspelare
level-3-description = Tre drag framåt, ibland slarvig
level-4-name = Klubbspelare
level-4-description = Fyra drag framåt, sällan slarvig
level-5-name = Skicklig
level-5-description = Fem drag framåt; felfri i de sista 10 dragen
level-6-name = Stark
level-6-description = Sex drag framåt; felfri i de sista 12 dragen
level-7-name = Expert
level-7-description = Öppningsbok, sedan tio drag framåt; felfri i de sista 14 dragen
level-8-name = Mästare
level-8-description = Öppningsbok, sedan tretton drag framåt; felfri i de sista 16 dragen
level-9-name = Stormästare
level-9-description = Öppningsbok, sedan arton drag framåt; felfri i de sista 18 dragen
level-10-name = Mästarnas mästare
level-10-description = Öppningsbok, sedan djupaste sökningen; felfri i de sista 20 dragen

## Knappar
button-continue = Fortsätt
button-new-game = Nytt parti
button-settings = Inställningar
button-rematch = Revansch
button-undo = Ångra
button-redo = Gör om
button-hints = Tips
button-share = Dela
button-copy = Kopiera
button-analyse = Analysera
button-done = Klar
button-change = Ändra
button-save = Spara…
button-open = Öppna…
button-level-down = ←
button-level-up = →
button-quieter = −
button-louder = +
button-smaller = A−
button-larger = A+
name-level-down = Svagare AI-nivå
name-level-up = Starkare AI-nivå
name-quieter = Tystare
name-louder = Högre
name-smaller = Mindre gränssnitt
name-larger = Större gränssnitt

## Bredvid brädet
side = { $side ->
    [black] Svart
   *[white] Vit
}
hud-count = { $side ->
    [black] Svart
   *[white] Vit
} { $count }
discs = { $count ->
    [one] { $count } bricka
   *[other] { $count } brickor
}
hud-supply = { $count ->
    [one] { $count } bricka kvar
   *[other] { $count } brickor kvar
}
move-pass = pass
status-counting = Räknar… Svart { $black } · Vit { $white }
status-game-over = Partiet är slut · Revansch eller ett nytt parti
status-checking = Ditt drag granskas…
status-teaching-paused = Ta tillbaka eller behåll ditt drag
status-game-over-teaching = Partiet är slut · { $count ->
    [0] inga andra chanser använda
    [one] en andra chans använd
   *[other] { $count } andra chanser använda
} · Revansch eller ett nytt parti
status-thinking = { $side ->
    [black] Svart
   *[white] Vit
}: AI-nivå { $number } ({ $name }) tänker…
status-must-pass = { $side ->
    [black] Svart
   *[white] Vit
} måste passa
status-review-waiting = Drag { $ply } av { $total } · { $side ->
    [black] Svart
   *[white] Vit
} i tur · End går till sista draget
status-review = Drag { $ply } av { $total } · { $side ->
    [black] Svart
   *[white] Vit
} i tur: spela vidare härifrån, eller End
status-to-move-mode = { $side ->
    [black] Svart
   *[white] Vit
} i tur · { $mode }
status-to-move = { $side ->
    [black] Svart
   *[white] Vit
} i tur
result-win = { $side ->
    [black] Svart vinner
   *[white] Vit vinner
} { $high }–{ $low }
result-draw = Oavgjort { $high }–{ $low }
result-time = { $side ->
    [black] Svart fick slut på tid: Vit vinner
   *[white] Vit fick slut på tid: Svart vinner
}
result-resigned = { $side ->
    [black] Svart gav upp: Vit vinner
   *[white] Vit gav upp: Svart vinner
}
result-abandoned = { $side ->
    [black] Svart lämnade partiet: Vit vinner
   *[white] Vit lämnade partiet: Svart vinner
}
score-win = vinst
score-loss = förlust
score-draw = remi

## Meddelanden överst
banner-nothing-to-undo = Inget att ångra
banner-nothing-to-redo = Inget att göra om
banner-replace = { $move } här ersätter { $count ->
    [one] det senare draget
   *[other] de { $count } senare dragen
}: spela det igen för att bekräfta, eller tryck End
banner-occupied = { $square } är redan upptagen: välj en markerad ruta
banner-no-flips = { $square } inringar ingen bricka: välj en markerad ruta
banner-pass = { $side ->
    [black] Svart kan inte dra – Vit spelar igen
   *[white] Vit kan inte dra – Svart spelar igen
}
banner-ai-problem = AI:n stötte på ett problem och spelade ett enklare drag

## Partier som kopieras, klistras in, sparas och öppnas
record-opened = Öppnade { $moves ->
    [0] en ställning
    [one] ett parti med { $moves } drag
   *[other] ett parti med { $moves } drag
}
record-pasted = Klistrade in { $moves ->
    [0] en ställning
    [one] ett parti med { $moves } drag
   *[other] ett parti med { $moves } drag
}
record-nothing-opened = Inget öppnades: { $reason }
record-nothing-pasted = Inget klistrades in: { $reason }
record-cannot-open = Kan inte öppna { $file }: { $reason }
record-copied-moves = Kopierade dragen
record-copied-board = Kopierade brädet
record-copied-game = Kopierade partiet (GGF)
record-copied-link = Kopierade partiets länk
record-nothing-copied = Inget kopierades: { $reason }
error-empty = inga drag i texten (drag ser ut som f5d6c3)
error-unreadable = ”{ $text }” är inget drag (en ruta från a1 till h8, eller PA för pass)
error-illegal = drag { $number } ({ $move }) är inte tillåtet där
error-after-end = drag { $number } ({ $move }) kommer efter partiets slut
error-board-length = ett bräde har 64 rutor, detta { $count }
error-board-square = { $square } innehåller ”{ $found }”: en ruta är X eller * (svart), O (vit), - eller . (tom)
error-board-side = vem som är i tur (X eller O) saknas efter de 64 rutorna
error-board-trailing = ”{ $text }” står efter vem som är i tur
error-ggf = det är inte ett helt GGF-parti
error-ggf-move = GGF-drag { $number } ({ $move }) kan inte spelas där
file-saved = Sparade { $file }
file-nothing-saved = Inget sparades: { $reason }
file-not-a-file = { $file } är ingen fil
file-dialog-busy = En fildialog är redan öppen
file-no-dialog = Ingen fildialog: { $reason }
dialog-save = Spara partiet
dialog-open = Öppna ett parti
dialog-games = Othellopartier (GGF)
dialog-records = Dragföljder och bräden
dialog-all = Alla filer
save-damaged-kept = Det sparade partiet gick inte att läsa ({ $reason }); det finns kvar som { $file }.
save-damaged-lost = Det sparade partiet gick inte att läsa ({ $reason }); det kunde inte läggas undan: { $error }.

## Inställningar
settings-title = Inställningar
settings-graphics = Grafik
settings-animations = Animationer
settings-volume = Ljudvolym
settings-hints = Tips
settings-evaluation = Bedömning
settings-game-file = Partifil
settings-language = Språk
settings-motion = Rörelse
settings-theme = Markeringar
settings-look = Bräde
look-name = { $look ->
    [dark] Mörkt bord
    [flat] Platt, ovanifrån
    [salon] Salong
   *[tournament] Turnering
}
theme-standard = Standard
theme-contrast = Hög kontrast
settings-ui-scale = Gränssnittets storlek
motion-full = Full
motion-reduced = Minskad
motion-system = { $value } (systemets)
value-on = På
value-off = Av
language-system = { $language } (systemets)
speed-slow = Långsamma
speed-normal = Normala
speed-fast = Snabba
speed-off = Av
graphics-auto = Automatisk
graphics-low = Låg
graphics-medium = Mellan
graphics-high = Hög

## Analys
analysis-title = Analys
analysis-stopped = Analysen avbröts: { $reason }. Analysera försöker igen.
analysis-summary = Svart gav bort { $black ->
    [one] { $black } bricka
   *[other] { $black } brickor
}, Vit { $white } (djup { $depth }, exakt från { $empties } tomma rutor)
analysis-progress = Analyserar… { $done } av { $total } drag
analysis-worst = { $side ->
    [black] Svarts sämsta drag
   *[white] Vits sämsta drag
}
analysis-none-best = inga: varje drag var det bästa
analysis-none-yet = inga än
analysis-mistake = { $ply }. { $move } −{ $loss } ({ $best } var bäst)
analysis-accuracy = Precision: Svart { $black }, Vit { $white } (100: varje drag det bästa)
analysis-loss-graph = Brickor bortgivna hittills: Svart ovanför, Vit nedanför

## Dragens klasser, efter brickorna ett drag förlorade
class-best = bäst
class-good = bra
class-inaccuracy = onoggrannhet
class-mistake = misstag
class-blunder = grovt fel

## Tränaren: varför $move är bättre eller sämre än $other
coach-takes-corner-better = Tar hörnet { $move }.
coach-takes-corner-worse = { $other } skulle ta ett hörn.
coach-gives-corner-better = { $other } skulle låta { $opponent ->
    [black] Svart
   *[white] Vit
} ta { $squares }.
coach-gives-corner-worse = Låter { $opponent ->
    [black] Svart
   *[white] Vit
} ta { $squares }.
coach-x-square-better = { $other } skulle ligga bredvid det tomma hörnet { $corners }.
coach-x-square-worse = Ligger bredvid det tomma hörnet { $corners }: { $opponent ->
    [black] Svart
   *[white] Vit
} kan ta det senare.
coach-mobility-better = Lämnar { $opponent ->
    [black] Svart
   *[white] Vit
} { $value ->
    [0] inget drag
    [one] bara ett drag
   *[other] { $value } drag
}; { $other } skulle lämna { $alternative }.
coach-mobility-worse = Ger { $opponent ->
    [black] Svart
   *[white] Vit
} { $value } drag att välja på; { $other } skulle lämna { $alternative }.
coach-frontier-better = Lugnare: { $value } tomma rutor intill dina brickor, { $alternative } efter { $other }.
coach-frontier-worse = Öppnar upp: { $value } tomma rutor intill dina brickor, { $alternative } efter { $other }, fler drag för { $opponent ->
    [black] Svart
   *[white] Vit
} senare.
coach-stable-better = Gör { $value } av dina brickor stabila för gott; { $other } { $alternative }.
coach-stable-worse = { $other } skulle göra { $alternative } av dina brickor stabila för gott; det här draget { $value }.
coach-room-better = Håller dina egna drag öppna: { $value } nästa tur, { $alternative } efter { $other }.
coach-room-worse = Murar in dig: { $value } egna drag nästa tur, { $alternative } efter { $other }.
coach-parity-better = Lämnar { $value } udda områden, { $alternative } efter { $other }: du behåller sista draget i fler av dem.
coach-parity-worse = Lämnar { $value } udda områden, där { $opponent ->
    [black] Svart
   *[white] Vit
} drar först och får sista draget; { $other } lämnar { $alternative }.
coach-pass-better = { $opponent ->
    [black] Svart
   *[white] Vit
} har inget drag och måste passa.
coach-pass-worse = { $other } skulle lämna { $opponent ->
    [black] Svart
   *[white] Vit
} utan drag: ett pass.
coach-allows-pass-better = { $other } skulle låta { $opponent ->
    [black] Svart
   *[white] Vit
} tvinga dig att passa.
coach-allows-pass-worse = Låter { $opponent ->
    [black] Svart
   *[white] Vit
} tvinga dig att passa, med { $squares }.
coach-exact-better = Med perfekt spel { $result ->
    [win] vinner { $move } med { $margin }
    [loss] förlorar { $move } med { $margin }
   *[draw] blir { $move } remi
}; { $other-result ->
    [win] { $other } vinner med { $other-margin }
    [loss] { $other } förlorar med { $other-margin }
   *[draw] { $other } blir bara remi
}.
coach-exact-worse = Med perfekt spel { $result ->
    [win] vinner { $move } bara med { $margin }
    [loss] förlorar { $move } med { $margin }
   *[draw] blir { $move } bara remi
}; { $other-result ->
    [win] { $other } vinner med { $other-margin }
    [loss] { $other } förlorar med { $other-margin }
   *[draw] { $other } blir remi
}.
coach-deeper = Inget enkelt skäl: skillnaden syns först längre fram.
evaluation-best = Bäst: { $move }. { $reason }
evaluation-equal = { $move } och { $other } är lika bra.
teaching-pause = { $move } förlorar { $loss ->
    [one] { $loss } bricka
   *[other] { $loss } brickor
}: { $best } är bättre.
button-take-back = Ta tillbaka
button-keep = Behåll

## Sagt till en skärmläsare
announce-move = { $side ->
    [black] Svart
   *[white] Vit
} { $square }, { $flips ->
    [one] vänder { $flips } bricka
   *[other] vänder { $flips } brickor
}{ $handed ->
    [yes] , med en överlämnad bricka
   *[no] {""}
}.
board-label = Brädet
announce-square = { $square }, { $state ->
    [black] svart bricka
    [white] vit bricka
   *[empty] { $flips ->
        [0] tom
       *[other] tom, tillåten, vänder { $flips }
    }
}
announce-result = Partiet är slut: { $result }.

## Så spelar du: reglerna på brädet, steg för steg.
button-how-to-play = Så spelar du
button-next = Nästa
button-back = Föregående
button-play = Spela ett parti
button-leave = Avsluta
button-back-to-game = Tillbaka till partiet
tour-counter = Så spelar du · { $step } av { $count }
tour-start-title = Två spelare, 64 brickor
tour-start-text = Varje spelare har 32 brickor, svarta på ena sidan och vita på den andra, i en låda bredvid brädet. Partiet börjar med fyra brickor i mitten: vita på d4 och e5, svarta på d5 och e4. Svart börjar, sedan turas spelarna om.
tour-line-title = Att inringa
tour-line-text = Ett drag placerar en bricka så att den inringar motståndaren: en rak rad av motståndarens brickor med din bricka A redan i ena änden och den nya brickan B i den andra. Här står svart A på b5; svart B på f5 sluter raden av tre vita brickor, och alla tre vänds till svart.
tour-line-try = Din tur: det här är startställningen, Svart drar. Lägg en svart bricka som inringar minst en vit bricka.
tour-line-done = { $square } inringar { $flips ->
    [one] en bricka
   *[other] { $flips } brickor
}, och de vänds. Ett drag som inte inringar något är inte tillåtet.
tour-lines-title = Flera rader på en gång
tour-lines-text = En bricka kan inringa i alla åtta riktningar: vågrätt, lodrätt och diagonalt. Varje inringad rad vänds. Här sluter Svarts d5 åtta rader på en gång.
tour-lines-try = Din tur: lägg en svart bricka som vänder två rader eller fler.
tour-lines-fewer = { $square } vänder { $lines ->
    [one] bara en rad
   *[other] { $lines } rader
}. Leta efter en ruta som sluter två.
tour-lines-done = { $square } vänder { $lines } rader och { $flips } brickor på en gång.
tour-stay-title = Det som inte vänds
tour-stay-text = Bara inringade brickor vänds. Svart lägger på a4: b4 och c4 vänds. De markerade brickorna ligger kvar: e4 ligger bortom Svarts egen d4; a5 skiljs av en tom ruta; diagonalen från b5 når kanten utan svart bricka i änden; och c5 och c6 ligger kvar fast den nya svarta c4 står ovanför dem: vända brickor vänder aldrig andra.
tour-pass-title = Att passa
tour-pass-text = Vit har inget drag som inringar något, så Vit måste passa och Svart drar igen. Den som kan dra får inte passa.
tour-pass-try = Svart kan dra, alltså måste Svart dra: lägg en svart bricka.
tour-pass-done = Bra. Bara den som saknar lagligt drag passar; spelet gör det åt dig.
tour-handover-title = Slut på brickor
tour-handover-text = Varje spelare har 32 brickor. Om en spelare måste dra men lådan är tom, ger motståndaren en av sina. Här har varje låda en bricka kvar: Svart lägger på a1, Vit kan inte dra, och Svarts andra drag görs med en bricka ur Vits låda.
tour-handover-done = Svarts låda är tom: Vit ger Svart en bricka.
tour-end-title = Slutet och räkningen
tour-end-text = Partiet är slut när ingen av spelarna kan dra, oftast när brädet är fullt. Brickorna räknas, och den som har flest brickor i sin färg vinner.
tour-end-try = Gör det sista draget: h8.
tour-end-done = Brädet är fullt och partiet slut: Svart { $black }, Vit { $white }. { $winner ->
    [black] Svart vinner.
    [white] Vit vinner.
   *[draw] Oavgjort.
}
tour-undo-title = Att ta tillbaka ett drag
tour-undo-text = Ett drag får tas tillbaka innan motståndaren svarar. Mot AI:n tar Ångra tillbaka både ditt drag och AI:ns svar.
tour-undo-try = Lägg en svart bricka och ta sedan tillbaka den med Ångra (eller tangenten U).
tour-undo-now = Ta nu tillbaka den: Ångra (eller U).
tour-undo-done = Tillbakataget: brädet är som förut, och Svart får välja igen.
tour-finish-title = Det är alla regler
tour-finish-text = Hörn kan aldrig inringas och kanter sällan: de är värda att ta. Tips (H) visar de lagliga dragen, och rutan under pekaren visar vad den skulle vända. Spela ett parti, eller kom tillbaka hit med F1.

## Träning: problem och spelarens misstag, spelade på brädet
button-puzzle-day = Dagens problem
button-puzzles = Problem · svårighet { $difficulty }
button-difficulty = Nästa svårighet
button-practise = Öva misstag ({ $due } att öva)
button-try-again = Försök igen
settings-practise = Övningslek
exercise-puzzle-day = Dagens problem, { $date } (nr { $number }, svårighet { $difficulty } av 5): { $side ->
    [black] Svart
   *[white] Vit
} drar; hitta draget som ger mest.
exercise-streak = Svit: { $streak ->
    [one] { $streak } dag
   *[other] { $streak } dagar
} lösta på första försöket.
exercise-puzzle = Problem { $number }, svårighet { $difficulty } av 5: { $side ->
    [black] Svart
   *[white] Vit
} drar; hitta draget som ger mest.
exercise-card = Från dina partier: { $side ->
    [black] Svart
   *[white] Vit
} drar. Hitta ett drag högst 1 bricka sämre än det bästa (fack { $box } av 5).
exercise-right = Rätt: { $move } är det bästa draget.
exercise-good = Bra: { $move } är högst { $loss ->
    [one] { $loss } bricka
   *[other] { $loss } brickor
} sämre än det bästa draget, { $best }.
exercise-wrong = Inte det: { $move } förlorar { $loss ->
    [one] { $loss } bricka
   *[other] { $loss } brickor
}; { $best } var draget.
exercise-failed = Övningen kunde inte fortsätta: { $error }
status-exercise-line = Fortsättningen efter ditt drag spelas upp…
status-exercise-move = Ditt drag: hitta det bästa
status-exercise-done = Försök igen, eller gå vidare till nästa
practice-nothing-due = Inget att öva i dag: { $count ->
    [one] { $count } kort
   *[other] { $count } kort
}, nästa om { $days ->
    [one] { $days } dag
   *[other] { $days } dagar
}.
practice-empty = Din övningslek är tom: partier du spelar färdigt mot datorn lägger till dina sämsta drag.
deck-damaged-kept = Övningsleken gick inte att läsa ({ $reason }); den finns kvar som { $file } och en ny har påbörjats.
deck-damaged-lost = Övningsleken gick inte att läsa ({ $reason }); den kunde inte läggas undan: { $error }.

## The named openings (the names themselves are the same in every language).
opening-current = Öppning: { $name }
opening-left = Öppning: { $name }, linjen lämnad

## Where a new game starts (the menu's button).
menu-start-standard = Start: standard
menu-start-balanced = Start: balanserad
menu-start-random = Start: { $count } slumpdrag
menu-clock = Klocka: { $control }
menu-clock-none = Ingen klocka
start-failed = Ingen annan start ({ $reason }): partiet börjar från standardställningen.

## Practising an opening (the menu's Openings)
button-openings = Öppningar
openings-title = Öva en öppning
openings-search-hint = Skriv för att söka på namn, eller välj de första dragen:
openings-search = Namn med ”{ $text }”:
openings-none = Ingen öppning har det i namnet.
openings-group = { $moves } · { $count }
opening-name = { $name }
opening-practising = Övar { $name }: { $moves }
opening-practice-left = Du lämnade linjen för { $name } vid drag { $ply }: den spelar { $move } här. Ta tillbaka ditt drag, eller behåll det och spela vidare.

## The library of games (the menu's and the settings' Library)
button-library = Bibliotek
library-title = Bibliotek
library-count = { $count ->
    [one] Ett parti sparat
   *[other] { $count } partier sparade
} · de { $capacity } senaste behålls
library-empty = Inga partier ännu: varje parti som spelas klart här och varje parti som öppnas sparas i biblioteket.
library-none-shown = Inget sparat parti passar de här filtren.
library-result = Resultat: { $result ->
    [won] du vann
    [lost] du förlorade
    [drawn] oavgjorda
    [unfinished] ej avslutade
   *[all] alla
}
library-opponent = Motståndare: { $opponent ->
    [ai] nivå { $level }
    [two] två spelare
    [others] andra
   *[all] alla
}
library-opening = Öppning: { $name }
library-opening-any = Öppning: alla
library-sort = Ordning: { $sort ->
    [oldest] äldst först
    [opening] efter öppning
    [accuracy] mest exakt först
    [margin] största vinst först
   *[newest] nyast först
}
library-page = { $from }–{ $to } av { $total }
library-person = Du
library-two = Två spelare
library-ai = Nivå { $level }
library-players = { $black } (svart) – { $white } (vit)
library-unfinished = Ej avslutat
library-accuracy = Precision { $black } % – { $white } %
library-open-game = Öppna
library-delete = Radera
library-undelete = Ångra radering
library-import = Importera…
library-export = Exportera alla…
library-imported = { $added ->
    [one] Ett parti lades till i biblioteket
   *[other] { $added } partier lades till i biblioteket
}; fanns redan: { $present }; oläsliga: { $unreadable }; utelämnade eftersom biblioteket är fullt: { $full }.
library-unreadable = { $count } av dess partier kunde inte läsas; { $kept } behölls
library-damaged-kept = Biblioteket kunde inte läsas helt ({ $reason }); filen sparas som { $file }.
library-damaged-lost = Biblioteket kunde inte läsas helt ({ $reason }); det kunde inte läggas undan: { $error }.
library-not-saved = Biblioteket kunde inte sparas: { $reason }
dialog-export = Exportera bibliotekets partier
dialog-import = Importera partier till biblioteket
dialog-diagram = Spara ställningens diagram
dialog-images = PNG-bilder
settings-diagram = Diagram
diagram-style = { $style ->
    [colour-numbered] Färg, numrerat
    [mono] Svartvitt
    [mono-numbered] Svartvitt, numrerat
   *[colour] Färg
}
button-save-image = Spara…

## Online play
online-reconnecting = Anslutningen till servern bröts: ansluter igen…
online-reconnected = Ansluten till servern igen
online-unreachable = Servern { $server } går inte att nå: försöker igen…
online-junk = Servern skickade något som spelet inte kan läsa; partiet är kvar.
online-rematch-offered = Din motståndare erbjuder en returmatch
online-opponent-back = Din motståndare är tillbaka
online-opponent-gone = Din motståndares anslutning bröts
online-error = { $code ->
    [version] Den här servern talar en annan version av protokollet: uppdatera spelet
    [name] Det namnet går inte: 1 till 24 tecken
    [clock] Servern tar inte den betänketiden
    [no_game] Det finns inget parti med den koden
    [full] Det partiet har redan sina två spelare
    [not_open] Det partiet är inte öppet
    [level] Servern har ingen bot på den nivån
    [flood] För många förfrågningar: vänta ett ögonblick
    [busy] Servern är upptagen: försök igen om en stund
   *[other] Servern kunde inte göra det ({ $code })
}
online-move-refused = Servern godtog inte ditt drag ({ $code ->
    [stale] partiet hade gått vidare
    [not_your_turn] det var inte din tur
    [finished] partiet var slut
    [not_seated] du spelar inte i det här partiet
   *[other] det bröt mot reglerna
}): brädet visar serverns parti.
online-title = Spela online
menu-online = Spela online…
online-name-hint = Ditt namn
online-save-name = Använd det här namnet
online-new-game = Ett nytt parti
online-colour = { $colour ->
    [black] Du spelar Svart
    [white] Du spelar Vit
   *[random] Färg lottas
}
online-rated = Rankat
online-casual = Vänskapligt
online-create = Skapa ett parti
online-quick = Snabb parning
online-bot = Spela mot boten
online-bot-level = Bot: nivå { $level }
online-waiting = Partiet { $code } väntar på en motståndare: ge hen koden eller länken
online-copy-link = Kopiera länken
online-link-copied = Partiets länk är kopierad
online-withdraw = Dra tillbaka
online-open-games = Öppna partier
online-no-open-games = Inga öppna partier just nu
online-open-game = { $name } ({ $rating }{ $provisional ->
    [1] ?
   *[0] {""}
}) · { $clock } · { $rated ->
    [rated] rankat
   *[casual] vänskapligt
} · { $colour ->
    [black] spelar Svart
    [white] spelar Vit
   *[random] färg lottas
}
online-refresh = Uppdatera
online-code-hint = Partiets kod
online-join = Gå med
online-watch = Titta
online-code-missing = Skriv partiets kod först
online-connected = Ansluten som { $name } ({ $rating }{ $provisional ->
    [1] ?, preliminärt
   *[0] {""}
})
online-offline = Inte ansluten
online-connecting = Ansluter till { $server }…
online-seat = { $name } ({ $rating }{ $provisional ->
    [1] ?
   *[0] {""}
}){ $gone ->
    [0] {""}
   *[other] {" "}· borta i { $gone } s
}
online-seat-empty = Väntar på en spelare
status-remote = { $side ->
    [black] Svart vid draget
   *[white] Vit vid draget
}: väntar på { $name }
online-rating-change = Ranking { $change }
online-resign = Ge upp
online-resign-sure = Ge upp partiet? Tryck på Ge upp igen för att ge upp.
online-rematch-asked = Returmatch begärd: väntar på motståndaren
online-in-play = Ditt parti mot { $name } pågår
online-return = Tillbaka till partiet
