//! Bitwa's rules, each as an admiral would meet them: the sea, the wind and calms,
//! sailing, gunnery, fire, the transports' last stand, notation and editions.

use super::board::Dir::*;
use super::*;
use crate::options::Options;
use crate::{GameKind, Match, Placement};

fn f(name: &str) -> Field {
    Field::parse(name).unwrap_or_else(|| panic!("bad field {name}"))
}

fn p(n: u8) -> Actor {
    Actor::player(Seat(n))
}

/// A battle in red's action with exactly these ships: (id, class, field, facing,
/// damage). Ids 0–9 are red (0 the transport), 10–19 green. It plays the newest
/// rules edition; a test of an older one sets `g.config.rules`.
fn battle(ships: &[(u8, Class, &str, Dir, Option<Damage>)], wind: Dir) -> (Bitwa, GameRng) {
    let mut rng = GameRng::from_seed(3);
    let config = Config {
        rules: RULES_EDITION,
        ..Config::default()
    };
    let mut g = Bitwa::new(&config, 2, &mut rng).unwrap();
    g.ships = ships
        .iter()
        .map(|(id, class, field, facing, damage)| Ship {
            id: *id,
            class: *class,
            field: f(field),
            facing: *facing,
            damage: *damage,
        })
        .collect();
    g.wind = Some(wind);
    g.phase = Phase::Action {
        seat: Seat(0),
        selected: None,
        ordered: Vec::new(),
        calm: None,
    };
    (g, rng)
}

/// `battle` with a transport for each fleet in a far corner (red A2, green M2), for
/// tests about other ships: with no transports at all, edition 2 ends the battle in a
/// draw at the first check (both transports out).
fn afloat(ships: &[(u8, Class, &str, Dir, Option<Damage>)], wind: Dir) -> (Bitwa, GameRng) {
    let mut all = vec![
        (0, Class::Transport, "A2", East, None),
        (10, Class::Transport, "M2", West, None),
    ];
    all.extend_from_slice(ships);
    battle(&all, wind)
}

fn act(g: &mut Bitwa, rng: &mut GameRng, text: &str) -> Result<Vec<Event>, ActionError> {
    let seat = g.current_seat().expect("someone acts");
    let action = g.parse(text)?;
    g.apply(p(seat.0), &action, rng)
}

fn ok(g: &mut Bitwa, rng: &mut GameRng, text: &str) -> Vec<Event> {
    act(g, rng, text).unwrap_or_else(|e| panic!("`{text}` refused: {e}"))
}

/// Expects a refusal that changes nothing and is not offered; returns the reason.
fn refused(g: &mut Bitwa, rng: &mut GameRng, text: &str) -> String {
    let before = g.clone();
    let err = act(g, rng, text).expect_err(text).to_string();
    // Through `Match` a refusal changes nothing; the game's own apply checks first.
    assert_eq!(*g, before, "`{text}` changed the game while refused: {err}");
    if let Ok(action) = g.parse(text) {
        let seat = g.current_seat().unwrap();
        assert!(
            !g.legal_actions(p(seat.0)).contains(&action),
            "`{text}` is refused ({err}) but offered"
        );
    }
    err
}

fn text(events: &[Event]) -> String {
    events
        .iter()
        .map(|e| e.text.clone())
        .collect::<Vec<_>>()
        .join(" | ")
}

fn ship_on<'a>(g: &'a Bitwa, field: &str) -> &'a Ship {
    g.ship_at(f(field))
        .unwrap_or_else(|| panic!("no ship on {field}"))
}

const FRIGATE: Class = Class::Frigate;

fn configured(options: &str) -> Result<Config, SetupError> {
    Bitwa::configure(&Options::parse(options, Bitwa::option_specs())?)
}

// ----- rules editions ------------------------------------------------------------------

/// Stored options without `rules` are games begun before editions: edition 1, whose
/// snapshot has no `rules` at all. New sessions are stored with the newest edition.
#[test]
fn old_options_stay_edition_one_and_new_sessions_play_the_newest() {
    assert_eq!(configured("").unwrap().rules, 1);
    assert_eq!(configured("actions=60 turn-hours=24").unwrap().rules, 1);
    assert_eq!(configured("rules=2").unwrap().rules, 2);
    let err = configured("rules=3").unwrap_err().to_string();
    assert!(err.contains("rules"), "{err}");
    assert_eq!(RULES_EDITION, 2);
    assert_eq!(
        GameKind::Bitwa.new_session_options("actions=60"),
        "actions=60 rules=2"
    );
    assert_eq!(GameKind::Bitwa.new_session_options("rules=1"), "rules=1");
    assert_eq!(GameKind::Bitwa.selfplay_options(), "rules=2");
    let old = Match::new(GameKind::Bitwa, "", 2, 1).unwrap().snapshot();
    assert!(!old.contains("\"rules\""), "{old}");
    let new = Match::new(GameKind::Bitwa, "rules=2", 2, 1)
        .unwrap()
        .snapshot();
    assert!(new.contains("\"rules\":2"), "{new}");
    // An edition-1 snapshot reads back and writes itself out unchanged.
    assert_eq!(Match::from_snapshot(&old).unwrap().snapshot(), old);
}

// ----- the board -----------------------------------------------------------------------

#[test]
fn fields_name_themselves_and_starting_fields_never_touch() {
    assert_eq!(f("a1"), Field::new(0, 0));
    assert_eq!(f("N11").to_string(), "N11");
    assert!(Field::parse("O1").is_none() && Field::parse("A12").is_none());
    for fleet in 0..2 {
        let starts = start_fields(fleet);
        for (i, a) in starts.iter().enumerate() {
            assert_eq!(terrain(*a), Terrain::Sea, "{a}");
            for b in &starts[i + 1..] {
                assert!(a.distance(*b) >= 2, "{a} touches {b}");
            }
        }
        assert_eq!(terrain(rose(fleet)), Terrain::Sea);
    }
    assert_eq!(
        (rose(0).to_string(), rose(1).to_string()),
        ("M6".into(), "A6".into())
    );
    // Neighbours in all six directions are distance 1, and steps invert.
    let c = f("G5");
    for d in Dir::ALL {
        let n = c.step(d).unwrap();
        assert_eq!(c.distance(n), 1);
        assert_eq!(n.step(d.turned(3)), Some(c));
    }
}

// ----- setting out and the first wind -------------------------------------------------------

#[test]
fn fleets_set_out_then_the_lot_picks_the_wind_and_the_other_acts_first() {
    let mut rng = GameRng::from_seed(1);
    let mut g = Bitwa::new(&Config::default(), 2, &mut rng).unwrap();
    assert!(Bitwa::new(&Config::default(), 3, &mut rng).is_err());
    assert_eq!(g.to_act(), vec![Seat(0)]);
    assert!(refused(&mut g, &mut rng, "transport N6").contains("not one of the red"));
    assert!(refused(&mut g, &mut rng, "A7 m1").contains("still setting out"));
    ok(&mut g, &mut rng, "transport B8");
    assert!(refused(&mut g, &mut rng, "leave B8").contains("transport sets out from B8"));
    ok(&mut g, &mut rng, "leave A2");
    ok(&mut g, &mut rng, "leave C2");
    assert!(refused(&mut g, &mut rng, "leave A4").contains("Two fields are already"));
    ok(&mut g, &mut rng, "leave C2"); // fills it again
    ok(&mut g, &mut rng, "leave D10");
    ok(&mut g, &mut rng, "face B6 ne");
    ok(&mut g, &mut rng, "ready");
    let red: Vec<&Ship> = g.ships.iter().filter(|s| s.fleet() == 0).collect();
    assert_eq!(red.len(), 10);
    assert_eq!(ship_on(&g, "B8").class, Class::Transport);
    assert!(g.ship_at(f("A2")).is_none() && g.ship_at(f("D10")).is_none());
    assert_eq!(ship_on(&g, "B6").facing, NorthEast);
    assert_eq!(ship_on(&g, "C2").facing, East);
    assert_eq!(g.to_act(), vec![Seat(1)]);
    ok(&mut g, &mut rng, "ready");
    assert_eq!(g.ships.len(), 20);
    assert_eq!(
        g.ships
            .iter()
            .filter(|s| s.class == Class::Transport)
            .count(),
        2
    );
    let chooser = g.to_act()[0];
    assert_eq!(other(chooser), g.first);
    assert!(refused(&mut g, &mut rng, "wind e").contains("south-east or south-west"));
    let events = ok(&mut g, &mut rng, "wind sw");
    assert!(text(&events).contains("acts first"));
    assert_eq!(g.wind, Some(SouthWest));
    assert_eq!(g.to_act(), vec![g.first]);
}

