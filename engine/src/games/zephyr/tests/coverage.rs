//! The content coverage: which cards, enemies and powers self-play shows, read from
//! the public lines.

use super::*;

/// What a public line shows of the content: "play:Cannon Blast", "foe:The Tin
/// Vulture", "wave:Foul Villainy", … (the content coverage's keys).
fn coverage_keys(line: &str, out: &mut std::collections::BTreeSet<String>) {
    let after = |pat: &str| line.find(pat).map(|i| &line[i + pat.len()..]);
    let mut put = |k: &str, v: &str| {
        out.insert(format!("{k}:{}", v.trim().trim_end_matches(['.', '!'])));
    };
    if let Some(v) = after(" plays ") {
        put("play", v);
    }
    if let Some(v) = after(" uses ") {
        put("use", v);
    }
    if let Some(v) = after(" draws ") {
        put("draw", v);
    }
    if let Some(v) = after(" embarks on ") {
        match v.split_once(", by ") {
            Some((name, path)) => {
                put("assignment", name);
                put("path", path);
            }
            None => put("assignment", v),
        }
    }
    if let Some(v) = after(" leads the party by ") {
        put("path", v.trim_end_matches(" tomorrow."));
    }
    if let Some(v) = after(" enters ") {
        put("region", v.split(" (tier").next().unwrap_or(v));
    }
    if let Some(v) = after(" takes the ") {
        put("ship", v);
    }
    for pat in [" hires ", "joins "] {
        if line.contains(pat) {
            put("crew", line);
        }
    }
    for pat in [" buys and installs ", " installs "] {
        if let Some(v) = after(pat) {
            put("system", v);
        }
    }
    if let Some(v) = after(" gains ") {
        if let Some(v) = v.strip_suffix(" (in cargo).") {
            put("system", v);
        }
    }
    for pat in [" against ", "In come "] {
        if let Some(v) = after(pat) {
            for foe in v.trim_end_matches(['.', '!']).split(", ") {
                match foe.split_once(" on ") {
                    Some((k, ship)) => {
                        put("commander", k);
                        put("foe", ship);
                    }
                    None => put("foe", foe),
                }
            }
        }
    }
    if line.contains(" rolls ") {
        if let Some(v) = line
            .rsplit(" for ")
            .next()
            .filter(|_| line.contains(") for "))
        {
            put("ability", v);
        }
    }
    if line.starts_with("Wave ") {
        if let Some(v) = after(": ") {
            put("wave", v.split('!').next().unwrap_or(v));
        }
    }
    if let Some(v) = after("The warlord's ") {
        put("special", v.split(':').next().unwrap_or(v));
    }
    if let Some(v) = after(": the warlord ") {
        put("warlord", v.split(" comes out").next().unwrap_or(v));
    }
    if line.starts_with("Day ") {
        if let Some(v) = after(": ") {
            if let Some((name, _)) = v.split_once("! ") {
                put("event", name);
            }
        }
    }
    if line.contains("pays the toll") || line.contains("was not met") {
        put(
            "requirement",
            if line.contains("toll") {
                "toll"
            } else {
                "destroyed"
            },
        );
    }
}

