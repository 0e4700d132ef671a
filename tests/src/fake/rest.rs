//! The REST API on 127.0.0.1, under `/api/v10`.
//!
//! Every request is matched to Discord's OpenAPI spec (a route Discord does not have, or
//! one the fake does not implement, is a problem that names the route), its body is
//! validated against the spec and against [`rules`](super::rules), and then it acts on
//! the channel model: callbacks answer interactions (once, within the deadline),
//! followups and edits go through the interaction's token, channel posts create
//! messages. Answers have Discord's shapes, and the ones serenity parses are checked
//! with serenity's own types so the fake cannot drift from what the bot expects.

use std::convert::Infallible;
use std::sync::Arc;
use std::time::Instant;

use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper_util::rt::TokioIo;
use serde_json::{json, Value};
use tokio::net::TcpListener;

use super::channel::{Origin, EPHEMERAL, LOADING};
use super::multipart::{self, Part};
use super::rules::{self, MessageUse};
use super::spec::{Media, Route, Spec};
use super::state::{Kind, Request, Shared, State};

/// A response: status and JSON body (`Null` for 204).
struct Reply {
    status: u16,
    body: Value,
}

impl Reply {
    fn ok(body: Value) -> Reply {
        Reply { status: 200, body }
    }

    fn no_content() -> Reply {
        Reply {
            status: 204,
            body: Value::Null,
        }
    }

    /// A Discord JSON error.
    fn error(status: u16, code: u64, message: &str) -> Reply {
        Reply {
            status,
            body: json!({"code": code, "message": message}),
        }
    }
}

pub async fn serve(listener: TcpListener, shared: Arc<Shared>) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        let _ = stream.set_nodelay(true);
        let shared = shared.clone();
        tokio::spawn(async move {
            let service = service_fn(move |req| handle(shared.clone(), req));
            let _ = http1::Builder::new()
                .serve_connection(TokioIo::new(stream), service)
                .await;
        });
    }
}