// ----- movement ------------------------------------------------------------------------------

#[test]
fn how_far_a_ship_sails_depends_on_the_wind() {
    // A frigate on D7 heading east, with open sea ahead (E7, F7, G7).
    let try_wind = |wind: Dir, text: &str| {
        let (mut g, mut rng) = afloat(&[(1, FRIGATE, "D7", East, None)], wind);
        act(&mut g, &mut rng, text)
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    assert!(try_wind(East, "D7 m3").is_ok(), "with the wind: 3");
    assert!(try_wind(NorthEast, "D7 m2").is_ok());
    let err = try_wind(NorthEast, "D7 m3").unwrap_err();
    assert!(err.contains("at most 2 fields"), "{err}");
    assert!(try_wind(NorthWest, "D7 m1").is_ok());
    let err = try_wind(NorthWest, "D7 m2").unwrap_err();
    assert!(err.contains("at most 1 field"), "{err}");
    let err = try_wind(West, "D7 m1").unwrap_err();
    assert!(err.contains("straight into the wind"), "{err}");
    // Turning out of the wind first: 120° to south-west, then one field.
    let (mut g, mut rng) = afloat(&[(1, FRIGATE, "D7", East, None)], West);
    ok(&mut g, &mut rng, "D7 r2 m1");
    assert_eq!(ship_on(&g, "C8").facing, SouthWest);
}

#[test]
fn a_movement_is_three_steps_turns_first() {
    let (mut g, mut rng) = afloat(&[(1, FRIGATE, "D7", East, None)], East);
    assert!(refused(&mut g, &mut rng, "D7 r2 m2").contains("at most three steps"));
    assert!(refused(&mut g, &mut rng, "D7 m1 r1").contains("turn after a move"));
    let legal: Vec<String> = g
        .legal_actions(p(0))
        .iter()
        .map(|a| g.notation(a))
        .filter(|n| n.starts_with("D7") && !n.contains("fire"))
        .collect();
    // Only a move, only a turn, 60° + 1–2, 120° + 1 — and nothing into the wind.
    for n in [
        "D7 m1", "D7 m3", "D7 r1", "D7 l2", "D7 r3", "D7 l1 m2", "D7 l1 m1", "D7 r2 m1",
    ] {
        assert!(legal.contains(&n.to_string()), "{n} missing from {legal:?}");
    }
    assert!(!legal.iter().any(|n| n == "D7 l3"), "180° is offered once");
    assert!(refused(&mut g, &mut rng, "D7 r1 m2").contains("E9 is an island"));
    ok(&mut g, &mut rng, "D7 l1 m2");
    assert_eq!(ship_on(&g, "E5").facing, NorthEast);
    assert!(refused(&mut g, &mut rng, "E5 m1").contains("has had its order"));
}

#[test]
fn shore_islands_and_ships_block_the_way_and_own_ships_never_touch() {
    let ships = [
        (1, FRIGATE, "D4", East, None),      // E4 then F4 (island)
        (2, FRIGATE, "C2", NorthEast, None), // into the shore
        (3, FRIGATE, "B7", East, None),
        (4, FRIGATE, "E7", East, None), // in B7's way
        (5, FRIGATE, "B9", East, None),
        (11, FRIGATE, "K9", West, None),
    ];
    let (mut g, mut rng) = afloat(&ships, East);
    let err = refused(&mut g, &mut rng, "D4 m2");
    assert!(err.contains("F4 is an island"), "{err}");
    let err = refused(&mut g, &mut rng, "C2 m1");
    assert!(err.contains("shore"), "{err}");
    let err = refused(&mut g, &mut rng, "B7 m3");
    assert!(err.contains("the red frigate E7 is on E7"), "{err}");
    let err = refused(&mut g, &mut rng, "B7 m2");
    assert!(err.contains("never touch"), "{err}");
    let err = refused(&mut g, &mut rng, "B9 m3");
    assert!(err.contains("E9 is an island"), "{err}");
    ok(&mut g, &mut rng, "B9 r1 m1");
    let err = refused(&mut g, &mut rng, "K9 m1");
    assert!(err.contains("belongs to your opponent"), "{err}");
}

#[test]
fn damage_limits_movement() {
    let ships = [
        (1, FRIGATE, "C3", East, Some(Damage::Sails)),
        (2, FRIGATE, "C5", SouthEast, Some(Damage::Sails)),
        (3, FRIGATE, "C7", East, Some(Damage::Masts)),
        (4, FRIGATE, "C9", East, Some(Damage::Fire)),
    ];
    let (mut g, mut rng) = afloat(&ships, East);
    assert!(refused(&mut g, &mut rng, "C3 m2").contains("sails are torn"));
    ok(&mut g, &mut rng, "C3 m1");
    assert!(refused(&mut g, &mut rng, "C5 m1").contains("only straight with the wind"));
    ok(&mut g, &mut rng, "C5 l1 m1"); // turn to the wind, then one field
    assert!(refused(&mut g, &mut rng, "C7 m1").contains("masts are down"));
    ok(&mut g, &mut rng, "C7 r1");
    assert!(refused(&mut g, &mut rng, "C9 r1").contains("on fire"));
    assert!(refused(&mut g, &mut rng, "select C9").contains("on fire"));
}

// ----- salvos -----------------------------------------------------------------------------------

#[test]
fn broadsides_fire_sideways_three_fields_over_open_sea() {
    // A frigate on E6 heading east: port is the wedge to the north, starboard south.
    let ships = [
        (1, FRIGATE, "E6", East, None),
        (11, FRIGATE, "E4", West, None), // port, 2 fields
        (12, FRIGATE, "F8", West, None), // starboard
        (13, FRIGATE, "H6", West, None), // dead ahead: no arc
        (14, FRIGATE, "D3", West, None), // 3 fields, behind F4? no: open
    ];
    let (mut g, mut rng) = afloat(&ships, East);
    let legal: Vec<String> = g
        .legal_actions(p(0))
        .iter()
        .map(|a| g.notation(a))
        .collect();
    assert!(
        legal.contains(&"E6 fire port E4 starboard F8".to_string()),
        "{legal:?}"
    );
    assert!(!legal.iter().any(|n| n.contains("H6")), "{legal:?}");
    let err = refused(&mut g, &mut rng, "E6 fire port H6");
    assert!(
        err.contains("outside the red frigate E6 port broadside"),
        "{err}"
    );
    let err = refused(&mut g, &mut rng, "E6 fire starboard E4");
    assert!(err.contains("outside"), "{err}");
    // Two cards, one per salvo: a T (miss) then a 2 (three guns hit): masts down.
    g.combat_deck = vec![13, 0];
    let events = ok(&mut g, &mut rng, "E6 fire port E4 starboard F8");
    let t = text(&events);
    assert!(t.contains("T — a miss"), "{t}");
    assert!(t.contains("masts down"), "{t}");
    assert_eq!(ship_on(&g, "E4").damage, None);
    assert_eq!(ship_on(&g, "F8").damage, Some(Damage::Masts));
}

#[test]
fn islands_and_ships_block_a_salvo_and_the_transport_has_no_guns() {
    let ships = [
        (0, Class::Transport, "B4", East, None),
        (1, FRIGATE, "E5", NorthEast, None), // starboard wedge runs east, over F5 (island)
        (11, FRIGATE, "G5", West, None),
        (12, FRIGATE, "C6", West, None),
    ];
    let (mut g, mut rng) = battle(&ships, East);
    let err = refused(&mut g, &mut rng, "E5 fire starboard G5");
    assert!(err.contains("blocked"), "{err}");
    let err = refused(&mut g, &mut rng, "B4 fire port C6");
    assert!(err.contains("no guns"), "{err}");
}

#[test]
fn a_hit_needs_more_guns_than_the_white_number_and_damage_only_gets_worse() {
    let ships = [
        (1, Class::Cutter, "E6", East, None), // 2 guns
        (11, FRIGATE, "E4", West, Some(Damage::Masts)),
    ];
    let (mut g, mut rng) = battle(&ships, East);
    g.combat_deck = vec![13]; // white 2: two guns are not enough
    let t = text(&ok(&mut g, &mut rng, "E6 fire port E4"));
    assert!(t.contains("not enough") && t.contains("miss"), "{t}");
    // Next action: white 0, sails torn: lighter than masts down, the counter stays.
    g.phase = Phase::Action {
        seat: Seat(0),
        selected: None,
        ordered: Vec::new(),
        calm: None,
    };
    g.combat_deck = vec![4];
    let t = text(&ok(&mut g, &mut rng, "E6 fire port E4"));
    assert!(t.contains("adds nothing"), "{t}");
    assert_eq!(ship_on(&g, "E4").damage, Some(Damage::Masts));
    // A gun lost counts: masts and a gun down leaves a frigate two guns.
    g.ships[1].damage = Some(Damage::MastsGun);
    assert_eq!(ship_on(&g, "E4").working_guns(), 2);
}

/// Red acts again (for several salvos by one ship in a test).
fn red_again(g: &mut Bitwa) {
    g.phase = Phase::Action {
        seat: Seat(0),
        selected: None,
        ordered: Vec::new(),
        calm: None,
    };
}

/// One working gun is "1 gun" in the narration; a transport, which has no guns, hit
/// for masts and guns is "masts down" (in the narration, its menu line and the
/// picture), never "1 gun lost".
#[test]
fn one_gun_is_singular_and_a_transport_loses_no_guns() {
    let ships = [
        (0, Class::Transport, "A2", East, None),
        (1, Class::Cutter, "E6", East, Some(Damage::MastsGun)), // 1 working gun
        (10, Class::Transport, "F8", West, None),               // starboard
        (11, FRIGATE, "E4", West, None),                        // port
    ];
    let (mut g, mut rng) = battle(&ships, East);
    g.combat_deck = vec![7]; // white 1
    let t = text(&ok(&mut g, &mut rng, "E6 fire port E4"));
    assert!(t.contains("(card 1: 1 gun is not enough): miss"), "{t}");
    red_again(&mut g);
    g.combat_deck = vec![5]; // white 0, sails torn
    let t = text(&ok(&mut g, &mut rng, "E6 fire port E4"));
    assert!(t.contains("(card 0: 1 gun beats it): hit!"), "{t}");
    // A frigate's salvo at the transport: masts and two guns down.
    g.ships[1].class = FRIGATE;
    g.ships[1].damage = None;
    red_again(&mut g);
    g.combat_deck = vec![15]; // white 2, masts and two guns
    let t = text(&ok(&mut g, &mut rng, "E6 fire starboard F8"));
    assert!(t.contains("The green transport F8 is masts down."), "{t}");
    assert!(!t.contains("gun lost") && !t.contains("guns lost"), "{t}");
    let line = g.describe(&Action::Select { ship: f("F8") }).label;
    assert!(line.ends_with("masts down"), "{line}");
    assert_eq!(ship_on(&g, "F8").damage_name(), Some("masts down"));
    red_again(&mut g);
    g.combat_deck = vec![14]; // masts and a gun: nothing more for a transport
    let t = text(&ok(&mut g, &mut rng, "E6 fire starboard F8"));
    assert!(
        t.contains("It is already masts down; the damage adds nothing."),
        "{t}"
    );
}

#[test]
fn a_sunk_ship_leaves_and_a_damaged_one_may_be_scuttled() {
    let ships = [
        (1, Class::ManOfWar, "E6", East, None),
        (2, FRIGATE, "B3", East, None),
        (3, FRIGATE, "B9", East, Some(Damage::Sails)),
        (11, FRIGATE, "E4", West, None),
    ];
    let (mut g, mut rng) = afloat(&ships, East);
    g.combat_deck = vec![21]; // white 3, sunk: four guns hit
    let t = text(&ok(&mut g, &mut rng, "E6 fire port E4"));
    assert!(t.contains("sinks"), "{t}");
    assert!(g.ship_at(f("E4")).is_none());
    assert_eq!(g.lost, [0, 1]);
    assert!(refused(&mut g, &mut rng, "B3 scuttle").contains("undamaged"));
    ok(&mut g, &mut rng, "B9 scuttle");
    assert_eq!(g.lost, [1, 1]);
}

// ----- boarding --------------------------------------------------------------------------------

#[test]
fn stopping_beside_an_enemy_boards_it_and_the_card_decides() {
    let ships = [
        (1, FRIGATE, "C8", East, None),        // 2 shields + 3 guns = 5
        (11, Class::Cutter, "G8", West, None), // 1 + 2 = 3
    ];
    let (mut g, mut rng) = afloat(&ships, East);
    g.combat_deck = vec![16]; // +3 green: 5 against 6
    let t = text(&ok(&mut g, &mut rng, "C8 m3"));
    assert!(t.contains("boards"), "{t}");
    assert!(t.contains("green wins"), "{t}");
    assert!(g.ship_at(f("F8")).is_none(), "the red frigate is taken");
    assert!(g.fights.is_empty());
}

#[test]
fn an_undecided_boarding_goes_on_can_be_joined_and_cannot_be_left() {
    let ships = [
        (1, FRIGATE, "C8", East, None),
        (2, Class::Cutter, "H10", NorthWest, None),
        (11, FRIGATE, "G8", West, None),
        (12, FRIGATE, "L3", West, None),
    ];
    let (mut g, mut rng) = afloat(&ships, East);
    g.combat_deck = vec![1]; // crossed swords
    let t = text(&ok(&mut g, &mut rng, "C8 m3"));
    assert!(t.contains("crossed swords"), "{t}");
    assert_eq!(g.fights.len(), 1);
    assert!(refused(&mut g, &mut rng, "F8 r1").contains("locked in a boarding"));
    // End: the wind, then green's action; the fight goes on in it.
    g.wind_deck = vec![2];
    ok(&mut g, &mut rng, "end");
    assert_eq!(g.to_act(), vec![Seat(1)]);
    assert!(refused(&mut g, &mut rng, "G8 r1").contains("locked in a boarding"));
    g.combat_deck = vec![1];
    g.wind_deck = vec![2];
    let t = text(&ok(&mut g, &mut rng, "end"));
    assert!(t.contains("Boarding fight"), "{t}");
    assert_eq!(g.fights.len(), 1);
    // Red's cutter joins: 5 + 3 against 5, triangles: red takes the green frigate.
    g.combat_deck = vec![6];
    let t = text(&ok(&mut g, &mut rng, "H10 m1"));
    assert!(t.contains("joins"), "{t}");
    assert!(t.contains("(8)") && t.contains("red wins"), "{t}");
    assert!(g.ship_at(f("G8")).is_none());
}

#[test]
fn boarding_two_ships_at_once_is_refused_and_fire_spreads_through_a_fight() {
    let ships = [
        (1, FRIGATE, "C6", East, None),
        (2, Class::ManOfWar, "E9", NorthEast, None),
        (11, FRIGATE, "G5", West, None),
        (12, FRIGATE, "G7", West, None),
        (13, FRIGATE, "E3", West, None),
    ];
    let (mut g, mut rng) = battle(&ships, East);
    let err = refused(&mut g, &mut rng, "C6 m3");
    assert!(err.contains("two ships at once"), "{err}");
    // A fight set up directly: the red frigate, moved to D3, lashed to E3.
    g.ships[0].field = f("D3");
    g.fights.push(Fight {
        ships: vec![1, 13],
        fought: false,
    });
    assert!(refused(&mut g, &mut rng, "D3 r1").contains("locked"));
    // The man-of-war sets the green frigate on fire: it spreads to the red one.
    g.ships[1].field = f("E5");
    g.ships[1].facing = East;
    g.combat_deck = vec![16];
    let legal: Vec<String> = g
        .legal_actions(p(0))
        .iter()
        .map(|a| g.notation(a))
        .collect();
    let shot = legal
        .iter()
        .find(|n| n.contains("E3"))
        .unwrap_or_else(|| panic!("{legal:?}"))
        .clone();
    let t = text(&ok(&mut g, &mut rng, &shot));
    assert!(t.contains("spreads"), "{t}");
    assert!(ship_on(&g, "D3").burning() && ship_on(&g, "E3").burning());
    assert!(g.fights.is_empty());
}

// ----- wind and calm -------------------------------------------------------------------------

#[test]
fn a_wind_card_ends_every_action() {
    let (mut g, mut rng) = afloat(&[(1, FRIGATE, "C6", East, None)], East);
    g.wind_deck = vec![2, 1, 0]; // +1, then −1, then none
    let t = text(&ok(&mut g, &mut rng, "end"));
    assert!(t.contains("clockwise"), "{t}");
    assert_eq!(g.wind, Some(SouthEast));
    assert_eq!(g.to_act(), vec![Seat(1)]);
    ok(&mut g, &mut rng, "end");
    assert_eq!(g.wind, Some(East));
    ok(&mut g, &mut rng, "end");
    assert_eq!(g.wind, Some(East));
    assert_eq!(g.actions, 3);
}

#[test]
fn the_calm_burns_out_fires_finishes_boardings_then_turns_and_salvos_only() {
    let ships = [
        (0, Class::Transport, "B2", East, None),
        (1, FRIGATE, "E6", East, None),
        (2, FRIGATE, "B9", East, Some(Damage::Fire)),
        (3, FRIGATE, "J9", East, None),
        (10, Class::Transport, "M10", West, None),
        (11, FRIGATE, "E4", West, None),
        (12, FRIGATE, "K9", West, None),
    ];
    let (mut g, mut rng) = battle(&ships, East);
    g.fights.push(Fight {
        ships: vec![3, 12],
        fought: true,
    });
    g.wind_deck = vec![FLAUTA_ID];
    g.combat_deck = vec![4, 1, 1]; // swords, swords, then +1 for red decides
    let t = text(&ok(&mut g, &mut rng, "end"));
    assert!(t.contains("T-FLAUTA"), "{t}");
    assert!(t.contains("burns to the waterline"), "{t}");
    assert!(g.ship_at(f("B9")).is_none());
    assert!(g.fights.is_empty(), "boardings are fought to the end");
    assert!(g.in_calm(), "{t}");
    // Green (the other player) begins: turns and salvos, no sailing.
    assert_eq!(g.to_act(), vec![Seat(1)]);
    assert!(refused(&mut g, &mut rng, "E4 r1 m1").contains("calm"));
    assert!(g.prompt(Seat(1)).contains("calm"));
    ok(&mut g, &mut rng, "end");
    ok(&mut g, &mut rng, "end");
    // Two quiet calm turns: the calm ends, the wind comes back from a calm hexagon.
    assert!(!g.in_calm());
    assert_eq!(g.wind_deck.len(), 24);
    assert_eq!(g.to_act(), vec![Seat(1)], "the drawer's opponent acts next");
}

const FLAUTA_ID: u8 = cards::FLAUTA;

// ----- the end ----------------------------------------------------------------------------------

#[test]
fn a_transport_at_the_wind_rose_wins() {
    let ships = [
        (0, Class::Transport, "K6", East, None),
        (10, Class::Transport, "D3", West, None),
    ];
    let (mut g, mut rng) = battle(&ships, East);
    let t = text(&ok(&mut g, &mut rng, "K6 m2"));
    assert!(t.contains("Wind Rose"), "{t}");
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners, vec![Seat(0)]);
    assert!(g.to_act().is_empty());
}

