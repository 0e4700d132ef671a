//! What each seat got from a finished game, written once, and read back for a
//! server's stats.

use sqlx::Row;
use windward_engine::GameKind;

use super::{
    flag, from_db, to_db, SessionId, SessionRecord, SessionRow, Store, StoreError, SESSION_COLUMNS,
};

/// One seat's result in a finished game (see [`Store::results_in`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultRow {
    pub session_id: SessionId,
    pub kind: GameKind,
    pub seat: u8,
    pub user_id: u64,
    pub name: String,
    pub won: bool,
    pub score: Option<i64>,
    pub finished_at: i64,
    /// Players at that table.
    pub table: usize,
    /// The game's options, as stored.
    pub options: String,
}

impl Store {
    /// Finished sessions that have no results yet (see [`Store::save_results`]).
    ///
    /// # Errors
    /// Database failures or a corrupt row.
    pub async fn finished_without_results(&self) -> Result<Vec<SessionRow>, StoreError> {
        let rows = sqlx::query_as::<_, SessionRecord>(&format!(
            "SELECT {SESSION_COLUMNS} FROM sessions
             WHERE status = 'finished' AND NOT EXISTS (SELECT 1 FROM results r WHERE r.session_id = sessions.id)
             ORDER BY id"
        ))
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter().map(SessionRow::try_from).collect()
    }

    /// Writes what each seat got from a finished game (once: a second call changes
    /// nothing).
    ///
    /// # Errors
    /// Database failures.
    pub async fn save_results(
        &self,
        id: SessionId,
        finished_at: i64,
        results: &[(u8, u64, bool, Option<i64>)],
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        for (seat, user, won, score) in results {
            sqlx::query(
                "INSERT INTO results (session_id, seat, user_id, won, score, finished_at)
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (session_id, seat) DO NOTHING",
            )
            .bind(id)
            .bind(i64::from(*seat))
            .bind(to_db(*user))
            .bind(flag(*won))
            .bind(*score)
            .bind(finished_at)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Every result of finished games in a server, oldest first, with the game, the
    /// player's name in that game, and how many sat at the table.
    ///
    /// # Errors
    /// Database failures or a corrupt row.
    pub async fn results_in(&self, guild_id: u64) -> Result<Vec<ResultRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT r.session_id, s.kind, r.seat, r.user_id, t.name, r.won, r.score, r.finished_at,
                    (SELECT COUNT(*) FROM results o WHERE o.session_id = r.session_id), s.options
             FROM results r
             JOIN sessions s ON s.id = r.session_id
             JOIN seats t ON t.session_id = r.session_id AND t.seat = r.seat
             WHERE s.guild_id = $1
             ORDER BY r.finished_at, r.session_id, r.seat",
        )
        .bind(to_db(guild_id))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                let kind: String = r.get(1);
                Ok(ResultRow {
                    session_id: r.get(0),
                    kind: GameKind::find(&kind)
                        .ok_or_else(|| StoreError::Corrupt(format!("unknown game kind {kind}")))?,
                    seat: r.get::<i64, _>(2) as u8,
                    user_id: from_db(r.get(3)),
                    name: r.get(4),
                    won: r.get::<i64, _>(5) != 0,
                    score: r.get(6),
                    finished_at: r.get(7),
                    table: r.get::<i64, _>(8) as usize,
                    options: r.get(9),
                })
            })
            .collect()
    }
}
