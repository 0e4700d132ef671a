### Time and plans: /settings (reminders, quiet hours, direct messages), reminders, deadlines, co-op plans, /game web, errors.
###
### Polski: for Polish-speaking players (Discord locale `pl`). Original translation,
### written for players rather than word for word. Players are addressed as
### “ty” (“Twój ruch”), the usual register of Polish games; quotes „…”.


## Co-op plans (plan=together): proposals, /plan agree|object|withdraw

schedule-plan-ends-with-chance = Twój plan kończy się ruchem, który zależy od losu, odsłania coś nowego albo oddaje turę ({ $label }): zostanie zagrany, gdy pozostali się zgodzą, a potem grasz dalej. `/plan wycofaj` go cofa.
schedule-plan-no-longer-fits = Twój plan ({ $label }) nie pasuje już do obecnego stanu gry. `/plan wycofaj` go cofa.
schedule-plan-private-choice = Prywatny wybór nie może dołączyć do planu, który czyta cały stół: podejmiesz go sam, gdy plan zostanie zagrany (`/plan wycofaj` cofa plan).
schedule-plan-added = 📝 Dodano do twojego planu: { $labels }. { $names } { $count ->
        [one] musi
       *[other] muszą
    } jeszcze raz zgodzić się na całość.
schedule-plan-proposed-lead = : **{ $name }** proponuje ruch. Zgódź się albo zgłoś sprzeciw poniżej.
schedule-plan-proposed = 📝 Zaproponowano stołowi: { $label }. Ruch zostanie zagrany, gdy { $names } { $count ->
        [one] się zgodzi
       *[other] się zgodzą
    }{ $deadline ->
        [yes] {" "}albo gdy minie twój termin bez sprzeciwu
       *[no] {""}
    }. Ruchy, które teraz wykonasz, dołączą do planu i zostaną zagrane razem; `/plan wycofaj` go cofa.
schedule-plan-settled = Ta propozycja jest już rozstrzygnięta: została zagrana, wycofana albo odrzucona. Plansza pokazuje, co jest teraz otwarte.
schedule-plan-not-a-player = Na propozycje zgadzają się tylko gracze tej gry.
schedule-plan-none-open = Nie ma otwartej propozycji, na którą możesz odpowiedzieć.
schedule-plan-several-open = Otwartych jest kilka propozycji: wskaż, o czyją chodzi (`gracz:`), albo użyj przycisków na planszy.
schedule-plan-own = To twoja własna propozycja: decydują pozostali. Twój kolejny ruch do niej dołączy; `/plan wycofaj` ją cofa.
schedule-plan-objected-lead = : **{ $name }** sprzeciwia się twojej propozycji ({ $label }): „{ $note }”. Znowu twój ruch.
schedule-plan-objected-lead-no-note = : **{ $name }** sprzeciwia się twojej propozycji ({ $label }). Znowu twój ruch.
schedule-plan-you-objected = ✋ Sprzeciw zgłoszony; **{ $name }** już o nim wie.
schedule-plan-agreed-by = ✅ Zgoda: { $names }.
schedule-plan-everyone-agreed = ✅ Wszyscy się zgodzili: ruch został zagrany.
schedule-plan-you-agree = ✅ Zgoda przyjęta. Czekamy jeszcze na: { $names }.
schedule-plan-not-together = W tej grze ruchów nie proponuje się najpierw stołowi: zaczęto ją bez `plan=together`.
schedule-plan-no-seat = Ten gracz nie ma miejsca w tej grze.
schedule-plan-stopped-lead = : twój plan ({ $label }) zatrzymał się tam, gdzie gra go odrzuciła: { $reason }
schedule-plan-nothing-to-withdraw = Nie masz otwartego planu do wycofania.
schedule-plan-withdrawn = Wycofano: { $label }. Nic nie zostało zagrane; znowu twój ruch.
schedule-plan-played-at-deadline = ⏰ Nikt nie zgłosił sprzeciwu przed terminem: propozycja zostaje zagrana.
schedule-plan-line = 📝 **{ $name }** proponuje: { $label }
schedule-plan-line-waiting = · czekamy na: { $names }
schedule-plan-button-agree = ✅ Zgoda
schedule-plan-button-object = ✋ Sprzeciw
schedule-plan-button-agree-to = ✅ Zgoda: { $name }
schedule-plan-button-object-to = ✋ Sprzeciw: { $name }

## Deadlines

schedule-deadline-missed = ⏰ { $player } nie odpowiada na czas.

## /settings (reminders, direct messages, time zone, quiet hours)

