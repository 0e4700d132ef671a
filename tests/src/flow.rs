//! Steps that every game's end-to-end flow shares: open a lobby, seat the players,
//! start, make moves, and read the board. See tests/README.md for adding a game.

use crate::fake::{FakeDiscord, Message, User};

/// Opens a `game` lobby with `options` (hosted by the first player), seats the others
/// with the lobby's **Join** button, starts it with **Start**, and returns the first
/// board. Checks what every player would notice on the way.
///
/// # Panics
/// Any step does not look as a player expects.
pub fn start_game(t: &FakeDiscord, game: &str, options: &str, players: &[&User]) -> Message {
    let (host, others) = players.split_first().expect("at least one player");
    let mut args = vec![("game", game)];
    if !options.is_empty() {
        args.push(("options", options));
    }
    let lobby = open_lobby(t, host, &args);
    for player in others {
        let join = t.click(player, &lobby, "Join");
        assert_eq!(t.answer(&join).kind, 7, "a join updates the lobby in place");
        let lobby = t.updated(&join);
        assert!(
            lobby.text().contains(&player.name),
            "the lobby lists {}: {}",
            player.name,
            lobby.text()
        );
    }
    let start = t.click(host, &lobby, "Start");
    assert_eq!(
        t.answer(&start).kind,
        7,
        "Start retires the lobby's buttons"
    );
    let lobby = t.message(lobby.id);
    assert!(
        lobby.buttons().is_empty(),
        "the started lobby keeps no buttons"
    );
    let board = live_board(t);
    assert_board(&board);
    board
}

/// `host` opens a lobby with `/game new` and `args`: the answer is private, and the
/// lobby is one message posted in the channel, with its Join button. Returns it.
///
/// # Panics
/// The command was refused, or the lobby is not a channel post.
pub fn open_lobby(t: &FakeDiscord, host: &User, args: &[(&str, &str)]) -> Message {
    let sent = t.slash(host, "game new", args);
    let answer = t.reply(&sent);
    assert_eq!(
        answer.ephemeral_to,
        Some(host.id),
        "the host is answered privately: {}",
        answer.text()
    );
    assert!(answer.text().contains("lobby is open"), "{}", answer.text());
    let lobby = t.wait_message("the lobby in the channel", |m| {
        // (Posted before the command's answer; an older lobby has no buttons left.)
        m.origin == crate::fake::Origin::ChannelPost && m.button("Join").is_some()
    });
    assert!(lobby.title().starts_with("New game"), "{}", lobby.text());
    lobby
}

/// The live board: the newest board in the channel. Moves edit it in place; a new one
/// is posted only when someone new must act.
///
/// # Panics
/// There is no board.
pub fn live_board(t: &FakeDiscord) -> Message {
    t.messages()
        .into_iter()
        .rev()
        .find(|m| !m.is_ephemeral() && !m.deleted && m.embed_image().is_some())
        .expect("a board in the channel")
}

/// Checks that the channel has exactly one board with working buttons, whatever
/// crashed or was answered twice: the newest board, at the newest move any board shows,
/// mentioning `waiting` (whom the game waits for). Returns it.
///
/// # Panics
/// No board has buttons, several have, or the one that has is not the newest.
pub fn assert_one_working_board(t: &FakeDiscord, waiting: &User) -> Message {
    let boards: Vec<Message> = t
        .messages()
        .into_iter()
        .filter(|m| !m.is_ephemeral() && !m.deleted && m.embed_image().is_some())
        .collect();
    let working: Vec<&Message> = boards
        .iter()
        .filter(|m| m.buttons().iter().any(|b| !b.disabled))
        .collect();
    let summary = |ms: &[&Message]| {
        ms.iter()
            .map(|m| format!("#{} move {}: {}", m.id, move_number(m), m.text()))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        working.len(),
        1,
        "one board with working buttons: {:#?}",
        summary(&boards.iter().collect::<Vec<_>>())
    );
    let board = working[0].clone();
    let newest = boards.iter().map(move_number).max().unwrap_or(0);
    assert_eq!(
        move_number(&board),
        newest,
        "the working board shows the newest move: {:#?}",
        summary(&working)
    );
    assert_eq!(
        live_board(t).id,
        board.id,
        "the working board is the newest board"
    );
    assert!(
        board.content.contains(&waiting.mention()),
        "the working board names {}: {}",
        waiting.name,
        board.content
    );
    board
}

/// The move number the live board shows, or 0 before the first board.
fn live_move(t: &FakeDiscord) -> Option<u64> {
    t.messages()
        .into_iter()
        .rev()
        .find(|m| !m.is_ephemeral() && !m.deleted && m.embed_image().is_some())
        .map(|m| move_number(&m))
}

