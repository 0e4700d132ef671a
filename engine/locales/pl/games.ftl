### What every game shares: turn words, refusals any game may give, time and numbers.
###
### Polski: for Polish-speaking players (Discord locale `pl`). Original translation,
### written for players rather than word for word. Players are addressed as
### “ty” (“Twój ruch”), the usual register of Polish games; quotes „…”.

time-in-days = { $days ->
    [one] za { $days } dzień
    [few] za { $days } dni
   *[many] za { $days } dni
}

lang-test-nested = „{ $what }”

refused-not-your-turn = To nie twoja kolej.
refused-game-over = Ta gra już się skończyła.
refused-unknown-move = Nie znam takiego ruchu: { $typed }

seat-unnamed = Gracz { $number }

tagline-table = Kolejność tur, rundy i kości do każdej gry rozgrywanej gdzie indziej
tagline-zephyr = Kooperacja kapitanów przestworzy: statki, zlecenia, bitwy (1–5)
tagline-zeppelin-attack = Źli geniusze budują armady sterowców: budowanie talii dla 2–4 osób
tagline-bitwa = Dwie floty, wiatr, salwy burtowe i abordaż na heksagonalnym morzu (2)
tagline-zefiria = Kooperacja: duchy wiatru układają 25 kart wyspy (1–5)
tagline-aether-captains = Samotny handel i piractwo z k12; kilku kapitanów może lecieć razem

name-table = Wolny stół

view-my-hand = Moja ręka
view-my-ship = Mój statek
view-thing-hand = ręka
view-thing-ship = statek

list-and = { $first } i { $last }

setup-player-count = { $game } wymaga od { $min } do { $max } graczy; { $got ->
    [one] przy stole jest { $got } gracz
    [few] przy stole są { $got } gracze
   *[many] przy stole jest { $got } graczy
}.
option-not-key-value = Opcje zapisuje się jako `klucz=wartość`; nie umiem odczytać `{ $part }`. { $known }
option-unknown = Ta gra nie ma opcji `{ $key }`. { $known }
option-none = Ta gra nie ma żadnych opcji.
option-known = Opcje: { $keys }.
option-twice = Opcja `{ $key }` podana dwa razy.
option-flag = `{ $key }` może być tylko on albo off, a nie `{ $value }`.
option-number = `{ $key }` musi być liczbą całkowitą od { $min } do { $max }, a nie `{ $value }`.
option-word = `{ $key }` musi być jednym z: { $allowed }; `{ $value }` nie pasuje.
option-table-dice = Opcja stołu `dice`: { $error }

dice-refused =
    { $error }
    Przykłady: `2d6+3`, `4d6kh3`, `1d20 # inicjatywa`, `8d10>=7`.
dice-syntax = Nie umiem odczytać tego rzutu: { $why }
dice-nothing = nie ma tu nic do rzucenia. Spróbuj na przykład `1d20+5`.
dice-invisible-start = na samym początku jest niewidoczny znak (znak sterujący, może wklejony). Spodziewałem się: { $wanted }.
dice-invisible-after = po `{ $before }` jest niewidoczny znak (znak sterujący, może wklejony). Spodziewałem się: { $wanted }.
dice-ends-too-soon = urywa się zbyt wcześnie, po `{ $before }`. Dalej spodziewałem się: { $wanted }.
dice-stuck-start = utknąłem na `{ $found }` na samym początku. Spodziewałem się: { $wanted }.
dice-stuck-after = utknąłem na `{ $found }` po `{ $before }`. Spodziewałem się: { $wanted }.
dice-expect-operand = liczba, kość taka jak `d20` albo `(`
dice-expect-operator = działanie (`+`, `-`, `*` albo `/`)
dice-expect-after-dice = modyfikator (taki jak `kh3`, `dl1`, `r1`, `ro1`, `!`, `!!`, `!p`, `>=8` albo `f1`) lub działanie
dice-expect-close-paren = zamykający nawias `)`
dice-expect-close-label = `]` zamykający etykietę
dice-expect-sides = liczba ścianek, na przykład `d6`, `d%` albo `dF`
dice-expect-failure = próg po `f`, na przykład `f1` albo `f<3`
dice-expect-compare = liczba do porównania, na przykład `>=5`
dice-result-too-big = Ten wynik jest za duży, żebym mógł go pokazać.
dice-too-many-dice = To wymaga więcej niż { $max } kości (eksplozje i przerzuty też się liczą), więc przerwałem. Spróbuj z mniejszą liczbą kości.
dice-total-dice = To { $total } kości; w jednym wyrażeniu rzucam najwyżej { $max }.
dice-too-large = Wynik może przekroczyć { $max }, za dużo, by liczyć dokładnie. Spróbuj mniejszych liczb.
dice-divide-by-zero = Nie można dzielić przez zero.
dice-rerolled-in-a-row = `{ $term }` przerzucono { $times } razy z rzędu, więc przerwałem. Warunek przerzutu pasujący do mniejszej liczby ścianek się skończy.
dice-exploded-in-a-row = `{ $term }` eksplodowało { $times } razy z rzędu, więc przerwałem. Warunek eksplozji pasujący do mniejszej liczby ścianek się skończy.
dice-input-too-long = To dla mnie za długie: rzut może mieć najwyżej { $max } znaków razem z komentarzem (twój ma { $length }).
dice-expression-too-long = To wyrażenie jest za długie: czytam najwyżej { $max } znaków przed komentarzem `#` (twoje ma { $length }).
dice-nesting = Za dużo nawiasów jeden w drugim: najwyżej { $max } poziomów.
dice-number-too-big = `{ $number }` to za dużo: liczby mogą sięgać { $max }.
dice-term-too-many = `{ $term }` to za dużo kości: w jednym członie rzucam najwyżej { $max } kośćmi.
dice-twice = `{ $term }` ma więcej niż jeden { $what }; użyj jednego na człon.
dice-what-explosion = modyfikator eksplozji (`!`, `!!` albo `!p`)
dice-what-keep = modyfikator zachowania (`k`, `kh` albo `kl`)
dice-what-drop = modyfikator odrzucenia (`d`, `dl` albo `dh`)
dice-what-success = próg sukcesu (na przykład `>=8`)
dice-what-failure = próg porażki (`f`)
dice-mixed-rerolls = `{ $term }` miesza `r` i `ro`; w jednym członie użyj jednego rodzaju przerzutu.
dice-keep-none = `{ $term }` nie zachowałoby żadnej kości; zachowaj co najmniej 1.
dice-keep-too-many = `{ $term }` zachowuje więcej kości, niż ma jakikolwiek rzut (najwyżej { $max }, z eksplozjami).
dice-drop-none = `{ $term }` odrzuca 0 kości; odrzuć co najmniej 1 albo pomiń odrzucanie.
dice-drop-too-many = `{ $term }` odrzuca więcej kości, niż ma jakikolwiek rzut (najwyżej { $max }, z eksplozjami).
dice-no-sides = `{ $term }` to nie kość: kość musi mieć co najmniej 1 ściankę.
dice-too-many-sides = `{ $term }` ma za dużo ścianek: największa kość, jaką rzucam, to d{ $max }.
dice-failures-need-target = `{ $term }` liczy porażki przez `f`, ale nie ma progu sukcesu; najpierw go dodaj, na przykład `5d10>=8f1`.
dice-reroll-never-stops = Ten przerzut nigdy by się nie skończył: każda ścianka `{ $term }` jest przerzucana.
dice-explosion-never-stops = Ta eksplozja nigdy by się nie skończyła: każdy rzut `{ $term }` eksploduje.

