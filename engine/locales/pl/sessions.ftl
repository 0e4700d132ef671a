### Games as a whole: /game status, list, abort, replace, /mygames, /turn show, the lobby, stand-ins, campaigns, /stats, computer seats.
###
### Polski: for Polish-speaking players (Discord locale `pl`). Original translation,
### written for players rather than word for word. Players are addressed as
### “ty” (“Twój ruch”), the usual register of Polish games; quotes „…”.


## /game status

sessions-lobby-copy = Poczekalnia w obecnym stanie: dołącz przyciskiem **Dołącz** pod wiadomością poczekalni na kanale albo przez `/gra dołącz`.
sessions-board-not-taken = Discord nie przyjął teraz planszy, więc planszą gry zostaje ta wyżej (jej przyciski działają) i zaktualizuję ją, gdy tylko Discord odpowie. Spróbuj ponownie za chwilę, żeby mieć ją na dole.
sessions-board-again = Oto plansza jeszcze raz, na dole kanału.
sessions-last-aborted = Żadna gra tu teraz nie trwa; ostatnią, **{ $game }**, przerwano. Zacznij nową przez `/gra nowa`.
sessions-last-ended = Żadna gra tu teraz nie trwa. Tak skończyła się ostatnia, **{ $game }**; **Rewanż** rozegra ją jeszcze raz, a `/gra nowa` zacznie inną.

## /game abort

sessions-abort-not-allowed = Tę grę może przerwać tylko gospodarz albo ktoś z uprawnieniem *Zarządzanie kanałem*.
sessions-abort-already-ended = Ta gra już się skończyła.
sessions-aborted = **{ $player }** przerywa grę **{ $game }**. Nową zaczniesz przez `/gra nowa`.

## /game list

sessions-list-needs-server = `/gra lista` pokazuje gry serwera: użyj jej na kanale serwera.
sessions-list-none = Na tym serwerze nie toczy się żadna gra. Zacznij ją przez `/gra nowa`.
sessions-list-title = **Gry na tym serwerze**
sessions-list-lobby = • **{ $game }** — czeka na graczy, { $players ->
        [one] { $players } gracz
        [few] { $players } gracze
       *[many] { $players } graczy
    } — { $channel }
sessions-list-playing = • **{ $game }** — w toku, { $players ->
        [one] { $players } gracz
        [few] { $players } gracze
       *[many] { $players } graczy
    } — { $channel }
sessions-list-more = …i jeszcze { $count }.

## /mygames

sessions-mine-none = Nie grasz teraz w żadnej grze. Zacznij nową przez `/gra nowa` albo dołącz do jakiejś przez `/gra dołącz` na jej kanale.
sessions-mine-title = **Twoje gry** — twój ruch w { $games ->
        [one] { $games } grze
       *[other] { $games } grach
    }:
sessions-mine-gathering = • **{ $game }** na { $channel } — zbiera graczy (na razie { $players ->
        [one] { $players } gracz
        [few] { $players } gracze
       *[many] { $players } graczy
    })
sessions-mine-unreadable = • **{ $game }** na { $channel } — nie da się jej teraz odczytać; więcej powie tam `/gra stan`.
sessions-mine-your-move = • **{ $game }** na { $channel } — ⏳ **twój ruch**: { $prompt }
sessions-mine-times-out = Czas mija { $time }.
sessions-mine-over = • **{ $game }** na { $channel } — gra się skończyła.
sessions-mine-waiting-for = • **{ $game }** na { $channel } — czeka na: { $players }.
sessions-mine-waiting-for-many = • **{ $game }** na { $channel } — czeka na graczy: { $count }.
sessions-mine-more = …i więcej: pokazuję tylko { $count } najstarszych.

## /turn show

sessions-nobody-to-play = Teraz nikt nie ma ruchu: gra się skończyła.
sessions-asked-by = Pytanie od { $player } w grze **{ $game }**.
sessions-not-playing = Ta osoba nie gra w tej grze.
sessions-not-started = Gra jeszcze się nie zaczęła: gospodarz zaczyna ją przez `/gra start`.

## /game replace

