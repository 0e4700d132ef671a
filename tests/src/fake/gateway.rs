//! The gateway: a WebSocket that speaks just enough of Discord's protocol for serenity.
//!
//! HELLO on connect; IDENTIFY is checked (token, shard, no privileged intents) and
//! answered with READY; heartbeats are ACKed; dispatches carry sequence numbers and are
//! logged per session, so a RESUME replays what the bot missed before RESUMED. Events
//! raised while the bot has no session wait for its next READY. Tests can drop the
//! connection, close it with a code, ask for a reconnect or invalidate the session.
//!
//! Every payload is first read back with serenity's own `GatewayEvent`: serenity turns a
//! dispatch it cannot deserialise into `Event::Unknown` and runs no handler, without an
//! error, so a payload it would drop must fail the test here instead.

use std::sync::Arc;
use std::time::Instant;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use serenity::model::event::{Event, GatewayEvent};
use tokio::net::TcpListener;
use tokio::sync::mpsc::{unbounded_channel, UnboundedSender};
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::Message as Frame;

use super::state::{Shared, State};

/// GATEWAY_GUILDS, the only intent the bot needs.
pub const GUILDS_INTENT: u64 = 1;
/// Privileged intents: an application must be approved for them; Discord closes the
/// connection with 4014 otherwise.
const PRIVILEGED_INTENTS: u64 = (1 << 1) | (1 << 8) | (1 << 15);

/// Sent to the connection task.
#[derive(Debug)]
pub enum Out {
    Frame(String),
    /// Cut the TCP connection without a closing handshake.
    Drop,
    /// Close with this code.
    Close(u16, String),
}

/// One dispatch of a session.
#[derive(Clone, Debug)]
struct Logged {
    seq: u64,
    event: String,
    data: Value,
    delivered: bool,
}

#[derive(Debug)]
struct Session {
    id: String,
    seq: u64,
    log: Vec<Logged>,
    /// The bot identified or resumed on the current connection.
    live: bool,
    resumable: bool,
}

/// The longest a reconnect is held back after a test's drop.
const HOLD_LIMIT: std::time::Duration = std::time::Duration::from_secs(2);

/// Counters tests can assert on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GatewayStats {
    pub connections: u32,
    pub identifies: u32,
    pub resumes: u32,
    /// Resumes that replayed at least one missed event.
    pub replayed_events: u32,
    pub heartbeats: u32,
}

#[derive(Default)]
pub struct GatewayState {
    conn: Option<(u64, UnboundedSender<Out>)>,
    session: Option<Session>,
    sessions_started: u64,
    /// Dispatches waiting for a session: (event name, data).
    pending: Vec<(String, Value)>,
    pub stats: GatewayStats,
    /// What HELLO announces.
    pub heartbeat_interval_ms: u64,
    /// Set by a dropped connection: the gateway stays down (a reconnect waits before
    /// HELLO) until the next event has been logged, so that event must be replayed.
    down_until_event: bool,
}

impl GatewayState {
    /// Whether the bot holds a live session (identified or resumed).
    pub fn is_live(&self) -> bool {
        self.conn.is_some() && self.session.as_ref().is_some_and(|s| s.live)
    }

    fn send(&self, out: Out) {
        if let Some((_, tx)) = &self.conn {
            let _ = tx.send(out);
        }
    }
}

/// Reads a payload the way serenity will.
///
/// # Errors
/// serenity could not read it, or would silently drop it as an unknown event.
pub fn check_with_serenity(payload: &Value) -> Result<(), String> {
    let text = payload.to_string();
    let event: GatewayEvent = serde_json::from_str(&text)
        .map_err(|e| format!("serenity cannot read this gateway payload ({e}): {text}"))?;
    if let GatewayEvent::Dispatch(_, event) = event {
        let wanted = payload["t"].as_str().unwrap_or("");
        if let Event::Unknown(_) = event {
            // Find out why: the variant's own error.
            let why = serde_json::from_value::<Event>(json!({"t": wanted, "d": payload["d"]}))
                .err()
                .map_or(String::new(), |e| e.to_string());
            return Err(format!(
                "serenity reads this {wanted} as an unknown event and would silently drop it ({why}): {text}"
            ));
        }
        if let Event::InteractionCreate(create) = &event {
            use serenity::model::application::Interaction as I;
            let kind = match create.interaction {
                I::Command(_) => 2,
                I::Component(_) => 3,
                I::Autocomplete(_) => 4,
                _ => 0,
            };
            if payload["d"]["type"] != kind {
                return Err(format!(
                    "serenity reads this interaction as type {kind}: {text}"
                ));
            }
        }
    }
    Ok(())
}

