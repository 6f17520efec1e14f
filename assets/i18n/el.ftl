# Ελληνικά (Greek): the game's words. The same messages and values as
# en.ftl; values picked by $side are "black" or "white".

## Η αρχική οθόνη
menu-title = Reversi
menu-choose = Διαλέξτε παιχνίδι
menu-level = Επίπεδο AI { $number } – { $name }
menu-level-description = { $description } (το πολύ { $seconds } δ. ανά κίνηση)
menu-teaching = { $margin ->
    [0] Παιχνίδι εκμάθησης: όχι
   *[other] Παιχνίδι εκμάθησης: παύση σε απώλεια πάνω από { $margin } πούλια
}
# The menu's pages: a group's choices, and back to the first page.
menu-play = Παιχνίδι
menu-practise = Εξάσκηση
menu-learn = Μάθηση
menu-back = Πίσω
menu-language = Γλώσσα
language-name = { $language }
language-missing = Δεν ήταν δυνατή η φόρτωση των λέξεων για { $language } ({ $reason }): το παιχνίδι μιλά αγγλικά.

mode-black = Εσείς (Μαύρα) με το AI
mode-white = Εσείς (Λευκά) με το AI
mode-two-players = Δύο παίκτες
mode-ai-vs-ai = AI με AI
mode-online = Διαδικτυακά

level-1-name = Αρχάριος
level-1-description = Βλέπει μία κίνηση μπροστά και αρπάζει όσο περισσότερα πούλια μπορεί
level-2-name = Μαθητευόμενος
level-2-description = Δύο κινήσεις μπροστά, συχνά άπληστος για πούλια
level-3-name = Ερασιτέχνης
level-3-description = Τρεις κινήσεις μπροστά, μερικές φορές απρόσεκτος
level-4-name = Παίκτης ομίλου
level-4-description = Τέσσερις κινήσεις μπροστά, σπάνια απρόσεκτος
level-5-name = Έμπειρος
level-5-description = Πέντε κινήσεις μπροστά· τέλειος στις 10 τελευταίες κινήσεις
level-6-name = Δυνατός
level-6-description = Έξι κινήσεις μπροστά· τέλειος στις 12 τελευταίες κινήσεις
level-7-name = Ειδικός
level-7-description = Βιβλίο ανοιγμάτων, μετά δέκα κινήσεις μπροστά· τέλειος στις 14 τελευταίες κινήσεις
level-8-name = Μετρ
level-8-description = Βιβλίο ανοιγμάτων, μετά δεκατρείς κινήσεις μπροστά· τέλειος στις 16 τελευταίες κινήσεις
level-9-name = Γκραν μετρ
level-9-description = Βιβλίο ανοιγμάτων, μετά δεκαοκτώ κινήσεις μπροστά· τέλειος στις 18 τελευταίες κινήσεις
level-10-name = Πρωταθλητής
level-10-description = Βιβλίο ανοιγμάτων, μετά η βαθύτερη αναζήτηση· τέλειος στις 20 τελευταίες κινήσεις

## Κουμπιά
button-continue = Συνέχεια
button-new-game = Νέο παιχνίδι
button-settings = Ρυθμίσεις
button-rematch = Ρεβάνς
button-undo = Αναίρεση
button-redo = Επανάληψη
button-hints = Υποδείξεις
button-share = Κοινοποίηση
button-copy = Αντιγραφή
button-analyse = Ανάλυση
button-done = Τέλος
button-change = Αλλαγή
button-save = Αποθήκευση…
button-open = Άνοιγμα…
button-level-down = ←
button-level-up = →
button-quieter = −
button-louder = +
button-smaller = A−
button-larger = A+
name-level-down = Ασθενέστερο επίπεδο AI
name-level-up = Ισχυρότερο επίπεδο AI
name-quieter = Χαμηλότερη ένταση
name-louder = Δυνατότερη ένταση
name-smaller = Μικρότερη διεπαφή
name-larger = Μεγαλύτερη διεπαφή

