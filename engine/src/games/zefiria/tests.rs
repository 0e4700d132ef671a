//! Zefiria's rules: the board and its scoring, spirits' powers, legality, rounds,
//! gems and storms, and the notation.

use super::*;
use crate::{GameKind, Match, Placement};

/// The solved board: row 1 orange, 2 blue, 3 green, 4 yellow, 5 pink; column A
/// mountains, B waves, C moons, D suns, E fish. Same colour = same row, same icon =
/// same column, which keeps the tests readable.
fn solved_objective() -> Objective {
    Objective {
        rows: Colour::ALL,
        columns: Icon::ALL,
    }
}

fn c(name: &str) -> Cell {
    Cell::parse(name).unwrap_or_else(|| panic!("bad cell {name}"))
}

fn p(n: u8) -> Actor {
    Actor::player(Seat(n))
}

/// A game in its first turn with these spirits (in turn order, one player each) on
/// these places, the board solved, slot 0 to play.
fn game_with(spirits: &[(Spirit, &str)], options: &str) -> (Zefiria, GameRng) {
    let mut rng = GameRng::from_seed(5);
    let config = Zefiria::configure(&Options::parse(options, OPTIONS).unwrap()).unwrap();
    let mut g = Zefiria::new(&config, spirits.len(), &mut rng).unwrap();
    g.grid = Island::deck();
    g.objective = solved_objective();
    for (slot, (spirit, at)) in g.slots.iter_mut().zip(spirits) {
        slot.spirit = Some(*spirit);
        slot.place = Some(Place::parse(at).unwrap());
    }
    g.round = 1;
    g.gems_left = g.gems_total - 1;
    g.phase = Phase::Turn {
        slot: 0,
        ap: g.ap_max,
        pending: None,
    };
    (g, rng)
}

fn act(g: &mut Zefiria, rng: &mut GameRng, text: &str) -> Result<Vec<Event>, ActionError> {
    let seat = g.current_seat().expect("someone is to act");
    let action = g.parse(text)?;
    g.apply(p(seat.0), &action, rng)
}

/// Applies and expects success.
fn ok(g: &mut Zefiria, rng: &mut GameRng, text: &str) -> Vec<Event> {
    act(g, rng, text).unwrap_or_else(|e| panic!("`{text}` refused: {e}"))
}

/// Expects a refusal that leaves the game untouched, and returns its reason.
fn refused(g: &mut Zefiria, rng: &mut GameRng, text: &str) -> String {
    let before = g.clone();
    let err = act(g, rng, text).expect_err(text);
    assert_eq!(*g, before, "`{text}` changed the game while refused");
    assert!(
        !g.legal_actions(p(g.current_seat().unwrap().0))
            .contains(&g.parse(text).unwrap()),
        "`{text}` is refused but listed as legal"
    );
    err.to_string()
}

fn at(g: &Zefiria, slot: usize) -> String {
    g.slots[slot].place.unwrap().to_string()
}

fn ap(g: &Zefiria) -> u8 {
    match g.phase {
        Phase::Turn { ap, .. } => ap,
        _ => panic!("not in a turn"),
    }
}

fn legal(g: &Zefiria) -> Vec<String> {
    let seat = g.current_seat().unwrap();
    g.legal_actions(p(seat.0))
        .iter()
        .map(|a| g.notation(a))
        .collect()
}

// ----- setup ------------------------------------------------------------------------

#[test]
fn players_choose_spirits_and_corners_in_turn_order() {
    let mut rng = GameRng::from_seed(1);
    let mut g = Zefiria::new(&Config::default(), 3, &mut rng).unwrap();
    assert_eq!(g.to_act(), vec![Seat(0)]);
    assert_eq!(legal(&g).len(), 5);
    assert!(g.prompt(Seat(0)).english().contains("choose a wind spirit"));
    assert!(refused(&mut g, &mut rng, "corner A1").contains("First choose"));
    ok(&mut g, &mut rng, "spirit jugo");
    assert!(refused(&mut g, &mut rng, "borea").contains("now pick its starting corner"));
    assert_eq!(
        legal(&g),
        ["corner A1", "corner E1", "corner A5", "corner E5"]
    );
    ok(&mut g, &mut rng, "corner E1");
    assert_eq!(g.to_act(), vec![Seat(1)]);
    assert!(refused(&mut g, &mut rng, "jugo").contains("already flying for {seat:0}"));
    ok(&mut g, &mut rng, "austro");
    // Austro stands beside a corner card, so it may share Jugo's corner.
    assert!(legal(&g).contains(&"corner E1".to_string()));
    ok(&mut g, &mut rng, "corner E1");
    assert_eq!(at(&g, 1), "right 1");
    ok(&mut g, &mut rng, "spirit borea");
    let err = refused(&mut g, &mut rng, "corner E1");
    assert!(err.contains("Jugo already starts there"), "{err}");
    let events = ok(&mut g, &mut rng, "corner A5");
    assert!(events
        .iter()
        .any(|e| e.text.english().contains("**Round 1**")));
    assert_eq!(g.to_act(), vec![Seat(0)]);
    assert_eq!((g.round, g.gems_left, ap(&g)), (1, 2, 4));
}

#[test]
fn two_spirits_start_diagonally_opposite() {
    let mut rng = GameRng::from_seed(1);
    let mut g = Zefiria::new(&Config::default(), 2, &mut rng).unwrap();
    ok(&mut g, &mut rng, "skyron");
    ok(&mut g, &mut rng, "corner A5");
    ok(&mut g, &mut rng, "etesia");
    // Only one corner is left, so Etesia is placed without asking.
    assert_eq!(at(&g, 1), "E1");
    assert_eq!(g.ap_max, 5, "two spirits have 5 action points");
    assert!(matches!(g.phase, Phase::Turn { slot: 0, .. }));
}

#[test]
fn the_last_spirit_and_corner_are_given_without_asking() {
    let mut rng = GameRng::from_seed(1);
    let mut g = Zefiria::new(&Config::default(), 5, &mut rng).unwrap();
    for (spirit, corner) in [
        ("borea", "A1"),
        ("austro", "A1"),
        ("jugo", "E1"),
        ("etesia", "A5"),
    ] {
        ok(&mut g, &mut rng, spirit);
        ok(&mut g, &mut rng, &format!("corner {corner}"));
    }
    // Skyron is the only spirit left and E5 the only free corner.
    assert_eq!(g.slots[4].spirit, Some(Spirit::Skyron));
    assert_eq!(at(&g, 4), "E5");
    assert_eq!(g.to_act(), vec![Seat(0)]);
    assert_eq!(g.gems_left, time_gems(5, TimeLength::Standard) - 1);
}