#[test]
fn without_a_transport_a_fleet_fights_ten_actions_then_loses_or_draws() {
    let ships = [
        (1, Class::ManOfWar, "E6", East, None),
        (10, Class::Transport, "E4", West, None),
        (11, FRIGATE, "L3", West, None),
    ];
    let (mut g, mut rng) = battle(&ships, East);
    g.lost_at = [Some(0), None];
    g.actions = 1;
    for i in 0..LAST_STAND {
        assert!(g.outcome().is_none(), "after {i}");
        g.wind_deck = vec![2];
        ok(&mut g, &mut rng, "end"); // red
        if g.outcome().is_some() {
            break;
        }
        g.wind_deck = vec![2];
        ok(&mut g, &mut rng, "end"); // green
    }
    let outcome = g.outcome().expect("over");
    assert_eq!(outcome.winners, vec![Seat(1)]);
    // Again, but red cripples the green transport in time: a draw.
    let (mut g, mut rng) = battle(&ships, East);
    g.lost_at = [Some(0), None];
    g.actions = 1;
    g.combat_deck = vec![13];
    let t = text(&ok(&mut g, &mut rng, "E6 fire port E4"));
    assert!(t.contains("draw"), "{t}");
    assert_eq!(g.outcome().unwrap().winners, vec![]);
}