/// Sends a payload on the live connection after checking it with serenity.
fn send_json(state: &mut State, payload: &Value) {
    if let Err(e) = check_with_serenity(payload) {
        state.problem(format!("fake gateway: {e}"));
        return;
    }
    state.gateway.send(Out::Frame(payload.to_string()));
}

/// Raises a dispatch event: sent now if the bot has a live session, kept for a RESUME
/// if its session is only disconnected, or held until the next READY otherwise.
pub fn dispatch(state: &mut State, event: &str, data: Value) {
    let Some(session) = state.gateway.session.as_mut() else {
        state.gateway.pending.push((event.to_string(), data));
        return;
    };
    session.seq += 1;
    let logged = Logged {
        seq: session.seq,
        event: event.to_string(),
        data,
        delivered: false,
    };
    session.log.push(logged);
    state.gateway.down_until_event = false;
    if state.gateway.is_live() {
        let index = state
            .gateway
            .session
            .as_ref()
            .map_or(0, |s| s.log.len() - 1);
        deliver(state, index);
    }
}

/// Sends the logged event at `index` and notes when interactions reach the bot.
fn deliver(state: &mut State, index: usize) {
    let Some(session) = state.gateway.session.as_mut() else {
        return;
    };
    let logged = &mut session.log[index];
    logged.delivered = true;
    let payload = json!({"op": 0, "s": logged.seq, "t": logged.event, "d": logged.data});
    if logged.event == "INTERACTION_CREATE" {
        let id = logged.data["id"]
            .as_str()
            .and_then(|s| s.parse::<u64>().ok());
        if let Some(ix) = id.and_then(|id| state.interactions.get_mut(&id)) {
            ix.sent.get_or_insert_with(Instant::now);
        }
    }
    send_json(state, &payload);
}

pub async fn serve(listener: TcpListener, shared: Arc<Shared>) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        let shared = shared.clone();
        tokio::spawn(async move {
            let _ = stream.set_nodelay(true);
            match tokio_tungstenite::accept_async(stream).await {
                Ok(ws) => connection(ws, shared).await,
                Err(e) => shared.update(|s| s.problem(format!("gateway handshake failed: {e}"))),
            }
        });
    }
}