#[test]
fn solo_flies_two_spirits_and_players_can_share_more() {
    let mut rng = GameRng::from_seed(1);
    let solo = Zefiria::new(&Config::default(), 1, &mut rng).unwrap();
    assert_eq!(solo.slots.len(), 2);
    assert!(solo.slots.iter().all(|s| s.seat == Seat(0)));
    assert_eq!(solo.ap_max, 5);
    assert!(solo
        .prompt(Seat(0))
        .english()
        .contains("your spirit 1 of 2"));

    let config = Zefiria::configure(&Options::parse("spirits=5", OPTIONS).unwrap()).unwrap();
    assert_eq!(Zefiria::player_range(&config), (1, 5));
    let g = Zefiria::new(&config, 2, &mut rng).unwrap();
    let seats: Vec<u8> = g.slots.iter().map(|s| s.seat.0).collect();
    assert_eq!(seats, [0, 1, 0, 1, 0]);
    assert_eq!(g.ap_max, 4);

    let config = Zefiria::configure(&Options::parse("spirits=1", OPTIONS).unwrap()).unwrap();
    assert_eq!(Zefiria::player_range(&config), (1, 1));
    assert!(Zefiria::new(&config, 2, &mut rng).is_err());
    let lone = Zefiria::new(&config, 1, &mut rng).unwrap();
    assert_eq!((lone.slots.len(), lone.ap_max, lone.gems_total), (1, 5, 5));
}

// ----- Borea ------------------------------------------------------------------------

#[test]
fn borea_flies_to_neighbours_and_her_colour() {
    let (mut g, mut rng) = game_with(&[(Spirit::Borea, "C3"), (Spirit::Jugo, "A1")], "");
    // Row 3 is green: every green card is in reach, plus the four neighbours.
    let flights: Vec<String> = g.flights(0).iter().map(ToString::to_string).collect();
    assert_eq!(flights, ["C2", "A3", "B3", "D3", "E3", "C4"]);
    ok(&mut g, &mut rng, "fly E3");
    assert_eq!(at(&g, 0), "E3");
    ok(&mut g, &mut rng, "fly E4");
    let err = refused(&mut g, &mut rng, "fly C2");
    assert!(
        err.contains("any yellow card") && err.contains("C2 is a blue moon"),
        "{err}"
    );
    let err = refused(&mut g, &mut rng, "fly D5");
    assert!(err.contains("yellow"), "diagonal and another colour: {err}");
}

#[test]
fn borea_blows_a_card_with_her_icon_anywhere() {
    let (mut g, mut rng) = game_with(&[(Spirit::Borea, "C3"), (Spirit::Jugo, "A1")], "");
    // Borea is on a moon: C1, C2, C4, C5 are the other moons.
    assert_eq!(g.blow_starts(0), [c("C1"), c("C2"), c("C4"), c("C5")]);
    ok(&mut g, &mut rng, "swap C1 E5");
    assert_eq!(g.island(c("E5")).icon, Icon::Moon);
    // Either card may carry the icon.
    ok(&mut g, &mut rng, "swap B2 C2");
    let err = refused(&mut g, &mut rng, "swap A2 B4");
    assert!(
        err.contains("only cards with the icon she stands on (moon): A2 is a blue mountain"),
        "{err}"
    );
    let err = refused(&mut g, &mut rng, "swap C3 D1");
    assert!(err.contains("Borea stands on C3"), "{err}");
    let err = refused(&mut g, &mut rng, "swap C4 A1");
    assert!(
        err.contains("A1 can't be moved: Jugo is standing on it"),
        "{err}"
    );
}

// ----- Jugo -------------------------------------------------------------------------

#[test]
fn jugo_flies_by_icon_and_blows_by_colour() {
    let (mut g, mut rng) = game_with(&[(Spirit::Jugo, "B2"), (Spirit::Borea, "E5")], "");
    let flights: Vec<String> = g.flights(0).iter().map(ToString::to_string).collect();
    // Column B is waves: B1, B3, B4, B5 by icon; A2, C2 beside.
    assert_eq!(flights, ["B1", "A2", "C2", "B3", "B4", "B5"]);
    let err = refused(&mut g, &mut rng, "fly D4");
    assert!(
        err.contains("any wave card") && err.contains("yellow sun"),
        "{err}"
    );
    // Row 2 is blue: a blue card with any other.
    ok(&mut g, &mut rng, "swap D2 A5");
    assert_eq!(g.island(c("A5")).colour, Colour::Blue);
    let err = refused(&mut g, &mut rng, "swap A1 C3");
    assert!(
        err.contains("only cards of the colour he stands on (blue): A1 is an orange mountain"),
        "{err}"
    );
    ok(&mut g, &mut rng, "fly B5");
    assert_eq!(at(&g, 0), "B5");
}

// ----- Etesia -----------------------------------------------------------------------

#[test]
fn etesia_flies_all_around_and_blows_a_card_beside_her() {
    let (mut g, mut rng) = game_with(&[(Spirit::Etesia, "B2"), (Spirit::Jugo, "D4")], "");
    assert_eq!(g.flights(0).len(), 8);
    let err = refused(&mut g, &mut rng, "fly D2");
    assert!(err.contains("eight cards around B2"), "{err}");
    ok(&mut g, &mut rng, "fly C3");
    assert_eq!(
        g.blow_starts(0),
        [c("C2"), c("B3"), c("D3"), c("C4")],
        "the four cards beside her"
    );
    ok(&mut g, &mut rng, "swap C4 A5");
    let err = refused(&mut g, &mut rng, "swap B2 E1");
    assert!(
        err.contains("beside her"),
        "diagonal cards are not beside: {err}"
    );
    let err = refused(&mut g, &mut rng, "swap C3 A5");
    assert!(err.contains("Etesia stands on C3"), "{err}");
}

#[test]
fn a_diagonal_step_between_two_spirits_only_touches_a_corner() {
    let (mut g, mut rng) = game_with(
        &[
            (Spirit::Etesia, "B2"),
            (Spirit::Jugo, "C2"),
            (Spirit::Borea, "B3"),
        ],
        "",
    );
    ok(&mut g, &mut rng, "fly C3");
    assert_eq!(at(&g, 0), "C3");
}

// ----- Skyron -----------------------------------------------------------------------

#[test]
fn skyron_flies_one_step_and_swaps_its_own_card() {
    let (mut g, mut rng) = game_with(&[(Spirit::Skyron, "C3"), (Spirit::Jugo, "A1")], "");
    let flights: Vec<String> = g.flights(0).iter().map(ToString::to_string).collect();
    assert_eq!(flights, ["C2", "B3", "D3", "C4"]);
    let err = refused(&mut g, &mut rng, "fly D4");
    assert!(err.contains("not next to C3"), "{err}");
    let moon = g.island(c("C3"));
    // Ride along: Skyron ends on E5 with its green moon.
    ok(&mut g, &mut rng, "swap C3 E5 stay E5");
    assert_eq!((at(&g, 0), g.island(c("E5"))), ("E5".to_string(), moon));
    // Stay put: the card leaves, Skyron stays on E5 with the newcomer.
    ok(&mut g, &mut rng, "swap E1 E5 stay E5");
    assert_eq!(at(&g, 0), "E5");
    assert_eq!(g.island(c("E1")), moon, "the moon left, Skyron stayed");
    let err = refused(&mut g, &mut rng, "swap E5 B4");
    assert!(err.contains("Say where Skyron ends up"), "{err}");
    let err = refused(&mut g, &mut rng, "swap E5 B4 stay C1");
    assert!(err.contains("Say where Skyron ends up"), "{err}");
    let err = refused(&mut g, &mut rng, "swap B2 B4 stay B4");
    assert!(err.contains("the card he stands on (E5)"), "{err}");
    let err = refused(&mut g, &mut rng, "swap E5 A1 stay A1");
    assert!(err.contains("Jugo is standing on it"), "{err}");
}