/// Red's transport has its masts down, green's is on fire: neither can ever sail home,
/// and any way on ends in a draw. Edition 2 ends the battle there; edition 1 played on
/// until a calm burnt green's out (or dusk fell).
#[test]
fn both_transports_crippled_is_a_draw_at_once() {
    let ships = [
        (0, Class::Transport, "B2", East, Some(Damage::Masts)),
        (1, FRIGATE, "C9", East, None),
        (10, Class::Transport, "M10", West, Some(Damage::Fire)),
        (11, FRIGATE, "L3", West, None),
    ];
    let (mut g, mut rng) = battle(&ships, East);
    g.wind_deck = vec![2];
    let t = text(&ok(&mut g, &mut rng, "end"));
    assert!(t.contains("Both transports are lost or crippled"), "{t}");
    assert_eq!(g.outcome().unwrap().winners, vec![]);
    assert_eq!(g.ending(), Some("draw: both transports out"));
    assert!(g.to_act().is_empty());
    let (mut g, mut rng) = battle(&ships, East);
    g.config.rules = 1;
    g.wind_deck = vec![2];
    ok(&mut g, &mut rng, "end");
    assert!(g.outcome().is_none(), "edition 1 plays on");
    // The salvo that cripples the second transport ends it there and then.
    let ships = [
        (0, Class::Transport, "B2", East, Some(Damage::Masts)),
        (1, FRIGATE, "E6", East, None),
        (10, Class::Transport, "E4", West, None),
    ];
    let (mut g, mut rng) = battle(&ships, East);
    g.combat_deck = vec![13]; // white 2, masts down: three guns hit
    let t = text(&ok(&mut g, &mut rng, "E6 fire port E4"));
    assert!(t.contains("masts down") && t.contains("draw"), "{t}");
    assert_eq!(g.outcome().unwrap().winners, vec![]);
    // Torn sails still sail: that transport is not out.
    let (mut g, mut rng) = battle(&ships, East);
    g.ships[0].damage = Some(Damage::Sails);
    g.combat_deck = vec![13];
    ok(&mut g, &mut rng, "E6 fire port E4");
    assert!(g.outcome().is_none());
}

