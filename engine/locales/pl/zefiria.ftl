### Zefiria.
###
### Polski: for Polish-speaking players (Discord locale `pl`). Original translation,
### written for players rather than word for word. Players are addressed as
### “ty” (“Twój ruch”), the usual register of Polish games; quotes „…”.
###
### Where the words come from. The game is French (its rulebook:
### shared/rules/zefiria.fr.txt); Polish follows its terms, in ordinary Polish words:
### - the spirits keep their names: Borea, Jugo, Etesia, Skyron, Austro (Borea and
###   Etesia feminine, the others masculine; genitive Borei, Etesii, Skyrona, Austra,
###   Jugo unchanged, selected on the name where a sentence needs it); a spirit is a
###   Duch Wiatru (« Esprit du Vent »), „duch” for short;
### - their two actions: Lot (« Voler »: duch „leci”, button „Leć na …”) and Podmuch
###   (« Souffler »: duch „dmucha” na kartę, „zdmuchuje” ją); a swap is „zamiana”,
###   „zamienić”;
### - punkty akcji (« Points d’Action », PA on the picture), klejnot czasu (« gemme de
###   temps »), magiczny klejnot (« Gemme Magique »), Tryb Burzy and „burza”
###   (« Mode Tempête », « la tempête »), runda (« manche »), przygotowanie (« mise en
###   place »), Karta Celu, Karta Czasu;
### - the board: siatka (« grille ») of karty wysp (« cartes îles », „wyspa”), róg for a
###   corner (« angle »), rząd and kolumna, „rząd swojego koloru”; an island at its
###   place is „w domu” (home), elsewhere „z dala od domu”.
### Our own additions: the colours (pomarańczowy, niebieski, zielony, żółty, różowy:
### passed into sentences as the colour's name, so sentences say „w tym samym kolorze
### (niebieski)” or „rząd niebieski”) and the icons (góra, fala, księżyc, słońce, ryba);
### an island is its colour then its icon, the colour agreeing with the icon's gender
### („niebieska góra”, „niebieski księżyc”, „niebieskie słońce”). Polish has no
### articles, so an island's `$form` (with or without English „a”) changes nothing.
### A place beside the grid, where Austro flies, is said the way Polish says where
### something stands: „nad C”, „pod C”, „na lewo od 3”, „na prawo od 3”, and the
### line before him in the nominative: „przed nim kolumna C”.
### What a player types (`fly top C`, `swap B2 D4`, `end`) is notation and stays in
### English; the command `/turn skip` is `/tura pomiń`, as Discord shows it in Polish.

## Names.

zefiria-spirit-borea = Borea
zefiria-spirit-jugo = Jugo
zefiria-spirit-etesia = Etesia
zefiria-spirit-skyron = Skyron
zefiria-spirit-austro = Austro

zefiria-powers-borea = leci na sąsiednią kartę albo na dowolną kartę w kolorze tej, na której stoi; zdmuchuje kartę z ikoną tej, na której stoi, na dowolne inne miejsce.
zefiria-powers-jugo = leci na sąsiednią kartę albo na dowolną kartę z ikoną tej, na której stoi; zdmuchuje kartę w kolorze tej, na której stoi, na dowolne inne miejsce.
zefiria-powers-etesia = leci na dowolną z ośmiu kart wokół siebie; zdmuchuje sąsiednią kartę na dowolne inne miejsce.
zefiria-powers-skyron = leci na sąsiednią kartę; zamienia kartę pod sobą z dowolną inną i leci razem z nią albo zostaje na miejscu.
zefiria-powers-austro = lata w dowolne miejsce wokół krawędzi siatki; zamienia dwie karty w rzędzie lub kolumnie, przed którą stoi.

# The colour's name (masculine, as in „kolor niebieski”, „rząd niebieski”).
zefiria-colour-orange = pomarańczowy
zefiria-colour-blue = niebieski
zefiria-colour-green = zielony
zefiria-colour-yellow = żółty
zefiria-colour-pink = różowy

