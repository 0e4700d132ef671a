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
