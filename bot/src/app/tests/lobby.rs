//! Lobbies and the sessions around a game: one game per channel, the lobby's rules,
//! `/game list` and my games, rematches, the defaults a new session writes down, and a
//! seat handed to someone new.

use super::*;

#[tokio::test]
async fn one_game_per_channel_and_abort_needs_permission() {
    let t = app().await;
    three_player_table(&t).await;
    let r = cmd(
        &t.app,
        &bob(),
        Command::GameNew {
            game: "table".into(),
            options: String::new(),
        },
    )
    .await;
    let text = only_private(&r);
    assert!(
        text.contains("already") && text.contains("/game abort") && text.contains("thread"),
        "{text}"
    );
    let r = cmd(&t.app, &bob(), Command::GameAbort).await;
    assert!(only_private(&r).contains("Manage Channel"));
    let moderator = Caller {
        manage_channel: true,
        manage_server: false,
        lang: windward_engine::i18n::Lang::En,
        server_lang: None,
        ..user(9, "mod")
    };
    let r = cmd(&t.app, &moderator, Command::GameAbort).await;
    assert_eq!(r.messages[0].audience, Audience::Channel);
    assert!(r.messages[0]
        .content
        .to_string()
        .contains("aborted by **mod**"));
    let r = cmd(
        &t.app,
        &bob(),
        Command::GameNew {
            game: "table".into(),
            options: String::new(),
        },
    )
    .await;
    assert!(only_private(&r).contains("lobby is open"), "{r:?}");
    assert!(
        t.lobby_post().1.rows.len() == 1,
        "a new lobby with its buttons"
    );
}

#[tokio::test]
async fn lobby_rules_are_explained() {
    let t = app().await;
    let r = cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "chess".into(),
            options: String::new(),
        },
    )
    .await;
    let said = only_private(&r);
    assert!(said.contains("table"), "{said}");
    assert!(!said.contains("Did you mean"), "chess is no typo: {said}");
    // A typo gets the closest game named before the list.
    let r = cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zepelin".into(),
            options: String::new(),
        },
    )
    .await;
    assert!(
        only_private(&r).starts_with(
            "I don't know the game `zepelin`. Did you mean `zeppelin-attack` (Zeppelin Attack!)? I can run: "
        ),
        "{r:?}"
    );
    let r = cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "table".into(),
            options: "rounds=zero".into(),
        },
    )
    .await;
    assert!(only_private(&r).contains("rounds"));
    let r = cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "Free Table".into(),
            options: String::new(),
        },
    )
    .await;
    // The lobby is one channel message; the host is answered privately.
    assert!(only_private(&r).contains("lobby is open"), "{r:?}");
    let (lobby_id, lobby) = t.lobby_post();
    assert!(lobby.content.to_string().contains("alice"), "{lobby:?}");
    let r = t.click_lobby(&bob(), "Join").await;
    let Clicked::Replace(updated) = &r.clicked else {
        panic!("{r:?}")
    };
    assert!(updated.embed.as_ref().unwrap().fields[0]
        .value
        .contains("bob"));
    let r = t.click_lobby(&bob(), "Join").await;
    assert!(only_private(&r).contains("already"));
    // A typed join edits the same message and answers privately: still one lobby.
    let r = cmd(&t.app, &carol(), Command::GameJoin).await;
    assert!(only_private(&r).contains("carol"), "{r:?}");
    let postings = t.look();
    assert!(
        postings
            .iter()
            .all(|p| matches!(p, Posting::Edit { id, .. } if *id == lobby_id)),
        "{postings:?}"
    );
    assert!(t.lobby_post().1.embed.unwrap().fields[0]
        .value
        .contains("carol"));
    let r = cmd(&t.app, &carol(), Command::GameLeave).await;
    assert!(only_private(&r).contains("left"), "{r:?}");
    t.look();
    // `/game status` answers privately with a copy that has no buttons.
    let r = cmd(&t.app, &carol(), Command::GameStatus).await;
    assert_eq!(r.messages[0].audience, Audience::Caller);
    assert!(r.messages[0].rows.is_empty());
    assert!(t.look().is_empty(), "status changed nothing in the channel");
    assert_eq!(t.lobby_post().0, lobby_id);
    let r = t.click_lobby(&bob(), "Start").await;
    assert!(only_private(&r).contains("Only the host"));
    let r = cmd(&t.app, &alice(), Command::GameLeave).await;
    assert!(only_private(&r).contains("abort"));
    let r = cmd(
        &t.app,
        &bob(),
        Command::Play {
            action: "end".into(),
        },
    )
    .await;
    assert!(only_private(&r).contains("hasn't started"));
    // A deleted lobby is posted anew by the next change.
    t.surface.delete(lobby_id);
    cmd(&t.app, &carol(), Command::GameJoin).await;
    let (again, _) = t.lobby_post();
    assert_ne!(again, lobby_id);
    let r = t.click_lobby(&alice(), "Start").await;
    assert_eq!(r.clicked, Clicked::Retire);
    // The started lobby keeps no buttons, and no other lobby message has any.
    t.look();
    let lobbies: Vec<Message> = t
        .shown
        .lock()
        .unwrap()
        .iter()
        .filter(|(id, _)| *id != lobby_id)
        .map(|(_, m)| m.clone())
        .filter(|m| {
            m.embed
                .as_ref()
                .is_some_and(|e| e.title.starts_with("New game"))
        })
        .collect();
    assert!(!lobbies.is_empty());
    assert!(lobbies.iter().all(|m| m.rows.is_empty()), "{lobbies:?}");
    let r = cmd(&t.app, &carol(), Command::GameJoin).await;
    assert!(only_private(&r).contains("already started"));
}

