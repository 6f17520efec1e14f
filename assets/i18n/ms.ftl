# Bahasa Melayu (Malay): the game's words. The same messages and values as
# en.ftl; values picked by $side are "black" or "white". Malay nouns take
# no plural ending after a number.

## Skrin utama
menu-title = Reversi
menu-choose = Pilih permainan
menu-level = Tahap AI { $number } – { $name }
menu-level-description = { $description } (paling lama { $seconds } saat satu langkah)
menu-teaching = { $margin ->
    [0] Permainan latihan: tutup
   *[other] Permainan latihan: berhenti jika rugi lebih { $margin } cakera
}
# The menu's pages: a group's choices, and back to the first page.
menu-play = Bermain
menu-practise = Berlatih
menu-learn = Belajar
menu-back = Kembali
menu-language = Bahasa
language-name = { $language }
language-missing = Perkataan untuk { $language } tidak dapat dimuatkan ({ $reason }): permainan bertutur dalam bahasa Inggeris.

mode-black = Anda (Hitam) lawan AI
mode-white = Anda (Putih) lawan AI
mode-two-players = Dua pemain
mode-ai-vs-ai = AI lawan AI
mode-online = Dalam talian

level-1-name = Permulaan
level-1-description = Melihat satu langkah ke hadapan dan merebut cakera sebanyak mungkin
level-2-name = Baru belajar
level-2-description = Dua langkah ke hadapan, sering tamak akan cakera
level-3-name = Santai
level-3-description = Tiga langkah ke hadapan, kadang-kadang cuai
level-4-name = Kelab
level-4-description = Empat langkah ke hadapan, jarang cuai
level-5-name = Mahir
level-5-description = Lima langkah ke hadapan; sempurna dalam 10 langkah terakhir
level-6-name = Kuat
level-6-description = Enam langkah ke hadapan; sempurna dalam 12 langkah terakhir
level-7-name = Pakar
level-7-description = Buku pembukaan, kemudian sepuluh langkah ke hadapan; sempurna dalam 14 langkah terakhir
level-8-name = Sarjana
level-8-description = Buku pembukaan, kemudian tiga belas langkah ke hadapan; sempurna dalam 16 langkah terakhir
level-9-name = Sarjana agung
level-9-description = Buku pembukaan, kemudian lapan belas langkah ke hadapan; sempurna dalam 18 langkah terakhir
level-10-name = Juara
level-10-description = Buku pembukaan, kemudian carian paling dalam; sempurna dalam 20 langkah terakhir

## Butang
button-continue = Sambung
button-new-game = Permainan baharu
button-settings = Tetapan
button-rematch = Main semula
button-undo = Buat asal
button-redo = Buat semula
button-hints = Petunjuk
button-share = Kongsi
button-copy = Salin
button-analyse = Analisis
button-done = Selesai
button-change = Tukar
button-save = Simpan…
button-open = Buka…
button-level-down = ←
button-level-up = →
button-quieter = −
button-louder = +
button-smaller = A−
button-larger = A+
name-level-down = Tahap AI lebih lemah
name-level-up = Tahap AI lebih kuat
name-quieter = Perlahankan bunyi
name-louder = Kuatkan bunyi
name-smaller = Antara muka lebih kecil
name-larger = Antara muka lebih besar

## Di sebelah papan
side = { $side ->
    [black] Hitam
   *[white] Putih
}
hud-count = { $side ->
    [black] Hitam
   *[white] Putih
} { $count }
discs = { $count ->
   *[other] { $count } cakera
}
hud-supply = { $count ->
   *[other] tinggal { $count } cakera
}
move-pass = lalu
status-counting = Mengira… Hitam { $black } · Putih { $white }
status-game-over = Permainan tamat · Main semula atau permainan baharu
status-checking = Langkah anda sedang disemak…
status-teaching-paused = Ambil semula atau kekalkan langkah anda
status-game-over-teaching = Permainan tamat · { $count ->
    [0] tiada peluang kedua digunakan
   *[other] { $count } peluang kedua digunakan
} · Main semula atau permainan baharu
status-thinking = { $side ->
    [black] Hitam
   *[white] Putih
}: AI tahap { $number } ({ $name }) sedang berfikir…
status-must-pass = { $side ->
    [black] Hitam
   *[white] Putih
} mesti lalu
status-review-waiting = Langkah { $ply } daripada { $total } · giliran { $side ->
    [black] Hitam
   *[white] Putih
} · End kembali ke langkah terakhir
status-review = Langkah { $ply } daripada { $total } · giliran { $side ->
    [black] Hitam
   *[white] Putih
}: teruskan dari sini, atau End
status-to-move-mode = Giliran { $side ->
    [black] Hitam
   *[white] Putih
} · { $mode }
status-to-move = Giliran { $side ->
    [black] Hitam
   *[white] Putih
}
result-win = { $side ->
    [black] Hitam menang
   *[white] Putih menang
} { $high }–{ $low }
result-draw = Seri { $high }–{ $low }
result-time = { $side ->
    [black] Masa Hitam habis: Putih menang
   *[white] Masa Putih habis: Hitam menang
}
result-resigned = { $side ->
    [black] Hitam menyerah kalah: Putih menang
   *[white] Putih menyerah kalah: Hitam menang
}
result-abandoned = { $side ->
    [black] Hitam meninggalkan permainan: Putih menang
   *[white] Putih meninggalkan permainan: Hitam menang
}
score-win = menang
score-loss = kalah
score-draw = seri

