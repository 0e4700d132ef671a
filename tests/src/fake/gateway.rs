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

/// One open WebSocket.
#[derive(Debug)]
struct Conn {
    tx: UnboundedSender<Out>,
    /// Which bot process it is (see [`client_of_path`]).
    client: Option<String>,
}

/// One shard: the connection serving it and its session.
#[derive(Debug, Default)]
struct Shard {
    conn: Option<u64>,
    session: Option<Session>,
    /// Dispatches waiting for a session: (event name, data).
    pending: Vec<(String, Value)>,
    /// Set by a dropped connection: the gateway stays down (a reconnect waits before
    /// HELLO) until the next event of this shard has been logged, so that event must
    /// be replayed.
    down_until_event: bool,
}

/// The longest a reconnect is held back after a test's drop.
const HOLD_LIMIT: std::time::Duration = std::time::Duration::from_secs(2);

/// Counters tests can assert on (all shards together).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GatewayStats {
    pub connections: u32,
    pub identifies: u32,
    pub resumes: u32,
    /// Resumes that replayed at least one missed event.
    pub replayed_events: u32,
    pub heartbeats: u32,
}

/// One IDENTIFY: which shard, and which bot process sent it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Identified {
    pub shard: u32,
    pub total: u32,
    /// The bot process (its `DISCORD_API_BASE` path, see [`client_of_path`]), if named.
    pub client: Option<String>,
}

pub struct GatewayState {
    conns: std::collections::BTreeMap<u64, Conn>,
    shards: std::collections::BTreeMap<u32, Shard>,
    sessions_started: u64,
    pub stats: GatewayStats,
    /// Every IDENTIFY, in order.
    pub identified: Vec<Identified>,
    /// What HELLO announces.
    pub heartbeat_interval_ms: u64,
    /// How many shards the bot must identify with (Discord's recommendation in
    /// `GET /gateway/bot`). A guild's events go to shard `(guild_id >> 22) % shards`,
    /// direct messages to shard 0.
    pub shard_count: u32,
}

impl Default for GatewayState {
    fn default() -> GatewayState {
        GatewayState {
            conns: std::collections::BTreeMap::new(),
            shards: std::collections::BTreeMap::new(),
            sessions_started: 0,
            stats: GatewayStats::default(),
            identified: Vec::new(),
            heartbeat_interval_ms: 0,
            shard_count: 1,
        }
    }
}

/// The shard of a guild's events among `total` (Discord's formula).
pub fn shard_of(guild_id: u64, total: u32) -> u32 {
    ((guild_id >> 22) % u64::from(total.max(1))) as u32
}

/// Which bot process a request or a connection comes from: tests name a process by
/// giving it `DISCORD_API_BASE=http://127.0.0.1:PORT/bots/NAME`, so its REST calls
/// arrive as `/bots/NAME/api/v10/…` and its gateway URL (from `GET /gateway`) is
/// `ws://127.0.0.1:PORT/bots/NAME`. Returns the name and the path without the prefix.
pub fn client_of_path(path: &str) -> (Option<String>, &str) {
    let Some(rest) = path.strip_prefix("/bots/") else {
        return (None, path);
    };
    match rest.find('/') {
        Some(slash) if slash + 1 < rest.len() => (Some(rest[..slash].to_string()), &rest[slash..]),
        Some(slash) => (Some(rest[..slash].to_string()), "/"),
        None => (Some(rest.to_string()), "/"),
    }
}

impl GatewayState {
    /// Whether the bot holds a live session (identified or resumed) on every shard.
    pub fn is_live(&self) -> bool {
        (0..self.shard_count).all(|k| self.shard_live(k))
    }

    /// Whether shard `k` has a live session on an open connection.
    pub fn shard_live(&self, k: u32) -> bool {
        self.shards.get(&k).is_some_and(|s| {
            s.conn.is_some_and(|c| self.conns.contains_key(&c))
                && s.session.as_ref().is_some_and(|s| s.live)
        })
    }

    /// The bot process whose connection serves shard `k` now.
    pub fn shard_client(&self, k: u32) -> Option<String> {
        let conn = self.shards.get(&k)?.conn?;
        self.conns.get(&conn)?.client.clone()
    }

