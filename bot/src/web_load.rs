//! `windward web-load`: what the web pages cost one process, on loopback.
//!
//! One game is played a few moves into its log, then the real server (the bot's own
//! router, on 127.0.0.1) is measured from the same process:
//!
//! - **Pages:** `--readers` clients at once ask for the game's page (a new connection
//!   each, as a reader arriving from a link does) until `--requests` are answered;
//!   reported: requests per second and the page's p50/p99.
//! - **Live streams:** `--streams` live streams are opened on the game (each from
//!   of several loopback addresses, as readers come from many; the server bounds a
//!   loopback peer, its proxy, by the totals only),
//!   then one move is made: reported, the time until every stream heard it
//!   (p50/p99/max) and until every page had fetched its new live part and board
//!   picture, as `live.js` does (p50/p99/max), and the memory the open streams hold,
//!   per stream. Both ends of each stream live in this process, so that figure is an
//!   upper bound for the server's share.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};
use tokio_util::sync::CancellationToken;
use windward_engine::figures::percentile;
use windward_engine::{Actor, Match};

use crate::app::command::Command;
use crate::app::web_links::WebLinks;
use crate::app::{App, Board, Recorder, Request, Seeds};
use crate::selfplay::{open_game, player};
use crate::web::MAX_STREAMS_PER_ADDRESS;

#[derive(clap::Args, Debug, Clone)]
pub struct Args {
    /// Game id (see `/game rules`).
    #[arg(long, default_value = "table")]
    pub game: String,
    #[arg(long, default_value_t = 3)]
    pub players: usize,
    /// Moves played before the measures (the page shows them all).
    #[arg(long, default_value_t = 30)]
    pub moves: usize,
    /// Clients asking for the page at once.
    #[arg(long, default_value_t = 100)]
    pub readers: usize,
    /// Page requests in all.
    #[arg(long, default_value_t = 3_000)]
    pub requests: usize,
    /// Live streams open on the game when the move is made.
    #[arg(long, default_value_t = 1_000)]
    pub streams: usize,
    /// Print the report as one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// What a run measured.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Report {
    pub game: String,
    pub log_moves: usize,
    pub page_bytes: usize,
    pub readers: usize,
    pub requests: usize,
    pub errors: usize,
    pub requests_per_second: f64,
    pub page_p50_us: u64,
    pub page_p99_us: u64,
    pub streams: usize,
    pub fan_out_p50_us: u64,
    pub fan_out_p99_us: u64,
    pub fan_out_max_us: u64,
    /// From the move until a page had its new live part and picture.
    pub refreshed_p50_us: u64,
    pub refreshed_p99_us: u64,
    pub refreshed_max_us: u64,
    /// Resident memory the open streams added, per stream (bytes; both ends).
    pub bytes_per_stream: u64,
}