/// Content coverage (not a check): every mission × 1–5 players, sensible self-play
/// (and a quarter as many random games), edition 3; prints what never appeared or
/// never fired. `cargo test -p windward-engine --lib zephyr_content_coverage --
/// --ignored --nocapture` (`GAMES=…` per mission and count, 200 by default).
#[test]
#[ignore]
fn zephyr_content_coverage() {
    let c = content();
    let n: u64 = std::env::var("GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(200);
    let mut seen = std::collections::BTreeSet::new();
    let mut games = 0;
    for m in &c.missions {
        let options = format!("rules=4 mission={}", m.key);
        for players in 1..=5 {
            for seed in 0..n + n / 4 {
                let sensible = seed < n;
                play_out_telling(players, seed, sensible, &options, &mut |l| {
                    coverage_keys(l, &mut seen)
                });
                games += 1;
            }
        }
    }
    let has = |k: &str, name: &str| seen.contains(&format!("{k}:{name}"));
    let crew_has = |name: &str| {
        seen.iter()
            .any(|k| k.starts_with("crew:") && k.contains(name))
    };
    let mut missing: Vec<String> = Vec::new();
    let mut check = |what: &str, ok: bool, name: &str| {
        if !ok {
            missing.push(format!("{what}: {name}"));
        }
    };
    for s in &c.ships {
        check("ship never taken", has("ship", &s.name), &s.name);
        check(
            "ship ability never used",
            has("use", &s.ability.name),
            &s.ability.name,
        );
    }
    for b in &c.base_cards {
        check("base card never played", has("play", &b.name), &b.name);
    }
    let mut designs: Vec<&str> = c.systems.iter().map(|s| s.name.as_str()).collect();
    designs.dedup();
    for name in designs {
        check("system never owned", has("system", name), name);
        check("system never played", has("play", name), name);
    }
    for f in &c.factions {
        check(
            "faction never hired",
            crew_has(&format!("({})", f.name)) || crew_has(&format!("a {} crew", f.name)),
            &f.name,
        );
        check(
            "faction power never used",
            has("use", &f.power.name),
            &f.power.name,
        );
    }
    for p in &c.personalities {
        check("personality never hired", crew_has(&p.name), &p.name);
        check(
            "personality power never used",
            has("use", &p.power.name),
            &p.power.name,
        );
    }
    for r in &c.regions {
        check("region never entered", has("region", &r.name), &r.name);
    }
    for a in &c.assignments {
        check(
            "assignment never taken",
            has("assignment", &a.name),
            &a.name,
        );
        for p in &a.paths {
            check("path never taken", has("path", &p.name), &p.name);
        }
    }
    for e in &c.explore {
        check("explore card never drawn", has("draw", &e.name), &e.name);
    }
    for e in &c.enemies {
        check("enemy never met", has("foe", &e.name), &e.name);
    }
    for k in &c.commanders {
        check("commander never met", has("commander", &k.name), &k.name);
    }
    for w in &c.warlords {
        check("warlord never fought", has("warlord", &w.name), &w.name);
        if let Some(sp) = &w.special {
            let name = fight::special_name(sp);
            check("warlord special never fired", has("special", name), name);
        }
    }
    for a in &c.abilities {
        check(
            "warlord ability never rolled",
            has("ability", &a.name),
            &a.name,
        );
    }
    for w in &c.waves {
        check("warlord wave never revealed", has("wave", &w.name), &w.name);
    }
    for m in &c.missions {
        for e in &m.events {
            check(
                "mission event never happened",
                has("event", &e.name),
                &e.name,
            );
        }
    }
    for r in ["toll", "destroyed"] {
        check("requirement never checked", has("requirement", r), r);
    }
    println!(
        "{games} games ({n} sensible and {} random per mission and count), {} keys seen; never: {}",
        n / 4,
        seen.len(),
        if missing.is_empty() {
            "nothing".to_string()
        } else {
            missing.join("; ")
        }
    );
}

#[test]
fn the_coverage_reads_the_lines_it_counts() {
    let mut seen = std::collections::BTreeSet::new();
    for l in [
        "{seat:0} plays Cannon Blast.",
        "Battle 2: {seat:0}, {seat:1} against Red Meg on The Tin Vulture, The Gale Dancer.",
        "{seat:0} rolls 3 (2 damage) for Agile Aggression.",
        "Wave 1 of 3: Foul Villainy! In come Red Meg on The Tin Vulture.",
        "Day 6: The Harvest Convoy! Every ship fights 1 enemy ship per player together.",
        "{seat:1} gains Cannon Blast (in cargo).",
        "{seat:0} embarks on Grain Convoy, by the Gorge.",
        "{seat:1} leads the party by the Hold tomorrow.",
    ] {
        coverage_keys(l, &mut seen);
    }
    for k in [
        "play:Cannon Blast",
        "commander:Red Meg",
        "foe:The Tin Vulture",
        "foe:The Gale Dancer",
        "ability:Agile Aggression",
        "wave:Foul Villainy",
        "event:The Harvest Convoy",
        "system:Cannon Blast",
        "assignment:Grain Convoy",
        "path:the Gorge",
        "path:the Hold",
    ] {
        assert!(seen.contains(k), "{k}: {seen:?}");
    }
}