async fn connection(
    ws: tokio_tungstenite::WebSocketStream<tokio::net::TcpStream>,
    shared: Arc<Shared>,
) {
    // After a test's drop, hold the reconnect back until an event happened while the
    // bot was away (bounded, so a test that sends none only waits a little).
    let held_since = Instant::now();
    while shared.lock().gateway.down_until_event && held_since.elapsed() < HOLD_LIMIT {
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    let (mut sink, mut stream) = ws.split();
    let (tx, mut rx) = unbounded_channel();
    let conn = shared.update(|state| {
        let g = &mut state.gateway;
        g.stats.connections += 1;
        let conn = u64::from(g.stats.connections);
        // A new connection replaces the old one (the bot reconnected).
        g.conn = Some((conn, tx));
        if let Some(s) = g.session.as_mut() {
            s.live = false;
        }
        let hello = json!({"op": 10, "d": {"heartbeat_interval": g.heartbeat_interval_ms}});
        send_json(state, &hello);
        conn
    });
    loop {
        tokio::select! {
            out = rx.recv() => match out {
                Some(Out::Frame(text)) => {
                    if sink.send(Frame::Text(text)).await.is_err() {
                        break;
                    }
                }
                Some(Out::Close(code, reason)) => {
                    let frame = CloseFrame { code: CloseCode::from(code), reason: reason.into() };
                    let _ = sink.send(Frame::Close(Some(frame))).await;
                    break;
                }
                Some(Out::Drop) | None => break,
            },
            incoming = stream.next() => match incoming {
                Some(Ok(Frame::Text(text))) => shared.update(|state| receive(state, conn, &text)),
                Some(Ok(Frame::Binary(_))) => shared.update(|state| {
                    state.problem("the bot sent a binary gateway frame");
                }),
                Some(Ok(Frame::Close(_)) | Err(_)) | None => break,
                Some(Ok(_)) => {}
            },
        }
    }
    shared.update(|state| {
        let g = &mut state.gateway;
        if g.conn.as_ref().is_some_and(|(id, _)| *id == conn) {
            g.conn = None;
            if let Some(s) = g.session.as_mut() {
                s.live = false;
            }
        }
    });
}

/// Handles one frame from the bot.
fn receive(state: &mut State, conn: u64, text: &str) {
    if state.gateway.conn.as_ref().map(|(id, _)| *id) != Some(conn) {
        return; // a connection that has been replaced
    }
    let Ok(frame) = serde_json::from_str::<Value>(text) else {
        state.problem(format!(
            "the bot sent a gateway frame that is not JSON: {text}"
        ));
        return;
    };
    let d = &frame["d"];
    match frame["op"].as_u64() {
        Some(1) => {
            state.gateway.stats.heartbeats += 1;
            send_json(state, &json!({"op": 11}));
        }
        Some(2) => identify(state, d),
        Some(6) => resume(state, d),
        // Presence updates, voice, member requests: nothing to do.
        Some(3 | 4 | 8 | 31) => {}
        _ => state.problem(format!("the bot sent an unknown gateway opcode: {text}")),
    }
}

fn identify(state: &mut State, d: &Value) {
    let token = format!("Bot {}", state.world.token);
    if d["token"] != token.as_str() {
        state.problem(format!("IDENTIFY with a wrong token: {}", d["token"]));
        state
            .gateway
            .send(Out::Close(4004, "Authentication failed.".into()));
        return;
    }
    let intents = d["intents"].as_u64().unwrap_or(0);
    if intents & PRIVILEGED_INTENTS != 0 {
        state.problem(format!("IDENTIFY asks for privileged intents ({intents})"));
        state
            .gateway
            .send(Out::Close(4014, "Disallowed intent(s).".into()));
        return;
    }
    if intents & GUILDS_INTENT == 0 {
        state.problem(format!("IDENTIFY without the GUILDS intent ({intents})"));
    }
    if d["shard"] != json!([0, 1]) {
        state.problem(format!(
            "IDENTIFY with shard {} (the fake has one shard)",
            d["shard"]
        ));
    }
    let g = &mut state.gateway;
    g.stats.identifies += 1;
    g.sessions_started += 1;
    // Whatever the old session never delivered is not lost: it waits for this one.
    let mut pending: Vec<(String, Value)> = g
        .session
        .take()
        .map(|s| {
            s.log
                .into_iter()
                .filter(|l| !l.delivered)
                .map(|l| (l.event, l.data))
                .collect()
        })
        .unwrap_or_default();
    pending.append(&mut g.pending);
    g.session = Some(Session {
        id: format!("fake-session-{}", g.sessions_started),
        seq: 0,
        log: Vec::new(),
        live: true,
        resumable: true,
    });
    let ready = json!({
        "v": 10,
        "user": state.bot_user(),
        "guilds": [],
        "session_id": format!("fake-session-{}", state.gateway.sessions_started),
        "resume_gateway_url": state.gateway_url,
        "shard": [0, 1],
        "application": {"id": state.world.app_id.to_string(), "flags": 0},
    });
    dispatch(state, "READY", ready);
    for (event, data) in pending {
        dispatch(state, &event, data);
    }
}

fn resume(state: &mut State, d: &Value) {
    state.gateway.stats.resumes += 1;
    let token = format!("Bot {}", state.world.token);
    let ok = state.gateway.session.as_ref().is_some_and(|s| {
        s.resumable && d["session_id"] == s.id.as_str() && d["token"] == token.as_str()
    });
    if !ok {
        // Not resumable: the bot must identify again.
        send_json(state, &json!({"op": 9, "d": false}));
        return;
    }
    let after = d["seq"].as_u64().unwrap_or(0);
    let missed: Vec<usize> = state
        .gateway
        .session
        .as_ref()
        .map(|s| {
            s.log
                .iter()
                .enumerate()
                .filter(|(_, l)| l.seq > after)
                .map(|(i, _)| i)
                .collect()
        })
        .unwrap_or_default();
    if !missed.is_empty() {
        state.gateway.stats.replayed_events += 1;
    }
    for index in missed {
        deliver(state, index);
    }
    if let Some(s) = state.gateway.session.as_mut() {
        s.live = true;
    }
    dispatch(state, "RESUMED", json!({}));
}

/// Test hooks.
impl State {
    /// Drops the connection at once: events from now on are only logged, and the
    /// bot's reconnect is held until one has been, so a RESUME must replay it.
    pub fn gateway_drop(&mut self) {
        self.gateway.send(Out::Drop);
        self.gateway.conn = None;
        if let Some(s) = self.gateway.session.as_mut() {
            s.live = false;
        }
        self.gateway.down_until_event = true;
    }

    pub fn gateway_close(&mut self, code: u16) {
        self.gateway
            .send(Out::Close(code, "closed by the test".into()));
    }

    /// Asks the bot to reconnect and resume (opcode 7).
    pub fn gateway_reconnect(&mut self) {
        send_json(self, &json!({"op": 7, "d": null}));
    }

    /// Opcode 9. Not resumable: the session is gone and the bot must identify again.
    pub fn gateway_invalidate(&mut self, resumable: bool) {
        if let Some(s) = self.gateway.session.as_mut() {
            s.resumable = resumable;
        }
        send_json(self, &json!({"op": 9, "d": resumable}));
    }
}
