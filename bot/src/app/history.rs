//! A game's memory, for players: `/game log` (every move in words), `/game replay`
//! (the board after any move, drawn again from the log) and `/game verify` (the sealed
//! seed, checked; see `record.rs`). All three answer privately and read only what the
//! table was shown: the narration, and the public board.

use super::*;
use crate::store::LogRow;

/// Characters a `/game log` page's entries may take: with its heading and footnote a
/// page stays under Discord's 2,000.
const LOG_PAGE_BUDGET: usize = 1_700;

impl App {
    /// The channel's game for a look back: the one open here, else the last one.
    pub(super) async fn game_to_look_back_on(&self, caller: &Caller) -> Result<SessionRow, Fail> {
        let session = match self.store.open_session_in(caller.channel_id).await? {
            Some(s) => s,
            None => match self.store.latest_session_in(caller.channel_id).await? {
                Some(s) => s,
                None => return refuse(no_game_here()),
            },
        };
        if session.status == Status::Lobby {
            return refuse(msg!("turns-look-back-not-started"));
        }
        Ok(session)
    }

    /// `/game log [page]`: the game's moves, numbered, in words, with who and when.
    pub(super) async fn game_log(
        &self,
        caller: &Caller,
        page: Option<i64>,
    ) -> Result<Response, Fail> {
        let session = self.game_to_look_back_on(caller).await?;
        let seats = self.store.seats(session.id).await?;
        let log = self.store.log(session.id).await?;
        if log.is_empty() {
            return Ok(Response::one(Message::to_caller(say(
                caller.lang,
                &msg!("turns-log-empty", game = session.kind.name_in(caller.lang)),
            ))));
        }
        let pages = log_pages(
            &log_entries(&log, &seats, session.kind.has_private_view(), caller.lang),
            LOG_PAGE_BUDGET,
            caller.lang,
        );
        let count = pages.len();
        let page = match page {
            None => count,
            Some(p) if (1..=count as i64).contains(&p) => p as usize,
            Some(p) => return refuse(msg!("turns-log-no-page", page = p, pages = count)),
        };
        let shown = &pages[page - 1];
        // Later pages say where the earlier ones are.
        let head = if page > 1 {
            msg!("turns-log-head-later")
        } else {
            msg!("turns-log-head")
        }
        .with("game", session.kind.name_in(caller.lang))
        .with("first", shown.first.to_string())
        .with("last", shown.last.to_string())
        .with("total", log.len().to_string())
        .with("page", page)
        .with("pages", count);
        let mut out = Text::from(say(caller.lang, &head));
        for line in &shown.lines {
            out.push("\n").append(line.clone());
        }
        if log.iter().any(|r| r.stand_in) {
            out.note(&say(caller.lang, &msg!("turns-log-stand-in-key")));
        }
        out.note(&say(caller.lang, &msg!("turns-log-footer")));
        Ok(Response::one(Message::to_caller(out.clip(1990))))
    }

    /// `/game replay move:N`: the public board as it was after move N, rebuilt from the
    /// seed and the log (so it is the picture posted then).
    pub(super) async fn game_replay(&self, caller: &Caller, number: i64) -> Result<Response, Fail> {
        let session = self.game_to_look_back_on(caller).await?;
        let seats = self.store.seats(session.id).await?;
        let log = self.store.log(session.id).await?;
        let Some(n) = usize::try_from(number)
            .ok()
            .filter(|n| (0..=log.len()).contains(n))
        else {
            return refuse(msg!(
                "turns-replay-bad-move",
                number = number.to_string(),
                last = log.len().to_string()
            ));
        };
        let players = self.game_of(&session).await?.players();
        let game = replay_to(&session, players, &log[..n])?;
        let mut out = if n == 0 {
            Text::from(say(
                caller.lang,
                &msg!(
                    "turns-replay-start",
                    game = session.kind.name_in(caller.lang)
                ),
            ))
        } else {
            let mut t = Text::from(say(
                caller.lang,
                &msg!(
                    "turns-replay-after",
                    game = session.kind.name_in(caller.lang),
                    number = n.to_string(),
                    total = log.len().to_string()
                ),
            ));
            t.push(" ");
            t.append(move_words(&log[n - 1], &seats, caller.lang));
            t
        };
        if n < log.len() {
            out.note(&say(
                caller.lang,
                &msg!("turns-replay-next", number = (n + 1).to_string()),
            ));
        }
        let mut message = Message::to_caller(out.clip(1990));
        message.image = self.board.public_image(&game, &seats, caller.lang).await;
        Ok(Response::one(message))
    }

