### The bot's interface: replies, refusals, buttons, boards' captions, reminders, /help.
###
### Polski: for Polish-speaking players (Discord locale `pl`). Original translation,
### written for players rather than word for word. Players are addressed as
### “ty” (“Twój ruch”), the usual register of Polish games; quotes „…”.

language-alone = Język ustaw osobno: `/ustawienia język:Polski` (i `miejsce:serwer` dla całego serwera).
language-needs-a-language = Który język? Na przykład `/ustawienia język:Polski miejsce:kanał`.
language-bad-place = `{ $place }` to nie miejsce: wybierz `kanał` albo `serwer`.
language-unknown = Nie mówię jeszcze w języku `{ $language }`: wybierz English, Polski, Français albo Domyślny.
language-channel-needs-permission = Język kanału mogą wybrać tylko osoby, które mogą nim zarządzać.
language-server-needs-permission = Język serwera mogą wybrać tylko osoby, które mogą nim zarządzać.
language-no-server = Wiadomość prywatna nie ma serwera: wybierz język dla tego kanału.
language-channel-set = Od następnej planszy na tym kanale gramy w języku: **{ $language }**. Prywatne odpowiedzi każdy dostaje w swoim języku Discorda.
language-server-set = Od następnej planszy każdej gry na tym serwerze gramy w języku: **{ $language }**, poza kanałami, które wybrały własny.
language-channel-cleared = Ten kanał znów używa języka serwera.
language-server-cleared = Ten serwer znów używa swojego języka z Discorda.

help-title = Windward — gry planszowe na twoim kanale
help-intro = Grajcie we własnym tempie: swój ruch robisz, kiedy masz czas, a ja pilnuję planszy, pinguję osobę, na którą czekamy, i po każdym ruchu wrzucam obrazek.
help-games = Gry
help-start-name = Nowa gra
help-start = `/gra nowa gra:<nazwa>` otwiera tu poczekalnię · `/gra dołącz` · `/gra start` (gospodarz) · `/gra zasady gra:<nazwa>` · `/gra karty gra:<nazwa>` pokazuje kartę
help-play-name = Jak grać
help-play = Naciskaj przyciski na najnowszej planszy albo użyj `/zagraj ruch:<ruch>` (podpowiada dozwolone ruchy) · `/ręka` pokazuje twój prywatny widok · `/tura pokaż` pinguje osobę, na którą czekamy
help-table-name = Porządek przy stole
help-table = `/gra stan` wrzuca planszę jeszcze raz · `/tura dalej` kończy twoją turę · `/tura wstecz|pomiń|usuń|przesuń` (gospodarz: wszystkie na wolnym stole; `pomiń` dla nieobecnego gracza w każdej grze) · `/gra wyjdź` oddaje twoje miejsce komputerowi, dopóki nie wrócisz (w grach z graczami komputerowymi) · `/plan zgoda|sprzeciw` odpowiada na plan zaproponowany w grze kooperacyjnej z opcją `plan=together` (`/plan wycofaj` cofa twój własny) · `/gra przerwij` (gospodarz albo uprawnienie Zarządzanie kanałem) · `/gra lista` pokazuje gry na tym serwerze
help-away-name = Z dala od stołu
help-away = `/moje-gry` wypisuje twoje gry ze wszystkich serwerów · `/nieobecność dni:3` wstrzymuje przypomnienia i terminy (w granicach `away-days` każdej gry) · `/powrót` ją kończy i odbiera komputerowi twoje miejsce · `/ustawienia` ustawia godziny przypomnień, wiadomości prywatne, strefę czasową i godziny ciszy · `/ustawienia język:` wybiera język kanału albo serwera
help-dice-name = Kości
help-dice = `/rzut kości:4d6kh3+2` — zachowaj/odrzuć `kh kl dh dl`, wybuchające `!`, przerzuty `r`, sukcesy `>=`, Fudge `dF`, etykiety `[ogień]`, komentarze `# tekst`. Dodaj `prywatnie:true`, żeby rzucić w tajemnicy.
help-footer = Jedna gra na kanał — wątki liczą się jako kanały.