#[test]
fn only_skyron_says_where_it_stays() {
    let (mut g, mut rng) = game_with(&[(Spirit::Borea, "C3"), (Spirit::Jugo, "A1")], "");
    let err = refused(&mut g, &mut rng, "swap C1 E5 stay E5");
    assert!(err.contains("Only Skyron"), "{err}");
}

// ----- Austro -----------------------------------------------------------------------

#[test]
fn austro_lives_on_the_edge_and_swaps_in_the_line_it_faces() {
    let (mut g, mut rng) = game_with(&[(Spirit::Austro, "left 3"), (Spirit::Jugo, "A1")], "");
    assert_eq!(g.flights(0).len(), 19, "anywhere else around the grid");
    let err = refused(&mut g, &mut rng, "fly C3");
    assert!(err.contains("never stands on a card"), "{err}");
    let err = refused(&mut g, &mut rng, "fly left 3");
    assert!(err.contains("already at left 3"), "{err}");
    // Facing row 3: any two cards of it.
    ok(&mut g, &mut rng, "swap A3 E3");
    let err = refused(&mut g, &mut rng, "swap A3 A4");
    assert!(
        err.contains("row 3 he faces from left 3; A4 is not in it"),
        "{err}"
    );
    ok(&mut g, &mut rng, "fly top A");
    // Column A holds Jugo on A1: A1 can't move, and nothing flies over it… but A1 is
    // the end of the column, so A2–A5 still swap freely.
    let err = refused(&mut g, &mut rng, "swap A1 A4");
    assert!(err.contains("Jugo is standing on it"), "{err}");
    ok(&mut g, &mut rng, "swap A2 A5");
    assert_eq!(
        legal(&g).iter().filter(|n| n.starts_with("swap")).count(),
        6
    );
}

#[test]
fn austro_can_be_limited_to_neighbours() {
    let (mut g, mut rng) = game_with(
        &[(Spirit::Austro, "bottom C"), (Spirit::Jugo, "A1")],
        "austro=neighbours",
    );
    let err = refused(&mut g, &mut rng, "swap C1 C5");
    assert!(err.contains("only swaps neighbouring cards"), "{err}");
    ok(&mut g, &mut rng, "swap C4 C5");
    assert_eq!(
        legal(&g).iter().filter(|n| n.starts_with("swap")).count(),
        4
    );
}

#[test]
fn only_austro_flies_around_the_edge() {
    let (mut g, mut rng) = game_with(&[(Spirit::Borea, "A1"), (Spirit::Jugo, "E5")], "");
    let err = refused(&mut g, &mut rng, "fly top A");
    assert!(err.contains("Only Austro flies around the edge"), "{err}");
}

// ----- occupancy --------------------------------------------------------------------

#[test]
fn nobody_lands_on_a_spirit() {
    let (mut g, mut rng) = game_with(&[(Spirit::Borea, "C3"), (Spirit::Jugo, "D3")], "");
    let err = refused(&mut g, &mut rng, "fly D3");
    assert_eq!(err, "Borea can't land on D3: Jugo is standing there.");
    let err = refused(&mut g, &mut rng, "fly C3");
    assert!(err.contains("already on C3"), "{err}");
}

#[test]
fn nobody_flies_over_a_spirit() {
    // Borea on A3 may fly to any green card of row 3, but Jugo on C3 is in the way
    // of D3 and E3; B3 is before him.
    let (mut g, mut rng) = game_with(&[(Spirit::Borea, "A3"), (Spirit::Jugo, "C3")], "");
    let err = refused(&mut g, &mut rng, "fly E3");
    assert_eq!(
        err,
        "Borea can't fly from A3 to E3: Jugo stands on C3 in the way, and nothing flies over a spirit."
    );
    assert!(!g.flights(0).contains(&Place::Card(c("D3"))));
    ok(&mut g, &mut rng, "fly B3");
}

#[test]
fn no_card_is_carried_over_a_spirit() {
    // Borea on A3 (a mountain) blows A1 (a mountain): straight down column A it
    // would pass over A2 (free) and A3 (Borea herself).
    let (mut g, mut rng) = game_with(&[(Spirit::Borea, "A3"), (Spirit::Jugo, "C3")], "");
    let err = refused(&mut g, &mut rng, "swap A1 A5");
    assert_eq!(
        err,
        "A1 and A5 can't swap: the cards would fly over Borea on A3. Go around!"
    );
    // Across the row Jugo is in the way; along a diagonal past him too.
    let err = refused(&mut g, &mut rng, "swap A4 E2");
    assert!(err.contains("over Jugo on C3"), "{err}");
    // A1 to B4 passes A2, B3? No: the line crosses A2 and B3 only — both free.
    ok(&mut g, &mut rng, "swap A1 B4");
}

#[test]
fn cards_under_spirits_stay_put() {
    let (mut g, mut rng) = game_with(
        &[
            (Spirit::Etesia, "B2"),
            (Spirit::Jugo, "B3"),
            (Spirit::Borea, "E5"),
        ],
        "",
    );
    let err = refused(&mut g, &mut rng, "swap B3 D4");
    assert_eq!(err, "B3 can't be moved: Jugo is standing on it.");
    let err = refused(&mut g, &mut rng, "swap C2 E5");
    assert_eq!(err, "E5 can't be moved: Borea is standing on it.");
    let err = refused(&mut g, &mut rng, "blow B3");
    assert!(err.contains("Jugo is standing on it"), "{err}");
}

#[test]
fn austro_never_blocks_anyone() {
    // Austro beside B1 is no obstacle: Jugo lands on B1 and blows along row 1.
    let (mut g, mut rng) = game_with(&[(Spirit::Jugo, "B5"), (Spirit::Austro, "top B")], "");
    ok(&mut g, &mut rng, "fly B1");
    ok(&mut g, &mut rng, "swap C1 E1");
}

// The occupancy rules spirit by spirit: no landing on a spirit, no flying through one,
// no moving a card under one, no carrying a card over one (Borea's are above).

#[test]
fn jugo_lands_on_no_spirit_and_neither_flies_nor_blows_over_one() {
    // Jugo on B1 (orange wave) reaches every wave of column B, but Borea sits on B3.
    let (mut g, mut rng) = game_with(&[(Spirit::Jugo, "B1"), (Spirit::Borea, "B3")], "");
    let flights: Vec<String> = g.flights(0).iter().map(ToString::to_string).collect();
    assert_eq!(flights, ["A1", "C1", "B2"]);
    let err = refused(&mut g, &mut rng, "fly B3");
    assert_eq!(err, "Jugo can't land on B3: Borea is standing there.");
    let err = refused(&mut g, &mut rng, "fly B5");
    assert!(err.contains("Borea stands on B3 in the way"), "{err}");
    let err = refused(&mut g, &mut rng, "swap B3 A1");
    assert_eq!(err, "B3 can't be moved: Borea is standing on it.");
    // A1 (orange) to C5 passes A2, B2, B3, B4 and C4: Borea is in the way.
    let err = refused(&mut g, &mut rng, "swap A1 C5");
    assert!(err.contains("over Borea on B3"), "{err}");
    ok(&mut g, &mut rng, "swap A1 A5");
}

