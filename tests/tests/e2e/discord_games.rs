//! One whole game of every game Windward runs, through the fake Discord.
//!
//! Adding a game? Write its flow in `flows` below and list it in `flows!`; a test
//! fails while a game the bot offers has no flow. See tests/README.md.

use windward_tests::flow::{
    click_move, live_board, move_number, next_move, open_lobby, play, play_until_over, start_game,
    status,
};
use windward_tests::{Message, User, Windward};

/// Lists every game's flow: `"game-id" => function in mod flows`. Each becomes a test,
/// and the list is checked against the games the bot offers.
macro_rules! flows {
    ($($game:literal => $flow:ident),* $(,)?) => {
        const FLOWS: &[&str] = &[$($game),*];
        $(
            #[test]
            fn $flow() {
                let mut t = Windward::start();
                flows::$flow(&mut t);
                t.check_problems();
            }
        )*
    };
}

flows! {
    "table" => table,
    "zefiria" => zefiria,
    "aether-captains" => aether_captains,
    "zeppelin-attack" => zeppelin_attack,
    "bitwa" => bitwa,
    "zephyr" => zephyr,
}

#[test]
fn every_game_the_bot_offers_has_a_flow() {
    let t = Windward::start();
    let alice = t.user("alice");
    let offered = t.autocomplete(&alice, "game new", &[("game", "")], "game");
    assert!(!offered.is_empty());
    let missing: Vec<&str> = offered
        .iter()
        .map(|(_, id)| id.as_str())
        .filter(|id| !FLOWS.contains(id))
        .collect();
    assert!(
        missing.is_empty(),
        "no end-to-end flow for {missing:?}: add one to tests/tests/e2e/discord_games.rs (see tests/README.md)"
    );
}

/// One person against the computer (`opponent=computer`): the computer takes the
/// second seat in the lobby, answers alice's actions after a short pause through the
/// bot's own deadline task, and the battle is played to its end (dusk after 20
/// actions at the latest). Every board post pings alice alone: the computer is never
/// pinged or mentioned, and its turns don't post boards of their own to wait on.
#[test]
fn bitwa_against_the_computer() {
    let t = Windward::start();
    t.set_deadline(std::time::Duration::from_secs(30));
    let alice = t.user("alice");
    let lobby = open_lobby(
        &t,
        &alice,
        &[
            ("game", "bitwa"),
            ("options", "opponent=computer actions=20"),
        ],
    );
    assert!(lobby.text().contains("2. Computer"), "{}", lobby.text());
    let start = t.click(&alice, &lobby, "Start");
    t.answer(&start);
    let first = live_board(&t);
    assert_eq!(first.pinged, [alice.id], "{}", first.text());
    let mut ends = 0;
    let last = loop {
        // Wait for the computer (if it is its turn) until alice has a move.
        let waited = std::time::Instant::now();
        let offered = loop {
            let board = live_board(&t);
            if board.text().contains("Game over") {
                break None;
            }
            let offered = t.autocomplete(&alice, "play", &[("action", "")], "action");
            if !offered.is_empty() {
                break Some(offered);
            }
            assert!(
                waited.elapsed() < std::time::Duration::from_secs(30),
                "the computer never answered: {}",
                board.text()
            );
            std::thread::sleep(std::time::Duration::from_millis(50));
        };
        let Some(offered) = offered else {
            break live_board(&t);
        };
        // alice ends each action at once: the computer does all the fighting.
        let notation = offered
            .iter()
            .find(|(_, n)| n == "end")
            .or(offered.first())
            .map(|(_, n)| n.clone())
            .unwrap();
        ends += usize::from(notation == "end");
        assert!(ends < 200, "the battle never ended");
        play(&t, &alice, &notation);
    };
    assert!(last.text().contains("Game over"), "{}", last.text());
    let boards: Vec<Message> = t
        .messages()
        .into_iter()
        .filter(|m| !m.is_ephemeral() && m.embed_image().is_some())
        .collect();
    for board in &boards {
        assert!(
            board.pinged.is_empty() || board.pinged == [alice.id],
            "{:?}: {}",
            board.pinged,
            board.text()
        );
        assert!(!board.text().contains("<@0>"), "{}", board.text());
    }
    assert!(
        last.text().contains("Computer"),
        "the computer played its part: {}",
        last.text()
    );
    // One board per exchange: alice's action and the computer's answer.
    assert!(
        boards.len() <= ends + 4,
        "{} boards for {ends} actions of alice's",
        boards.len()
    );
}

