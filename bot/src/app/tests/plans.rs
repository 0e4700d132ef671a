//! Co-operative plans (`plan=together`): a move proposed, agreed and played; one
//! objected to with a note; one played when its deadline passes unopposed; a plan of
//! two moves played, logged and undone as one, and one withdrawn.

use super::*;
use windward_engine::{Actor, Match, Placement, Seat};

/// alice and bob start a Zefiria game whose moves are proposed first, with two-hour
/// deadlines.
async fn zefiria_together(t: &Table) {
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zefiria".into(),
            options: "plan=together turn-hours=2 remind-hours=0".into(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    t.look();
}

/// The player to act, the other one, a public move of theirs and the session's seq.
async fn next_proposal(t: &Table) -> (Caller, Caller, String, u64) {
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let game = t.app.game_of(&session).await.unwrap();
    let seat = game.to_act()[0];
    let players = [alice(), bob()];
    let notation = game
        .choices(Actor::player(seat))
        .into_iter()
        .find(|c| c.placement != Placement::Private)
        .unwrap()
        .notation;
    (
        players[seat.index()].clone(),
        players[1 - seat.index()].clone(),
        notation,
        session.seq,
    )
}

#[tokio::test]
async fn a_proposed_move_is_played_once_the_others_agree() {
    let t = app().await;
    zefiria_together(&t).await;
    let (proposer, other, notation, before) = next_proposal(&t).await;
    let r = cmd(&t.app, &proposer, Command::Play { action: notation }).await;
    assert!(only_private(&r).contains("Proposed to the table"), "{r:?}");
    assert_eq!(seq(&t.app).await, before, "nothing is played yet");
    // The other player must answer now: a new board pings them, and only them.
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1, "{posts:?}");
    assert_eq!(posts[0].pings, vec![other.user_id]);
    let said = posts[0].content.to_string();
    assert!(
        said.contains(&format!("**{}** proposes", proposer.name)),
        "{said}"
    );
    // Only the others decide.
    let r = t.click_board(&proposer, "✅ Agree").await;
    assert!(only_private(&r).contains("your own proposal"), "{r:?}");
    assert_eq!(seq(&t.app).await, before);

    let r = t.click_board(&other, "✅ Agree").await;
    assert!(only_private(&r).contains("Everyone agreed"), "{r:?}");
    assert_eq!(seq(&t.app).await, before + 1, "played as one move");
    // The proposer chooses again (a corner for the spirit): the game waits on them
    // afresh, so a new board pings them.
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1, "{posts:?}");
    assert_eq!(posts[0].pings, vec![proposer.user_id]);
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let log = t.app.store().log(session.id).await.unwrap();
    let last = log.last().unwrap();
    assert_eq!(
        u64::from(last.seat),
        u64::from(
            t.app
                .store()
                .seats(session.id)
                .await
                .unwrap()
                .iter()
                .find(|s| s.user_id == proposer.user_id)
                .unwrap()
                .seat
        ),
        "the proposer's move"
    );
    assert!(
        last.narration.iter().any(|l| l
            .text
            .english()
            .contains(&format!("Agreed by **{}**", other.name))),
        "{last:?}"
    );
    // The answered buttons are stale now.
    let r = cmd(&t.app, &other, Command::PlanAgree { player: None }).await;
    assert!(only_private(&r).contains("no proposal open"), "{r:?}");
}

#[tokio::test]
async fn an_objection_returns_the_move_to_its_proposer_with_the_note() {
    let t = app().await;
    zefiria_together(&t).await;
    let (proposer, other, notation, before) = next_proposal(&t).await;
    cmd(&t.app, &proposer, Command::Play { action: notation }).await;
    t.look();
    let r = cmd(
        &t.app,
        &other,
        Command::PlanObject {
            player: None,
            note: Some("Borea would be better <there>".into()),
        },
    )
    .await;
    assert!(only_private(&r).contains("You objected"), "{r:?}");
    assert_eq!(seq(&t.app).await, before, "nothing was played");
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1, "{posts:?}");
    assert_eq!(posts[0].pings, vec![proposer.user_id]);
    let said = posts[0].content.to_string();
    assert!(said.contains("objects to your proposal"), "{said}");
    assert!(said.contains("Borea would be better"), "{said}");
    // Nothing is left to agree to; the button on the old board says so.
    let r = cmd(&t.app, &other, Command::PlanAgree { player: None }).await;
    assert!(only_private(&r).contains("no proposal open"), "{r:?}");
}

