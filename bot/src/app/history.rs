//! A game's memory, for players: `/game log` (every move in words), `/game replay`
//! (the board after any move, drawn again from the log) and `/game verify` (the sealed
//! seed, checked; see `record.rs`). All three answer privately and read only what the
//! table was shown: the narration, and the public board.

use super::*;
use crate::store::LogRow;

/// Moves per `/game log` page: a page stays well under Discord's 2,000 characters.
const LOG_PAGE: usize = 15;
/// Longest narration line a log entry shows.
const LOG_LINE: usize = 110;

impl App {
    /// The channel's game for a look back: the one open here, else the last one.
    async fn game_to_look_back_on(&self, caller: &Caller) -> Result<SessionRow, Fail> {
        let session = match self.store.open_session_in(caller.channel_id).await? {
            Some(s) => s,
            None => match self.store.latest_session_in(caller.channel_id).await? {
                Some(s) => s,
                None => return refuse(NO_GAME_HERE),
            },
        };
        if session.status == Status::Lobby {
            return refuse("The game hasn't started yet, so nothing has happened to look back on.");
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
            return Ok(Response::one(Message::to_caller(format!(
                "**{}** has just begun: no moves yet.",
                session.kind.name()
            ))));
        }
        let pages = log.len().div_ceil(LOG_PAGE);
        let page = match page {
            None => pages,
            Some(p) if (1..=pages as i64).contains(&p) => p as usize,
            Some(p) => {
                return refuse(format!(
                    "There's no page {p}: this log has {} (newest last).",
                    text::count(pages, "page")
                ))
            }
        };
        let first = (page - 1) * LOG_PAGE;
        let shown = &log[first..(first + LOG_PAGE).min(log.len())];
        let mut out = Text::from(format!(
            "**{}**: moves {}–{} of {} (page {page} of {pages}",
            session.kind.name(),
            shown[0].seq,
            shown[shown.len() - 1].seq,
            log.len(),
        ));
        out.push(if page > 1 {
            "; `/game log page:1` for the first)"
        } else {
            ")"
        });
        for row in shown {
            out.push("\n").append(log_entry(row, &seats));
        }
        out.note(
            "`/game replay move:N` shows the board after move N · `/game verify` checks the dice",
        );
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
            return refuse(format!(
                "Move {number} isn't in this game: pick 0 (the start) to {}.",
                log.len()
            ));
        };
        let players = self.game_of(&session).await?.players();
        let game = replay_to(&session, players, &log[..n])?;
        let mut out = if n == 0 {
            Text::from(format!("**{}** as it began.", session.kind.name()))
        } else {
            let mut t = Text::from(format!(
                "**{}** after move {n} of {}: ",
                session.kind.name(),
                log.len()
            ));
            t.append(move_words(&log[n - 1], &seats));
            t
        };
        if n < log.len() {
            out.note(&format!("`/game replay move:{}` for the next one", n + 1));
        }
        let mut message = Message::to_caller(out.clip(1990));
        message.image = self.board.public_image(&game, &seats).await;
        Ok(Response::one(message))
    }

    /// `/game verify`: the seed's commitment while the game runs; once it is over, the
    /// seed revealed and the whole log checked against it.
    pub(super) async fn game_verify(&self, caller: &Caller) -> Result<Response, Fail> {
        let session = self.game_to_look_back_on(caller).await?;
        let Some(salt) = &session.seed_salt else {
            return refuse(
                "This game began before Windward sealed its seeds, so there is nothing to check it against.",
            );
        };
        let sealed = record::commitment(session.seed, salt);
        let today = record::day_of(self.clock.now_ms());
        let daily_open = record::daily_of(&session.options).is_some_and(|day| *day >= *today);
        if session.status == Status::Active || daily_open {
            let when = if daily_open {
                "when the day is over (UTC), so nobody can sail today's daily voyage knowing it"
            } else {
                "when the game ends"
            };
            return Ok(Response::one(Message::to_caller(format!(
                "🔒 Every die, draw and shuffle of this game comes from a seed fixed before the first move, sealed as\n`{sealed}`\n(SHA-256). It is revealed {when}; then `/game verify` replays every move from it."
            ))));
        }
        let seats = self.store.seats(session.id).await?;
        let log = self.store.log(session.id).await?;
        let outcome = self.game_of(&session).await?.outcome().map(|o| o.summary);
        let Some(record) = record::GameRecord::of(&session, &seats, &log, outcome) else {
            return Err(Fail::Corrupt(format!("session {}: no salt", session.id)));
        };
        Ok(Response::one(Message::to_caller(match record.verify() {
            Ok(done) => format!(
                "✅ **Verified.** The seed `{}` with salt `{salt}` gives the commitment shown when the game began:\n`{sealed}`\nReplaying all {} from it gives every die, draw and shuffle the table was shown{}.\n-# Check it yourself: SHA-256 of `windward-seed-v1:{salt}:{}`; a server admin can export the whole record with `windward export --session {}` and anyone can replay it with `windward verify`.",
                session.seed,
                text::count(done.actions, "move"),
                if done.finished { ", and the same result" } else { "" },
                session.seed,
                session.id,
            ),
            Err(wrong) => {
                warn!(session = session.id, %wrong, "a game record does not verify");
                format!("⚠️ **This game does not verify:** {wrong}. (A rule may have changed since it was played; a server admin can run `windward doctor`.)")
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
            return refuse("The animation is made when the game is over.");
        }
        let seats = self.store.seats(session.id).await?;
        let log = self.store.log(session.id).await?;
        let players = self.game_of(&session).await?.players();
        let states = turn_states(&session, players, &log)?;
        let names = board::names_by_seat(&seats);
        let turns = states.len();
        let made = board::drawn(move || -> Result<Vec<u8>, String> {
            let boards: Vec<windward_render::Png> = states
                .iter()
                .map(|g| windward_render::board(&g.view(windward_engine::Viewer::Public), &names))
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
                return refuse("I couldn't draw this game's animation, sorry. `/game replay move:N` shows any move.");
            }
            Err(e) => {
                warn!(error = %e, "the animation task failed");
                return refuse("I couldn't draw this game's animation, sorry. `/game replay move:N` shows any move.");
            }
        };
        let mut message = Message::to_caller(format!(
            "🎞 **{}**, {} in {}.",
            session.kind.name(),
            text::count(log.len(), "move"),
            text::count(turns.saturating_sub(1).max(1), "turn")
        ));
        message.image = Some(reply::Image {
            filename: "game.png".into(),
            png: apng,
        });
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
        game.apply_logged(*actor, action).map_err(|e| {
            Fail::Refuse(format!(
                "This game's log no longer replays with today's rules ({e}), so I can't draw it."
            ))
        })?;
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
fn log_entry(row: &LogRow, seats: &[SeatRow]) -> Text {
    let mut t = Text::from(format!("{}. ", row.seq));
    t.append(move_words(row, seats)).push(" · ");
    t.time(row.at_ms);
    t
}

/// What a move told the table, names filled in.
fn move_words(row: &LogRow, seats: &[SeatRow]) -> Text {
    let said: Vec<String> = row
        .narration
        .iter()
        .map(|l| clip(&text::with_names(l, seats), LOG_LINE))
        .collect();
    if said.is_empty() {
        // A private choice: say only who made it.
        let who = text::seat_name(seats, Seat(row.seat));
        Text::from(format!("**{}** made a private move.", escape(&who)))
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
    .map_err(|e| {
        Fail::Refuse(format!(
            "This game's log no longer replays with today's rules ({e}), so I can't draw that board. A server admin can run `windward doctor`."
        ))
    })
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