/// Whose turn it is, by `/turn show`'s ping.
fn current<'a>(t: &Windward, players: &'a [&'a User]) -> &'a User {
    let turn = t.reply(&t.slash(players[0], "turn show", &[]));
    let pinged = turn.pinged.first().copied();
    players
        .iter()
        .find(|p| Some(p.id) == pinged)
        .unwrap_or_else(|| panic!("/turn show pinged nobody: {}", turn.text()))
}

mod flows {
    use super::*;

    /// The free table: four players, the dice button, every host tool by command,
    /// the end of the last round, and a rematch.
    pub fn table(t: &mut Windward) {
        let [alice, bob, carol, dave] = ["alice", "bob", "carol", "dave"].map(|n| t.user(n));
        let players = [&alice, &bob, &carol, &dave];
        let board = start_game(t, "table", "rounds=1 dice=1d20", &players);
        assert_eq!(board.pinged, [alice.id]);

        let rolled = click_move(t, &alice, &board, "Roll 1d20");
        assert_eq!(rolled.id, board.id, "a roll edits the board in place");
        assert!(rolled.text().contains("1d20"), "{}", rolled.text());
        // A moderator deletes the board: the next move posts it again, pinging nobody.
        t.delete_message(rolled.id);
        let board = play(t, &alice, "roll");
        assert_ne!(board.id, rolled.id, "a deleted board is posted anew");
        assert!(board.pinged.is_empty(), "{:?}", board.pinged);
        let board = click_move(t, &alice, &board, "End turn");
        assert_ne!(board.id, rolled.id);
        assert_eq!(board.pinged, [bob.id]);

        // The host's tools, by command: each answers privately and shows on the board.
        let done = t.reply(&t.slash(&alice, "turn skip", &[]));
        assert_eq!(done.ephemeral_to, Some(alice.id), "{}", done.text());
        let skipped = live_board(t);
        assert!(
            skipped.text().contains("skipped **bob**"),
            "{}",
            skipped.text()
        );
        assert_eq!(skipped.pinged, [carol.id]);
        t.reply(&t.slash(&alice, "turn back", &[]));
        let back = live_board(t);
        assert!(back.text().contains("took back"), "{}", back.text());
        assert_eq!(current(t, &players).id, bob.id);
        t.reply(&t.slash(
            &alice,
            "turn move",
            &[("player", "dave"), ("position", "1")],
        ));
        assert!(
            live_board(t).text().contains("dave"),
            "{}",
            live_board(t).text()
        );
        t.reply(&t.slash(&alice, "turn remove", &[("player", "carol")]));
        let removed = live_board(t);
        assert!(
            removed.text().contains("removed **carol**"),
            "{}",
            removed.text()
        );

        // Everyone left passes until the round is over.
        let mut last: Option<Message> = None;
        for _ in 0..8 {
            let player = current(t, &players);
            let board = play(t, player, "end");
            if board.text().contains("Game over") {
                last = Some(board);
                break;
            }
        }
        let last = last.expect("the game ends after one round");
        assert!(
            last.pinged.len() >= 3,
            "the end pings the players: {:?}",
            last.pinged
        );

        // Between games, /game status shows the final board to whoever asks.
        let status = t.reply(&t.slash(&carol, "game status", &[]));
        assert_eq!(status.ephemeral_to, Some(carol.id), "{}", status.text());
        assert!(status.text().contains("Game over"), "{}", status.text());

        // A rematch from the final board: a lobby with everyone still playing seated
        // (carol was removed), hosted by alice, who is pinged to start it.
        let rematch = t.click(&bob, &last, "Rematch");
        assert_eq!(
            t.answer(&rematch).kind,
            7,
            "the final board loses its Rematch button"
        );
        // The lobby is a channel post of its own (it pings the host).
        let lobby = t.wait_message("the rematch lobby", |m| {
            m.origin == windward_tests::fake::Origin::ChannelPost && m.button("Join").is_some()
        });
        assert!(lobby.text().contains("Rematch!"), "{}", lobby.text());
        assert_eq!(lobby.pinged, [alice.id]);
        assert!(
            lobby.text().contains("dave") && !lobby.text().contains("carol"),
            "{}",
            lobby.text()
        );
        let start = t.click(&alice, &lobby, "Start");
        assert_eq!(t.answer(&start).kind, 7);
        let board = live_board(t);
        assert!(board.content.contains("begins"), "{}", board.content);
        assert_ne!(board.id, last.id);
        assert_eq!(board.pinged, [alice.id], "the host sits first");
    }

    /// Zefiria, two spirits and one time gem: setup by buttons, a click out of turn
    /// refused in private, a blow in two steps (button, then the partner card from a
    /// menu), then played to the score.
    pub fn zefiria(t: &mut Windward) {
        let [alice, bob] = ["alice", "bob"].map(|n| t.user(n));
        let players = [&alice, &bob];
        let board = start_game(t, "zefiria", "gems=1", &players);
        assert_eq!(board.pinged, [alice.id], "{}", board.text());

        // Bob may look but not act: his click is refused in private and changes nothing.
        let refused = t.reply(&t.click(&bob, &board, "Borea"));
        assert_eq!(refused.ephemeral_to, Some(bob.id), "{}", refused.text());
        assert!(refused.text().contains("**alice**'s"), "{}", refused.text());
        // `/game status` posts the board again, unchanged, as the new live board.
        let old = board.id;
        let board = status(t, &bob);
        assert_eq!(move_number(&board), move_number(&t.message(old)));
        assert!(
            t.message(old).buttons().is_empty(),
            "the old board lost its buttons"
        );
        assert!(board.pinged.is_empty(), "a re-post pings nobody");

        let board = click_move(t, &alice, &board, "Etesia");
        let corner = first_button(&board, "Start on ");
        let board = click_move(t, &alice, &board, &corner);
        assert_eq!(board.pinged, [bob.id], "bob chooses next: {}", board.text());
        let board = click_move(t, &bob, &board, "Skyron");
        assert!(
            board.text().contains("Etesia") && board.text().contains("Skyron"),
            "{}",
            board.text()
        );

        // A blow: hold the card, then pick its partner from the menu.
        let blow = first_button(&board, "Blow ");
        let held = click_move(t, &alice, &board, &blow);
        let menu = held
            .selects()
            .into_iter()
            .find(|s| s.placeholder.starts_with("Swap"))
            .unwrap_or_else(|| panic!("a held card offers its partners: {}", held.text()));
        let (partner, _) = menu
            .options
            .first()
            .expect("a partner to swap with")
            .clone();
        let sent = t.select(&alice, &held, &menu.placeholder, &[&partner]);
        assert_eq!(t.answer(&sent).kind, 7, "the board is updated in place");
        let swapped = live_board(t);
        assert_eq!(swapped.id, held.id, "a blow within a turn edits the board");
        assert_eq!(move_number(&swapped), move_number(&held) + 1);

        let last = play_until_over(t, &players, 100);
        assert!(last.text().contains("Final score"), "{}", last.text());
        assert!(last.pinged.contains(&alice.id) && last.pinged.contains(&bob.id));
        assert!(last.button("Rematch").is_some(), "{}", last.text());
    }

    /// Bitwa na Morzu Wiatrów: both fleets set out with one click each, the lot's player
    /// sets the wind, a ship is picked from its menu and given an order from the next,
    /// then the battle is played to its end (dusk after 20 actions at the latest).
    pub fn bitwa(t: &mut Windward) {
        let [alice, bob] = ["alice", "bob"].map(|n| t.user(n));
        let players = [&alice, &bob];
        let board = start_game(t, "bitwa", "actions=20", &players);
        assert_eq!(board.pinged, [alice.id], "{}", board.text());
        let ready = first_button(&board, "Ready");
        let board = click_move(t, &alice, &board, &ready);
        assert_eq!(board.pinged, [bob.id], "{}", board.text());
        let board = play(t, &bob, "ready");
        let chooser = if board.pinged == [alice.id] {
            &alice
        } else {
            &bob
        };
        let wind = first_button(&board, "Wind blows");
        let board = click_move(t, chooser, &board, &wind);
        let first = if chooser.id == alice.id { &bob } else { &alice };
        assert_eq!(board.pinged, [first.id], "{}", board.text());

        // Pick a ship, then its order: exactly its legal orders, in its own menus.
        let ships = board
            .selects()
            .into_iter()
            .find(|s| s.placeholder.starts_with("Order a ship"))
            .unwrap_or_else(|| panic!("a menu of ships: {}", board.text()));
        let (ship, _) = ships.options.first().expect("a ship to order").clone();
        let sent = t.select(first, &board, &ships.placeholder, &[&ship]);
        assert_eq!(t.answer(&sent).kind, 7, "the board is updated in place");
        let picked = live_board(t);
        let orders = picked
            .selects()
            .into_iter()
            .find(|s| s.placeholder.ends_with("sail or turn…"))
            .unwrap_or_else(|| panic!("the ship's orders: {}", picked.text()));
        let (order, _) = orders.options.first().expect("an order").clone();
        let sent = t.select(first, &picked, &orders.placeholder, &[&order]);
        assert_eq!(t.answer(&sent).kind, 7, "the board is updated in place");
        let ordered = live_board(t);
        assert_eq!(move_number(&ordered), move_number(&picked) + 1);

        let last = play_until_over(t, &players, 300);
        assert!(
            last.pinged.contains(&alice.id) && last.pinged.contains(&bob.id),
            "{}",
            last.text()
        );
    }

    /// Aether Captains, two captains side by side: each builds from their own private
    /// ship view (or by command), then both voyages are flown to their ends, with every
    /// roll narrated on the boards.
    pub fn aether_captains(t: &mut Windward) {
        let [alice, bob] = ["alice", "bob"].map(|n| t.user(n));
        let players = [&alice, &bob];
        let board = start_game(t, "aether-captains", "", &players);
        assert!(board.pinged.contains(&alice.id) && board.pinged.contains(&bob.id));

        let ship = t.reply(&t.click(&alice, &board, "My ship"));
        assert_eq!(ship.ephemeral_to, Some(alice.id), "{}", ship.text());
        assert!(ship.image().is_some(), "the ship view shows the ship");
        let build = ship
            .buttons()
            .into_iter()
            .next()
            .expect("build buttons in the ship view");
        let sent = t.click(&alice, &ship, &build.label);
        assert_eq!(t.answer(&sent).kind, 7, "the ship view is updated in place");
        let built = live_board(t);
        assert_eq!(built.id, board.id, "side-by-side moves edit the one board");
        assert!(built.text().contains("alice"), "{}", built.text());
        assert!(
            built.pinged.len() == 2,
            "the board pinged only when it was posted"
        );

        // The board now carries alice's controls: bob pressing them is refused, and
        // nothing changes; "My ship" gives him his own.
        let hers = built
            .buttons()
            .into_iter()
            .find(|b| b.label != "My ship")
            .expect("alice's controls on the board");
        let refused = t.reply(&t.click(&bob, &built, &hers.label));
        assert_eq!(refused.ephemeral_to, Some(bob.id));
        assert!(
            refused.text().contains("That's **alice**'s ship")
                && refused.text().contains("My ship"),
            "{}",
            refused.text()
        );
        assert_eq!(move_number(&live_board(t)), move_number(&built));
        let his = t.reply(&t.click(&bob, &built, "My ship"));
        assert_eq!(his.ephemeral_to, Some(bob.id));
        assert_ne!(his.text(), ship.text(), "bob's ship is his own");
        // `/game status` shows each captain their own ship, privately.
        let status_bob = t.reply(&t.slash(&bob, "game status", &[]));
        assert_eq!(
            status_bob.ephemeral_to,
            Some(bob.id),
            "{}",
            status_bob.text()
        );
        assert!(
            status_bob.text().contains("Your ship"),
            "{}",
            status_bob.text()
        );
        // `/turn show` waits on nobody in particular: no pings.
        let turn = t.reply(&t.slash(&alice, "turn show", &[]));
        assert!(turn.pinged.is_empty(), "{:?}", turn.pinged);

        let built = play(t, &bob, "build 2 2 2 4");
        assert!(built.text().contains("bob"), "{}", built.text());

        let first = t.messages().len();
        let last = play_until_over(t, &players, 800);
        assert!(
            last.text().contains("Every voyage has ended"),
            "{}",
            last.text()
        );
        assert!(last.button("Rematch").is_some(), "{}", last.text());
        let _ = first;
        let rolled = t
            .messages()
            .iter()
            .any(|m| !m.is_ephemeral() && m.text().contains("d12"));
        assert!(rolled, "the voyages' rolls are narrated on the boards");
    }

    /// Zeppelin Attack!, two players: hands only ever reach their owner, the public
    /// board offers no private choice, an attack pings only its target, who answers in
    /// private while the attacker waits, and the game is played to its scores.
    pub fn zeppelin_attack(t: &mut Windward) {
        let [alice, bob, carol] = ["alice", "bob", "carol"].map(|n| t.user(n));
        let players = [&alice, &bob];
        let board = start_game(t, "zeppelin-attack", "", &players);
        let first = if board.pinged == [alice.id] {
            &alice
        } else {
            &bob
        };
        assert_eq!(board.pinged, [first.id], "{}", board.text());
        let labels: Vec<String> = board.buttons().into_iter().map(|b| b.label).collect();
        assert!(
            labels
                .iter()
                .all(|l| l.starts_with("End turn") || l == "My hand"),
            "the public board offers no card: {labels:?}"
        );

        let mine = t.reply(&t.click(first, &board, "My hand"));
        assert_eq!(mine.ephemeral_to, Some(first.id), "{}", mine.text());
        assert!(mine.image().is_some(), "the hand is drawn");
        assert!(!mine.buttons().is_empty(), "the hand's cards are playable");
        let other = if first.id == alice.id { &bob } else { &alice };
        let theirs = t.reply(&t.slash(other, "hand", &[]));
        assert_eq!(theirs.ephemeral_to, Some(other.id), "{}", theirs.text());
        assert_ne!(
            theirs.text(),
            mine.text(),
            "each player sees their own hand"
        );
        let stranger = t.reply(&t.slash(&carol, "hand", &[]));
        assert_eq!(stranger.ephemeral_to, Some(carol.id), "{}", stranger.text());
        assert!(stranger.image().is_none(), "no hand for a non-player");

        // An attack: the target answers in private while the attacker waits.
        let (attacker, board) = play_until_attack(t, &players, 150);
        let target = if attacker.id == alice.id {
            &bob
        } else {
            &alice
        };
        assert_eq!(board.pinged, [target.id], "only the target is pinged");
        assert!(board.text().contains("take the hit"), "{}", board.text());
        let public: Vec<String> = board.buttons().into_iter().map(|b| b.label).collect();
        assert!(
            !public
                .iter()
                .any(|l| l.contains("Take the hit") || l.starts_with("Block")),
            "the answer is private: {public:?}"
        );
        let offered = t.autocomplete(attacker, "play", &[("action", "")], "action");
        assert!(offered.is_empty(), "the attacker waits: {offered:?}");
        let prompt = t.reply(&t.slash(target, "hand", &[]));
        assert_eq!(prompt.ephemeral_to, Some(target.id), "{}", prompt.text());
        let take = prompt
            .buttons()
            .into_iter()
            .find(|b| b.label.starts_with("Take the hit"))
            .expect("the target may take the hit");
        let sent = t.click(target, &prompt, &take.label);
        assert_eq!(
            t.answer(&sent).kind,
            7,
            "the target's view is updated in place"
        );
        // The turn is the attacker's again: a hand-off, so a new board pings them
        // (an edit would notify nobody) and the target's board loses its buttons.
        let after = t.wait_message("the attacker's board", |m| {
            m.origin == windward_tests::fake::Origin::ChannelPost && m.serial > board.serial
        });
        assert_eq!(live_board(t).id, after.id);
        assert!(after.text().contains("doesn't block"), "{}", after.text());
        assert_eq!(after.pinged, [attacker.id], "the attacker is pinged back");
        assert!(t.message(board.id).buttons().is_empty());
        let offered = t.autocomplete(attacker, "play", &[("action", "")], "action");
        assert!(!offered.is_empty(), "the attacker is back on");

        // The rest of the attacker's turn edits that board; the next post is the next
        // player's board (or another target's), pinging them.
        let board = after;
        let posts_before = public_boards(t).len();
        let mut moves = 0;
        while live_board(t).id == board.id && moves < 60 {
            let (player, notation) =
                next_move(t, &players, &["buy", "play", "launch", "attack", "pass"]);
            if player.id != attacker.id {
                break;
            }
            let on = play(t, player, &notation);
            moves += 1;
            if on.id == board.id {
                assert_eq!(on.pinged, [attacker.id], "edits ping nobody new");
            }
        }
        let boards = public_boards(t);
        assert!(
            boards.len() - posts_before <= 2,
            "at most the next turn's board (or a second target)"
        );
        let next = boards.last().unwrap();
        if next.id != board.id
            && !next.text().contains("Game over")
            && !next.text().contains("take the hit")
        {
            assert_eq!(
                next.pinged.len(),
                1,
                "the next board pings its player: {}",
                next.text()
            );
            assert_ne!(next.pinged, [attacker.id]);
        }

        // A restart mid-turn: the same board goes on being edited.
        t.restart();
        let (player, notation) = next_move(t, &players, &["play", "launch", "buy", "end"]);
        let edited = play(t, player, &notation);
        if player.id == attacker.id
            && !edited.text().contains("Game over")
            && edited.pinged == [attacker.id]
        {
            assert_eq!(
                edited.id, board.id,
                "after a restart the live board is still edited"
            );
        }
        // Superseded boards keep no live buttons.
        let live = live_board(t).id;
        for m in t.messages() {
            if !m.is_ephemeral() && m.id != live && m.embed_image().is_some() {
                assert!(
                    m.buttons().is_empty(),
                    "an old board has buttons: {}",
                    m.text()
                );
            }
        }

        let last = play_until_over(t, &players, 800);
        assert!(last.text().contains("wins with"), "{}", last.text());
        for p in players {
            assert!(
                last.text().contains(&format!("**{}**: ", p.name)),
                "a score line for {}: {}",
                p.name,
                last.text()
            );
        }
        assert!(last.button("Rematch").is_some(), "{}", last.text());
    }
    /// Zephyr: Winds of Change, two captains deciding at once: the board pings both,
    /// each outfits their ship from their own private panel ("My ship") or by command,
    /// a move out of step is refused politely and changes nothing, and the mission is
    /// played to its end. A move after which the same captains still decide edits the
    /// live board instead of posting a new one.
    pub fn zephyr(t: &mut Windward) {
        let [alice, bob] = ["alice", "bob"].map(|n| t.user(n));
        let players = [&alice, &bob];
        let board = start_game(t, "zephyr", "", &players);
        assert!(
            board.pinged.contains(&alice.id) && board.pinged.contains(&bob.id),
            "both captains choose their ships: {}",
            board.text()
        );

        // Alice's choices are in her own panel, never on the public board.
        let panel = t.reply(&t.click(&alice, &board, "My ship"));
        assert_eq!(panel.ephemeral_to, Some(alice.id), "{}", panel.text());
        let build = panel
            .buttons()
            .into_iter()
            .find(|b| b.label.contains("book build"))
            .unwrap_or_else(|| panic!("book builds in the panel: {}", panel.text()));
        let sent = t.click(&alice, &panel, &build.label);
        assert_eq!(t.answer(&sent).kind, 7, "the panel is updated in place");
        let built = live_board(t);
        assert_eq!(
            built.id, board.id,
            "a move while both still decide edits the board"
        );
        assert!(
            built
                .text()
                .contains("**alice** takes the Imperial Scimitar")
                && built.text().contains("choose your ship."),
            "the board tells alice's move and still asks bob: {}",
            built.text()
        );

        // Bob fires a gun he does not have yet: refused to him alone, nothing changes.
        let refused = t.reply(&t.slash(&bob, "play", &[("action", "fire")]));
        assert_eq!(refused.ephemeral_to, Some(bob.id), "{}", refused.text());
        assert!(refused.text().contains("ship"), "{}", refused.text());
        assert_eq!(move_number(&live_board(t)), move_number(&built));

        let built = play(t, &bob, "build:bandit-condor");
        assert!(
            built
                .text()
                .contains("**bob** buys and installs Wildfire Cannon"),
            "{}",
            built.text()
        );

        let first = t.messages().len();
        let last = play_until_over(t, &players, 1500);
        assert!(
            last.text().contains("Victory") || last.text().contains("Defeat"),
            "{}",
            last.text()
        );
        assert!(last.button("Rematch").is_some(), "{}", last.text());
        let posts = t.messages()[first..]
            .iter()
            .filter(|m| !m.is_ephemeral() && !m.embeds.is_empty())
            .count();
        assert!(posts > 0, "the mission posted boards");
    }
}

/// Plays (by `/play`, preferring to attack, then to play a card, then to launch) until
/// someone declares an attack; returns the attacker and the board that followed.
fn play_until_attack<'a>(
    t: &Windward,
    players: &[&'a User],
    max_moves: usize,
) -> (&'a User, Message) {
    for _ in 0..max_moves {
        let (player, notation) = next_move(t, players, &["attack", "play", "launch"]);
        let board = play(t, player, &notation);
        assert!(!board.text().contains("Game over"), "{}", board.text());
        if notation.starts_with("attack") {
            return (player, board);
        }
    }
    panic!("no attack in {max_moves} moves");
}

/// Every board posted in the channel, oldest first.
fn public_boards(t: &Windward) -> Vec<Message> {
    t.messages()
        .into_iter()
        .filter(|m| !m.is_ephemeral() && m.embed_image().is_some())
        .collect()
}

/// The label of the first button on `board` that starts with `prefix`.
fn first_button(board: &Message, prefix: &str) -> String {
    board
        .buttons()
        .into_iter()
        .map(|b| b.label)
        .find(|l| l.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix:?} button: {}", board.text()))
}
