//! The action log: appending a move with its snapshot (a compare-and-set on the
//! session's `seq`), and reading the log, its narration and each seat's private news.

use serde::{Deserialize, Serialize};
use sqlx::FromRow;
use sqlx::Row;
use windward_engine::dice::Roll;
use windward_engine::i18n::Msg;

use super::{
    flag, from_db, outbox, to_db, waits, Bits, DeadlineAt, Flag, SessionId, Status, Store,
    StoreError, WaitChange, Write,
};

/// An action to append.
pub struct NewAction<'a> {
    pub seat: u8,
    pub user_id: u64,
    pub host: bool,
    /// The computer played it for the seat's absent player (a stand-in).
    pub stand_in: bool,
    pub action: &'a str,
    pub notation: &'a str,
    pub snapshot: &'a str,
    pub finished: bool,
    /// When the new state's pending decision times out, if it can.
    pub deadline: Option<DeadlineAt>,
    /// The action's public narration: what it told the table.
    pub narration: &'a [Said],
    /// What the action told other seats privately: (seat, what).
    pub news: &'a [(u8, Said)],
    /// Its player may take it back (`Applied::undoable`).
    pub undoable: bool,
    /// The new board it owes the channel, if someone new must act (see [`outbox`]).
    pub owes_board: Option<OwesBoard<'a>>,
    /// The waits it starts and ends (see [`waits`]).
    pub waits: WaitChange<'a>,
}

/// A board a move owes: an outbox row written with the move.
#[derive(Clone, Copy, Debug)]
pub struct OwesBoard<'a> {
    /// The seats it pings; `None`: whoever the game waits for.
    pub seats: Option<&'a [u8]>,
    /// When the sender may deliver it if the move's own answer has not (Unix ms).
    pub due_at: i64,
}

#[derive(Clone, Debug, FromRow)]
pub struct ActionRow {
    #[sqlx(try_from = "Bits")]
    pub seq: u64,
    #[sqlx(try_from = "i64")]
    pub seat: u8,
    #[sqlx(try_from = "Bits")]
    pub user_id: u64,
    #[sqlx(try_from = "Flag")]
    pub host: bool,
    pub action: String,
    pub notation: String,
}

/// One entry of a session's log (see [`Store::log`]).
#[derive(Clone, Debug, PartialEq)]
pub struct LogRow {
    pub seq: u64,
    pub seat: u8,
    pub user_id: u64,
    pub host: bool,
    /// The computer played it for the seat's absent player (a stand-in).
    pub stand_in: bool,
    /// The seq of the first move of the co-operative plan it was part of, if any.
    pub plan_from: Option<u64>,
    /// The game's action, JSON.
    pub action: String,
    pub notation: String,
    /// What the public was told.
    pub narration: Vec<Said>,
    /// When it was committed (Unix ms).
    pub at_ms: i64,
    /// Its player may take it back.
    pub undoable: bool,
}

/// One logged action's public narration.
#[derive(Clone, Debug, PartialEq)]
pub struct Narrated {
    pub seq: u64,
    pub seat: u8,
    pub lines: Vec<Said>,
}

/// One line of what a move told, as stored: its words as a message (said in the
/// language of whoever reads it, seat tags left for names) and the dice it rolled.
/// Actions logged before languages stored the English line itself, roll included;
/// such a line reads back as raw text.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(from = "StoredSaid")]
pub struct Said {
    pub text: Msg,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roll: Option<Roll>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum StoredSaid {
    Line(String),
    Said {
        text: Msg,
        #[serde(default)]
        roll: Option<Roll>,
    },
}

impl From<StoredSaid> for Said {
    fn from(stored: StoredSaid) -> Said {
        match stored {
            StoredSaid::Line(line) => Said {
                text: Msg::Raw(line),
                roll: None,
            },
            StoredSaid::Said { text, roll } => Said { text, roll },
        }
    }
}

impl Said {
    /// What an event told.
    pub fn of(event: &windward_engine::Event) -> Said {
        Said {
            text: event.text.clone(),
            roll: event.roll.clone(),
        }
    }

    /// Text with no translation (a player's own words, a line logged before
    /// languages).
    pub fn line(text: impl Into<String>) -> Said {
        Said {
            text: Msg::Raw(text.into()),
            roll: None,
        }
    }

