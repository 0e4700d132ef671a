### Bitwa na Morzu Wiatrów.
###
### Polski: for Polish-speaking players (Discord locale `pl`). Original translation,
### written for players rather than word for word. Players are addressed as
### “ty” (“Twój ruch”), the usual register of Polish games; quotes „…”.
###
### Where the words come from. The game is Polish, and its rulebook (read here in an
### English translation of the original) gives some of its terms itself; those are
### used as the book has them:
###   the COMBAT and WIND card groups: karty WALKA and WIATRY;
###   the calm card: T-FLAUTA, and the calm itself: flauta;
###   a salvo: SALWA (salwa); boarding: ABORDAŻ (abordaż);
###   the wind's direction: kierunek wiatru; the goal: Róża Wiatrów.
### The ship classes are our design (the book only has gunships and the transport):
### kuter (cutter), fregata (frigate), liniowiec (man-of-war, the line-of-battle
### ship), transportowiec (the transport ship). Everything else is ordinary Polish
### naval usage: okręt, burta lewa/prawa (port/starboard), dziób (bow), maszty,
### żagle, działa, tarcze piechoty (the book's infantry shields), zatopić własny
### okręt (scuttle); the wind "wieje na" a direction, as the English "blows".
### Damage counters on the picture: Ż (żagle), M (maszty), M1/M2 (działa stracone).
###
### Grammar: a ship is passed in as "czerwona fregata F7" (nominative, the colour
### agreeing with the class: `bitwa-ship` selects on the class's Polish name), so
### sentences are built to keep it in the nominative (after a colon or as the
### subject); `bitwa-ship-start` is the same words capitalised, for a sentence that
### begins with the ship. Colours and broadsides are selected on too (czerwony →
### czerwonych, lewa → lewej).

## Components.

bitwa-red = czerwony
bitwa-green = zielony
bitwa-class-transport = transportowiec
bitwa-class-cutter = kuter
bitwa-class-frigate = fregata
bitwa-class-man-of-war = liniowiec
bitwa-title-transport = Transportowiec
bitwa-title-cutter = Kuter
bitwa-title-frigate = Fregata
bitwa-title-man-of-war = Liniowiec
bitwa-ship-word = okręt
bitwa-ship = { $class ->
    [fregata] { $colour ->
        [czerwony] czerwona
       *[other] zielona
    }
   *[other] { $colour }
} { $class } { $field }
bitwa-ship-start = { $class ->
    [fregata] { $colour ->
        [czerwony] Czerwona
       *[other] Zielona
    }
   *[other] { $colour ->
        [czerwony] Czerwony
       *[other] Zielony
    }
} { $class } { $field }
bitwa-class-field = { $class } { $field }
bitwa-and = { $a } i { $b }
bitwa-damage-sails = podarte żagle
bitwa-damage-masts = złamane maszty
bitwa-damage-masts-gun = złamane maszty, 1 działo stracone
bitwa-damage-masts-two-guns = złamane maszty, 2 działa stracone
bitwa-damage-fire = w płomieniach
bitwa-damage-sunk = zatopiony
bitwa-dir-e = wschód
bitwa-dir-se = południowy wschód
bitwa-dir-sw = południowy zachód
bitwa-dir-w = zachód
bitwa-dir-nw = północny zachód
bitwa-dir-ne = północny wschód
bitwa-side-port = lewa
bitwa-side-starboard = prawa

## Setting out and the first wind.

