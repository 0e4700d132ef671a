### The free table (any game played elsewhere).
###
### Polski: for Polish-speaking players (Discord locale `pl`). Original translation,
### written for players rather than word for word. Players are addressed as
### “ty” (“Twój ruch”), the usual register of Polish games; quotes „…”.
###
### Where the words come from. The free table has no rulebook (its rules are our
### README), so its words are the everyday ones of Polish board gamers:
###   tura (one player's turn: „twoja tura”, „zakończ turę”), runda (every seat's
###   turn once), kolejność tur (the turn order), miejsce (a place in that order),
###   kości / rzut / rzucić (dice, a roll, to roll), wynik (a roll's total);
###   gospodarz (the host), as the bot's other Polish texts call the host;
###   slash commands by their Polish names in commands.ftl (`/rzut`, `/gra przerwij`).
### Typed moves (`roll 2d6`) and dice expressions stay as typed.
###
### Grammar: a player's name comes in as it is (nominative) and is never declined:
### sentences keep it as the subject („Teraz gra Ala.”, „Ala kończy turę.”) or after
### „gracza” („turę gracza Ala”), and narration is in the present tense, so no verb
### has to agree with the player's gender.

## Narration: the turn passing, rounds, the host's tools.

table-turn = Teraz gra { $seat }.
table-round-begins = Zaczyna się runda { $round }.
table-last-round-over = Runda { $round } dobiegła końca — to była ostatnia runda.
table-ended-turn = { $seat } kończy turę.
table-host-ended-turn = Gospodarz kończy turę za gracza { $seat }.
table-host-skipped = Gospodarz pomija turę gracza { $seat }.
table-took-back = Gospodarz cofa ostatnie przekazanie tury: znów gra { $seat } (runda { $round }).
table-removed = Gospodarz usuwa gracza { $seat } z kolejności tur.
table-moved = Gospodarz przesuwa gracza { $seat } na { $place }. miejsce w kolejności tur.
table-host-ended-game = Gospodarz kończy grę.
table-rolled = { $seat } rzuca

## Why the game ended.

table-finished-rounds = { $rounds ->
        [one] Rozegrano jedyną zaplanowaną rundę.
        [few] Rozegrano wszystkie { $rounds } zaplanowane rundy.
       *[many] Rozegrano wszystkie { $rounds } zaplanowanych rund.
    }
table-finished-host = Gospodarz zakończył grę w rundzie { $round }.

## The current player's prompt.

table-prompt = { $seat }, twoja tura (runda { $round }).

## Refusals.

table-host-only-skip = Tylko gospodarz może pominąć czyjąś turę.
table-host-only-back = Tylko gospodarz może cofnąć przekazanie tury.
table-host-only-remove = Tylko gospodarz może usuwać graczy.
table-host-only-move = Tylko gospodarz może zmieniać kolejność tur.
table-host-only-finish = Tylko gospodarz może zakończyć grę.
table-roll-not-your-turn = Przy stole rzuca tylko ten, czyja jest tura; z /rzut może korzystać każdy.
table-no-dice = Ten stół nie ma ustawionych kości; podaj je sam, np. `roll 2d6`.
table-no-pass = Na razie nie ma czego cofać: tura jeszcze nie przeszła dalej.
table-undo-left = Nie da się cofnąć tego przekazania tury: { $seat } nie siedzi już przy stole.
table-not-in-order = Gracza { $seat } nie ma w kolejności tur.
table-last-player = Ostatniego gracza nie można usunąć; żeby zakończyć sesję, użyj /gra przerwij.
table-positions = Miejsca mają numery od 1 do { $count }.
table-places = Miejsca w kolejności tur mają numery od 1 do { $count }.

## Buttons and the choices' labels.

table-label-end-turn = Zakończ turę
table-label-roll = Rzuć { $dice }
table-label-roll-dice = Rzuć kośćmi
table-label-skip = Pomiń turę gracza { $seat }
table-label-back = Cofnij ostatnie przekazanie tury
table-label-remove = Usuń gracza { $seat }
table-label-move = Przesuń gracza { $seat } na { $place }. miejsce
table-label-finish = Zakończ grę

## The board's picture.

table-pic-round = RUNDA
table-pic-of-rounds = z { $rounds }
table-pic-game-over = Koniec gry
table-pic-waiting = Czekamy na graczy
table-pic-now-playing = TERAZ GRA
table-pic-players = Gracze
table-pic-turns-passed = Rozegrane tury
table-pic-table-dice = Kości stołu
table-pic-turn-order = KOLEJNOŚĆ TUR
# "kolejnych 10 (graczy)": the list never shows fewer than ten this way.
table-pic-turn-order-next = KOLEJNOŚĆ TUR · KOLEJNYCH { $shown } Z { $total }
table-pic-left = POZA STOŁEM
table-pic-left-some = POZA STOŁEM · { $shown } Z { $total }
table-pic-to-play = TERAZ
table-pic-last-roll = OSTATNI RZUT
table-pic-rolled = { $name } rzuca { $expression }
table-pic-total = WYNIK

## Ruchy wpisane tak, że stół ich nie rozumie (to, co gracz wpisuje, zostaje bez zmian).

table-understands = stół rozumie tylko { $expected }.
table-expects-any = end, roll [kości], skip, back, remove <miejsce>, move <miejsce> <nowe miejsce>, finish
table-expects-move = move <miejsce> <nowe miejsce>
table-expects-place = miejsce w kolejności tur
table-expects-place-example = miejsce w kolejności tur, na przykład `remove 2`

## Opcje `/gra nowa` (nazwy opcji i wartości się wpisuje, więc zostają bez zmian).

option-help-table-rounds = Gra kończy się sama po tylu rundach.
option-help-table-dice = Dodaje przycisk rzutu, który w twojej turze rzuca tymi kośćmi.
option-help-table-turn-hours = Tura przechodzi sama dalej po tylu godzinach.
option-help-table-rules = Edycja zasad: 2 (każdy nowy stół) czyta kości tak jak Roll20, `3d6>3` liczy trójki i więcej; 1, pierwsza, czytała `>3` jako więcej niż 3. Stoły zachowują edycję, od której się zaczęły.