## Mesej di bahagian atas
banner-nothing-to-undo = Tiada apa untuk dibuat asal
banner-nothing-to-redo = Tiada apa untuk dibuat semula
banner-replace = { $move } di sini menggantikan { $count ->
   *[other] { $count } langkah kemudian
}: mainkannya sekali lagi untuk mengesahkan, atau tekan End
banner-occupied = { $square } sudah diisi: cuba petak yang ditandakan
banner-no-flips = { $square } tidak mengepung sebarang cakera: cuba petak yang ditandakan
banner-pass = { $side ->
    [black] Hitam tiada langkah – Putih bermain lagi
   *[white] Putih tiada langkah – Hitam bermain lagi
}
banner-ai-problem = AI menghadapi masalah dan memainkan langkah yang lebih mudah

## Permainan yang disalin, ditampal, disimpan dan dibuka
record-opened = Dibuka: { $moves ->
    [0] satu kedudukan
   *[other] permainan { $moves } langkah
}
record-pasted = Ditampal: { $moves ->
    [0] satu kedudukan
   *[other] permainan { $moves } langkah
}
record-nothing-opened = Tiada apa dibuka: { $reason }
record-nothing-pasted = Tiada apa ditampal: { $reason }
record-cannot-open = Tidak dapat membuka { $file }: { $reason }
record-copied-moves = Langkah-langkah disalin
record-copied-board = Papan disalin
record-copied-game = Permainan disalin (GGF)
record-copied-link = Pautan permainan disalin
record-nothing-copied = Tiada apa disalin: { $reason }
error-empty = tiada langkah di dalamnya (langkah kelihatan seperti f5d6c3)
error-unreadable = “{ $text }” bukan satu langkah (petak dari a1 hingga h8, atau PA untuk lalu)
error-illegal = langkah { $number } ({ $move }) tidak sah di situ
error-after-end = langkah { $number } ({ $move }) datang selepas permainan tamat
error-board-length = papan ada 64 petak, yang ini { $count }
error-board-square = { $square } berisi “{ $found }”: petak ialah X atau * (hitam), O (putih), - atau . (kosong)
error-board-side = giliran siapa (X atau O) tiada selepas 64 petak
error-board-trailing = “{ $text }” datang selepas giliran
error-ggf = ini bukan permainan GGF yang lengkap
error-ggf-move = langkah GGF { $number } ({ $move }) tidak boleh dimainkan di situ
file-saved = { $file } disimpan
file-nothing-saved = Tiada apa disimpan: { $reason }
file-not-a-file = { $file } bukan fail
file-dialog-busy = Tetingkap fail sudah dibuka
file-no-dialog = Tiada tetingkap fail: { $reason }
dialog-save = Simpan permainan
dialog-open = Buka permainan
dialog-games = Permainan Othello (GGF)
dialog-records = Catatan langkah dan papan
dialog-all = Semua fail
save-damaged-kept = Permainan yang disimpan tidak dapat dibaca ({ $reason }); ia disimpan sebagai { $file }.
save-damaged-lost = Permainan yang disimpan tidak dapat dibaca ({ $reason }); ia tidak dapat diketepikan: { $error }.

