### The game's web page (read in the browser's Accept-Language, else the table's language).
###
### Polski: for Polish-speaking players (Discord locale `pl`). Original translation,
### written for players rather than word for word. Players are addressed as
### “ty” (“Twój ruch”), the usual register of Polish games; quotes „…”.


## The game's page: what the app says of the game

web-status-over = Koniec gry. { $summary }
web-status-aborted = Ta gra została odwołana.
web-status-nobody = Teraz nikt nie ma ruchu.
web-status-waiting = Czekamy na: { $names }.
web-log-private-move = Prywatny ruch gracza **{ $name }**.
web-log-stand-in = { $line } (komputer za nieobecnego gracza)

## The game's page

web-title = { $game } — Windward
web-players = Gracze: { $names }
web-replay = Powtórka
web-replay-label = Plansza po ruchu { $shown } z { $count }
web-replay-show = Pokaż
web-replay-alt-start = Plansza na początku gry.
web-replay-alt-after = Plansza po ruchu { $number }.
web-rules-of = Zasady: { $game }
web-cards-link = Wszystkie karty i elementy gry { $game }, z obrazkami
web-fair-play = Uczciwa gra
web-seed-sealed = Każdy rzut kością, dobranie i tasowanie wynika z ziarna ustalonego przed pierwszym ruchem, zapieczętowanego jako (SHA-256):
web-record = { $link } — { $verify } odtworzy go z ziarna.
web-record-link = Pobierz zapis gry
web-seed-later = Ziarno zostanie ujawnione, gdy gra się skończy; wtedy będzie tu można pobrać jej zapis.
web-seed-none = Ta gra zaczęła się, zanim Windward zaczął pieczętować ziarna.
web-since = Od { $when }.
web-every-move = Wszystkie ruchy
web-find-label = Szukaj w dzienniku
web-find-placeholder = Imię, karta, liczba…
web-find = Szukaj
web-find-nothing = Żaden ruch nie pasuje.
web-no-moves = Jeszcze nie było ruchów.

## A game's components

web-cards-title = { $game } — elementy — Windward
web-cards-heading = { $game }: wszystkie elementy
web-back-to-game = Wróć do gry

## A seat's private page

web-private-title = { $game } — twój widok — Windward
web-private-tagline = Twój własny widok, { $name }. Pokazuje go tylko ten link: zachowaj go dla siebie.
web-private-table-link = Stół tak, jak widzą go wszyscy

## Nothing there, or trouble

web-not-found-title = Nie znaleziono — Windward
web-not-found-heading = Nic tu nie ma
web-not-found = Ten link nie prowadzi do żadnej gry. Stronę gry znajdziesz pod linkiem na jej planszy na Discordzie ({ $command }); prywatny link działa tylko przez jakiś czas: otwórz swój widok na Discordzie jeszcze raz, żeby dostać nowy.
web-game-web-command = /gra www
web-trouble-title = Kłopot — Windward
web-trouble-heading = Coś poszło nie tak
web-trouble = Nie udało się teraz przygotować strony. Spróbuj ponownie za chwilę.