#[test]
fn etesia_lands_on_no_spirit_and_blows_no_card_over_one() {
    let (mut g, mut rng) = game_with(&[(Spirit::Etesia, "B2"), (Spirit::Jugo, "C3")], "");
    let err = refused(&mut g, &mut rng, "fly C3");
    assert_eq!(err, "Etesia can't land on C3: Jugo is standing there.");
    assert_eq!(g.flights(0).len(), 7, "the eight around her but Jugo's");
    let err = refused(&mut g, &mut rng, "swap C2 C3");
    assert_eq!(err, "C3 can't be moved: Jugo is standing on it.");
    // B3 and C2 are beside her; their way to D3 and C4 crosses Jugo's card.
    let err = refused(&mut g, &mut rng, "swap B3 D3");
    assert!(err.contains("over Jugo on C3"), "{err}");
    let err = refused(&mut g, &mut rng, "swap C2 C4");
    assert!(err.contains("over Jugo on C3"), "{err}");
    ok(&mut g, &mut rng, "swap C2 E2");
}

#[test]
fn skyron_lands_on_no_spirit_and_neither_rides_nor_sends_his_card_over_one() {
    let (mut g, mut rng) = game_with(&[(Spirit::Skyron, "A3"), (Spirit::Jugo, "B3")], "");
    let err = refused(&mut g, &mut rng, "fly B3");
    assert_eq!(err, "Skyron can't land on B3: Jugo is standing there.");
    let err = refused(&mut g, &mut rng, "swap A3 B3 stay B3");
    assert_eq!(err, "B3 can't be moved: Jugo is standing on it.");
    // Riding along or staying put, his card would cross B3.
    for stay in ["C3", "A3"] {
        let err = refused(&mut g, &mut rng, &format!("swap A3 C3 stay {stay}"));
        assert!(err.contains("over Jugo on B3"), "stay {stay}: {err}");
    }
    ok(&mut g, &mut rng, "swap A3 A1 stay A1");
    assert_eq!(at(&g, 0), "A1");
}

#[test]
fn austro_carries_no_card_over_a_spirit_in_his_line() {
    // Jugo on C3 splits row 3: Austro swaps on either side of him, never across.
    let (mut g, mut rng) = game_with(&[(Spirit::Austro, "left 3"), (Spirit::Jugo, "C3")], "");
    for across in ["swap A3 E3", "swap B3 D3", "swap A3 D3"] {
        let err = refused(&mut g, &mut rng, across);
        assert!(err.contains("over Jugo on C3"), "{across}: {err}");
    }
    let err = refused(&mut g, &mut rng, "swap C3 E3");
    assert_eq!(err, "C3 can't be moved: Jugo is standing on it.");
    let swaps: Vec<String> = legal(&g)
        .into_iter()
        .filter(|n| n.starts_with("swap"))
        .collect();
    assert_eq!(swaps, ["swap A3 B3", "swap D3 E3"]);
    ok(&mut g, &mut rng, "swap D3 E3");
}

// ----- the two-step blow ------------------------------------------------------------

#[test]
fn a_blow_in_two_steps_holds_the_first_card() {
    let (mut g, mut rng) = game_with(&[(Spirit::Borea, "C3"), (Spirit::Jugo, "A1")], "");
    let events = ok(&mut g, &mut rng, "blow C1");
    assert!(events[0]
        .text
        .english()
        .contains("pick the card to swap it with"));
    assert_eq!(ap(&g), 5, "picking the first card is free");
    assert!(g.prompt(Seat(0)).english().contains("is blowing C1"));
    let choices: Vec<Choice> = g
        .legal_actions(p(0))
        .iter()
        .map(|a| g.describe(a))
        .collect();
    let (menu, rest): (Vec<&Choice>, Vec<&Choice>) = choices.iter().partition(
        |c| matches!(&c.placement, Placement::Menu(m) if m.english() == "Swap C1 with…"),
    );
    // Not C1 itself, nor A1 and C3 under spirits, nor C4, C5, B5 and D5: the way
    // there passes over Borea on C3.
    assert_eq!(menu.len(), 18);
    assert!(!menu.iter().any(|c| c.notation == "swap C1 B5"));
    assert!(
        menu.iter().any(|c| c.notation == "swap C1 B4"),
        "B4 only touches C3's corner"
    );
    assert!(menu.iter().all(|c| c.notation.starts_with("swap C1 ")));
    assert_eq!(rest.len(), 1);
    assert_eq!(rest[0].notation, "cancel");
    assert_eq!(
        g.view(Viewer::Public).targets.len(),
        18,
        "the partners are marked"
    );
    ok(&mut g, &mut rng, "cancel");
    assert!(matches!(g.phase, Phase::Turn { pending: None, .. }));
    assert!(refused(&mut g, &mut rng, "cancel").contains("no blow to cancel"));
    ok(&mut g, &mut rng, "blow C5");
    ok(&mut g, &mut rng, "swap C5 E5");
    assert_eq!(ap(&g), 4);
    assert!(matches!(g.phase, Phase::Turn { pending: None, .. }));
}

#[test]
fn a_typed_move_while_a_card_is_held_just_happens() {
    let (mut g, mut rng) = game_with(&[(Spirit::Borea, "C3"), (Spirit::Jugo, "A1")], "");
    ok(&mut g, &mut rng, "blow C1");
    ok(&mut g, &mut rng, "fly C4");
    assert!(matches!(g.phase, Phase::Turn { pending: None, .. }));
    let err = refused(&mut g, &mut rng, "blow A1");
    assert!(err.contains("Jugo is standing on it"), "{err}");
    let err = refused(&mut g, &mut rng, "blow C4");
    assert!(err.contains("Borea stands on C4"), "{err}");
}

#[test]
fn skyron_holds_its_card_with_two_menus_of_partners() {
    let (g, _) = game_with(&[(Spirit::Skyron, "C3"), (Spirit::Jugo, "A1")], "");
    let choices: Vec<Choice> = g
        .legal_actions(p(0))
        .iter()
        .map(|a| g.describe(a))
        .collect();
    let menus: std::collections::BTreeMap<String, usize> =
        choices.iter().fold(Default::default(), |mut m, c| {
            if let Placement::Menu(name) = &c.placement {
                *m.entry(name.english()).or_default() += 1;
            }
            m
        });
    assert_eq!(
        menus.into_iter().collect::<Vec<_>>(),
        [
            ("Skyron swaps C3, rides along…".to_string(), 23),
            ("Skyron swaps C3, stays on C3…".to_string(), 23),
        ]
    );
}

// ----- turns, rounds, the end -------------------------------------------------------

#[test]
fn the_host_skips_an_absent_players_turn_and_a_held_card_is_let_be() {
    let (mut g, mut rng) = game_with(&[(Spirit::Jugo, "A1"), (Spirit::Borea, "E5")], "");
    ok(&mut g, &mut rng, "blow C3");
    assert!(matches!(
        g.phase,
        Phase::Turn {
            pending: Some(_),
            ..
        }
    ));
    // Seat 1 (not the host) may not; seat 1 as host may, though it isn't their turn.
    assert!(refused(&mut g, &mut rng, "skip").contains("Only the host"));
    let host = Actor {
        seat: Seat(1),
        host: true,
    };
    let events = g.apply(host, &Action::Skip, &mut rng).unwrap();
    assert!(events[0]
        .text
        .english()
        .contains("The host skips {seat:0}'s turn with Jugo"));
    assert_eq!(g.to_act(), vec![Seat(1)]);
    assert!(matches!(
        g.phase,
        Phase::Turn {
            slot: 1,
            pending: None,
            ..
        }
    ));
    assert_eq!(g.parse("skip"), Ok(Action::Skip));
}