board-game-over = **Koniec gry.**
board-campaign-goes-on = 🗺 Kampania trwa dalej: wybierz następną misję poniżej, teraz albo za kilka tygodni. Każdy statek zachowuje systemy, kadłub, załogę i złom.
board-daily-seed-later = 🔒 Ziarno dziennej wyprawy zostanie ujawnione po końcu dnia (UTC): wtedy `/gra sprawdź` sprawdzi każdy ruch
board-seed-revealed = 🔓 Ziarno to `{ $seed }`: `/gra sprawdź` sprawdza według niego każdy ruch
board-private-choices = 🔒 Twoje wybory są prywatne: naciśnij **{ $button }** (albo użyj `/ręka`).
board-times-out = ⏳ Czas mija{" "}
board-then-computer = : potem za **{ $player }** gra komputer, dopóki nie wróci.
board-then-default = : potem za **{ $player }** zostanie zagrane `{ $action }`.
board-away = 💤 **{ $player }** jest nieobecny, wraca{" "}
board-away-end = .
board-stand-in = 🤖 Komputer gra za **{ $player }**, dopóki nie wróci (`/powrót` albo **Wracam**).
board-as-it-stands = Plansza w obecnym stanie.
board-footer = Ruch { $number } · /gra zasady gra:{ $game }
board-footer-typed = Ruch { $number } · więcej ruchów przez /zagraj · /gra zasady gra:{ $game }
button-back = 🙋 Wracam
button-player-back = 🙋 { $player } wraca
button-undo = ↩ Cofnij
button-rematch = Rewanż
button-watch = 🎞 Obejrzyj grę
view-alt-lead = Widok gracza { $player } w grze { $game }.
view-nothing-hidden = W grze **{ $game }** nic nie jest ukryte: wszyscy widzą tę samą planszę. Oto ona.
view-yours = Twój prywatny widok.
view-picture-unchanged = 🖼 Bez zmian od obrazka, który wysłałem ci przed chwilą (wyżej).
view-title = { $game } — twój widok
view-only-you = Widzisz to tylko ty.

refused-someone-elses-view = To widok gracza **{ $owner }** ({ $thing }) — swój otworzysz przyciskiem **{ $button }**.
refused-someone-elses-buttons = To przyciski gracza **{ $owner }**: gra czeka na niego, nie na ciebie.
status-yours = Twój widok ({ $thing }) w obecnym stanie (plansza stołu jest na kanale).
refused-waiting-for = To nie twoja kolej — gra czeka na: { $players }.
refused-moved-on = Gra poszła naprzód, zanim dotarło twoje polecenie, więc go nie wykonałem. Spójrz na planszę i spróbuj jeszcze raz, jeśli nadal pasuje.
refused-no-game-here = Na tym kanale nie ma gry. Zacznij ją przez `/gra nowa`.
refused-out-of-date = Ten przycisk jest nieaktualny: gra poszła naprzód od jego wysłania. Użyj najnowszej planszy albo `/gra stan`, żeby wrzucić ją jeszcze raz.

lobby-opened = **{ $host }** otwiera grę **{ $game }**.
lobby-yours-is-open = Twoja poczekalnia do gry **{ $game }** jest otwarta na kanale: gracze dołączają przyciskiem **Dołącz** (albo `/gra dołącz`), a ty zaczynasz grę przyciskiem **Start** (albo `/gra start`).
lobby-shows-it = Widać to w poczekalni na kanale.
lobby-joined = **{ $player }** dołącza do gry.
lobby-left = **{ $player }** opuszcza grę.
lobby-computer-joined = **{ $player }** zajmuje miejsce (gra nim bot).
lobby-started = Gra **{ $game }** się zaczęła — plansza jest na kanale.
lobby-host-mark = {" "}(gospodarz)
lobby-needs = Do startu potrzeba co najmniej { $players ->
        [one] { $players } gracza
       *[other] { $players } graczy
    }.
