//! Finding sessions (by channel, guild, player) and reading their seats; a seat's
//! name and stand-in mark, and which message is the session's live board.

use windward_engine::GameKind;

use super::{
    flag, to_db, SeatRow, SessionId, SessionRecord, SessionRow, Store, StoreError, SEATS_IN_ORDER,
    SESSION_COLUMNS,
};

impl Store {
    /// The lobby or game open in `channel`, if any.
    ///
    /// # Errors
    /// Database failures or a corrupt row.
    pub async fn open_session_in(&self, channel_id: u64) -> Result<Option<SessionRow>, StoreError> {
        let row = sqlx::query_as::<_, SessionRecord>(&format!(
            "SELECT {SESSION_COLUMNS} FROM sessions WHERE channel_id = $1 AND status IN ('lobby', 'active')"
        ))
        .bind(to_db(channel_id))
        .fetch_optional(&self.pool)
        .await?;
        row.map(SessionRow::try_from).transpose()
    }

    /// The most recent finished session of `kind` in `channel` whose options name a
    /// campaign (`campaign=…`): where `campaign=continue` goes on from.
    ///
    /// # Errors
    /// Database failures or a corrupt row.
    pub async fn last_campaign_in(
        &self,
        channel_id: u64,
        kind: GameKind,
    ) -> Result<Option<SessionRow>, StoreError> {
        let row = sqlx::query_as::<_, SessionRecord>(&format!(
            "SELECT {SESSION_COLUMNS} FROM sessions WHERE channel_id = $1 AND kind = $2 AND status = 'finished' AND options LIKE '%campaign=%' ORDER BY id DESC LIMIT 1"
        ))
        .bind(to_db(channel_id))
        .bind(kind.id())
        .fetch_optional(&self.pool)
        .await?;
        row.map(SessionRow::try_from).transpose()
    }

    /// The most recent session in `channel`, open or not (for rematches and /game status).
    ///
    /// # Errors
    /// Database failures or a corrupt row.
    pub async fn latest_session_in(
        &self,
        channel_id: u64,
    ) -> Result<Option<SessionRow>, StoreError> {
        let row = sqlx::query_as::<_, SessionRecord>(&format!(
            "SELECT {SESSION_COLUMNS} FROM sessions WHERE channel_id = $1 ORDER BY id DESC LIMIT 1"
        ))
        .bind(to_db(channel_id))
        .fetch_optional(&self.pool)
        .await?;
        row.map(SessionRow::try_from).transpose()
    }

    /// # Errors
    /// Database failures or a corrupt row.
    pub async fn session(&self, id: SessionId) -> Result<Option<SessionRow>, StoreError> {
        let row = sqlx::query_as::<_, SessionRecord>(&format!(
            "SELECT {SESSION_COLUMNS} FROM sessions WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        row.map(SessionRow::try_from).transpose()
    }

    /// Open sessions in a guild (or in DMs when `guild_id` is `None`), oldest first.
    ///
    /// # Errors
    /// Database failures or a corrupt row.
    pub async fn open_sessions(
        &self,
        guild_id: Option<u64>,
    ) -> Result<Vec<SessionRow>, StoreError> {
        let rows = match guild_id {
            Some(g) => {
                sqlx::query_as::<_, SessionRecord>(&format!(
                    "SELECT {SESSION_COLUMNS} FROM sessions WHERE guild_id = $1 AND status IN ('lobby', 'active') ORDER BY id"
                ))
                .bind(to_db(g))
                .fetch_all(&self.pool)
                .await?
            }
            None => Vec::new(),
        };
        rows.into_iter().map(SessionRow::try_from).collect()
    }

    /// Open sessions `user_id` sits in, in any guild, oldest first (at most `limit`).
    ///
    /// # Errors
    /// Database failures or a corrupt row.
    pub async fn sessions_of(
        &self,
        user_id: u64,
        limit: u32,
    ) -> Result<Vec<SessionRow>, StoreError> {
        let rows = sqlx::query_as::<_, SessionRecord>(&format!(
            "SELECT {SESSION_COLUMNS} FROM sessions
             WHERE id IN (SELECT session_id FROM seats WHERE user_id = $1)
               AND status IN ('lobby', 'active')
             ORDER BY id LIMIT $2"
        ))
        .bind(to_db(user_id))
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter().map(SessionRow::try_from).collect()
    }

    /// Seats in seat order.
    ///
    /// # Errors
    /// Database failures.
    pub async fn seats(&self, id: SessionId) -> Result<Vec<SeatRow>, StoreError> {
        Ok(sqlx::query_as(SEATS_IN_ORDER)
            .bind(id)
            .fetch_all(&self.pool)
            .await?)
    }

    /// Marks (or clears) the computer standing in for a seat.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_stand_in(
        &self,
        id: SessionId,
        seat: u8,
        on: bool,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE seats SET stand_in = $1 WHERE session_id = $2 AND seat = $3 AND stand_in <> $4",
        )
        .bind(flag(on))
        .bind(id)
        .bind(i64::from(seat))
        .bind(flag(on))
        .execute(&self.pool)
        .await?;
        if done.rows_affected() > 0 {
            self.announce(id).await?;
        }
        Ok(done.rows_affected() > 0)
    }