## Tetapan
settings-title = Tetapan
settings-graphics = Grafik
settings-animations = Animasi
settings-volume = Kelantangan bunyi
settings-hints = Petunjuk
settings-evaluation = Penilaian
settings-game-file = Fail permainan
settings-language = Bahasa
settings-motion = Pergerakan
settings-theme = Tanda
settings-look = Papan
look-name = { $look ->
    [dark] Meja gelap
    [flat] Rata, dari atas
    [salon] Salun
   *[tournament] Kejohanan
}
theme-standard = Biasa
theme-contrast = Kontras tinggi
settings-ui-scale = Saiz antara muka
motion-full = Penuh
motion-reduced = Dikurangkan
motion-system = { $value } (sistem)
value-on = Hidup
value-off = Mati
language-system = { $language } (sistem)
speed-slow = Perlahan
speed-normal = Biasa
speed-fast = Pantas
speed-off = Mati
graphics-auto = Automatik
graphics-low = Rendah
graphics-medium = Sederhana
graphics-high = Tinggi

## Analisis
analysis-title = Analisis
analysis-stopped = Analisis terhenti: { $reason }. Analisis akan mencuba lagi.
analysis-summary = Hitam kehilangan { $black ->
   *[other] { $black } cakera
}, Putih { $white } (kedalaman { $depth }, tepat dari { $empties } petak kosong)
analysis-progress = Menganalisis… { $done } daripada { $total } langkah
analysis-worst = { $side ->
    [black] Langkah terburuk Hitam
   *[white] Langkah terburuk Putih
}
analysis-none-best = tiada: setiap langkah ialah yang terbaik
analysis-none-yet = belum ada
analysis-mistake = { $ply }. { $move } −{ $loss } ({ $best } lebih baik)
analysis-accuracy = Ketepatan: Hitam { $black }, Putih { $white } (100: setiap langkah yang terbaik)
analysis-loss-graph = Cakera yang dilepaskan setakat ini: Hitam di atas, Putih di bawah

## Kelas langkah, mengikut cakera yang hilang
class-best = terbaik
class-good = baik
class-inaccuracy = kurang tepat
class-mistake = silap
class-blunder = silap besar

## Jurulatih: mengapa $move lebih baik atau lebih buruk daripada $other
coach-takes-corner-better = Mengambil penjuru { $move }.
coach-takes-corner-worse = { $other } akan mengambil penjuru.
coach-gives-corner-better = { $other } akan membiarkan { $opponent ->
    [black] Hitam
   *[white] Putih
} mengambil { $squares }.
coach-gives-corner-worse = Membiarkan { $opponent ->
    [black] Hitam
   *[white] Putih
} mengambil { $squares }.
coach-x-square-better = { $other } akan terletak di sebelah penjuru kosong { $corners }.
coach-x-square-worse = Terletak di sebelah penjuru kosong { $corners }: { $opponent ->
    [black] Hitam
   *[white] Putih
} boleh mengambilnya nanti.
coach-mobility-better = Meninggalkan { $opponent ->
    [black] Hitam
   *[white] Putih
} { $value ->
    [0] tanpa langkah
    [1] hanya satu langkah
   *[other] { $value } langkah
}; { $other } akan meninggalkan { $alternative }.
coach-mobility-worse = Memberi { $opponent ->
    [black] Hitam
   *[white] Putih
} { $value } langkah untuk dipilih; { $other } akan meninggalkan { $alternative }.
coach-frontier-better = Lebih tenang: { $value } petak kosong di sebelah cakera anda, { $alternative } selepas { $other }.
coach-frontier-worse = Membuka permainan: { $value } petak kosong di sebelah cakera anda, { $alternative } selepas { $other }, lebih banyak langkah untuk { $opponent ->
    [black] Hitam
   *[white] Putih
} nanti.
coach-stable-better = Menjadikan { $value } cakera anda stabil selamanya; { $other } { $alternative }.
coach-stable-worse = { $other } akan menjadikan { $alternative } cakera anda stabil selamanya; langkah ini { $value }.
coach-room-better = Mengekalkan langkah anda sendiri: { $value } giliran seterusnya, { $alternative } selepas { $other }.
coach-room-worse = Mengepung diri sendiri: { $value } langkah anda sendiri giliran seterusnya, { $alternative } selepas { $other }.
coach-parity-better = Meninggalkan { $value } kawasan ganjil, { $alternative } selepas { $other }: anda mengekalkan langkah terakhir di lebih banyak kawasan.
coach-parity-worse = Meninggalkan { $value } kawasan ganjil, di mana { $opponent ->
    [black] Hitam
   *[white] Putih
} bergerak dahulu dan mendapat langkah terakhir; { $other } meninggalkan { $alternative }.
coach-pass-better = { $opponent ->
    [black] Hitam
   *[white] Putih
} tiada langkah dan mesti melepaskan giliran.
coach-pass-worse = { $other } akan meninggalkan { $opponent ->
    [black] Hitam
   *[white] Putih
} tanpa langkah: giliran dilepaskan.
coach-allows-pass-better = { $other } akan membiarkan { $opponent ->
    [black] Hitam
   *[white] Putih
} memaksa anda melepaskan giliran.
coach-allows-pass-worse = Membiarkan { $opponent ->
    [black] Hitam
   *[white] Putih
} memaksa anda melepaskan giliran, dengan { $squares }.
coach-exact-better = Dengan permainan sempurna { $move } { $result ->
    [win] menang dengan { $margin }
    [loss] kalah dengan { $margin }
   *[draw] seri
}; { $other } { $other-result ->
    [win] menang dengan { $other-margin }
    [loss] kalah dengan { $other-margin }
   *[draw] hanya seri
}.
coach-exact-worse = Dengan permainan sempurna { $move } { $result ->
    [win] hanya menang dengan { $margin }
    [loss] kalah dengan { $margin }
   *[draw] hanya seri
}; { $other } { $other-result ->
    [win] menang dengan { $other-margin }
    [loss] kalah dengan { $other-margin }
   *[draw] seri
}.
coach-deeper = Tiada sebab mudah: perbezaannya hanya kelihatan lebih jauh ke hadapan.
evaluation-best = Terbaik: { $move }. { $reason }
evaluation-equal = { $move } dan { $other } sama baik.
teaching-pause = { $move } kehilangan { $loss } cakera: { $best } lebih baik.
button-take-back = Ambil semula
button-keep = Kekalkan

