//! The store's tests: sessions, the action log, undo, claims, the outbox, waits and
//! settings, on SQLite and (with `WINDWARD_TEST_POSTGRES`) on Postgres.

use super::*;

/// A store on a fresh database of `backend`, its URL, and the database's guard.
async fn temp_store(backend: Backend) -> (Store, String, scratch::Scratch) {
    let db = match backend {
        Backend::Sqlite => scratch::Scratch::sqlite(),
        Backend::Postgres => scratch::Scratch::postgres()
            .await
            .expect("a Postgres server (the test checks for one first)"),
    };
    let url = db.url().to_string();
    (Store::open(&url).await.unwrap(), url, db)
}

/// Runs each named `async fn(Backend)` as a test on SQLite and as one on Postgres. The
/// Postgres half says it is skipped when no server is configured, unless one is
/// required (see [`scratch::REQUIRE_ENV`]): CI requires one.
macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {
        mod on_sqlite {
            $(
                #[tokio::test]
                async fn $name() {
                    super::$name(super::Backend::Sqlite).await;
                }
            )*
        }
        mod on_postgres {
            $(
                #[tokio::test]
                async fn $name() {
                    if super::scratch::postgres_server().is_none() {
                        eprintln!("skipped: no Postgres server ({} is not set)", super::scratch::POSTGRES_ENV);
                        return;
                    }
                    super::$name(super::Backend::Postgres).await;
                }
            )*
        }
    };
}

fn lobby(channel: u64) -> NewSession<'static> {
    NewSession {
        guild_id: Some(1),
        channel_id: channel,
        kind: GameKind::Table,
        options: "",
        seed: u64::MAX - 5,
        seed_salt: "00ff",
        host_id: 10,
        host_name: "alice",
        host_lang: windward_engine::i18n::Lang::En,
        server_lang: None,
    }
}

async fn started(store: &Store) -> SessionId {
    let Write::Done(id) = store.create_session(lobby(7)).await.unwrap() else {
        panic!()
    };
    assert_eq!(
        store
            .join(id, 11, "bob", windward_engine::i18n::Lang::En, 25)
            .await
            .unwrap(),
        Write::Done(1)
    );
    let Write::Done(Ok(_)) = store
        .start(id, 0, |seats| {
            Ok::<_, ()>((
                seats.iter().map(|s| s.user_id).collect(),
                "{\"snap\":0}".to_string(),
            ))
        })
        .await
        .unwrap()
    else {
        panic!()
    };
    id
}

fn action(n: u8) -> NewAction<'static> {
    NewAction {
        stand_in: false,
        seat: n % 2,
        user_id: 10 + u64::from(n % 2),
        host: false,
        action: "{\"type\":\"end_turn\"}",
        notation: "end",
        snapshot: "{\"snap\":1}",
        finished: false,
        deadline: None,
        narration: &[],
        news: &[],
        undoable: false,
        owes_board: None,
        waits: WaitChange::default(),
    }
}

async fn the_database_file_is_created_and_large_ids_survive(backend: Backend) {
    let (store, _, _db) = temp_store(backend).await;
    let Write::Done(id) = store.create_session(lobby(u64::MAX - 1)).await.unwrap() else {
        panic!()
    };
    let row = store.session(id).await.unwrap().unwrap();
    assert_eq!(
        (row.channel_id, row.seed, row.status),
        (u64::MAX - 1, u64::MAX - 5, Status::Lobby)
    );
}

async fn one_open_session_per_channel(backend: Backend) {
    let (store, _, _db) = temp_store(backend).await;
    assert!(matches!(
        store.create_session(lobby(7)).await.unwrap(),
        Write::Done(_)
    ));
    assert_eq!(
        store.create_session(lobby(7)).await.unwrap(),
        Write::ChannelBusy
    );
    assert!(matches!(
        store.create_session(lobby(8)).await.unwrap(),
        Write::Done(_)
    ));
    let open = store.open_session_in(7).await.unwrap().unwrap();
    assert_eq!(store.abort(open.id).await.unwrap(), Write::Done(()));
    assert_eq!(store.abort(open.id).await.unwrap(), Write::Stale);
    assert!(matches!(
        store.create_session(lobby(7)).await.unwrap(),
        Write::Done(_)
    ));
}