/// Green's burning transport burns out in the calm red's WIND card called: green has
/// the ten actions the board announces, each counted, as after any other loss.
/// Edition 1 recorded the loss at the action the calm had already moved on to, so
/// green's first action after it did not count: eleven.
#[test]
fn a_transport_lost_in_a_calm_leaves_ten_actions_as_announced() {
    let ships = [
        (0, Class::Transport, "B2", East, None),
        (1, FRIGATE, "C9", East, None),
        (10, Class::Transport, "M10", West, Some(Damage::Fire)),
        (11, FRIGATE, "L3", West, None),
    ];
    for (edition, actions) in [(2, LAST_STAND), (1, LAST_STAND + 1)] {
        let (mut g, mut rng) = battle(&ships, East);
        g.config.rules = edition;
        g.wind_deck = vec![FLAUTA_ID];
        let t = text(&ok(&mut g, &mut rng, "end"));
        assert!(t.contains("M10 burns to the waterline"), "{t}");
        assert_eq!(
            g.to_act(),
            vec![Seat(1)],
            "no ship in range: the calm is over"
        );
        assert_eq!(g.view(Viewer::Public).last_stand[1], Some(LAST_STAND));
        let mut green = 0;
        while g.outcome().is_none() {
            let seat = g.to_act()[0];
            g.wind_deck = vec![2];
            ok(&mut g, &mut rng, "end");
            if seat == Seat(1) {
                green += 1;
                if green == 1 && edition >= 2 {
                    assert_eq!(g.view(Viewer::Public).last_stand[1], Some(LAST_STAND - 1));
                }
            }
        }
        assert_eq!(green, actions, "edition {edition}");
        assert_eq!(g.outcome().unwrap().winners, vec![Seat(0)]);
    }
}

#[test]
fn dusk_ends_the_battle_in_a_draw() {
    let (mut g, mut rng) = afloat(&[(1, FRIGATE, "C6", East, None)], East);
    g.config.limit = 2;
    g.wind_deck = vec![2, 2];
    ok(&mut g, &mut rng, "end");
    assert!(g.outcome().is_none());
    let t = text(&ok(&mut g, &mut rng, "end"));
    assert!(t.contains("Dusk"), "{t}");
    assert!(g.outcome().unwrap().winners.is_empty());
}

// ----- Discord -------------------------------------------------------------------------------------

#[test]
fn a_ship_is_picked_then_its_orders_come_in_two_menus() {
    let ships = [
        (1, FRIGATE, "E6", East, None),
        (2, FRIGATE, "B3", East, None),
        (11, FRIGATE, "E4", West, None),
    ];
    let (mut g, mut rng) = battle(&ships, East);
    let choices: Vec<Choice> = g
        .legal_actions(p(0))
        .iter()
        .map(|a| g.describe(a))
        .collect();
    let menu = |c: &Choice| match &c.placement {
        Placement::Menu(m) => Some(m.clone()),
        _ => None,
    };
    let ships_menu: Vec<&Choice> = choices
        .iter()
        .filter(|c| menu(c).as_deref() == Some("Order a ship…"))
        .collect();
    assert_eq!(ships_menu.len(), 2);
    assert!(choices.iter().any(|c| c.label.starts_with("End action")));
    ok(&mut g, &mut rng, "select E6");
    let choices: Vec<Choice> = g
        .legal_actions(p(0))
        .iter()
        .map(|a| g.describe(a))
        .collect();
    let menus: std::collections::BTreeSet<String> = choices.iter().filter_map(menu).collect();
    assert!(menus.contains("Frigate E6: sail or turn…"), "{menus:?}");
    assert!(menus.contains("Frigate E6: fire…"), "{menus:?}");
    assert!(choices.iter().any(|c| c.label == "Back to the fleet"));
    let fire = choices
        .iter()
        .find(|c| c.notation == "E6 fire port E4")
        .unwrap();
    assert_eq!(fire.label, "Fire port at frigate E4");
    let sail = choices.iter().find(|c| c.notation == "E6 r1 m2").unwrap();
    assert!(
        sail.label.starts_with("Turn 60° right, sail 2 to F8"),
        "{}",
        sail.label
    );
    for c in &choices {
        assert!(c.label.chars().count() <= 80, "{}", c.label);
        if let Placement::Menu(m) = &c.placement {
            let n = choices
                .iter()
                .filter(|d| menu(d).as_deref() == Some(m))
                .count();
            assert!(n <= 25, "{m}: {n}");
        }
    }
    assert!(g.view(Viewer::Public).targets.contains(&f("E4")));
    ok(&mut g, &mut rng, "cancel");
    assert_eq!(g.selected(), None);
}

/// Red's calm turn, green having drawn the T-FLAUTA.
fn calm_turn(g: &mut Bitwa) {
    g.last_wind = Some(FLAUTA_ID);
    g.phase = Phase::Action {
        seat: Seat(0),
        selected: None,
        ordered: Vec::new(),
        calm: Some(Calm {
            drawer: Seat(1),
            turns: 0,
            quiet: 0,
            fired: false,
        }),
    };
}

/// The labels of the menu `menu`.
fn menu_labels(g: &Bitwa, seat: u8, menu: &str) -> Vec<String> {
    g.legal_actions(p(seat))
        .iter()
        .map(|a| g.describe(a))
        .filter(|c| matches!(&c.placement, Placement::Menu(m) if m == menu))
        .map(|c| c.label)
        .collect()
}

/// A ship set on fire in a calm burns out when the calm ends, whatever is fired at
/// it: in edition 2 the fire menu leaves it out, a salvo at it is refused, and it
/// keeps no calm going. Outside a calm it is a target (sinking it clears the way),
/// marked as burning.
#[test]
fn burning_ships_are_no_targets_in_a_calm() {
    let ships = [
        (1, FRIGATE, "E6", East, None),
        (11, FRIGATE, "E4", West, Some(Damage::Fire)), // port
        (12, FRIGATE, "F8", West, None),               // starboard
    ];
    let (mut g, mut rng) = battle(&ships, East);
    calm_turn(&mut g);
    ok(&mut g, &mut rng, "select E6");
    let fire = menu_labels(&g, 0, "Frigate E6: fire…");
    assert_eq!(fire, vec!["Fire starboard at frigate F8"]);
    let err = refused(&mut g, &mut rng, "E6 fire port E4 starboard F8");
    assert!(err.contains("left to burn out"), "{err}");
    assert!(rules::engaged(&g), "F8 is still in range");
    g.ships.retain(|s| s.id != 12);
    assert!(!rules::engaged(&g), "a burning hulk keeps no calm going");
    // Edition 1 offered it, and the calm went on for it.
    g.config.rules = 1;
    assert!(rules::engaged(&g));
    assert_eq!(
        menu_labels(&g, 0, "Frigate E6: fire…"),
        vec!["Fire port at burning frigate E4"]
    );
    // Outside a calm it is a target in every edition, marked as burning.
    let (mut g, mut rng) = battle(&ships, East);
    ok(&mut g, &mut rng, "select E6");
    let fire = menu_labels(&g, 0, "Frigate E6: fire…");
    assert!(
        fire.contains(&"Fire port at burning frigate E4, starboard at frigate F8".to_string()),
        "{fire:?}"
    );
}

/// The fleet's ships offered in **Order a ship…**.
fn ships_offered(g: &Bitwa, seat: u8) -> Vec<String> {
    g.legal_actions(p(seat))
        .iter()
        .map(|a| g.describe(a))
        .filter(|c| matches!(&c.placement, Placement::Menu(m) if m == "Order a ship…"))
        .map(|c| c.notation)
        .collect()
}