## Untuk pembaca skrin
announce-move = { $side ->
    [black] Hitam
   *[white] Putih
} { $square }, { $flips ->
   *[other] membalikkan { $flips } cakera
}{ $handed ->
    [yes] , dengan cakera yang diserahkan
   *[no] {""}
}.
board-label = Papan
announce-square = { $square }, { $state ->
    [black] cakera hitam
    [white] cakera putih
   *[empty] { $flips ->
        [0] kosong
       *[other] kosong, sah, membalikkan { $flips }
    }
}
announce-result = Permainan tamat: { $result }.

## Cara bermain: peraturan di atas papan, langkah demi langkah.
button-how-to-play = Cara bermain
button-next = Seterusnya
button-back = Sebelumnya
button-play = Mula bermain
button-leave = Keluar
button-back-to-game = Kembali ke permainan
tour-counter = Cara bermain · { $step } daripada { $count }
tour-start-title = Dua pemain, 64 cakera
tour-start-text = Setiap pemain mempunyai 32 cakera, hitam pada satu muka dan putih pada muka yang lain, di dalam dulang di sebelah papan. Permainan bermula dengan empat cakera di tengah: putih di d4 dan e5, hitam di d5 dan e4. Hitam bermain dahulu, kemudian pemain bergilir-gilir.
tour-line-title = Mengepung
tour-line-text = Satu langkah meletakkan cakera supaya ia mengepung lawan: satu barisan lurus cakera lawan, dengan cakera anda A sudah berada di satu hujung dan cakera baharu B di hujung yang lain. Di sini A hitam berada di b5; B hitam di f5 menutup barisan tiga cakera putih, dan ketiga-tiganya diterbalikkan menjadi hitam.
tour-line-try = Giliran anda: ini kedudukan permulaan, Hitam bermain. Letakkan cakera hitam yang mengepung sekurang-kurangnya satu cakera putih.
tour-line-done = { $square } mengepung { $flips } cakera, lalu cakera itu diterbalikkan. Langkah yang tidak mengepung apa-apa tidak dibenarkan.
tour-lines-title = Beberapa barisan sekali gus
tour-lines-text = Satu cakera boleh mengepung ke semua lapan arah: mendatar, menegak dan pepenjuru. Setiap barisan yang dikepung diterbalikkan. Di sini d5 Hitam menutup lapan barisan sekali gus.
tour-lines-try = Giliran anda: letakkan cakera hitam yang menterbalikkan dua barisan atau lebih.
tour-lines-fewer = { $square } hanya menterbalikkan { $lines } barisan. Cari petak yang menutup dua.
tour-lines-done = { $square } menterbalikkan { $lines } barisan dan { $flips } cakera sekali gus.
tour-stay-title = Yang tidak diterbalikkan
tour-stay-text = Hanya cakera yang dikepung diterbalikkan. Hitam bermain di a4: b4 dan c4 diterbalikkan. Cakera yang bertanda kekal: e4 terletak di luar d4 milik Hitam sendiri; a5 dipisahkan oleh petak kosong; pepenjuru dari b5 sampai ke tepi tanpa cakera hitam di hujungnya; dan c5 serta c6 kekal walaupun c4 yang baharu menjadi hitam di atasnya: cakera yang diterbalikkan tidak pernah menterbalikkan cakera lain.
tour-pass-title = Melepaskan giliran
tour-pass-text = Putih tiada langkah yang mengepung apa-apa, jadi Putih mesti melepaskan giliran, dan Hitam bermain lagi. Pemain yang boleh melangkah tidak boleh melepaskan giliran.
tour-pass-try = Hitam boleh melangkah, jadi Hitam mesti melangkah: letakkan cakera hitam.
tour-pass-done = Bagus. Hanya pemain tanpa langkah sah yang melepaskan giliran; permainan melakukannya untuk anda.
tour-handover-title = Kehabisan cakera
tour-handover-text = Setiap pemain mempunyai 32 cakera. Apabila pemain mesti melangkah tetapi dulangnya kosong, lawan memberinya satu cakera miliknya. Di sini setiap dulang tinggal satu cakera: Hitam bermain di a1, Putih tidak boleh melangkah, dan langkah kedua Hitam menggunakan cakera dari dulang Putih.
tour-handover-done = Dulang Hitam kosong: Putih memberikan satu cakera.
tour-end-title = Tamat dan kiraan
tour-end-text = Permainan tamat apabila kedua-dua pemain tidak boleh melangkah, biasanya apabila papan penuh. Cakera dikira, dan pemain yang mempunyai lebih banyak cakera warnanya menang.
tour-end-try = Mainkan langkah terakhir: h8.
tour-end-done = Papan penuh dan permainan tamat: Hitam { $black }, Putih { $white }. { $winner ->
    [black] Hitam menang.
    [white] Putih menang.
   *[draw] Seri.
}
tour-undo-title = Membatalkan langkah
tour-undo-text = Satu langkah boleh dibatalkan sebelum lawan membalas. Menentang AI, Buat asal membatalkan langkah anda bersama balasan AI.
tour-undo-try = Letakkan cakera hitam, kemudian batalkannya dengan Buat asal (atau kekunci U).
tour-undo-now = Sekarang batalkannya: Buat asal (atau U).
tour-undo-done = Dibatalkan: papan kembali seperti tadi, dan Hitam boleh memilih semula.
tour-finish-title = Itulah semua peraturannya
tour-finish-text = Penjuru tidak boleh dikepung, dan tepi jarang sekali: ia berbaloi dimiliki. Petunjuk (H) menunjukkan langkah yang sah, dan petak di bawah penuding menunjukkan apa yang akan diterbalikkan. Mulakan permainan, atau kembali ke sini dengan F1.