zefiria-icon-mountain = góra
zefiria-icon-wave = fala
zefiria-icon-moon = księżyc
zefiria-icon-sun = słońce
zefiria-icon-fish = ryba

# No articles in Polish: both forms are the same words.
zefiria-island-orange-mountain = { $form ->
   *[other] pomarańczowa góra
 }
zefiria-island-orange-wave = { $form ->
   *[other] pomarańczowa fala
 }
zefiria-island-orange-moon = { $form ->
   *[other] pomarańczowy księżyc
 }
zefiria-island-orange-sun = { $form ->
   *[other] pomarańczowe słońce
 }
zefiria-island-orange-fish = { $form ->
   *[other] pomarańczowa ryba
 }
zefiria-island-blue-mountain = { $form ->
   *[other] niebieska góra
 }
zefiria-island-blue-wave = { $form ->
   *[other] niebieska fala
 }
zefiria-island-blue-moon = { $form ->
   *[other] niebieski księżyc
 }
zefiria-island-blue-sun = { $form ->
   *[other] niebieskie słońce
 }
zefiria-island-blue-fish = { $form ->
   *[other] niebieska ryba
 }
zefiria-island-green-mountain = { $form ->
   *[other] zielona góra
 }
zefiria-island-green-wave = { $form ->
   *[other] zielona fala
 }
zefiria-island-green-moon = { $form ->
   *[other] zielony księżyc
 }
zefiria-island-green-sun = { $form ->
   *[other] zielone słońce
 }
zefiria-island-green-fish = { $form ->
   *[other] zielona ryba
 }
zefiria-island-yellow-mountain = { $form ->
   *[other] żółta góra
 }
zefiria-island-yellow-wave = { $form ->
   *[other] żółta fala
 }
zefiria-island-yellow-moon = { $form ->
   *[other] żółty księżyc
 }
zefiria-island-yellow-sun = { $form ->
   *[other] żółte słońce
 }
zefiria-island-yellow-fish = { $form ->
   *[other] żółta ryba
 }
zefiria-island-pink-mountain = { $form ->
   *[other] różowa góra
 }
zefiria-island-pink-wave = { $form ->
   *[other] różowa fala
 }
zefiria-island-pink-moon = { $form ->
   *[other] różowy księżyc
 }
zefiria-island-pink-sun = { $form ->
   *[other] różowe słońce
 }
zefiria-island-pink-fish = { $form ->
   *[other] różowa ryba
 }

zefiria-edge-top = nad { $column }
zefiria-edge-bottom = pod { $column }
zefiria-edge-left = na lewo od { $row }
zefiria-edge-right = na prawo od { $row }
zefiria-line-column = kolumna { $column }
zefiria-line-row = rząd { $row }

## What happens.

zefiria-who = { $spirit } ({ $seat })
zefiria-who-seat = { $seat }
# Before a spirit is chosen (in brackets after the player's name).
zefiria-their-spirit = duch jeszcze niewybrany
zefiria-chooses = { $seat } wybiera **{ $spirit }**: { $powers }
zefiria-starts-at = { $who } zaczyna { $place }.
zefiria-place-card = na { $cell }
zefiria-place-edge = { $place }; przed nim { $line }
zefiria-round-last = **Runda { $round }** — { $seat } zdejmuje ostatni klejnot czasu: to ostatnia runda.
zefiria-round = **Runda { $round }** — { $seat } zdejmuje klejnot czasu; { $left ->
    [one] został { $left }
    [few] zostały { $left }
   *[many] zostało { $left }
 }.
zefiria-storm-gathers = ⚡ Nad **{ $a }** i **{ $b }** zbiera się burza: pod koniec tury { $spirit ->
    [Borea] Borei
    [Etesia] Etesii
    [Skyron] Skyrona
    [Austro] Austra
   *[other] { $spirit }
 } zamieni je miejscami, chyba że na jednej z nich stanie duch albo uciszy ją magiczny klejnot.
