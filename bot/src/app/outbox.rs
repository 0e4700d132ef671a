//! Delivering what the outbox owes: the new live boards that moves wrote rows for.
//!
//! A move that makes someone new act commits an outbox row with itself
//! ([`Store::commit_action`]); so does a game's start. The move's own answer delivers it
//! at once, under the session's table lock. When that post fails (Discord down, the
//! process killed before it ran), the row stays owed: [`App::send_owed`], run every
//! second by the bot, delivers it later with backoff, and after a restart.
//!
//! **Several owed boards are delivered as one.** After an outage during which three
//! moves were made, the channel gets one board of the game as it is now, narrating all
//! three moves and pinging whoever of those owed a ping still has to act. A board per
//! owed row would ping players for turns they have already taken.
//!
//! **Never twice.** Each post carries a nonce from its oldest row, and Discord makes one
//! message per nonce (for a few minutes): a post whose answer was lost and is sent again
//! returns the message already made. Past those minutes a lost answer followed by a
//! retry could show a board twice; a board that was answered is marked sent in the same
//! transaction that records it as the live board.

use super::*;
use crate::store::outbox::OwedBoard;

/// How long the sender leaves a fresh row to the move that wrote it.
pub(super) const OWN_DELIVERY_MS: i64 = 5_000;
/// Retry delays double from this, up to [`RETRY_MAX_MS`]: a board is what the
/// players wait for, and one request a minute per owed game is nothing to Discord.
const RETRY_FIRST_MS: i64 = 1_000;
pub(super) const RETRY_MAX_MS: i64 = 60_000;
/// A board behind its game is edited once the table has been still this long (the
/// move's own edit may be on its way).
const STALE_AFTER_MS: i64 = 3_000;

/// What happened to the boards owed to a session.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Delivery {
    /// Nothing was owed (already delivered).
    NothingOwed,
    Delivered,
    /// Its post was already in the channel, older than the live board (a repeated
    /// nonce brought it back): it is done, and the live board stays.
    Superseded,
    /// Discord did not take it: it is owed still, and retried later.
    Later,
    /// The channel is gone (deleted, or the bot lost access): given up.
    GaveUp,
}

/// The wait before try `attempts + 1`, doubling up to `max_ms` ([`RETRY_MAX_MS`],
/// but shorter against a test Discord).
fn retry_delay(attempts: u32, max_ms: i64) -> i64 {
    RETRY_FIRST_MS
        .saturating_mul(1_i64 << attempts.min(20))
        .min(max_ms)
}

impl App {
    fn retry_after(&self, attempts: u32) -> i64 {
        retry_delay(
            attempts,
            self.retry_max_ms.load(std::sync::atomic::Ordering::Relaxed),
        )
    }
}

impl App {
    /// Delivers every board owed to `session` as one new board of `game` (the state at
    /// `session.seq`), and retires the board it supersedes unless that is `clicked`
    /// (whose click is answered by retiring it). The caller holds the table lock.
    ///
    /// `featured` is the seat that moved last (whose buttons a side-by-side game's
    /// board carries).
    pub(super) async fn deliver_owed(
        &self,
        session: &SessionRow,
        seats: &[SeatRow],
        game: &Match,
        featured: Option<Seat>,
        clicked: Option<u64>,
    ) -> Result<Delivery, Fail> {
        let rows = self
            .store
            .claim_boards(session.id, self.clock.now_ms())
            .await?;
        if rows.is_empty() {
            return Ok(Delivery::NothingOwed);
        }
        // Rows whose post may already be in the channel go first, on their own nonce:
        // Discord answers it with that first message, which pinged its seats then.
        // Rows written since (a move made from that message, say) ping their seats
        // with a post of their own: an edit of the old message would notify nobody.
        let (begun, fresh): (Vec<OwedBoard>, Vec<OwedBoard>) =
            rows.into_iter().partition(|r| r.maybe_posted);
        if !begun.is_empty() && !fresh.is_empty() {
            match self
                .post_owed(session, seats, game, featured, clicked, &begun, false)
                .await?
            {
                Delivery::Delivered | Delivery::Superseded | Delivery::GaveUp => {}
                later => return Ok(later),
            }
            let session = self.session(session.id).await?;
            return self
                .post_owed(&session, seats, game, featured, clicked, &fresh, true)
                .await;
        }
        let rows = if begun.is_empty() { fresh } else { begun };
        self.post_owed(session, seats, game, featured, clicked, &rows, true)
            .await
    }

