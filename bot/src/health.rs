//! `windward health` and the process part of `windward doctor`: whether the bot
//! processes on a database are alive and their parts working, from what each writes
//! with its heartbeat (`store::processes`).
//!
//! A command rather than an HTTP endpoint: an orchestrator runs it as its probe
//! (Docker's `HEALTHCHECK`, a Kubernetes `exec` probe) with no port to open, and it
//! judges from the same record an operator reads in `doctor`. It checks every process
//! on the database (a sharded bot's processes share one), so one stuck process makes
//! the probe fail wherever it runs.

use std::process::ExitCode;

use crate::doctor::open_to_check;
use crate::store::processes::Process;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The database the bot uses.
    #[arg(long, env = "DATABASE_URL", default_value = crate::settings::DEFAULT_DATABASE_URL)]
    pub db: String,
}

/// How long each part may go without working before it counts as stuck: the gateway
/// reconnects within seconds; the outbox loop passes every second, the deadline loop
/// every 30 seconds.
const GATEWAY_STALE_MS: i64 = 60_000;
const OUTBOX_STALE_MS: i64 = 30_000;
const DEADLINES_STALE_MS: i64 = 120_000;

/// What is wrong with a running process at `now` (nothing: it is healthy).
pub fn problems(process: &Process, now: i64) -> Vec<String> {
    let parts = [
        (
            "its gateway has not been connected",
            process.pulse.gateway,
            GATEWAY_STALE_MS,
        ),
        (
            "its outbox loop has not finished a pass",
            process.pulse.outbox,
            OUTBOX_STALE_MS,
        ),
        (
            "its deadline loop has not finished a pass",
            process.pulse.deadlines,
            DEADLINES_STALE_MS,
        ),
    ];
    let since = process.started_at.unwrap_or(now);
    parts
        .into_iter()
        .filter_map(|(what, at, stale)| {
            let last = at.unwrap_or(since);
            (now - last > stale).then(|| format!("{what} for {}", ago(now - last)))
        })
        .collect()
}

/// One line on a process: when it was heard from and when each part last worked.
pub fn describe(process: &Process, now: i64) -> String {
    let at =
        |t: Option<i64>| t.map_or_else(|| "never".to_string(), |t| format!("{} ago", ago(now - t)));
    if !process.running(now) {
        return format!(
            "process {}: stopped (last heard {} ago)",
            process.instance,
            ago(now - process.last_heard())
        );
    }
    format!(
        "process {}: running; gateway connected {}, outbox pass {}, deadline pass {}",
        process.instance,
        at(process.pulse.gateway),
        at(process.pulse.outbox),
        at(process.pulse.deadlines)
    )
}

fn ago(ms: i64) -> String {
    let s = ms.max(0) / 1000;
    match s {
        0..=119 => format!("{s} s"),
        120..=7199 => format!("{} min", s / 60),
        _ => format!("{} h", s / 3600),
    }
}

/// The command: exit 0 when at least one bot process runs on the database and every
/// running one is healthy; 1 when none runs or one is stuck (saying which part); 2
/// when there is no database to look at.
///
/// # Errors
/// The database cannot be read.
pub async fn run(args: Args) -> anyhow::Result<ExitCode> {
    let store = match open_to_check(&args.db, "health").await {
        Ok(store) => store,
        Err(cannot) => return Ok(cannot),
    };
    let processes = store.processes().await?;
    store.close().await;
    let now = crate::store::now_ms();
    let running: Vec<&Process> = processes.iter().filter(|p| p.running(now)).collect();
    if running.is_empty() {
        println!("unhealthy: no bot process is running on this database");
        return Ok(ExitCode::FAILURE);
    }
    let mut healthy = true;
    for process in &running {
        let problems = problems(process, now);
        if problems.is_empty() {
            println!("{}", describe(process, now));
        } else {
            healthy = false;
            println!(
                "unhealthy: process {}: {}",
                process.instance,
                problems.join("; ")
            );
        }
    }
    Ok(if healthy {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::processes::Pulse;

    fn process(pulse: Pulse) -> Process {
        Process {
            instance: 7,
            alive_until: 1_000_000 + 4_000,
            started_at: Some(900_000),
            pulse,
        }
    }

    #[test]
    fn a_process_whose_parts_work_is_healthy_and_a_stuck_part_is_named() {
        let now = 1_000_000;
        let fine = process(Pulse {
            gateway: Some(now - 1_000),
            outbox: Some(now - 1_000),
            deadlines: Some(now - 20_000),
        });
        assert!(problems(&fine, now).is_empty());
        assert!(describe(&fine, now).contains("gateway connected 1 s ago"));
        let stuck = process(Pulse {
            outbox: Some(now - 45_000),
            ..fine.pulse
        });
        assert_eq!(
            problems(&stuck, now),
            ["its outbox loop has not finished a pass for 45 s"]
        );
        // Never connected since it started, 100 s ago.
        let offline = process(Pulse {
            gateway: None,
            ..fine.pulse
        });
        assert_eq!(
            problems(&offline, now),
            ["its gateway has not been connected for 100 s"]
        );
        let gone = Process {
            alive_until: now - 10_000,
            ..fine
        };
        assert!(!gone.running(now));
        assert!(describe(&gone, now).contains("stopped (last heard 15 s ago)"));
    }
}