zefiria-storm-gathers-this = ⚡ Nad **{ $a }** i **{ $b }** zbiera się burza: pod koniec tej tury zamieni je miejscami, chyba że na jednej z nich stanie duch albo uciszy ją magiczny klejnot.
zefiria-turn = Tura gracza { $seat } ({ $spirit }): { $ap } { $ap ->
    [one] punkt akcji
    [few] punkty akcji
   *[many] punktów akcji
 }.
zefiria-last-round-over = Ostatnia runda dobiegła końca. { $result }
zefiria-storm-held = ⚡ Burza wyje nad { $a } i { $b }, ale { $spirit } przytrzymuje { $cell }: nic się nie rusza.
zefiria-storm-swaps = ⚡ Burza zamienia **{ $a }** i **{ $b }**. Wynik { $before } → { $after }.
zefiria-flies = { $who } leci: { $from } → **{ $cell }** ({ $island }).
zefiria-flies-edge = { $who } leci **{ $place }**; przed nim { $line }.
zefiria-deep-breath = { $who } bierze głęboki wdech nad **{ $card }** ({ $island }): wybierz kartę, z którą ją zamienić.
zefiria-blows = { $who } dmucha: **{ $a }** ⇄ **{ $b }**. Wynik { $before } → { $after }.{ $home }{ $ride }
zefiria-home-item = { $island } na { $cell }
zefiria-home-one = {" "}W domu ✓: { $first }.
zefiria-home-two = {" "}W domu ✓: { $first }, { $second }.
zefiria-skyron-ends-on = {" "}Skyron zostaje na { $cell }.
zefiria-lets-be = { $who } zostawia { $card } w spokoju.
zefiria-calms = { $who } zużywa magiczny klejnot i burza cichnie.
zefiria-ends-turn = { $who } kończy turę.
zefiria-ends-turn-unused = { $who } kończy turę; niewykorzystane punkty akcji: { $ap }.
zefiria-host-chooses = Gracza { $seat } nie ma przy stole, więc wybiera gospodarz.
zefiria-host-chooses-corner = Gracza { $seat } nie ma przy stole, więc róg wybiera gospodarz.
zefiria-host-skips = Gospodarz pomija turę gracza { $seat } ({ $spirit }).
zefiria-spent-every-point = { $who }: wszystkie punkty akcji wykorzystane.

## The result line.

zefiria-verdict-perfect = Doskonała Zefiria: każda wyspa jest w domu!
zefiria-verdict-masterful = Mistrzowskie wiatry.
zefiria-verdict-fine = Dobre wiatry.
zefiria-verdict-fair = Przyzwoita bryza.
zefiria-verdict-lost = Wyspy zgubiły się na wietrze — spróbuj jeszcze raz!
zefiria-part-home = { $points ->
    [0] { $count } w domu
   *[other] { $count } w domu (+{ $points })
 }
zefiria-part-row = { $points ->
    [0] { $count } w rzędzie swojego koloru
   *[other] { $count } w rzędzie swojego koloru (−{ $points })
 }
zefiria-part-astray = { $points ->
    [0] { $count } z dala od domu
   *[other] { $count } z dala od domu (−{ $points })
 }
zefiria-result = Wynik końcowy **{ $total }**: { $home }, { $row }, { $astray }. { $verdict }
zefiria-result-magic = Wynik końcowy **{ $total }**: { $home }, { $row }, { $astray }, { $magic } { $magic ->
    [one] magiczny klejnot
    [few] magiczne klejnoty
   *[many] magicznych klejnotów
 } (+{ $magic }). { $verdict }

## Refusals.