/// Runs the measures and prints them.
///
/// # Errors
/// Unknown game, or the server could not be started or reached.
pub async fn run(args: Args) -> anyhow::Result<ExitCode> {
    let report = measure(&args).await?;
    if args.json {
        println!("{}", serde_json::to_string(&report)?);
    } else {
        println!(
            "{}: a page of {} moves ({} bytes)\n  pages: {} readers at once, {} requests, {:.0}/s, p50 {:.2} ms, p99 {:.2} ms, {} errors\n  live: {} streams heard a move in p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; every page had fetched its new part and picture in p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; {} bytes of memory per open stream (both ends)",
            report.game,
            report.log_moves,
            report.page_bytes,
            report.readers,
            report.requests,
            report.requests_per_second,
            report.page_p50_us as f64 / 1000.0,
            report.page_p99_us as f64 / 1000.0,
            report.errors,
            report.streams,
            report.fan_out_p50_us as f64 / 1000.0,
            report.fan_out_p99_us as f64 / 1000.0,
            report.fan_out_max_us as f64 / 1000.0,
            report.refreshed_p50_us as f64 / 1000.0,
            report.refreshed_p99_us as f64 / 1000.0,
            report.refreshed_max_us as f64 / 1000.0,
            report.bytes_per_stream,
        );
    }
    Ok(if report.errors == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// Plays the game, starts the server and measures it.
///
/// # Errors
/// As [`run`].
pub async fn measure(args: &Args) -> anyhow::Result<Report> {
    let (kind, options) = crate::selfplay::game_to_play(&args.game, None, args.players)?;
    if args.readers == 0 || args.requests == 0 {
        bail!("--readers and --requests must be at least 1");
    }
    let dir = tempfile::Builder::new()
        .prefix("windward-web-load-")
        .tempdir()?;
    let url = format!("sqlite://{}", dir.path().join("web-load.db").display());
    let app = Arc::new(
        App::open(
            &url,
            Seeds::Fixed(1),
            Board { render: true },
            Arc::new(Recorder::new(false)),
        )
        .await?,
    );
    let channel = 1;
    open_game(&app, kind, &options, args.players, channel).await;
    let mut played = 0;
    while played < args.moves && play_one(&app, channel, played).await? {
        played += 1;
    }
    let session = app
        .store()
        .latest_session_in(channel)
        .await?
        .context("the game did not start")?;
    let token = app
        .store()
        .web_token(session.id, &crate::app::web_links::fresh_token())
        .await?;
    let links = WebLinks::new(None, b"web-load");
    app.set_web_links(links.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let address = listener.local_addr()?;
    let stop = CancellationToken::new();
    let server = tokio::spawn(crate::web::serve(
        listener,
        app.clone(),
        links,
        stop.clone(),
    ));
    let page = format!("/g/{token}");
    let (_, page_bytes) = get(address, IpAddr::V4(Ipv4Addr::LOCALHOST), &page).await?;

    let (latencies, errors, seconds) = read_pages(address, &page, args).await;
    let mut page_us = latencies;
    let (heard, bytes_per_stream) = fan_out(&app, address, &page, channel, args.streams).await?;
    let (mut fan_out, mut refreshed): (Vec<u64>, Vec<u64>) = heard.into_iter().unzip();
    stop.cancel();
    let _ = server.await;
    Ok(Report {
        game: kind.id().to_string(),
        log_moves: played,
        page_bytes,
        readers: args.readers,
        requests: args.requests,
        errors,
        requests_per_second: args.requests as f64 / seconds,
        page_p50_us: percentile(&mut page_us, 0.5).unwrap_or(0),
        page_p99_us: percentile(&mut page_us, 0.99).unwrap_or(0),
        streams: fan_out.len(),
        fan_out_p50_us: percentile(&mut fan_out, 0.5).unwrap_or(0),
        fan_out_p99_us: percentile(&mut fan_out, 0.99).unwrap_or(0),
        fan_out_max_us: fan_out.iter().copied().max().unwrap_or(0),
        refreshed_p50_us: percentile(&mut refreshed, 0.5).unwrap_or(0),
        refreshed_p99_us: percentile(&mut refreshed, 0.99).unwrap_or(0),
        refreshed_max_us: refreshed.iter().copied().max().unwrap_or(0),
        bytes_per_stream,
    })
}

/// One move for a waiting seat (the game's suggestion, else its choices in turn by
/// `step`, so a free table rolls as well as passes); `false` once the game is over.
async fn play_one(app: &App, channel: u64, step: usize) -> anyhow::Result<bool> {
    let Some(session) = app.store().open_session_in(channel).await? else {
        return Ok(false);
    };
    let game = Match::from_snapshot(session.snapshot.as_deref().unwrap_or_default())
        .map_err(anyhow::Error::msg)?;
    let Some(&seat) = game.to_act().first() else {
        return Ok(false);
    };
    let choices = game.choices(Actor::player(seat));
    let Some(action) = game.suggest(seat).or_else(|| {
        choices
            .get(step % choices.len().max(1))
            .map(|c| c.notation.clone())
    }) else {
        return Ok(false);
    };
    app.handle(
        &player(channel, seat.index()),
        Request::Command(Command::Play { action }),
    )
    .await;
    Ok(true)
}

/// `readers` clients ask for `path` until `requests` are answered: each answer's
/// time (µs), the failures, and the seconds it all took.
async fn read_pages(address: SocketAddr, path: &str, args: &Args) -> (Vec<u64>, usize, f64) {
    let next = Arc::new(AtomicUsize::new(0));
    let started = Instant::now();
    let readers: Vec<_> = (0..args.readers)
        .map(|i| {
            let (next, path, requests) = (next.clone(), path.to_string(), args.requests);
            let from = spread(Ipv4Addr::new(127, 0, 2, 0), i, READERS_PER_ADDRESS);
            tokio::spawn(async move {
                let (mut times, mut errors) = (Vec::new(), 0);
                while next.fetch_add(1, Ordering::Relaxed) < requests {
                    let asked = Instant::now();
                    match get(address, from, &path).await {
                        Ok((200, _)) => times.push(asked.elapsed().as_micros() as u64),
                        _ => errors += 1,
                    }
                }
                (times, errors)
            })
        })
        .collect();
    let (mut times, mut errors) = (Vec::new(), 0);
    for reader in readers {
        match reader.await {
            Ok((t, e)) => {
                times.extend(t);
                errors += e;
            }
            Err(_) => errors += 1,
        }
    }
    (times, errors, started.elapsed().as_secs_f64())
}

/// Opens `streams` live streams on the game, makes a move, and times each page's
/// hearing of it and its fetching what changed (µs from the move, both); with the
/// memory the open streams added, per stream.
async fn fan_out(
    app: &App,
    address: SocketAddr,
    page: &str,
    channel: u64,
    streams: usize,
) -> anyhow::Result<(Vec<(u64, u64)>, u64)> {
    let before = rss_bytes();
    let mut open = Vec::with_capacity(streams);
    for i in 0..streams {
        // The server admits a bounded number of streams per address: spread them.
        let from = spread(Ipv4Addr::new(127, 0, 1, 0), i, MAX_STREAMS_PER_ADDRESS);
        open.push(open_stream(address, from, &format!("{page}/events")).await?);
    }
    let held = rss_bytes().saturating_sub(before) / streams.max(1) as u64;
    let moved = Instant::now();
    let listening: Vec<_> = open
        .into_iter()
        .enumerate()
        .map(|(i, stream)| {
            let page = page.to_string();
            // Its refetches come from another address of the same group size, as a
            // browser's second connection would count beside its stream.
            let from = spread(Ipv4Addr::new(127, 0, 3, 0), i, MAX_STREAMS_PER_ADDRESS);
            tokio::spawn(async move {
                let heard = hear_change(stream, moved).await?;
                // What `live.js` fetches then: the live part, and its new picture.
                let (live, _) = get(address, from, &format!("{page}/live")).await?;
                let (picture, _) =
                    get(address, from, &format!("{page}/board.png?v={heard}")).await?;
                if (live, picture) != (200, 200) {
                    bail!("a refresh was refused: {live}, {picture}");
                }
                Ok((heard, moved.elapsed().as_micros() as u64))
            })
        })
        .collect();
    if !play_one(app, channel, 0).await? {
        bail!("the game ended before the move to fan out");
    }
    let mut heard = Vec::with_capacity(streams);
    for listener in listening {
        if let Ok(Ok(us)) = listener.await {
            heard.push(us);
        }
    }
    if heard.len() < streams {
        bail!("only {} of {streams} streams heard the move", heard.len());
    }
    Ok((heard, held))
}

async fn open_stream(address: SocketAddr, from: IpAddr, path: &str) -> anyhow::Result<TcpStream> {
    let socket = TcpSocket::new_v4()?;
    socket.bind(SocketAddr::new(from, 0))?;
    let mut stream = socket.connect(address).await?;
    stream
        .write_all(
            format!("GET {path} HTTP/1.1\r\nHost: load\r\nAccept: text/event-stream\r\n\r\n")
                .as_bytes(),
        )
        .await?;
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        if stream.read(&mut byte).await? == 0 {
            bail!("the stream closed before its headers");
        }
        head.push(byte[0]);
    }
    if !head.starts_with(b"HTTP/1.1 200") {
        bail!("a stream was refused: {}", String::from_utf8_lossy(&head));
    }
    Ok(stream)
}

/// Reads until the `change` event; µs since `since`.
async fn hear_change(mut stream: TcpStream, since: Instant) -> anyhow::Result<u64> {
    let mut seen = Vec::new();
    let mut buf = [0u8; 512];
    tokio::time::timeout(Duration::from_secs(30), async {
        loop {
            let n = stream.read(&mut buf).await?;
            if n == 0 {
                bail!("the stream closed");
            }
            seen.extend_from_slice(&buf[..n]);
            if seen.windows(12).any(|w| w == b"event: chang") {
                return Ok(since.elapsed().as_micros() as u64);
            }
        }
    })
    .await?
}

/// Page readers sharing one loopback address, kept within what one address may hold
/// elsewhere (`web::MAX_CONNECTIONS_PER_ADDRESS`).
const READERS_PER_ADDRESS: usize = 16;

/// The loopback address of client `i` in groups of `per` from `base`.
fn spread(base: Ipv4Addr, i: usize, per: usize) -> IpAddr {
    let group = u32::try_from(i / per.max(1)).unwrap_or(u32::MAX);
    IpAddr::V4(Ipv4Addr::from(u32::from(base).saturating_add(group)))
}

/// One request on a new connection from `from`: the status and the body's length.
async fn get(address: SocketAddr, from: IpAddr, path: &str) -> anyhow::Result<(u16, usize)> {
    let socket = TcpSocket::new_v4()?;
    socket.bind(SocketAddr::new(from, 0))?;
    let mut stream = socket.connect(address).await?;
    stream
        .write_all(
            format!("GET {path} HTTP/1.1\r\nHost: load\r\nConnection: close\r\n\r\n").as_bytes(),
        )
        .await?;
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await?;
    let status = answer
        .get(9..12)
        .and_then(|s| std::str::from_utf8(s).ok())
        .and_then(|s| s.parse().ok())
        .context("no HTTP status")?;
    let body = answer
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .map_or(0, |at| answer.len() - at - 4);
    Ok((status, body))
}

/// The process's resident memory in bytes (0 where `/proc` is missing).
fn rss_bytes() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status.lines().find_map(|line| {
                let rest = line.strip_prefix("VmRSS:")?;
                rest.trim()
                    .trim_end_matches("kB")
                    .trim()
                    .parse::<u64>()
                    .ok()
            })
        })
        .map_or(0, |kb| kb * 1024)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The benchmark runs end to end and counts what it asked (its figures are read
    /// by people, not checked here).
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_small_run_reads_every_page_and_every_stream_hears_the_move() {
        let args = Args {
            game: "table".into(),
            players: 3,
            moves: 6,
            readers: 4,
            requests: 40,
            streams: MAX_STREAMS_PER_ADDRESS + 3,
            json: true,
        };
        let report = measure(&args).await.unwrap();
        assert_eq!((report.errors, report.log_moves), (0, 6));
        assert_eq!(report.streams, MAX_STREAMS_PER_ADDRESS + 3);
        assert!(report.page_bytes > 1_000, "{report:?}");
        assert!(report.page_p50_us <= report.page_p99_us);
    }
}
