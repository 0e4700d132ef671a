//! Keeping the table: what one committed move does to the channel.
//!
//! A channel shows one **live board** per game. Moves edit it in place (edits notify
//! nobody); a new board is posted, and pings, only when someone new must act: the turn
//! passes, a player is asked to answer out of turn, or the game ends. The decision is
//! here, in one pure function, so it is tested without any platform.

use windward_engine::i18n::{say, Lang};
use windward_engine::msg;
use windward_engine::{Match, Seat, Viewer};

/// What a move does to the public channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Public {
    /// Post a new board that pings these seats, and retire the old one's buttons.
    NewBoard { ping: Vec<Seat> },
    /// Edit the live board in place.
    Edit,
    /// Leave the channel as it is: nothing it shows changed.
    Quiet,
}

/// Decides what the move from `before` to `after` does to the channel.
///
/// One rule for every game: a seat the game waits for now and did not wait for before
/// the move is handed the decision, and a hand-off is a new post that pings it (edits
/// never notify). That holds for a turn that passes, a target asked to answer an
/// attack, and the attacker taking the turn back once the target answered. The app
/// leaves out seats a computer plays (see `App::owed_ping`). `narrated` says whether
/// the move told the public anything.
pub fn plan(before: &Match, after: &Match, narrated: bool) -> Public {
    if after.outcome().is_some() {
        // The result is news for everyone, and the last board of the game.
        return Public::NewBoard {
            ping: after_everyone(after),
        };
    }
    let newly = newly_waited(before, after);
    if !newly.is_empty() {
        return Public::NewBoard { ping: newly };
    }
    // Outside independent seats the board's buttons carry the move count, so every
    // move makes them stale: the board is edited even when its picture stays the same.
    let independent = after.kind().independent_seats();
    if narrated || !independent || before.view(Viewer::Public) != after.view(Viewer::Public) {
        Public::Edit
    } else {
        Public::Quiet
    }
}

/// The seats `after` waits for that `before` did not: those a change of state hands a
/// decision to, in seat order.
pub fn newly_waited(before: &Match, after: &Match) -> Vec<Seat> {
    if after.outcome().is_some() {
        return Vec::new();
    }
    let waiting_before = before.to_act();
    after
        .to_act()
        .into_iter()
        .filter(|s| !waiting_before.contains(s))
        .collect()
}

fn after_everyone(game: &Match) -> Vec<Seat> {
    (0..game.players()).map(|s| Seat(s as u8)).collect()
}

/// Whether `seat`'s private view shows something new after the move (its picture
/// must be drawn again).
pub fn private_changed(before: &Match, after: &Match, seat: Seat) -> bool {
    before.view(Viewer::Seat(seat)) != after.view(Viewer::Seat(seat))
}

/// How many lines of narration a board shows at least (the newest; the rest is
/// summarised): the last move's own lines are always shown whole.
pub const NARRATION_LINES: usize = 8;