zefiria-only-host-skips = Tylko gospodarz może pominąć turę (`/tura pomiń`), i to nieobecnego gracza; żeby zakończyć własną turę, wpisz `end`.
zefiria-every-spirit-taken = Wszystkie duchy są już zajęte.
zefiria-no-corner-free = Żaden róg nie jest wolny.
zefiria-spirit-taken = { $spirit } lata już dla gracza { $seat }; wybierz innego ducha.
zefiria-now-pick-corner = Twój duch to { $spirit }; teraz wybierz róg, na którym zacznie.
zefiria-choose-spirit-first = Najpierw wybierz swojego Ducha Wiatru: gra zaczyna się, gdy każdy duch ma swój róg. Wolne: { $free }.
zefiria-cannot-start = { $spirit } nie może zacząć na { $corner }: { $why }. Wolne: { $free }.
zefiria-corner-diagonal = przy dwóch duchach rogi leżą naprzeciw siebie, po przekątnej
zefiria-corner-taken = tam zaczyna już { $spirit }
zefiria-corner-taken-another = tam zaczyna już inny duch
zefiria-pick-corner-first = Najpierw wybierz róg, na którym zacznie { $spirit }: gra zaczyna się, gdy każdy duch ma swój róg. Wolne: { $free }.
zefiria-no-ap-left = { $spirit } nie ma już punktów akcji.
zefiria-already-fly = Twój duch to już { $spirit }: duchy i rogi wybiera się tylko na początku gry.
zefiria-nothing-to-cancel = Nie ma podmuchu do anulowania: nie trzymasz żadnej karty (`blow B2` bierze jedną).
zefiria-choose-first = Najpierw wybierz ducha i róg.
zefiria-austro-flies-the-edge = Austro nigdy nie staje na karcie: lata wokół krawędzi siatki, np. `fly top C` albo `fly left 3`.
zefiria-only-austro-on-the-edge = Tylko Austro lata wokół krawędzi; { $spirit } lata na karty, np. `fly C3`.
zefiria-austro-already-at = Austro jest już { $place }.
zefiria-already-on = { $spirit } jest już na { $card }.
zefiria-cannot-land = { $spirit } nie może wylądować na { $card }: stoi tam { $other }.
zefiria-flight-blocked = { $spirit } nie może polecieć z { $from } na { $to }: po drodze, na { $cell }, stoi { $other }, a nad duchem nic nie przelatuje.
zefiria-borea-flies = Borea leci na sąsiednią kartę (w górę, w dół, w lewo lub w prawo) albo na dowolną kartę w tym samym kolorze co ta, na której stoi ({ $colour }); { $to } to { $target }.
zefiria-jugo-flies = Jugo leci na sąsiednią kartę (w górę, w dół, w lewo lub w prawo) albo na dowolną kartę z tą samą ikoną co ta, na której stoi ({ $icon }); { $to } to { $target }.
zefiria-etesia-flies = Etesia leci na jedną z ośmiu kart wokół { $from }; { $to } jest za daleko.
zefiria-skyron-flies = Skyron leci o jedną kartę w górę, w dół, w lewo lub w prawo; { $to } nie sąsiaduje z { $from }.
zefiria-austro-never-on-card = { $spirit } nigdy nie staje na karcie.
zefiria-two-different-cards = Wybierz dwie różne karty do zamiany.
zefiria-skyron-swaps-his-card = Skyron zamienia kartę, na której stoi ({ $here }), z inną, np. `swap { $here } { $b } stay { $b }`.
zefiria-skyron-say-where = Powiedz, gdzie ma skończyć Skyron: `swap { $here } { $other } stay { $other }`, żeby poleciał razem ze swoją kartą, albo `swap { $here } { $other } stay { $here }`, żeby został na miejscu.
zefiria-only-skyron-stays = Tylko Skyron wybiera, gdzie zostać po zamianie.
zefiria-stands-on-it = { $spirit } stoi na { $card }, więc nie może jej zdmuchnąć.
zefiria-card-held = { $card } nie może się ruszyć: stoi na niej { $other }.
zefiria-borea-blows = Borea zdmuchuje tylko karty z ikoną tej, na której stoi ({ $icon }): { $a } to { $a_island }, a { $b } to { $b_island }.
zefiria-jugo-blows = Jugo zdmuchuje tylko karty w kolorze tej, na której stoi ({ $colour }): { $a } to { $a_island }, a { $b } to { $b_island }.
zefiria-etesia-blows = Etesia zdmuchuje kartę tuż obok siebie (nad, pod, na lewo albo na prawo od { $here }); ani { $a }, ani { $b } tam nie leży.
zefiria-austro-not-in-line = Austro { $place } zdmuchuje tylko karty, które ma przed sobą ({ $line }); { $card } do nich nie należy.
zefiria-austro-neighbours-only = W tej grze Austro zamienia tylko sąsiednie karty; { $a } i { $b } ze sobą nie sąsiadują.
zefiria-swap-blocked = { $a } i { $b } nie mogą się zamienić: karty przeleciałyby nad { $cell }, gdzie stoi { $other }. Omiń go!
zefiria-no-partner-austro-neighbours = Tu Austro zamienia tylko sąsiednie karty, a na każdej sąsiadce { $card } w tej linii ({ $line }) stoi duch albo drogę zagradza jej duch, a nad duchem nic nie przelatuje.
zefiria-no-partner-austro-line = Na każdej innej karcie tej linii ({ $line }) stoi duch albo drogę zagradza jej duch, a nad duchem nic nie przelatuje: { $card } nie ma się z czym zamienić.
zefiria-no-partner-skyron-own = Na każdej karcie, z którą Skyron mógłby zamienić { $here }, stoi duch albo drogę zagradza jej duch, a nad duchem nic nie przelatuje.
zefiria-no-partner-skyron-now = Skyron nie może teraz zamienić { $here } z { $card }.
zefiria-no-partner = Na każdej karcie, z którą mogłaby się zamienić { $card }, stoi duch albo drogę zagradza jej duch, a nad duchem nic nie przelatuje.
zefiria-no-partner-borea = { $card } ({ $island }) nie ma ikony Borei ({ $icon }), więc zamieni się tylko z kartą z tą ikoną, a na każdej takiej karcie stoi duch albo drogę zagradza jej duch; nad duchem nic nie przelatuje.
zefiria-no-partner-jugo = { $card } ({ $island }) nie ma koloru Jugo ({ $colour }), więc zamieni się tylko z kartą w tym kolorze, a na każdej takiej karcie stoi duch albo drogę zagradza jej duch; nad duchem nic nie przelatuje.
zefiria-no-partner-beside = { $card } nie leży tuż obok { $spirit ->
    [Borea] Borei
    [Etesia] Etesii
    [Skyron] Skyrona
    [Austro] Austra
   *[other] { $spirit }
 }, więc zamieni się tylko z kartą obok ducha (nad, pod, na lewo albo na prawo od { $here }), a na każdej z nich stoi duch albo drogę zagradza jej duch; nad duchem nic nie przelatuje.