bitwa-set-out = { $seat } ustawia flotę { $colour ->
    [czerwony] czerwonych
   *[other] zielonych
}: transportowiec na polu { $transport }.
bitwa-lot = Los pada na { $chooser }: wybiera pierwszy wiatr, a pierwszą akcję wykonuje { $first }.
bitwa-first-wind = { $seat } ustala pierwszy wiatr: wieje na { $dir } { $arrow }. Pierwszą akcję wykonuje { $first }.
bitwa-refuse-not-start = { $field } nie jest polem startowym floty { $colour ->
    [czerwony] czerwonych
   *[other] zielonych
}.
bitwa-refuse-left-empty = Pole { $field } ma zostać puste: najpierw zajmij je z powrotem (`leave { $field }`).
bitwa-refuse-transport-there = Z pola { $field } wypływa transportowiec: najpierw wybierz dla niego inne pole.
bitwa-refuse-two-empty = Dwa pola już zostają puste ({ $a } i { $b }): najpierw zajmij jedno z nich.
bitwa-refuse-no-ship-sets-out = Z pola { $field } nie wypływa żaden okręt { $colour ->
    [czerwony] czerwonych
   *[other] zielonych
}.
bitwa-refuse-setting-out = Floty jeszcze się ustawiają: wybierz pole transportowca (`transport B6`), pola, które zostaną puste (`leave A2`), kierunki dziobów (`face B6 ne`), potem `ready`.
bitwa-refuse-first-wind-dir = Pierwszy wiatr wieje na południowy wschód albo na południowy zachód (`wind se`, `wind sw`).
bitwa-refuse-wind-first = Najpierw wiatr: `wind se` (na południowy wschód) albo `wind sw` (na południowy zachód).

## Orders refused.

bitwa-refuse-no-ship = Na polu { $field } nie ma okrętu.
bitwa-refuse-not-yours = To okręt przeciwnika ({ $ship }): rozkazy wydajesz tylko własnej flocie.
bitwa-refuse-burning = Płonie { $ship }: płonący okręt nie bierze udziału w akcjach.
bitwa-refuse-in-fight = W abordażu sczepiony jest { $ship }: nie popłynie ani nie wystrzeli, dopóki walka się nie rozstrzygnie.
bitwa-refuse-ordered = W tej akcji już wydano rozkaz: { $ship }.
bitwa-why-shore = { $field } to brzeg
bitwa-why-island = { $field } to wyspa
bitwa-why-ship = na { $field } stoi { $ship }
bitwa-carries-no-guns = nie ma dział
bitwa-has-no-working-guns = nie ma sprawnych dział
bitwa-refuse-idle-calm = W czasie flauty walczą tylko okręty, które mogą strzelać, a { $ship } { $guns }.
bitwa-refuse-idle-masts = Maszty są złamane, a { $ship } { $guns }: obrót niczego nie zmieni.
bitwa-refuse-no-steps = Każ okrętowi się obrócić albo płynąć (albo zostaw go bez rozkazu).
bitwa-refuse-too-many-steps = Ruch to najwyżej trzy kroki: 1–3 pola naprzód, obrót do 180°, obrót o 60° i 1–2 pola albo obrót o 120° i 1 pole.
bitwa-refuse-calm-no-sailing = Flauta (T-FLAUTA): nie ma wiatru, nikt nie żegluje; okręty mogą się tylko obracać i strzelać.
bitwa-refuse-masts-down = Maszty złamane ({ $ship }): okręt może się obracać i strzelać, ale nie popłynie.
bitwa-refuse-sails-torn = Żagle podarte ({ $ship }): okręt płynie tylko prosto z wiatrem (na { $wind }), o jedno pole na akcję.
bitwa-refuse-into-wind = Kurs na { $heading } to prosto pod wiatr (wieje na { $wind }): tak nie popłynie żaden okręt.
bitwa-with-wind = z wiatrem
bitwa-across-with = skośnie z wiatrem
bitwa-across-into = skośnie pod wiatr
bitwa-refuse-too-far = Kurs na { $heading } to { $how }: najwyżej { $max } { $max ->
    [one] pole
    [few] pola
   *[many] pól
} (wiatr wieje na { $wind }).
bitwa-refuse-off-board = Kurs na { $heading } z pola { $at } wyprowadza poza planszę.
bitwa-refuse-blocked = Przez pole { $next } nie przepłynie { $ship }: { $why }.
bitwa-refuse-own-touch = Okręty jednej floty nigdy się nie stykają: pole { $at } sąsiaduje z twoim okrętem ({ $class } { $field }).
bitwa-refuse-board-burning = Płonie { $ship }: płonącego okrętu nikt nie bierze abordażem.
bitwa-refuse-fight-full = Abordaż, w którym walczy { $ship }, toczą już trzy okręty: nikt więcej nie dołączy.
bitwa-refuse-board-two = Zatrzymanie na polu { $at } oznaczałoby abordaż dwóch okrętów naraz ({ $a } i { $b }): abordaż tylko z jednym.
bitwa-refuse-transport-no-guns = Transportowiec nie ma dział.
bitwa-refuse-no-guns-left = Nie ma już sprawnych dział: { $ship }.
bitwa-refuse-no-target = Wskaż cel dla lewej albo prawej burty.
bitwa-refuse-no-ship-to-fire-at = Na polu { $field } nie ma okrętu, do którego można strzelać.
bitwa-refuse-own-target = To twój okręt: { $ship }.
bitwa-refuse-hulk = Płonie { $ship }: w czasie flauty dopala się i nie jest celem.
bitwa-refuse-out-of-arc = Pole { $target } leży poza zasięgiem { $side ->
    [lewa] lewej
   *[other] prawej
} burty ({ $ship }): klin 60° od burty, 3 pola.
bitwa-refuse-line-blocked = Linię ognia z { $from } na { $target } zasłania wyspa, brzeg albo okręt.
bitwa-refuse-undamaged = Okręt jest nieuszkodzony ({ $ship }): zatopić można tylko własny uszkodzony okręt.
bitwa-refuse-already-selected = Już wybrano: { $ship }. Wybierz rozkaz.
bitwa-refuse-no-order = Brak rozkazów, które można teraz wydać: { $ship }.
bitwa-refuse-none-selected = Nie wybrano żadnego okrętu.
bitwa-refuse-battle-on = Bitwa trwa: wydaj rozkazy okrętom (`F7 r1 m2`, `F7 fire port H6`) albo zakończ akcję (`end`).
bitwa-refuse-turn-after-move = Obrót po ruchu jest niedozwolony: najpierw obrót, potem żegluga.