/// In a calm a transport can't sail and has no guns to bring to bear: it has no
/// order, so **Order a ship…** leaves it out (edition 1 offered it, with turns only).
/// With its masts down, its only order is to scuttle it.
#[test]
fn a_ship_with_nothing_to_do_is_not_offered() {
    let ships = [
        (0, Class::Transport, "B2", East, None),
        (1, FRIGATE, "E6", East, None),
        (11, FRIGATE, "E4", West, None),
    ];
    let calm = |edition: u8| {
        let (mut g, rng) = battle(&ships, East);
        g.config.rules = edition;
        calm_turn(&mut g);
        (g, rng)
    };
    let (mut g, mut rng) = calm(2);
    assert_eq!(ships_offered(&g, 0), vec!["select E6"]);
    let err = refused(&mut g, &mut rng, "B2 r1");
    assert!(err.contains("only ships that can fire"), "{err}");
    let err = refused(&mut g, &mut rng, "select B2");
    assert!(err.contains("no order"), "{err}");
    ok(&mut g, &mut rng, "E6 r1"); // a gunship still turns in the calm
    let (g, _) = calm(1);
    assert_eq!(ships_offered(&g, 0), vec!["select B2", "select E6"]);
    // Masts down, outside the calm: no turn, only the scuttling.
    let (mut g, mut rng) = battle(&ships, East);
    g.ships[0].damage = Some(Damage::Masts);
    let err = refused(&mut g, &mut rng, "B2 r1");
    assert!(err.contains("changes nothing"), "{err}");
    let orders: Vec<String> = rules::orders(&g, Seat(0), f("B2"))
        .iter()
        .map(|a| g.notation(a))
        .collect();
    assert_eq!(orders, vec!["B2 scuttle"]);
    // A transport hemmed in by the wind still turns: its next course depends on it.
    let (g, _) = battle(&[(0, Class::Transport, "B2", West, None)], East);
    assert!(ships_offered(&g, 0).contains(&"select B2".to_string()));
}

#[test]
fn notation_reads_back_what_it_writes() {
    let mut m = Match::new(GameKind::Bitwa, "", 2, 5).unwrap();
    let mut rng = GameRng::from_seed(9);
    for _ in 0..400 {
        if m.outcome().is_some() {
            break;
        }
        let seat = m.to_act()[0];
        let choices = m.choices(p(seat.0));
        let Some(c) = rng.choose(&choices).cloned() else {
            break;
        };
        let g = Bitwa::new(&Config::default(), 2, &mut GameRng::from_seed(1)).unwrap();
        let action = g.parse(&c.notation).unwrap();
        assert_eq!(notation::write(&action), c.notation);
        assert_eq!(g.parse(&c.notation.to_uppercase()).unwrap(), action);
        m.apply_notation(p(seat.0), &c.notation).unwrap();
    }
    let g = Bitwa::new(&Config::default(), 2, &mut GameRng::from_seed(1)).unwrap();
    assert_eq!(
        g.parse("F7 fire p H6 s H9").unwrap(),
        Action::Fire {
            ship: f("F7"),
            port: Some(f("H6")),
            starboard: Some(f("H9"))
        }
    );
    assert_eq!(
        g.parse("f7 right1 move2").unwrap(),
        g.parse("F7 r1 m2").unwrap()
    );
    assert!(g.parse("F7 fire port").is_err());
    assert!(g.parse("Z9 m1").is_err());
}

/// A typo is told, in a line, what was not read and where the notation is; the whole
/// notation comes with an empty order, and `/game rules` has every form in it.
#[test]
fn a_typo_gets_a_short_answer_that_points_to_the_rules() {
    let g = Bitwa::new(&Config::default(), 2, &mut GameRng::from_seed(1)).unwrap();
    let err = g.parse("F7 fier port H6").unwrap_err().to_string();
    assert!(err.contains("`fier` is not a step"), "{err}");
    for typo in [
        "F7 fier port H6",
        "Z9 m1",
        "F7 fire port",
        "F7 fire bow H6",
        "F7 fire",
        "wind up",
        "F7 m1 m1",
        "F7 r1 r1",
        "hello sailor",
        "leave Q4",
    ] {
        let err = g.parse(typo).unwrap_err().to_string();
        assert!(err.contains("`/game rules`"), "{typo}: {err}");
        let n = err.chars().count();
        assert!(n <= 200, "{typo}: {n} characters: {err}");
        assert!(!err.contains("setting out"), "{typo}: {err}");
    }
    let empty = g.parse("  ").unwrap_err().to_string();
    assert!(
        empty.contains("`transport B6`") && empty.contains("`wind sw`"),
        "{empty}"
    );
    for form in [
        "F7 m3",
        "F7 r1 m2",
        "F7 l2",
        "F7 fire port H6 starboard H9",
        "F7 scuttle",
        "select F7",
        "end",
        "transport B6",
        "leave A2",
        "face B6 ne",
        "ready",
        "wind se",
        "wind sw",
    ] {
        assert!(Bitwa::RULES.contains(&format!("`{form}`")), "{form}");
    }
}

/// `/game rules` says what the rules say: ships of one fleet never touch.
#[test]
fn the_rules_text_keeps_a_fleet_apart() {
    assert!(!Bitwa::RULES.contains("never stop touching"));
    assert!(Bitwa::RULES.contains("never stop beside a ship of your own"));
    assert!(Bitwa::RULES.chars().count() < 4000);
}

#[test]
fn the_catalogue_counts_match_the_decks_and_fleets() {
    let list = Bitwa::catalogue();
    let count = |prefix: &str| -> u32 {
        list.iter()
            .filter(|c| c.id.starts_with(prefix))
            .map(|c| c.count)
            .sum()
    };
    assert_eq!(count("combat-"), 25);
    assert_eq!(count("wind-") + count("t-flauta"), 25);
    assert_eq!(count("counter-"), 28);
    let ships: u32 = list
        .iter()
        .filter(|c| c.kind == "ship")
        .map(|c| c.count)
        .sum();
    assert_eq!(ships, 20);
}

/// Self-play by the policy ends, and both fleets win games (run with `--ignored
/// --nocapture` for the figures over more seeds).
#[test]
fn policy_games_end() {
    let (wins, draws, actions) = selfplay(1..=4);
    assert_eq!(wins.iter().sum::<u32>() + draws, 4);
    assert!(actions > 0);
}

#[test]
#[ignore]
fn policy_balance() {
    let (wins, draws, actions) = selfplay(1..=60);
    println!(
        "red {} green {} draws {draws}, {actions} actions in all",
        wins[0], wins[1]
    );
}

fn selfplay(seeds: std::ops::RangeInclusive<u64>) -> ([u32; 2], u32, u32) {
    let mut wins = [0; 2];
    let mut draws = 0;
    let mut actions = 0;
    for seed in seeds {
        let mut m = Match::new(GameKind::Bitwa, "", 2, seed).unwrap();
        let mut moves = 0;
        while m.outcome().is_none() && moves < 20_000 {
            let seat = m.to_act()[0];
            let a = m.suggest(seat).unwrap();
            m.apply_notation(p(seat.0), &a).unwrap();
            moves += 1;
        }
        let o = m.outcome().expect("ends");
        match o.winners.as_slice() {
            [w] => wins[w.index()] += 1,
            _ => draws += 1,
        }
        if let crate::AnyView::Bitwa(v) = m.view(Viewer::Public) {
            actions += v.actions;
        }
        println!("seed {seed}: {}", o.summary);
    }
    (wins, draws, actions)
}

