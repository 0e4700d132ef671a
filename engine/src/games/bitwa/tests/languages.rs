//! The battle in Polish and in French: events, refusals, labels and the end read in
//! the player's language, and English stays word for word what it was.

use super::*;
use crate::i18n::{say, Lang};

#[test]
fn the_battle_reads_in_polish_and_french_and_english_is_unchanged() {
    // A red frigate on D7 with the wind from behind, a green cutter two fields off.
    let (mut g, mut rng) = afloat(
        &[
            (1, FRIGATE, "D7", East, None),
            (2, Class::Cutter, "C4", NorthEast, None),
            (11, Class::Cutter, "H7", West, None),
        ],
        East,
    );
    // An event: the frigate sails two fields with the wind.
    let events = ok(&mut g, &mut rng, "D7 m2");
    assert_eq!(
        events[0].text.english(),
        "The red frigate D7: sails 2 fields to F7."
    );
    assert_eq!(
        say(Lang::Pl, &events[0].text),
        "Czerwona fregata D7 płynie 2 pola na F7."
    );
    let nb = '\u{a0}';
    assert_eq!(
        say(Lang::Fr, &events[0].text),
        "La frégate rouge D7 avance de 2 cases jusqu’en F7."
    );
    // A refusal: the frigate has had its order.
    let err = act(&mut g, &mut rng, "F7 m1").expect_err("ordered");
    assert_eq!(
        err.to_string(),
        "The red frigate F7 has had its order this action."
    );
    assert_eq!(
        say(Lang::Pl, &err.msg()),
        "W tej akcji już wydano rozkaz: czerwona fregata F7."
    );
    assert_eq!(
        say(Lang::Fr, &err.msg()),
        format!("Ordre déjà donné pendant cette action{nb}: la frégate rouge F7.")
    );
    // A refusal with a plural: the cutter heads 60° off the wind.
    let err = act(&mut g, &mut rng, "C4 m3").expect_err("too far");
    assert_eq!(
        err.to_string(),
        "Heading north-east is across the wind, with it: at most 2 fields (the wind blows east)."
    );
    assert_eq!(
        say(Lang::Pl, &err.msg()),
        "Kurs na północny wschód to skośnie z wiatrem: najwyżej 2 pola (wiatr wieje na wschód)."
    );
    assert_eq!(
        say(Lang::Fr, &err.msg()),
        format!("Cap au nord-est{nb}: grand largue, 2 cases au plus (le vent souffle vers l’est).")
    );
    // A choice label: the End action button, with one ship ordered.
    let end = g.describe(&Action::End);
    assert_eq!(end.label.english(), "End action (1 ship ordered)");
    assert_eq!(
        say(Lang::Pl, &end.label),
        "Koniec akcji (1 okręt z rozkazem)"
    );
    assert_eq!(
        say(Lang::Fr, &end.label),
        "Fin de l’action (1 navire commandé)"
    );
    // A menu line of the ship list, and its placeholder.
    let select = g.describe(&Action::Select { ship: f("A2") });
    assert_eq!(select.label.english(), "Transport A2 · bow E →");
    assert_eq!(
        say(Lang::Pl, &select.label),
        "Transportowiec A2 · dziób E →"
    );
    assert_eq!(say(Lang::Fr, &select.label), "Transport A2 · proue E →");
    let Placement::Menu(menu) = &select.placement else {
        panic!("a menu: {select:?}");
    };
    assert_eq!(menu.english(), "Order a ship…");
    assert_eq!(say(Lang::Pl, menu), "Rozkaz dla okrętu…");
    assert_eq!(say(Lang::Fr, menu), "Donner un ordre à un navire…");
    // The notation is the same in every language.
    assert_eq!(select.notation, "select A2");
}

#[test]
fn a_salvo_and_the_end_read_in_polish_and_french() {
    // Red man-of-war on F7 facing north-east: its starboard broadside covers G8.
    let (mut g, mut rng) = afloat(
        &[
            (2, Class::ManOfWar, "F7", NorthEast, None),
            (12, FRIGATE, "G8", West, None),
        ],
        East,
    );
    let legal = g.legal_actions(p(0));
    let fire = legal
        .iter()
        .find(|a| matches!(a, Action::Fire { ship, .. } if *ship == f("F7")))
        .expect("the man-of-war can fire")
        .clone();
    let events = g.apply(p(0), &fire, &mut rng).expect("fires");
    let en = events[0].text.english();
    let pl = say(Lang::Pl, &events[0].text);
    assert!(en.starts_with("The red man-of-war F7 fires its "), "{en}");
    assert!(
        pl.starts_with("Czerwony liniowiec F7 oddaje salwę z "),
        "{pl}"
    );
    assert!(pl.contains("cel: zielona fregata G8 (karta "), "{pl}");
    let fr = say(Lang::Fr, &events[0].text);
    assert!(
        fr.starts_with("Le vaisseau rouge F7 lâche sa bordée de "),
        "{fr}"
    );
    assert!(fr.contains(" sur la frégate verte G8 (carte "), "{fr}");
    // The outcome reads in Polish too, from the English the state stores.
    g.config.limit = 1;
    let events = ok(&mut g, &mut rng, "end");
    let outcome = g.outcome().expect("dusk");
    assert_eq!(
        outcome.summary.english(),
        "Dusk after 1 actions: the fleets part, and the battle between {seat:0} and {seat:1} is a draw."
    );
    assert_eq!(
        say(Lang::Pl, &outcome.summary),
        "Zmierzch po 1 akcji: floty się rozchodzą, a bitwa między {seat:0} a {seat:1} kończy się remisem."
    );
    assert_eq!(
        say(Lang::Fr, &outcome.summary),
        "Le soir tombe après 1 action\u{a0}: les flottes se séparent, et la bataille entre {seat:0} et {seat:1} s’achève sur un match nul."
    );
    // The rules summary in French.
    assert!(Bitwa::RULES_TRANSLATED
        .iter()
        .any(|(lang, text)| *lang == Lang::Fr && text.contains("Rose des Vents")));
    assert_eq!(events.last().map(|e| &e.text), Some(&outcome.summary));
}