## Δίπλα στο ταμπλό
side = { $side ->
    [black] Μαύρα
   *[white] Λευκά
}
hud-count = { $side ->
    [black] Μαύρα
   *[white] Λευκά
} { $count }
discs = { $count ->
    [one] { $count } πούλι
   *[other] { $count } πούλια
}
hud-supply = { $count ->
    [one] απομένει { $count } πούλι
   *[other] απομένουν { $count } πούλια
}
move-pass = πάσο
status-counting = Μέτρημα… Μαύρα { $black } · Λευκά { $white }
status-game-over = Τέλος παιχνιδιού · Ρεβάνς ή νέο παιχνίδι
status-checking = Ελέγχεται η κίνησή σας…
status-teaching-paused = Πάρτε πίσω ή κρατήστε την κίνησή σας
status-game-over-teaching = Τέλος παιχνιδιού · { $count ->
    [0] καμία δεύτερη ευκαιρία
    [one] μία δεύτερη ευκαιρία
   *[other] { $count } δεύτερες ευκαιρίες
} · Ρεβάνς ή νέο παιχνίδι
status-thinking = { $side ->
    [black] Μαύρα
   *[white] Λευκά
}: το AI επιπέδου { $number } ({ $name }) σκέφτεται…
status-must-pass = { $side ->
    [black] Τα Μαύρα πρέπει να πάνε πάσο
   *[white] Τα Λευκά πρέπει να πάνε πάσο
}
status-review-waiting = Κίνηση { $ply } από { $total } · { $side ->
    [black] παίζουν τα Μαύρα
   *[white] παίζουν τα Λευκά
} · το End επιστρέφει στην τελευταία κίνηση
status-review = Κίνηση { $ply } από { $total } · { $side ->
    [black] παίζουν τα Μαύρα
   *[white] παίζουν τα Λευκά
}: συνεχίστε από εδώ ή πατήστε End
status-to-move-mode = { $side ->
    [black] Παίζουν τα Μαύρα
   *[white] Παίζουν τα Λευκά
} · { $mode }
status-to-move = { $side ->
    [black] Παίζουν τα Μαύρα
   *[white] Παίζουν τα Λευκά
}
result-win = { $side ->
    [black] Κερδίζουν τα Μαύρα
   *[white] Κερδίζουν τα Λευκά
} { $high }–{ $low }
result-draw = Ισοπαλία { $high }–{ $low }
result-time = { $side ->
    [black] Τα Μαύρα έμειναν χωρίς χρόνο: κερδίζουν τα Λευκά
   *[white] Τα Λευκά έμειναν χωρίς χρόνο: κερδίζουν τα Μαύρα
}
result-resigned = { $side ->
    [black] Τα Μαύρα παραιτήθηκαν: κερδίζουν τα Λευκά
   *[white] Τα Λευκά παραιτήθηκαν: κερδίζουν τα Μαύρα
}
result-abandoned = { $side ->
    [black] Τα Μαύρα έφυγαν από την παρτίδα: κερδίζουν τα Λευκά
   *[white] Τα Λευκά έφυγαν από την παρτίδα: κερδίζουν τα Μαύρα
}
score-win = νίκη
score-loss = ήττα
score-draw = ισοπαλία

## Μηνύματα στο πάνω μέρος
banner-nothing-to-undo = Δεν υπάρχει τίποτα για αναίρεση
banner-nothing-to-redo = Δεν υπάρχει τίποτα για επανάληψη
banner-replace = Το { $move } εδώ αντικαθιστά { $count ->
    [one] την επόμενη κίνηση
   *[other] τις { $count } επόμενες κινήσεις
}: παίξτε το ξανά για επιβεβαίωση ή πατήστε End
banner-occupied = Το { $square } είναι ήδη πιασμένο: δοκιμάστε ένα φωτισμένο τετράγωνο
banner-no-flips = Το { $square } δεν περικυκλώνει κανένα πούλι: δοκιμάστε ένα φωτισμένο τετράγωνο
banner-pass = { $side ->
    [black] Τα Μαύρα δεν έχουν κίνηση – παίζουν ξανά τα Λευκά
   *[white] Τα Λευκά δεν έχουν κίνηση – παίζουν ξανά τα Μαύρα
}
banner-ai-problem = Το AI συνάντησε πρόβλημα και έπαιξε μια απλούστερη κίνηση

## Παρτίδες που αντιγράφονται, επικολλώνται, αποθηκεύονται, ανοίγουν
record-opened = Άνοιξε { $moves ->
    [0] μια θέση
    [one] μια παρτίδα { $moves } κίνησης
   *[other] μια παρτίδα { $moves } κινήσεων
}
record-pasted = Επικολλήθηκε { $moves ->
    [0] μια θέση
    [one] μια παρτίδα { $moves } κίνησης
   *[other] μια παρτίδα { $moves } κινήσεων
}
record-nothing-opened = Δεν άνοιξε τίποτα: { $reason }
record-nothing-pasted = Δεν επικολλήθηκε τίποτα: { $reason }
record-cannot-open = Δεν ανοίγει το { $file }: { $reason }
record-copied-moves = Αντιγράφηκαν οι κινήσεις
record-copied-board = Αντιγράφηκε το ταμπλό
record-copied-game = Αντιγράφηκε η παρτίδα (GGF)
record-copied-link = Αντιγράφηκε ο σύνδεσμος της παρτίδας
record-nothing-copied = Δεν αντιγράφηκε τίποτα: { $reason }
error-empty = δεν έχει κινήσεις (οι κινήσεις μοιάζουν με f5d6c3)
error-unreadable = το «{ $text }» δεν είναι κίνηση (ένα τετράγωνο από a1 έως h8, ή PA για πάσο)
error-illegal = η κίνηση { $number } ({ $move }) δεν επιτρέπεται εκεί
error-after-end = η κίνηση { $number } ({ $move }) έρχεται μετά το τέλος της παρτίδας
error-board-length = ένα ταμπλό έχει 64 τετράγωνα, αυτό { $count }
error-board-square = το { $square } έχει «{ $found }»: ένα τετράγωνο είναι X ή * (μαύρο), O (λευκό), - ή . (κενό)
error-board-side = λείπει ποιος παίζει (X ή O) μετά τα 64 τετράγωνα
error-board-trailing = το «{ $text }» ακολουθεί αυτόν που παίζει
error-ggf = δεν είναι ολόκληρη παρτίδα GGF
error-ggf-move = η κίνηση GGF { $number } ({ $move }) δεν παίζεται εκεί
file-saved = Αποθηκεύτηκε το { $file }
file-nothing-saved = Δεν αποθηκεύτηκε τίποτα: { $reason }
file-not-a-file = Το { $file } δεν είναι αρχείο
file-dialog-busy = Ένα παράθυρο αρχείων είναι ήδη ανοιχτό
file-no-dialog = Κανένα παράθυρο αρχείων: { $reason }
dialog-save = Αποθήκευση της παρτίδας
dialog-open = Άνοιγμα παρτίδας
dialog-games = Παρτίδες Othello (GGF)
dialog-records = Καταγραφές κινήσεων και ταμπλό
dialog-all = Όλα τα αρχεία
save-damaged-kept = Η αποθηκευμένη παρτίδα δεν διαβάστηκε ({ $reason })· φυλάχτηκε ως { $file }.
save-damaged-lost = Η αποθηκευμένη παρτίδα δεν διαβάστηκε ({ $reason })· δεν μπόρεσε να παραμεριστεί: { $error }.