zefiria-no-storm-mode = W tej grze nie ma burzy (gra toczy się bez Trybu Burzy).
zefiria-storm-calmed-already = Żadna burza się nie zbiera: burza tej tury jest już uciszona, więc nie ma na co wydać magicznego klejnotu.
zefiria-no-magic-left = { $spirit } nie ma już magicznego klejnotu, żeby uciszyć burzę.
zefiria-no-magic-left-yours = Twój duch nie ma już magicznego klejnotu, żeby uciszyć burzę.

## Buttons and menus.

zefiria-label-start-on = Zacznij na { $corner }
zefiria-label-fly = Leć na { $cell }
zefiria-label-fly-edge = { $place } ({ $line })
zefiria-menu-austro-flies = Austro leci…
zefiria-label-blow = Dmuchnij na { $card } ({ $island })
zefiria-label-partner = { $card } · { $island }
zefiria-menu-swap-with = Zamień { $card } z…
zefiria-menu-skyron-rides = Skyron zamienia { $here } i leci razem z nią…
zefiria-menu-skyron-stays = Skyron zamienia { $here } i zostaje na { $here }…
zefiria-label-austro-swap = { $a } { $a_island } ⇄ { $b } { $b_island }
zefiria-menu-austro-swaps = Austro zamienia karty ({ $line })…
zefiria-label-swap = Zamień { $a } ⇄ { $b }
zefiria-label-cancel = Anuluj
zefiria-label-calm = Ucisz burzę (1 magiczny klejnot)
zefiria-label-skip = Pomiń tę turę (gospodarz)
zefiria-label-last-point = { $label } · ostatni punkt, potem burza ⚡
zefiria-end-turn = Koniec tury
zefiria-end-turn-ap = Koniec tury — { $ap ->
    [one] { $ap } punkt akcji przepada
    [few] { $ap } punkty akcji przepadają
   *[many] { $ap } punktów akcji przepada
 }