lobby-ready = Można zaczynać.
lobby-players = Gracze ({ $seated }/{ $max })
lobby-options = Opcje
lobby-title = Nowa gra: { $game }
lobby-how = Dołącz przyciskiem albo przez `/gra dołącz`. Gospodarz zaczyna przyciskiem **Start** albo przez `/gra start` (dodaj `wymieszaj:true`, żeby wylosować kolejność).
lobby-footer = Zasady: /gra zasady gra:{ $game }
button-join = Dołącz
button-leave = Wyjdź
button-start = Start
board-begins = **{ $game }** — zaczynamy!
board-seed-sealed = 🔒 Kości i tasowania pochodzą z ziarna zapieczętowanego teraz jako `{ $sealed }…` (`/gra sprawdź`)
refused-bad-options = { $reason }
    Opcje opisuje `/gra zasady gra:{ $game }`.
refused-already-started = Ta gra już się zaczęła. Możesz dołączyć do następnej albo poprosić o rewanż, gdy się skończy.
refused-already-seated = Już grasz w tej grze.
refused-game-full = Ta gra jest pełna ({ $players ->
        [one] { $players } gracz
        [few] { $players } graczy
       *[many] { $players } graczy
    }).
refused-started-before-join = Gra zaczęła się, zanim twoje dołączenie dotarło. Możesz dołączyć do następnej.
refused-leave-started = Grę możesz opuścić tylko przed jej startem. Kiedy już trwa, poproś gospodarza, żeby oddał twoje miejsce komuś innemu (`/gra zastąp`), usunął cię (`/tura usuń` na wolnym stole) albo ją przerwał.
refused-host-leaves = Jesteś gospodarzem: zamknij poczekalnię przez `/gra przerwij`.
refused-not-in-game = Nie grasz w tej grze.
refused-only-host-starts = Grę może zacząć tylko gospodarz, { $host }.
refused-already-started-or-closed = Ta gra została już zaczęta albo zamknięta.

reminder-first = , stół na ciebie czeka: twój ruch przypadł{" "}
reminder-first-end = .
reminder-second = , to wciąż twój ruch: przypadł{" "}
reminder-second-end = , a reszta nie może grać dalej bez ciebie.
reminder-last = {" "}nie wykonał ruchu: przypadł mu{" "}
reminder-last-end = .{" "}
reminder-host-may = : jako gospodarz możesz użyć `/tura pomiń`, `/gra zastąp` albo poczekać.{" "}
reminder-anyone-may = Każdy z uprawnieniem Zarządzanie kanałem może użyć `/gra przerwij` albo poczekać.{" "}
reminder-no-more = Koniec przypomnień w tej turze.
reminder-dm = ⏰ Twój ruch w grze **{ $game }** przypadł{" "}
reminder-dm-end = {" "}i wciąż na ciebie czeka. Gra:{" "}
reminder-dm-stop = Wyłączysz to przyciskiem 🔕 na planszy albo przez `/ustawienia pw:false`.
reminders-muted = 🔕 Koniec przypomnień w tej turze. Wrócą w twojej następnej; `/ustawienia przypomnienia:N` ustawia twój własny odstęp (N godzin; 0 to nigdy).
button-skip = ⏭ Pomiń: { $player }
button-mute = 🔕 Bez przypomnień
refused-mute-not-playing = Nie grasz w tej grze, więc nie ma o czym ci przypominać.
refused-mute-not-yours = To przycisk gracza **{ $owner }**: tylko on może wyłączyć swoje przypomnienia.
refused-mute-not-waiting = Gra teraz na ciebie nie czeka, więc nie ma czego wyłączać.
