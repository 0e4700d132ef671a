//! `/stats [game] [user]`: a server's finished games, per player (games, wins, win
//! rate, streaks, best score) and a leaderboard per game. Read from the `results`
//! table, which is derived from each finished game's outcome ([`App::sync_results`]).
//! Co-operative games count the table's wins together; their leaderboard, like solo
//! games', ranks best scores. A game that names no winner (the free table) counts
//! games alone, with no wins or win rate, and its leaderboard ranks games played.
//! Computer players never appear on a leaderboard.

use std::collections::BTreeMap;

use super::*;
use crate::store::ResultRow;

/// Players a leaderboard names.
const BOARD: usize = 5;

impl App {
    /// Writes the results of every finished game that has none yet: after a game ends,
    /// and at start (for games that ended before results were kept, or before a crash).
    pub(super) async fn sync_results(&self) {
        let sessions = match self.store.finished_without_results().await {
            Ok(s) => s,
            Err(e) => return warn!(error = %e, "could not read finished games"),
        };
        for session in sessions {
            let seats = match self.store.seats(session.id).await {
                Ok(s) => s,
                Err(e) => {
                    warn!(error = %e, session = session.id, "could not read seats");
                    continue;
                }
            };
            let Some(outcome) = session
                .snapshot
                .as_deref()
                .and_then(|s| Match::from_snapshot(s).ok())
                .and_then(|g| g.outcome())
            else {
                continue;
            };
            let results: Vec<(u8, u64, bool, Option<i64>)> = seats
                .iter()
                .map(|s| {
                    (
                        s.seat,
                        s.user_id,
                        outcome.winners.contains(&Seat(s.seat)),
                        outcome.scores.get(usize::from(s.seat)).copied(),
                    )
                })
                .collect();
            if let Err(e) = self
                .store
                .save_results(session.id, session.updated_at, &results)
                .await
            {
                warn!(error = %e, session = session.id, "could not save results");
            }
        }
    }

    pub(super) async fn stats(
        &self,
        caller: &Caller,
        game: Option<&str>,
        user: Option<u64>,
    ) -> Result<Response, Fail> {
        let Some(guild) = caller.guild_id else {
            return refuse(msg!("sessions-stats-needs-server"));
        };
        let kind = match game.map(str::trim).filter(|g| !g.is_empty()) {
            None => None,
            Some(g) => match GameKind::find(g) {
                Some(k) => Some(k),
                None => return refuse(messages::unknown_game(g)),
            },
        };
        let rows: Vec<ResultRow> = self
            .store
            .results_in(guild)
            .await?
            .into_iter()
            .filter(|r| kind.is_none_or(|k| r.kind == k))
            .collect();
        let who = user.unwrap_or(caller.user_id);
        let lang = caller.lang;
        let said = |m: Msg| say(lang, &m);
        if rows.is_empty() {
            let none = match kind {
                None => msg!("sessions-stats-none-all"),
                Some(k) => msg!("sessions-stats-none-game", game = k.name_in(lang)),
            };
            return Ok(Response::one(Message::to_caller(said(none))));
        }
        let mut out = Text::from(said(match kind {
            None => msg!("sessions-stats-head-all"),
            Some(k) => msg!("sessions-stats-head-game", game = k.name_in(lang)),
        }));
        let mine: Vec<&ResultRow> = rows.iter().filter(|r| r.user_id == who).collect();
        match mine.last() {
            None => {
                out.push(&format!(
                    "\n{}",
                    said(if who == caller.user_id {
                        msg!("sessions-stats-you-none")
                    } else {
                        msg!("sessions-stats-they-none")
                    })
                ));
            }
            Some(last) => {
                out.push(&format!(
                    "\n{}",
                    said(msg!("sessions-stats-player", player = escape(&last.name)))
                ));
                let mut kinds: Vec<GameKind> = mine.iter().map(|r| r.kind).collect();
                kinds.dedup();
                let mut seen = Vec::new();
                for k in kinds {
                    if seen.contains(&k) {
                        continue;
                    }
                    seen.push(k);
                    let of: Vec<&ResultRow> =
                        mine.iter().copied().filter(|r| r.kind == k).collect();
                    out.push(&format!(
                        "\n{}",
                        said(msg!(
                            "sessions-stats-line",
                            game = k.name_in(lang),
                            record = record_line(lang, k, &of)
                        ))
                    ));
                }
            }
        }
        for k in kind.map_or_else(|| present_kinds(&rows), |k| vec![k]) {
            let of: Vec<&ResultRow> = rows.iter().filter(|r| r.kind == k).collect();
            if let Some(board) = leaderboard(lang, k, &of) {
                out.push(&format!(
                    "\n{}",
                    said(msg!(
                        "sessions-stats-board",
                        game = k.name_in(lang),
                        board = board
                    ))
                ));
            }
        }
        if kind.is_none_or(|k| k.option_specs().iter().any(|s| s.key == "daily")) {
            let today = record::day_of(self.clock.now_ms());
            let daily: Vec<&ResultRow> = rows
                .iter()
                .filter(|r| record::daily_of(&r.options) == Some(today.as_str()))
                .collect();
            if let Some(board) = daily
                .first()
                .and_then(|r| leaderboard(lang, r.kind, &daily))
            {
                out.push(&format!(
                    "\n{}",
                    said(msg!(
                        "sessions-stats-daily",
                        day = today.as_str(),
                        board = board
                    ))
                ));
            }
        }
        Ok(Response::one(Message::to_caller(out.clip(1990))))
    }
}