sessions-replace-not-allowed = Oddać czyjeś miejsce komuś innemu może tylko gospodarz albo ktoś, kto może zarządzać tym kanałem.
sessions-replace-computer = To komputer: posadź go w poczekalni przez `/gra dołącz komputer:true`.
sessions-replace-no-seat = Ten gracz nie ma miejsca w tej grze.
sessions-replace-same = Dwa razy podano **{ $player }**: miejsce przechodzi na kogoś nowego. Jako `zastępca` podaj gracza, który ma je przejąć; nic się nie zmieniło.
sessions-replace-seated = **{ $player }** już gra w tej grze (miejsce { $seat }), a każdy gracz ma jedno miejsce: oddaj miejsce gracza **{ $old }** komuś, kto jeszcze nie gra. Nic się nie zmieniło.
sessions-replace-one-seat = Ta osoba ma już miejsce w tej grze: każdy ma jedno.
sessions-new-player = nowy gracz
sessions-replaced = 🔁 { $player } przejmuje miejsce gracza **{ $old }**
sessions-replaced-playing = 🔁 { $player } przejmuje miejsce gracza **{ $old }** w stanie, w jakim jest
sessions-replaced-their-move = 🔁 { $player } przejmuje miejsce gracza **{ $old }** w stanie, w jakim jest: teraz ma ruch
sessions-replaced-view = ; **{ $label }** (albo `/ręka`) pokazuje, co ma to miejsce

## The lobby

sessions-channel-changed = Ktoś właśnie zmienił grę na tym kanale; spróbuj jeszcze raz.
sessions-busy-lobby = Na tym kanale zbiera się już gra **{ $game }** (gospodarz: { $host }). Na jednym kanale toczy się jedna gra: dokończ ją, poproś gospodarza albo kogoś z uprawnieniem *Zarządzanie kanałem* o `/gra przerwij` albo zacznij swoją na innym kanale lub w wątku.
sessions-busy-playing = Na tym kanale toczy się już gra **{ $game }** (gospodarz: { $host }). Na jednym kanale toczy się jedna gra: dokończ ją, poproś gospodarza albo kogoś z uprawnieniem *Zarządzanie kanałem* o `/gra przerwij` albo zacznij swoją na innym kanale lub w wątku.
sessions-someone = ktoś

## Campaigns

sessions-campaign-menu = Następna misja kampanii…
sessions-carry-refused = `carry` wpisuje bot, gdy kampania trwa dalej. Żeby polecieć na następną misję kampanii, użyj `campaign=continue`.
sessions-campaign-number = `campaign` przyjmuje `on` (kampania zaczyna się od tej misji) albo `continue` (następna misja na tym kanale).
sessions-no-campaign = Na tym kanale nie ma kampanii do kontynuowania. Zacznij ją z `campaign=on` (na przykład `/gra nowa gra:{ $game } opcje:campaign=on{ $example }`).
sessions-next-lobby-open = Poczekalnia następnej misji jest otwarta na kanale: kapitanowie już siedzą, nowi gracze wybierają **Dołącz**, a gospodarz ją zaczyna.
sessions-mission-not-ended = Następną misję wybierzesz, gdy ta się skończy.
sessions-not-a-campaign = Ta gra nie była misją kampanii.
sessions-not-a-mission = To nie jest żadna z misji. Wybierz jedną z menu.
sessions-campaign-lost = Ta kampania skończyła się porażką w misji **{ $mission }**. **Rewanż** na jej ostatniej planszy rozegra tę misję jeszcze raz od tego samego początku; `campaign=on` zaczyna nową kampanię.
sessions-its-mission = ostatniej
sessions-only-captains = Dalej mogą polecieć tylko kapitanowie ostatniej misji kampanii.
sessions-campaign-headline = **Kampania trwa!** Kapitanowie ostatniej misji siedzą już ze swoimi statkami; nowi gracze mogą wybrać **Dołącz** i własny statek.
sessions-campaign-gone = Misja, od której ta kampania miała ruszyć dalej, zniknęła.
sessions-campaigns-none = Żadna gra tutaj nie ma kampanii.
sessions-campaigns-only = { $count ->
        [one] Kampanie (`campaign=on`) ma tylko { $games }.
       *[other] Kampanie (`campaign=on`) mają tylko { $games }.
    }

## /stats

