//! Boards owed and delivered: through an outage, a lost answer, a restart, a board
//! left behind, a refused re-post, and two bots on one database.

use super::*;

#[tokio::test]
async fn boards_owed_during_an_outage_are_delivered_once_when_discord_is_back() {
    let t = app().await;
    three_player_table(&t).await;
    let (first, _) = t.live().await;
    t.surface.trouble(Trouble::Down);
    for who in [alice(), bob(), carol()] {
        let r = typed(&t.app, &who, "end").await;
        assert!(only_private(&r).contains("Done"), "the move stands: {r:?}");
    }
    assert_eq!(seq(&t.app).await, 3);
    assert!(t.look().is_empty(), "nothing reached the channel");
    // While Discord is down the sender tries, and nothing is lost.
    t.app.clock().advance(60_000);
    assert_eq!(t.app.send_owed().await, 0);
    t.surface.trouble(Trouble::None);
    t.app.clock().advance(60_000);
    assert_eq!(t.app.send_owed().await, 1);
    let postings = t.look();
    let posts: Vec<&Message> = postings
        .iter()
        .filter_map(|p| match p {
            Posting::Post { message, .. } => Some(message),
            _ => None,
        })
        .collect();
    assert_eq!(
        posts.len(),
        1,
        "one board for the three moves: {postings:?}"
    );
    // It pings alice, whose turn it is again; bob's and carol's turns are over.
    assert_eq!(posts[0].pings, vec![1]);
    let text = told(posts[0]);
    assert!(
        text.contains("**bob** ended their turn") && text.contains("**carol** ended their turn"),
        "{text}"
    );
    assert!(
        postings
            .iter()
            .any(|p| matches!(p, Posting::Retire { id, .. } if *id == first)),
        "the old board loses its buttons: {postings:?}"
    );
    let (live, board) = t.live().await;
    assert_ne!(live, first);
    assert!(!board.rows.is_empty(), "the new board has alice's buttons");
    // Nothing is owed any more: no second board, ever.
    t.app.clock().advance(3_600_000);
    assert_eq!(t.app.send_owed().await, 0);
    assert!(t.look().is_empty());
}

#[tokio::test]
async fn a_board_whose_answer_was_lost_is_posted_once() {
    let t = app().await;
    three_player_table(&t).await;
    t.look();
    // The post reaches the channel, but its answer never comes back.
    t.surface.trouble(Trouble::LoseAnswers);
    typed(&t.app, &alice(), "end").await;
    t.surface.trouble(Trouble::None);
    let made = t.new_posts();
    assert_eq!(made.len(), 1);
    t.app.clock().advance(10_000);
    assert_eq!(t.app.send_owed().await, 1);
    // Sent again with the same nonce: the channel keeps the one message.
    assert!(t.new_posts().is_empty());
    let (live, board) = t.live().await;
    assert_eq!(board.pings, vec![2]);
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    assert_eq!(session.board_message_id, Some(live));
    assert_eq!(session.board_shown_seq, 1);
}

#[tokio::test]
async fn a_board_owed_when_the_bot_stopped_is_delivered_after_the_restart() {
    let t = app().await;
    three_player_table(&t).await;
    t.look();
    t.surface.trouble(Trouble::Down);
    typed(&t.app, &alice(), "end").await;
    t.app.close().await;
    t.surface.trouble(Trouble::None);
    let app = App::open(
        &t.url,
        Seeds::Fixed(5),
        Board { render: true },
        t.surface.clone(),
    )
    .await
    .unwrap();
    // Left to the move's own delivery for a few seconds, then the sender takes it.
    assert_eq!(app.send_owed().await, 0);
    app.clock().advance(10_000);
    assert_eq!(app.send_owed().await, 1);
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1);
    assert_eq!(posts[0].pings, vec![2]);
    assert!(told(&posts[0]).contains("**alice** ended their turn"));
}