    /// Posts one board for `rows` (claimed, oldest first) with the nonce of the
    /// oldest, records it as the live board and retires the one it supersedes.
    /// `last`: no other post follows, so a message the nonce brought back from an
    /// earlier try is brought up to date.
    #[allow(clippy::too_many_arguments)]
    async fn post_owed(
        &self,
        session: &SessionRow,
        seats: &[SeatRow],
        game: &Match,
        featured: Option<Seat>,
        clicked: Option<u64>,
        rows: &[OwedBoard],
        last: bool,
    ) -> Result<Delivery, Fail> {
        let (board, narrates_after) = self
            .owed_board(session, seats, game, featured, rows)
            .await?;
        let nonce = rows[0].nonce(session.id);
        let now = self.clock.now_ms();
        let posted = match self
            .surface
            .post(session.channel_id, &board, Some(&nonce))
            .await
        {
            Ok(id) => id,
            Err(SurfaceError::Gone(reason)) => {
                warn!(session = session.id, %reason, "the game's channel is gone; the board is given up");
                self.store
                    .board_delivered(session.id, rows, None, narrates_after, session.seq, now)
                    .await?;
                return Ok(Delivery::GaveUp);
            }
            Err(SurfaceError::Failed(reason)) => {
                let attempts = rows.iter().map(|r| r.attempts).max().unwrap_or(0);
                let retry_at = now + self.retry_after(attempts);
                warn!(session = session.id, %reason, attempts, "could not post the board; it is owed still");
                self.store
                    .board_failed(rows, &clip(&reason, 300), retry_at)
                    .await?;
                return Ok(Delivery::Later);
            }
        };
        if session.board_message_id.is_some_and(|live| posted < live) {
            // Message ids grow with time: this one is older than the live board, so the
            // nonce brought back an earlier try's message, which reached the channel
            // (and pinged) before a newer board took over. The live board stays; the
            // old message keeps its words and loses its buttons.
            info!(
                session = session.id,
                "a board sent again was already in the channel, behind the live one"
            );
            self.store.boards_superseded(rows, posted, now).await?;
            if Some(posted) != clicked {
                if let Err(e) = self.surface.retire(session.channel_id, posted).await {
                    warn!(error = %e, session = session.id, "could not retire a superseded board");
                }
            }
            return Ok(Delivery::Superseded);
        }
        self.store
            .board_delivered(
                session.id,
                rows,
                Some(posted),
                narrates_after,
                session.seq,
                now,
            )
            .await?;
        if rows.iter().any(|r| r.attempts > 0) {
            // Discord answers again: what other games are owed need not wait out
            // their backoff.
            self.store.owed_due(now).await?;
        }
        if last && rows.iter().any(|r| r.maybe_posted) {
            // A post sent again is answered with the message its first try made (the
            // nonce), which shows an older state and carries its buttons: players may
            // have moved from it meanwhile. It is the live board now, so it shows this
            // state, with buttons that work (never the old message recorded as live
            // while it shows what was).
            if let Err(e) = self.surface.edit(session.channel_id, posted, &board).await {
                warn!(error = %e, session = session.id, "could not bring the delivered board up to date");
                self.store.board_not_shown(session.id, session.seq).await?;
            }
        }
        if let Some(old) = session.board_message_id {
            if Some(old) != clicked && old != posted {
                if let Err(e) = self.surface.retire(session.channel_id, old).await {
                    warn!(error = %e, session = session.id, "could not retire the old board");
                }
            }
        }
        Ok(Delivery::Delivered)
    }