#[tokio::test]
async fn game_list_links_each_games_channel() {
    let t = app().await;
    three_player_table(&t).await;
    let r = cmd(&t.app, &carol(), Command::GameList).await;
    assert_eq!(r.messages[0].audience, Audience::Caller);
    let text = &r.messages[0].content;
    assert!(
        text.spans().contains(&rich::Span::Channel {
            guild: Some(1),
            channel: 50
        }),
        "{text:?}"
    );
    assert!(
        text.to_string().contains("in progress, 3 players"),
        "{text}"
    );
    assert!(text.mentioned().is_empty(), "a list pings nobody");
    // A player the host removed is no longer counted.
    cmd(&t.app, &alice(), Command::TurnRemove { player: 3 }).await;
    let r = cmd(&t.app, &carol(), Command::GameList).await;
    let text = r.messages[0].content.to_string();
    assert!(text.contains("in progress, 2 players"), "{text}");
}

#[tokio::test]
async fn a_finished_game_offers_a_rematch() {
    let t = app().await;
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "table".into(),
            options: "rounds=1".into(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    cmd(&t.app, &alice(), Command::TurnNext).await;
    cmd(&t.app, &bob(), Command::TurnNext).await;
    let posts = t.new_posts();
    let over = posts.last().unwrap();
    assert!(
        over.content.to_string().contains("Game over"),
        "{}",
        over.content
    );
    assert_eq!(over.pings, vec![1, 2]);
    let r = cmd(
        &t.app,
        &bob(),
        Command::Play {
            action: "end".into(),
        },
    )
    .await;
    assert!(only_private(&r).contains("no game"));
    let rematch = button_id(over, "Rematch");
    let r = click(&t.app, &user(9, "stranger"), &rematch).await;
    assert!(only_private(&r).contains("Only the players"));
    // Between games, /game status shows the final board, privately.
    let r = cmd(&t.app, &carol(), Command::GameStatus).await;
    let said = only_private(&r);
    assert!(
        said.contains("how the last one") && said.contains("Game over"),
        "{said}"
    );
    assert!(r.messages[0].pings.is_empty());
    assert!(r.messages[0].image.is_some(), "with its picture");
    // Bob asks for a rematch: a lobby opens with the same host and players, and pings
    // alice, who hosts it and must start it.
    let r = click(&t.app, &bob(), &rematch).await;
    assert_eq!(r.clicked, Clicked::Retire, "{r:?}");
    assert!(r.messages.is_empty(), "{r:?}");
    // The lobby is a post of its own, and no game starts before the host says so.
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1, "{posts:?}");
    let lobby = &posts[0];
    assert_eq!(lobby.audience, Audience::Channel);
    assert!(lobby.content.to_string().contains("Rematch!"), "{lobby:?}");
    assert_eq!(lobby.pings, vec![1]);
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    assert_eq!(session.status, Status::Lobby);
    assert_eq!(session.host_id, 1);
    // The same options, the table's rules edition (written at `/game new`) included.
    assert_eq!(session.options, "rounds=1 rules=2");
    assert_eq!(t.app.store().seats(session.id).await.unwrap().len(), 2);
    let r = cmd(&t.app, &bob(), Command::GameStart { shuffle: false }).await;
    assert!(only_private(&r).contains("Only the host"), "{r:?}");
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    let posts = t.new_posts();
    assert!(posts[0].content.to_string().contains("begins"), "{posts:?}");
}

