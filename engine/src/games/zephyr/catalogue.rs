//! The catalogue: every designed component of the JSON files (ships, action cards,
//! systems, hull, crew factions and personalities, the mission, regions,
//! assignments, skirmish and scavenge cards, enemy ships, commanders, warlord
//! personalities, abilities and waves) and the die.

use super::battle::foe_text;
use super::content::{content, Deck, Space};
use super::labels::tier_word;
use super::view::{
    choice_text, effects_text, power_text, reward_text, space_word, warlord_text, wave_text,
};
use crate::catalogue::{slug, Component, Face};

pub(super) fn components() -> Vec<Component> {
    let c = content();
    let mut out: Vec<Component> = Vec::new();
    for s in &c.ships {
        let slots: Vec<String> = s
            .system_slots
            .iter()
            .map(|x| {
                format!(
                    "{}{}",
                    x.kind.word(),
                    if x.draw > 0 {
                        format!(" (+{} draw)", x.draw)
                    } else {
                        String::new()
                    }
                )
            })
            .collect();
        let stations: Vec<&str> = s
            .stations
            .iter()
            .map(|k| k.map(|k| k.word()).unwrap_or("open"))
            .collect();
        let b = &s.recommended;
        let mut build: Vec<String> = b
            .hull
            .iter()
            .map(|h| format!("{} hull", super::rules::hull_word(*h)))
            .collect();
        build.extend(b.systems.iter().cloned());
        build.extend(b.crew.iter().map(|f| format!("{f} crew")));
        out.push(Component::new(
            "ship",
            slug(&s.name),
            &s.name,
            1,
            Face::new(format!("Ship mat · {}", s.faction))
                .section("Hull slots", format!("{}", s.hull_slots.len()))
                .section("System slots", slots.join(", "))
                .section("Crew stations", stations.join(", "))
                .section("Draw", format!("{} cards, plus each slot's bonus", s.draw))
                .section("Base deck", s.deck.join(", "))
                .section(
                    format!("Ability: {}", s.ability.name),
                    power_text(&s.ability.effects, s.ability.cooldown),
                )
                .section("Recommended build", build.join(", ")),
        ));
    }
    for card in &c.base_cards {
        let count = c
            .ships
            .iter()
            .map(|s| s.deck.iter().filter(|n| **n == card.name).count() as u32)
            .sum();
        out.push(Component::new(
            "card",
            slug(&card.name),
            &card.name,
            count,
            Face::new(format!("Base action card · {}", card.kind.word()))
                .section("Effect", effects_text(&card.effects)),
        ));
    }
    let mut seen: Vec<&str> = Vec::new();
    for s in &c.systems {
        if seen.contains(&s.name.as_str()) {
            continue;
        }
        seen.push(&s.name);
        let count = c.systems.iter().filter(|x| x.name == s.name).count() as u32;
        let price = s
            .tier
            .price()
            .map(|p| format!("{p} scrap (sells for {})", p / 2))
            .unwrap_or_else(|| "never bought or sold".into());
        out.push(Component::new(
            "system",
            slug(&s.name),
            &s.name,
            count,
            Face::new(format!("System · {} {}", tier_word(s.tier), s.kind.word()))
                .section("Effect", effects_text(&s.effects))
                .section("Price", price),
        ));
    }
    for (name, n, text) in [
        (
            "Structure hull",
            u32::from(c.hull.structure),
            "Takes one damage. Repaired at the resupply. 10 scrap.",
        ),
        (
            "Armor hull",
            u32::from(c.hull.armor),
            "Takes one damage. Repaired at the start of each day. 20 scrap.",
        ),
    ] {
        out.push(Component::new(
            "hull",
            slug(name),
            name,
            n,
            Face::new("Hull upgrade").section("Hull", text),
        ));
    }
    for f in &c.factions {
        out.push(Component::new(
            "faction",
            format!("{}-crew", slug(&f.name)),
            format!("{} crew", f.name),
            u32::from(f.count),
            Face::new("Crew faction card").section(
                format!("Power: {}", f.power.name),
                power_text(&f.power.effects, f.power.cooldown),
            ),
        ));
    }
    for p in &c.personalities {
        let mut face = Face::new(if p.companion {
            "Crew personality · companion"
        } else {
            "Crew personality"
        })
        .section(
            format!("Power: {}", p.power.name),
            power_text(&p.power.effects, p.power.cooldown),
        );
        if !p.flavour.is_empty() {
            face = face.section("", &p.flavour);
        }
        let id = if c.factions.iter().any(|f| f.name == p.name) {
            format!("{}-personality", slug(&p.name))
        } else {
            slug(&p.name)
        };
        out.push(Component::new("personality", id, &p.name, 1, face));
    }
    for m in &c.missions {
        let goal = if m.warlord {
            format!(
                "Complete {} assignment{} per player, then defeat the warlord on the goal space: every ship fights the waves one at a time, then the warlord, in one day.",
                m.assignments_per_player,
                if m.assignments_per_player == 1 { "" } else { "s" }
            )
        } else if m.final_ships == 0 {
            format!(
                "Complete {} assignment{} per player, then fight an enemy commander with {} extra enemy ship per player instead of its own.",
                m.assignments_per_player,
                if m.assignments_per_player == 1 { "" } else { "s" },
                m.final_ships_per_player
            )
        } else {
            format!(
                "Complete {} assignment{} per player, then fight an enemy commander with {} extra enemy ship{}, and {} more per player, instead of its own.",
                m.assignments_per_player,
                if m.assignments_per_player == 1 { "" } else { "s" },
                m.final_ships,
                if m.final_ships == 1 { "" } else { "s" },
                m.final_ships_per_player
            )
        };
        let mut face = Face::new(format!("Mission · {}", m.difficulty))
                .section("", &m.flavour)
                .section(
                    "Details",
                    format!(
                        "Assignments: {}. Elimination: {}. Option: mission={}.",
                        m.icons.join(", "),
                        m.elimination,
                        m.key
                    ),
                )
                .section("Goal", goal)
                .section(
                    "Starting supplies",
                    if m.supplies.is_empty() {
                        format!(
                            "A ship with {} structure hull and {} scrap per player.",
                            m.structure, m.scrap
                        )
                    } else {
                        let more: Vec<String> =
                            m.supplies.iter().map(super::view::outcome_text).collect();
                        format!(
                            "A ship with {} structure hull and {} scrap per player; with the ship (rules 3), {}.",
                            m.structure,
                            m.scrap,
                            more.join(", ")
                        )
                    },
                )
                .section(
                    "Progress",
                    m.regions
                        .iter()
                        .enumerate()
                        .map(|(i, d)| format!("tier {} region ({d} days)", i + 1))
                        .collect::<Vec<_>>()
                        .join(", "),
                );
        if !m.events.is_empty() {
            let events: Vec<String> = m
                .events
                .iter()
                .map(|e| {
                    format!(
                        "Day {}: {}. {}",
                        e.day,
                        e.name,
                        super::track::event_text(&e.what)
                    )
                })
                .collect();
            face = face.section("Mission events (rules 3)", events.join(" "));
        }
        if !m.requirements.is_empty() {
            let reqs: Vec<String> = m
                .requirements
                .iter()
                .map(|r| format!("{}.", super::track::requirement_text(r, 0, &m.regions)))
                .collect();
            face = face.section("Requirements (rules 3)", reqs.join(" "));
        }
        out.push(Component::new("mission", slug(&m.name), &m.name, 1, face));
    }
    for r in &c.regions {
        let rules: Vec<String> = r.rules.iter().map(super::view::region_rule_text).collect();
        out.push(Component::new(
            "region",
            slug(&r.name),
            &r.name,
            1,
            Face::new("Region")
                .section("", &r.flavour)
                .section("While here", rules.join(" ")),
        ));
    }
    for a in &c.assignments {
        let mut face = Face::new(format!("Assignment · {}", a.icon))
            .section("", &a.flavour)
            .section(
                "Route",
                a.route
                    .iter()
                    .map(space_word)
                    .collect::<Vec<_>>()
                    .join(" → "),
            );
        for p in &a.paths {
            // The offer says "Or start by …"; on the card a path is a section of its own.
            let text = super::view::path_text(p);
            let text = text
                .strip_prefix("Or s")
                .map(|t| format!("S{t}"))
                .or_else(|| text.strip_prefix("Or a").map(|t| format!("A{t}")))
                .unwrap_or(text);
            face = face.section("Path", format!("{text} (rules edition 4)"));
        }
        for s in a.route.iter().chain(a.paths.iter().flat_map(|p| &p.spaces)) {
            if let Space::Event { letter, text, .. } = s {
                face = face.section(letter.to_string(), text);
            }
        }
        face = face
            .section("Allies", format!("{}", a.allies))
            .section("Reward", reward_text(&a.reward));
        if a.must_win {
            face = face.section("Goal", "Win every battle on the way.");
        }
        out.push(Component::new(
            "assignment",
            slug(&a.name),
            &a.name,
            1,
            face,
        ));
    }
    for e in &c.explore {
        let deck = match e.deck {
            Deck::Skirmish => "Skirmish card",
            Deck::Scavenge => "Scavenge card",
        };
        let mut face = Face::new(deck).section("", &e.flavour);
        if e.react {
            face = face.section("React", "Draw your action cards.");
        }
        for ch in &e.choices {
            face = face.section("", choice_text(ch));
        }
        out.push(Component::new(
            "explore",
            slug(&e.name),
            &e.name,
            u32::from(e.count),
            face,
        ));
    }
    for e in &c.enemies {
        let faces: Vec<String> = e
            .faces
            .iter()
            .enumerate()
            .map(|(i, f)| format!("{}. {}", i + 1, foe_text(f)))
            .collect();
        out.push(Component::new(
            "enemy",
            slug(&e.name),
            &e.name,
            1,
            Face::new("Enemy ship")
                .section(
                    "Hull",
                    format!(
                        "tier 1: {}, tier 2: {}, tier 3: {}",
                        e.hull[0], e.hull[1], e.hull[2]
                    ),
                )
                .section(
                    "Crew slots",
                    e.crew
                        .iter()
                        .map(|t| format!("from tier {t}"))
                        .collect::<Vec<_>>()
                        .join(", "),
                )
                .section("Abilities", faces.join("; ")),
        ));
    }
    for k in &c.commanders {
        let faces: Vec<String> = k
            .faces
            .iter()
            .enumerate()
            .map(|(i, f)| format!("{}. {}", i + 1, foe_text(f)))
            .collect();
        let rewards: Vec<String> = k
            .rewards
            .iter()
            .enumerate()
            .map(|(i, r)| format!("{}. {}", i + 1, reward_text(std::slice::from_ref(r))))
            .collect();
        out.push(Component::new(
            "commander",
            slug(&k.name),
            &k.name,
            1,
            Face::new("Enemy commander")
                .section(
                    "Brings",
                    format!(
                        "{} enemy ship{}",
                        k.brings,
                        if k.brings == 1 { "" } else { "s" }
                    ),
                )
                .section("Abilities", faces.join("; "))
                .section("Reward roll", rewards.join("; ")),
        ));
    }
    for w in &c.warlords {
        let mut face = Face::new("Warlord · personality").section("Card", warlord_text(w));
        if let Some(sp) = &w.special {
            face = face.section(
                format!("Special (rules 3): {}", super::battle::special_name(sp)),
                super::battle::special_text(sp),
            );
        }
        if !w.flavour.is_empty() {
            face = face.section("", &w.flavour);
        }
        out.push(Component::new("warlord", slug(&w.name), &w.name, 1, face));
    }
    for a in &c.abilities {
        let faces: Vec<String> = a
            .faces
            .iter()
            .enumerate()
            .map(|(i, f)| format!("{}. {}", i + 1, foe_text(f)))
            .collect();
        let mut face = Face::new("Warlord · ability card")
            .section("Abilities", faces.join("; "))
            .section(
                "Rolled",
                "By each player, once every resolve; the face applies to that player (evades cancel their attacks).",
            );
        if !a.flavour.is_empty() {
            face = face.section("", &a.flavour);
        }
        out.push(Component::new(
            "warlord-ability",
            slug(&a.name),
            &a.name,
            1,
            face,
        ));
    }
    for w in &c.waves {
        let mut face = Face::new("Warlord · wave card").section("Wave", wave_text(w));
        if !w.flavour.is_empty() {
            face = face.section("", &w.flavour);
        }
        out.push(Component::new(
            "warlord-wave",
            slug(&w.name),
            &w.name,
            1,
            face,
        ));
    }
    out.push(Component::new(
        "die",
        "d6",
        "d6",
        4,
        Face::new("Die · 6 sides").section(
            "Rolls",
            "Enemy actions, salvage, reward rolls, critical damage and reactions.",
        ),
    ));
    out
}