#[test]
#[ignore]
fn policy_transport_fates() {
    for seed in 1..=12u64 {
        let mut m = Match::new(GameKind::Bitwa, "", 2, seed).unwrap();
        while m.outcome().is_none() {
            let seat = m.to_act()[0];
            let a = m.suggest(seat).unwrap();
            let applied = m.apply_notation(p(seat.0), &a).unwrap();
            for e in &applied.events {
                if e.text.contains("transport") && !e.text.contains("sails")
                    || e.text.contains("Rose")
                {
                    println!("{seed}: {}", e.text);
                }
            }
        }
    }
}

/// One game between the policy and/or a player picking uniformly random legal
/// actions: (winner, who acted first, how it ended, actions, suggest calls, time in
/// suggest).
fn measured_game(
    seed: u64,
    random: [bool; 2],
) -> (
    Option<Seat>,
    Seat,
    &'static str,
    u32,
    u32,
    std::time::Duration,
) {
    let mut rng = GameRng::from_seed(seed);
    // The edition self-play plays, unless `BITWA_RULES` names another.
    let rules = std::env::var("BITWA_RULES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(RULES_EDITION);
    let config = Config {
        rules,
        ..Config::default()
    };
    let mut g = Bitwa::new(&config, 2, &mut rng).unwrap();
    let mut pick = GameRng::from_seed(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x5bd1);
    let (mut calls, mut time) = (0, std::time::Duration::ZERO);
    let mut steps = 0;
    while g.result.is_none() && steps < 100_000 {
        let seat = g.current_seat().expect("someone acts");
        let action = if random[seat.index()] {
            let legal = rules::legal(&g, seat);
            pick.choose(&legal).cloned().expect("a legal action")
        } else {
            let start = std::time::Instant::now();
            let a = policy::suggest(&g, seat).expect("a suggestion");
            time += start.elapsed();
            calls += 1;
            a
        };
        g.apply(p(seat.0), &action, &mut rng)
            .unwrap_or_else(|e| panic!("{action:?}: {e}"));
        steps += 1;
    }
    let (winners, summary) = g.result.clone().expect("the game ends");
    let kind = if summary.contains("Wind Rose") {
        "wind rose"
    } else if summary.contains("fought on") {
        "last stand"
    } else if summary.contains("Both transports") {
        "both transports"
    } else {
        "dusk"
    };
    (
        winners.first().copied(),
        g.first,
        kind,
        g.actions,
        calls,
        time,
    )
}

/// Figures for the README: the policy against itself, and against random play
/// (`BITWA_SEEDS=200`, `BITWA_RULES=1` for edition 1; run with `--ignored --nocapture`).
#[test]
#[ignore]
fn policy_figures() {
    let n: u64 = std::env::var("BITWA_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60);
    let mut wins = [0u32; 2];
    let (mut first_wins, mut decided, mut actions, mut calls) = (0, 0, 0, 0);
    let mut time = std::time::Duration::ZERO;
    let mut kinds: Vec<(&str, u32)> = Vec::new();
    for seed in 1..=n {
        let (w, first, kind, a, c, t) = measured_game(seed, [false, false]);
        if std::env::var("BITWA_VERBOSE").is_ok() {
            println!("seed {seed}: {w:?} first {first:?} {kind} after {a}");
        }
        if let Some(w) = w {
            wins[w.index()] += 1;
            decided += 1;
            first_wins += u32::from(w == first);
        }
        match kinds.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, c)) => *c += 1,
            None => kinds.push((kind, 1)),
        }
        actions += a;
        calls += c;
        time += t;
    }
    println!(
        "policy vs policy, {n} seeds: red {} green {} draws {}; first player won {first_wins} of {decided}; ends {kinds:?}; {:.1} actions a game; {:.3} ms a suggest",
        wins[0],
        wins[1],
        n as u32 - decided,
        f64::from(actions) / n as f64,
        time.as_secs_f64() * 1000.0 / f64::from(calls.max(1))
    );
    let m: u64 = std::env::var("BITWA_RANDOM_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(40);
    let (mut won, mut lost, mut drawn) = (0, 0, 0);
    let mut rkinds: Vec<(&str, u32)> = Vec::new();
    for seed in 1..=m {
        let sensible = (seed % 2) as usize;
        let mut random = [true, true];
        random[sensible] = false;
        let (w, _, kind, _, _, _) = measured_game(1000 + seed, random);
        match w {
            Some(w) if w.index() == sensible => won += 1,
            Some(_) => lost += 1,
            None => drawn += 1,
        }
        match rkinds.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, c)) => *c += 1,
            None => rkinds.push((kind, 1)),
        }
    }
    println!(
        "policy vs random, {m} seeds: policy won {won}, lost {lost}, drew {drawn}; ends {rkinds:?}"
    );
}

// ----- the policy is the same for both colours -----------------------------------------

/// The game turned half a circle: every ship on its mirror field with its bow turned
/// 180° and its colour swapped, the wind turned 180°, the seats swapped.
fn mirrored(g: &Bitwa) -> Bitwa {
    let swap = |id: u8| (id + 10) % 20;
    let seat = |s: Seat| Seat(1 - s.0);
    let mut m = g.clone();
    m.ships = g
        .ships
        .iter()
        .map(|s| Ship {
            id: swap(s.id),
            field: s.field.mirrored(),
            facing: s.facing.turned(3),
            ..s.clone()
        })
        .collect();
    m.ships.sort_by_key(|s| s.id);
    m.fights = g
        .fights
        .iter()
        .map(|f| Fight {
            ships: f.ships.iter().map(|id| swap(*id)).collect(),
            fought: f.fought,
        })
        .collect();
    m.wind = g.wind.map(|w| w.turned(3));
    m.first = seat(g.first);
    m.lost_at = [g.lost_at[1], g.lost_at[0]];
    m.last_stand = [g.last_stand[1], g.last_stand[0]];
    m.lost = [g.lost[1], g.lost[0]];
    m.phase = match &g.phase {
        Phase::Action {
            seat: s,
            selected,
            ordered,
            calm,
        } => Phase::Action {
            seat: seat(*s),
            selected: selected.map(swap),
            ordered: ordered.iter().map(|id| swap(*id)).collect(),
            calm: calm.clone().map(|c| Calm {
                drawer: seat(c.drawer),
                ..c
            }),
        },
        other => other.clone(),
    };
    m
}

fn mirrored_action(a: &Action) -> Action {
    let m = |f: &Field| f.mirrored();
    match a {
        Action::Sail { ship, turn, moves } => Action::Sail {
            ship: m(ship),
            turn: *turn,
            moves: *moves,
        },
        Action::Fire {
            ship,
            port,
            starboard,
        } => Action::Fire {
            ship: m(ship),
            port: port.as_ref().map(m),
            starboard: starboard.as_ref().map(m),
        },
        Action::Scuttle { ship } => Action::Scuttle { ship: m(ship) },
        Action::Select { ship } => Action::Select { ship: m(ship) },
        Action::Wind { dir } => Action::Wind { dir: dir.turned(3) },
        other => other.clone(),
    }
}

/// States from real policy games (after the first wind), every `every`th call.
fn policy_states(seeds: std::ops::RangeInclusive<u64>, every: usize) -> Vec<Bitwa> {
    let mut out = Vec::new();
    for seed in seeds {
        let mut rng = GameRng::from_seed(seed);
        let mut g = Bitwa::new(&Config::default(), 2, &mut rng).unwrap();
        let mut steps = 0;
        while g.result.is_none() && steps < 100_000 {
            let seat = g.current_seat().expect("someone acts");
            if matches!(g.phase, Phase::Action { .. }) && steps % every == 0 {
                out.push(g.clone());
            }
            let a = policy::suggest(&g, seat).expect("a suggestion");
            g.apply(p(seat.0), &a, &mut rng).unwrap();
            steps += 1;
        }
    }
    out
}