#[tokio::test]
async fn a_live_board_left_behind_is_edited_up_to_date() {
    let t = app().await;
    three_player_table(&t).await;
    let (live, _) = t.live().await;
    // A typed roll whose edit Discord refused.
    t.surface.trouble(Trouble::Down);
    typed(&t.app, &alice(), "roll").await;
    t.surface.trouble(Trouble::None);
    assert!(t.look().is_empty());
    t.app.clock().advance(10_000);
    assert_eq!(t.app.send_owed().await, 1);
    let postings = t.look();
    assert!(
        matches!(postings.as_slice(), [Posting::Edit { id, message, .. }] if *id == live && message.pings.is_empty() && told(message).contains("**alice** rolled")),
        "{postings:?}"
    );
    // A click answered on the board itself, whose update Discord then refused.
    let r = t.click_board(&alice(), "Roll 2d6").await;
    let Some((session, at)) = r.shows else {
        panic!("a click on the live board says what it shows: {r:?}")
    };
    assert_eq!(at, 2);
    t.app.board_not_shown(session, at).await;
    t.app.clock().advance(10_000);
    assert_eq!(t.app.send_owed().await, 1);
    assert!(
        matches!(t.look().as_slice(), [Posting::Edit { id, .. }] if *id == live),
        "the board is edited again"
    );
    assert_eq!(t.app.send_owed().await, 0, "and then it is up to date");
}

/// A board post Discord refuses (`/game status` during an outage) leaves the old board
/// the game's live board, buttons and all, and it is edited up to date once Discord
/// answers: the table is never left without a working board.
#[tokio::test]
async fn a_refused_re_post_keeps_the_working_board() {
    let t = app().await;
    three_player_table(&t).await;
    typed(&t.app, &alice(), "roll").await;
    let (live, _) = t.live().await;
    t.surface.trouble(Trouble::Down);
    let r = cmd(&t.app, &bob(), Command::GameStatus).await;
    assert!(only_private(&r).contains("didn't take the board"), "{r:?}");
    t.surface.trouble(Trouble::None);
    let (still, board) = t.live().await;
    assert_eq!(still, live, "the old board stays the live one");
    assert!(!board.rows.is_empty(), "with its buttons");
    t.app.clock().advance(10_000);
    assert_eq!(t.app.send_owed().await, 1, "it is brought up to date");
    assert!(
        matches!(t.look().as_slice(), [Posting::Edit { id, message, .. }] if *id == live && !message.rows.is_empty()),
        "an edit of the same board"
    );
    // And `/game status` works again once Discord does.
    let r = cmd(&t.app, &bob(), Command::GameStatus).await;
    assert!(only_private(&r).contains("again"), "{r:?}");
}

#[tokio::test]
async fn a_second_bot_on_the_same_database_leaves_a_board_another_holds() {
    let t = app().await;
    three_player_table(&t).await;
    t.look();
    t.surface.trouble(Trouble::Down);
    typed(&t.app, &alice(), "end").await;
    t.surface.trouble(Trouble::None);
    // A second process on the same database, with its own connection to Discord.
    let elsewhere = Arc::new(Recorder::default());
    let other = App::open(
        &t.url,
        Seeds::Fixed(5),
        Board { render: true },
        elsewhere.clone(),
    )
    .await
    .unwrap();
    other.clock().advance(10_000);
    // The first is delivering it (it holds the claim, and is alive).
    let id = t.app.store().open_session_in(50).await.unwrap().unwrap().id;
    let now = other.clock().now_ms();
    t.app.store().heartbeat(now).await.unwrap();
    assert_eq!(t.app.store().claim_boards(id, now).await.unwrap().len(), 1);
    assert_eq!(other.send_owed().await, 0);
    assert!(elsewhere.drain().is_empty(), "the second bot posts nothing");
    // The first falls silent (it died mid-post): the second delivers, once.
    other.clock().advance(crate::store::outbox::ALIVE_MS);
    assert_eq!(other.send_owed().await, 1);
    let posted = elsewhere
        .drain()
        .into_iter()
        .filter(|p| matches!(p, Posting::Post { .. }))
        .count();
    assert_eq!(posted, 1);
    assert_eq!(other.send_owed().await, 0);
    assert!(
        t.look().is_empty(),
        "and the first, silent, sent nothing more"
    );
}