schedule-settings-bad-remind = `przypomnienia` to liczba godzin od 0 (nigdy) do 720 (30 dni) albo -1, żeby każda gra używała własnego ustawienia.
schedule-settings-bad-timezone = Nie znam strefy czasowej `{ $zone }`. Podaj nazwę w rodzaju `Europe/Warsaw`, `America/New_York` albo `UTC`.
schedule-settings-bad-quiet = Nie rozumiem godzin ciszy `{ $quiet }`: podaj dwie godziny, od-do, np. `22-08` (od 22:00 do 8:00), albo `off`.
schedule-settings-quiet-same-hours = Godziny ciszy muszą zaczynać się i kończyć o różnych godzinach.
schedule-settings-quiet-needs-timezone = Godziny ciszy liczą się według twojego zegara: dodaj też `strefa` (na przykład `Europe/Warsaw`).
schedule-settings-saved = Zapisano. Twoje ustawienia, takie same na każdym serwerze:
schedule-settings-shown = Twoje ustawienia, takie same na każdym serwerze:
schedule-settings-remind-game = • Przypomnienia: po czasie ustalonym w każdej grze (24 godziny, chyba że gospodarz wybrał inaczej)
schedule-settings-remind-never = • Przypomnienia: nigdy
schedule-settings-remind-hours = • Przypomnienia: po **{ $hours ->
        [one] { $hours } godzinie
       *[other] { $hours } godzinach
    }** czekania na ciebie
schedule-settings-dm-off = • Wiadomości prywatne: wyłączone
schedule-settings-dm-on = • Wiadomości prywatne: włączone (drugie przypomnienie przychodzi też na priv)
schedule-settings-dm-refused = • Wiadomości prywatne: Discord odrzucił ostatnią (twoje ustawienia prywatności); zezwól na nie, a potem użyj `/ustawienia pw:true`
schedule-settings-quiet = • Godziny ciszy: **{ $from }–{ $to }** w strefie { $zone }: wtedy żadnych przypomnień; terminy biegną dalej
schedule-settings-zone-no-quiet = • Strefa czasowa: { $zone }; bez godzin ciszy
schedule-settings-no-quiet = • Godziny ciszy: brak (ustaw `strefa` i `cisza`, np. `22-08`)
schedule-settings-language = • Język gier na tym kanale: **{ $language }** (zmienisz go przez `/ustawienia język:`)

## /away and /back

schedule-away-bad-days = `dni` to liczba od 1 do 30. Jeśli wrócisz wcześniej, użyj `/powrót`.
schedule-away-start = 💤 Nieobecność ustawiona we wszystkich twoich grach ({ $games ->
        [one] { $games } gra
        [few] { $games } gry
       *[many] { $games } gier
    }), powrót
schedule-away-end = : żadnych przypomnień, a terminy każdej gry czekają na ciebie do powrotu, najdłużej tyle, ile pozwala jej `away-days` (7 dni, chyba że gospodarz wybrał inaczej). Stół widzi, że cię nie ma. `/powrót` kończy nieobecność.
schedule-back = Witaj z powrotem! Przypomnienia znowu działają; już ustalone terminy zachowują czas, który dała im twoja nieobecność.
schedule-back-seats = Komputer już za ciebie nie gra: twoje miejsce w { $games ->
        [one] { $games } grze
       *[other] { $games } grach
    } znowu jest twoje.

## /game web and the web buttons

schedule-web-open-button = 🌐 Otwórz w przeglądarce
schedule-web-open-big-button = 🔒 Otwórz w dużym formacie
schedule-web-no-pages = Ten bot nie ma stron WWW. Jego operator może dać każdej grze stronę, ustawiając `PUBLIC_URL` (zobacz README bota).
schedule-web-no-pages-short = Ten bot nie ma stron WWW.
schedule-web-page = 🌐 **{ $game }** w sieci: { $url }
    Strona pokazuje to, co widzi kanał (planszę na żywo, każdy ruch, powtórkę), więc możesz ją dać każdemu, kto chce popatrzeć.
schedule-web-private = 🔒 Twój widok ({ $thing }) w dużym formacie, na osobnej stronie: { $url }
schedule-web-private-note = Ten link jest tylko dla ciebie i działa przez { $days ->
        [one] { $days } dzień
       *[other] { $days } dni
    }: nie udostępniaj go. `/gra www` da ci nowy.
schedule-web-open-game-button = 🌐 Otwórz grę
schedule-web-open-view-button = 🔒 Otwórz mój widok

## Errors

schedule-error-sorry = Przepraszam — coś poszło nie tak po mojej stronie i nic się nie zmieniło.
schedule-error-done-see-channel = Gotowe — zajrzyj na kanał.