async fn handle(
    shared: Arc<Shared>,
    req: hyper::Request<Incoming>,
) -> Result<hyper::Response<Full<Bytes>>, Infallible> {
    let method = req.method().as_str().to_string();
    // A named bot process sends its requests under /bots/NAME.
    let (client, path) = super::gateway::client_of_path(req.uri().path());
    let path = path.to_string();
    let content_type = req
        .headers()
        .get(hyper::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let auth = req
        .headers()
        .get(hyper::header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    let body = match req.into_body().collect().await {
        Ok(b) => b.to_bytes(),
        Err(_) => Bytes::new(),
    };
    let reply = shared.update(|state| {
        state.requesting = client;
        let reply = rest(state, &method, &path, &content_type, auth.as_deref(), &body);
        state.requesting = None;
        reply
    });
    if method == "POST" && path.ends_with("/messages") && path.contains("/channels/") {
        // Made, but not answered while posts are held: the bot waits (and may be killed).
        while shared.lock().hold_posts {
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    }
    let mut response = hyper::Response::builder().status(reply.status);
    let bytes = if reply.status == 204 {
        Bytes::new()
    } else {
        response = response.header(hyper::header::CONTENT_TYPE, "application/json");
        Bytes::from(reply.body.to_string())
    };
    Ok(response.body(Full::new(bytes)).expect("a valid response"))
}

fn rest(
    state: &mut State,
    method: &str,
    full_path: &str,
    content_type: &str,
    auth: Option<&str>,
    raw: &[u8],
) -> Reply {
    let at = Instant::now();
    let Some(path) = full_path.strip_prefix("/api/v10") else {
        state.problem(format!("{method} {full_path}: not under /api/v10"));
        return Reply::error(404, 0, "404: Not Found");
    };
    if let Some(auth) = auth {
        if auth != format!("Bot {}", state.world.token) {
            state.problem(format!("{method} {path}: wrong Authorization header"));
            return Reply::error(401, 0, "401: Unauthorized");
        }
    }
    let spec = Spec::get();
    let Some(route) = spec.route(method, path) else {
        state.problem(format!("{method} {path}: Discord's API has no such route"));
        return Reply::error(404, 0, "404: Not Found");
    };

    // The body: JSON, or multipart with payload_json and files.
    let (body, files, media) = match read_body(content_type, raw) {
        Ok(b) => b,
        Err(e) => {
            state.problem(format!("{route} ({path}): {e}"));
            return Reply::error(400, 50109, "The request body contains invalid JSON.");
        }
    };
    let mut log = Request {
        method: method.to_string(),
        path: path.to_string(),
        route: Some(route.template.clone()),
        body: body.clone(),
        files: files
            .iter()
            .map(|f| {
                (
                    f.name.clone(),
                    f.filename.clone().unwrap_or_default(),
                    f.data.len(),
                )
            })
            .collect(),
        status: 0,
        at,
        client: state.requesting.clone(),
    };
    if let Some(media) = media {
        if let Err(errors) = spec.validate(&route, media, &body) {
            for e in errors {
                state.problem(format!("{e} ({path})"));
            }
            log.status = 400;
            state.requests.push(log);
            return Reply::error(400, 50035, "Invalid Form Body");
        }
    }
    let reply = if state.outage {
        // Checked as ever, then refused: Discord is having a bad minute.
        Reply::error(500, 0, "500: Internal Server Error")
    } else {
        act(state, &route, path, &body, &files)
    };
    log.status = reply.status;
    state.requests.push(log);
    reply
}

type Body = (Value, Vec<Part>, Option<Media>);

fn read_body(content_type: &str, raw: &[u8]) -> Result<Body, String> {
    if let Some(boundary) = multipart::boundary(content_type) {
        let parts = multipart::parse(raw, &boundary)?;
        let (payload, files): (Vec<Part>, Vec<Part>) =
            parts.into_iter().partition(|p| p.name == "payload_json");
        let body = match payload.first() {
            Some(p) => serde_json::from_slice(&p.data)
                .map_err(|e| format!("payload_json is not JSON: {e}"))?,
            None => Value::Object(Default::default()),
        };
        return Ok((body, files, Some(Media::Multipart)));
    }
    if raw.iter().all(u8::is_ascii_whitespace) {
        return Ok((Value::Null, Vec::new(), None));
    }
    let body = serde_json::from_slice(raw).map_err(|e| {
        format!(
            "the body is not JSON ({e}): {}",
            String::from_utf8_lossy(&raw[..raw.len().min(200)])
        )
    })?;
    Ok((body, Vec::new(), Some(Media::Json)))
}

/// Reports rule problems; true if there were any.
fn broke(state: &mut State, route: &Route, problems: Vec<String>) -> bool {
    let any = !problems.is_empty();
    for p in problems {
        state.problem(format!("{route}: {p}"));
    }
    any
}

fn act(state: &mut State, route: &Route, path: &str, body: &Value, files: &[Part]) -> Reply {
    let p = |i: usize| route.params.get(i).map_or("", String::as_str);
    let app = state.world.app_id.to_string();
    let method = route.method.as_str();
    match (method, route.template.as_str()) {
        // A named bot process gets a gateway URL of its own, so the gateway knows
        // which process each connection is.
        ("GET", "/gateway") => Reply::ok(json!({"url": state.client_gateway_url()})),
        ("GET", "/gateway/bot") => Reply::ok(json!({
            "url": state.client_gateway_url(),
            "shards": state.gateway.shard_count,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
        })),
        ("GET", "/oauth2/applications/@me") => application_info(state, &app),
        ("GET", "/users/@me") => Reply::ok(state.bot_user()),
        ("POST", "/users/@me/channels") => open_dm(state, route, body),
        (
            "PUT",
            "/applications/{application_id}/commands"
            | "/applications/{application_id}/guilds/{guild_id}/commands",
        ) => register_commands(state, route, &app, body),
        ("POST", "/interactions/{interaction_id}/{interaction_token}/callback") => {
            callback(state, route, p(0), p(1), body, files)
        }
        ("POST", "/webhooks/{webhook_id}/{webhook_token}") => {
            followup(state, route, p(0), p(1), body, files)
        }
        (
            _,
            "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
            | "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
        ) => webhook_message(state, route, body, files),
        ("POST", "/channels/{channel_id}/messages") => post_message(state, route, body, files),
        (_, "/channels/{channel_id}/messages/{message_id}") => {
            channel_message(state, route, path, body, files)
        }
        _ => not_implemented(state, route, path),
    }
}

/// The bot's application, as `GET /oauth2/applications/@me` answers.
fn application_info(state: &mut State, app: &str) -> Reply {
    Reply::ok(checked::<
        serenity::model::application::CurrentApplicationInfo,
    >(
        state,
        json!({
            "id": app,
            "name": "Windward (fake)",
            "icon": null,
            "description": "",
            "bot_public": true,
            "bot_require_code_grant": false,
            "verify_key": "0".repeat(64),
            "flags": 0,
            "owner": {"id": "1", "username": "owner", "discriminator": "0", "avatar": null},
            "team": null,
        }),
    ))
}

/// `POST /users/@me/channels`: the direct message channel with a user of the fake
/// (one per user).
fn open_dm(state: &mut State, route: &Route, body: &Value) -> Reply {
    let Some(user) = body["recipient_id"]
        .as_str()
        .and_then(|u| u.parse::<u64>().ok())
        .or_else(|| body["recipient_id"].as_u64())
        .filter(|u| state.users.contains_key(u))
    else {
        state.problem(format!(
            "{route}: no such recipient {}",
            body["recipient_id"]
        ));
        return Reply::error(400, 50035, "Invalid Form Body");
    };
    let channel = match state.dm_channels.iter().find(|(_, u)| **u == user) {
        Some((c, _)) => *c,
        None => {
            let c = state.next_id();
            state.dm_channels.insert(c, user);
            c
        }
    };
    let answer = json!({
        "id": channel.to_string(),
        "type": 1,
        "last_message_id": null,
        "recipients": [state.user_json(user)],
    });
    Reply::ok(checked::<serenity::model::channel::PrivateChannel>(
        state, answer,
    ))
}

/// `PUT` of the bot's commands, globally or in one guild of the fake.
fn register_commands(state: &mut State, route: &Route, app: &str, body: &Value) -> Reply {
    let p = |i: usize| route.params.get(i).map_or("", String::as_str);
    if p(0) != app {
        state.problem(format!("{route}: application id {} is not the bot's", p(0)));
        return Reply::error(403, 50001, "Missing Access");
    }
    let guild = if route.params.len() > 1 {
        let g = p(1).parse::<u64>().unwrap_or(0);
        if !state.guilds().contains(&g) {
            state.problem(format!("{route}: guild {g} is not a guild of the fake"));
            return Reply::error(403, 50001, "Missing Access");
        }
        Some(g)
    } else {
        None
    };
    if broke(state, route, rules::check_commands(body)) {
        return Reply::error(400, 50035, "Invalid Form Body");
    }
    let answer = state.register(guild, body);
    Reply::ok(checked::<Vec<serenity::model::application::Command>>(
        state, answer,
    ))
}

/// `POST /channels/{channel_id}/messages`: a channel post (or a direct message), once
/// per nonce when the bot enforces it.
fn post_message(state: &mut State, route: &Route, body: &Value, files: &[Part]) -> Reply {
    let p = |i: usize| route.params.get(i).map_or("", String::as_str);
    let channel = p(0).parse().unwrap_or(0);
    let dm_to = state.dm_channels.get(&channel).copied();
    if dm_to.is_some_and(|user| state.closed_dms.contains(&user)) {
        // Their privacy settings: Discord's answer a bot must cope with.
        return Reply::error(403, 50007, "Cannot send messages to this user");
    }
    if dm_to.is_none() && !state.channels.contains(&channel) {
        state.problem(format!("{route}: unknown channel {channel}"));
        return Reply::error(404, 10003, "Unknown Channel");
    }
    if broke(
        state,
        route,
        rules::check_message(body, files, MessageUse::ChannelCreate),
    ) {
        return Reply::error(400, 50035, "Invalid Form Body");
    }
    if body["enforce_nonce"] == true {
        // One message per nonce: a post sent again returns the first one.
        let nonce = body["nonce"].as_str();
        let earlier = state
            .messages
            .values()
            .find(|m| m.channel_id == channel && nonce.is_some() && m.nonce.as_deref() == nonce)
            .map(|m| m.id);
        if let Some(id) = earlier {
            return message_reply(state, id);
        }
    }
    let id = state.create_message(channel, body, files, Origin::ChannelPost, None);
    message_reply(state, id)
}

/// `GET`, `DELETE` or `PATCH` of a channel message.
fn channel_message(
    state: &mut State,
    route: &Route,
    path: &str,
    body: &Value,
    files: &[Part],
) -> Reply {
    let p = |i: usize| route.params.get(i).map_or("", String::as_str);
    let method = route.method.as_str();
    let channel: u64 = p(0).parse().unwrap_or(0);
    let id: u64 = p(1).parse().unwrap_or(0);
    let known = state
        .messages
        .get(&id)
        .filter(|m| m.channel_id == channel && !m.is_ephemeral());
    if known.is_some_and(|m| m.deleted) {
        // Someone deleted it: Discord answers 404, and a bot must cope.
        return Reply::error(404, 10008, "Unknown Message");
    }
    if known.is_none() {
        state.problem(format!("{route}: no message {id} in channel {channel}"));
        return Reply::error(404, 10008, "Unknown Message");
    }
    match method {
        "GET" => message_reply(state, id),
        "DELETE" => {
            if let Some(m) = state.messages.get_mut(&id) {
                m.deleted = true;
            }
            Reply::no_content()
        }
        "PATCH" => {
            if broke(
                state,
                route,
                rules::check_message(body, files, MessageUse::Edit),
            ) {
                return Reply::error(400, 50035, "Invalid Form Body");
            }
            state.edit_message(id, body, files);
            message_reply(state, id)
        }
        _ => not_implemented(state, route, path),
    }
}

fn not_implemented(state: &mut State, route: &Route, path: &str) -> Reply {
    state.problem(format!(
        "the fake does not implement {route} (the bot called {} {path}); add it to tests/src/fake/rest.rs",
        route.method
    ));
    Reply::error(404, 0, "404: Not Found")
}

/// Answers with a message after checking serenity can read it.
fn message_reply(state: &mut State, id: u64) -> Reply {
    let json = state.message_json(id);
    Reply::ok(checked::<serenity::model::channel::Message>(state, json))
}

/// Returns `value` after checking that serenity reads it as a `T`: a fake whose
/// answers the bot cannot read would test nothing.
fn checked<T: serde::de::DeserializeOwned>(state: &mut State, value: Value) -> Value {
    if let Err(e) = serde_json::from_value::<T>(value.clone()) {
        state.problem(format!(
            "fake bug: serenity cannot read the fake's answer as {} ({e}): {value}",
            std::any::type_name::<T>()
        ));
    }
    value
}

fn callback(
    state: &mut State,
    route: &Route,
    id: &str,
    token: &str,
    body: &Value,
    files: &[Part],
) -> Reply {
    let id: u64 = id.parse().unwrap_or(0);
    let Some(ix) = state
        .interactions
        .get(&id)
        .filter(|ix| ix.token == token)
        .cloned()
    else {
        state.problem(format!("{route}: callback for unknown interaction {id}"));
        return Reply::error(404, 10062, "Unknown interaction");
    };
    let kind = body["type"].as_u64().unwrap_or(0);
    if let Some((first, _)) = ix.answered {
        state.problem(format!(
            "{route}: interaction {id} answered twice (first with type {first}, now with type {kind}); Discord allows one initial response"
        ));
        return Reply::error(400, 40060, "Interaction has already been acknowledged.");
    }
    let elapsed = ix.sent.map_or_else(Default::default, |t| t.elapsed());
    if elapsed > state.world.deadline {
        state.problem(format!(
            "{route}: callback type {kind} for {:?} came {} ms after the event; Discord's deadline is {} ms",
            ix.kind,
            elapsed.as_millis(),
            state.world.deadline.as_millis()
        ));
        return Reply::error(404, 10062, "Unknown interaction");
    }
    let allowed: &[u64] = match ix.kind {
        Kind::Command(_) => &[4, 5, 9],
        Kind::Component { .. } => &[4, 5, 6, 7, 9],
        Kind::Autocomplete(_) => &[8],
    };
    if !allowed.contains(&kind) {
        state.problem(format!(
            "{route}: callback type {kind} cannot answer {:?} (allowed: {allowed:?})",
            ix.kind
        ));
        return Reply::error(400, 50035, "Invalid Form Body");
    }
    let data = &body["data"];
    let problems = match kind {
        4 => rules::check_message(data, files, MessageUse::InteractionCreate),
        7 => rules::check_message(data, files, MessageUse::Edit),
        8 => rules::check_autocomplete(data),
        _ if !files.is_empty() => vec![format!("callback type {kind} cannot carry files")],
        _ => Vec::new(),
    };
    if broke(state, route, problems) {
        return Reply::error(400, 50035, "Invalid Form Body");
    }
    let clicked = match &ix.kind {
        Kind::Component { message_id, .. } => Some(*message_id),
        _ => None,
    };
    let mut original = None;
    let mut placeholder = false;
    let mut created = None;
    let mut updated = false;
    match kind {
        4 => {
            let m = state.create_message(ix.channel_id, data, files, Origin::Reply, Some(&ix));
            original = Some(m);
            created = Some(m);
        }
        5 => {
            let flags = LOADING | (data["flags"].as_u64().unwrap_or(0) & EPHEMERAL);
            let m = state.create_message(
                ix.channel_id,
                &json!({"content": "", "flags": flags}),
                &[],
                Origin::Deferred,
                Some(&ix),
            );
            original = Some(m);
            created = Some(m);
            placeholder = true;
        }
        6 => original = clicked,
        7 => {
            if let Some(m) = clicked {
                state.edit_message(m, data, files);
                updated = true;
            }
            original = clicked;
        }
        8 => {
            let choices = data["choices"].as_array().cloned().unwrap_or_default();
            if let Some(i) = state.interactions.get_mut(&id) {
                i.choices = Some(choices);
            }
        }
        _ => {}
    }
    let client = state.requesting.clone();
    if let Some(i) = state.interactions.get_mut(&id) {
        i.answered = Some((kind, Instant::now()));
        i.answered_by = client;
        i.original = original;
        i.placeholder_open = placeholder;
        i.messages.extend(created);
        i.updates += u32::from(updated);
    }
    Reply::no_content()
}

/// The interaction a webhook route's token belongs to, if the route is usable.
fn webhook_interaction(state: &mut State, route: &Route) -> Result<u64, Reply> {
    let app = route.params.first().cloned().unwrap_or_default();
    let token = route.params.get(1).cloned().unwrap_or_default();
    if app != state.world.app_id.to_string() {
        state.problem(format!(
            "{route}: webhook id {app} is not the application id"
        ));
        return Err(Reply::error(404, 10015, "Unknown Webhook"));
    }
    let Some(id) = state.interaction_by_token(&token) else {
        state.problem(format!("{route}: unknown interaction token"));
        return Err(Reply::error(404, 10015, "Unknown Webhook"));
    };
    let ix = &state.interactions[&id];
    if ix.answered.is_none() {
        state.problem(format!(
            "{route}: interaction {id} used before its initial response; Discord knows no webhook for it yet"
        ));
        return Err(Reply::error(404, 10015, "Unknown Webhook"));
    }
    Ok(id)
}

fn followup(
    state: &mut State,
    route: &Route,
    _app: &str,
    _token: &str,
    body: &Value,
    files: &[Part],
) -> Reply {
    let id = match webhook_interaction(state, route) {
        Ok(id) => id,
        Err(reply) => return reply,
    };
    if broke(
        state,
        route,
        rules::check_message(body, files, MessageUse::InteractionCreate),
    ) {
        return Reply::error(400, 50035, "Invalid Form Body");
    }
    let ix = state.interactions[&id].clone();
    if ix.placeholder_open {
        // The first followup after a deferral fills the "thinking…" placeholder: an
        // edit, which notifies nobody and keeps the placeholder's visibility.
        let placeholder = ix.original.unwrap_or(0);
        let wants_public = body["flags"].as_u64().unwrap_or(0) & EPHEMERAL == 0;
        let is_private = state
            .messages
            .get(&placeholder)
            .is_some_and(|m| m.is_ephemeral());
        if wants_public && is_private {
            state.problem(format!(
                "{route}: a public followup fills the private \"thinking…\" placeholder of interaction {id}: only the caller will see it"
            ));
        }
        let content = body["content"].as_str().unwrap_or("");
        if !super::channel::notified(content, body.get("allowed_mentions"))
            .0
            .is_empty()
        {
            state.problem(format!(
                "{route}: a followup with mentions fills the deferred placeholder of interaction {id}: it is an edit and pings nobody"
            ));
        }
        state.edit_message(placeholder, body, files);
        if let Some(i) = state.interactions.get_mut(&id) {
            i.placeholder_open = false;
        }
        return message_reply(state, placeholder);
    }
    let m = state.create_message(ix.channel_id, body, files, Origin::Followup, Some(&ix));
    if let Some(i) = state.interactions.get_mut(&id) {
        i.messages.push(m);
    }
    message_reply(state, m)
}

fn webhook_message(state: &mut State, route: &Route, body: &Value, files: &[Part]) -> Reply {
    let id = match webhook_interaction(state, route) {
        Ok(id) => id,
        Err(reply) => return reply,
    };
    let ix = state.interactions[&id].clone();
    let target = if route.template.ends_with("@original") {
        ix.original
    } else {
        route
            .params
            .get(2)
            .and_then(|m| m.parse::<u64>().ok())
            .filter(|m| ix.messages.contains(m) || ix.original == Some(*m))
    };
    let Some(target) = target.filter(|m| state.messages.get(m).is_some_and(|m| !m.deleted)) else {
        state.problem(format!("{route}: interaction {id} has no such message"));
        return Reply::error(404, 10008, "Unknown Message");
    };
    match route.method.as_str() {
        "GET" => message_reply(state, target),
        "DELETE" => {
            if let Some(m) = state.messages.get_mut(&target) {
                m.deleted = true;
            }
            Reply::no_content()
        }
        "PATCH" => {
            if broke(
                state,
                route,
                rules::check_message(body, files, MessageUse::Edit),
            ) {
                return Reply::error(400, 50035, "Invalid Form Body");
            }
            state.edit_message(target, body, files);
            if let Some(i) = state.interactions.get_mut(&id) {
                if ix.placeholder_open && ix.original == Some(target) {
                    i.placeholder_open = false;
                }
                if matches!(&ix.kind, Kind::Component { message_id, .. } if *message_id == target) {
                    i.updates += 1;
                }
            }
            message_reply(state, target)
        }
        other => {
            state.problem(format!("{route}: the fake does not implement {other} here"));
            Reply::error(405, 0, "405: Method Not Allowed")
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::fake::state::World;

    fn world() -> World {
        World {
            app_id: 10,
            guild_id: 20,
            channel_id: 30,
            token: "fake".into(),
            deadline: Duration::from_secs(3),
        }
    }

    fn send(state: &mut State, method: &str, path: &str, body: &Value) -> Reply {
        let raw = if body.is_null() {
            String::new()
        } else {
            body.to_string()
        };
        rest(
            state,
            method,
            &format!("/api/v10{path}"),
            "application/json",
            Some("Bot fake"),
            raw.as_bytes(),
        )
    }

    fn command(state: &mut State) -> (u64, String) {
        let ix = state.new_interaction(Kind::Command("roll".into()), 99, 30);
        state.interactions.get_mut(&ix.id).unwrap().sent = Some(Instant::now());
        (ix.id, ix.token)
    }

    fn problems(state: &mut State) -> String {
        std::mem::take(&mut state.problems).join("\n")
    }

    #[test]
    fn unknown_and_unimplemented_routes_name_the_route() {
        let shared = Shared::new(world());
        let s = &mut *shared.lock();
        assert_eq!(send(s, "GET", "/no/such/thing", &Value::Null).status, 404);
        assert!(problems(s).contains("GET /no/such/thing: Discord's API has no such route"));
        assert_eq!(send(s, "GET", "/guilds/20/roles", &Value::Null).status, 404);
        assert!(problems(s).contains("the fake does not implement GET /guilds/{guild_id}/roles"));
    }

    #[test]
    fn an_interaction_is_answered_once() {
        let shared = Shared::new(world());
        let s = &mut *shared.lock();
        let (id, token) = command(s);
        let path = format!("/interactions/{id}/{token}/callback");
        let reply = json!({"type": 4, "data": {"content": "hi"}});
        assert_eq!(send(s, "POST", &path, &reply).status, 204);
        assert!(s.problems.is_empty(), "{:?}", s.problems);
        let again = send(s, "POST", &path, &reply);
        assert_eq!(
            (again.status, again.body["code"].clone()),
            (400, json!(40060))
        );
        assert!(problems(s).contains("answered twice"));
    }

    #[test]
    fn a_late_answer_is_unknown_to_discord() {
        let shared = Shared::new(world());
        let s = &mut *shared.lock();
        let (id, token) = command(s);
        s.interactions.get_mut(&id).unwrap().sent =
            Some(Instant::now() - Duration::from_millis(3100));
        let late = send(
            s,
            "POST",
            &format!("/interactions/{id}/{token}/callback"),
            &json!({"type": 4, "data": {"content": "hi"}}),
        );
        assert_eq!(
            (late.status, late.body["code"].clone()),
            (404, json!(10062))
        );
        assert!(problems(s).contains("deadline"));
    }

    #[test]
    fn followups_need_an_answer_first() {
        let shared = Shared::new(world());
        let s = &mut *shared.lock();
        let (_, token) = command(s);
        let early = send(
            s,
            "POST",
            &format!("/webhooks/10/{token}"),
            &json!({"content": "x"}),
        );
        assert_eq!(
            (early.status, early.body["code"].clone()),
            (404, json!(10015))
        );
        assert!(problems(s).contains("before its initial response"));
    }

    #[test]
    fn spec_errors_point_at_the_field() {
        let shared = Shared::new(world());
        let s = &mut *shared.lock();
        let (id, token) = command(s);
        let body = json!({"type": 4, "data": {"content": "x", "components": [{"type": 1, "components": [
            {"type": 2, "style": 9, "label": "Go", "custom_id": "go"}
        ]}]}});
        let reply = send(
            s,
            "POST",
            &format!("/interactions/{id}/{token}/callback"),
            &body,
        );
        assert_eq!(reply.status, 400);
        let found = problems(s);
        assert!(
            found.contains("/data/components/0/components/0/style"),
            "{found}"
        );
    }

    #[test]
    fn a_rule_the_spec_misses_is_reported() {
        let shared = Shared::new(world());
        let s = &mut *shared.lock();
        let (id, token) = command(s);
        let buttons: Vec<Value> = (0..6)
            .map(|i| json!({"type": 2, "style": 1, "label": "Go", "custom_id": format!("b{i}")}))
            .collect();
        let body = json!({"type": 4, "data": {"content": "x", "components": [{"type": 1, "components": buttons}]}});
        let reply = send(
            s,
            "POST",
            &format!("/interactions/{id}/{token}/callback"),
            &body,
        );
        assert_eq!(reply.status, 400);
        let found = problems(s);
        // The spec says at most 5 too: both report it.
        assert!(found.contains("components"), "{found}");
    }

    #[test]
    fn an_update_that_drops_the_picture_is_reported() {
        let shared = Shared::new(world());
        let s = &mut *shared.lock();
        let (id, token) = command(s);
        let body = json!({"type": 4, "data": {
            "embeds": [{"title": "Board", "image": {"url": "attachment://board.png"}}],
            "attachments": [{"id": 0, "filename": "board.png", "description": "The board."}],
        }});
        let boundary = "BOUNDARY";
        let mut raw = Vec::new();
        raw.extend_from_slice(format!("--{boundary}\r\nContent-Disposition: form-data; name=\"files[0]\"; filename=\"board.png\"\r\nContent-Type: image/png\r\n\r\n").as_bytes());
        raw.extend_from_slice(b"\x89PNG\r\n\x1a\n-not-really");
        raw.extend_from_slice(format!("\r\n--{boundary}\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n{body}\r\n--{boundary}--\r\n").as_bytes());
        let reply = rest(
            s,
            "POST",
            &format!("/api/v10/interactions/{id}/{token}/callback"),
            &format!("multipart/form-data; boundary={boundary}"),
            None,
            &raw,
        );
        assert_eq!(reply.status, 204, "{:?}", s.problems);
        let board = s.interactions[&id].original.unwrap();
        assert!(s.messages[&board].embed_image().is_some_and(|a| a.is_png()));

        // A click on the board answered with an update that sends `attachments: []`.
        let click = s.new_interaction(
            Kind::Component {
                message_id: board,
                custom_id: "x".into(),
            },
            99,
            30,
        );
        s.interactions.get_mut(&click.id).unwrap().sent = Some(Instant::now());
        let update = json!({"type": 7, "data": {"components": [], "attachments": []}});
        send(
            s,
            "POST",
            &format!("/interactions/{}/{}/callback", click.id, click.token),
            &update,
        );
        assert!(problems(s).contains("the picture is lost"));
    }
}
