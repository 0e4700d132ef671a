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
