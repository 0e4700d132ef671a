//! Interaction → first callback latency of the real bot through the fake Discord.
//!
//! Measures, over `LATENCY_N` interactions each (default 300, one at a time):
//! - `/help`: a reply with no work behind it, the framework's own floor;
//! - `/roll 2d6`: a public roll with its dice picture;
//! - `/play end`: a table move that passes the turn: the new board is posted to the
//!   channel (with its picture), then the command is answered privately (type 4);
//! - the **End turn** button on the live board: the new board is posted, then the
//!   clicked board's buttons are retired (type 7).
//!
//! Prints p50/p90/p99/max and the move's p99 as a multiple of `/help`'s. A figure, not
//! an assertion. Build the bot in release first:
//!
//! ```sh
//! cargo build --release -p windward && cargo bench -p windward-tests --bench latency
//! ```

use std::time::Duration;

use windward_tests::flow::{live_board, start_game};
use windward_tests::{Message, Windward};

fn main() {
    let n: usize = std::env::var("LATENCY_N")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300);
    let t = Windward::start();
    let alice = t.user("alice");
    let bob = t.user("bob");
    let mut rows = Vec::new();

    let mut help = Vec::new();
    for _ in 0..n {
        let sent = t.slash(&alice, "help", &[]);
        help.push(t.answer(&sent).latency);
        t.reply(&sent);
    }
    rows.push(("/help (no-op reply)", help));

    let mut roll = Vec::new();
    for _ in 0..n {
        let sent = t.slash(&alice, "roll", &[("expression", "2d6")]);
        roll.push(t.answer(&sent).latency);
        assert!(t.reply(&sent).embed_image().is_some());
    }
    rows.push(("/roll 2d6 (picture)", roll));

    let mut board = start_game(&t, "table", "", &[&alice, &bob]);
    let mut command = Vec::new();
    for i in 0..n {
        let player = [&alice, &bob][i % 2];
        let sent = t.slash(player, "play", &[("action", "end")]);
        command.push(t.answer(&sent).latency);
        t.reply(&sent);
        board = live_board(&t);
        assert!(board.embed_image().is_some(), "{}", board.text());
    }
    rows.push(("/play end (board + type 4)", command));

    let mut update = Vec::new();
    let mut followup = Vec::new();
    for i in 0..n {
        let player = [&alice, &bob][(n + i) % 2];
        let sent = t.click(player, &board, "End turn");
        update.push(t.answer(&sent).latency);
        let next: Message = live_board(&t);
        assert_ne!(next.id, board.id, "the turn passed: a new board");
        let ix = t.interaction(&sent);
        followup.push(next.created.duration_since(ix.sent.expect("delivered")));
        board = next;
    }
    rows.push(("End turn: retire (type 7)", update));
    rows.push(("End turn: new board posted", followup));

    println!(
        "\n{:<30} {:>5} {:>9} {:>9} {:>9} {:>9}",
        "interaction → first callback", "n", "p50", "p90", "p99", "max"
    );
    let mut p99s = Vec::new();
    for (name, mut samples) in rows {
        samples.sort();
        let p = |q: f64| samples[((samples.len() - 1) as f64 * q).round() as usize];
        println!(
            "{name:<30} {:>5} {:>9} {:>9} {:>9} {:>9}",
            samples.len(),
            ms(p(0.5)),
            ms(p(0.9)),
            ms(p(0.99)),
            ms(p(1.0))
        );
        p99s.push((name, p(0.99)));
    }
    let floor = p99s[0].1.as_secs_f64();
    println!();
    for (name, p99) in &p99s[1..] {
        println!(
            "{name:<30} p99 = {:.1}× /help's p99",
            p99.as_secs_f64() / floor
        );
    }
    t.check_problems();
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1000.0)
}