async fn joining_and_leaving_keep_seats_contiguous(backend: Backend) {
    let (store, _, _db) = temp_store(backend).await;
    let Write::Done(id) = store.create_session(lobby(7)).await.unwrap() else {
        panic!()
    };
    assert_eq!(
        store
            .join(id, 11, "bob", windward_engine::i18n::Lang::En, 4)
            .await
            .unwrap(),
        Write::Done(1)
    );
    assert_eq!(
        store
            .join(id, 11, "bob", windward_engine::i18n::Lang::En, 4)
            .await
            .unwrap(),
        Write::AlreadySeated
    );
    assert_eq!(
        store
            .join(id, 12, "carol", windward_engine::i18n::Lang::En, 4)
            .await
            .unwrap(),
        Write::Done(2)
    );
    assert_eq!(
        store
            .join(id, 13, "dan", windward_engine::i18n::Lang::En, 3)
            .await
            .unwrap(),
        Write::Full
    );
    assert_eq!(store.leave(id, 11).await.unwrap(), Write::Done(2));
    let seats = store.seats(id).await.unwrap();
    assert_eq!(
        seats
            .iter()
            .map(|s| (s.seat, s.name.as_str()))
            .collect::<Vec<_>>(),
        vec![(0, "alice"), (1, "carol")]
    );
    assert_eq!(store.leave(id, 99).await.unwrap(), Write::Stale);
}

async fn a_failed_deal_leaves_the_lobby_open(backend: Backend) {
    let (store, _, _db) = temp_store(backend).await;
    let Write::Done(id) = store.create_session(lobby(7)).await.unwrap() else {
        panic!()
    };
    let result = store
        .start(id, 0, |_| Err::<(Vec<u64>, String), _>("too few"))
        .await
        .unwrap();
    assert_eq!(result, Write::Done(Err("too few")));
    assert_eq!(
        store.session(id).await.unwrap().unwrap().status,
        Status::Lobby
    );
}

async fn start_reorders_seats(backend: Backend) {
    let (store, _, _db) = temp_store(backend).await;
    let Write::Done(id) = store.create_session(lobby(7)).await.unwrap() else {
        panic!()
    };
    store
        .join(id, 11, "bob", windward_engine::i18n::Lang::En, 25)
        .await
        .unwrap();
    let Write::Done(Ok(seats)) = store
        .start(id, 0, |_| Ok::<_, ()>((vec![11, 10], "{}".into())))
        .await
        .unwrap()
    else {
        panic!()
    };
    assert_eq!(
        seats
            .iter()
            .map(|s| (s.seat, s.user_id))
            .collect::<Vec<_>>(),
        vec![(0, 11), (1, 10)]
    );
    assert_eq!(store.seats(id).await.unwrap(), seats);
    assert_eq!(
        store
            .start(id, 0, |_| Ok::<_, ()>((vec![], "{}".into())))
            .await
            .unwrap(),
        Write::Stale
    );
}

async fn a_stale_sequence_is_refused_and_changes_nothing(backend: Backend) {
    let (store, _, _db) = temp_store(backend).await;
    let id = started(&store).await;
    assert_eq!(
        store.commit_action(id, 0, action(0)).await.unwrap(),
        Write::Done(1)
    );
    assert_eq!(
        store.commit_action(id, 0, action(1)).await.unwrap(),
        Write::Stale
    );
    assert_eq!(store.actions(id).await.unwrap().len(), 1);
    assert_eq!(store.session(id).await.unwrap().unwrap().seq, 1);
}