fn present_kinds(rows: &[ResultRow]) -> Vec<GameKind> {
    GameKind::ALL
        .iter()
        .copied()
        .filter(|k| rows.iter().any(|r| r.kind == *k))
        .collect()
}

/// "12 games, 7 wins (58 %), streak 2 (best 4), best score 31" in `lang`; for a game
/// that names no winner (the free table) only "12 games" (and a best score, were there
/// one).
fn record_line(lang: Lang, kind: GameKind, of: &[&ResultRow]) -> String {
    let games = of.len();
    // Scores are shown as they are (a number's grouping would change English's).
    let best_score = |score: i64| {
        format!(
            ", {}",
            say(
                lang,
                &msg!("sessions-stats-best-score", score = score.to_string())
            )
        )
    };
    let mut line = say(lang, &msg!("sessions-stats-games", games = games));
    if !kind.has_winners() {
        if let Some(score) = of.iter().filter_map(|r| r.score).max() {
            line.push_str(&best_score(score));
        }
        return line;
    }
    let wins = of.iter().filter(|r| r.won).count();
    let mut streak = 0;
    let mut best = 0;
    for r in of {
        streak = if r.won { streak + 1 } else { 0 };
        best = best.max(streak);
    }
    let percent = wins * 100 / games.max(1);
    let won = if kind.cooperative() {
        msg!(
            "sessions-stats-won-together",
            wins = wins,
            percent = percent
        )
    } else {
        msg!("sessions-stats-wins", wins = wins, percent = percent)
    };
    line.push_str(&format!(", {}", say(lang, &won)));
    if best > 0 {
        line.push_str(&format!(
            ", {}",
            say(
                lang,
                &msg!("sessions-stats-streak", streak = streak, best = best)
            )
        ));
    }
    if let Some(score) = of.iter().filter_map(|r| r.score).max() {
        line.push_str(&best_score(score));
    }
    line
}

/// The best tables of a co-operative game: wins first, then score ("alice & bob 31 ✓").
fn team_board(lang: Lang, of: &[&ResultRow]) -> Option<String> {
    let mut tables: BTreeMap<i64, (Vec<String>, bool, Option<i64>)> = BTreeMap::new();
    for r in of {
        let t = tables.entry(r.session_id).or_default();
        t.0.push(escape(&r.name));
        t.1 = r.won;
        t.2 = t.2.max(r.score);
    }
    let mut ranked: Vec<(Vec<String>, bool, Option<i64>)> = tables.into_values().collect();
    ranked.sort_by_key(|t| std::cmp::Reverse((t.1, t.2)));
    let lines: Vec<String> = ranked
        .iter()
        .take(BOARD)
        .enumerate()
        .map(|(i, (names, won, score))| {
            let score = score.map(|s| format!(" {s}")).unwrap_or_default();
            let mark = if *won { " ✓" } else { "" };
            format!("{}. {}{score}{mark}", i + 1, names.join(" & "))
        })
        .collect();
    (!lines.is_empty()).then(|| {
        say(
            lang,
            &msg!("sessions-stats-best-tables", tables = lines.join(" · ")),
        )
    })
}

/// The top players: by best score in solo games that keep one, else by wins (then
/// win rate); co-operative games rank their tables instead. `None` when nobody is on it.
fn leaderboard(lang: Lang, kind: GameKind, of: &[&ResultRow]) -> Option<String> {
    if kind.cooperative() {
        return team_board(lang, of);
    }
    let by_score = of.iter().all(|r| r.table == 1) && of.iter().any(|r| r.score.is_some());
    // Nobody wins a game without winners: its board ranks the games played.
    let by_games = !by_score && !kind.has_winners();
    let mut players: BTreeMap<u64, (String, usize, usize, i64)> = BTreeMap::new();
    for r in of.iter().filter(|r| !computer::is_computer(r.user_id)) {
        let e = players
            .entry(r.user_id)
            .or_insert((String::new(), 0, 0, i64::MIN));
        e.0 = r.name.clone();
        e.1 += 1;
        e.2 += usize::from(r.won);
        e.3 = e.3.max(r.score.unwrap_or(i64::MIN));
    }
    let mut ranked: Vec<(String, usize, usize, i64)> = players.into_values().collect();
    if by_score {
        ranked.retain(|p| p.3 > i64::MIN);
        ranked.sort_by(|a, b| b.3.cmp(&a.3).then_with(|| a.0.cmp(&b.0)));
    } else if by_games {
        ranked.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    } else {
        ranked.retain(|p| p.2 > 0);
        ranked.sort_by(|a, b| {
            b.2.cmp(&a.2)
                .then_with(|| (b.2 * 1000 / b.1).cmp(&(a.2 * 1000 / a.1)))
                .then_with(|| a.0.cmp(&b.0))
        });
    }
    if ranked.is_empty() {
        return None;
    }
    let names: Vec<String> = ranked
        .iter()
        .take(BOARD)
        .enumerate()
        .map(|(i, p)| {
            if by_score {
                format!("{}. {} {}", i + 1, escape(&p.0), p.3)
            } else if by_games {
                format!("{}. {} {}", i + 1, escape(&p.0), p.1)
            } else {
                format!(
                    "{}. {} {}",
                    i + 1,
                    escape(&p.0),
                    say(
                        lang,
                        &msg!("sessions-stats-wins-of", wins = p.2, games = p.1)
                    )
                )
            }
        })
        .collect();
    let board = if by_score {
        msg!("sessions-stats-best-scores")
    } else if by_games {
        msg!("sessions-stats-most-games")
    } else {
        msg!("sessions-stats-most-wins")
    };
    Some(say(lang, &board.with("players", names.join(" · "))))
}