## Ρυθμίσεις
settings-title = Ρυθμίσεις
settings-graphics = Γραφικά
settings-animations = Κινούμενα
settings-volume = Ένταση ήχου
settings-hints = Υποδείξεις
settings-evaluation = Αξιολόγηση
settings-game-file = Αρχείο παρτίδας
settings-language = Γλώσσα
settings-motion = Κίνηση
settings-theme = Σημάδια
settings-look = Ταμπλό
look-name = { $look ->
    [dark] Σκοτεινό τραπέζι
    [flat] Επίπεδο, από πάνω
    [salon] Σαλόνι
   *[tournament] Τουρνουά
}
theme-standard = Κανονικά
theme-contrast = Υψηλή αντίθεση
settings-ui-scale = Μέγεθος διεπαφής
motion-full = Πλήρης
motion-reduced = Μειωμένη
motion-system = { $value } (του συστήματος)
value-on = Ναι
value-off = Όχι
language-system = { $language } (του συστήματος)
speed-slow = Αργά
speed-normal = Κανονικά
speed-fast = Γρήγορα
speed-off = Όχι
graphics-auto = Αυτόματα
graphics-low = Χαμηλά
graphics-medium = Μεσαία
graphics-high = Υψηλά

## Ανάλυση
analysis-title = Ανάλυση
analysis-stopped = Η ανάλυση σταμάτησε: { $reason }. Η Ανάλυση ξαναδοκιμάζει.
analysis-summary = Τα Μαύρα έχασαν { $black ->
    [one] { $black } πούλι
   *[other] { $black } πούλια
}, τα Λευκά { $white } (βάθος { $depth }, ακριβώς από { $empties } κενά)
analysis-progress = Ανάλυση… { $done } από { $total } κινήσεις
analysis-worst = { $side ->
    [black] Οι χειρότερες κινήσεις των Μαύρων
   *[white] Οι χειρότερες κινήσεις των Λευκών
}
analysis-none-best = καμία: κάθε κίνηση ήταν η καλύτερη
analysis-none-yet = καμία ακόμη
analysis-mistake = { $ply }. { $move } −{ $loss } (καλύτερη ήταν η { $best })
analysis-accuracy = Ακρίβεια: Μαύρα { $black }, Λευκά { $white } (100: κάθε κίνηση η καλύτερη)
analysis-loss-graph = Πούλια που χάθηκαν ως εδώ: τα Μαύρα πάνω, τα Λευκά κάτω

## Κατηγορίες κινήσεων, κατά τα πούλια που έχασε μια κίνηση
class-best = η καλύτερη
class-good = καλή
class-inaccuracy = ανακρίβεια
class-mistake = λάθος
class-blunder = χοντρό λάθος