zefiria-end-turn-storm = Koniec tury — burza zamieni { $a } ⇄ { $b }
zefiria-end-turn-ap-storm = Koniec tury — { $ap ->
    [one] { $ap } punkt akcji przepada
    [few] { $ap } punkty akcji przepadają
   *[many] { $ap } punktów akcji przepada
 }, burza zamieni { $a } ⇄ { $b }

## The picture: short words, for a 900 px picture read on a phone.

zefiria-pic-time-gems = KLEJNOTY CZASU
zefiria-pic-round = RUNDA { $round }
zefiria-pic-time-up = koniec
zefiria-pic-last-round = ostatnia!
# Beside the pictured gem: "zostało 29" ("29 klejnotów" is wider than the panel).
zefiria-pic-gems-left = { $gems ->
    [one] został { $gems }
    [few] zostały { $gems }
   *[many] zostało { $gems }
 }
zefiria-pic-storm-over = minęła
zefiria-pic-storm-calmed = uciszona
zefiria-pic-storm-every-turn = co turę
zefiria-pic-final-score = WYNIK KOŃCOWY
zefiria-pic-score-now = WYNIK TERAZ
zefiria-pic-home = w domu
zefiria-pic-astray = z dala
zefiria-pic-row = w rzędzie
zefiria-pic-magic = magia
zefiria-pic-setup = PRZYGOTOWANIE
zefiria-pic-game-over = KONIEC GRY
zefiria-pic-turn-order = KOLEJNOŚĆ
zefiria-pic-pick-spirit = Wybierz ducha
zefiria-pic-pick-corner = Wybierz róg
zefiria-pic-swap-with = { $cell } ⇄ z którą?
zefiria-pic-ap = { $ap } PA
zefiria-pic-swap-tag = zamiana?
# The colour key names the colours as nouns (the blue is sky blue: błękit): the
# adjectives (pomarańczowy…) are too wide for one row
# under the board.
zefiria-legend-orange = pomarańcz
zefiria-legend-blue = błękit
zefiria-legend-green = zieleń
zefiria-legend-yellow = żółć
zefiria-legend-pink = róż

zefiria-prompt-choose = { $seat }, wybierz Ducha Wiatru.
zefiria-prompt-choose-nth = { $seat }, wybierz Ducha Wiatru (twój duch { $n } z { $total }).
zefiria-prompt-corner = { $seat }, wybierz róg, na którym zacznie { $spirit }.
zefiria-your-spirit = twój duch
zefiria-prompt-blowing = { $seat }, { $spirit } dmucha na { $card }: wybierz kartę do zamiany albo anuluj.
zefiria-prompt-turn = { $seat }, teraz { $spirit }: { $ap ->
    [one] został { $ap } punkt akcji
    [few] zostały { $ap } punkty akcji
   *[many] zostało { $ap } punktów akcji
 }.

## Katalog (`/gra karty`).