sessions-stats-needs-server = Statystyki są prowadzone osobno dla każdego serwera: zapytaj na kanale serwera.
sessions-stats-none-all = 📊 Na tym serwerze nie ma jeszcze zakończonych gier.
sessions-stats-none-game = 📊 Na tym serwerze nie ma jeszcze zakończonych partii **{ $game }**.
sessions-stats-head-all = 📊 Wszystkie gry na tym serwerze
sessions-stats-head-game = 📊 **{ $game }** na tym serwerze
sessions-stats-you-none = Nie masz tu jeszcze zakończonych gier.
sessions-stats-they-none = Ten gracz nie ma tu jeszcze zakończonych gier.
sessions-stats-player = **{ $player }**:
sessions-stats-line = • { $game }: { $record }
sessions-stats-board = { $game }: { $board }
sessions-stats-daily = Dzisiejsza dzienna wyprawa ({ $day }): { $board }
sessions-stats-games = { $games ->
        [one] { $games } gra
        [few] { $games } gry
       *[many] { $games } gier
    }
sessions-stats-wins = { $wins ->
        [one] { $wins } wygrana
        [few] { $wins } wygrane
       *[many] { $wins } wygranych
    } ({ $percent }%)
sessions-stats-won-together = wspólnie wygrane: { $wins } ({ $percent }%)
sessions-stats-streak = seria { $streak } (najdłuższa { $best })
sessions-stats-best-score = najlepszy wynik { $score }
sessions-stats-best-tables = najlepsze stoły — { $tables }
sessions-stats-best-scores = najlepsze wyniki — { $players }
sessions-stats-most-games = najwięcej gier — { $players }
sessions-stats-most-wins = najwięcej wygranych — { $players }
sessions-stats-wins-of = { $wins } z { $games }

## Computer players

sessions-no-computer-yet = W grze { $game } nie ma jeszcze gracza komputerowego: miejsca są dla ludzi.
sessions-computer-host-only = Gracza komputerowego może posadzić tylko gospodarz.
sessions-computers-max = Przy stole może siedzieć najwyżej { $max } { $max ->
        [one] komputer
        [few] komputery
       *[many] komputerów
    }.
sessions-computer-too-late = Gra zaczęła się, zanim komputer zdążył usiąść.

## Stand-ins

-sessions-until-back = komputer gra za tego gracza, dopóki nie wróci (`/powrót` albo **Wracam** na planszy).
sessions-stand-in-missed-once = ⏰ Czas gracza { $player } minął bez odpowiedzi: { -sessions-until-back }
sessions-stand-in-missed = ⏰ { $count ->
        [one] { $count } termin minął
        [few] { $count } terminy z rzędu minęły
       *[many] { $count } terminów z rzędu minęło
    } bez ruchu gracza { $player }: { -sessions-until-back }
sessions-stand-in-left = 🚪 { $player } opuszcza grę: { -sessions-until-back }
sessions-stand-in-handed = 🔁 **{ $host }** oddaje komputerowi miejsce gracza { $player }: { -sessions-until-back }
sessions-leave-not-playing = Nie grasz w tej grze, więc nie masz miejsca do zwolnienia.
sessions-leave-already = Komputer już gra tu za ciebie. `/powrót` (albo **Wracam** na planszy) odda ci miejsce.
sessions-hand-not-allowed = Oddać miejsce komputerowi może tylko gospodarz albo ktoś, kto może zarządzać tym kanałem.
sessions-hand-no-computer = W grze { $game } nie ma gracza komputerowego, więc miejsca są dla ludzi: oddaj miejsce komuś przez `zastępca:`.
sessions-hand-lobby = Gra się jeszcze nie zaczęła: posadź komputer przez `/gra dołącz komputer:true`, a gracz może użyć `/gra wyjdź`.
sessions-hand-already-computer = To miejsce już należy do komputera.
sessions-hand-already = Komputer już gra za **{ $player }**. Nic się nie zmieniło.
sessions-hand-over = Ta gra się skończyła: nie ma miejsca do przekazania.
sessions-back-not-given = To nie jest przycisk ode mnie. Świeżą planszę pokaże `/gra stan`.
sessions-back-for-other = Ten przycisk jest dla **{ $player }**: komputer gra na tym miejscu, dopóki ten gracz sam go nie naciśnie.
sessions-back-not-stood-in = Komputer nie gra tu za ciebie: twoje miejsce jest twoje.
sessions-welcome-back = Witaj z powrotem! Twoje miejsce znów należy do ciebie, a z nim następna decyzja.