    /// `/game verify`: the seed's commitment while the game runs; once it is over, the
    /// seed revealed and the whole log checked against it.
    pub(super) async fn game_verify(&self, caller: &Caller) -> Result<Response, Fail> {
        let session = self.game_to_look_back_on(caller).await?;
        let Some(salt) = &session.seed_salt else {
            return refuse(msg!("turns-verify-no-seal"));
        };
        let sealed = record::commitment(session.seed, salt);
        let today = record::day_of(self.clock.now_ms());
        let daily_open = record::daily_of(&session.options).is_some_and(|day| *day >= *today);
        if session.status == Status::Active || daily_open {
            let said = if daily_open {
                msg!("turns-verify-sealed-daily", sealed = sealed.to_string())
            } else {
                msg!("turns-verify-sealed", sealed = sealed.to_string())
            };
            return Ok(Response::one(Message::to_caller(say(caller.lang, &said))));
        }
        let seats = self.store.seats(session.id).await?;
        let log = self.store.log(session.id).await?;
        // The record is checked by `windward verify`: its words stay English.
        let outcome = self
            .game_of(&session)
            .await?
            .outcome()
            .map(|o| o.summary.english());
        let Some(record) = record::GameRecord::of(&session, &seats, &log, outcome) else {
            return Err(Fail::Corrupt(format!("session {}: no salt", session.id)));
        };
        Ok(Response::one(Message::to_caller(match record.verify() {
            Ok(done) => {
                let verified = if done.finished {
                    msg!(
                        "turns-verify-ok-finished",
                        seed = session.seed.to_string(),
                        salt = salt.to_string(),
                        sealed = sealed.to_string(),
                        moves = done.actions,
                        session = session.id.to_string()
                    )
                } else {
                    msg!(
                        "turns-verify-ok",
                        seed = session.seed.to_string(),
                        salt = salt.to_string(),
                        sealed = sealed.to_string(),
                        moves = done.actions,
                        session = session.id.to_string()
                    )
                };
                say(caller.lang, &verified)
            }
            Err(wrong) => {
                warn!(session = session.id, %wrong, "a game record does not verify");
                say(
                    caller.lang,
                    &msg!("turns-verify-wrong", wrong = wrong.to_string()),
                )
            }
        })))
    }
}

/// Most frames an animation holds; longer games show evenly spaced turns.
const STRIP_FRAMES: usize = 80;
/// Its width: two thirds of a board's. Measured 2026-12-01: a 3-player Zeppelin game
/// (16 frames) is 1.3 MB, about 85 KB a frame, so 80 frames stay under the cap.
const STRIP_WIDTH: u32 = 800;
/// Discord's attachment limit for every server.
const STRIP_BYTES: usize = 8 * 1024 * 1024;