## Latihan: teka-teki dan kesilapan pemain, dimainkan di atas papan
button-puzzle-day = Teka-teki hari ini
button-puzzles = Teka-teki · kesukaran { $difficulty }
button-difficulty = Kesukaran seterusnya
button-practise = Latih kesilapan ({ $due } perlu diulang)
button-try-again = Cuba lagi
settings-practise = Dek latihan
exercise-puzzle-day = Teka-teki hari ini, { $date } (no. { $number }, kesukaran { $difficulty } daripada 5): giliran { $side ->
    [black] Hitam
   *[white] Putih
}; cari langkah yang paling banyak mata.
exercise-streak = Rentetan: { $streak } hari diselesaikan pada cubaan pertama.
exercise-puzzle = Teka-teki { $number }, kesukaran { $difficulty } daripada 5: giliran { $side ->
    [black] Hitam
   *[white] Putih
}; cari langkah yang paling banyak mata.
exercise-card = Daripada permainan anda: giliran { $side ->
    [black] Hitam
   *[white] Putih
}. Cari langkah yang tidak lebih 1 cakera daripada yang terbaik (kotak { $box } daripada 5).
exercise-right = Betul: { $move } ialah langkah terbaik.
exercise-good = Bagus: { $move } tidak lebih { $loss } cakera daripada langkah terbaik, { $best }.
exercise-wrong = Bukan yang ini: { $move } kehilangan { $loss } cakera; { $best } ialah langkahnya.
exercise-failed = Latihan tidak dapat diteruskan: { $error }
status-exercise-line = Sambungan selepas langkah anda sedang dimainkan…
status-exercise-move = Giliran anda: cari langkah terbaik
status-exercise-done = Cuba lagi, atau teruskan ke yang seterusnya
practice-nothing-due = Tiada latihan hari ini: { $count } kad, yang seterusnya dalam { $days } hari.
practice-empty = Dek latihan anda kosong: permainan yang anda tamatkan melawan komputer menambah langkah terburuk anda.
deck-damaged-kept = Dek latihan tidak dapat dibaca ({ $reason }); ia disimpan sebagai { $file } dan dek baharu dimulakan.
deck-damaged-lost = Dek latihan tidak dapat dibaca ({ $reason }); ia tidak dapat diketepikan: { $error }.