## The battle told.

bitwa-turns-about = obraca się o 180°
bitwa-turns-right = obraca się o { $degrees }° w prawo
bitwa-turns-left = obraca się o { $degrees }° w lewo
bitwa-sails-to = płynie { $n } { $n ->
    [one] pole
    [few] pola
   *[many] pól
} na { $to }
bitwa-sails = { $ship } { $what }.
bitwa-scuttles = { $seat } zatapia własny okręt: { $ship }.
bitwa-read-t = T — pudło bez względu na działa
bitwa-read-hit = { $n }: { $guns } { $guns ->
    [one] działo wystarcza
    [few] działa wystarczają
   *[many] dział wystarcza
}
bitwa-read-miss = { $n }: { $guns } { $guns ->
    [one] działo
    [few] działa
   *[many] dział
} to za mało
bitwa-salvo = { $ship } oddaje salwę z { $side ->
    [lewa] lewej
   *[other] prawej
} burty, cel: { $target } (karta { $read })
bitwa-salvo-miss = { $head }: pudło.
bitwa-salvo-hit = { $head }: trafienie! { $damage }
bitwa-sinks = { $ship } idzie na dno.
bitwa-damage-already = Okręt ma już to uszkodzenie („{ $damage }”); nowe niczego nie zmienia.
bitwa-damage-worse = Okręt jest już w gorszym stanie („{ $was }”); nowe uszkodzenie („{ $now }”) niczego nie zmienia.
bitwa-damaged = { $ship }: { $damage }.
bitwa-fire-spreads = { $text } Ogień przechodzi na: { $ship }.
bitwa-joins-fight = { $ship } dołącza do abordażu, przeciwnik: { $enemy }!
bitwa-boards = { $ship } rusza do abordażu, cel: { $enemy }!
bitwa-fight-swords = Abordaż, czerwoni: { $red_names }, zieloni: { $green_names }: skrzyżowane szable — bez rozstrzygnięcia, walka trwa.
bitwa-bonus-none = bez premii
bitwa-bonus = +{ $n } dla { $colour ->
    [czerwony] czerwonych
   *[other] zielonych
}
bitwa-fight = Abordaż, czerwoni: { $red_names } ({ $red }), zieloni: { $green_names } ({ $green }), karta: { $bonus }
bitwa-fight-even = { $head }: remis — walka trwa.
bitwa-fight-won = { $head }: wygrywają { $winner ->
    [czerwony] czerwoni
   *[other] zieloni
} i zdobywają: { $taken }.
bitwa-flauta = { $seat } odkrywa kartę T-FLAUTA: wiatr ustaje. Flauta!
bitwa-wind-veers = wiatr skręca zgodnie ze wskazówkami zegara: wieje teraz na { $dir } { $arrow }
bitwa-wind-backs = wiatr skręca przeciwnie do wskazówek zegara: wieje teraz na { $dir } { $arrow }
bitwa-wind-holds = wiatr się nie zmienia: wieje na { $dir } { $arrow }
bitwa-wind-card = Karta WIATRY: { $how }.
bitwa-burns-out = { $ship } spala się do linii wodnej.
bitwa-calm-begins = W czasie flauty okręty obracają się i strzelają, gracze na zmianę, aż żaden okręt nie będzie miał wroga w zasięgu.
bitwa-calm-ends = Koniec flauty. { $seat } tasuje karty WIATRY; nowy wiatr wieje na { $dir } { $arrow }.

