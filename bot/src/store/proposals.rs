//! Co-operative plans (`plan=together`): each seat's open proposal, who agreed, and
//! its removal when it is played, objected to or voided.

use sqlx::Row;

use super::{from_db, take_write_lock, to_db, SessionId, Store, StoreError};

/// A move proposed to the table, waiting for the others' agreement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proposal {
    /// The proposer's seat.
    pub seat: u8,
    /// The session's seq when it was proposed.
    pub seq: u64,
    /// The move, in the game's notation.
    pub notation: String,
    /// The move in words, as the table sees it.
    pub label: String,
    /// The seats that agreed so far.
    pub agreed: Vec<u8>,
    /// When it was proposed (Unix ms).
    pub at_ms: i64,
}

fn read(id: SessionId, row: &sqlx::any::AnyRow) -> Result<Proposal, StoreError> {
    let agreed: String = row.get(4);
    Ok(Proposal {
        seat: row.get::<i64, _>(0) as u8,
        seq: from_db(row.get(1)),
        notation: row.get(2),
        label: row.get(3),
        agreed: serde_json::from_str(&agreed)
            .map_err(|e| StoreError::Corrupt(format!("proposal in session {id}: {e}")))?,
        at_ms: row.get(5),
    })
}

impl Store {
    /// Opens `seat`'s proposal, in place of any it had.
    ///
    /// # Errors
    /// Database failures.
    pub async fn propose(
        &self,
        id: SessionId,
        seat: u8,
        seq: u64,
        notation: &str,
        label: &str,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO proposals (session_id, seat, seq, notation, label, agreed, created_at)
             VALUES ($1, $2, $3, $4, $5, '[]', $6)
             ON CONFLICT (session_id, seat) DO UPDATE SET seq = $3, notation = $4, label = $5, agreed = '[]', created_at = $6",
        )
        .bind(id)
        .bind(i64::from(seat))
        .bind(to_db(seq))
        .bind(notation)
        .bind(label)
        .bind(self.clock.now_ms())
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The session's open proposals, by seat.
    ///
    /// # Errors
    /// Database failures.
    pub async fn proposals(&self, id: SessionId) -> Result<Vec<Proposal>, StoreError> {
        let rows = sqlx::query(
            "SELECT seat, seq, notation, label, agreed, created_at FROM proposals
             WHERE session_id = $1 ORDER BY seat",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|r| read(id, r)).collect()
    }

    /// Records `by`'s agreement to `seat`'s proposal made at `seq`; returns it as it
    /// stands, or `None` when that proposal is no longer open.
    ///
    /// # Errors
    /// Database failures.
    pub async fn agree_to_proposal(
        &self,
        id: SessionId,
        seat: u8,
        seq: u64,
        by: u8,
    ) -> Result<Option<Proposal>, StoreError> {
        let mut tx = self.pool.begin().await?;
        take_write_lock(&mut tx, id).await?;
        let row = sqlx::query(
            "SELECT seat, seq, notation, label, agreed, created_at FROM proposals
             WHERE session_id = $1 AND seat = $2 AND seq = $3",
        )
        .bind(id)
        .bind(i64::from(seat))
        .bind(to_db(seq))
        .fetch_optional(&mut *tx)
        .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let mut proposal = read(id, &row)?;
        if !proposal.agreed.contains(&by) {
            proposal.agreed.push(by);
            proposal.agreed.sort_unstable();
        }
        sqlx::query("UPDATE proposals SET agreed = $1 WHERE session_id = $2 AND seat = $3")
            .bind(serde_json::to_string(&proposal.agreed).unwrap_or_else(|_| "[]".into()))
            .bind(id)
            .bind(i64::from(seat))
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Some(proposal))
    }

    /// Closes `seat`'s proposal made at `seq` (played, or objected to); whether it was
    /// open.
    ///
    /// # Errors
    /// Database failures.
    pub async fn drop_proposal(
        &self,
        id: SessionId,
        seat: u8,
        seq: u64,
    ) -> Result<bool, StoreError> {
        let done =
            sqlx::query("DELETE FROM proposals WHERE session_id = $1 AND seat = $2 AND seq = $3")
                .bind(id)
                .bind(i64::from(seat))
                .bind(to_db(seq))
                .execute(&self.pool)
                .await?;
        Ok(done.rows_affected() > 0)
    }
}