cards-title = { $game } — elementy gry
cards-none = { $game } nie ma własnych elementów: rzucaj dowolnymi kośćmi przez `/rzut`.
cards-summary-components = { $designs } { $designs ->
    [one] element
    [few] elementy
   *[many] elementów
}.
cards-summary-designs = { $designs } { $designs ->
    [one] wzór
    [few] wzory
   *[many] wzorów
    }, razem { $total } { $total ->
    [one] sztuka
    [few] sztuki
   *[many] sztuk
}.
cards-more = … i { $more } { $more ->
    [one] inny
   *[other] innych
}
cards-designs = { $n } { $n ->
    [one] wzór
    [few] wzory
   *[many] wzorów
}
cards-list-footer = Pełny opis z obrazkiem: /gra karty gra:{ $id } karta:<nazwa> — nazwy podpowiadają się w trakcie pisania.
cards-card-footer = { $game } · w grze: { $count }
cards-count-card = { $n } { $n ->
    [one] karta
    [few] karty
   *[many] kart
}
cards-count-ship = { $n } { $n ->
    [one] okręt
    [few] okręty
   *[many] okrętów
}
cards-count-board = { $n } { $n ->
    [one] plansza
    [few] plansze
   *[many] plansz
}
cards-count-counter = { $n } { $n ->
    [one] znacznik
    [few] znaczniki
   *[many] znaczników
}
cards-count-island = { $n } { $n ->
    [one] wyspa
    [few] wyspy
   *[many] wysp
}
cards-count-spirit = { $n } { $n ->
    [one] duch
    [few] duchy
   *[many] duchów
}
cards-count-gem = { $n } { $n ->
    [one] klejnot
    [few] klejnoty
   *[many] klejnotów
}
cards-count-die = { $n } { $n ->
    [one] kość
    [few] kości
   *[many] kości
}
cards-count-copies = { $n } { $n ->
    [one] egzemplarz
    [few] egzemplarze
   *[many] egzemplarzy
}
cards-none-named = { $game } nie ma własnych elementów, więc nie ma czego pokazać pod nazwą `{ $shown }`.
cards-several = Do `{ $shown }` pasuje kilka elementów gry { $game }.
cards-unknown = Nie znam elementu `{ $shown }` w grze { $game }.
cards-did-you-mean = Czy chodziło ci o { $names }?
cards-type-letters = Wpisz kilka liter w `karta:`, a zobaczysz nazwy, albo pomiń tę opcję, by zobaczyć całą listę gry { $game }.

## Opcje `/gra nowa` wspólne dla wszystkich gier (nazwy opcji i wartości się wpisuje,
## więc zostają bez zmian).

option-help-opponent = `computer`, żeby zagrać samemu przeciwko graczowi komputerowemu.
option-help-absent = Gdy skończy się czas: domyślna odpowiedź albo komputer gra za nieobecnego, dopóki nie wróci.
option-help-remind-hours = Po ilu godzinach przypomnieć graczowi, na którego czeka stół (0: nigdy).
option-help-away-days = Ile dni łącznie `/nieobecność` gracza może wstrzymywać jego terminy w tej grze.
option-help-quiet-deadlines = Czy zegar terminu staje w godzinach ciszy gracza (/ustawienia cisza): run (biegnie) albo pause (staje).
option-help-stand-in-after = Ile terminów z rzędu gracz może przegapić, zanim komputer zacznie grać za niego do jego powrotu (0: nigdy).
option-help-plan = `together`: każdy ruch trafia do stołu jako propozycja i jest grany, gdy pozostali się zgodzą (albo minie termin bez sprzeciwu).
option-help-carry = Z czym zaczyna się następna misja kampanii; wpisuje to bot.