## How the battle ends.

bitwa-end-home = { $seat }: transportowiec dopływa do Róży Wiatrów na polu { $field }. { $seat } wygrywa bitwę!
bitwa-end-stand-lost = { $seat }: { $actions } { $actions ->
    [one] akcja
    [few] akcje
   *[many] akcji
} walki bez transportowca, a transportowca gracza { $foe } nie udało się zatrzymać. Wygrywa { $foe }.
bitwa-end-dusk = Zmierzch po { $actions } { $actions ->
    [one] akcji
   *[many] akcjach
}: floty się rozchodzą, a bitwa między { $a } a { $b } kończy się remisem.
bitwa-end-both-out = Oba transportowce stracone lub unieruchomione: bitwa między { $a } a { $b } kończy się remisem.

## Menus and buttons.

bitwa-menu-transport = Transportowiec wypływa z…
bitwa-menu-leave = Zostaw puste dwa pola startowe…
bitwa-menu-order = Rozkaz dla okrętu…
bitwa-menu-sail = płyń lub obróć…
bitwa-menu-fire = ognia…
bitwa-menu-ship = { $ship }: { $menu }
bitwa-label-transport = Transportowiec na { $field }
bitwa-label-fill = Zajmij znów { $field }
bitwa-label-leave = Zostaw { $field } puste
bitwa-label-face = Okręt na { $field } dziobem na { $dir } { $arrow }
bitwa-label-ready = Gotowe: transportowiec { $transport }, puste { $empty }
bitwa-label-wind = Wiatr wieje na { $dir } { $arrow }
bitwa-label-back = Powrót do floty
bitwa-label-end = Koniec akcji ({ $n ->
    [0] bez rozkazów
    [one] 1 okręt z rozkazem
    [few] { $n } okręty z rozkazem
   *[many] { $n } okrętów z rozkazem
})
bitwa-label-end-calm = Koniec tury flauty ({ $n ->
    [0] bez rozkazów
    [one] 1 okręt z rozkazem
    [few] { $n } okręty z rozkazem
   *[many] { $n } okrętów z rozkazem
})
bitwa-ship-line = { $ship } · dziób { $bow } { $arrow }
bitwa-line-guns = { $line } · { $guns } { $guns ->
    [one] działo
    [few] działa
   *[many] dział
}
bitwa-line-damage = { $line } · { $damage }
bitwa-turn-about = obrót o 180°
bitwa-turn-right = obrót o { $degrees }° w prawo
bitwa-turn-left = obrót o { $degrees }° w lewo
bitwa-turn-about-cap = Obrót o 180°
bitwa-turn-right-cap = Obrót o { $degrees }° w prawo
bitwa-turn-left-cap = Obrót o { $degrees }° w lewo
bitwa-label-sail = Płyń { $n } { $n ->
    [one] pole
    [few] pola
   *[many] pól
} do { $to }
bitwa-label-turn-sail = { $turn }, płyń { $n } { $n ->
    [one] pole
    [few] pola
   *[many] pól
} do { $to }
bitwa-label-bow = { $label } · dziób { $arrow }
bitwa-label-board = { $label } · ABORDAŻ!
bitwa-target-burning = { $class ->
    [fregata] płonąca
   *[other] płonący
} { $class } { $field }
bitwa-label-fire-both = Salwy, lewa burta: { $port }, prawa: { $starboard }
bitwa-label-fire-port = Salwa z lewej burty, cel: { $target }
bitwa-label-fire-starboard = Salwa z prawej burty, cel: { $target }
bitwa-label-fire = Salwa
bitwa-label-scuttle = Zatop własny okręt: { $class }
bitwa-label-typed = { $ship }: { $label }