    /// The board that delivers `rows`, and the seq its narration starts after.
    async fn owed_board(
        &self,
        session: &SessionRow,
        seats: &[SeatRow],
        game: &Match,
        featured: Option<Seat>,
        rows: &[OwedBoard],
    ) -> Result<(Message, u64), Fail> {
        // Reminders word their own lines and pings.
        let notes: Vec<reminders::ReminderNote> = rows
            .iter()
            .filter_map(|r| serde_json::from_str(r.note.as_deref()?).ok())
            .collect();
        let moves: Vec<&OwedBoard> = rows.iter().filter(|r| r.note.is_none()).collect();
        if session.seq == 0 {
            // Nobody has moved: the game's opening board.
            let ping = if moves.is_empty() {
                Ping::Silently
            } else {
                Ping::Waiting
            };
            let board = self
                .board_message(session, seats, game, &[], ping, None, Picture::Draw)
                .await;
            let mut board = lobby::opening(session, board);
            self.reminder_lines(session, seats, game, &notes, &mut board);
            return Ok((board, 0));
        }
        let waiting = game.to_act();
        let ping: Vec<Seat> = if game.outcome().is_some() {
            (0..game.players()).map(|s| Seat(s as u8)).collect()
        } else {
            let mut owed: Vec<Seat> = moves
                .iter()
                .flat_map(|r| match &r.seats {
                    Some(seats) => seats.iter().map(|s| Seat(*s)).collect(),
                    None => waiting.clone(),
                })
                // A ping for a turn already taken is no news.
                .filter(|s| waiting.contains(s))
                .collect();
            owed.sort();
            owed.dedup();
            owed
        };
        let narrates_after = if game.outcome().is_some() || ping.is_empty() {
            session.board_seq
        } else {
            // A turn summary: what happened since the pinged players last acted.
            let mut since = session.seq;
            for seat in &ping {
                let last = self
                    .store
                    .last_action_before(session.id, seat.0, session.seq)
                    .await?;
                since = since.min(last.unwrap_or(0));
            }
            since
        };
        let lines = self.narration_lines(session, narrates_after).await?;
        let board = self
            .board_message(
                session,
                seats,
                game,
                &lines,
                Ping::Only(&ping),
                featured,
                Picture::Draw,
            )
            .await;
        let mut board = board;
        self.reminder_lines(session, seats, game, &notes, &mut board);
        Ok((board, narrates_after))
    }

    /// Sends the direct messages owed for `session` (reminders'). A player who takes
    /// none is remembered and not tried again; a failure is retried later.
    async fn deliver_dms(&self, session: &SessionRow) -> Result<(), Fail> {
        for dm in self
            .store
            .claim_dms(session.id, self.clock.now_ms())
            .await?
        {
            let now = self.clock.now_ms();
            let Ok(note) = serde_json::from_str::<reminders::ReminderNote>(&dm.text) else {
                self.store.dm_done(&dm, false, now).await?;
                continue;
            };
            let seats = self.store.seats(session.id).await?;
            let lang = text::seat_lang(&seats, Seat(note.seat));
            let message = self.reminder_dm(session, &note, lang);
            match self.surface.dm(dm.user_id, &message).await {
                Ok(()) => self.store.dm_done(&dm, false, now).await?,
                Err(SurfaceError::Gone(reason)) => {
                    info!(session = session.id, %reason, "a player takes no direct messages; not tried again");
                    self.store.dm_done(&dm, true, now).await?;
                }
                Err(SurfaceError::Failed(reason)) => {
                    self.store
                        .dm_failed(
                            &dm,
                            &clip(&reason, 300),
                            now + self.retry_after(dm.attempts),
                        )
                        .await?;
                }
            }
        }
        Ok(())
    }

    /// Delivers what is owed and late: boards whose first post failed or never ran
    /// (a restart), and live boards left showing an older state than their game's.
    /// Returns how many channels were brought up to date. The bot runs it every second.
    pub async fn send_owed(&self) -> usize {
        let now = self.clock.now_ms();
        let mut done = 0;
        // Alive: what this process holds stays its own (see `store::outbox`).
        if let Err(e) = self.store.heartbeat(now).await {
            error!(error = %e, "could not renew this sender's heartbeat");
        }
        match self.store.sessions_owed(now).await {
            Ok(owed) => {
                for id in owed {
                    match self.deliver_late(id).await {
                        Ok(Delivery::Delivered) => done += 1,
                        Ok(_) => {}
                        Err(e) => {
                            error!(error = %e, session = id, "could not deliver an owed board")
                        }
                    }
                }
            }
            Err(e) => error!(error = %e, "could not read the outbox"),
        }
        match self.store.stale_boards(now - STALE_AFTER_MS).await {
            Ok(stale) => {
                for id in stale {
                    if !self.stale_retry_due(id, now) {
                        continue;
                    }
                    match self.refresh_board(id).await {
                        Ok(true) => {
                            self.stale_retry_clear(id);
                            done += 1;
                        }
                        Ok(false) => self.stale_retry_later(id, now),
                        Err(e) => {
                            self.stale_retry_later(id, now);
                            error!(error = %e, session = id, "could not bring a board up to date");
                        }
                    }
                }
            }
            Err(e) => error!(error = %e, "could not look for boards behind their games"),
        }
        done
    }