impl App {
    /// **🎞 Watch the game** on a final board: the whole game as an animated picture,
    /// one frame per turn (privately; drawn from the log).
    pub(super) async fn game_strip(
        &self,
        caller: &Caller,
        id: &ComponentId,
    ) -> Result<Response, Fail> {
        let session = self.session_for_click(caller, id).await?;
        if !matches!(session.status, Status::Finished | Status::Aborted) {
            return refuse(msg!("turns-strip-not-over"));
        }
        let seats = self.store.seats(session.id).await?;
        let log = self.store.log(session.id).await?;
        let players = self.game_of(&session).await?.players();
        let states = turn_states(&session, players, &log)?;
        let names = board::names_by_seat(&seats);
        let lang = caller.lang;
        let turns = states.len();
        let made = board::drawn(move || -> Result<Vec<u8>, String> {
            let boards: Vec<windward_render::Png> = states
                .iter()
                .map(|g| {
                    let view = g.view(windward_engine::Viewer::Public);
                    windward_render::board(&view, &windward_render::Names::new(&names, lang))
                })
                .collect::<Result<_, _>>()
                .map_err(|e| e.to_string())?;
            let mut boards = boards;
            loop {
                let apng =
                    windward_render::strip(&boards, STRIP_WIDTH).map_err(|e| e.to_string())?;
                if apng.len() <= STRIP_BYTES || boards.len() <= 2 {
                    return Ok(apng);
                }
                // Too big for Discord: every other turn, keeping the first and last.
                let last = boards.len() - 1;
                boards = boards
                    .into_iter()
                    .enumerate()
                    .filter(|(i, _)| i % 2 == 0 || *i == last)
                    .map(|(_, b)| b)
                    .collect();
            }
        })
        .await;
        let apng = match made {
            Ok(Ok(apng)) => apng,
            Ok(Err(e)) => {
                warn!(error = %e, session = session.id, "the game's animation failed");
                return refuse(msg!("turns-strip-failed"));
            }
            Err(e) => {
                warn!(error = %e, "the animation task failed");
                return refuse(msg!("turns-strip-failed"));
            }
        };
        let mut message = Message::to_caller(say(
            lang,
            &msg!(
                "turns-strip-caption",
                game = session.kind.name_in(lang),
                moves = log.len(),
                turns = turns.saturating_sub(1).max(1)
            ),
        ));
        message.image = Some(reply::Image::new(
            "game.png",
            apng,
            say(
                lang,
                &msg!(
                    "turns-strip-alt",
                    game = session.kind.name_in(lang),
                    moves = log.len()
                ),
            ),
        ));
        Ok(Response::one(message))
    }
}

/// The game as it began, after each turn (each change of turn holder; side by side,
/// each action), and at the end, thinned to [`STRIP_FRAMES`].
fn turn_states(session: &SessionRow, players: usize, log: &[LogRow]) -> Result<Vec<Match>, Fail> {
    let actions = logged_actions(session, log)?;
    let mut game = Match::new(session.kind, &session.options, players, session.seed)
        .map_err(|e| Fail::Corrupt(e.to_string()))?;
    let mut states = vec![game.clone()];
    let mut holder = game.turn_holder();
    for (actor, action) in &actions {
        game.apply_logged(*actor, action)
            .map_err(|e| Fail::Refuse(msg!("turns-strip-no-replay", error = e.to_string())))?;
        let now = game.turn_holder();
        if now != holder || now.is_none() {
            states.push(game.clone());
        }
        holder = now;
    }
    if states.last() != Some(&game) {
        states.push(game);
    }
    if states.len() > STRIP_FRAMES {
        let n = states.len();
        states = (0..STRIP_FRAMES)
            .map(|i| states[i * (n - 1) / (STRIP_FRAMES - 1)].clone())
            .collect();
    }
    Ok(states)
}

/// One log line: "12. The red man-of-war C4: sails 1 field to D4. · 3 hours ago". The
/// narration names the mover; a move the table was not told about names only them.
/// One `/game log` entry: the moves it covers and its lines, the first numbered.
#[derive(Clone, Debug, PartialEq)]
struct Entry {
    first: u64,
    last: u64,
    lines: Vec<Text>,
}

/// Every move in words, whole: each narration line on a line of its own (a battle's
/// every die included). A move that told the table nothing is a private choice where
/// the game has secrets ("made a private move"); in a game without secrets it was a
/// pick on the way to a move (a ship to give an order to), folded into that move.
/// Marks a logged move the computer played for an absent player.
pub(super) const STAND_IN_MARK: &str = "🤖 ";

