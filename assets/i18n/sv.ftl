# Svenska (Swedish): the game's words. The same messages and values as
# en.ftl; values picked by $side are "black" or "white".

## Startskärmen
menu-title = Reversi
menu-choose = Välj ett parti
menu-level = AI-nivå { $number } – { $name }
menu-level-description = { $description } (högst { $seconds } s per drag)
menu-language = Språk
language-name = { $language }

mode-black = Du (svart) mot AI
mode-white = Du (vit) mot AI
mode-two-players = Två spelare
mode-ai-vs-ai = AI mot AI

level-1-name = Nybörjare
level-1-description = Ser ett drag framåt och bedömer det ofta fel
level-2-name = Novis
level-2-description = Två drag framåt, med täta misstag
level-3-name = Fritidsspelare
level-3-description = Tre drag framåt, ibland slarvig
level-4-name = Klubbspelare
level-4-description = Fyra drag framåt, sällan slarvig
level-5-name = Skicklig
level-5-description = Fem drag framåt; felfri i de sista 10 dragen
level-6-name = Stark
level-6-description = Sex drag framåt; felfri i de sista 12 dragen
level-7-name = Expert
level-7-description = Tio drag framåt; felfri i de sista 14 dragen
level-8-name = Mästare
level-8-description = Tretton drag framåt; felfri i de sista 16 dragen
level-9-name = Stormästare
level-9-description = Arton drag framåt; felfri i de sista 18 dragen
level-10-name = Mästarnas mästare
level-10-description = Djupaste sökningen; felfri i de sista 20 dragen

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
announce-square = { $square }, { $state ->
    [black] svart bricka
    [white] vit bricka
   *[empty] { $flips ->
        [0] tom
       *[other] tom, tillåten, vänder { $flips }
    }
}
announce-result = Partiet är slut: { $result }.