    /// The shard a dispatch goes to: its guild's, or shard 0 (direct messages, and
    /// events of no guild).
    fn shard_of_event(&self, event: &str, data: &Value) -> u32 {
        let guild = match event {
            "GUILD_CREATE" | "GUILD_UPDATE" | "GUILD_DELETE" => &data["id"],
            _ => &data["guild_id"],
        };
        guild
            .as_str()
            .and_then(|g| g.parse::<u64>().ok())
            .map_or(0, |g| shard_of(g, self.shard_count))
    }

    fn send_to_conn(&self, conn: u64, out: Out) {
        if let Some(c) = self.conns.get(&conn) {
            let _ = c.tx.send(out);
        }
    }

    fn send(&self, shard: u32, out: Out) {
        if let Some(conn) = self.shards.get(&shard).and_then(|s| s.conn) {
            self.send_to_conn(conn, out);
        }
    }

    /// Forgets a connection: its frames are ignored from now on, and dropping its
    /// sender makes its task close the socket.
    fn forget_conn(&mut self, conn: u64) {
        self.conns.remove(&conn);
        for shard in self.shards.values_mut() {
            if shard.conn == Some(conn) {
                shard.conn = None;
                if let Some(s) = shard.session.as_mut() {
                    s.live = false;
                }
            }
        }
    }

    /// Makes `conn` the connection of `shard`; another connection that served it is
    /// replaced (closed).
    fn take_shard(&mut self, shard: u32, conn: u64) {
        let old = self.shards.entry(shard).or_default().conn;
        if let Some(old) = old.filter(|old| *old != conn) {
            self.forget_conn(old);
        }
        self.shards.entry(shard).or_default().conn = Some(conn);
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

/// Checks a payload with serenity; a payload it would drop is a problem.
fn checked(state: &mut State, payload: &Value) -> bool {
    match check_with_serenity(payload) {
        Ok(()) => true,
        Err(e) => {
            state.problem(format!("fake gateway: {e}"));
            false
        }
    }
}

/// Sends a payload on shard `shard`'s connection after checking it with serenity.
fn send_json(state: &mut State, shard: u32, payload: &Value) {
    if checked(state, payload) {
        state.gateway.send(shard, Out::Frame(payload.to_string()));
    }
}

/// Sends a payload on connection `conn` (an answer to one of its frames).
fn reply_json(state: &mut State, conn: u64, payload: &Value) {
    if checked(state, payload) {
        state
            .gateway
            .send_to_conn(conn, Out::Frame(payload.to_string()));
    }
}

/// Raises a dispatch event on the shard of its guild (shard 0 for direct messages):
/// sent now if that shard has a live session, kept for a RESUME if its session is
/// only disconnected, or held until the shard's next READY otherwise.
pub fn dispatch(state: &mut State, event: &str, data: Value) {
    let shard = state.gateway.shard_of_event(event, &data);
    dispatch_to(state, shard, event, data);
}

fn dispatch_to(state: &mut State, shard: u32, event: &str, data: Value) {
    let live = state.gateway.shard_live(shard);
    let s = state.gateway.shards.entry(shard).or_default();
    let Some(session) = s.session.as_mut() else {
        s.pending.push((event.to_string(), data));
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
    let index = session.log.len() - 1;
    s.down_until_event = false;
    if live {
        deliver(state, shard, index);
    }
}

/// Sends the logged event at `index` of a shard's session and notes when (and to
/// which bot process) interactions reach the bot.
fn deliver(state: &mut State, shard: u32, index: usize) {
    let client = state.gateway.shard_client(shard);
    let Some(session) = state
        .gateway
        .shards
        .get_mut(&shard)
        .and_then(|s| s.session.as_mut())
    else {
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
            ix.shard = Some(shard);
            ix.delivered_to = client;
        }
    }
    send_json(state, shard, &payload);
}

// The handshake callback's type is tungstenite's, large error and all.
#[allow(clippy::result_large_err)]
pub async fn serve(listener: TcpListener, shared: Arc<Shared>) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        let shared = shared.clone();
        tokio::spawn(async move {
            let _ = stream.set_nodelay(true);
            let mut path = String::new();
            let handshake = tokio_tungstenite::accept_hdr_async(
                stream,
                |request: &tokio_tungstenite::tungstenite::handshake::server::Request, response| {
                    path = request.uri().path().to_string();
                    Ok(response)
                },
            )
            .await;
            match handshake {
                Ok(ws) => {
                    let client = client_of_path(&path).0;
                    connection(ws, shared, client).await;
                }
                Err(e) => shared.update(|s| s.problem(format!("gateway handshake failed: {e}"))),
            }
        });
    }
}

