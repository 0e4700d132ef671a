### Playing: /play, buttons and menus, undo, rollback, /game log and replay, /roll, the turn commands, the board's text.
###
### Polski: for Polish-speaking players (Discord locale `pl`). Original translation,
### written for players rather than word for word. Players are addressed as
### “ty” (“Twój ruch”), the usual register of Polish games; quotes „…”.


## /hand

turns-hand-no-game = Na tym kanale nie toczy się żadna gra, więc nie ma czego pokazać. Zacznij ją przez `/gra nowa`.
turns-hand-not-started = Gra jeszcze się nie zaczęła, więc nic nie zostało rozdane.
turns-hand-not-playing = Nie grasz w tej grze, więc nie masz tu ręki.
turns-hand-stand-in = 🤖 Do twojego powrotu za ciebie gra komputer: naciśnij **Wracam** (albo użyj `/powrót`), żeby grać samodzielnie.

## /turn skip

turns-the-host = gospodarz
turns-skip-only-host = Pominąć gracza (albo go zastąpić przez `/gra zastąp`) może tylko gospodarz: { $host }.
turns-skip-nothing = W grze { $game } nie ma teraz czego pominąć: żadna decyzja nie ma domyślnej odpowiedzi.
turns-skip-computer-answers = Komputer zaraz odpowie: nie ma czego pomijać.
turns-skip-note = ⏭ **{ $host }** jako gospodarz pomija { $player }: w tym miejscu zagrano domyślną odpowiedź gry.
turns-skip-done = ⏭ Pominięto: **{ $player }**. Zagrano domyślną odpowiedź, a plansza już ją pokazuje.

## Moves: /play, buttons and menus

turns-move-not-started = Gra jeszcze się nie zaczęła: gospodarz rozpoczyna ją przez `/gra start`.
turns-move-game-over = Ta gra już się skończyła.
turns-move-not-playing = Nie grasz w tej grze. Możesz się przyglądać i dołączyć do następnej!
turns-move-done = Zrobione: `{ $action }`. Plansza na kanale już to pokazuje.

## /undo and the Undo button

turns-undo-not-started = Gra jeszcze się nie zaczęła: nie ma czego cofać.
turns-undo-game-over = Ta gra już się skończyła: jej ruchy zostają.
turns-undo-not-playing = Nie grasz w tej grze, więc nie masz tu nic do cofnięcia.
turns-undo-not-yours = Ten przycisk **Cofnij** należy do gracza **{ $owner }**: ruch może cofnąć tylko ten, kto go wykonał.
turns-undo-nothing-played = Nikt jeszcze nic nie zagrał.
turns-undo-someone-elses = Ostatni ruch należał do gracza **{ $player }**: cofać możesz tylko własne ruchy, w swojej turze.
turns-undo-stands = Twojego ostatniego ruchu (`{ $action }`) nie da się cofnąć: dobrano kartę albo rzucono kością, odsłonięto coś nowego albo gra przeszła dalej. Ruch zostaje.
turns-undo-their-last-move = ↩ { $player } cofa swój ostatni ruch.
turns-undo-took-back = ↩ { $player } cofa: { $told }
turns-undo-taken-back-actions = ↩ Cofnięto: `{ $actions }`. Plansza pokazuje grę sprzed tego ruchu.
turns-undo-taken-back = ↩ Cofnięto: { $told } Plansza pokazuje grę sprzed tego ruchu.

## /game rollback: the table's vote

turns-rollback-not-started = Gra jeszcze się nie zaczęła: nie ma czego przywracać.
turns-rollback-not-playing = Przywrócenia gry mogą chcieć tylko jej gracze.
turns-rollback-bad-move = Ruchu { $number } jeszcze nie było: wybierz od 0 (początek) do { $last }. Numery ruchów pokazuje `/gra dziennik`.
turns-rollback-vote-over = To głosowanie już się skończyło: gra poszła dalej albo sprawa się rozstrzygnęła. Jeśli to nadal ważne, zapytaj jeszcze raz przez `/gra przywróć`.
turns-rollback-vote-not-playing = O przywróceniu gry głosują tylko jej gracze.
turns-rollback-vote-asker = To twoja prośba: decydują pozostali.
turns-rollback-refused = ❌ **{ $player }** jest przeciw: gra toczy się dalej od ruchu { $number }.
turns-rollback-the-start = początku
turns-rollback-move = ruchu { $number }
turns-rollback-after = (po: { $said })
turns-rollback-asks-everyone = ⏪ **{ $asker }** prosi o powrót gry do { $target }{ $after }, co cofnie { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
       *[many] { $moves } ruchów
    }. Stanie się tak, jeśli zgodzą się wszyscy pozostali: { $tally }.
turns-rollback-asks-majority = ⏪ **{ $asker }** prosi o powrót gry do { $target }{ $after }, co cofnie { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
       *[many] { $moves } ruchów
    }. Stanie się tak, jeśli zgodzi się ponad połowa stołu: { $tally }.
