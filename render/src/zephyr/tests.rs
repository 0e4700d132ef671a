//! The game's pictures, tested: real games fit a phone, detail levels only
//! ever get shorter, odd views draw.

use windward_engine::games::zephyr::{
    AbilityView, BattleView, CardView, FoeView, RequirementView, ShipView, TrackEventView,
    WarlordView, ZephyrView,
};
use windward_engine::{Actor, GameKind, Match, Seat, Viewer};

use super::*;
use crate::Board;

fn names(n: usize) -> Vec<String> {
    [
        "Alice",
        "Bob",
        "Ωmega Bartholomew Fitzgerald 🐉",
        "Dmitri",
        "Eve",
    ]
    .iter()
    .take(n)
    .map(|s| s.to_string())
    .collect()
}

/// Real games at every player count: every view fits and stays small.
#[test]
fn real_games_fit_a_phone_and_stay_small() {
    for players in 1..=5 {
        let mut game =
            Match::new(GameKind::Zephyr, "", players, 40 + players as u64).expect("starts");
        let mut moves = 0;
        while game.outcome().is_none() && moves < 900 {
            let Some(&seat) = game.to_act().first() else {
                break;
            };
            let action = game.suggest(seat).expect("a move");
            game.apply_notation(Actor::player(seat), &action)
                .expect("legal");
            moves += 1;
            if moves % 40 == 0 {
                for viewer in [Viewer::Public, Viewer::Seat(seat)] {
                    let png = crate::board(
                        &game.view(viewer),
                        &crate::Names::new(&names(players), windward_engine::i18n::Lang::En),
                    )
                    .expect("renders");
                    assert_eq!(png.width, WIDTH);
                    assert!(png.height as f32 <= MAX_H, "{}", png.height);
                    assert!(png.bytes.len() < 250_000, "{}", png.bytes.len());
                }
            }
        }
        let view = game.view(Viewer::Public);
        assert_eq!(
            crate::board(
                &view,
                &crate::Names::new(&[], windward_engine::i18n::Lang::En)
            )
            .expect("renders"),
            crate::board(
                &view,
                &crate::Names::new(&[], windward_engine::i18n::Lang::En)
            )
            .expect("renders")
        );
    }
}

/// Warlord's Reach at every player count: its warlord battle (every wave, and the
/// warlord in range) fits a phone in every view. With `ZEPHYR_PNG=dir`, writes the
/// first picture of each wave and of the warlord to that folder.
#[test]
fn warlord_battles_fit_a_phone() {
    let out = std::env::var("ZEPHYR_PNG").ok();
    let mut seen = 0;
    for players in 1..=5 {
        for seed in 1..=3u64 {
            let mut game = Match::new(
                GameKind::Zephyr,
                "rules=2 mission=warlords-reach",
                players,
                seed,
            )
            .expect("starts");
            let mut written = std::collections::HashSet::new();
            while game.outcome().is_none() {
                let Some(&seat) = game.to_act().first() else {
                    break;
                };
                let action = game.suggest(seat).expect("a move");
                game.apply_notation(Actor::player(seat), &action)
                    .expect("legal");
                let view = game.view(Viewer::Public);
                let windward_engine::AnyView::Zephyr(v) = &view else {
                    unreachable!("a Zephyr game");
                };
                let day3 = v.day == 3 && written.insert((0, true));
                if let (Some(dir), true) = (&out, day3) {
                    // A day of the mission, the warlord waiting.
                    let png = crate::board(
                        &view,
                        &crate::Names::new(&names(players), windward_engine::i18n::Lang::En),
                    )
                    .expect("renders");
                    let name = format!("{dir}/zephyr-warlord-{players}p-seed{seed}-day3.png");
                    std::fs::write(name, &png.bytes).expect("written");
                }
                if let (Some(dir), Some(true)) = (&out, v.over) {
                    let png = crate::board(
                        &view,
                        &crate::Names::new(&names(players), windward_engine::i18n::Lang::En),
                    )
                    .expect("renders");
                    let name = format!("{dir}/zephyr-warlord-{players}p-seed{seed}-won.png");
                    std::fs::write(name, &png.bytes).expect("written");
                }
                let Some(w) = v.warlord.as_ref().filter(|w| w.fighting) else {
                    continue;
                };
                let moment = (w.wave, w.exposed);
                if !written.insert(moment) {
                    continue;
                }
                seen += 1;
                for viewer in [Viewer::Public, Viewer::Seat(seat)] {
                    let png = crate::board(
                        &game.view(viewer),
                        &crate::Names::new(&names(players), windward_engine::i18n::Lang::En),
                    )
                    .expect("renders");
                    assert_eq!(png.width, WIDTH);
                    assert!(png.height as f32 <= MAX_H, "{}", png.height);
                    if let (Some(dir), Viewer::Public) = (&out, viewer) {
                        let name = format!(
                            "{dir}/zephyr-warlord-{players}p-seed{seed}-wave{}{}.png",
                            w.wave,
                            if w.exposed { "-lord" } else { "" }
                        );
                        std::fs::write(name, &png.bytes).expect("written");
                    }
                }
            }
        }
    }
    assert!(seen > 10, "warlord battles drawn: {seen}");
}