## The picture.

bitwa-pic-wind-unset = wiatr nieustalony
bitwa-pic-wind = wiatr na { $dir }
bitwa-pic-sets-out = { $name } ustawia flotę
bitwa-pic-sets-out-sub = Pole transportowca i 2 pola puste
bitwa-pic-sets-wind = { $name } wybiera wiatr
bitwa-pic-sets-wind-sub = Wiatr na południowy wschód lub zachód
bitwa-pic-to-act = Kolej: { $name }
bitwa-pic-calm-sub = FLAUTA: tylko obroty i salwy
bitwa-pic-action-of = Akcja { $n } z { $limit } · { $wind }
bitwa-pic-action = Akcja { $n } · { $wind }
bitwa-pic-over = Koniec bitwy
bitwa-pic-over-sub = { $n } { $n ->
    [one] akcja
    [few] akcje
   *[many] akcji
}
# "Cisza" (flauta's plain word): FLAUTA is too wide for the compass.
bitwa-pic-calm = CISZA
bitwa-pic-tag-sails = Ż
bitwa-pic-salvo-t = salwa T (pudło)
bitwa-pic-salvo = salwa { $n }
bitwa-pic-boarding-bonus = abordaż +{ $n } dla { $colour ->
    [czerwony] czerwonych
   *[other] zielonych
}
bitwa-pic-boarding-even = abordaż bez premii
bitwa-pic-boarding-swords = abordaż: szable
bitwa-pic-combat-card = { $salvo } · { $damage } · { $boarding }
bitwa-pic-flauta = T-FLAUTA: wiatr ustaje
bitwa-pic-wind-cw = skręt zgodnie z zegarem · flauta { $calm }
bitwa-pic-wind-acw = skręt przeciwnie do zegara · flauta { $calm }
bitwa-pic-wind-same = bez zmiany · flauta { $calm }
bitwa-pic-legend-damage = Ż żagle · M maszty · M1/M2 działa stracone
bitwa-pic-legend-fire = pożar · ★ Róża Wiatrów
# On the picture the transport is "transport" (the older naval word for the same
# ship): "transportowiec" does not fit a fleet's half of the panel on one line.
bitwa-pic-transport-lost = transport stracony · { $n ->
    [one] została { $n } akcja
    [few] zostały { $n } akcje
   *[many] zostało { $n } akcji
}
bitwa-pic-transport-damaged = transport { $field }: { $damage }
bitwa-pic-transport-home = transport { $field } → { $rose }
bitwa-pic-setting-out = ustawia flotę
bitwa-pic-afloat = { $n } na wodzie
bitwa-pic-boarding = Abordaż: { $fights }
bitwa-pic-none-yet = jeszcze żadna
bitwa-pic-combat = Karta WALKA: { $card }
bitwa-pic-wind-card = Karta WIATRY: { $card }
bitwa-pic-decks = Talie: WALKA { $combat } · WIATRY { $wind }