/// What a board narrates of `moves` (each move's lines, oldest first): the last move
/// whole, so a battle's every roll stays on the board that shows it, and the lines
/// before it up to [`NARRATION_LINES`] in all, with a note of how many earlier ones
/// were left out (`/game log` has them).
pub fn last_lines(moves: &[Vec<String>], lang: Lang) -> Vec<String> {
    let Some((last, earlier)) = moves.split_last() else {
        return Vec::new();
    };
    let earlier: Vec<&String> = earlier.iter().flatten().collect();
    let room = NARRATION_LINES.saturating_sub(last.len());
    let mut out = Vec::new();
    let kept = if earlier.len() <= room {
        earlier.len()
    } else {
        let kept = room.saturating_sub(1);
        out.push(say(
            lang,
            &msg!("turns-earlier-lines", lines = earlier.len() - kept),
        ));
        kept
    };
    out.extend(earlier[earlier.len() - kept..].iter().map(|l| (*l).clone()));
    out.extend(last.iter().cloned());
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use windward_engine::{Actor, GameKind};

    fn game(kind: GameKind, players: usize) -> Match {
        Match::new(kind, "", players, 7).unwrap()
    }

    fn play(game: &Match, seat: u8, notation: &str) -> (Match, bool) {
        let mut next = game.clone();
        let applied = next
            .apply_notation(Actor::player(Seat(seat)), notation)
            .unwrap_or_else(|e| panic!("{notation}: {e}"));
        let narrated = applied.events.iter().any(|e| e.visible_to(Viewer::Public));
        (next, narrated)
    }

    #[test]
    fn a_passed_turn_posts_a_board_that_pings_the_next_player() {
        let before = game(GameKind::Table, 3);
        let (after, narrated) = play(&before, 0, "end");
        assert_eq!(
            plan(&before, &after, narrated),
            Public::NewBoard {
                ping: vec![Seat(1)]
            }
        );
    }

    #[test]
    fn a_roll_on_your_own_turn_edits_the_board() {
        let before = Match::new(GameKind::Table, "dice=2d6", 2, 7).unwrap();
        let (after, narrated) = play(&before, 0, "roll");
        assert_eq!(plan(&before, &after, narrated), Public::Edit);
    }

    #[test]
    fn the_end_of_the_game_pings_everyone() {
        let mut before = Match::new(GameKind::Table, "rounds=1", 2, 7).unwrap();
        before = play(&before, 0, "end").0;
        let (after, narrated) = play(&before, 1, "end");
        assert!(after.outcome().is_some());
        assert_eq!(
            plan(&before, &after, narrated),
            Public::NewBoard {
                ping: vec![Seat(0), Seat(1)]
            }
        );
    }

    /// Plays Zeppelin Attack! with its own policy until `stop` holds for a move.
    fn zeppelin_until(stop: impl Fn(&Match, &Match) -> bool) -> (Match, Match, bool) {
        let mut game = game(GameKind::ZeppelinAttack, 2);
        for _ in 0..2_000 {
            let seat = game.to_act()[0];
            let notation = game
                .suggest(seat)
                .unwrap_or_else(|| game.choices(Actor::player(seat))[0].notation.clone());
            let (after, narrated) = play(&game, seat.0, &notation);
            if stop(&game, &after) {
                return (game, after, narrated);
            }
            game = after;
        }
        panic!("no such move in 2000 moves");
    }

    #[test]
    fn an_attack_pings_the_target_and_then_the_attacker_it_hands_back_to() {
        // The target is asked to answer during the attacker's turn.
        let (before, after, narrated) =
            zeppelin_until(|b, a| a.turn_holder() == b.turn_holder() && a.to_act() != b.to_act());
        let target = after.to_act()[0];
        assert_ne!(Some(target), after.turn_holder());
        assert_eq!(
            plan(&before, &after, narrated),
            Public::NewBoard { ping: vec![target] }
        );
        // Once the target has answered, the attacker's turn goes on: the turn is
        // theirs again, and that is a hand-off too, so a new board pings them.
        let (before, after, narrated) = zeppelin_until(|b, a| {
            b.to_act() != a.to_act()
                && a.turn_holder() == b.turn_holder()
                && a.to_act() == vec![a.turn_holder().unwrap()]
        });
        let attacker = after.turn_holder().unwrap();
        assert_eq!(
            plan(&before, &after, narrated),
            Public::NewBoard {
                ping: vec![attacker]
            }
        );
    }

    #[test]
    fn side_by_side_voyages_never_post_until_the_end() {
        let before = game(GameKind::AetherCaptains, 2);
        let seat = Seat(1);
        let choice = before.choices(Actor::player(seat))[0].notation.clone();
        let (after, narrated) = play(&before, 1, &choice);
        assert_eq!(plan(&before, &after, narrated), Public::Edit);
    }

    #[test]
    fn long_narration_keeps_the_newest_lines_and_the_last_move_whole() {
        let one_line_moves: Vec<Vec<String>> =
            (1..=20).map(|n| vec![format!("line {n}")]).collect();
        let shown = last_lines(&one_line_moves, Lang::En);
        assert_eq!(shown.len(), NARRATION_LINES);
        assert!(shown[0].starts_with("…13 earlier lines"), "{shown:?}");
        assert_eq!(shown.last().unwrap(), "line 20");
        let three: Vec<String> = one_line_moves[..3].iter().flatten().cloned().collect();
        assert_eq!(last_lines(&one_line_moves[..3], Lang::En), three);
        // A battle of 30 rolls after two moves: every roll is shown, the rest noted.
        let mut moves = one_line_moves[..2].to_vec();
        moves.push((1..=30).map(|n| format!("roll {n}")).collect());
        let shown = last_lines(&moves, Lang::En);
        assert_eq!(shown.len(), 31, "{shown:?}");
        assert!(shown[0].starts_with("…2 earlier lines"), "{shown:?}");
        assert_eq!(shown[1], "roll 1");
        assert!(last_lines(&[], Lang::En).is_empty());
    }
}