fn log_entries(log: &[LogRow], seats: &[SeatRow], secrets: bool, lang: Lang) -> Vec<Entry> {
    let mut entries = Vec::new();
    let mut folded: Option<u64> = None;
    // A co-operative plan's moves are one entry: their lines gather until its last.
    let mut planned: Vec<String> = Vec::new();
    for (i, row) in log.iter().enumerate() {
        let mut said: Vec<String> = row
            .narration
            .iter()
            .map(|l| text::told(lang, l, seats))
            .collect();
        if let Some(from) = row.plan_from {
            folded.get_or_insert(from);
            if log
                .get(i + 1)
                .is_some_and(|next| next.plan_from == Some(from))
            {
                planned.append(&mut said);
                continue;
            }
            planned.append(&mut said);
            said = std::mem::take(&mut planned);
        }
        if said.is_empty() && !secrets {
            folded.get_or_insert(row.seq);
            continue;
        }
        let first = folded.take().unwrap_or(row.seq);
        let number = if first == row.seq {
            format!("{}. ", row.seq)
        } else {
            format!("{first}–{}. ", row.seq)
        };
        let mut head = Text::from(number);
        if row.stand_in {
            head.push(STAND_IN_MARK);
        }
        let mut rest = said.into_iter();
        match rest.next() {
            Some(line) => head.push(&line),
            None => {
                let who = text::seat_name(seats, Seat(row.seat));
                head.push(&say(
                    lang,
                    &msg!("turns-log-private-move", player = escape(&who)),
                ))
            }
        };
        head.push(" · ");
        head.time(row.at_ms);
        let mut lines = vec![head];
        lines.extend(rest.map(|l| Text::from(format!("  {l}"))));
        entries.push(Entry {
            first,
            last: row.seq,
            lines,
        });
    }
    if let (Some(first), Some(last)) = (folded, log.last()) {
        // The newest pick, whose move is still to come.
        let who = text::seat_name(seats, Seat(last.seat));
        let number = if first == last.seq {
            format!("{first}.")
        } else {
            format!("{first}–{}.", last.seq)
        };
        let mut head = Text::from(say(
            lang,
            &msg!("turns-log-choosing", number = number, player = escape(&who)),
        ));
        head.push(" · ");
        head.time(last.at_ms);
        entries.push(Entry {
            first,
            last: last.seq,
            lines: vec![head],
        });
    }
    entries
}

/// The entries in pages of at most `budget` characters, newest last. Entries are never
/// cut: one longer than a page goes on over the next pages, line by line, and a line
/// longer than a page (none is, in practice) is cut at a word.
fn log_pages(entries: &[Entry], budget: usize, lang: Lang) -> Vec<Entry> {
    let mut pages: Vec<Entry> = Vec::new();
    let mut page: Option<(Entry, usize)> = None;
    for entry in entries {
        for (i, line) in entry.lines.iter().enumerate() {
            let line = if line.budget() > budget {
                line.clip(budget)
            } else {
                line.clone()
            };
            let cost = line.budget() + 1;
            let fits = page.as_ref().is_some_and(|(_, used)| used + cost <= budget);
            if !fits {
                if let Some((done, _)) = page.take() {
                    pages.push(done);
                }
                let mut lines = Vec::new();
                if i > 0 {
                    lines.push(Text::from(say(
                        lang,
                        &msg!("turns-log-continued", number = entry.first.to_string()),
                    )));
                }
                let used = lines.iter().map(|l: &Text| l.budget() + 1).sum();
                page = Some((
                    Entry {
                        first: entry.first,
                        last: entry.last,
                        lines,
                    },
                    used,
                ));
            }
            if let Some((p, used)) = page.as_mut() {
                p.last = entry.last;
                p.lines.push(line);
                *used += cost;
            }
        }
    }
    if let Some((done, _)) = page {
        pages.push(done);
    }
    pages
}

/// What a move told the table, names filled in (for `/game replay`).
fn move_words(row: &LogRow, seats: &[SeatRow], lang: Lang) -> Text {
    let said: Vec<String> = row
        .narration
        .iter()
        .map(|l| text::told(lang, l, seats))
        .collect();
    if said.is_empty() {
        // A private choice, or a pick on the way to a move: say only who made it.
        let who = text::seat_name(seats, Seat(row.seat));
        Text::from(say(
            lang,
            &msg!("turns-replay-a-choice", player = escape(&who)),
        ))
    } else {
        Text::from(said.join(" "))
    }
}

