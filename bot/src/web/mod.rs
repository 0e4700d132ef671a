//! The table on the web: one HTTP server in the bot's process (axum, on the bot's own
//! tokio runtime), read-only. Nothing here changes a game.
//!
//! - `/g/<token>`: a game's page: the board as the channel sees it, updated live while
//!   the page is open (`/g/<token>/events`, server-sent events; `/g/<token>/live` is
//!   the part that changes), whom it waits for and since when, every move in words,
//!   searchable, a replay slider (`/g/<token>/board.png?move=N`), the rules, the
//!   sealed seed and, once the game is over, its record for `windward verify`.
//! - `/p/<token>/<seat>/<expires>/<signature>`: a seat's own view, the link signed
//!   and expiring (`app/web_links.rs`); the same parts under it.
//! - `/healthz`: 200 when the database answers.
//!
//! Every page reads without script; `assets/live.js` adds the live updates, the
//! slider and the log filter. Every answer carries a strict Content-Security-Policy
//! (scripts, styles and pictures from this server only), sets no cookie and sends
//! no referrer, so a private link does not leak to a site it links to. Every
//! unknown, malformed, forged or expired address gets the same 404, which says
//! nothing about whether a game exists. Work is bounded: page requests by
//! [`MAX_PAGE_WORK`] at once, live streams by `live.rs`'s bounds.

mod connections;
mod live;
mod markup;
mod pages;

use std::net::SocketAddr;
use std::sync::Arc;

