//! Deadlines: the game's default answer when a player runs out of time.

use super::*;

impl App {
    /// The Unix-ms time `minutes` from now on the app's clock.
    pub(super) fn deadline_after(&self, minutes: u32) -> i64 {
        self.clock.now_ms() + i64::from(minutes) * 60_000
    }

    /// Applies the default answer of every decision whose deadline has passed; their
    /// boards go to the channels through the surface. Returns the channels that moved.
    pub async fn run_due_timeouts(&self) -> Vec<u64> {
        let due = match self.store.due_deadlines(self.clock.now_ms()).await {
            Ok(due) => due,
            Err(e) => {
                error!(error = %e, "could not read deadlines");
                return Vec::new();
            }
        };
        let mut posts = Vec::new();
        for (id, seq) in due {
            match self.apply_timeout(id, seq).await {
                Ok(Some(post)) => posts.push(post),
                Ok(None) => {}
                Err(e) => error!(error = %e, session = id, "timeout failed"),
            }
        }
        posts
    }

    pub(super) async fn apply_timeout(&self, id: i64, seq: u64) -> Result<Option<u64>, Fail> {
        let session = self.session(id).await?;
        let game = self.game_of(&session).await?;
        let seats = self.store.seats(id).await?;
        if self.computer_seat(&game, &seats).is_some() {
            return Ok(self
                .computer_turn(id, None)
                .await?
                .then_some(session.channel_id));
        }
        let Some(timeout) = game.timeout() else {
            // The state has no deadline after all: forget it.
            self.store.set_deadline(id, seq, None).await?;
            return Ok(None);
        };
        let Some(row) = seats.iter().find(|s| s.seat == timeout.seat.0) else {
            return Err(Fail::Corrupt(format!(
                "session {id}: timeout for an empty seat"
            )));
        };
        if session.kind.computer_stands_in(&session.options) && !computer::is_computer(row.user_id)
        {
            return Ok(self
                .stand_in(id, timeout.seat, &seats)
                .await?
                .then_some(session.channel_id));
        }
        let caller = Caller::seated(&session, row);
        let note = format!(
            "⏰ {} didn't answer in time.",
            text::with_names(&timeout.seat.tag(), &seats)
        );
        info!(
            session = id,
            seat = timeout.seat.0,
            "deadline passed; applying the default"
        );
        match self
            .play(
                &caller,
                id,
                Expect::Seq(seq),
                Intent::Notation(&timeout.notation),
                Some(note),
                None,
            )
            .await
        {
            // The board went to the channel; nobody is there to read a private reply.
            Ok(_) => Ok(Some(session.channel_id)),
            Err(Fail::Refuse(reason)) => {
                warn!(session = id, %reason, "default answer refused");
                self.store.set_deadline(id, seq, None).await?;
                Ok(None)
            }
            Err(e) => Err(e),
        }
    }
}