    /// Counts one more deadline in a row that ran out on `seat`'s player; returns the
    /// count.
    ///
    /// # Errors
    /// Database failures.
    pub async fn missed_deadline(&self, id: SessionId, seat: u8) -> Result<u32, StoreError> {
        let missed: i64 = sqlx::query_scalar(
            "UPDATE seats SET missed = missed + 1 WHERE session_id = $1 AND seat = $2 RETURNING missed",
        )
        .bind(id)
        .bind(i64::from(seat))
        .fetch_one(&self.pool)
        .await?;
        Ok(u32::try_from(missed).unwrap_or(u32::MAX))
    }

    /// `seat`'s player is here: the computer no longer stands in for them and their
    /// run of missed deadlines ends. Returns whether anything changed.
    ///
    /// # Errors
    /// Database failures.
    pub async fn player_present(&self, id: SessionId, seat: u8) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE seats SET stand_in = 0, missed = 0
             WHERE session_id = $1 AND seat = $2 AND (stand_in <> 0 OR missed <> 0)",
        )
        .bind(id)
        .bind(i64::from(seat))
        .execute(&self.pool)
        .await?;
        if done.rows_affected() > 0 {
            self.announce(id).await?;
        }
        Ok(done.rows_affected() > 0)
    }

    /// Updates a seated player's display name when it changed.
    ///
    /// # Errors
    /// Database failures.
    pub async fn rename(&self, id: SessionId, user_id: u64, name: &str) -> Result<(), StoreError> {
        let renamed = sqlx::query(
            "UPDATE seats SET name = $1 WHERE session_id = $2 AND user_id = $3 AND name <> $4",
        )
        .bind(name)
        .bind(id)
        .bind(to_db(user_id))
        .bind(name)
        .execute(&self.pool)
        .await?;
        if renamed.rows_affected() > 0 {
            self.announce(id).await?;
        }
        Ok(())
    }

    /// Records which message is the session's live board (`None` forgets it: it
    /// could not be posted), the seq its narration starts after, and the seq whose
    /// state it shows.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_board(
        &self,
        id: SessionId,
        message_id: Option<u64>,
        narrates_after: u64,
        shows: u64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE sessions SET board_message_id = $1, board_seq = $2, board_shown_seq = $3 WHERE id = $4",
        )
        .bind(message_id.map(to_db))
        .bind(to_db(narrates_after))
        .bind(to_db(shows))
        .bind(id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Records that the live board now shows the state at `seq`.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_board_shown(&self, id: SessionId, seq: u64) -> Result<(), StoreError> {
        sqlx::query("UPDATE sessions SET board_shown_seq = $1 WHERE id = $2")
            .bind(to_db(seq))
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