/// The game after the first `log.len()` moves of its log.
pub(super) fn replay_to(
    session: &SessionRow,
    players: usize,
    log: &[LogRow],
) -> Result<Match, Fail> {
    let actions = logged_actions(session, log)?;
    Match::replay(
        session.kind,
        &session.options,
        players,
        session.seed,
        actions.iter().map(|(a, v)| (*a, v)),
    )
    .map_err(|e| Fail::Refuse(msg!("turns-replay-no-replay", error = e.to_string())))
}

/// The log's actions as the engine replays them: who, and the game's own action.
fn logged_actions(
    session: &SessionRow,
    log: &[LogRow],
) -> Result<Vec<(Actor, serde_json::Value)>, Fail> {
    log.iter()
        .map(|row| {
            let action = serde_json::from_str(&row.action)
                .map_err(|e| Fail::Corrupt(format!("session {}: {e}", session.id)))?;
            Ok((
                Actor {
                    seat: Seat(row.seat),
                    host: row.host,
                },
                action,
            ))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seats() -> Vec<SeatRow> {
        ["alice", "bob"]
            .iter()
            .enumerate()
            .map(|(i, name)| SeatRow {
                seat: i as u8,
                user_id: i as u64 + 1,
                name: (*name).to_string(),
                stand_in: false,
                missed: 0,
                away_until: None,
                away_used_ms: 0,
                lang: Lang::En,
            })
            .collect()
    }

    fn row(seq: u64, seat: u8, narration: &[&str]) -> LogRow {
        LogRow {
            stand_in: false,
            plan_from: None,
            seq,
            seat,
            user_id: u64::from(seat) + 1,
            host: false,
            action: "{}".into(),
            notation: "x".into(),
            narration: narration.iter().map(|l| Said::line(*l)).collect(),
            at_ms: 1_800_000_000_000,
            undoable: false,
        }
    }

    fn page_text(page: &Entry) -> String {
        page.lines
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn a_long_battle_is_paged_whole_every_die_kept() {
        let battle: Vec<String> = (1..=120)
            .map(|n| format!("The Raider {n} rolls 4, 6, 2 against {{seat:0}}: 2 hits."))
            .collect();
        let battle: Vec<&str> = battle.iter().map(String::as_str).collect();
        let log = vec![
            row(1, 0, &["{seat:0} sets the course."]),
            row(2, 1, &battle),
            row(3, 0, &["{seat:0} rests."]),
        ];
        let pages = log_pages(
            &log_entries(&log, &seats(), true, Lang::En),
            LOG_PAGE_BUDGET,
            Lang::En,
        );
        assert!(pages.len() > 2, "{}", pages.len());
        let all: Vec<String> = pages.iter().map(page_text).collect();
        for page in &pages {
            assert!(page.lines.iter().map(|l| l.budget() + 1).sum::<usize>() <= LOG_PAGE_BUDGET);
        }
        let all = all.join("\n");
        for n in 1..=120 {
            let line = format!("The Raider {n} rolls 4, 6, 2 against **alice**: 2 hits.");
            assert_eq!(all.matches(&line).count(), 1, "{line}");
        }
        assert!(!all.contains('…'), "nothing is cut");
        assert!(all.contains("2. (continued)"));
        assert_eq!((pages[0].first, pages.last().unwrap().last), (1, 3));
    }

    #[test]
    fn picks_fold_into_their_move_where_nothing_is_secret() {
        let log = vec![
            row(1, 0, &[]),
            row(2, 0, &["{seat:0}'s frigate fires a broadside."]),
            row(3, 1, &[]),
        ];
        let open = page_text(
            &log_pages(
                &log_entries(&log, &seats(), false, Lang::En),
                LOG_PAGE_BUDGET,
                Lang::En,
            )[0],
        );
        assert!(open.contains("1–2. **alice**'s frigate fires"), "{open}");
        assert!(open.contains("3. **bob** is choosing"), "{open}");
        assert!(!open.contains("private"), "{open}");
        // With secrets, a silent move is a private one.
        let hidden = page_text(
            &log_pages(
                &log_entries(&log, &seats(), true, Lang::En),
                LOG_PAGE_BUDGET,
                Lang::En,
            )[0],
        );
        assert!(
            hidden.contains("1. **alice** made a private move."),
            "{hidden}"
        );
    }
}
