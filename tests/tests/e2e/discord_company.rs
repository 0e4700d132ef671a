//! Company at the table through the fake Discord: a co-operative move proposed and
//! agreed with the board's buttons (`plan=together`), one objected to with a note, and
//! a seat handed to the computer and taken back with **I'm back**.

use windward_tests::flow::{move_number, start_game};
use windward_tests::Windward;

#[test]
fn a_proposal_is_agreed_by_button_and_an_objection_reaches_its_player() {
    let t = Windward::start();
    let alice = t.user("alice");
    let bob = t.user("bob");
    let board = start_game(&t, "zefiria", "plan=together", &[&alice, &bob]);
    let before = move_number(&board);

    // alice picks a spirit: a proposal, not a move. A new board pings bob alone.
    let sent = t.click(&alice, &board, "Etesia");
    let answer = t.reply(&sent);
    assert!(
        answer.is_ephemeral() && answer.text().contains("Proposed to the table"),
        "{}",
        answer.text()
    );
    let proposal = t.wait_message("the proposal's board", |m| {
        m.text().contains("**alice** proposes") && m.button("✅ Agree").is_some()
    });
    assert_eq!(proposal.pinged, vec![bob.id], "{}", proposal.text());
    assert_eq!(move_number(&proposal), before, "nothing is played yet");

    // alice may not agree to her own; bob's ✅ plays it, and alice, who chooses
    // again (her corner), is pinged.
    let own = t.reply(&t.click(&alice, &proposal, "✅ Agree"));
    assert!(
        own.is_ephemeral() && own.text().contains("your own proposal"),
        "{}",
        own.text()
    );
    let agreed = t.reply(&t.click(&bob, &proposal, "✅ Agree"));
    assert!(
        agreed.text().contains("Everyone agreed"),
        "{}",
        agreed.text()
    );
    let board = t.wait_message("the board after the agreed move", |m| {
        !m.is_ephemeral() && m.embed_image().is_some() && m.text().contains("Agreed by **bob**")
    });
    assert_eq!(move_number(&board), before + 1);
    assert_eq!(board.pinged, vec![alice.id], "{}", board.text());

    // A corner proposed; bob objects with a note: alice is pinged with it.
    t.click(&alice, &board, "Start on A1");
    t.wait_message("the second proposal", |m| {
        m.text().contains("proposes: Start on A1") && m.button("✋ Object").is_some()
    });
    let objected = t.reply(&t.slash(&bob, "plan object", &[("note", "the far corner, please")]));
    assert!(
        objected.is_ephemeral() && objected.text().contains("You objected"),
        "{}",
        objected.text()
    );
    let back = t.wait_message("the objection's board", |m| {
        m.text().contains("objects to your proposal")
    });
    assert_eq!(back.pinged, vec![alice.id]);
    assert!(
        back.text().contains("the far corner, please"),
        "{}",
        back.text()
    );
    assert_eq!(
        move_number(&back),
        before + 1,
        "the objected move was not played"
    );
}

#[test]
fn the_host_hands_a_seat_to_the_computer_and_its_player_takes_it_back() {
    let t = Windward::start();
    let alice = t.user("alice");
    let bob = t.user("bob");
    start_game(&t, "zeppelin-attack", "", &[&alice, &bob]);
    let sent = t.slash(
        &alice,
        "game replace",
        &[("old", "bob"), ("computer", "true")],
    );
    let told = t.reply(&sent);
    assert!(!told.is_ephemeral(), "the table is told: {}", told.text());
    assert!(
        told.text()
            .contains("handed **bob**'s seat to the computer"),
        "{}",
        told.text()
    );
    let board = t.wait_message("the board with the stand-in", |m| {
        m.embed_image().is_some() && m.button("🙋 I'm back").is_some()
    });
    assert!(
        board.text().contains("The computer is playing for **bob**"),
        "{}",
        board.text()
    );
    // Only bob may press it; then the seat is his and the board says so no more.
    let not_yours = t.reply(&t.click(&alice, &board, "🙋 I'm back"));
    assert!(
        not_yours.is_ephemeral() && not_yours.text().contains("That button is for **bob**"),
        "{}",
        not_yours.text()
    );
    let welcome = t.reply(&t.click(&bob, &board, "🙋 I'm back"));
    assert!(
        welcome.text().contains("Welcome back"),
        "{}",
        welcome.text()
    );
    // (The live board is edited in place.)
    t.wait_message("the board without the stand-in", |m| {
        m.id == board.id
            && m.button("🙋 I'm back").is_none()
            && !m.text().contains("The computer is playing")
    });
}
