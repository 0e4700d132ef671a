//! A table's life outside its moves: opening a lobby, joining and leaving it, starting
//! the game, handing a seat to someone else, and calling the game off.

use windward_engine::i18n::Lang;
use windward_engine::GameKind;

use super::{
    actions::owe_board, take_write_lock, to_db, OwesBoard, SeatRow, SessionId, Store, StoreError,
    Write, SEATS_IN_ORDER,
};

/// A session to open.
pub struct NewSession<'a> {
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub kind: GameKind,
    pub options: &'a str,
    pub seed: u64,
    /// The salt of the seed's commitment (see
    /// [`SessionRow::seed_salt`](super::SessionRow::seed_salt)).
    pub seed_salt: &'a str,
    pub host_id: u64,
    pub host_name: &'a str,
    /// The host's own language (the seat's, see [`SeatRow::lang`](super::SeatRow::lang)).
    pub host_lang: Lang,
    /// The server's Discord locale: the table's language unless the channel or the
    /// server chose one (`/settings language:`).
    pub server_lang: Option<Lang>,
}

/// What starting a game writes: the seats' order, the first snapshot, and the options
/// again when the start completed them (a campaign's `carry=`, known only once the
/// seats are).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dealt {
    pub order: Vec<u64>,
    pub snapshot: String,
    pub options: Option<String>,
}

impl From<(Vec<u64>, String)> for Dealt {
    fn from((order, snapshot): (Vec<u64>, String)) -> Dealt {
        Dealt {
            order,
            snapshot,
            options: None,
        }
    }
}