#[test]
fn action_points_run_out_and_the_turn_passes() {
    let (mut g, mut rng) = game_with(
        &[
            (Spirit::Skyron, "A1"),
            (Spirit::Jugo, "E5"),
            (Spirit::Borea, "A5"),
        ],
        "",
    );
    assert_eq!(g.ap_max, 4);
    ok(&mut g, &mut rng, "end");
    assert_eq!(g.to_act(), vec![Seat(1)]);
    assert_eq!(
        g.apply(p(0), &Action::End, &mut rng),
        Err(ActionError::NotYourTurn)
    );
    let host = Actor {
        seat: Seat(0),
        host: true,
    };
    assert_eq!(
        g.apply(host, &Action::End, &mut rng),
        Err(ActionError::NotYourTurn)
    );
    for step in ["fly D5", "fly C5", "fly B5"] {
        ok(&mut g, &mut rng, step);
    }
    let events = ok(&mut g, &mut rng, "fly B4");
    assert!(events
        .iter()
        .any(|e| e.text.english().contains("spent every action point")));
    assert_eq!(g.to_act(), vec![Seat(2)], "the turn passed by itself");
    assert_eq!(ap(&g), 4);
}

#[test]
fn the_game_ends_after_the_round_of_the_last_time_gem() {
    let (mut g, mut rng) = game_with(&[(Spirit::Borea, "A1"), (Spirit::Jugo, "E5")], "gems=2");
    assert_eq!((g.round, g.gems_left), (1, 1));
    ok(&mut g, &mut rng, "end");
    let events = ok(&mut g, &mut rng, "end");
    assert!(events
        .iter()
        .any(|e| e.text.english().contains("removes the last time gem")));
    assert_eq!((g.round, g.gems_left), (2, 0));
    assert!(g.outcome().is_none(), "everyone plays after the last gem");
    ok(&mut g, &mut rng, "swap A2 A3");
    ok(&mut g, &mut rng, "end");
    let events = ok(&mut g, &mut rng, "end");
    let outcome = g.outcome().expect("over");
    assert!(events
        .iter()
        .any(|e| e.text.english().contains("The last round is over")));
    // Two cards swapped within column A, across rows 2 and 3: 23 − 4.
    assert_eq!(outcome.scores, vec![19, 19]);
    assert!(
        outcome.summary.english().contains("Final score **+19**"),
        "{}",
        outcome.summary.english()
    );
    assert!(outcome.winners.is_empty(), "a win needs every island home");
    assert!(g.to_act().is_empty());
    assert_eq!(
        g.apply(p(0), &Action::End, &mut rng),
        Err(ActionError::GameOver)
    );
    assert!(g.legal_actions(p(0)).is_empty());
    let view = g.view(Viewer::Public);
    assert_eq!(view.phase, PhaseView::Over);
    assert_eq!(view.score.total, 19);
}

#[test]
fn a_perfect_board_is_a_win_for_everyone() {
    let (mut g, mut rng) = game_with(&[(Spirit::Borea, "A1"), (Spirit::Jugo, "E5")], "gems=1");
    ok(&mut g, &mut rng, "end");
    ok(&mut g, &mut rng, "end");
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners, vec![Seat(0), Seat(1)]);
    assert!(outcome.summary.english().contains("every island is home"));
}

#[test]
fn a_perfect_score_line_has_no_minus_zero() {
    let (mut g, mut rng) = game_with(&[(Spirit::Borea, "A1"), (Spirit::Jugo, "E5")], "gems=1");
    ok(&mut g, &mut rng, "end");
    ok(&mut g, &mut rng, "end");
    let summary = g.outcome().unwrap().summary;
    let summary = summary.english();
    assert!(summary.contains("25 in place (+25)"), "{summary}");
    assert!(
        summary.contains("0 astray") && !summary.contains("−0"),
        "{summary}"
    );
}

#[test]
fn the_last_point_warns_of_a_gathering_storm_and_austro_names_his_cards() {
    let (mut g, _) = game_with(
        &[(Spirit::Borea, "A1"), (Spirit::Jugo, "E5")],
        "storm=on gems=3",
    );
    g.storm = Some([c("B2"), c("D4")]);
    let label = |g: &Zefiria, text: &str| g.describe(&g.parse(text).unwrap()).label.english();
    assert_eq!(label(&g, "fly A2"), "Fly to A2");
    g.phase = Phase::Turn {
        slot: 0,
        ap: 1,
        pending: None,
    };
    assert_eq!(
        label(&g, "fly A2"),
        "Fly to A2 · last point, then the storm ⚡"
    );
    assert_eq!(
        label(&g, "end"),
        g.describe(&Action::End).label.english(),
        "no point spent"
    );
    g.storm = None;
    assert_eq!(label(&g, "fly A2"), "Fly to A2");
    let (g, _) = game_with(&[(Spirit::Austro, "left 3"), (Spirit::Jugo, "A1")], "");
    let austro = g.describe(&g.parse("swap A3 B3").unwrap()).label.english();
    assert_eq!(
        austro,
        format!("A3 {} ⇄ B3 {}", g.island(c("A3")), g.island(c("B3")))
    );
}

// ----- Storm Mode -------------------------------------------------------------------

#[test]
fn the_storm_strikes_at_the_end_of_each_turn_unless_held_or_calmed() {
    let (mut g, mut rng) = game_with(
        &[(Spirit::Borea, "A1"), (Spirit::Jugo, "E5")],
        "storm=on gems=3",
    );
    assert_eq!(g.score().magic, 2);
    // Force Borea's storm: B2 and D4.
    g.storm = Some([c("B2"), c("D4")]);
    let events = ok(&mut g, &mut rng, "end");
    assert!(events
        .iter()
        .any(|e| e.text.english().contains("storm swaps **B2** and **D4**")));
    assert_eq!(g.island(c("B2")).colour, Colour::Yellow);
    assert!(matches!(g.last, Some(Move::Storm { blew: true, .. })));
    // Jugo's storm gathered over an island at home.
    let [a, b] = g.storm.expect("a new storm");
    assert!([a, b]
        .into_iter()
        .any(|x| Standing::of(&g.objective, g.island(x), x) == Standing::InPlace));
    assert!(events
        .iter()
        .any(|e| e.text.english().contains("at the end of Jugo's turn")));
    // Held down: Jugo ends his turn on one of its cards.
    g.storm = Some([c("E4"), c("C4")]);
    ok(&mut g, &mut rng, "fly E4");
    let events = ok(&mut g, &mut rng, "end");
    assert!(events
        .iter()
        .any(|e| e.text.english().contains("Jugo holds E4 down")));
    assert!(matches!(g.last, Some(Move::Storm { blew: false, .. })));
    // Calmed: a magic gem spent, one point less at the end.
    assert!(g.storm.is_some());
    ok(&mut g, &mut rng, "calm");
    assert_eq!((g.storm, g.slots[0].magic, g.score().magic), (None, 0, 1));
    let err = refused(&mut g, &mut rng, "calm");
    assert!(err.contains("No storm is gathering"), "{err}");
    let before = g.grid.clone();
    ok(&mut g, &mut rng, "end");
    assert_eq!(g.grid, before, "a calmed storm moves nothing");
}

