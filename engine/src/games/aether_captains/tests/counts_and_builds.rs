//! The content and the build: the rulebook's counts, builds of at most ten points.

use super::*;

#[test]
fn the_content_matches_the_rulebook_counts() {
    let c = content();
    assert_eq!(c.actions.len(), 50);
    assert_eq!(c.scenarios.len(), 8);
    assert_eq!(c.captains.len(), 8);
    assert_eq!(c.tiles.len(), 8);
    for (i, card) in c.actions.iter().enumerate() {
        assert_eq!(usize::from(card.id), i + 1);
        assert!(!card.actions.is_empty());
        let v = &card.values;
        for x in [v.attack, v.defense, v.command, v.speed] {
            assert!((1..12).contains(&x), "{}", card.name);
        }
        assert!((1..=6).contains(&v.gold));
        // Every Resource Number is printed, so any card can serve as the Next card.
        let n = &card.numbers;
        assert!((1..=5).contains(&n.gold), "{}", card.name);
        for x in [n.goods, n.weapons, n.crew, n.engine] {
            assert!((1..=3).contains(&x), "{}", card.name);
        }
        for a in &card.actions {
            assert!(!a.options.is_empty() && !a.text.is_empty());
        }
    }
    for kind in [Kind::Trade, Kind::Assist, Kind::Pirates, Kind::Weather] {
        assert!(
            c.actions.iter().any(|a| a.kinds() == vec![kind]),
            "{kind:?}"
        );
    }
    // The rulebook's card features: several actions, "You may", "or", Black Crosses.
    assert!(c.actions.iter().filter(|a| a.actions.len() > 1).count() >= 5);
    assert!(c.actions.iter().any(|a| a.actions.iter().any(|x| x.may)));
    assert!(c
        .actions
        .iter()
        .any(|a| a.actions.iter().any(|x| x.options.len() > 1)));
    assert!(c.actions.iter().filter(|a| a.cross).count() >= 10);
    let salvage = c.actions.iter().any(|a| {
        a.actions.iter().any(|x| {
            x.options.iter().any(|b| {
                b.effects
                    .iter()
                    .any(|e| matches!(e, Effect::Pirates { salvage, .. } if !salvage.is_empty()))
            })
        })
    });
    assert!(salvage);
    // Zeppelin tiles: two double-sided tiles per section cover levels 1 to 4, with
    // damage ranges that split the d12 between the four sections.
    for s in Section::ALL {
        let levels: Vec<u8> = c
            .tiles
            .iter()
            .filter(|t| t.section == s)
            .flat_map(|t| t.sides.iter().map(|x| x.level))
            .collect();
        assert_eq!(levels, vec![1, 2, 3, 4], "{s:?}");
    }
    let mut faces: Vec<u8> = Section::ALL
        .iter()
        .flat_map(|s| {
            let [lo, hi] = c.side(*s, 1).range;
            lo..=hi
        })
        .collect();
    faces.sort();
    assert_eq!(faces, (1..=12).collect::<Vec<_>>());
    for (i, s) in c.scenarios.iter().enumerate() {
        assert_eq!(usize::from(s.id), i + 1);
    }
    let ids: std::collections::HashSet<u8> = c.captains.iter().map(|x| x.id).collect();
    assert_eq!(ids.len(), 8);
}

#[test]
fn builds_use_at_most_ten_points_and_fill_every_square() {
    assert_eq!(builds_of(10).len(), 44);
    assert_eq!(builds().len(), 150, "4 to 10 points, each section 1 to 4");
    assert!(builds().iter().all(|b| b.iter().sum::<u8>() <= 10));
    let (mut g, mut rng) = game(1, 5);
    let err = g
        .apply(
            p(0),
            &Action::Build {
                levels: [4, 4, 1, 2],
            },
            &mut rng,
        )
        .unwrap_err();
    assert!(err.to_string().contains("adding up to at most 10"), "{err}");
    let err = g.apply(p(0), &Action::Next, &mut rng).unwrap_err();
    assert!(err.to_string().contains("build"), "{err}");
    g.apply(
        p(0),
        &Action::Build {
            levels: [2, 4, 2, 2],
        },
        &mut rng,
    )
    .unwrap();
    let v = &g.voyages[0];
    for s in Section::ALL {
        assert!(u32::from(v.held[s.index()]) >= u32::from(v.capacity(s)));
    }
    assert_eq!(v.gold, 10);
    assert!(v.scenario.is_some(), "the first scenario is turned over");
    assert_eq!(v.pending, Pending::Travel);
}