## Ο προπονητής: γιατί η $move είναι καλύτερη ή χειρότερη από την $other
coach-takes-corner-better = Παίρνει τη γωνία { $move }.
coach-takes-corner-worse = Η { $other } θα έπαιρνε μια γωνία.
coach-gives-corner-better = Η { $other } θα άφηνε { $opponent ->
    [black] τα Μαύρα
   *[white] τα Λευκά
} να πάρουν { $squares }.
coach-gives-corner-worse = Αφήνει { $opponent ->
    [black] τα Μαύρα
   *[white] τα Λευκά
} να πάρουν { $squares }.
coach-x-square-better = Η { $other } θα καθόταν δίπλα στην άδεια γωνία { $corners }.
coach-x-square-worse = Κάθεται δίπλα στην άδεια γωνία { $corners }: { $opponent ->
    [black] τα Μαύρα
   *[white] τα Λευκά
} μπορεί να την πάρουν αργότερα.
coach-mobility-better = Αφήνει { $opponent ->
    [black] στα Μαύρα
   *[white] στα Λευκά
} { $value ->
    [0] καμία κίνηση
    [one] μόνο μία κίνηση
   *[other] { $value } κινήσεις
}· η { $other } θα άφηνε { $alternative }.
coach-mobility-worse = Δίνει { $opponent ->
    [black] στα Μαύρα
   *[white] στα Λευκά
} { $value } κινήσεις να διαλέξουν· η { $other } θα άφηνε { $alternative }.
coach-frontier-better = Πιο ήσυχη: { $value } άδεια τετράγωνα δίπλα στα πούλια σας, { $alternative } μετά την { $other }.
coach-frontier-worse = Ανοίγει το παιχνίδι: { $value } άδεια τετράγωνα δίπλα στα πούλια σας, { $alternative } μετά την { $other }, περισσότερες κινήσεις για { $opponent ->
    [black] τα Μαύρα
   *[white] τα Λευκά
} αργότερα.
coach-stable-better = Κάνει { $value } από τα πούλια σας σταθερά για πάντα· η { $other } { $alternative }.
coach-stable-worse = Η { $other } θα έκανε { $alternative } από τα πούλια σας σταθερά για πάντα· αυτή η κίνηση { $value }.
coach-room-better = Κρατά ανοιχτές τις δικές σας κινήσεις: { $value } τον επόμενο γύρο, { $alternative } μετά την { $other }.
coach-room-worse = Σας περιτειχίζει: { $value } δικές σας κινήσεις τον επόμενο γύρο, { $alternative } μετά την { $other }.
coach-parity-better = Αφήνει { $value } μονές περιοχές, { $alternative } μετά την { $other }: κρατάτε την τελευταία κίνηση σε περισσότερες.
coach-parity-worse = Αφήνει { $value } μονές περιοχές, όπου { $opponent ->
    [black] τα Μαύρα παίζουν πρώτα και παίρνουν
   *[white] τα Λευκά παίζουν πρώτα και παίρνουν
} την τελευταία κίνηση· η { $other } αφήνει { $alternative }.
coach-pass-better = { $opponent ->
    [black] Τα Μαύρα δεν έχουν κίνηση και πρέπει να πάσουν
   *[white] Τα Λευκά δεν έχουν κίνηση και πρέπει να πάσουν
}.
coach-pass-worse = Η { $other } θα άφηνε { $opponent ->
    [black] τα Μαύρα
   *[white] τα Λευκά
} χωρίς κίνηση: πάσο.
coach-allows-pass-better = Η { $other } θα επέτρεπε { $opponent ->
    [black] στα Μαύρα
   *[white] στα Λευκά
} να σας αναγκάσουν σε πάσο.
coach-allows-pass-worse = Επιτρέπει { $opponent ->
    [black] στα Μαύρα
   *[white] στα Λευκά
} να σας αναγκάσουν σε πάσο, με τη { $squares }.
coach-exact-better = Με τέλειο παιχνίδι η { $move } { $result ->
    [win] κερδίζει με { $margin }
    [loss] χάνει με { $margin }
   *[draw] φέρνει ισοπαλία
}· η { $other } { $other-result ->
    [win] κερδίζει με { $other-margin }
    [loss] χάνει με { $other-margin }
   *[draw] φέρνει μόνο ισοπαλία
}.
coach-exact-worse = Με τέλειο παιχνίδι η { $move } { $result ->
    [win] κερδίζει μόνο με { $margin }
    [loss] χάνει με { $margin }
   *[draw] φέρνει μόνο ισοπαλία
}· η { $other } { $other-result ->
    [win] κερδίζει με { $other-margin }
    [loss] χάνει με { $other-margin }
   *[draw] φέρνει ισοπαλία
}.
coach-deeper = Τίποτα απλό: η διαφορά φαίνεται μόνο πιο μπροστά.
evaluation-best = Καλύτερη: η { $move }. { $reason }
evaluation-equal = Η { $move } και η { $other } είναι εξίσου καλές.
teaching-pause = Η { $move } χάνει { $loss ->
    [one] { $loss } πούλι
   *[other] { $loss } πούλια
}: η { $best } είναι καλύτερη.
button-take-back = Πάρτε την πίσω
button-keep = Κρατήστε την

## Για τον αναγνώστη οθόνης
announce-move = { $side ->
    [black] Μαύρα
   *[white] Λευκά
} { $square }, { $flips ->
    [one] γυρίζει { $flips } πούλι
   *[other] γυρίζουν { $flips } πούλια
}{ $handed ->
    [yes] , με πούλι που δόθηκε από τον αντίπαλο
   *[no] {""}
}.
board-label = Ταμπλό
announce-square = { $square }, { $state ->
    [black] μαύρο πούλι
    [white] λευκό πούλι
   *[empty] { $flips ->
        [0] κενό
       *[other] κενό, επιτρεπτό, γυρίζει { $flips }
    }
}
announce-result = Τέλος παιχνιδιού: { $result }.

