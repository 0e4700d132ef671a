//! The web server through its routes, as a browser would ask: pages, pictures, the
//! live stream, private links, and the one 404 that tells nothing.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request as HttpRequest, StatusCode};
use futures_util::StreamExt;
use tower::ServiceExt;
use windward_engine::{GameKind, Match, Seat, Viewer};

use super::*;
use crate::app::command::Command;
use crate::app::{Board, Caller, Recorder, Request, Seeds};
use crate::store::scratch::Scratch;

const PUBLIC: &str = "http://windward.test";

struct Site {
    app: Arc<App>,
    router: Router,
    links: WebLinks,
    _db: Scratch,
}

async fn site() -> Site {
    let db = Scratch::sqlite();
    let app = Arc::new(
        App::open(
            db.url(),
            Seeds::Fixed(7),
            Board { render: true },
            Arc::new(Recorder::default()),
        )
        .await
        .unwrap(),
    );
    let links = WebLinks::new(Some(PUBLIC), b"web tests' secret");
    app.set_web_links(links.clone());
    let router = router(app.clone(), links.clone(), CancellationToken::new());
    Site {
        app,
        router,
        links,
        _db: db,
    }
}

fn player(user_id: u64, name: &str) -> Caller {
    Caller {
        user_id,
        name: name.into(),
        guild_id: Some(1),
        channel_id: 50,
        manage_channel: false,
        manage_server: false,
        lang: windward_engine::i18n::Lang::En,
        server_lang: None,
    }
}

struct Got {
    status: StatusCode,
    headers: axum::http::HeaderMap,
    body: Vec<u8>,
}

impl Got {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

impl Site {
    async fn get(&self, path: &str) -> Got {
        self.get_in(path, None).await
    }

    /// A page asked for by a browser that sends `Accept-Language: languages`.
    async fn get_in(&self, path: &str, languages: Option<&str>) -> Got {
        let mut request = HttpRequest::get(path);
        if let Some(languages) = languages {
            request = request.header("accept-language", languages);
        }
        let mut request = request.body(Body::empty()).unwrap();
        request
            .extensions_mut()
            .insert(ConnectInfo(SocketAddr::from(([127, 0, 0, 1], 40000))));
        let response = self.router.clone().oneshot(request).await.unwrap();
        let status = response.status();
        let headers = response.headers().clone();
        let body = axum::body::to_bytes(response.into_body(), 64 << 20)
            .await
            .unwrap()
            .to_vec();
        Got {
            status,
            headers,
            body,
        }
    }

    async fn command(&self, who: &Caller, command: Command) -> String {
        let response = self.app.handle(who, Request::Command(command)).await;
        format!("{response:?}")
    }

    /// `players` open, join and start a game of `kind`; returns its page token.
    async fn started(&self, kind: GameKind, options: &str, players: &[Caller]) -> String {
        self.command(
            &players[0],
            Command::GameNew {
                game: kind.id().into(),
                options: options.into(),
            },
        )
        .await;
        for p in &players[1..] {
            self.command(p, Command::GameJoin).await;
        }
        self.command(&players[0], Command::GameStart { shuffle: false })
            .await;
        let session = self
            .app
            .store()
            .open_session_in(50)
            .await
            .unwrap()
            .expect("a game");
        self.app
            .store()
            .web_token(session.id, "unused")
            .await
            .unwrap()
    }