turns-rollback-seed-stays = Ziarno się nie zmienia: te same ruchy dobiorą znów te same karty i wyrzucą te same kości. Każdy ruch kończy głosowanie.
turns-rollback-button-agree = Zgoda
turns-rollback-button-refuse = Sprzeciw
turns-rollback-done-start = ⏪ Stół się zgodził: gra wraca na początek.
turns-rollback-done = ⏪ Stół się zgodził: gra wraca do ruchu { $number }.
turns-rollback-posted-again = { $said } Plansza jest poniżej, wrzucona od nowa.

## /game log, /game replay, /game verify, and the game's animation

turns-look-back-not-started = Gra jeszcze się nie zaczęła, więc nie ma czego wspominać.
turns-log-empty = Gra **{ $game }** dopiero się zaczęła: jeszcze bez ruchów.
turns-log-no-page = Nie ma strony { $page }: ten dziennik ma { $pages ->
        [one] { $pages } stronę
        [few] { $pages } strony
       *[many] { $pages } stron
    } (najnowsze na końcu).
turns-log-head = **{ $game }**: ruchy { $first }–{ $last } z { $total } (strona { $page } z { $pages })
turns-log-head-later = **{ $game }**: ruchy { $first }–{ $last } z { $total } (strona { $page } z { $pages }; pierwsza: `/gra dziennik strona:1`)
turns-log-stand-in-key = 🤖 zagrał komputer za nieobecnego gracza
turns-log-footer = `/gra powtórka ruch:N` pokazuje planszę po ruchu N · `/gra sprawdź` sprawdza kości
turns-log-choosing = { $number } **{ $player }** wybiera…
turns-log-private-move = **{ $player }** wykonuje prywatny ruch.
turns-log-continued = { $number }. (ciąg dalszy)
turns-replay-bad-move = W tej grze nie ma ruchu { $number }: wybierz od 0 (początek) do { $last }.
turns-replay-start = Gra **{ $game }** na samym początku.
turns-replay-after = Gra **{ $game }** po ruchu { $number } z { $total }:
turns-replay-next = następny: `/gra powtórka ruch:{ $number }`
turns-replay-a-choice = **{ $player }** dokonuje wyboru.
turns-replay-no-replay = Dziennika tej gry nie da się już odtworzyć według dzisiejszych zasad ({ $error }), więc nie narysuję tej planszy. Administrator serwera może uruchomić `windward doctor`.
turns-verify-no-seal = Ta gra zaczęła się, zanim Windward zaczął pieczętować ziarna, więc nie ma jej z czym porównać.
turns-verify-sealed = 🔒 Każdy rzut kością, dobranie i tasowanie w tej grze pochodzi z ziarna ustalonego przed pierwszym ruchem, zapieczętowanego jako
    `{ $sealed }`
    (SHA-256). Zostanie ujawnione po końcu gry; wtedy `/gra sprawdź` odtworzy z niego każdy ruch.
turns-verify-sealed-daily = 🔒 Każdy rzut kością, dobranie i tasowanie w tej grze pochodzi z ziarna ustalonego przed pierwszym ruchem, zapieczętowanego jako
    `{ $sealed }`
    (SHA-256). Zostanie ujawnione po końcu dnia (UTC), żeby nikt nie płynął w dzisiejszą wyprawę, znając je; wtedy `/gra sprawdź` odtworzy z niego każdy ruch.
turns-verify-ok = ✅ **Sprawdzone.** Ziarno `{ $seed }` z solą `{ $salt }` daje zobowiązanie pokazane na początku gry:
    `{ $sealed }`
    Odtworzenie z niego { $moves ->
        [one] { $moves } ruchu
       *[other] wszystkich { $moves } ruchów
    } daje każdy rzut, dobranie i tasowanie, które widział stół.
    -# Sprawdź sam: SHA-256 z `windward-seed-v1:{ $salt }:{ $seed }`; administrator serwera może wyeksportować cały zapis przez `windward export --session { $session }`, a każdy może go odtworzyć przez `windward verify`.
turns-verify-ok-finished = ✅ **Sprawdzone.** Ziarno `{ $seed }` z solą `{ $salt }` daje zobowiązanie pokazane na początku gry:
    `{ $sealed }`
    Odtworzenie z niego { $moves ->
        [one] { $moves } ruchu
       *[other] wszystkich { $moves } ruchów
    } daje każdy rzut, dobranie i tasowanie, które widział stół, i ten sam wynik.
    -# Sprawdź sam: SHA-256 z `windward-seed-v1:{ $salt }:{ $seed }`; administrator serwera może wyeksportować cały zapis przez `windward export --session { $session }`, a każdy może go odtworzyć przez `windward verify`.