## Πώς παίζεται: οι κανόνες στο ταμπλό, βήμα βήμα.
button-how-to-play = Πώς παίζεται
button-next = Επόμενο
button-back = Προηγούμενο
button-play = Παίξτε ένα παιχνίδι
button-leave = Έξοδος
button-back-to-game = Πίσω στο παιχνίδι
tour-counter = Πώς παίζεται · { $step } από { $count }
tour-start-title = Δύο παίκτες, 64 πούλια
tour-start-text = Κάθε παίκτης έχει 32 πούλια, μαύρα από τη μία όψη και λευκά από την άλλη, σε μια θήκη δίπλα στο ταμπλό. Το παιχνίδι αρχίζει με τέσσερα πούλια στο κέντρο: λευκά στα d4 και e5, μαύρα στα d5 και e4. Πρώτα παίζουν τα Μαύρα και μετά οι παίκτες εναλλάσσονται.
tour-line-title = Περικύκλωση
tour-line-text = Μια κίνηση τοποθετεί ένα πούλι ώστε να περικυκλώνει τον αντίπαλο: μια ευθεία σειρά από πούλια του, με το δικό σας πούλι A ήδη στη μία άκρη και το νέο πούλι B στην άλλη. Εδώ το μαύρο A είναι στο b5, και το μαύρο B στο f5 κλείνει τη σειρά των τριών λευκών: γυρίζουν και τα τρία σε μαύρα.
tour-line-try = Σειρά σας: αυτή είναι η αρχή, παίζουν τα Μαύρα. Τοποθετήστε ένα μαύρο πούλι που περικυκλώνει τουλάχιστον ένα λευκό.
tour-line-done = Το { $square } περικυκλώνει { $flips ->
    [one] ένα πούλι
   *[other] { $flips } πούλια
}, και γυρίζουν. Μια κίνηση που δεν περικυκλώνει τίποτα δεν επιτρέπεται.
tour-lines-title = Πολλές σειρές μαζί
tour-lines-text = Ένα πούλι μπορεί να περικυκλώσει και στις οκτώ κατευθύνσεις: οριζόντια, κάθετα και διαγώνια. Κάθε περικυκλωμένη σειρά γυρίζει. Εδώ το d5 των Μαύρων κλείνει οκτώ σειρές μαζί.
tour-lines-try = Σειρά σας: τοποθετήστε ένα μαύρο πούλι που γυρίζει δύο σειρές ή περισσότερες.
tour-lines-fewer = Το { $square } γυρίζει { $lines ->
    [one] μόνο μία σειρά
   *[other] { $lines } σειρές
}. Βρείτε ένα τετράγωνο που κλείνει δύο.
tour-lines-done = Το { $square } γυρίζει { $lines } σειρές και { $flips } πούλια μαζί.
tour-stay-title = Τι δεν γυρίζει
tour-stay-text = Γυρίζουν μόνο τα περικυκλωμένα πούλια. Τα Μαύρα παίζουν a4: γυρίζουν τα b4 και c4. Τα σημαδεμένα πούλια μένουν: το e4 είναι πέρα από το δικό τους d4, το a5 το χωρίζει ένα κενό τετράγωνο, η διαγώνιος από το b5 φτάνει στην άκρη χωρίς μαύρο πούλι στο τέλος, και τα c5 και c6 μένουν, αν και το νέο μαύρο c4 είναι από πάνω τους: τα πούλια που γυρίζουν δεν γυρίζουν ποτέ άλλα.
tour-pass-title = Πάσο
tour-pass-text = Τα Λευκά δεν έχουν κίνηση που να περικυκλώνει κάτι, άρα πρέπει να πάνε πάσο, και παίζουν ξανά τα Μαύρα. Όποιος μπορεί να παίξει δεν επιτρέπεται να πάει πάσο.
tour-pass-try = Τα Μαύρα μπορούν να παίξουν, άρα πρέπει: τοποθετήστε ένα μαύρο πούλι.
tour-pass-done = Σωστά. Πάσο πάει μόνο όποιος δεν έχει νόμιμη κίνηση, και το παιχνίδι το κάνει για εσάς.
tour-handover-title = Χωρίς πούλια
tour-handover-text = Κάθε παίκτης έχει 32 πούλια. Όταν ένας παίκτης πρέπει να παίξει αλλά η θήκη του είναι άδεια, ο αντίπαλος του δίνει ένα δικό του. Εδώ κάθε θήκη έχει ένα πούλι: τα Μαύρα παίζουν a1, τα Λευκά δεν μπορούν να παίξουν, και η δεύτερη κίνηση των Μαύρων γίνεται με πούλι από τη θήκη των Λευκών.
tour-handover-done = Η θήκη των Μαύρων είναι άδεια: τα Λευκά τους δίνουν ένα πούλι.
tour-end-title = Το τέλος και η καταμέτρηση
tour-end-text = Το παιχνίδι τελειώνει όταν κανένας παίκτης δεν μπορεί να παίξει, συνήθως όταν γεμίσει το ταμπλό. Τα πούλια μετριούνται, και κερδίζει όποιος έχει τα περισσότερα στο χρώμα του.
tour-end-try = Παίξτε την τελευταία κίνηση: h8.
tour-end-done = Το ταμπλό γέμισε και το παιχνίδι τελείωσε: Μαύρα { $black }, Λευκά { $white }. { $winner ->
    [black] Κερδίζουν τα Μαύρα.
    [white] Κερδίζουν τα Λευκά.
   *[draw] Ισοπαλία.
}
tour-undo-title = Μια κίνηση πίσω
tour-undo-text = Μια κίνηση μπορεί να αναιρεθεί πριν απαντήσει ο αντίπαλος. Απέναντι στο AI, η Αναίρεση παίρνει πίσω την κίνησή σας μαζί με την απάντηση του AI.
tour-undo-try = Τοποθετήστε ένα μαύρο πούλι και μετά πάρτε το πίσω με την Αναίρεση (ή το πλήκτρο U).
tour-undo-now = Τώρα πάρτε το πίσω: Αναίρεση (ή U).
tour-undo-done = Αναιρέθηκε: το ταμπλό είναι όπως πριν, και τα Μαύρα διαλέγουν ξανά.
tour-finish-title = Αυτοί είναι όλοι οι κανόνες
tour-finish-text = Οι γωνίες δεν περικυκλώνονται ποτέ και οι άκρες σπάνια: αξίζει να τις πάρετε. Οι Υποδείξεις (H) δείχνουν τις νόμιμες κινήσεις, και το τετράγωνο κάτω από τον δείκτη δείχνει τι θα γύριζε. Παίξτε ένα παιχνίδι, ή γυρίστε εδώ με το F1.

