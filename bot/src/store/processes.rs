//! The bot processes on this database and what each last saw working, for operators
//! (`windward doctor`, `windward health`): written with each process's heartbeat,
//! read by the tools (see `migrations/…_process_health.sql`).

use super::outbox::ALIVE_MS;
use super::{Store, StoreError};

/// When a running process last saw each of its parts work (Unix ms; `None`: not yet).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pulse {
    /// A gateway shard of the process was connected.
    pub gateway: Option<i64>,
    /// Its outbox loop (reminders, owed boards) finished a pass.
    pub outbox: Option<i64>,
    /// Its deadline loop (timeouts, computer turns) finished a pass.
    pub deadlines: Option<i64>,
}

/// One process as the database last heard of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Process {
    pub instance: i64,
    /// Running while this is in the future: it renews it every second.
    pub alive_until: i64,
    pub started_at: Option<i64>,
    pub pulse: Pulse,
}

impl Process {
    /// Whether the process renewed its heartbeat lately.
    pub fn running(&self, now: i64) -> bool {
        self.alive_until >= now
    }

    /// When it last renewed its heartbeat.
    pub fn last_heard(&self) -> i64 {
        self.alive_until - ALIVE_MS
    }
}

impl Store {
    /// Renews this process's heartbeat (as [`Store::heartbeat`]) with what it last saw
    /// working, in one transaction.
    ///
    /// # Errors
    /// Database failures.
    pub async fn report_pulse(&self, now: i64, pulse: Pulse) -> Result<(), StoreError> {
        self.beat(now, Some(pulse)).await
    }

    /// Every process heard of in the last day, the latest heard first.
    ///
    /// # Errors
    /// Database failures.
    pub async fn processes(&self) -> Result<Vec<Process>, StoreError> {
        type Row = (i64, i64, Option<i64>, Option<i64>, Option<i64>, Option<i64>);
        let rows: Vec<Row> = sqlx::query_as(
            "SELECT instance, alive_until, started_at, gateway_ok, outbox_ok, deadlines_ok
             FROM senders ORDER BY alive_until DESC, instance",
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(
                |(instance, alive_until, started_at, gateway, outbox, deadlines)| Process {
                    instance,
                    alive_until,
                    started_at,
                    pulse: Pulse {
                        gateway,
                        outbox,
                        deadlines,
                    },
                },
            )
            .collect())
    }
}