## The named openings (the names themselves are the same in every language).
opening-current = Pembukaan: { $name }
opening-left = Pembukaan: { $name }, sudah keluar dari barisnya

## Where a new game starts (the menu's button).
menu-start-standard = Mula: biasa
menu-start-balanced = Mula: seimbang
menu-start-random = Mula: { $count } langkah rawak
menu-clock = Jam: { $control }
menu-clock-none = Tanpa jam
start-failed = Tiada permulaan lain ({ $reason }): permainan bermula dari kedudukan biasa.

## Practising an opening (the menu's Openings)
button-openings = Pembukaan
openings-title = Berlatih pembukaan
openings-search-hint = Taip untuk mencari nama, atau pilih langkah pertama:
openings-search = Nama dengan “{ $text }”:
openings-none = Tiada pembukaan dengan nama itu.
openings-group = { $moves } · { $count }
opening-name = { $name }
opening-practising = Berlatih { $name }: { $moves }
opening-practice-left = Anda keluar dari barisan { $name } pada langkah { $ply }: barisan itu bermain { $move } di sini. Tarik balik langkah anda, atau kekalkan dan teruskan.

## The library of games (the menu's and the settings' Library)
button-library = Perpustakaan
library-title = Perpustakaan
library-count = { $count } permainan disimpan · { $capacity } yang terbaharu dikekalkan
library-empty = Belum ada permainan: setiap permainan yang tamat di sini dan setiap permainan yang dibuka disimpan dalam perpustakaan.
library-none-shown = Tiada permainan tersimpan yang sepadan dengan penapis ini.
library-result = Keputusan: { $result ->
    [won] anda menang
    [lost] anda kalah
    [drawn] seri
    [unfinished] belum tamat
   *[all] semua
}
library-opponent = Lawan: { $opponent ->
    [ai] tahap { $level }
    [two] dua pemain
    [others] lain-lain
   *[all] semua
}
library-opening = Pembukaan: { $name }
library-opening-any = Pembukaan: semua
library-sort = Susunan: { $sort ->
    [oldest] terlama dahulu
    [opening] mengikut pembukaan
    [accuracy] paling tepat dahulu
    [margin] kemenangan terbesar dahulu
   *[newest] terbaharu dahulu
}
library-page = { $from }–{ $to } daripada { $total }
library-person = Anda
library-two = Dua pemain
library-ai = Tahap { $level }
library-players = { $black } (Hitam) – { $white } (Putih)
library-unfinished = Belum tamat
library-accuracy = Ketepatan { $black } % – { $white } %
library-open-game = Buka
library-delete = Padam
library-undelete = Batal padam
library-import = Import…
library-export = Eksport semua…
library-imported = { $added } permainan ditambah ke perpustakaan; sudah ada: { $present }; tidak boleh dibaca: { $unreadable }; ditinggalkan kerana perpustakaan penuh: { $full }.
library-unreadable = { $count } daripada permainannya tidak dapat dibaca; { $kept } dikekalkan
library-damaged-kept = Perpustakaan tidak dapat dibaca sepenuhnya ({ $reason }); failnya disimpan sebagai { $file }.
library-damaged-lost = Perpustakaan tidak dapat dibaca sepenuhnya ({ $reason }); ia tidak dapat diketepikan: { $error }.
library-not-saved = Perpustakaan tidak dapat disimpan: { $reason }
dialog-export = Eksport permainan perpustakaan
dialog-import = Import permainan ke dalam perpustakaan
dialog-diagram = Simpan rajah kedudukan
dialog-images = Imej PNG
settings-diagram = Rajah
diagram-style = { $style ->
    [colour-numbered] Berwarna, bernombor
    [mono] Hitam putih
    [mono-numbered] Hitam putih, bernombor
   *[colour] Berwarna
}
button-save-image = Simpan…