#[test]
fn the_storm_blows_over_spirits_but_not_under_them() {
    // Borea on A3 lies between A2 and A4: a blow could not cross her, the storm does.
    let (mut g, mut rng) = game_with(&[(Spirit::Borea, "A3"), (Spirit::Jugo, "E5")], "storm=on");
    let (a2, a4) = (g.island(c("A2")), g.island(c("A4")));
    g.storm = Some([c("A2"), c("A4")]);
    let events = ok(&mut g, &mut rng, "end");
    assert!(events
        .iter()
        .any(|e| e.text.english().contains("storm swaps **A2** and **A4**")));
    assert_eq!((g.island(c("A2")), g.island(c("A4"))), (a4, a2));
    // Austro beside a card holds nothing down.
    let (mut g, mut rng) = game_with(
        &[(Spirit::Austro, "left 2"), (Spirit::Jugo, "E5")],
        "storm=on",
    );
    g.storm = Some([c("A2"), c("B2")]);
    ok(&mut g, &mut rng, "end");
    assert!(matches!(g.last, Some(Move::Storm { blew: true, .. })));
}

#[test]
fn calm_needs_storm_mode_and_a_gem() {
    let (mut g, mut rng) = game_with(&[(Spirit::Borea, "A1"), (Spirit::Jugo, "E5")], "");
    assert!(refused(&mut g, &mut rng, "calm").contains("without Storm Mode"));
    let (mut g, mut rng) = game_with(&[(Spirit::Borea, "A1"), (Spirit::Jugo, "E5")], "storm=on");
    g.storm = Some([c("B2"), c("D4")]);
    g.slots[0].magic = 0;
    assert!(refused(&mut g, &mut rng, "calm").contains("Borea has no magic gem left"));
}

// ----- notation and options ---------------------------------------------------------

#[test]
fn notation_is_forgiving_and_explains_itself() {
    let (g, _) = game_with(&[(Spirit::Borea, "A1"), (Spirit::Jugo, "E5")], "");
    for (text, want) in [
        ("  FLY   c3 ", "fly C3"),
        ("fly to top c", "fly top C"),
        ("move 3-left", "fly left 3"),
        ("swap b2 with d4", "swap B2 D4"),
        ("blow B2 d4", "swap B2 D4"),
        ("swap c3 ↔ d4 stay d4", "swap C3 D4 stay D4"),
        ("Borea", "spirit borea"),
        ("choose SKYRON", "spirit skyron"),
        ("start e5", "corner E5"),
        ("pass", "end"),
    ] {
        let action = g.parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(g.notation(&action), want, "{text}");
    }
    for (text, hint) in [
        ("fly F9", "not a place"),
        ("swap B2 Z9", "`Z9` is not a card"),
        ("corner C3", "Corners are A1, E1, A5 and E5"),
        ("spirit zephyr", "The spirits are"),
        ("dance", "couldn't read"),
        ("", "Type a move"),
    ] {
        let err = g.parse(text).unwrap_err();
        assert!(matches!(err, ActionError::Unknown(_)), "{text}");
        assert!(err.to_string().contains(hint), "{text}: {err}");
        assert!(err.to_string().contains("`swap B2 D4`"), "{text}: {err}");
    }
}

#[test]
fn time_gems_and_action_points_follow_the_readme_table() {
    // spirits, AP, short, standard, long: the table in README.md.
    for (spirits, ap, short, standard, long) in [
        (1, 5, 4, 5, 7),
        (2, 5, 2, 3, 4),
        (3, 4, 2, 3, 4),
        (4, 4, 1, 2, 3),
        (5, 4, 1, 2, 3),
    ] {
        assert_eq!(action_points(spirits), ap, "{spirits} spirits");
        assert_eq!(
            [TimeLength::Short, TimeLength::Standard, TimeLength::Long]
                .map(|t| time_gems(spirits, t)),
            [short, standard, long],
            "{spirits} spirits"
        );
    }
    // Two players: 5 AP (the source's two-player rule); solo plays as two spirits.
    let mut rng = GameRng::from_seed(3);
    for (players, options, ap, gems) in [
        (1, "", 5, 3),
        (2, "", 5, 3),
        (3, "", 4, 3),
        (4, "time=long", 4, 3),
        (5, "gems=7", 4, 7),
    ] {
        let config = Zefiria::configure(&Options::parse(options, OPTIONS).unwrap()).unwrap();
        let g = Zefiria::new(&config, players, &mut rng).unwrap();
        assert_eq!((g.ap_max, g.gems_total), (ap, gems), "{players} {options}");
    }
}

#[test]
fn options_are_read_and_checked() {
    let config = |text: &str| Zefiria::configure(&Options::parse(text, OPTIONS).unwrap());
    let c1 = config("storm=on time=long austro=neighbors gems=9 spirits=3").unwrap();
    assert!(c1.storm);
    assert_eq!(c1.time, TimeLength::Long);
    assert_eq!(c1.austro, AustroReach::Neighbours);
    assert_eq!((c1.gems, c1.spirits), (Some(9), Some(3)));
    for bad in [
        "time=forever",
        "gems=0",
        "spirits=6",
        "austro=diagonal",
        "storm=maybe",
    ] {
        assert!(config(bad).is_err(), "{bad}");
    }
    assert!(Options::parse("colour=red", OPTIONS).is_err());
    assert_eq!(time_gems(2, TimeLength::Short), 2);
    assert_eq!(time_gems(4, TimeLength::Long), 3);
}

// ----- whole games ------------------------------------------------------------------

/// Plays random legal moves to the end, checking every step on the way.
fn random_game(
    players: usize,
    options: &str,
    seed: u64,
) -> (Match, Vec<(Actor, serde_json::Value)>) {
    let mut game = Match::new(GameKind::Zefiria, options, players, seed).unwrap();
    let mut chooser = GameRng::from_seed(seed ^ 0xABCD);
    let mut log = Vec::new();
    for _ in 0..5_000 {
        if game.outcome().is_some() {
            return (game, log);
        }
        let waiting = game.to_act();
        assert_eq!(waiting.len(), 1, "one player acts at a time");
        let actor = Actor::player(waiting[0]);
        let choices = game.choices(actor);
        assert!(!choices.is_empty(), "the waiting player can always act");
        check_placements(&choices);
        for other in 0..players as u8 {
            if Seat(other) != waiting[0] {
                assert!(game.choices(Actor::player(Seat(other))).is_empty());
            }
        }
        let choice = chooser.choose(&choices).unwrap();
        let applied = game
            .apply_notation(actor, &choice.notation)
            .unwrap_or_else(|e| panic!("legal `{}` refused: {e}", choice.notation));
        log.push((actor, applied.action));
    }
    panic!("a random game of {players} did not end");
}

/// What the bot can show: at most 20 buttons and, with them, four rows in all; menus
/// of at most 25 options; ids short enough for Discord.
fn check_placements(choices: &[Choice]) {
    let buttons = choices
        .iter()
        .filter(|c| c.placement == Placement::Button)
        .count();
    let mut menus: Vec<(String, usize)> = Vec::new();
    for c in choices {
        assert!(
            c.label.english().chars().count() <= 80,
            "{}",
            c.label.english()
        );
        assert!(c.notation.len() <= 40, "{}", c.notation);
        if let Placement::Menu(name) = &c.placement {
            match menus.iter_mut().find(|(n, _)| *n == name.english()) {
                Some((_, count)) => *count += 1,
                None => menus.push((name.english(), 1)),
            }
        }
    }
    let rows = buttons.div_ceil(5) + menus.len();
    assert!(
        buttons <= 20 && rows <= 4,
        "{buttons} buttons, menus {menus:?}"
    );
    assert!(menus.iter().all(|(_, n)| *n <= 25), "{menus:?}");
}