## Εξάσκηση: γρίφοι και τα λάθη του παίκτη, παιγμένα στο ταμπλό
button-puzzle-day = Ο γρίφος της ημέρας
button-puzzles = Γρίφοι · δυσκολία { $difficulty }
button-difficulty = Επόμενη δυσκολία
button-practise = Εξάσκηση στα λάθη ({ $due } για σήμερα)
button-try-again = Ξανά
settings-practise = Τράπουλα εξάσκησης
exercise-puzzle-day = Ο γρίφος της ημέρας, { $date } (αρ. { $number }, δυσκολία { $difficulty } από 5): παίζουν τα { $side ->
    [black] μαύρα
   *[white] λευκά
}· βρείτε την κίνηση που κερδίζει τα περισσότερα.
exercise-streak = Σερί: { $streak ->
    [one] { $streak } ημέρα
   *[other] { $streak } ημέρες
} με λύση από την πρώτη προσπάθεια.
exercise-puzzle = Γρίφος { $number }, δυσκολία { $difficulty } από 5: παίζουν τα { $side ->
    [black] μαύρα
   *[white] λευκά
}· βρείτε την κίνηση που κερδίζει τα περισσότερα.
exercise-card = Από τις παρτίδες σας: παίζουν τα { $side ->
    [black] μαύρα
   *[white] λευκά
}. Βρείτε μια κίνηση το πολύ 1 πούλι χειρότερη από την καλύτερη (θήκη { $box } από 5).
exercise-right = Σωστά: η { $move } είναι η καλύτερη κίνηση.
exercise-good = Καλά: η { $move } είναι το πολύ { $loss ->
    [one] { $loss } πούλι
   *[other] { $loss } πούλια
} χειρότερη από την καλύτερη, την { $best }.
exercise-wrong = Όχι αυτή: η { $move } χάνει { $loss ->
    [one] { $loss } πούλι
   *[other] { $loss } πούλια
}· η κίνηση ήταν η { $best }.
exercise-failed = Η άσκηση δεν μπόρεσε να συνεχιστεί: { $error }
status-exercise-line = Η συνέχεια μετά την κίνησή σας παίζεται…
status-exercise-move = Η κίνησή σας: βρείτε την καλύτερη
status-exercise-done = Ξανά, ή στο επόμενο
practice-nothing-due = Τίποτα για εξάσκηση σήμερα: { $count ->
    [one] { $count } κάρτα
   *[other] { $count } κάρτες
}, η επόμενη σε { $days ->
    [one] { $days } ημέρα
   *[other] { $days } ημέρες
}.
practice-empty = Η τράπουλα εξάσκησης είναι άδεια: οι παρτίδες που τελειώνετε με τον υπολογιστή προσθέτουν τις χειρότερες κινήσεις σας.
deck-damaged-kept = Η τράπουλα εξάσκησης δεν διαβάστηκε ({ $reason })· φυλάχτηκε ως { $file } και ξεκίνησε νέα.
deck-damaged-lost = Η τράπουλα εξάσκησης δεν διαβάστηκε ({ $reason })· δεν μπόρεσε να παραμεριστεί: { $error }.