use axum::body::Body;
use axum::extract::rejection::PathRejection;
use axum::extract::{ConnectInfo, Path, Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::serve::ListenerExt;
use axum::Router;
use serde::Deserialize;
use tokio::net::TcpListener;
use tokio_util::sync::CancellationToken;
use tower_http::compression::CompressionLayer;
use tower_http::set_header::SetResponseHeaderLayer;
use tracing::{info, warn};
use windward_engine::i18n::Lang;

use crate::app::web_links::WebLinks;
use crate::app::{App, Fail};
use pages::Asked;

pub use connections::{
    MAX_PER_ADDRESS as MAX_CONNECTIONS_PER_ADDRESS, MAX_TOTAL as MAX_CONNECTIONS,
};
pub use live::{MAX_STREAMS, MAX_STREAMS_PER_ADDRESS};

/// Page requests (pages, pictures, records) served at once; more wait their turn.
/// Pictures are drawn on the bot's drawing pool (one thread per core) anyway.
pub const MAX_PAGE_WORK: usize = 64;

const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; \
                   connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/// What the handlers share.
pub struct Web {
    app: Arc<App>,
    links: WebLinks,
    streams: Arc<live::Streams>,
    /// Ends the live streams when the bot stops.
    stop: CancellationToken,
}

/// The server's routes, with their headers and bounds.
pub fn router(app: Arc<App>, links: WebLinks, stop: CancellationToken) -> Router {
    let state = Arc::new(Web {
        app,
        links,
        streams: Arc::new(live::Streams::default()),
        stop,
    });
    let pages = Router::new()
        .route("/healthz", get(healthz))
        .route("/g/{token}", get(game_page))
        .route("/g/{token}/live", get(game_live))
        .route("/g/{token}/board.png", get(game_board))
        .route("/g/{token}/record.json", get(game_record))
        .route("/g/{token}/cards", get(game_cards))
        .route("/cards/{game}/{card}", get(card_picture))
        .route("/p/{token}/{seat}/{expires}/{signature}", get(private_page))
        .route(
            "/p/{token}/{seat}/{expires}/{signature}/live",
            get(private_live),
        )
        .route(
            "/p/{token}/{seat}/{expires}/{signature}/board.png",
            get(private_board),
        )
        .route("/static/style.css", get(style))
        .route("/static/live.js", get(script))
        // Browsers ask for one on every page: nothing, rather than the 404 page.
        .route("/favicon.ico", get(|| async { StatusCode::NO_CONTENT }))
        .layer(tower::limit::ConcurrencyLimitLayer::new(MAX_PAGE_WORK));
    // Streams stay open: they are bounded by `live.rs`, not by the page work above.
    let streams = Router::new()
        .route("/g/{token}/events", get(game_events))
        .route(
            "/p/{token}/{seat}/{expires}/{signature}/events",
            get(private_events),
        );
    let header = |name, value: &'static str| {
        SetResponseHeaderLayer::overriding(name, HeaderValue::from_static(value))
    };
    pages
        .merge(streams)
        .fallback(|headers: HeaderMap| async move { not_found(reader_lang(&headers)) })
        .with_state(state)
        .layer(CompressionLayer::new())
        .layer(header(header::CONTENT_SECURITY_POLICY, CSP))
        .layer(header(header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        // Pages and pictures speak the reader's `Accept-Language`.
        .layer(header(header::VARY, "Accept-Language"))
        .layer(header(header::REFERRER_POLICY, "no-referrer"))
        .layer(header(header::X_FRAME_OPTIONS, "DENY"))
}

/// The address a reader's bounds per address count under: `None` for a loopback
/// peer, this machine, which is the reverse proxy in front (the default `WEB_ADDR`
/// is for one) through which every reader comes; bounding it per address would cap
/// all readers together, so only the totals apply to it, and the proxy keeps its own
/// limits per client.
fn per_client(peer: SocketAddr) -> Option<std::net::IpAddr> {
    (!peer.ip().is_loopback()).then(|| peer.ip())
}

/// Serves the pages on `listener` until `stop` is cancelled (open live pages are
/// closed then, so the stop does not wait on them).
///
/// # Errors
/// The server failed.
pub async fn serve(
    listener: TcpListener,
    app: Arc<App>,
    links: WebLinks,
    stop: CancellationToken,
) -> std::io::Result<()> {
    if let Ok(address) = listener.local_addr() {
        info!(%address, "web pages served");
    }
    let service =
        router(app, links, stop.clone()).into_make_service_with_connect_info::<SocketAddr>();
    // (`tap_io` does nothing; through it the bounded listener's addresses reach
    // `ConnectInfo`.)
    let listener = connections::Bounded::new(listener).tap_io(|_| {});
    axum::serve(listener, service)
        .with_graceful_shutdown(async move { stop.cancelled().await })
        .await
}

/// Where the pages are served, as the settings say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Serve {
    /// `WEB_ADDR` unset: [`DEFAULT_ADDR`]; if that address is taken, the bot runs on
    /// without pages (and says so), as it did before it had any.
    Default,
    /// `WEB_ADDR` set: there, or the bot does not start.
    At(SocketAddr),
    /// `WEB_ADDR=off`.
    Off,
}

/// The pages' address unless set: this machine only, for a proxy in front.
pub const DEFAULT_ADDR: &str = crate::settings::DEFAULT_WEB_ADDR;

/// Everything the pages need, from the settings: the links the app gives out (their
/// key from `secret`, or made once and kept in the database), news of changes from
/// every process, and the listening socket. Returns the server to run, if any.
///
/// # Errors
/// The database cannot give the key, or an address that was asked for cannot be
/// listened on.
pub async fn prepare(
    app: &Arc<App>,
    serve: Serve,
    public_url: Option<&str>,
    secret: Option<&str>,
    database_url: &str,
) -> anyhow::Result<Option<TcpListener>> {
    let secret = match secret {
        Some(secret) => secret.to_string(),
        None => {
            let fresh = crate::app::record::random_salt() + &crate::app::record::random_salt();
            app.store().secret("web", &fresh).await?
        }
    };
    app.set_web_links(WebLinks::new(public_url, secret.as_bytes()));
    app.store().listen_for_changes(database_url);
    let address = match serve {
        Serve::Off => return Ok(None),
        Serve::At(address) => address,
        Serve::Default => DEFAULT_ADDR.parse()?,
    };
    match TcpListener::bind(address).await {
        Ok(listener) => Ok(Some(listener)),
        Err(e) if serve == Serve::Default => {
            warn!(%address, error = %e, "the web pages are not served: their default address is taken (set WEB_ADDR to a free address, or to off)");
            Ok(None)
        }
        Err(e) => Err(anyhow::anyhow!(
            "WEB_ADDR {address}: cannot listen there ({e}); set a free address, or off"
        )),
    }
}

/// The address setting read: `off` (any case) for none.
///
/// # Errors
/// Neither `off` nor an address with a port.
pub fn address(setting: &str) -> anyhow::Result<Option<SocketAddr>> {
    let setting = setting.trim();
    if setting.eq_ignore_ascii_case("off") {
        return Ok(None);
    }
    setting.parse().map(Some).map_err(|_| {
        anyhow::anyhow!(
            "WEB_ADDR `{setting}` is not an address with a port (like 127.0.0.1:8080), or `off`"
        )
    })
}

fn html(markup: maud::Markup) -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        markup.into_string(),
    )
        .into_response()
}