#[test]
fn random_games_end_with_a_valid_score_for_every_player_count() {
    for players in 1..=5 {
        for (i, options) in ["", "storm=on", "spirits=5 austro=neighbours time=short"]
            .iter()
            .enumerate()
        {
            let (game, _) = random_game(players, options, 100 + players as u64 * 10 + i as u64);
            let outcome = game.outcome().unwrap();
            assert_eq!(outcome.scores.len(), players);
            let score = outcome.scores[0];
            assert!((-50..=30).contains(&score), "{score}");
            assert!(game.to_act().is_empty());
        }
    }
}

#[test]
fn replay_rebuilds_the_same_snapshot() {
    for (players, options) in [(1, "storm=on"), (3, ""), (5, "storm=on time=long")] {
        let (game, log) = random_game(players, options, 42 + players as u64);
        let replayed = Match::replay(
            GameKind::Zefiria,
            options,
            players,
            42 + players as u64,
            log.iter().map(|(a, v)| (*a, v)),
        )
        .unwrap();
        assert_eq!(replayed.snapshot(), game.snapshot());
        assert_eq!(Match::from_snapshot(&game.snapshot()).unwrap(), game);
    }
}

#[test]
fn a_refused_action_changes_nothing_in_the_match() {
    let mut game = Match::new(GameKind::Zefiria, "storm=on", 2, 3).unwrap();
    let before = game.snapshot();
    assert!(game.apply_notation(p(1), "spirit borea").is_err());
    assert!(game.apply_notation(p(0), "fly C3").is_err());
    assert!(game.apply_notation(p(0), "corner A1").is_err());
    assert!(game.apply_notation(Actor::player(Seat(7)), "end").is_err());
    assert_eq!(game.snapshot(), before);
}

#[test]
fn every_legal_action_round_trips_through_its_notation() {
    let (game, log) = random_game(3, "storm=on", 7);
    assert!(game.outcome().is_some());
    // Walk the game again and check each state's legal actions.
    let mut replay = Match::new(GameKind::Zefiria, "storm=on", 3, 7).unwrap();
    for (actor, value) in &log {
        for choice in replay.choices(*actor) {
            let mut copy = replay.clone();
            copy.apply_notation(*actor, &choice.notation)
                .unwrap_or_else(|e| panic!("{}: {e}", choice.notation));
        }
        let action: Action = serde_json::from_value(value.clone()).unwrap();
        let text = notation::write(&action);
        assert_eq!(notation::read(&text).unwrap(), action, "{text}");
        replay.apply_notation(*actor, &text).unwrap();
    }
    assert_eq!(replay.snapshot(), game.snapshot());
}

// ----- refusals say why; End turn says what it throws away ---------------------------

/// A `Match` holding this hand-made state, so moves go the way `/play` and buttons go.
fn as_match(g: &Zefiria) -> Match {
    let players = usize::from(g.slots.iter().map(|s| s.seat.0).max().unwrap_or(0)) + 1;
    let base = Match::new(GameKind::Zefiria, "", players, 1).unwrap();
    let mut json: serde_json::Value = serde_json::from_str(&base.snapshot()).unwrap();
    json["game"] = serde_json::to_value(g).unwrap();
    Match::from_snapshot(&json.to_string()).unwrap()
}

/// `text` typed by the player to act, through `Match::apply_notation`: refused, nothing
/// changed, and the reason returned.
fn refused_in_match(g: &Zefiria, text: &str) -> String {
    let mut game = as_match(g);
    let before = game.snapshot();
    let seat = g.current_seat().unwrap();
    let err = game.apply_notation(p(seat.0), text).expect_err(text);
    assert_eq!(game.snapshot(), before, "`{text}` changed the game");
    err.to_string()
}

#[test]
fn a_blow_with_no_partner_says_why() {
    // Austro reaches only the line he faces.
    let (mut g, mut rng) = game_with(&[(Spirit::Austro, "left 3"), (Spirit::Jugo, "E5")], "");
    let err = refused(&mut g, &mut rng, "blow C1");
    assert_eq!(
        err,
        "Austro blows cards in the row 3 he faces from left 3; C1 is not in it."
    );
    assert_eq!(refused_in_match(&g, "blow C1"), err);

    // Borea on a mountain: a wave can only swap with a mountain, and every mountain is
    // under a spirit or behind one (A5 behind Skyron on A4).
    let (mut g, mut rng) = game_with(
        &[
            (Spirit::Borea, "A1"),
            (Spirit::Jugo, "A2"),
            (Spirit::Etesia, "A3"),
            (Spirit::Skyron, "A4"),
        ],
        "",
    );
    let err = refused(&mut g, &mut rng, "blow B3");
    assert!(
        err.contains("B3 (green wave) doesn't have Borea's icon (mountain), so it can only swap with a mountain card, and every mountain card is under a spirit or has a spirit in the way"),
        "{err}"
    );
    assert_eq!(refused_in_match(&g, "blow B3"), err);

    // Etesia in a corner with both neighbours taken.
    let (mut g, mut rng) = game_with(
        &[
            (Spirit::Etesia, "A1"),
            (Spirit::Jugo, "A2"),
            (Spirit::Borea, "B1"),
        ],
        "",
    );
    let err = refused(&mut g, &mut rng, "blow E5");
    assert!(
        err.contains("E5 isn't beside Etesia, so it can only swap with a card beside her (up, down, left or right of A1), and each of those is under a spirit"),
        "{err}"
    );

    // Skyron's only partner for another card is his own, and Jugo is in the way.
    let (mut g, mut rng) = game_with(&[(Spirit::Skyron, "C3"), (Spirit::Jugo, "C4")], "");
    let err = refused(&mut g, &mut rng, "blow C5");
    assert!(err.contains("would fly over Jugo on C4"), "{err}");
}

#[test]
fn moves_that_do_not_fit_the_moment_say_why() {
    let (mut g, mut rng) = game_with(&[(Spirit::Borea, "A1"), (Spirit::Jugo, "E5")], "");
    let err = refused(&mut g, &mut rng, "cancel");
    assert_eq!(
        err,
        "There's no blow to cancel: you aren't holding a card (`blow B2` holds one)."
    );
    assert_eq!(refused_in_match(&g, "cancel"), err);
    let err = refused_in_match(&g, "spirit austro");
    assert_eq!(
        err,
        "You already fly Borea: spirits and corners are chosen only at the start of the game."
    );
    assert_eq!(refused_in_match(&g, "corner E5"), err);

    // A storm calmed once can't be calmed again this turn.
    let (mut g, mut rng) = game_with(&[(Spirit::Borea, "A1"), (Spirit::Jugo, "E5")], "storm=on");
    g.storm = Some([c("B2"), c("D4")]);
    ok(&mut g, &mut rng, "calm");
    assert!(
        refused_in_match(&g, "calm").contains("this turn's storm is calmed already"),
        "{}",
        refused_in_match(&g, "calm")
    );

    // Setup: the spirit first, then its corner, with what is free.
    let mut rng = GameRng::from_seed(1);
    let mut g = Zefiria::new(&Config::default(), 3, &mut rng).unwrap();
    let err = refused(&mut g, &mut rng, "fly C3");
    assert!(
        err.contains("First choose your wind spirit")
            && err.ends_with("Free: Borea, Jugo, Etesia, Skyron, Austro."),
        "{err}"
    );
    ok(&mut g, &mut rng, "jugo");
    let err = refused_in_match(&g, "fly C3");
    assert!(
        err.starts_with("Pick a starting corner for Jugo first")
            && err.ends_with("Free: A1, E1, A5, E5."),
        "{err}"
    );
}