## The named openings (the names themselves are the same in every language).
opening-current = Άνοιγμα: { $name }
opening-left = Άνοιγμα: { $name }, εκτός της γραμμής του

## Where a new game starts (the menu's button).
menu-start-standard = Έναρξη: κανονική
menu-start-balanced = Έναρξη: ισορροπημένη
menu-start-random = Έναρξη: { $count } τυχαίες κινήσεις
menu-clock = Ρολόι: { $control }
menu-clock-none = Χωρίς ρολόι
start-failed = Καμία άλλη έναρξη ({ $reason }): η παρτίδα ξεκινά από την κανονική θέση.

## Practising an opening (the menu's Openings)
button-openings = Ανοίγματα
openings-title = Εξάσκηση σε άνοιγμα
openings-search-hint = Πληκτρολογήστε για αναζήτηση ονόματος ή επιλέξτε τις πρώτες κινήσεις:
openings-search = Ονόματα με «{ $text }»:
openings-none = Κανένα άνοιγμα δεν το έχει στο όνομά του.
openings-group = { $moves } · { $count }
opening-name = { $name }
opening-practising = Εξάσκηση: { $name }: { $moves }
opening-practice-left = Φύγατε από τη γραμμή του { $name } στην κίνηση { $ply }: εδώ παίζει { $move }. Πάρτε πίσω την κίνησή σας ή κρατήστε την και συνεχίστε.

## The library of games (the menu's and the settings' Library)
button-library = Βιβλιοθήκη
library-title = Βιβλιοθήκη
library-count = { $count ->
    [one] Μία παρτίδα φυλαγμένη
   *[other] { $count } παρτίδες φυλαγμένες
} · μένουν οι { $capacity } νεότερες
library-empty = Καμία παρτίδα ακόμη: κάθε παρτίδα που τελειώνει εδώ και κάθε παρτίδα που ανοίγεται φυλάγεται στη βιβλιοθήκη.
library-none-shown = Καμία φυλαγμένη παρτίδα δεν ταιριάζει σε αυτά τα φίλτρα.
library-result = Αποτέλεσμα: { $result ->
    [won] κερδίσατε
    [lost] χάσατε
    [drawn] ισοπαλίες
    [unfinished] ημιτελείς
   *[all] όλα
}
library-opponent = Αντίπαλος: { $opponent ->
    [ai] επίπεδο { $level }
    [two] δύο παίκτες
    [others] άλλοι
   *[all] όλοι
}
library-opening = Άνοιγμα: { $name }
library-opening-any = Άνοιγμα: όλα
library-sort = Σειρά: { $sort ->
    [oldest] οι παλαιότερες πρώτα
    [opening] κατά άνοιγμα
    [accuracy] οι πιο ακριβείς πρώτα
    [margin] οι μεγαλύτερες νίκες πρώτα
   *[newest] οι νεότερες πρώτα
}
library-page = { $from }–{ $to } από { $total }
library-person = Εσείς
library-two = Δύο παίκτες
library-ai = Επίπεδο { $level }
library-players = { $black } (Μαύρα) – { $white } (Λευκά)
library-unfinished = Ημιτελής
library-accuracy = Ακρίβεια { $black } % – { $white } %
library-open-game = Ανοίξτε
library-delete = Διαγραφή
library-undelete = Αναίρεση διαγραφής
library-import = Εισαγωγή…
library-export = Εξαγωγή όλων…
library-imported = { $added ->
    [one] Μία παρτίδα προστέθηκε στη βιβλιοθήκη
   *[other] { $added } παρτίδες προστέθηκαν στη βιβλιοθήκη
}; υπήρχαν ήδη: { $present }; μη αναγνώσιμες: { $unreadable }; παραλείφθηκαν, γιατί η βιβλιοθήκη είναι γεμάτη: { $full }.
library-unreadable = { $count } από τις παρτίδες της δεν διαβάστηκαν· κρατήθηκαν { $kept }
library-damaged-kept = Η βιβλιοθήκη δεν διαβάστηκε ολόκληρη ({ $reason }). Το αρχείο φυλάγεται ως { $file }.
library-damaged-lost = Η βιβλιοθήκη δεν διαβάστηκε ολόκληρη ({ $reason }). Δεν μπόρεσε να παραμεριστεί: { $error }.
library-not-saved = Η βιβλιοθήκη δεν αποθηκεύτηκε: { $reason }
dialog-export = Εξαγωγή των παρτίδων της βιβλιοθήκης
dialog-import = Εισαγωγή παρτίδων στη βιβλιοθήκη
dialog-diagram = Αποθήκευση του διαγράμματος της θέσης
dialog-images = Εικόνες PNG
settings-diagram = Διάγραμμα
diagram-style = { $style ->
    [colour-numbered] Έγχρωμο, αριθμημένο
    [mono] Ασπρόμαυρο
    [mono-numbered] Ασπρόμαυρο, αριθμημένο
   *[colour] Έγχρωμο
}
button-save-image = Αποθήκευση…