#[tokio::test]
async fn my_games_lists_every_game_i_sit_in_with_mine_first() {
    let t = app().await;
    three_player_table(&t).await; // channel 50: alice to play
    let elsewhere = |who: Caller| Caller {
        channel_id: 51,
        guild_id: Some(2),
        ..who
    };
    cmd(
        &t.app,
        &elsewhere(bob()),
        Command::GameNew {
            game: "table".into(),
            options: "turn-hours=6".into(),
        },
    )
    .await;
    cmd(&t.app, &elsewhere(alice()), Command::GameJoin).await;
    cmd(
        &t.app,
        &elsewhere(bob()),
        Command::GameStart { shuffle: false },
    )
    .await;
    // Bob: his move in channel 51 (listed first, with its deadline), waiting in 50.
    let r = cmd(&t.app, &bob(), Command::MyGames).await;
    let reply = &r.messages[0];
    assert_eq!(reply.audience, Audience::Caller);
    assert!(reply.pings.is_empty() && reply.content.mentioned().is_empty());
    let text = reply.content.to_string();
    assert!(text.contains("your move in 1 game"), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[1].contains("#channel-51") && lines[1].contains("**your move**"),
        "{text}"
    );
    assert!(
        reply
            .content
            .spans()
            .iter()
            .any(|s| matches!(s, rich::Span::Time { .. })),
        "the deadline is a moment: {text}"
    );
    assert!(
        lines[2].contains("#channel-50") && lines[2].contains("waiting for **alice**"),
        "{text}"
    );
    // Someone in no game is told how to start one.
    let r = cmd(&t.app, &user(9, "dora"), Command::MyGames).await;
    assert!(only_private(&r).contains("not in any game"), "{r:?}");
}

#[tokio::test]
async fn a_new_session_writes_down_the_defaults_its_log_replays_with() {
    let t = app().await;
    let r = cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zeppelin-attack".into(),
            options: String::new(),
        },
    )
    .await;
    assert!(only_private(&r).contains("lobby is open"), "{r:?}");
    assert!(t
        .lobby_post()
        .1
        .embed
        .as_ref()
        .unwrap()
        .fields
        .iter()
        .any(|f| f.value.contains("cards=2")));
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    assert_eq!(session.options, "cards=2", "today's card set, pinned");
    cmd(&t.app, &alice(), Command::GameAbort).await;
    // What the host chose stands.
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zeppelin-attack".into(),
            options: "cards=1 reply-hours=6".into(),
        },
    )
    .await;
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    assert_eq!(session.options, "cards=1 reply-hours=6");
}

#[tokio::test]
async fn the_host_gives_an_absent_player_s_seat_to_someone_new() {
    let t = app().await;
    three_player_table(&t).await;
    let dave = user(4, "dave");
    let replace = |old: &Caller, new: &Caller| Command::GameReplace {
        old: old.user_id,
        new: Some(new.user_id),
        computer: false,
    };
    let r = cmd(&t.app, &carol(), replace(&bob(), &dave)).await;
    assert!(only_private(&r).contains("Only the host"), "{r:?}");
    let r = cmd(&t.app, &alice(), replace(&dave, &bob())).await;
    assert!(only_private(&r).contains("has no seat"), "{r:?}");
    let r = cmd(&t.app, &alice(), replace(&bob(), &carol())).await;
    assert_eq!(
        only_private(&r),
        "**carol** already plays in this game (seat 3), and each player has one seat: give **bob**'s seat to someone who isn't playing yet. Nothing has changed."
    );
    // Bob for bob: refused, and bob keeps his seat and his name.
    let r = cmd(&t.app, &alice(), replace(&bob(), &bob())).await;
    assert_eq!(
        only_private(&r),
        "That's **bob** both times: a seat goes to someone new. Name the player who should take it over as `new`; nothing has changed."
    );
    let seats = t.app.store().seats(1).await.unwrap();
    assert_eq!((seats[1].user_id, seats[1].name.as_str()), (2, "bob"));

    let r = cmd(&t.app, &alice(), replace(&bob(), &dave)).await;
    let said = r.messages[0].content.to_string();
    assert_eq!(r.messages[0].audience, Audience::Channel);
    assert!(said.contains("takes over **bob**'s seat"), "{said}");
    assert_eq!(r.messages[0].pings, vec![4]);
    // bob is out; dave plays seat 2 from where it stands, under his own name.
    cmd(
        &t.app,
        &alice(),
        Command::Play {
            action: "next".into(),
        },
    )
    .await;
    let r = cmd(
        &t.app,
        &bob(),
        Command::Play {
            action: "next".into(),
        },
    )
    .await;
    assert!(
        only_private(&r).contains("not playing in this game"),
        "{r:?}"
    );
    cmd(
        &t.app,
        &dave,
        Command::Play {
            action: "next".into(),
        },
    )
    .await;
    assert_eq!(seq(&t.app).await, 2);
    let seats = t.app.store().seats(1).await.unwrap();
    assert_eq!((seats[1].user_id, seats[1].name.as_str()), (4, "dave"));
}