#[test]
fn end_turn_names_the_points_and_the_storm_it_gives_up() {
    let end_label = |g: &Zefiria| {
        let choice = g.describe(&Action::End);
        assert_eq!(choice.notation, "end", "scripts still type `end`");
        assert_eq!(choice.placement, Placement::Button);
        assert!(g.legal_actions(p(0)).contains(&Action::End));
        choice.label.english()
    };
    let (mut g, mut rng) = game_with(&[(Spirit::Borea, "A1"), (Spirit::Jugo, "E5")], "");
    assert_eq!(end_label(&g), "End turn — 5 action points unused");
    for step in ["fly A2", "fly A3", "fly A4"] {
        ok(&mut g, &mut rng, step);
    }
    assert_eq!(end_label(&g), "End turn — 2 action points unused");
    ok(&mut g, &mut rng, "fly A5");
    assert_eq!(end_label(&g), "End turn — 1 action point unused");
    // Nothing left to lose: the plain label (a turn ends by itself at 0, so only a
    // state set by hand shows it).
    g.phase = Phase::Turn {
        slot: 0,
        ap: 0,
        pending: None,
    };
    assert_eq!(end_label(&g), "End turn");

    // Storm Mode: ending the turn lets a storm nobody holds down strike.
    let (mut g, mut rng) = game_with(&[(Spirit::Borea, "A1"), (Spirit::Jugo, "E5")], "storm=on");
    g.storm = Some([c("B2"), c("D4")]);
    assert_eq!(
        end_label(&g),
        "End turn — 5 action points unused, the storm swaps B2 ⇄ D4"
    );
    ok(&mut g, &mut rng, "fly B1");
    ok(&mut g, &mut rng, "fly B2");
    assert_eq!(
        end_label(&g),
        "End turn — 3 action points unused",
        "Borea holds B2 down"
    );
    ok(&mut g, &mut rng, "fly B3");
    ok(&mut g, &mut rng, "calm");
    assert_eq!(end_label(&g), "End turn — 2 action points unused");
}

// ----- languages --------------------------------------------------------------------

#[test]
fn events_refusals_and_labels_read_in_french_and_polish_and_english_is_unchanged() {
    use crate::i18n::{problems, say, Lang};
    assert!(problems().is_empty(), "{:?}", problems());
    let nb = '\u{a0}';
    let (mut g, mut rng) = game_with(&[(Spirit::Borea, "C3"), (Spirit::Jugo, "A1")], "");
    // An event: a flight, with the island named in each language.
    let events = ok(&mut g, &mut rng, "fly E3");
    let flight = &events[0].text;
    assert_eq!(
        flight.english(),
        "Borea ({seat:0}) flies C3 → **E3** (green fish)."
    );
    assert_eq!(
        say(Lang::Fr, flight),
        format!("Borea ({{seat:0}}) vole{nb}: C3 → **E3** (poisson vert).")
    );
    assert_eq!(
        say(Lang::Pl, flight),
        "Borea ({seat:0}) leci: C3 → **E3** (zielona ryba)."
    );
    // A refusal: too far for Borea, with the target island and its article.
    ok(&mut g, &mut rng, "fly E4");
    let before = g.clone();
    let err = act(&mut g, &mut rng, "fly C2").expect_err("C2 is out of reach");
    g = before;
    assert_eq!(
        err.to_string(),
        "Borea flies to a card next to hers (up, down, left or right) or to any yellow card like the one she's on; C2 is a blue moon."
    );
    assert_eq!(
        say(Lang::Fr, &err.msg()),
        format!("Borea vole vers une carte voisine (en haut, en bas, à gauche ou à droite) ou vers n’importe quelle carte jaune comme la sienne{nb}; C2 est une lune bleue.")
    );
    assert_eq!(
        say(Lang::Pl, &err.msg()),
        "Borea leci na sąsiednią kartę (w górę, w dół, w lewo lub w prawo) albo na dowolną kartę w tym samym kolorze co ta, na której stoi (żółty); C2 to niebieski księżyc."
    );
    // Choice labels: a flight, a blow and End turn with its points (plural forms).
    let label =
        |g: &Zefiria, text: &str, lang: Lang| say(lang, &g.describe(&g.parse(text).unwrap()).label);
    assert_eq!(label(&g, "fly E5", Lang::En), "Fly to E5");
    assert_eq!(label(&g, "fly E5", Lang::Fr), "Voler vers E5");
    assert_eq!(label(&g, "fly E5", Lang::Pl), "Leć na E5");
    assert_eq!(label(&g, "blow D4", Lang::En), "Blow D4 (yellow sun)");
    assert_eq!(label(&g, "blow D4", Lang::Fr), "Souffler D4 (soleil jaune)");
    assert_eq!(
        label(&g, "blow D4", Lang::Pl),
        "Dmuchnij na D4 (żółte słońce)"
    );
    assert_eq!(
        label(&g, "end", Lang::En),
        "End turn — 3 action points unused"
    );
    assert_eq!(
        label(&g, "end", Lang::Fr),
        "Finir le tour — 3 Points d’Action perdus"
    );
    assert_eq!(
        label(&g, "end", Lang::Pl),
        "Koniec tury — 3 punkty akcji przepadają"
    );
    ok(&mut g, &mut rng, "fly E5");
    ok(&mut g, &mut rng, "fly D5");
    assert_eq!(
        label(&g, "end", Lang::En),
        "End turn — 1 action point unused"
    );
    assert_eq!(
        label(&g, "end", Lang::Fr),
        "Finir le tour — 1 Point d’Action perdu"
    );
    assert_eq!(
        label(&g, "end", Lang::Pl),
        "Koniec tury — 1 punkt akcji przepada"
    );
    // The menu of a held card's partners.
    ok(&mut g, &mut rng, "blow D1");
    let menu = g
        .legal_actions(p(0))
        .iter()
        .map(|a| g.describe(a).placement)
        .find_map(|p| match p {
            Placement::Menu(m) => Some(m),
            _ => None,
        })
        .expect("a menu of partners");
    assert_eq!(menu.english(), "Swap D1 with…");
    assert_eq!(say(Lang::Fr, &menu), "Échanger D1 avec…");
    assert_eq!(say(Lang::Pl, &menu), "Zamień D1 z…");
    // The rules summary in French.
    assert!(Zefiria::RULES_TRANSLATED
        .iter()
        .any(|(lang, text)| *lang == Lang::Fr && text.contains("Mode Tempête")));
    // And in Polish.
    assert!(Zefiria::RULES_TRANSLATED
        .iter()
        .any(|(lang, text)| *lang == Lang::Pl && text.contains("Tryb Burzy")));
}