    async fn game(&self) -> Match {
        let session = self
            .app
            .store()
            .latest_session_in(50)
            .await
            .unwrap()
            .unwrap();
        Match::from_snapshot(session.snapshot.as_deref().unwrap()).unwrap()
    }
}

fn alice_and_bob() -> Vec<Caller> {
    vec![player(1, "alice"), player(2, "bob")]
}

#[tokio::test]
async fn a_game_page_shows_the_board_whom_it_waits_for_and_every_move() {
    let site = site().await;
    let [alice, bob] = &alice_and_bob()[..] else {
        unreachable!()
    };
    let token = site
        .started(GameKind::Table, "dice=2d6", &[alice.clone(), bob.clone()])
        .await;
    site.command(
        alice,
        Command::Play {
            action: "roll".into(),
        },
    )
    .await;
    site.command(
        alice,
        Command::Play {
            action: "next".into(),
        },
    )
    .await;
    let page = site.get(&format!("/g/{token}")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.headers["content-security-policy"]
        .to_str()
        .unwrap()
        .contains("default-src 'none'"));
    assert_eq!(page.headers["referrer-policy"], "no-referrer");
    assert!(page.headers.get("set-cookie").is_none());
    let html = page.text();
    assert!(html.contains("<h1>Free table</h1>"), "{html}");
    assert!(html.contains("Waiting for <strong>bob</strong>"), "{html}");
    assert!(
        html.contains("<strong>alice</strong> rolled 2d6 ("),
        "every die of the roll: {html}"
    );
    assert!(
        html.contains("<strong>alice</strong> ended their turn."),
        "{html}"
    );
    assert!(
        html.contains(r#"type="range" name="move" min="0" max="2""#),
        "{html}"
    );
    assert!(html.contains("Rules of Free table"));
    assert!(html.contains("sealed as (SHA-256)"));
    assert!(
        !html.contains("record.json"),
        "no record before the game is over"
    );
    // Every picture has a text alternative.
    assert!(!html.contains("alt=\"\""));
    assert_eq!(
        html.matches("<img ").count(),
        html.matches(" alt=\"").count()
    );
    // The live part alone, for the script.
    let live = site.get(&format!("/g/{token}/live")).await.text();
    assert!(live.contains("Waiting for <strong>bob</strong>") && !live.contains("<html"));
    // The log is searched without script too.
    let found = site.get(&format!("/g/{token}?q=ended")).await.text();
    assert!(
        found.contains("ended their turn") && !found.contains("rolled 2d6 ("),
        "{found}"
    );
    // The board now and after any move; nothing past the last.
    for path in ["board.png", "board.png?move=0", "board.png?move=2"] {
        let png = site.get(&format!("/g/{token}/{path}")).await;
        assert_eq!(png.status, StatusCode::OK, "{path}");
        assert_eq!(png.headers["content-type"], "image/png");
        assert!(png.body.starts_with(b"\x89PNG"), "{path}");
    }
    for path in ["board.png?move=3", "board.png?move=x", "board.png?move=-1"] {
        assert_eq!(
            site.get(&format!("/g/{token}/{path}")).await.status,
            StatusCode::NOT_FOUND,
            "{path}"
        );
    }
    assert_eq!(site.get("/healthz").await.text(), "ok\n");
}

#[tokio::test]
async fn names_are_shown_as_text_never_run_as_markup() {
    let site = site().await;
    let evil = player(3, "<img src=x onerror=alert(1)>**bold**");
    let token = site
        .started(GameKind::Table, "", &[player(1, "alice"), evil.clone()])
        .await;
    site.command(
        &player(1, "alice"),
        Command::Play {
            action: "next".into(),
        },
    )
    .await;
    let html = site.get(&format!("/g/{token}")).await.text();
    assert!(!html.contains("<img src=x"), "{html}");
    assert!(
        html.contains("&lt;img src=x onerror=alert(1)&gt;"),
        "{html}"
    );
    assert!(
        !html.contains("<strong>bold</strong>"),
        "a name's markdown stays text: {html}"
    );
}

#[tokio::test]
async fn unknown_forged_and_expired_addresses_all_get_the_same_404() {
    let site = site().await;
    let token = site
        .started(GameKind::ZeppelinAttack, "", &alice_and_bob())
        .await;
    let now = site.app.clock().now_ms();
    let good = site.links.private_path(&token, 0, now / 1000 + 3600);
    assert_eq!(site.get(&good).await.status, StatusCode::OK);
    let mut forged = good.clone().into_bytes();
    let last = forged.len() - 1;
    forged[last] = if forged[last] == b'0' { b'1' } else { b'0' };
    let forged = String::from_utf8(forged).unwrap();
    let other_seat = good.replacen(&format!("/{token}/0/"), &format!("/{token}/1/"), 1);
    let expired = site.links.private_path(&token, 0, now / 1000 - 1);
    let unknown = "/g/00000000000000000000000000000000".to_string();
    let nothing = site.get(&unknown).await;
    assert_eq!(nothing.status, StatusCode::NOT_FOUND);
    for path in [
        forged.clone(),
        format!("{forged}/board.png"),
        format!("{forged}/live"),
        format!("{forged}/events"),
        other_seat,
        expired,
        format!("/g/{}", token.to_uppercase()),
        "/g/not-a-token".into(),
        "/g/../../etc/passwd".into(),
        "/g/".into(),
        "/p/x/0/0/0".into(),
        format!("/p/{token}/999/0/0"),
        format!("/p/{token}/x/soon/0"),
        format!("/p/{token}/0/99999999999999999999/0/board.png"),
        format!("/p/{token}/0/soon/0/events"),
        "/nothing".into(),
        format!("{unknown}/board.png"),
        format!("{unknown}/events"),
        format!("{unknown}/record.json"),
    ] {
        let got = site.get(&path).await;
        assert_eq!(got.status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(got.body, nothing.body, "{path} says more than the others");
    }
}

/// A private page shows its seat's hidden cards; no public page or part names any card
/// hidden from the public, move after move, in every game with secrets.
#[tokio::test]
async fn private_pages_show_their_seat_s_secrets_and_public_pages_none() {
    let mut kinds_with_secrets = 0;
    let mut finished = Vec::new();
    for kind in GameKind::ALL
        .iter()
        .copied()
        .filter(|k| k.has_private_view())
    {
        let site = site().await;
        let token = site.started(kind, "", &alice_and_bob()).await;
        let callers = alice_and_bob();
        let (mut had_own, mut shown_own) = (false, false);
        // One hidden-hand game played to its end; the others long enough to deal.
        let steps = if kind == GameKind::ZeppelinAttack {
            600
        } else {
            60
        };
        for step in 0..steps {
            let game = site.game().await;
            // Hidden now and never told publicly: a card shown to the table and put
            // back on a deck is hidden in the game but known to all (the engine's
            // conformance suite checks what the table is told).
            let session = site
                .app
                .store()
                .latest_session_in(50)
                .await
                .unwrap()
                .unwrap();
            let told: String = site
                .app
                .store()
                .log(session.id)
                .await
                .unwrap()
                .iter()
                .flat_map(|row| row.narration.clone())
                .map(|said| {
                    windward_engine::i18n::Lang::ALL
                        .map(|lang| crate::app::breakdown::told(lang, &said))
                        .join("\n")
                })
                .collect();
            let hidden: Vec<String> = game
                .secrets(Viewer::Public)
                .names
                .into_iter()
                .filter(|n| !told.contains(n.as_str()))
                .collect();
            for part in ["", "/live"] {
                let html = site.get(&format!("/g/{token}{part}")).await.text();
                // The rules name every card there is; they tell nobody's hand.
                let html = match (
                    html.find("<details class=\"rules\">"),
                    html.find("</details>"),
                ) {
                    (Some(from), Some(to)) => format!("{}{}", &html[..from], &html[to..]),
                    _ => html,
                };
                if let Some(name) = hidden.iter().find(|n| html.contains(n.as_str())) {
                    panic!("{kind:?} step {step}: the public page{part} names hidden {name:?}");
                }
            }
            // What seat 0 sees of its own: secret to the public, not to seat 0.
            let own: Vec<String> = hidden
                .iter()
                .filter(|n| !game.secrets(Viewer::Seat(Seat(0))).names.contains(n))
                .cloned()
                .collect();
            let now = site.app.clock().now_ms();
            let private = site
                .get(&site.links.private_path(&token, 0, now / 1000 + 60))
                .await
                .text();
            had_own |= !own.is_empty();
            shown_own |= own.iter().any(|n| private.contains(n.as_str()));
            let theirs = game.secrets(Viewer::Seat(Seat(0))).names;
            if let Some(name) = theirs.iter().find(|n| private.contains(n.as_str())) {
                panic!("{kind:?} step {step}: seat 0's page names {name:?}, hidden from it");
            }
            if game.outcome().is_some() {
                finished.push(kind);
                break;
            }
            let seat = game.to_act()[0];
            let Some(notation) = game.suggest(seat).or_else(|| {
                game.choices(windward_engine::Actor::player(seat))
                    .first()
                    .map(|c| c.notation.clone())
            }) else {
                break;
            };
            site.command(&callers[seat.index()], Command::Play { action: notation })
                .await;
        }
        // A game whose private view hides no named card (a ship's state) has none to show.
        assert!(
            !had_own || shown_own,
            "{kind:?}: seat 0's own page never showed its own hidden cards"
        );
        kinds_with_secrets += usize::from(had_own);
    }
    assert!(
        kinds_with_secrets >= 1,
        "no game hid a card from the public"
    );
    assert!(
        finished.contains(&GameKind::ZeppelinAttack),
        "a whole hidden-hand game: {finished:?}"
    );
}

#[tokio::test]
async fn an_open_page_hears_each_move_and_nothing_of_it() {
    let site = site().await;
    let [alice, _] = &alice_and_bob()[..] else {
        unreachable!()
    };
    let token = site
        .started(GameKind::Table, "dice=2d6", &alice_and_bob())
        .await;
    let mut request = HttpRequest::get(format!("/g/{token}/events"))
        .body(Body::empty())
        .unwrap();
    request
        .extensions_mut()
        .insert(ConnectInfo(SocketAddr::from(([127, 0, 0, 1], 40001))));
    let response = site.router.clone().oneshot(request).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-type"], "text/event-stream");
    let mut stream = response.into_body().into_data_stream();
    site.command(
        alice,
        Command::Play {
            action: "roll".into(),
        },
    )
    .await;
    let chunk = tokio::time::timeout(Duration::from_secs(5), stream.next())
        .await
        .expect("the move is heard")
        .expect("the stream is open")
        .unwrap();
    // The event carries no game data: the page fetches what it may show.
    assert_eq!(
        String::from_utf8_lossy(&chunk),
        "event: change\ndata: changed\n\n"
    );
}

#[tokio::test]
async fn a_finished_game_offers_its_record_which_verifies() {
    let site = site().await;
    let [alice, _] = &alice_and_bob()[..] else {
        unreachable!()
    };
    let token = site
        .started(GameKind::Table, "rounds=1", &alice_and_bob())
        .await;
    assert_eq!(
        site.get(&format!("/g/{token}/record.json")).await.status,
        StatusCode::NOT_FOUND
    );
    site.command(
        alice,
        Command::Play {
            action: "next".into(),
        },
    )
    .await;
    site.command(
        &player(2, "bob"),
        Command::Play {
            action: "next".into(),
        },
    )
    .await;
    let html = site.get(&format!("/g/{token}")).await.text();
    assert!(html.contains("Game over."), "{html}");
    assert!(html.contains("record.json"), "{html}");
    let record = site.get(&format!("/g/{token}/record.json")).await;
    assert_eq!(record.status, StatusCode::OK);
    let record: crate::app::record::GameRecord = serde_json::from_slice(&record.body).unwrap();
    assert!(record.verify().is_ok());
}

#[tokio::test]
async fn boards_link_to_their_page_and_game_web_gives_both_links() {
    let site = site().await;
    let [alice, bob] = &alice_and_bob()[..] else {
        unreachable!()
    };
    let token = site
        .started(GameKind::ZeppelinAttack, "", &alice_and_bob())
        .await;
    let said = site.command(bob, Command::GameWeb).await;
    assert!(said.contains(&format!("{PUBLIC}/g/{token}")), "{said}");
    assert!(
        said.contains(&format!("{PUBLIC}/p/{token}/1/")),
        "bob's own link: {said}"
    );
    let stranger = site.command(&player(9, "eve"), Command::GameWeb).await;
    assert!(stranger.contains(&format!("{PUBLIC}/g/{token}")));
    assert!(
        !stranger.contains("/p/"),
        "no private link for someone not playing: {stranger}"
    );
    let hand = site.command(alice, Command::Hand).await;
    assert!(hand.contains(&format!("{PUBLIC}/p/{token}/0/")), "{hand}");
}

#[tokio::test]
async fn the_catalogue_lists_every_component_with_its_picture() {
    let site = site().await;
    let token = site
        .started(GameKind::ZeppelinAttack, "", &alice_and_bob())
        .await;
    let html = site.get(&format!("/g/{token}/cards")).await.text();
    let catalogue = GameKind::ZeppelinAttack.catalogue();
    assert!(!catalogue.is_empty());
    for c in &catalogue {
        let picture = format!("/cards/{}/{}.png", GameKind::ZeppelinAttack.id(), c.id);
        assert!(
            html.contains(&picture),
            "{} is listed with its picture",
            c.name
        );
    }
    let first = &catalogue[0];
    let png = site
        .get(&format!(
            "/cards/{}/{}.png",
            GameKind::ZeppelinAttack.id(),
            first.id
        ))
        .await;
    assert_eq!(png.status, StatusCode::OK);
    assert!(png.body.starts_with(b"\x89PNG"));
    for path in [
        "/cards/zeppelin-attack/no-such-card.png",
        "/cards/no-game/x.png",
        "/cards/zeppelin-attack/x",
    ] {
        assert_eq!(site.get(path).await.status, StatusCode::NOT_FOUND, "{path}");
    }
    assert!(site
        .get(&format!("/g/{token}"))
        .await
        .text()
        .contains(&format!("/g/{token}/cards")));
}

#[test]
fn the_readers_language_is_the_first_windward_speaks_by_preference() {
    use windward_engine::i18n::Lang;
    assert_eq!(
        accepted_lang("pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7"),
        Some(Lang::Pl)
    );
    assert_eq!(accepted_lang("de-DE, en;q=0.5, fr;q=0.7"), Some(Lang::Fr));
    assert_eq!(accepted_lang("en-GB"), Some(Lang::En));
    assert_eq!(accepted_lang("fr;q=0, pl;q=0.3"), Some(Lang::Pl));
    assert_eq!(accepted_lang("FR-ca;q=0.2, *;q=0.9"), Some(Lang::Fr));
    assert_eq!(accepted_lang("de, es;q=0.8"), None);
    assert_eq!(accepted_lang(""), None);
    assert_eq!(accepted_lang("pl;q=oops"), None);
}

#[tokio::test]
async fn a_page_speaks_its_readers_language_else_the_tables() {
    let site = site().await;
    let [alice, bob] = &alice_and_bob()[..] else {
        unreachable!()
    };
    let token = site
        .started(GameKind::Table, "dice=2d6", &[alice.clone(), bob.clone()])
        .await;
    site.command(
        alice,
        Command::Play {
            action: "next".into(),
        },
    )
    .await;
    // No header, or none of Windward's languages: the table's (English here).
    for asked in [None, Some("de-DE,de;q=0.9")] {
        let html = site.get_in(&format!("/g/{token}"), asked).await.text();
        assert!(html.contains("<html lang=\"en\">"), "{html}");
        assert!(html.contains("Waiting for <strong>bob</strong>"), "{html}");
        assert!(html.contains("Rules of Free table"), "{html}");
    }
    // Polish by preference, a region counting as its language.
    let html = site
        .get_in(
            &format!("/g/{token}"),
            Some("de;q=0.9, pl-PL;q=0.8, en;q=0.5"),
        )
        .await
        .text();
    assert!(html.contains("<html lang=\"pl\">"), "{html}");
    assert!(html.contains("<h1>Wolny stół</h1>"), "{html}");
    assert!(html.contains("Czekamy na: <strong>bob</strong>"), "{html}");
    assert!(html.contains("<h2>Powtórka</h2>"), "{html}");
    assert!(
        html.contains(r#"Plansza po ruchu <output id="replay-shown" for="replay-move">1</output> z <span id="replay-count">1</span>"#),
        "{html}"
    );
    assert!(
        html.contains(r#"data-alt-after="Plansza po ruchu {n}.""#),
        "{html}"
    );
    // The live part follows the same reader; so does the 404.
    let live = site
        .get_in(&format!("/g/{token}/live"), Some("fr-FR,fr;q=0.9"))
        .await
        .text();
    assert!(
        live.contains("En attente de <strong>bob</strong>"),
        "{live}"
    );
    assert!(live.contains("Tous les coups"), "{live}");
    let nothing = site
        .get_in("/g/00000000000000000000000000000000", Some("fr"))
        .await;
    assert_eq!(nothing.status, StatusCode::NOT_FOUND);
    let nothing = nothing.text();
    assert!(nothing.contains("<html lang=\"fr\">"), "{nothing}");
    assert!(nothing.contains("<code>/partie web</code>"), "{nothing}");
}