/// The map, the fleets and the rules are the same turned half a circle, so the policy
/// must be too: what it suggests for green on the turned board is what it suggests for
/// red on the board as it is, turned (and the other way round).
#[test]
fn the_policy_plays_both_colours_alike() {
    // The geometry first: the half turn maps neighbours to neighbours.
    for a in Field::all().filter(|f| terrain(*f) == Terrain::Sea) {
        assert_eq!(a.mirrored().mirrored(), a, "{a}");
        assert_eq!(terrain(a.mirrored()), Terrain::Sea, "{a}");
        for d in Dir::ALL {
            assert_eq!(
                a.step(d)
                    .filter(|f| terrain(*f) == Terrain::Sea)
                    .map(Field::mirrored),
                a.mirrored()
                    .step(d.turned(3))
                    .filter(|f| terrain(*f) == Terrain::Sea),
                "{a} {d:?}"
            );
        }
    }
    let states = policy_states(1..=5, 5);
    assert!(states.len() > 100, "{} states", states.len());
    let mut bad = Vec::new();
    for g in &states {
        let seat = g.current_seat().unwrap();
        let m = mirrored(g);
        assert_eq!(mirrored(&m), *g);
        let here = policy::suggest(g, seat).map(|a| mirrored_action(&a));
        let there = policy::suggest(&m, Seat(1 - seat.0));
        if here != there {
            bad.push(format!(
                "action {} seat {}: {here:?} mirrored vs {there:?}",
                g.actions, seat.0
            ));
        }
    }
    assert!(
        bad.is_empty(),
        "{} of {} states differ:\n{}",
        bad.len(),
        states.len(),
        bad.join("\n")
    );
}

/// A game and its half turn, played on by the policy with the same cards, stay each
/// other's half turn to the end, and the other colour wins.
#[test]
fn a_game_turned_half_a_circle_plays_out_turned() {
    for seed in 1..=8u64 {
        let mut rng = GameRng::from_seed(seed);
        let mut g = Bitwa::new(&Config::default(), 2, &mut rng).unwrap();
        while !matches!(g.phase, Phase::Action { .. }) {
            let seat = g.current_seat().unwrap();
            let a = policy::suggest(&g, seat).unwrap();
            g.apply(p(seat.0), &a, &mut rng).unwrap();
        }
        let mut m = mirrored(&g);
        let mut mrng = rng.clone();
        let mut steps = 0;
        while g.result.is_none() && steps < 100_000 {
            let seat = g.current_seat().unwrap();
            assert_eq!(m.current_seat(), Some(Seat(1 - seat.0)), "seed {seed}");
            let a = policy::suggest(&g, seat).unwrap();
            let events = g.apply(p(seat.0), &a, &mut rng).unwrap();
            m.apply(p(1 - seat.0), &mirrored_action(&a), &mut mrng)
                .unwrap_or_else(|e| panic!("seed {seed} step {steps}: {a:?} mirrored: {e}"));
            // A boarding card's bonus goes to a colour, not turned with the board:
            // from here on the two games are alike only in chances.
            if events.iter().any(|e| e.text.contains("card +")) {
                break;
            }
            let want = mirrored(&g);
            // A calm ends with the wind the card's hexagon points (not turned).
            if g.wind_used.len() == 1 && m.wind != want.wind {
                m.wind = want.wind;
            }
            assert_eq!(
                (
                    &m.ships,
                    &m.fights,
                    m.wind,
                    m.actions,
                    m.lost_at,
                    m.last_stand
                ),
                (
                    &want.ships,
                    &want.fights,
                    want.wind,
                    want.actions,
                    want.lost_at,
                    want.last_stand
                ),
                "seed {seed} step {steps} after {a:?}"
            );
            steps += 1;
        }
        if let (Some((won, _)), Some((mwon, _))) = (&g.result, &m.result) {
            let turned: Vec<Seat> = won.iter().map(|s| Seat(1 - s.0)).collect();
            assert_eq!(*mwon, turned, "seed {seed}");
        }
        println!(
            "seed {seed}: alike for {steps} steps, to action {}",
            g.actions
        );
    }
}

/// When each transport went out (crippled or lost) in policy self-play, and how the
/// game ended (`BITWA_SEEDS`; run with `--ignored --nocapture`).
#[test]
#[ignore]
fn policy_transport_timeline() {
    let n: u64 = std::env::var("BITWA_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(40);
    for seed in 1..=n {
        let mut rng = GameRng::from_seed(seed);
        let mut g = Bitwa::new(&Config::default(), 2, &mut rng).unwrap();
        let mut out: [Option<(u32, Field)>; 2] = [None, None];
        while g.result.is_none() {
            let seat = g.current_seat().unwrap();
            let a = policy::suggest(&g, seat).unwrap();
            g.apply(p(seat.0), &a, &mut rng).unwrap();
            if g.wind.is_none() {
                continue;
            }
            for fleet in 0..2u8 {
                let t = g.transport(fleet);
                let gone = t.is_none_or(|t| t.damage.is_some_and(Damage::immobile));
                if gone && out[usize::from(fleet)].is_none() {
                    let field = t.map_or(Field::new(0, 0), |t| t.field);
                    out[usize::from(fleet)] = Some((g.actions, field));
                }
            }
        }
        let (w, text) = g.result.clone().unwrap();
        let show = |o: Option<(u32, Field)>| o.map_or("-".to_string(), |(a, f)| format!("{a}@{f}"));
        println!(
            "seed {seed}: red out {} green out {} end {} {:?} {}",
            show(out[0]),
            show(out[1]),
            g.actions,
            w,
            &text[..text.len().min(40)]
        );
    }
}

/// A policy game's board after each action, as text (`BITWA_SEED`, `BITWA_FROM`,
/// `BITWA_TO`; run with `--ignored --nocapture`).
#[test]
#[ignore]
fn policy_game_pictures() {
    let var = |k: &str, d: u64| {
        std::env::var(k)
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(d)
    };
    let (seed, from, to) = (
        var("BITWA_SEED", 1),
        var("BITWA_FROM", 0),
        var("BITWA_TO", 400),
    );
    let mut rng = GameRng::from_seed(seed);
    let mut g = Bitwa::new(&Config::default(), 2, &mut rng).unwrap();
    let mut shown = u32::MAX;
    while g.result.is_none() {
        let seat = g.current_seat().unwrap();
        let a = policy::suggest(&g, seat).unwrap();
        let events = g.apply(p(seat.0), &a, &mut rng).unwrap();
        let n = u64::from(g.actions);
        if n >= from && n <= to {
            for e in &events {
                println!("  {}", e.text);
            }
        }
        if g.actions != shown && n >= from && n <= to && g.wind.is_some() {
            shown = g.actions;
            println!("after action {} wind {:?}", g.actions, g.wind);
            for row in 0..ROWS {
                let mut line = if row % 2 == 1 {
                    "  ".to_string()
                } else {
                    String::new()
                };
                line.push_str(&format!("{:>2} ", row + 1));
                for col in 0..COLS {
                    let fd = Field::new(col, row);
                    let c = match g.ship_at(fd) {
                        Some(s) => {
                            let k = match s.class {
                                Class::Transport => 't',
                                Class::Cutter => 'c',
                                Class::Frigate => 'f',
                                Class::ManOfWar => 'm',
                            };
                            let k = if s.fleet() == 0 {
                                k.to_ascii_uppercase()
                            } else {
                                k
                            };
                            let d =
                                ["e ", "se", "sw", "w ", "nw", "ne"][usize::from(s.facing.index())];
                            let dmg = if s.damage.is_some() { '*' } else { ' ' };
                            format!("{k}{d}{dmg}")
                        }
                        None => match terrain(fd) {
                            Terrain::Sea => " .  ".to_string(),
                            Terrain::Shore => " ## ".to_string(),
                            Terrain::Island => " II ".to_string(),
                        },
                    };
                    line.push_str(&c);
                }
                println!("{line}");
            }
        }
    }
    println!("{:?}", g.result);
}