/// `user` plays `action` with `/play`; returns the live board after it. The answer to
/// the command itself is private (an acknowledgement, or the player's own view).
///
/// # Panics
/// The move was refused, or the board is not a proper board post.
pub fn play(t: &FakeDiscord, user: &User, action: &str) -> Message {
    let before = live_move(t);
    let sent = t.slash(user, "play", &[("action", action)]);
    let answer = t.reply(&sent);
    assert_eq!(
        answer.ephemeral_to,
        Some(user.id),
        "the answer to /play is private: {}",
        answer.text()
    );
    let board = live_board(t);
    assert!(
        Some(move_number(&board)) > before || board.text().contains("Game over"),
        "{} could not play {action:?}: {}",
        user.name,
        answer.text()
    );
    assert_board(&board);
    board
}

/// `user` clicks `label` on `board`; returns the live board after it. A board that is
/// no longer the live one keeps its picture but loses its buttons.
///
/// # Panics
/// The click was refused, or a board lost its picture.
pub fn click_move(t: &FakeDiscord, user: &User, board: &Message, label: &str) -> Message {
    let before = move_number(board);
    let sent = t.click(user, board, label);
    let answer = t.answer(&sent);
    let next = live_board(t);
    assert!(
        move_number(&next) > before || next.text().contains("Game over"),
        "{} could not click {label:?} (callback {}): {:?}",
        user.name,
        answer.kind,
        t.interaction(&sent)
            .messages
            .first()
            .map(|id| t.message(*id).text())
    );
    let old = t.message(board.id);
    if old.id != next.id {
        assert!(
            old.buttons().is_empty(),
            "a superseded board keeps no buttons"
        );
        if board.embed_image().is_some() {
            assert!(
                old.embed_image().is_some(),
                "retiring a board must keep its picture"
            );
        }
    }
    assert_board(&next);
    next
}

/// A board post: public, with a picture shown in its embed.
///
/// # Panics
/// It is not.
pub fn assert_board(board: &Message) {
    assert!(!board.is_ephemeral(), "{}", board.text());
    let picture = board
        .embed_image()
        .unwrap_or_else(|| panic!("a board shows its picture: {}", board.text()));
    assert!(picture.is_png(), "the board picture is a PNG");
    assert!(
        picture.data.len() < 1024 * 1024,
        "board pictures stay small: {} bytes",
        picture.data.len()
    );
}

/// The move number in a board's footer (`Move N · …`).
pub fn move_number(board: &Message) -> u64 {
    let footer = board
        .embeds
        .first()
        .and_then(|e| e["footer"]["text"].as_str())
        .unwrap_or("");
    footer
        .strip_prefix("Move ")
        .and_then(|r| r.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no move number in the footer {footer:?}"))
}

/// The board as `/game status` posts it again (at the bottom of the channel).
pub fn status(t: &FakeDiscord, user: &User) -> Message {
    let sent = t.slash(user, "game status", &[]);
    let answer = t.reply(&sent);
    assert_eq!(answer.ephemeral_to, Some(user.id), "{}", answer.text());
    let board = live_board(t);
    assert_board(&board);
    board
}

/// The next move: the first player (in `players` order) whom `/play` autocomplete
/// offers an action, with the first offered action that starts with one of `prefer`
/// (in that order), else the first offered.
///
/// # Panics
/// Nobody is offered anything.
pub fn next_move<'a>(t: &FakeDiscord, players: &[&'a User], prefer: &[&str]) -> (&'a User, String) {
    players
        .iter()
        .find_map(|p| {
            let offered = t.autocomplete(p, "play", &[("action", "")], "action");
            prefer
                .iter()
                .find_map(|w| offered.iter().find(|(_, n)| n.starts_with(w)))
                .or(offered.first())
                .map(|(_, notation)| (*p, notation.clone()))
        })
        .expect("nobody has a move, yet the game is not over")
}

/// Plays until the game is over, each step the first action offered ([`next_move`]).
/// Returns the final board. Seed-independent, so any game can be played to its end
/// through the wire.
///
/// # Panics
/// Nobody has a move before the game is over, a move is refused, or the game lasts
/// more than `max_moves`.
pub fn play_until_over(t: &FakeDiscord, players: &[&User], max_moves: usize) -> Message {
    for _ in 0..max_moves {
        let (player, notation) = next_move(t, players, &[]);
        let board = play(t, player, &notation);
        if board.text().contains("Game over") {
            return board;
        }
    }
    panic!("the game lasted more than {max_moves} moves");
}