bitwa-prompt-deploy = { $seat }, ustaw flotę { $colour ->
    [czerwony] czerwonych
   *[other] zielonych
}: wybierz pole transportowca i dwa pola, które zostaną puste, potem Gotowe.
bitwa-prompt-wind = { $seat }, los padł na ciebie: ustal pierwszy wiatr (na południowy wschód albo południowy zachód); pierwszą akcję wykonuje { $first }.
bitwa-prompt-calm = flauta (T-FLAUTA): obracaj okręty i strzelaj, bez żeglugi
bitwa-prompt-action = twoja akcja: wydaj rozkazy okrętom, potem Koniec akcji
bitwa-prompt = { $seat }, { $what }.
bitwa-prompt-ordering = { $seat }, { $what }. Na rozkaz czeka { $ship }.

## Katalog (`/gra karty`).

bitwa-cat-board = Morze Wiatrów
bitwa-cat-board-sub = Plansza · { $cols } × { $rows } pól heksagonalnych, od A1 do N11
bitwa-cat-board-text = Brzeg wzdłuż górnej i dolnej krawędzi (i na prawych końcach parzystych rzędów), siedem pól wysp, po dwanaście pól startowych dla każdej floty (czerwonej po lewej, zielonej po prawej) i Róża Wiatrów na każdym krótszym boku: czerwoni płyną do M6, zieloni do A6.
bitwa-cat-ship-sub = Okręt · w obu flotach, czerwone albo zielone żagle
bitwa-cat-guns = Działa na burtę
bitwa-cat-shields = Tarcze piechoty
bitwa-cat-per-fleet = W jednej flocie
bitwa-cat-transport-text = Bez dział: doprowadź go do Róży Wiatrów po stronie przeciwnika, a wygrasz.
bitwa-cat-gunship-text = Strzela SALWĄ z każdej burty (60° od burty, 3 pola); w ABORDAŻU liczą się tarcze piechoty i sprawne działa.
bitwa-cat-combat = Karta WALKA { $n }
bitwa-cat-combat-sub = Karta WALKA
bitwa-cat-salvo = SALWA
bitwa-cat-salvo-t = T (zawsze pudło)
bitwa-cat-hit = Trafienie
bitwa-cat-boarding = ABORDAŻ
bitwa-cat-boarding-bonus = +{ $n } dla { $colour ->
    [czerwony] czerwonych
   *[other] zielonych
}
bitwa-cat-boarding-even = czerwony i zielony trójkąt (bez premii)
bitwa-cat-boarding-swords = skrzyżowane szable (nierozstrzygnięty)
bitwa-cat-wind-card = Karta WIATRY: { $how }, flauta { $calm }
bitwa-cat-veers = w prawo
bitwa-cat-backs = w lewo
bitwa-cat-holds = bez zmiany
bitwa-cat-wind-sub = Karta WIATRY
bitwa-cat-wind = Wiatr
bitwa-cat-wind-cw = skręca o 60° zgodnie z ruchem wskazówek zegara
bitwa-cat-wind-acw = skręca o 60° przeciwnie do ruchu wskazówek zegara
bitwa-cat-wind-same = bez zmiany
bitwa-cat-calm-hexagon = Heksagon flauty
bitwa-cat-flauta-sub = Karta WIATRY · flauta
bitwa-cat-flauta-text = Wiatr ustaje: płonące okręty dopalają się, abordaże toczą się do rozstrzygnięcia, potem okręty obracają się i strzelają, aż żaden nie ma wroga w zasięgu. Karty WIATRY zostają przetasowane, a heksagon flauty z wierzchniej karty wyznacza nowy kierunek wiatru.
bitwa-cat-counter = Znacznik: { $damage }
bitwa-cat-counter-sub = Znacznik uszkodzeń · zastępuje go tylko cięższy
bitwa-cat-counter-sails = Płynie tylko prosto z wiatrem, jedno pole na akcję; obraca się i strzela jak zwykle.
bitwa-cat-counter-masts = Nie płynie; obraca się i strzela.
bitwa-cat-counter-masts-gun = Nie płynie; na każdej burcie jedno działo mniej, w salwach i w abordażu.
bitwa-cat-counter-masts-two-guns = Nie płynie; na każdej burcie dwa działa mniej.
bitwa-cat-counter-fire = Nie bierze udziału w akcjach, tylko zagradza drogę; dopala się we flaucie.

