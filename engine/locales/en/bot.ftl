### The bot's interface: replies, refusals, buttons, boards' captions, reminders, /help.
###
### English: the source every other language translates, and the fallback for a
### message a translation lacks.

## /settings language:

language-alone = Set a language on its own: `/settings language:pl` (and `place:server` for the whole server).
language-needs-a-language = Which language? For example `/settings language:pl place:channel`.
language-bad-place = `{ $place }` isn't a place: use `channel` or `server`.
language-unknown = I don't speak `{ $language }` yet: choose English, Polski, Français or Default.
language-channel-needs-permission = Only members who can manage this channel can choose its language.
language-server-needs-permission = Only members who can manage this server can choose its language.
language-no-server = A direct message has no server: choose a language for this channel instead.
language-channel-set = This channel now plays in **{ $language }**, from its next board. Each player's own replies stay in their Discord language.
language-server-set = This server now plays in **{ $language }**, from each game's next board, except in channels that chose their own.
language-channel-cleared = This channel follows its server's language again.
language-server-cleared = This server follows its Discord language again.