/// Each level of detail is at most as tall as the one before, for every viewer.
#[test]
fn detail_levels_only_ever_get_shorter() {
    let mut game = Match::new(GameKind::Zephyr, "", 5, 7).expect("starts");
    let mut moves = 0;
    while game.outcome().is_none() && moves < 600 {
        let Some(&seat) = game.to_act().first() else {
            break;
        };
        let action = game.suggest(seat).expect("a move");
        game.apply_notation(Actor::player(seat), &action)
            .expect("legal");
        moves += 1;
        if moves % 15 != 0 {
            continue;
        }
        for viewer in [Viewer::Public, Viewer::Seat(seat)] {
            let windward_engine::AnyView::Zephyr(view) = game.view(viewer) else {
                panic!("a Zephyr view");
            };
            let heights: Vec<f32> = Fit::levels()
                .map(|l| {
                    draw(
                        &view,
                        &crate::Names::new(&names(5), windward_engine::i18n::Lang::En),
                        l,
                        None,
                    )
                })
                .collect();
            assert!(
                heights.windows(2).all(|w| w[1] <= w[0]),
                "move {moves} {viewer:?}: {heights:?}"
            );
        }
    }
}

fn ship(seat: u8) -> ShipView {
    ShipView {
        seat: Seat(seat),
        ship: Some("The Ship With The Longest Name In All The Skies Of Flotsum".into()),
        faction: None,
        scrap: u32::MAX,
        hull: (0..20)
            .map(|i| {
                (
                    if i % 3 == 0 { "armor" } else { "plank" }.into(),
                    i % 2 == 0,
                )
            })
            .collect(),
        systems: vec!["Lamp".into(); 9],
        free_slots: Vec::new(),
        cargo: vec!["Crate".into()],
        crew: Vec::new(),
        free_stations: 0,
        ability: None,
        at: String::new(),
        deck: 0,
        hand: 0,
        discard: 0,
        draw: 0,
        played: vec![
            CardView {
                id: 1,
                name: "🐉".into(),
                kind: "mystery".into(),
                tier: "base".into(),
                text: String::new(),
            };
            12
        ],
        waited: true,
        wrecked: true,
        drawn: Some("Night Raid".into()),
    }
}

/// Views no game makes (unknown seats, twenty hull tiles, thirty hull cubes, empty
/// texts, tags for absent seats) still draw, within the height.
#[test]
fn odd_views_do_not_panic() {
    let foe = |n: u8| FoeView {
        name: "Baroness Valka Sturm on The Grumbling Goose".into(),
        cubes: n,
        max: 30,
        crew: 200,
        attacks: Seat(40),
        destroyed: n == 0,
        faces: Vec::new(),
        warlord: n == 3,
    };
    let battle = |number| BattleView {
        number,
        area: "the mission's final battle".into(),
        round: 99,
        step: "playing cards".into(),
        seats: (0..7).map(Seat).collect(),
        targets: (0..7).map(|s| (Seat(s), s % 3)).collect(),
        foes: (0..7).map(foe).collect(),
        lines: vec!["{seat:9} {seat:".into(); 9],
        won: None,
    };
    let view = ZephyrView {
        day: u16::MAX,
        tier: 0,
        region: None,
        region_text: String::new(),
        region_rules: vec!["A rule far too long to fit on the two lines the header gives the region's rules, said again and again and again and again and again and again.".into(); 3],
        region_day: (0, 0),
        days_left: 0,
        completed: 0,
        needed: 0,
        phase: String::new(),
        ships: (0..7).map(ship).collect(),
        assignments: Vec::new(),
        battles: (1..=3).map(battle).collect(),
        waiting: (0..7).map(Seat).collect(),
        log: vec![String::new(); 4],
        me: None,
        over: Some(false),
        ending: Some("final battle lost".into()),
        warlord: Some(WarlordView {
            name: "A Warlord Whose Name Goes On And On Past Any Phone's Width, Surely".into(),
            flavour: String::new(),
            cubes: 200,
            max: 30,
            wave: 9,
            waves: 3,
            wave_name: Some(String::new()),
            wave_text: Some("Draw 9 enemy ships. ".repeat(20)),
            ability_count: 7,
            abilities: (0..6)
                .map(|k| AbilityView {
                    name: format!("Ability {k}"),
                    faces: vec!["2 damage and roll again".into(); 9],
                })
                .collect(),
            fighting: true,
            exposed: false,
            destroyed: false,
            nightfall_in: Some(1),
            special: Some("Iron Plating: every attack at the warlord deals 1 less damage, and then some more words to overflow.".into()),
        }),
        events: vec![
            TrackEventView {
                day: 65535,
                name: "An Event Named At Great Length For No Reason At All".into(),
                text: "Every ship fights 9 enemy ships and an enemy commander together.".into(),
                today: false,
                past: false,
            };
            3
        ],
        requirements: vec![RequirementView {
            text: "A toll of 255 scrap per ship (1275 for the fleet) on entering region 3".into(),
            day: 65535,
            have: 4_000_000_000,
            need: 4_000_000_000,
            checked: false,
        }],
        destroyed: 65535,
        mission: "A Mission Named At Great Length For No Reason At All".into(),
        summary: Some("Victory on day 65535: a summary far too long to fit on one line of the banner at all.".into()),
    };
    let png = Board::draw(
        &view,
        &crate::Names::new(&[], windward_engine::i18n::Lang::En),
    )
    .expect("renders");
    assert!(png.height as f32 <= MAX_H, "{}", png.height);
    let empty = ZephyrView {
        ships: Vec::new(),
        battles: Vec::new(),
        waiting: Vec::new(),
        log: Vec::new(),
        over: None,
        warlord: None,
        ..view
    };
    Board::draw(
        &empty,
        &crate::Names::new(&[], windward_engine::i18n::Lang::En),
    )
    .expect("renders");
}
