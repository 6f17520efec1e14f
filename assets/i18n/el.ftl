# Ελληνικά (Greek): the game's words. The same messages and values as
# en.ftl; values picked by $side are "black" or "white".

## Η αρχική οθόνη
menu-title = Reversi
menu-choose = Διαλέξτε παιχνίδι
menu-level = Επίπεδο AI { $number } – { $name }
menu-level-description = { $description } (το πολύ { $seconds } δ. ανά κίνηση)
menu-language = Γλώσσα
language-name = { $language }

mode-black = Εσείς (Μαύρα) με το AI
mode-white = Εσείς (Λευκά) με το AI
mode-two-players = Δύο παίκτες
mode-ai-vs-ai = AI με AI

level-1-name = Αρχάριος
level-1-description = Βλέπει μία κίνηση μπροστά και συχνά την κρίνει λάθος
level-2-name = Μαθητευόμενος
level-2-description = Δύο κινήσεις μπροστά, με συχνά λάθη
level-3-name = Ερασιτέχνης
level-3-description = Τρεις κινήσεις μπροστά, μερικές φορές απρόσεκτος
level-4-name = Παίκτης ομίλου
level-4-description = Τέσσερις κινήσεις μπροστά, σπάνια απρόσεκτος
level-5-name = Έμπειρος
level-5-description = Πέντε κινήσεις μπροστά· τέλειος στις 10 τελευταίες κινήσεις
level-6-name = Δυνατός
level-6-description = Έξι κινήσεις μπροστά· τέλειος στις 12 τελευταίες κινήσεις
level-7-name = Ειδικός
level-7-description = Δέκα κινήσεις μπροστά· τέλειος στις 14 τελευταίες κινήσεις
level-8-name = Μετρ
level-8-description = Δεκατρείς κινήσεις μπροστά· τέλειος στις 16 τελευταίες κινήσεις
level-9-name = Γκραν μετρ
level-9-description = Δεκαοκτώ κινήσεις μπροστά· τέλειος στις 18 τελευταίες κινήσεις
level-10-name = Πρωταθλητής
level-10-description = Η βαθύτερη αναζήτηση· τέλειος στις 20 τελευταίες κινήσεις

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
announce-square = { $square }, { $state ->
    [black] μαύρο πούλι
    [white] λευκό πούλι
   *[empty] { $flips ->
        [0] κενό
       *[other] κενό, επιτρεπτό, γυρίζει { $flips }
    }
}
announce-result = Τέλος παιχνιδιού: { $result }.