async fn connection(
    ws: tokio_tungstenite::WebSocketStream<tokio::net::TcpStream>,
    shared: Arc<Shared>,
    client: Option<String>,
) {
    // After a test's drop, hold the reconnect back until an event happened while the
    // bot was away (bounded, so a test that sends none only waits a little).
    let held_since = Instant::now();
    while shared
        .lock()
        .gateway
        .shards
        .values()
        .any(|s| s.down_until_event)
        && held_since.elapsed() < HOLD_LIMIT
    {
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    let (mut sink, mut stream) = ws.split();
    let (tx, mut rx) = unbounded_channel();
    let conn = shared.update(|state| {
        let g = &mut state.gateway;
        g.stats.connections += 1;
        let conn = u64::from(g.stats.connections);
        if g.shard_count == 1 {
            // An unsharded bot has one connection: a new one replaces the old (the
            // bot reconnected), which is no longer heard.
            let old: Vec<u64> = g.conns.keys().copied().collect();
            for c in old {
                g.forget_conn(c);
            }
        }
        g.conns.insert(conn, Conn { tx, client });
        let hello = json!({"op": 10, "d": {"heartbeat_interval": g.heartbeat_interval_ms}});
        reply_json(state, conn, &hello);
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
    shared.update(|state| state.gateway.forget_conn(conn));
}

/// Handles one frame from the bot.
fn receive(state: &mut State, conn: u64, text: &str) {
    if !state.gateway.conns.contains_key(&conn) {
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
            reply_json(state, conn, &json!({"op": 11}));
        }
        Some(2) => identify(state, conn, d),
        Some(6) => resume(state, conn, d),
        // Presence updates, voice, member requests: nothing to do.
        Some(3 | 4 | 8 | 31) => {}
        _ => state.problem(format!("the bot sent an unknown gateway opcode: {text}")),
    }
}

fn identify(state: &mut State, conn: u64, d: &Value) {
    let token = format!("Bot {}", state.world.token);
    if d["token"] != token.as_str() {
        state.problem(format!("IDENTIFY with a wrong token: {}", d["token"]));
        state
            .gateway
            .send_to_conn(conn, Out::Close(4004, "Authentication failed.".into()));
        return;
    }
    let intents = d["intents"].as_u64().unwrap_or(0);
    if intents & PRIVILEGED_INTENTS != 0 {
        state.problem(format!("IDENTIFY asks for privileged intents ({intents})"));
        state
            .gateway
            .send_to_conn(conn, Out::Close(4014, "Disallowed intent(s).".into()));
        return;
    }
    if intents & GUILDS_INTENT == 0 {
        state.problem(format!("IDENTIFY without the GUILDS intent ({intents})"));
    }
    let total = state.gateway.shard_count;
    let asked = (
        d["shard"][0].as_u64().and_then(|k| u32::try_from(k).ok()),
        d["shard"][1].as_u64(),
    );
    let shard = match asked {
        (Some(k), Some(n)) if n == u64::from(total) && k < total => k,
        _ => {
            // Discord closes with 4010 (invalid shard) or 4011 (sharding required).
            state.problem(format!(
                "IDENTIFY with shard {} (the fake has {total} shard{}, numbered from 0)",
                d["shard"],
                if total == 1 { "" } else { "s" }
            ));
            state
                .gateway
                .send_to_conn(conn, Out::Close(4010, "Invalid shard.".into()));
            return;
        }
    };
    let client = state
        .gateway
        .conns
        .get(&conn)
        .and_then(|c| c.client.clone());
    state.gateway.identified.push(Identified {
        shard,
        total,
        client,
    });
    state.gateway.take_shard(shard, conn);
    let g = &mut state.gateway;
    g.stats.identifies += 1;
    g.sessions_started += 1;
    let session_id = format!("fake-session-{}", g.sessions_started);
    let s = g.shards.entry(shard).or_default();
    // Whatever the old session never delivered is not lost: it waits for this one.
    let mut pending: Vec<(String, Value)> = s
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
    pending.append(&mut s.pending);
    s.session = Some(Session {
        id: session_id.clone(),
        seq: 0,
        log: Vec::new(),
        live: true,
        resumable: true,
    });
    // The shard's guilds, unavailable until their GUILD_CREATE (which the fake does
    // not send: the bot needs nothing from it).
    let guilds: Vec<Value> = state
        .guilds()
        .into_iter()
        .filter(|g| shard_of(*g, total) == shard)
        .map(|g| json!({"id": g.to_string(), "unavailable": true}))
        .collect();
    let ready = json!({
        "v": 10,
        "user": state.bot_user(),
        "guilds": guilds,
        "session_id": session_id,
        "resume_gateway_url": state.gateway_url,
        "shard": [shard, total],
        "application": {"id": state.world.app_id.to_string(), "flags": 0},
    });
    dispatch_to(state, shard, "READY", ready);
    for (event, data) in pending {
        dispatch_to(state, shard, &event, data);
    }
}

fn resume(state: &mut State, conn: u64, d: &Value) {
    state.gateway.stats.resumes += 1;
    let token = format!("Bot {}", state.world.token);
    let shard = state.gateway.shards.iter().find_map(|(k, s)| {
        s.session
            .as_ref()
            .is_some_and(|s| s.resumable && d["session_id"] == s.id.as_str())
            .then_some(*k)
    });
    let Some(shard) = shard.filter(|_| d["token"] == token.as_str()) else {
        // Not resumable: the bot must identify again.
        reply_json(state, conn, &json!({"op": 9, "d": false}));
        return;
    };
    state.gateway.take_shard(shard, conn);
    let after = d["seq"].as_u64().unwrap_or(0);
    let missed: Vec<usize> = state
        .gateway
        .shards
        .get(&shard)
        .and_then(|s| s.session.as_ref())
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
        deliver(state, shard, index);
    }
    if let Some(s) = state
        .gateway
        .shards
        .get_mut(&shard)
        .and_then(|s| s.session.as_mut())
    {
        s.live = true;
    }
    dispatch_to(state, shard, "RESUMED", json!({}));
}

/// Test hooks, on shard 0 (an unsharded bot's only shard).
impl State {
    /// Drops the connection at once: events from now on are only logged, and the
    /// bot's reconnect is held until one has been, so a RESUME must replay it.
    pub fn gateway_drop(&mut self) {
        let g = &mut self.gateway;
        g.send(0, Out::Drop);
        if let Some(conn) = g.shards.get(&0).and_then(|s| s.conn) {
            g.forget_conn(conn);
        }
        let s = g.shards.entry(0).or_default();
        if let Some(session) = s.session.as_mut() {
            session.live = false;
        }
        s.down_until_event = true;
    }

    pub fn gateway_close(&mut self, code: u16) {
        self.gateway
            .send(0, Out::Close(code, "closed by the test".into()));
    }

    /// Asks the bot to reconnect and resume (opcode 7).
    pub fn gateway_reconnect(&mut self) {
        send_json(self, 0, &json!({"op": 7, "d": null}));
    }

    /// Opcode 9. Not resumable: the session is gone and the bot must identify again.
    pub fn gateway_invalidate(&mut self, resumable: bool) {
        if let Some(s) = self
            .gateway
            .shards
            .get_mut(&0)
            .and_then(|s| s.session.as_mut())
        {
            s.resumable = resumable;
        }
        send_json(self, 0, &json!({"op": 9, "d": resumable}));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_named_bot_process_is_read_from_its_path() {
        assert_eq!(
            client_of_path("/api/v10/gateway"),
            (None, "/api/v10/gateway")
        );
        assert_eq!(
            client_of_path("/bots/a/api/v10/gateway"),
            (Some("a".into()), "/api/v10/gateway")
        );
        assert_eq!(client_of_path("/bots/b"), (Some("b".into()), "/"));
        assert_eq!(client_of_path("/bots/b/"), (Some("b".into()), "/"));
    }

    #[test]
    fn guilds_are_sharded_as_discord_does() {
        // (guild_id >> 22) % total: the id's timestamp part.
        assert_eq!(shard_of(0, 2), 0);
        assert_eq!(shard_of(1 << 22, 2), 1);
        assert_eq!(shard_of((5 << 22) | 0x3f_ffff, 4), 1);
        assert_eq!(shard_of(u64::MAX, 1), 0);
    }
}