## Online play
online-reconnecting = Sambungan ke pelayan terputus: menyambung semula…
online-reconnected = Disambung semula ke pelayan
online-unreachable = Pelayan { $server } tidak dapat dihubungi: mencuba lagi…
online-junk = Pelayan menghantar sesuatu yang tidak dapat dibaca oleh permainan ini; permainan disimpan.
online-rematch-offered = Lawan anda menawarkan perlawanan semula
online-opponent-back = Lawan anda telah kembali
online-opponent-gone = Sambungan lawan anda terputus
online-error = { $code ->
    [version] Pelayan ini menggunakan versi protokol yang lain: kemas kini permainan
    [name] Nama itu tidak boleh digunakan: 1 hingga 24 aksara
    [clock] Pelayan tidak menerima jam itu
    [no_game] Tiada permainan dengan kod itu
    [full] Permainan itu sudah ada dua pemainnya
    [not_open] Permainan itu tidak terbuka
    [level] Pelayan tiada bot pada tahap itu
    [flood] Terlalu banyak permintaan: tunggu sebentar
    [busy] Pelayan sibuk: cuba lagi sebentar lagi
   *[other] Pelayan tidak dapat melakukannya ({ $code })
}
online-move-refused = Pelayan tidak menerima langkah anda ({ $code ->
    [stale] permainan sudah bergerak
    [not_your_turn] bukan giliran anda
    [finished] permainan sudah tamat
    [not_seated] anda tidak bermain dalam permainan ini
   *[other] ia melanggar peraturan
}): papan menunjukkan permainan pelayan.
online-title = Main dalam talian
menu-online = Main dalam talian…
online-name-hint = Nama anda
online-save-name = Guna nama ini
online-new-game = Permainan baharu
online-colour = { $colour ->
    [black] Anda bermain Hitam
    [white] Anda bermain Putih
   *[random] Warna dicabut
}
online-rated = Berpenarafan
online-casual = Santai
online-create = Cipta permainan
online-quick = Padanan pantas
online-bot = Lawan bot
online-bot-level = Bot: tahap { $level }
online-waiting = Permainan { $code } menunggu lawan: berikan kod atau pautan
online-copy-link = Salin pautan
online-link-copied = Pautan permainan telah disalin
online-withdraw = Tarik balik
online-open-games = Permainan terbuka
online-no-open-games = Tiada permainan terbuka sekarang
online-open-game = { $name } ({ $rating }{ $provisional ->
    [1] ?
   *[0] {""}
}) · { $clock } · { $rated ->
    [rated] berpenarafan
   *[casual] santai
} · { $colour ->
    [black] bermain Hitam
    [white] bermain Putih
   *[random] warna dicabut
}
online-refresh = Muat semula
online-code-hint = Kod permainan
online-join = Sertai
online-watch = Tonton
online-code-missing = Taip kod permainan dahulu
online-connected = Disambung sebagai { $name } ({ $rating }{ $provisional ->
    [1] ?, sementara
   *[0] {""}
})
online-offline = Tidak disambung
online-connecting = Menyambung ke { $server }…
online-seat = { $name } ({ $rating }{ $provisional ->
    [1] ?
   *[0] {""}
}){ $gone ->
    [0] {""}
   *[other] {" "}· hilang { $gone } s
}
online-seat-empty = Menunggu pemain
status-remote = { $side ->
    [black] Giliran Hitam
   *[white] Giliran Putih
}: menunggu { $name }
online-rating-change = Penarafan { $change }
online-resign = Menyerah
online-resign-sure = Menyerah dalam permainan ini? Tekan Menyerah sekali lagi untuk menyerah.
online-rematch-asked = Perlawanan semula diminta: menunggu lawan
online-in-play = Permainan anda menentang { $name } masih berjalan
online-return = Kembali ke permainan