impl Store {
    /// Opens a lobby with its host in seat 0.
    ///
    /// # Errors
    /// Database failures.
    pub async fn create_session(
        &self,
        new: NewSession<'_>,
    ) -> Result<Write<SessionId>, StoreError> {
        let now = self.clock.now_ms();
        let mut tx = self.pool.begin().await?;
        let inserted = sqlx::query_scalar::<_, i64>(
            "INSERT INTO sessions (guild_id, channel_id, kind, options, seed, seed_salt, host_id, status, seq, created_at, updated_at, lang)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 'lobby', 0, $8, $9, $10) RETURNING id",
        )
        .bind(new.guild_id.map(to_db))
        .bind(to_db(new.channel_id))
        .bind(new.kind.id())
        .bind(new.options)
        .bind(to_db(new.seed))
        .bind(new.seed_salt)
        .bind(to_db(new.host_id))
        .bind(now)
        .bind(now)
        .bind(new.server_lang.map(Lang::code))
        .fetch_one(&mut *tx)
        .await;
        let id = match inserted {
            Ok(id) => id,
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                return Ok(Write::ChannelBusy)
            }
            Err(e) => return Err(e.into()),
        };
        sqlx::query(
            "INSERT INTO seats (session_id, seat, user_id, name, lang) VALUES ($1, 0, $2, $3, $4)",
        )
        .bind(id)
        .bind(to_db(new.host_id))
        .bind(new.host_name)
        .bind(new.host_lang.code())
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Write::Done(id))
    }

    /// Sets a lobby's seed (derived from its id in deterministic runs).
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_seed(&self, id: SessionId, seed: u64, salt: &str) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE sessions SET seed = $1, seed_salt = $2 WHERE id = $3 AND status = 'lobby'",
        )
        .bind(to_db(seed))
        .bind(salt)
        .bind(id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Takes the next seat in a lobby.
    ///
    /// # Errors
    /// Database failures.
    pub async fn join(
        &self,
        id: SessionId,
        user_id: u64,
        name: &str,
        lang: Lang,
        max_seats: usize,
    ) -> Result<Write<u8>, StoreError> {
        let mut tx = self.pool.begin().await?;
        // Writing first takes the lock, so the seat count below cannot change under us.
        let touched =
            sqlx::query("UPDATE sessions SET updated_at = $1 WHERE id = $2 AND status = 'lobby'")
                .bind(self.clock.now_ms())
                .bind(id)
                .execute(&mut *tx)
                .await?;
        if touched.rows_affected() == 0 {
            return Ok(Write::Stale);
        }
        let (count, seated): (i64, i64) = sqlx::query_as(
            "SELECT COUNT(*), COALESCE(SUM(CASE WHEN user_id = $1 THEN 1 ELSE 0 END), 0) FROM seats WHERE session_id = $2",
        )
        .bind(to_db(user_id))
        .bind(id)
        .fetch_one(&mut *tx)
        .await?;
        if seated > 0 {
            return Ok(Write::AlreadySeated);
        }
        if count as usize >= max_seats {
            return Ok(Write::Full);
        }
        sqlx::query(
            "INSERT INTO seats (session_id, seat, user_id, name, lang) VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(id)
        .bind(count)
        .bind(to_db(user_id))
        .bind(name)
        .bind(lang.code())
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Write::Done(count as u8))
    }

    /// Leaves a lobby; later seats move up one. Returns the seats left.
    ///
    /// # Errors
    /// Database failures.
    pub async fn leave(&self, id: SessionId, user_id: u64) -> Result<Write<usize>, StoreError> {
        let mut tx = self.pool.begin().await?;
        let touched =
            sqlx::query("UPDATE sessions SET updated_at = $1 WHERE id = $2 AND status = 'lobby'")
                .bind(self.clock.now_ms())
                .bind(id)
                .execute(&mut *tx)
                .await?;
        if touched.rows_affected() == 0 {
            return Ok(Write::Stale);
        }
        let seat: Option<i64> =
            sqlx::query_scalar("SELECT seat FROM seats WHERE session_id = $1 AND user_id = $2")
                .bind(id)
                .bind(to_db(user_id))
                .fetch_optional(&mut *tx)
                .await?;
        let Some(seat) = seat else {
            return Ok(Write::Stale);
        };
        sqlx::query("DELETE FROM seats WHERE session_id = $1 AND seat = $2")
            .bind(id)
            .bind(seat)
            .execute(&mut *tx)
            .await?;
        // Renumber one row at a time, upwards, so the primary key never collides.
        let later: Vec<i64> = sqlx::query_scalar(
            "SELECT seat FROM seats WHERE session_id = $1 AND seat > $2 ORDER BY seat",
        )
        .bind(id)
        .bind(seat)
        .fetch_all(&mut *tx)
        .await?;
        for s in later {
            sqlx::query("UPDATE seats SET seat = $1 WHERE session_id = $2 AND seat = $3")
                .bind(s - 1)
                .bind(id)
                .bind(s)
                .execute(&mut *tx)
                .await?;
        }
        let left: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM seats WHERE session_id = $1")
            .bind(id)
            .fetch_one(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Write::Done(left as usize))
    }

    /// Starts a lobby: `deal` sees the seats in join order and returns the playing order
    /// (user ids) and the first snapshot, or an error that leaves the lobby open.
    ///
    /// # Errors
    /// Database failures.
    pub async fn start<E, D: Into<Dealt>>(
        &self,
        id: SessionId,
        first_board_due: i64,
        deal: impl FnOnce(&[SeatRow]) -> Result<D, E>,
    ) -> Result<Write<Result<Vec<SeatRow>, E>>, StoreError> {
        let mut tx = self.pool.begin().await?;
        let now = self.clock.now_ms();
        let touched = sqlx::query("UPDATE sessions SET status = 'active', seq = 0, updated_at = $1 WHERE id = $2 AND status = 'lobby'")
            .bind(now)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        if touched.rows_affected() == 0 {
            return Ok(Write::Stale);
        }
        let seats: Vec<SeatRow> = sqlx::query_as(SEATS_IN_ORDER)
            .bind(id)
            .fetch_all(&mut *tx)
            .await?;
        let Dealt {
            order,
            snapshot,
            options,
        } = match deal(&seats) {
            Ok(dealt) => dealt.into(),
            Err(e) => {
                tx.rollback().await?;
                return Ok(Write::Done(Err(e)));
            }
        };
        let mut placed = Vec::with_capacity(order.len());
        for user in &order {
            let Some(row) = seats.iter().find(|s| s.user_id == *user) else {
                return Err(StoreError::Corrupt(
                    "start order names a user without a seat".into(),
                ));
            };
            placed.push(row.clone());
        }
        sqlx::query("DELETE FROM seats WHERE session_id = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        for (index, row) in placed.iter_mut().enumerate() {
            row.seat = index as u8;
            sqlx::query(
                "INSERT INTO seats (session_id, seat, user_id, name, lang) VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(id)
            .bind(index as i64)
            .bind(to_db(row.user_id))
            .bind(&row.name)
            .bind(row.lang.code())
            .execute(&mut *tx)
            .await?;
        }
        sqlx::query("UPDATE sessions SET snapshot = $1, snapshot_format = $2 WHERE id = $3")
            .bind(&snapshot)
            .bind(i64::from(windward_engine::SNAPSHOT_FORMAT))
            .bind(id)
            .execute(&mut *tx)
            .await?;
        if let Some(options) = &options {
            sqlx::query("UPDATE sessions SET options = $1 WHERE id = $2")
                .bind(options)
                .bind(id)
                .execute(&mut *tx)
                .await?;
        }
        // The first board pings whoever the game waits for.
        let first = OwesBoard {
            seats: None,
            due_at: first_board_due,
        };
        owe_board(&mut tx, id, 0, first, now).await?;
        self.commit_announcing(tx, id).await?;
        Ok(Write::Done(Ok(placed)))
    }

    /// Gives `old`'s seat to `new` (who must not be seated), and the host's part with
    /// it if `old` was the host. Their private news is seen as of now: the new
    /// player opens the seat's private view fresh.
    ///
    /// # Errors
    /// Database failures.
    pub async fn replace_seat(
        &self,
        id: SessionId,
        old: u64,
        new: u64,
        name: &str,
    ) -> Result<Write<u8>, StoreError> {
        let mut tx = self.pool.begin().await?;
        take_write_lock(&mut tx, id).await?;
        let seat: Option<i64> =
            sqlx::query_scalar("SELECT seat FROM seats WHERE session_id = $1 AND user_id = $2")
                .bind(id)
                .bind(to_db(old))
                .fetch_optional(&mut *tx)
                .await?;
        let Some(seat) = seat else {
            return Ok(Write::Stale);
        };
        let moved = sqlx::query(
            "UPDATE seats SET user_id = $1, name = $2, stand_in = 0, lang = NULL WHERE session_id = $3 AND user_id = $4",
        )
        .bind(to_db(new))
        .bind(name)
        .bind(id)
        .bind(to_db(old))
        .execute(&mut *tx)
        .await;
        match moved {
            Ok(_) => {}
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                return Ok(Write::AlreadySeated)
            }
            Err(e) => return Err(e.into()),
        }
        sqlx::query("UPDATE sessions SET host_id = $1 WHERE id = $2 AND host_id = $3")
            .bind(to_db(new))
            .bind(id)
            .bind(to_db(old))
            .execute(&mut *tx)
            .await?;
        self.commit_announcing(tx, id).await?;
        Ok(Write::Done(seat as u8))
    }

    /// Closes an open session (abort). Returns `Stale` if it was no longer open.
    ///
    /// # Errors
    /// Database failures.
    pub async fn abort(&self, id: SessionId) -> Result<Write<()>, StoreError> {
        let done = sqlx::query(
            "UPDATE sessions SET status = 'aborted', updated_at = $1 WHERE id = $2 AND status IN ('lobby', 'active')",
        )
        .bind(self.clock.now_ms())
        .bind(id)
        .execute(&self.pool)
        .await?;
        if done.rows_affected() == 1 {
            // Nothing is owed to a game that was called off, and nobody is waited for.
            for table in ["outbox", "waits"] {
                let sent = if table == "outbox" {
                    " AND sent_at IS NULL"
                } else {
                    ""
                };
                sqlx::query(&format!("DELETE FROM {table} WHERE session_id = $1{sent}"))
                    .bind(id)
                    .execute(&self.pool)
                    .await?;
            }
            self.announce(id).await?;
        }
        Ok(if done.rows_affected() == 1 {
            Write::Done(())
        } else {
            Write::Stale
        })
    }
}