    /// A private line as the news table stores it (JSON; lines from before
    /// languages are plain text).
    fn stored(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    fn from_stored(text: String) -> Said {
        serde_json::from_str(&text).unwrap_or(Said {
            text: Msg::Raw(text),
            roll: None,
        })
    }
}

/// Writes an outbox row for a board owed by the move at `seq`, inside its transaction.
pub(super) async fn owe_board(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: SessionId,
    seq: u64,
    owed: OwesBoard<'_>,
    now: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO outbox (session_id, seq, kind, seats, created_at, due_at) VALUES ($1, $2, 'board', $3, $4, $5)",
    )
    .bind(id)
    .bind(to_db(seq))
    .bind(outbox::seats_json(owed.seats))
    .bind(now)
    .bind(owed.due_at)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

impl Store {
    /// Appends an action and its resulting snapshot, if the session is still at
    /// `expected_seq`. Returns the new seq.
    ///
    /// # Errors
    /// Database failures.
    pub async fn commit_action(
        &self,
        id: SessionId,
        expected_seq: u64,
        action: NewAction<'_>,
    ) -> Result<Write<u64>, StoreError> {
        let now = self.clock.now_ms();
        let status = if action.finished {
            Status::Finished
        } else {
            Status::Active
        };
        let mut tx = self.pool.begin().await?;
        let moved = sqlx::query(
            "UPDATE sessions SET seq = seq + 1, snapshot = $1, snapshot_format = $2, status = $3, updated_at = $4,
                                 deadline_at = $5, deadline_seat = $6, deadline_seq = $7,
                                 deadline_claimed_by = NULL, deadline_claimed_until = NULL
             WHERE id = $8 AND seq = $9 AND status = 'active'",
        )
        .bind(action.snapshot)
        .bind(i64::from(windward_engine::SNAPSHOT_FORMAT))
        .bind(status.as_str())
        .bind(now)
        .bind(action.deadline.filter(|_| !action.finished).map(|d| d.at))
        .bind(action.deadline.and_then(|d| d.seat).map(i64::from))
        .bind(to_db(expected_seq + 1))
        .bind(id)
        .bind(to_db(expected_seq))
        .execute(&mut *tx)
        .await?;
        if moved.rows_affected() == 0 {
            return Ok(Write::Stale);
        }
        let seq = expected_seq + 1;
        sqlx::query(
            "INSERT INTO actions (session_id, seq, seat, user_id, host, action, notation, created_at, narration, undoable, stand_in)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
        )
        .bind(id)
        .bind(to_db(seq))
        .bind(i64::from(action.seat))
        .bind(to_db(action.user_id))
        .bind(flag(action.host))
        .bind(action.action)
        .bind(action.notation)
        .bind(now)
        .bind(serde_json::to_string(action.narration).unwrap_or_else(|_| "[]".into()))
        .bind(flag(action.undoable))
        .bind(flag(action.stand_in))
        .execute(&mut *tx)
        .await?;
        for (seat, said) in action.news {
            sqlx::query(
                "INSERT INTO private_news (session_id, seq, seat, text) VALUES ($1, $2, $3, $4)",
            )
            .bind(id)
            .bind(to_db(seq))
            .bind(i64::from(*seat))
            .bind(said.stored())
            .execute(&mut *tx)
            .await?;
        }
        if let Some(owed) = action.owes_board {
            owe_board(&mut tx, id, seq, owed, now).await?;
        }
        // A seat that moved has no proposal left open (`plan=together`): it was played,
        // or a move of theirs took its place.
        sqlx::query("DELETE FROM proposals WHERE session_id = $1 AND seat = $2")
            .bind(id)
            .bind(i64::from(action.seat))
            .execute(&mut *tx)
            .await?;
        waits::apply_change(&mut tx, id, action.waits, action.finished, now).await?;
        self.commit_announcing(tx, id).await?;
        Ok(Write::Done(seq))
    }

    /// The session's last action, if any: whose it was and whether it may be taken
    /// back.
    ///
    /// # Errors
    /// Database failures.
    pub async fn last_action(&self, id: SessionId) -> Result<Option<LogRow>, StoreError> {
        Ok(self.log_from(id, true).await?.pop())
    }

    /// The public narration of every action after `after_seq`, in order.
    ///
    /// # Errors
    /// Database failures.
    pub async fn narration_after(
        &self,
        id: SessionId,
        after_seq: u64,
    ) -> Result<Vec<Narrated>, StoreError> {
        let rows = sqlx::query(
            "SELECT seq, seat, narration FROM actions WHERE session_id = $1 AND seq > $2 ORDER BY seq",
        )
        .bind(id)
        .bind(to_db(after_seq))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                let text: String = r.get(2);
                Ok(Narrated {
                    seq: from_db(r.get(0)),
                    seat: r.get::<i64, _>(1) as u8,
                    lines: serde_json::from_str(&text).map_err(|e| {
                        StoreError::Corrupt(format!("narration of session {id}: {e}"))
                    })?,
                })
            })
            .collect()
    }