    pub(super) async fn deliver_late(&self, id: i64) -> Result<Delivery, Fail> {
        let lock = self.table_lock(id);
        let _turn = lock.lock().await;
        let session = self.session(id).await?;
        let seats = self.store.seats(id).await?;
        let game = self.game_of(&session).await?;
        let featured = self
            .store
            .last_action(id)
            .await?
            .map(|last| Seat(last.seat));
        let delivery = self
            .deliver_owed(&session, &seats, &game, featured, None)
            .await?;
        if delivery == Delivery::Delivered {
            info!(
                session = id,
                seq = session.seq,
                "an owed board was delivered"
            );
        }
        self.deliver_dms(&session).await?;
        Ok(delivery)
    }

    /// Edits a live board that shows an older state up to the game's. Returns whether
    /// the board now shows it.
    async fn refresh_board(&self, id: i64) -> Result<bool, Fail> {
        let lock = self.table_lock(id);
        let _turn = lock.lock().await;
        let session = self.session(id).await?;
        if session.board_shown_seq >= session.seq || session.status != Status::Active {
            return Ok(true);
        }
        self.redraw_board(&session).await
    }

    /// Edits the live board to show `session` as it is (the caller holds the table
    /// lock). Returns whether the board now shows its state.
    pub(super) async fn redraw_board(&self, session: &SessionRow) -> Result<bool, Fail> {
        let id = session.id;
        let seats = self.store.seats(id).await?;
        let game = self.game_of(session).await?;
        let featured = self
            .store
            .last_action(id)
            .await?
            .map(|last| Seat(last.seat));
        let lines = self.narration_lines(session, session.board_seq).await?;
        let board = self
            .board_message(
                session,
                &seats,
                &game,
                &lines,
                Ping::Silently,
                featured,
                Picture::Draw,
            )
            .await;
        self.edit_board(session, &seats, &game, board).await?;
        let now = self.session(id).await?;
        Ok(now.board_shown_seq >= session.seq)
    }

    /// The platform could not change the clicked live board to show `seq`: the sender
    /// edits it later (see [`Response::shows`]).
    pub async fn board_not_shown(&self, session: i64, seq: u64) {
        if let Err(e) = self.store.board_not_shown(session, seq).await {
            error!(error = %e, session, "could not mark the board as behind");
        }
    }

    fn stale_retry_due(&self, id: i64, now: i64) -> bool {
        self.stale_retries
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(&id)
            .is_none_or(|(_, at)| *at <= now)
    }

    fn stale_retry_later(&self, id: i64, now: i64) {
        let mut retries = self.stale_retries.lock().unwrap_or_else(|p| p.into_inner());
        let entry = retries.entry(id).or_insert((0, now));
        entry.1 = now + self.retry_after(entry.0);
        entry.0 = entry.0.saturating_add(1);
    }

    fn stale_retry_clear(&self, id: i64) {
        self.stale_retries
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(&id);
    }
}

#[cfg(test)]
mod tests {
    use super::{retry_delay, RETRY_MAX_MS};

    #[test]
    fn retries_back_off_to_a_minute() {
        assert_eq!(retry_delay(0, RETRY_MAX_MS), 1_000);
        assert_eq!(retry_delay(1, RETRY_MAX_MS), 2_000);
        assert_eq!(retry_delay(5, RETRY_MAX_MS), 32_000);
        assert_eq!(retry_delay(6, RETRY_MAX_MS), 60_000);
        assert_eq!(retry_delay(u32::MAX, RETRY_MAX_MS), 60_000);
        // A test Discord's shorter cap.
        assert_eq!(retry_delay(3, 2_000), 2_000);
    }
}