#[tokio::test]
async fn a_proposal_nobody_objects_to_is_played_when_its_deadline_passes() {
    let t = app().await;
    zefiria_together(&t).await;
    let (proposer, _, notation, before) = next_proposal(&t).await;
    let r = cmd(&t.app, &proposer, Command::Play { action: notation }).await;
    assert!(
        only_private(&r).contains("or when your deadline passes"),
        "{r:?}"
    );
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let at = session.deadline_at.expect("a deadline");
    t.app.clock().advance(at - t.app.clock().now_ms() + 1);
    assert_eq!(t.app.run_due_timeouts().await, vec![50]);
    assert_eq!(seq(&t.app).await, before + 1);
    let log = t.app.store().log(session.id).await.unwrap();
    assert!(log.last().unwrap().narration.iter().any(|l| l
        .text
        .english()
        .contains("No objection before the deadline")));
    let seats = t.app.store().seats(session.id).await.unwrap();
    assert!(
        seats.iter().all(|s| s.missed == 0 && !s.stand_in),
        "a proposal is no missed deadline"
    );
}

/// Answers every proposal until the game waits for a turn's moves (past setup).
async fn through_setup(t: &Table) {
    for _ in 0..20 {
        let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
        let game = t.app.game_of(&session).await.unwrap();
        let seat = game.to_act()[0];
        if game
            .choices(Actor::player(seat))
            .iter()
            .any(|c| c.notation == "end")
        {
            return;
        }
        let (proposer, other, notation, _) = next_proposal(t).await;
        cmd(&t.app, &proposer, Command::Play { action: notation }).await;
        cmd(&t.app, &other, Command::PlanAgree { player: None }).await;
    }
    panic!("setup never ended");
}

/// A public move of `seat`'s that draws nothing (a flight or a swap) on `game`.
fn a_flight_or_swap(game: &Match, seat: Seat) -> String {
    game.choices(Actor::player(seat))
        .into_iter()
        .map(|c| c.notation)
        .find(|n| n.starts_with("fly") || n.starts_with("swap"))
        .expect("a flight or a swap")
}

#[tokio::test]
async fn a_plan_of_several_moves_is_agreed_and_played_as_one() {
    let t = app().await;
    zefiria_together(&t).await;
    through_setup(&t).await;
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let game = t.app.game_of(&session).await.unwrap();
    let seat = game.to_act()[0];
    let players = [alice(), bob()];
    let (proposer, other) = (&players[seat.index()], &players[1 - seat.index()]);
    let first = a_flight_or_swap(&game, seat);
    let mut after = game.clone();
    after.apply_notation(Actor::player(seat), &first).unwrap();
    let second = a_flight_or_swap(&after, seat);

    let r = cmd(&t.app, proposer, Command::Play { action: first }).await;
    assert!(only_private(&r).contains("Proposed to the table"), "{r:?}");
    t.look();
    let r = cmd(&t.app, proposer, Command::Play { action: second }).await;
    assert!(only_private(&r).contains("Added to your plan"), "{r:?}");
    // The same players are asked: the board is edited, nobody pinged again.
    assert!(t.new_posts().is_empty());
    let (_, board) = t.live().await;
    assert!(board.content.to_string().contains(" → "), "{board:?}");
    assert_eq!(seq(&t.app).await, session.seq, "nothing is played yet");

    let r = t.click_board(other, "✅ Agree").await;
    assert!(only_private(&r).contains("Everyone agreed"), "{r:?}");
    assert_eq!(seq(&t.app).await, session.seq + 2, "both moves");
    let log = t.app.store().log(session.id).await.unwrap();
    assert!(log[log.len() - 2..].iter().all(|r| r.seat == seat.0));
    // One board for the plan, pinging the proposer, whose turn goes on.
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1, "{posts:?}");
    assert_eq!(posts[0].pings, vec![proposer.user_id]);

    // A plan taken back plays nothing.
    let game = t
        .app
        .game_of(&t.app.store().open_session_in(50).await.unwrap().unwrap())
        .await
        .unwrap();
    let third = a_flight_or_swap(&game, seat);
    cmd(&t.app, proposer, Command::Play { action: third }).await;
    let r = cmd(&t.app, proposer, Command::PlanWithdraw).await;
    assert!(only_private(&r).contains("Taken back"), "{r:?}");
    assert_eq!(seq(&t.app).await, session.seq + 2);
    assert!(t
        .app
        .store()
        .proposals(session.id)
        .await
        .unwrap()
        .is_empty());
    let r = cmd(&t.app, proposer, Command::PlanWithdraw).await;
    assert!(only_private(&r).contains("no plan open"), "{r:?}");

    // The log and undo read the plan as one move.
    let r = cmd(&t.app, proposer, Command::GameLog { page: None }).await;
    let entries = only_private(&r);
    assert!(
        entries.contains(&format!("{}–{}. ", session.seq + 1, session.seq + 2)),
        "{entries}"
    );
    let r = cmd(&t.app, proposer, Command::Undo).await;
    assert!(only_private(&r).contains("Taken back"), "{r:?}");
    assert_eq!(seq(&t.app).await, session.seq, "both moves taken back");
}