zefiria-cat-island-sub = Karta wyspy
zefiria-cat-home = Dom
zefiria-cat-home-text = Rząd { $colour } i kolumna „{ $icon }” według Karty Celu (+1 punkt tutaj, −1 gdzie indziej w tym rzędzie, −2 w każdym innym miejscu).
zefiria-cat-spirit-on-cards = Duch Wiatru · stoi na karcie
zefiria-cat-spirit-edge = Duch Wiatru · lata wokół krawędzi, nigdy na karcie
zefiria-cat-powers = Moce
zefiria-cat-objective = Karta Celu
zefiria-cat-objective-sub = Karta · tasowana przed każdą grą
zefiria-cat-objective-text = Przypisuje każdemu rzędowi siatki kolor, a każdej kolumnie ikonę, więc każda wyspa ma dokładnie jeden dom: w rzędzie swojego koloru i w kolumnie swojej ikony. Plansza pokazuje je obok rzędów i nad kolumnami.
zefiria-cat-time-card = Karta Czasu
zefiria-cat-time-card-sub = Karta · dwie strony, dla 1–3 i 4–5 duchów
zefiria-cat-time-gems = Klejnoty czasu (krótka / standardowa / długa gra)
zefiria-cat-time-row = { $n } { $n ->
    [one] duch
    [few] duchy
   *[many] duchów
 }: { $gems }
zefiria-cat-time-card-text = Opcja time=short, standard albo long wybiera kolumnę; gems=N ustala liczbę.
zefiria-cat-time-gem = Klejnot czasu
zefiria-cat-time-gem-sub = Klejnot · jeden na rundę
zefiria-cat-time-gem-text = Na początku każdej rundy zdejmuje się jeden klejnot czasu; runda, w której zdjęto ostatni, jest ostatnia. Karta Czasu mówi, ile ich wyłożyć; opcja gems=N wykłada od 1 do { $max }.
zefiria-cat-magic-gem = Magiczny klejnot
zefiria-cat-magic-gem-sub = Klejnot · tylko w Trybie Burzy
zefiria-cat-magic-gem-text = Każdy duch ma jeden. Wydaj go w swojej turze, żeby uciszyć burzę zbierającą się nad dwiema kartami; każdy magiczny klejnot zachowany do końca daje +1 punkt.

## Ruchy wpisane, których nie rozumiem (zapis ruchów zostaje angielski).

zefiria-unknown = { $hint } Ruchy w Zefirii to `spirit borea`, `corner A1`, `fly C3` (Austro: `fly top C`, `fly left 3`), `blow B2`, `swap B2 D4` (Skyron: `swap C3 D4 stay D4`), `cancel`, `calm` i `end`; gospodarz może pominąć (`skip`) turę nieobecnego gracza.
zefiria-hint-card = `{ $word }` to nie karta: karty to A1 do E5 (litera kolumny, numer rzędu).
zefiria-hint-empty = Wpisz ruch.
zefiria-hint-corner = Rogi to A1, E1, A5 i E5.
zefiria-hint-place = `{ $word }` to nie miejsce: karta (A1 do E5) albo, dla Austra, bok i linia, np. `top C` lub `left 3`.
zefiria-hint-unreadable = Nie umiem odczytać tego ruchu.
zefiria-hint-spirit = Duchy to Borea, Jugo, Etesia, Skyron i Austro.

## Opcje `/gra nowa` (nazwy opcji i wartości się wpisuje, więc zostają bez zmian).

option-help-zefiria-storm = Tryb Burzy: po każdej turze burza zamienia dwie karty, chyba że ktoś ją przytrzyma albo uciszy magicznym klejnotem (+1 za każdy zachowany).
option-help-zefiria-time = Ile klejnotów czasu (rund) trwa gra, zależnie od liczby duchów.
option-help-zefiria-gems = Dokładnie tyle klejnotów czasu (rund), niezależnie od `time`.
option-help-zefiria-spirits = Duchy Wiatru w grze; gracze dzielą je między siebie w kolejności tur, więc we dwoje można latać wszystkimi pięcioma.
option-help-zefiria-austro = Podmuch Austra zamienia dowolne dwie karty rzędu, na który patrzy, albo tylko sąsiednie.
option-help-zefiria-turn-hours = Po tylu godzinach milczenia tura gracza się kończy (w przygotowaniu: pierwszy wolny duch, potem róg).