    /// The whole log of a session, oldest first, with each action's public narration
    /// and time: what `/game log`, `/game replay` and `/game verify` read.
    ///
    /// # Errors
    /// Database failures or a corrupt row.
    pub async fn log(&self, id: SessionId) -> Result<Vec<LogRow>, StoreError> {
        self.log_from(id, false).await
    }

    async fn log_from(&self, id: SessionId, last_only: bool) -> Result<Vec<LogRow>, StoreError> {
        let rows = sqlx::query(if last_only {
            "SELECT seq, seat, user_id, host, action, notation, narration, created_at, undoable, stand_in, plan_from
             FROM actions WHERE session_id = $1 ORDER BY seq DESC LIMIT 1"
        } else {
            "SELECT seq, seat, user_id, host, action, notation, narration, created_at, undoable, stand_in, plan_from
             FROM actions WHERE session_id = $1 ORDER BY seq"
        })
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                let text: String = r.get(6);
                Ok(LogRow {
                    seq: from_db(r.get(0)),
                    seat: r.get::<i64, _>(1) as u8,
                    user_id: from_db(r.get(2)),
                    host: r.get::<i64, _>(3) != 0,
                    action: r.get(4),
                    notation: r.get(5),
                    narration: serde_json::from_str(&text).map_err(|e| {
                        StoreError::Corrupt(format!("narration of session {id}: {e}"))
                    })?,
                    at_ms: r.get(7),
                    undoable: r.get::<i64, _>(8) != 0,
                    stand_in: r.get::<i64, _>(9) != 0,
                    plan_from: r.get::<Option<i64>, _>(10).map(from_db),
                })
            })
            .collect()
    }

    /// Marks the actions `from..=to` as one co-operative plan's moves (see
    /// [`LogRow::plan_from`]).
    ///
    /// # Errors
    /// Database failures.
    pub async fn mark_plan(&self, id: SessionId, from: u64, to: u64) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE actions SET plan_from = $1 WHERE session_id = $2 AND seq >= $1 AND seq <= $3",
        )
        .bind(to_db(from))
        .bind(id)
        .bind(to_db(to))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The seq of `seat`'s latest action before `before`, if it has one.
    ///
    /// # Errors
    /// Database failures.
    pub async fn last_action_before(
        &self,
        id: SessionId,
        seat: u8,
        before: u64,
    ) -> Result<Option<u64>, StoreError> {
        let seq: Option<i64> = sqlx::query_scalar(
            "SELECT MAX(seq) FROM actions WHERE session_id = $1 AND seat = $2 AND seq < $3",
        )
        .bind(id)
        .bind(i64::from(seat))
        .bind(to_db(before))
        .fetch_one(&self.pool)
        .await?;
        Ok(seq.map(from_db))
    }

    /// Private news for `seat` it has not seen yet, oldest first, and marks it seen up
    /// to `seq`. Two views opened at the same moment may both show the same news;
    /// nothing is lost either way.
    ///
    /// # Errors
    /// Database failures.
    pub async fn take_news(
        &self,
        id: SessionId,
        seat: u8,
        seq: u64,
    ) -> Result<Vec<Said>, StoreError> {
        let news: Vec<String> = sqlx::query_scalar(
            "SELECT n.text FROM private_news n JOIN seats s ON s.session_id = n.session_id AND s.seat = n.seat
             WHERE n.session_id = $1 AND n.seat = $2 AND n.seq > s.news_seen_seq AND n.seq <= $3
             ORDER BY n.seq",
        )
        .bind(id)
        .bind(i64::from(seat))
        .bind(to_db(seq))
        .fetch_all(&self.pool)
        .await?;
        if !news.is_empty() {
            sqlx::query(
                "UPDATE seats SET news_seen_seq = $1 WHERE session_id = $2 AND seat = $3 AND news_seen_seq < $4",
            )
            .bind(to_db(seq))
            .bind(id)
            .bind(i64::from(seat))
            .bind(to_db(seq))
            .execute(&self.pool)
            .await?;
        }
        Ok(news.into_iter().map(Said::from_stored).collect())
    }

    /// The action log, in order.
    ///
    /// # Errors
    /// Database failures.
    pub async fn actions(&self, id: SessionId) -> Result<Vec<ActionRow>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT seq, seat, user_id, host, action, notation FROM actions WHERE session_id = $1 ORDER BY seq",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?)
    }
}