## Online play
online-reconnecting = Η σύνδεση με τον διακομιστή χάθηκε: νέα σύνδεση…
online-reconnected = Συνδεθήκατε ξανά στον διακομιστή
online-unreachable = Ο διακομιστής { $server } δεν είναι προσβάσιμος: νέα προσπάθεια…
online-junk = Ο διακομιστής έστειλε κάτι που το παιχνίδι δεν μπορεί να διαβάσει· η παρτίδα διατηρείται.
online-rematch-offered = Ο αντίπαλός σας προτείνει ρεβάνς
online-opponent-back = Ο αντίπαλός σας επέστρεψε
online-opponent-gone = Η σύνδεση του αντιπάλου σας χάθηκε
online-error = { $code ->
    [version] Αυτός ο διακομιστής μιλά άλλη έκδοση του πρωτοκόλλου: ενημερώστε το παιχνίδι
    [name] Αυτό το όνομα δεν γίνεται δεκτό: 1 έως 24 χαρακτήρες
    [clock] Ο διακομιστής δεν δέχεται αυτό το ρολόι
    [no_game] Δεν υπάρχει παρτίδα με αυτόν τον κωδικό
    [full] Αυτή η παρτίδα έχει ήδη τους δύο παίκτες της
    [not_open] Αυτή η παρτίδα δεν είναι ανοιχτή
    [level] Ο διακομιστής δεν έχει bot αυτού του επιπέδου
    [flood] Πάρα πολλά αιτήματα: περιμένετε λίγο
    [busy] Ο διακομιστής είναι απασχολημένος: δοκιμάστε ξανά σε λίγο
   *[other] Ο διακομιστής δεν μπόρεσε να το κάνει ({ $code })
}
online-move-refused = Ο διακομιστής δεν δέχτηκε την κίνησή σας ({ $code ->
    [stale] η παρτίδα είχε προχωρήσει
    [not_your_turn] δεν ήταν η σειρά σας
    [finished] η παρτίδα είχε τελειώσει
    [not_seated] δεν παίζετε σε αυτή την παρτίδα
   *[other] παραβίαζε τους κανόνες
}): η σκακιέρα δείχνει την παρτίδα του διακομιστή.
online-title = Διαδικτυακό παιχνίδι
menu-online = Διαδικτυακά…
online-name-hint = Το όνομά σας
online-save-name = Χρήση αυτού του ονόματος
online-new-game = Νέα παρτίδα
online-colour = { $colour ->
    [black] Παίζετε με τα Μαύρα
    [white] Παίζετε με τα Λευκά
   *[random] Χρώμα με κλήρωση
}
online-rated = Βαθμολογούμενη
online-casual = Φιλική
online-create = Δημιουργία παρτίδας
online-quick = Γρήγορο ζευγάρωμα
online-bot = Παιχνίδι με το bot
online-bot-level = Bot: επίπεδο { $level }
online-waiting = Η παρτίδα { $code } περιμένει αντίπαλο: δώστε του τον κωδικό ή τον σύνδεσμο
online-copy-link = Αντιγραφή συνδέσμου
online-link-copied = Ο σύνδεσμος της παρτίδας αντιγράφηκε
online-withdraw = Απόσυρση
online-open-games = Ανοιχτές παρτίδες
online-no-open-games = Καμία ανοιχτή παρτίδα τώρα
online-open-game = { $name } ({ $rating }{ $provisional ->
    [1] ?
   *[0] {""}
}) · { $clock } · { $rated ->
    [rated] βαθμολογούμενη
   *[casual] φιλική
} · { $colour ->
    [black] παίζει με τα Μαύρα
    [white] παίζει με τα Λευκά
   *[random] χρώμα με κλήρωση
}
online-refresh = Ανανέωση
online-code-hint = Κωδικός παρτίδας
online-join = Συμμετοχή
online-watch = Παρακολούθηση
online-code-missing = Γράψτε πρώτα τον κωδικό της παρτίδας
online-connected = Συνδεδεμένοι ως { $name } ({ $rating }{ $provisional ->
    [1] ?, προσωρινή
   *[0] {""}
})
online-offline = Χωρίς σύνδεση
online-connecting = Σύνδεση με { $server }…
online-seat = { $name } ({ $rating }{ $provisional ->
    [1] ?
   *[0] {""}
}){ $gone ->
    [0] {""}
   *[other] {" "}· έφυγε πριν από { $gone } s
}
online-seat-empty = Αναμονή για παίκτη
status-remote = { $side ->
    [black] Παίζουν τα Μαύρα
   *[white] Παίζουν τα Λευκά
}: αναμονή για { $name }
online-rating-change = Βαθμολογία { $change }
online-resign = Παραίτηση
online-resign-sure = Παραίτηση από την παρτίδα; Πατήστε ξανά Παραίτηση για να παραιτηθείτε.
online-rematch-asked = Ζητήθηκε ρεβάνς: αναμονή για τον αντίπαλο
online-in-play = Η παρτίδα σας με { $name } συνεχίζεται
online-return = Πίσω στην παρτίδα