## Rozkazy wpisane, których nie rozumiem (zapis rozkazów zostaje angielski).

bitwa-unknown = { $hint } `/gra zasady` wymienia wszystkie rozkazy.
bitwa-unknown-empty = Wpisz rozkaz. Rozkazy to `F7 m3` (płyń 3 pola), `F7 r1 m2` (obrót o 60° w prawo, płyń 2), `F7 l2` (obrót o 120° w lewo), `F7 fire port H6 starboard H9` (salwa z lewej i prawej burty), `F7 scuttle` (zatop własny okręt), `select F7`, `end`; ustawianie floty: `transport B6`, `leave A2`, `face B6 ne`, `ready`; pierwszy wiatr: `wind se` albo `wind sw`.
bitwa-hint-field = `{ $word }` to nie pole: pola to A1 do N11 (litera kolumny, numer rzędu).
bitwa-hint-dir = `{ $word }` to nie kierunek: e, se, sw, w, nw albo ne.
bitwa-hint-not-ship = Nie umiem odczytać `{ $word }`: rozkaz zaczyna się od pola okrętu, jak w `F7 r1 m2`.
bitwa-hint-target = Podaj cel po `port` (lewa burta) albo `starboard` (prawa burta).
bitwa-hint-broadside = `{ $word }`: powiedz, która burta strzela, `port` (lewa) czy `starboard` (prawa).
bitwa-hint-once = Każda burta strzela najwyżej raz na akcję.
bitwa-hint-fire-at = Do czego strzelać? `F7 fire port H6`.
bitwa-hint-step = `{ $word }` to nie krok: obroty to `r1`–`r3` i `l1`–`l3`, ruchy `m1`–`m3`; albo `fire`, `scuttle`.
bitwa-hint-move-once = Podaj ruch raz: `m2`, nie `m1 m1`.
bitwa-hint-turn-once = Podaj obrót raz: `r2`, nie `r1 r1`.

## Opcje `/gra nowa` (nazwy opcji i wartości się wpisuje, więc zostają bez zmian).

option-help-bitwa-actions = Ile akcji (obu graczy razem) do zmierzchu, który kończy bitwę remisem.
option-help-bitwa-turn-hours = Po tylu godzinach gra się domyślnie: zwykłe ustawienie floty, wiatr z południowego wschodu albo koniec akcji (okręty bez rozkazów stoją).
option-help-bitwa-rules = Edycja zasad: 2 (każda nowa gra) kończy bitwę remisem, gdy oba transportowce zatonęły albo są unieruchomione, daje transportowcowi straconemu w czasie flauty zapowiedziane dziesięć akcji, nie daje okrętom bez dział pustych tur, a płonących okrętów nie liczy w czasie flauty; 1 to pierwsze wydanie. Gry zachowują edycję, od której się zaczęły.