/// The reader's language, as their browser asks for it (`Accept-Language`): the
/// first of English, Polish and French by the header's order of preference (`q`),
/// a region counting as its language (`pl-PL` is Polish); `None` if it names none of
/// them (the page then speaks the table's language).
pub fn accepted_lang(header: &str) -> Option<Lang> {
    let mut asked: Vec<(u32, usize, Lang)> = header
        .split(',')
        .enumerate()
        .filter_map(|(i, part)| {
            let mut pieces = part.split(';');
            let tag = pieces.next()?.trim();
            let q = pieces
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
            if q.is_nan() || q <= 0.0 || q > 1.0 {
                return None;
            }
            // In thousandths, so the order is exact and total.
            let q = (q * 1000.0).round() as u32;
            Some((q, i, Lang::parse(tag)?))
        })
        .collect();
    // Highest preference first; among equals, the order written.
    asked.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    asked.first().map(|(_, _, lang)| *lang)
}

/// [`accepted_lang`] of a request's headers.
fn reader(headers: &HeaderMap) -> Option<Lang> {
    headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(accepted_lang)
}

/// The language of a page that belongs to no table (a 404, trouble): the reader's,
/// else English.
fn reader_lang(headers: &HeaderMap) -> Lang {
    reader(headers).unwrap_or_default()
}

fn not_found(lang: Lang) -> Response {
    (StatusCode::NOT_FOUND, html(pages::not_found(lang))).into_response()
}

/// An answer from the app: a page, nothing there (404), or trouble on our side,
/// logged without the address (it may be a private link). The 404 and trouble pages
/// speak `lang`.
fn answer<T>(
    lang: Lang,
    result: Result<Option<T>, Fail>,
    page: impl FnOnce(T) -> Response,
) -> Response {
    match result {
        Ok(Some(found)) => page(found),
        Ok(None) => not_found(lang),
        Err(e) => {
            warn!(error = ?e, "a web page failed");
            (
                StatusCode::INTERNAL_SERVER_ERROR,
                html(pages::trouble(lang)),
            )
                .into_response()
        }
    }
}

fn png(image: crate::app::reply::Image, cache: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, "image/png"),
            (header::CACHE_CONTROL, cache),
        ],
        Body::from(image.png),
    )
        .into_response()
}

async fn healthz(State(web): State<Arc<Web>>) -> Response {
    match web.app.store().ping().await {
        Ok(()) => (StatusCode::OK, "ok\n").into_response(),
        Err(e) => {
            warn!(error = %e, "health check: the database does not answer");
            (
                StatusCode::SERVICE_UNAVAILABLE,
                "the database does not answer\n",
            )
                .into_response()
        }
    }
}

