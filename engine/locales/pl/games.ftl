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