async fn simultaneous_actions_apply_once(backend: Backend) {
    let (store, _, _db) = temp_store(backend).await;
    let id = started(&store).await;
    let attempts: Vec<_> = (0..8)
        .map(|n| {
            let store = store.clone();
            tokio::spawn(async move { store.commit_action(id, 0, action(n)).await.unwrap() })
        })
        .collect();
    let mut done = 0;
    for a in attempts {
        match a.await.unwrap() {
            Write::Done(1) => done += 1,
            Write::Stale => {}
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(done, 1);
    assert_eq!(store.actions(id).await.unwrap().len(), 1);
}

async fn a_reopened_database_has_everything(backend: Backend) {
    let (store, url, _db) = temp_store(backend).await;
    let id = started(&store).await;
    store.commit_action(id, 0, action(0)).await.unwrap();
    store
        .commit_action(
            id,
            1,
            NewAction {
                stand_in: false,
                finished: true,
                ..action(1)
            },
        )
        .await
        .unwrap();
    store.close().await;
    let store = Store::open(&url).await.unwrap();
    let row = store.session(id).await.unwrap().unwrap();
    assert_eq!(
        (row.seq, row.status, row.snapshot.as_deref()),
        (2, Status::Finished, Some("{\"snap\":1}"))
    );
    let log = store.actions(id).await.unwrap();
    assert_eq!(
        log.iter()
            .map(|a| (a.seq, a.seat, a.notation.as_str()))
            .collect::<Vec<_>>(),
        vec![(1, 0, "end"), (2, 1, "end")]
    );
    assert!(store.open_session_in(7).await.unwrap().is_none());
    assert_eq!(store.latest_session_in(7).await.unwrap().unwrap().id, id);
}

async fn deadlines_fall_due_only_for_the_state_they_were_set_for(backend: Backend) {
    let (store, _, _db) = temp_store(backend).await;
    let id = started(&store).await;
    store
        .commit_action(
            id,
            0,
            NewAction {
                stand_in: false,
                deadline: Some(DeadlineAt {
                    at: 1_000,
                    seat: Some(1),
                }),
                ..action(0)
            },
        )
        .await
        .unwrap();
    assert!(store.due_deadlines(999).await.unwrap().is_empty());
    assert_eq!(store.due_deadlines(1_000).await.unwrap(), vec![(id, 1)]);
    assert_eq!(
        store.session(id).await.unwrap().unwrap().deadline_seat,
        Some(1)
    );
    // The game moves on without a deadline: nothing is due any more.
    store.commit_action(id, 1, action(1)).await.unwrap();
    assert!(store.due_deadlines(5_000).await.unwrap().is_empty());
    assert_eq!(
        store.session(id).await.unwrap().unwrap().deadline_seat,
        None
    );
    store
        .set_deadline(
            id,
            2,
            Some(DeadlineAt {
                at: 2_000,
                seat: Some(0),
            }),
            &[],
        )
        .await
        .unwrap();
    assert_eq!(store.due_deadlines(3_000).await.unwrap(), vec![(id, 2)]);
    assert_eq!(
        store.session(id).await.unwrap().unwrap().deadline_seat,
        Some(0)
    );
    store.abort(id).await.unwrap();
    assert!(store.due_deadlines(3_000).await.unwrap().is_empty());
}

async fn narration_news_and_the_live_board_survive_a_reopen(backend: Backend) {
    let (store, url, _db) = temp_store(backend).await;
    let id = started(&store).await;
    let lines = vec![
        Said::line("{seat:0} ends the turn."),
        Said {
            text: windward_engine::msg!("time-in-days", days = 2),
            roll: None,
        },
    ];
    let news = vec![(1u8, Said::line("You lost a card."))];
    store
        .commit_action(
            id,
            0,
            NewAction {
                stand_in: false,
                narration: &lines,
                news: &news,
                ..action(0)
            },
        )
        .await
        .unwrap();
    store.commit_action(id, 1, action(1)).await.unwrap();
    store
        .set_board(id, Some(9_000_000_000_000), 1, 1)
        .await
        .unwrap();
    store.set_board_shown(id, 2).await.unwrap();
    store.close().await;

    let store = Store::open(&url).await.unwrap();
    let row = store.session(id).await.unwrap().unwrap();
    assert_eq!(
        (row.board_message_id, row.board_seq, row.board_shown_seq),
        (Some(9_000_000_000_000), 1, 2)
    );
    let told = store.narration_after(id, 0).await.unwrap();
    assert_eq!(told.len(), 2);
    assert_eq!(
        (told[0].seq, told[0].seat, told[0].lines.clone()),
        (1, 0, lines)
    );
    assert!(told[1].lines.is_empty());
    assert_eq!(store.narration_after(id, 1).await.unwrap().len(), 1);
    assert_eq!(store.last_action_before(id, 1, 3).await.unwrap(), Some(2));
    assert_eq!(store.last_action_before(id, 1, 2).await.unwrap(), None);
    assert_eq!(store.last_action_before(id, 5, 3).await.unwrap(), None);
    // Seat 0 made the move: no news for it. Seat 1 sees its news once.
    assert!(store.take_news(id, 0, 2).await.unwrap().is_empty());
    assert_eq!(
        store.take_news(id, 1, 2).await.unwrap(),
        vec![Said::line("You lost a card.")]
    );
    assert!(store.take_news(id, 1, 2).await.unwrap().is_empty());
}

#[tokio::test]
async fn every_connection_syncs_each_commit_to_disk() {
    let (store, _, _db) = temp_store(Backend::Sqlite).await;
    // Several at once, so the pool opens more than one connection.
    let (a, b) = tokio::join!(
        sqlx::query_scalar::<_, i64>("PRAGMA synchronous").fetch_one(&store.pool),
        sqlx::query_scalar::<_, String>("PRAGMA journal_mode").fetch_one(&store.pool),
    );
    assert_eq!(a.unwrap(), 2, "synchronous=FULL");
    assert_eq!(b.unwrap(), "wal");
}

#[tokio::test]
async fn every_postgres_connection_waits_for_the_disk_whatever_the_server_says() {
    if scratch::postgres_server().is_none() {
        eprintln!(
            "skipped: no Postgres server ({} is not set)",
            scratch::POSTGRES_ENV
        );
        return;
    }
    let db = scratch::Scratch::postgres().await.unwrap();
    // A server (here: this database) set to acknowledge commits before they are on disk.
    let name = db.url().rsplit('/').next().unwrap().to_string();
    let admin = Store::open(db.url()).await.unwrap();
    sqlx::query(&format!(
        "ALTER DATABASE {name} SET synchronous_commit = off"
    ))
    .execute(&admin.pool)
    .await
    .unwrap();
    admin.close().await;
    let store = Store::open(db.url()).await.unwrap();
    let (a, b) = tokio::join!(
        sqlx::query_scalar::<_, String>("SHOW synchronous_commit").fetch_one(&store.pool),
        sqlx::query_scalar::<_, String>("SHOW synchronous_commit").fetch_one(&store.pool),
    );
    assert_eq!((a.unwrap(), b.unwrap()), ("on".into(), "on".into()));
    store.close().await;
}

#[tokio::test]
async fn start_up_problems_are_said_once_and_plainly() {
    let err = Store::open("mysql://bot:hunter2@localhost/windward")
        .await
        .err()
        .unwrap()
        .to_string();
    assert!(
        err.contains("must be a sqlite:// URL")
            && err.contains("postgres://")
            && !err.contains("hunter2"),
        "{err}"
    );
    // A Postgres server that is not there: said plainly, without the password.
    let err = format!(
        "{:#}",
        anyhow::Error::from(
            Store::open("postgres://bot:hunter2@127.0.0.1:1/windward")
                .await
                .err()
                .unwrap()
        )
    );
    assert!(!err.contains("hunter2"), "{err}");
    let dir = tempfile::tempdir().unwrap();
    let missing = format!("sqlite://{}/no/such/folder/w.db", dir.path().display());
    let err = format!(
        "{:#}",
        anyhow::Error::from(Store::open(&missing).await.err().unwrap())
    );
    assert!(err.contains("does its folder exist"), "{err}");
    assert_eq!(err.matches("can't open").count(), 1, "said once: {err}");
    // A database a newer Windward has migrated further.
    let url = format!("sqlite://{}/w.db", dir.path().display());
    let store = Store::open(&url).await.unwrap();
    sqlx::query(
        "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time)
         VALUES (99991231000001, 'from the future', TRUE, X'00', 0)",
    )
    .execute(&store.pool)
    .await
    .unwrap();
    store.close().await;
    let err = Store::open(&url).await.err().unwrap().to_string();
    assert!(err.contains("written by a newer Windward"), "{err}");
}

/// The first move, owing a board that pings seat 1 from `due_at` on.
fn owing(due_at: i64) -> NewAction<'static> {
    NewAction {
        stand_in: false,
        owes_board: Some(OwesBoard {
            seats: Some(&[1]),
            due_at,
        }),
        ..action(0)
    }
}

async fn a_board_owed_by_a_move_is_kept_until_delivered(backend: Backend) {
    let (store, _url, _db) = temp_store(backend).await;
    let id = started(&store).await;
    // Starting owes the first board, to whoever the game waits for.
    let first = store.owed_boards(id).await.unwrap();
    assert_eq!(first.len(), 1);
    assert_eq!((first[0].seq, first[0].seats.clone()), (0, None));
    store
        .board_delivered(id, &first, Some(500), 0, 0, 1)
        .await
        .unwrap();
    assert!(store.owed_boards(id).await.unwrap().is_empty());

    assert_eq!(
        store.commit_action(id, 0, owing(1_000)).await.unwrap(),
        Write::Done(1)
    );
    let owed = store.owed_boards(id).await.unwrap();
    assert_eq!(owed.len(), 1);
    assert_eq!((owed[0].seq, owed[0].seats.clone()), (1, Some(vec![1])));
    // The sender waits for the move's own delivery first.
    assert!(store.sessions_owed(999).await.unwrap().is_empty());
    assert_eq!(store.sessions_owed(1_000).await.unwrap(), vec![id]);
    store.board_failed(&owed, "503", 5_000).await.unwrap();
    assert!(store.sessions_owed(4_999).await.unwrap().is_empty());
    let again = store.owed_boards(id).await.unwrap();
    assert_eq!(again[0].attempts, 1);
    assert_ne!(again[0].nonce(id), first[0].nonce(id));

    store
        .board_delivered(id, &again, Some(501), 0, 1, 6_000)
        .await
        .unwrap();
    assert!(store.sessions_owed(i64::MAX).await.unwrap().is_empty());
    let session = store.session(id).await.unwrap().unwrap();
    assert_eq!(
        (session.board_message_id, session.board_shown_seq),
        (Some(501), 1)
    );
}

async fn taking_a_move_back_or_aborting_forgets_the_board_it_owed(backend: Backend) {
    let (store, _url, _db) = temp_store(backend).await;
    let id = started(&store).await;
    let first = store.owed_boards(id).await.unwrap();
    store
        .board_delivered(id, &first, Some(500), 0, 0, 1)
        .await
        .unwrap();
    store.commit_action(id, 0, owing(0)).await.unwrap();
    assert_eq!(
        store
            .rollback_to(id, 1, 0, "{\"snap\":0}", None)
            .await
            .unwrap(),
        Write::Done(0)
    );
    assert!(store.owed_boards(id).await.unwrap().is_empty());

    store.commit_action(id, 0, owing(0)).await.unwrap();
    assert_eq!(store.owed_boards(id).await.unwrap().len(), 1);
    assert_eq!(store.abort(id).await.unwrap(), Write::Done(()));
    assert!(store.owed_boards(id).await.unwrap().is_empty());
}

async fn a_board_behind_its_game_is_found_once_the_table_is_quiet(backend: Backend) {
    let (store, _url, _db) = temp_store(backend).await;
    let id = started(&store).await;
    let first = store.owed_boards(id).await.unwrap();
    store
        .board_delivered(id, &first, Some(500), 0, 0, 1)
        .await
        .unwrap();
    store.commit_action(id, 0, action(0)).await.unwrap();
    let updated = store.session(id).await.unwrap().unwrap().updated_at;
    assert!(store.stale_boards(updated - 1).await.unwrap().is_empty());
    assert_eq!(store.stale_boards(updated).await.unwrap(), vec![id]);
    store.set_board_shown(id, 1).await.unwrap();
    assert!(store.stale_boards(i64::MAX).await.unwrap().is_empty());
    // An edit the platform refused after all.
    store.board_not_shown(id, 1).await.unwrap();
    assert_eq!(store.stale_boards(i64::MAX).await.unwrap(), vec![id]);
}

async fn two_processes_on_one_database_never_take_the_same_owed_board(backend: Backend) {
    let (one, url, _db) = temp_store(backend).await;
    let two = Store::open(&url).await.unwrap();
    let id = started(&one).await;
    let first = one.owed_boards(id).await.unwrap();
    one.board_delivered(id, &first, Some(500), 0, 0, 1)
        .await
        .unwrap();
    one.commit_action(id, 0, owing(1_000)).await.unwrap();
    // The first to claim holds the row (its sender loop is alive); the other sees
    // nothing to send.
    one.heartbeat(1_000).await.unwrap();
    let held = one.claim_boards(id, 1_000).await.unwrap();
    assert_eq!(held.len(), 1);
    assert!(two.claim_boards(id, 1_000).await.unwrap().is_empty());
    assert!(
        two.sessions_owed(2_000).await.unwrap().is_empty(),
        "a held row is not offered to other senders"
    );
    // A failed delivery frees it for whoever comes next.
    one.board_failed(&held, "503", 1_500).await.unwrap();
    assert_eq!(two.sessions_owed(1_500).await.unwrap(), vec![id]);
    two.heartbeat(1_500).await.unwrap();
    let taken = two.claim_boards(id, 1_500).await.unwrap();
    assert_eq!(taken.len(), 1);
    assert!(one.claim_boards(id, 1_600).await.unwrap().is_empty());
    // While its holder is alive (renewing its heartbeat), the claim stands...
    two.heartbeat(5_000).await.unwrap();
    assert!(one.claim_boards(id, 5_000).await.unwrap().is_empty());
    // ...and once it falls silent, the row is anyone's again.
    let silent = 5_000 + outbox::ALIVE_MS;
    assert_eq!(one.sessions_owed(silent).await.unwrap(), vec![id]);
    assert_eq!(one.claim_boards(id, silent).await.unwrap().len(), 1);
    // Even a live sender holds rows for one lease at most.
    two.heartbeat(silent + outbox::CLAIM_MS).await.unwrap();
    let later = silent + outbox::CLAIM_MS;
    assert_eq!(two.claim_boards(id, later).await.unwrap().len(), 1);
    assert!(one.claim_boards(id, later).await.unwrap().is_empty());
    let held = two.claim_boards(id, later).await.unwrap();
    two.board_delivered(id, &held, Some(501), 0, 1, later)
        .await
        .unwrap();
    // Delivered by its holder, it is owed to no one.
    assert!(two
        .claim_boards(id, later + 10 * outbox::CLAIM_MS)
        .await
        .unwrap()
        .is_empty());
}

async fn two_processes_never_take_the_same_due_deadline(backend: Backend) {
    let (one, url, _db) = temp_store(backend).await;
    let two = Store::open(&url).await.unwrap();
    let id = started(&one).await;
    let timed = |n: u8, at: i64| NewAction {
        stand_in: false,
        deadline: Some(DeadlineAt {
            at,
            seat: Some(1 - n % 2),
        }),
        ..action(n)
    };
    assert_eq!(
        one.commit_action(id, 0, timed(0, 1_000)).await.unwrap(),
        Write::Done(1)
    );
    one.heartbeat(1_000).await.unwrap();
    two.heartbeat(1_000).await.unwrap();
    // Both look at once: the deadline goes to one of them.
    let (a, b) = tokio::join!(one.due_deadlines(1_000), two.due_deadlines(1_000));
    let (a, b) = (a.unwrap(), b.unwrap());
    let one_holds = !a.is_empty();
    assert_eq!((a.len() + b.len(), [a, b].concat()), (1, vec![(id, 1)]));
    let (holder, other) = if one_holds {
        (&one, &two)
    } else {
        (&two, &one)
    };
    // Its holder may look again (a try that failed); the other, while the holder lives, not.
    holder.heartbeat(2_000).await.unwrap();
    assert_eq!(holder.due_deadlines(2_000).await.unwrap(), vec![(id, 1)]);
    assert!(other.due_deadlines(2_000).await.unwrap().is_empty());
    // The holder dies mid-claim: once its heartbeat lapses, the other takes it up.
    let later = 2_000 + outbox::ALIVE_MS;
    other.heartbeat(later).await.unwrap();
    assert_eq!(other.due_deadlines(later).await.unwrap(), vec![(id, 1)]);
    // The move that answers it sets a new deadline, which nobody holds yet.
    assert_eq!(
        other.commit_action(id, 1, timed(1, later)).await.unwrap(),
        Write::Done(2)
    );
    holder.heartbeat(later).await.unwrap();
    assert_eq!(holder.due_deadlines(later).await.unwrap(), vec![(id, 2)]);
}

async fn a_reminder_read_before_its_wait_began_anew_is_not_sent(backend: Backend) {
    let (store, _, _db) = temp_store(backend).await;
    let id = started(&store).await;
    let waiting = |n: u8| NewAction {
        stand_in: false,
        waits: WaitChange {
            start: &[(1, Some(0))],
            ..WaitChange::default()
        },
        ..action(n)
    };
    store.commit_action(id, 0, waiting(0)).await.unwrap();
    let seen = store.due_waits(i64::MAX).await.unwrap();
    assert_eq!(seen.len(), 1);
    // Before the sender acts on what it read, the seat is waited for anew (a move, in
    // this process or another): a wait of its own, begun later.
    tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    store.commit_action(id, 1, waiting(1)).await.unwrap();
    let stale = waits::Reminder {
        session_id: id,
        seq: 2,
        seat: 1,
        since_at: seen[0].since_at,
        reminders: 1,
        next_at: None,
        ping: &[1],
        note: "",
        dm: None,
    };
    assert!(
        !store.remind(stale.clone(), 0).await.unwrap(),
        "the old wait's reminder"
    );
    store.end_wait(id, 1, seen[0].since_at).await.unwrap();
    assert!(!store
        .remind_later(id, 1, Some(seen[0].since_at), Some(9))
        .await
        .unwrap());
    let new = store
        .wait(id, 1)
        .await
        .unwrap()
        .expect("the new wait stays");
    assert!(new.since_at > seen[0].since_at);
    assert!(store
        .owed_boards(id)
        .await
        .unwrap()
        .iter()
        .all(|b| b.note.is_none()));
    // The new wait itself is reminded.
    assert!(store
        .remind(
            waits::Reminder {
                since_at: new.since_at,
                ..stale
            },
            0
        )
        .await
        .unwrap());
}

/// A session speaks its channel's language, else its server's, else the server's
/// Discord locale when it was made; choices apply to open sessions at once, and a
/// seat keeps its player's language through the start's reseating.
async fn a_sessions_language_is_its_channels_then_its_servers_then_discords(backend: Backend) {
    use windward_engine::i18n::Lang;
    let (store, _url, _db) = temp_store(backend).await;
    let made = NewSession {
        server_lang: Some(Lang::Fr),
        host_lang: Lang::Pl,
        ..lobby(7)
    };
    let Write::Done(id) = store.create_session(made).await.unwrap() else {
        panic!()
    };
    async fn lang(store: &Store, id: SessionId) -> Lang {
        store.session(id).await.unwrap().unwrap().lang
    }
    assert_eq!(lang(&store, id).await, Lang::Fr);
    store.set_language(1, Some(Lang::En)).await.unwrap();
    assert_eq!(lang(&store, id).await, Lang::En, "the server's choice");
    store.set_language(7, Some(Lang::Pl)).await.unwrap();
    assert_eq!(
        lang(&store, id).await,
        Lang::Pl,
        "the channel's choice wins"
    );
    assert_eq!(store.language(7).await.unwrap(), Some(Lang::Pl));
    store.set_language(7, None).await.unwrap();
    store.set_language(1, None).await.unwrap();
    assert_eq!(store.language(7).await.unwrap(), None);
    assert_eq!(lang(&store, id).await, Lang::Fr, "back to Discord's");
    store.join(id, 11, "bob", Lang::En, 25).await.unwrap();
    let Write::Done(Ok(seats)) = store
        .start(id, 0, |seats| {
            Ok::<_, ()>((
                seats.iter().rev().map(|s| s.user_id).collect(),
                "{\"snap\":0}".to_string(),
            ))
        })
        .await
        .unwrap()
    else {
        panic!()
    };
    let langs: Vec<(u64, Lang)> = seats.iter().map(|s| (s.user_id, s.lang)).collect();
    assert_eq!(langs, vec![(11, Lang::En), (10, Lang::Pl)]);
    let stored: Vec<Lang> = store
        .seats(id)
        .await
        .unwrap()
        .iter()
        .map(|s| s.lang)
        .collect();
    assert_eq!(stored, vec![Lang::En, Lang::Pl]);
    store.set_seat_language(id, 10, Lang::Fr).await.unwrap();
    let now: Vec<Lang> = store
        .seats(id)
        .await
        .unwrap()
        .iter()
        .map(|s| s.lang)
        .collect();
    assert_eq!(
        now,
        vec![Lang::En, Lang::Fr],
        "only that player's seat changes"
    );
}

on_both_backends!(
    a_sessions_language_is_its_channels_then_its_servers_then_discords,
    a_reminder_read_before_its_wait_began_anew_is_not_sent,
    two_processes_never_take_the_same_due_deadline,
    the_database_file_is_created_and_large_ids_survive,
    one_open_session_per_channel,
    joining_and_leaving_keep_seats_contiguous,
    a_failed_deal_leaves_the_lobby_open,
    start_reorders_seats,
    a_stale_sequence_is_refused_and_changes_nothing,
    simultaneous_actions_apply_once,
    a_reopened_database_has_everything,
    deadlines_fall_due_only_for_the_state_they_were_set_for,
    narration_news_and_the_live_board_survive_a_reopen,
    a_board_owed_by_a_move_is_kept_until_delivered,
    taking_a_move_back_or_aborting_forgets_the_board_it_owed,
    a_board_behind_its_game_is_found_once_the_table_is_quiet,
    two_processes_on_one_database_never_take_the_same_owed_board,
    each_process_s_pulse_is_read_back_for_the_tools,
    a_game_s_page_token_is_made_once_and_finds_it,
    every_process_hears_of_a_move,
);

async fn a_game_s_page_token_is_made_once_and_finds_it(backend: Backend) {
    let (store, _url, _db) = temp_store(backend).await;
    let id = started(&store).await;
    let token = store
        .web_token(id, "00112233445566778899aabbccddeeff")
        .await
        .unwrap();
    assert_eq!(token, "00112233445566778899aabbccddeeff");
    // Asked again with another fresh token, the first one stays.
    let again = store
        .web_token(id, "ffeeddccbbaa99887766554433221100")
        .await
        .unwrap();
    assert_eq!(again, token);
    assert_eq!(
        store
            .session_by_web_token(&token)
            .await
            .unwrap()
            .map(|s| s.id),
        Some(id)
    );
    assert!(store
        .session_by_web_token("ffeeddccbbaa99887766554433221100")
        .await
        .unwrap()
        .is_none());
    assert!(
        store.web_token(id + 100, "0123").await.is_err(),
        "no such session"
    );
}

/// A page open on one process hears of a move made by another: on Postgres through
/// NOTIFY (every process shares the database), on SQLite (one process) through the
/// process's own channel.
async fn every_process_hears_of_a_move(backend: Backend) {
    let (one, url, _db) = temp_store(backend).await;
    let id = started(&one).await;
    let two = Store::open(&url).await.unwrap();
    two.listen_for_changes(&url);
    let hearing = if backend == Backend::Postgres {
        &two
    } else {
        &one
    };
    let mut heard = hearing.changes();
    // The listener connects in the background: moves go on until one is heard.
    let mut seq = 0;
    let got = tokio::time::timeout(std::time::Duration::from_secs(10), async {
        loop {
            let Write::Done(next) = one.commit_action(id, seq, action(0)).await.unwrap() else {
                panic!("the move was refused")
            };
            seq = next;
            if let Ok(Ok(session)) =
                tokio::time::timeout(std::time::Duration::from_millis(300), heard.recv()).await
            {
                return session;
            }
        }
    })
    .await
    .expect("a move is heard within 10 s");
    assert_eq!(got, id);
}

async fn each_process_s_pulse_is_read_back_for_the_tools(backend: Backend) {
    use super::processes::Pulse;
    let (one, url, _db) = temp_store(backend).await;
    let two = Store::open(&url).await.unwrap();
    let pulse = Pulse {
        gateway: Some(9_000),
        outbox: Some(9_500),
        deadlines: None,
    };
    one.report_pulse(10_000, pulse).await.unwrap();
    // A plain heartbeat (claiming work) leaves what the last report said.
    one.heartbeat(11_000).await.unwrap();
    two.report_pulse(2_000, Pulse::default()).await.unwrap();
    let seen = one.processes().await.unwrap();
    assert_eq!(seen.len(), 2);
    assert_eq!(seen[0].pulse, pulse);
    assert_eq!(seen[0].started_at, Some(10_000));
    assert!(seen[0].running(11_000) && !seen[1].running(11_000));
    assert_eq!(seen[1].pulse, Pulse::default());
}