#[derive(Debug, Default, Deserialize)]
struct GameQuery {
    #[serde(rename = "move")]
    replay: Option<String>,
    q: Option<String>,
}

impl GameQuery {
    fn asked(self) -> Asked {
        Asked {
            replay: self.replay.and_then(|m| m.trim().parse().ok()),
            search: self.q.map(|q| q.chars().take(200).collect()),
        }
    }
}

async fn game_page(
    State(web): State<Arc<Web>>,
    headers: HeaderMap,
    Path(token): Path<String>,
    Query(query): Query<GameQuery>,
) -> Response {
    let asked = query.asked();
    let reader = reader(&headers);
    let lang = reader.unwrap_or_default();
    answer(lang, web.app.web_page(&token, reader).await, |page| {
        html(pages::game(&token, &page, &asked))
    })
}

async fn game_live(
    State(web): State<Arc<Web>>,
    headers: HeaderMap,
    Path(token): Path<String>,
    Query(query): Query<GameQuery>,
) -> Response {
    let asked = query.asked();
    let reader = reader(&headers);
    let lang = reader.unwrap_or_default();
    answer(lang, web.app.web_page(&token, reader).await, |page| {
        html(pages::live(&token, &page, &asked))
    })
}

async fn game_board(
    State(web): State<Arc<Web>>,
    headers: HeaderMap,
    Path(token): Path<String>,
    Query(query): Query<GameQuery>,
) -> Response {
    let lang = reader_lang(&headers);
    let after = match query.replay.as_deref().map(str::trim) {
        None => None,
        Some(n) => match n.parse::<usize>() {
            Ok(n) => Some(n),
            Err(_) => return not_found(lang),
        },
    };
    // A past move's board changes only if the game takes moves back.
    let cache = if after.is_some() {
        "max-age=60"
    } else {
        "no-cache"
    };
    answer(lang, web.app.web_board(&token, after).await, |image| {
        png(image, cache)
    })
}

async fn game_record(
    State(web): State<Arc<Web>>,
    headers: HeaderMap,
    Path(token): Path<String>,
) -> Response {
    let lang = reader_lang(&headers);
    answer(lang, web.app.web_record(&token).await, |record| {
        (
            [
                (header::CONTENT_TYPE, "application/json"),
                (
                    header::CONTENT_DISPOSITION,
                    "attachment; filename=\"windward-game.json\"",
                ),
            ],
            record,
        )
            .into_response()
    })
}

async fn game_cards(
    State(web): State<Arc<Web>>,
    headers: HeaderMap,
    Path(token): Path<String>,
) -> Response {
    let reader = reader(&headers);
    let lang = reader.unwrap_or_default();
    answer(lang, web.app.web_cards(&token, reader).await, |cards| {
        html(pages::cards(&token, &cards))
    })
}

async fn card_picture(
    State(web): State<Arc<Web>>,
    headers: HeaderMap,
    Path((game, card)): Path<(String, String)>,
) -> Response {
    let lang = reader_lang(&headers);
    let Some(id) = card.strip_suffix(".png") else {
        return not_found(lang);
    };
    // A component's picture changes only with a new version of the bot.
    answer(
        lang,
        web.app.web_card_image(lang, &game, id).await,
        |image| png(image, "max-age=86400"),
    )
}

async fn game_events(
    State(web): State<Arc<Web>>,
    headers: HeaderMap,
    Path(token): Path<String>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
) -> Response {
    let lang = reader_lang(&headers);
    let session = match web.app.session_of_page(&token).await {
        Ok(Some(session)) => session,
        other => return answer(lang, other.map(|_| None::<()>), |()| not_found(lang)),
    };
    events(&web, session.id, peer)
}