turns-verify-wrong = ⚠️ **Ta gra się nie zgadza:** { $wrong }. (Może od tamtej pory zmieniła się jakaś zasada; administrator serwera może uruchomić `windward doctor`.)
turns-strip-not-over = Animacja powstaje po końcu gry.
turns-strip-failed = Niestety nie udało mi się narysować animacji tej gry. `/gra powtórka ruch:N` pokaże dowolny ruch.
turns-strip-no-replay = Dziennika tej gry nie da się już odtworzyć według dzisiejszych zasad ({ $error }), więc nie mogę jej narysować.
turns-strip-caption = 🎞 **{ $game }**: { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
       *[many] { $moves } ruchów
    } w { $turns ->
        [one] { $turns } turze
       *[other] { $turns } turach
    }.
turns-strip-alt = { $game }, cała gra jako animacja: plansza po każdej turze, w sumie { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
       *[many] { $moves } ruchów
    }.

## Buttons and menus

turns-button-not-issued = To nie jest przycisk ode mnie. Świeżą planszę dostaniesz przez `/gra stan`.
turns-button-undecodable = Nie rozpoznaję tego przycisku (może jest uszkodzony albo pochodzi ze starszej wersji). Świeżą planszę dostaniesz przez `/gra stan`.
turns-button-for-host = Ten przycisk jest dla gospodarza: { $host }.
turns-menu-one-mission = Wybierz dokładnie jedną misję.
turns-menu-one-option = Wybierz dokładnie jedną opcję.
turns-button-other-channel = Ten przycisk nie należy do gry na tym kanale. Świeżą planszę dostaniesz przez `/gra stan`.
turns-button-unknown = Nie rozpoznaję tego przycisku. Świeżą planszę dostaniesz przez `/gra stan`.

## Rematch

turns-rematch-not-finished = Rewanż można zacząć, gdy ta gra się skończy.
turns-rematch-not-playing = Rewanż mogą zacząć tylko gracze tamtej gry.
turns-rematch-headline = **Rewanż!** Wszyscy z poprzedniej gry już siedzą przy stole;
turns-reseat-host-starts = { $host } zaczyna grę przyciskiem **Start**. Kto woli odpuścić, naciska **Wyjdź**.

## Shared replies

turns-went-wrong = Przepraszam — coś poszło nie tak po mojej stronie i nic się nie zmieniło. Spróbuj ponownie za chwilę.
turns-replace-both = Oddaj miejsce komuś (`zastępca:`) albo komputerowi (`komputer:true`), nie obu naraz. Nic się nie zmieniło.
turns-replace-nobody = Powiedz, kto przejmuje miejsce: ktoś w `zastępca:` albo `komputer:true`, żeby do powrotu gracza grał komputer. Nic się nie zmieniło.
turns-move-position-from-one = Miejsca liczymy od 1.

## /roll

turns-roll-title = 🎲 { $player } rzuca { $roll }
turns-roll-total = Suma
turns-roll-only-you = Ten rzut widzisz tylko ty.
turns-roll-alt = { $player } rzuca { $roll }
turns-dice-rolled = { $dice ->
        [one] rzucono { $dice } kością
       *[other] rzucono { $dice } kośćmi
    }
turns-dice-none = bez kości
turns-dice-more = …jeszcze { $dice }…
turns-dice-count = { $dice ->
        [one] { $dice } kość
        [few] { $dice } kości
       *[many] { $dice } kości
    }
turns-die-rerolled = { $die } przerzucona
turns-die-dropped = { $die } odrzucona
turns-die-success = { $die } sukces
turns-die-failure = { $die } porażka

## /game rules, and a game nobody knows

turns-unknown-game = Nie znam gry `{ $game }`. Mogę poprowadzić: { $games }.
turns-unknown-game-guess = Nie znam gry `{ $game }`. Czy chodzi o `{ $id }` ({ $name })? Mogę poprowadzić: { $games }.
turns-rules-title = { $game } — zasady w skrócie
turns-rules-options = Opcje dla /gra nowa
turns-rules-option = `{ $key }={ $values }` — { $help } (domyślnie: { $default })

## The board's text

turns-earlier-lines = …{ $lines ->
        [one] { $lines } wcześniejsza linia ukryta
        [few] { $lines } wcześniejsze linie ukryte
       *[many] { $lines } wcześniejszych linii ukrytych
    } (są w `/gra dziennik`)
turns-lead = { $game }.
turns-lead-waiting = { $game }, czekamy na: { $players }.
turns-lead-game-over = { $game }, koniec gry. { $outcome }
turns-more-actions = Więcej ruchów…

## Typed commands

turns-no-command = Nie ma polecenia `/{ $command }`.
turns-no-option = `/{ $command }` nie ma opcji `{ $option }`.
turns-needs-option = `/{ $command }` wymaga opcji `{ $option }`.
turns-option-wrong-type = Opcja `{ $option }` polecenia `/{ $command }` ma zły typ.