fn events(web: &Web, session: crate::store::SessionId, peer: SocketAddr) -> Response {
    // Subscribed before anything is sent, so no change falls between the page's
    // load and its stream.
    let changes = web.app.store().changes();
    match web.streams.admit(per_client(peer)) {
        Some(admitted) => {
            live::stream(session, changes, admitted, web.stop.clone()).into_response()
        }
        None => (
            StatusCode::SERVICE_UNAVAILABLE,
            [(header::RETRY_AFTER, "60")],
            "Too many live pages are open; this one still reads, without updates.\n",
        )
            .into_response(),
    }
}

/// A private link's parts, checked: the page token and seat, if genuine and current.
#[derive(Debug, Deserialize)]
struct PrivateLink {
    token: String,
    seat: u8,
    expires: i64,
    signature: String,
}

impl Web {
    fn checked(&self, link: &PrivateLink) -> bool {
        let now = self.app.clock().now_ms();
        self.links
            .check(&link.token, link.seat, link.expires, &link.signature, now)
    }
}

fn private_base(link: &PrivateLink) -> String {
    format!(
        "/p/{}/{}/{}/{}",
        link.token, link.seat, link.expires, link.signature
    )
}

async fn private_page(
    State(web): State<Arc<Web>>,
    headers: HeaderMap,
    link: Result<Path<PrivateLink>, PathRejection>,
) -> Response {
    let reader = reader(&headers);
    let lang = reader.unwrap_or_default();
    // A seat or expiry that is not a number is as unknown as a forged link.
    let Ok(Path(link)) = link else {
        return not_found(lang);
    };
    if !web.checked(&link) {
        return not_found(lang);
    }
    answer(
        lang,
        web.app.web_private(&link.token, link.seat, reader).await,
        |page| html(pages::private(&private_base(&link), &link.token, &page)),
    )
}

async fn private_live(
    State(web): State<Arc<Web>>,
    headers: HeaderMap,
    link: Result<Path<PrivateLink>, PathRejection>,
) -> Response {
    let reader = reader(&headers);
    let lang = reader.unwrap_or_default();
    // A seat or expiry that is not a number is as unknown as a forged link.
    let Ok(Path(link)) = link else {
        return not_found(lang);
    };
    if !web.checked(&link) {
        return not_found(lang);
    }
    answer(
        lang,
        web.app.web_private(&link.token, link.seat, reader).await,
        |page| html(pages::private_live(&private_base(&link), &page)),
    )
}

async fn private_board(
    State(web): State<Arc<Web>>,
    headers: HeaderMap,
    link: Result<Path<PrivateLink>, PathRejection>,
) -> Response {
    let reader = reader(&headers);
    let lang = reader.unwrap_or_default();
    // A seat or expiry that is not a number is as unknown as a forged link.
    let Ok(Path(link)) = link else {
        return not_found(lang);
    };
    if !web.checked(&link) {
        return not_found(lang);
    }
    // Private: kept by no shared cache.
    answer(
        lang,
        web.app.web_private_board(&link.token, link.seat).await,
        |image| png(image, "private, no-cache"),
    )
}

async fn private_events(
    State(web): State<Arc<Web>>,
    headers: HeaderMap,
    link: Result<Path<PrivateLink>, PathRejection>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
) -> Response {
    let lang = reader_lang(&headers);
    // A seat or expiry that is not a number is as unknown as a forged link.
    let Ok(Path(link)) = link else {
        return not_found(lang);
    };
    if !web.checked(&link) {
        return not_found(lang);
    }
    let session = match web.app.session_of_page(&link.token).await {
        Ok(Some(session)) => session,
        other => return answer(lang, other.map(|_| None::<()>), |()| not_found(lang)),
    };
    events(&web, session.id, peer)
}

async fn style() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/css; charset=utf-8"),
            (header::CACHE_CONTROL, "max-age=3600"),
        ],
        include_str!("assets/style.css"),
    )
        .into_response()
}

async fn script() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "max-age=3600"),
        ],
        include_str!("assets/live.js"),
    )
        .into_response()
}

#[cfg(test)]
mod tests;
