//! The breakdown lines players read, from scripted dice.

use windward_engine::dice::{roll, roll_in, Dialect, Scripted};
use windward_engine::i18n::Lang;
use windward_engine::Seat;

use super::*;

/// Strict compare points, as the engine's own dice tests roll them.
fn rolled(expr: &str, faces: &[u32]) -> Roll {
    roll_in(expr, Dialect::Strict, &mut Scripted::new(faces.to_vec())).expect(expr)
}

fn rolled20(expr: &str, faces: &[u32]) -> Roll {
    roll(expr, &mut Scripted::new(faces.to_vec())).expect(expr)
}

#[test]
fn each_die_shows_with_its_mark() {
    let cases: [(&str, &[u32], &str); 8] = [
        ("1+2+3", &[], "1 + 2 + 3 = **6**"),
        (
            "4d6kh3+2",
            &[6, 5, 2, 4],
            "4d6kh3 (6, 5, ~~2~~, 4) + 2 = **17**",
        ),
        ("2d6!", &[6, 3, 2], "2d6! (6!, 2, 3) = **11**"),
        ("2d6r1", &[1, 4, 5], "2d6r1 (~~1~~, 5, 4) = **9**"),
        (
            "4d10>=8f1",
            &[9, 1, 5, 10],
            "4d10>=8f1 (**9**, *1*, 5, **10**) = **1**",
        ),
        ("2d6 * 2", &[1, 2], "2d6 (1, 2) \\* 2 = **6**"),
        ("0d6", &[], "0d6 (no dice) = **0**"),
        (
            "6d10!!>5",
            &[8, 4, 2, 1, 6, 10, 10, 2, 5, 8, 3],
            "6d10!!>5 (20!, 4, 2, 1, 11!, 21!) = **59**",
        ),
    ];
    for (expr, faces, line) in cases {
        assert_eq!(markdown(Lang::En, &rolled(expr, faces)), line, "{expr}");
    }
    assert_eq!(
        markdown(Lang::En, &rolled20("3d6>3", &[3, 2, 6])),
        "3d6>=3 (**3**, 2, **6**) = **2**"
    );
}

#[test]
fn labels_show_after_their_term_and_brackets_after_theirs() {
    assert_eq!(
        markdown(Lang::En, &rolled("2d6[fire] + 1d4[cold]", &[3, 4, 2])),
        "2d6[fire] (3, 4) + 1d4[cold] (2) = **9**"
    );
    assert_eq!(
        markdown(Lang::En, &rolled("1d8 + 3[magic] + (1d6)[sneak]", &[5, 6])),
        "1d8 (5) + 3[magic] + (1d6 (6))[sneak] = **14**"
    );
}

#[test]
fn labels_are_made_inert() {
    let result = rolled("1d6[ *Fire*  <@&42> ||spoiler|| \\_x_ ~~y~~ `z`]", &[3]);
    assert_eq!(
        markdown(Lang::En, &result),
        "1d6[Fire &42 spoiler x y z] (3) = **3**"
    );
    assert_eq!(
        plain(Lang::En, &result),
        "1d6[Fire &42 spoiler x y z] (3) = 3"
    );
    assert_eq!(
        markdown(Lang::En, &rolled("1d6[***]", &[3])),
        "1d6 (3) = **3**"
    );
}

/// A title shows the expression with its labels as the breakdown shows them: a label
/// like `[@everyone **x**]` went into the roll's embed title raw.
#[test]
fn the_title_expression_is_made_inert_as_the_breakdown_is() {
    let result = rolled20("1d6[@everyone **x**] * 2 + 3[<@&42> `y`] + (1)[***]", &[3]);
    assert_eq!(
        markdown_expression(&result),
        "1d6[everyone x] \\* 2 + 3[&42 y] + (1)"
    );
    assert!(markdown(Lang::En, &result).starts_with("1d6[everyone x] (3) \\* 2 + 3[&42 y] + (1)"));
    assert_eq!(
        markdown_expression(&rolled20("4d6kh3 + 2", &[1])),
        "4d6kh3 + 2"
    );
}

#[test]
fn long_rolls_are_shortened_to_fit_a_message() {
    let result = rolled("100d1000>=500 + 100d1000>=500", &[999]);
    let line = markdown(Lang::En, &result);
    assert!(line.chars().count() <= MAX_MARKDOWN_CHARS);
    assert!(line.contains("…85 more…"), "{line}");
    assert!(line.ends_with(" = **200**"));
    // A Polish channel reads the line's words in Polish; the dice stay as they are.
    let polish = markdown(Lang::Pl, &result);
    assert!(polish.contains("…jeszcze 85…"), "{polish}");
    assert!(polish.ends_with(" = **200**"));
    let line = plain(Lang::En, &result);
    assert!(line.chars().count() <= MAX_PLAIN_CHARS, "{line}");
    assert!(line.ends_with(" = 200"), "{line}");
}

#[test]
fn plain_text_says_each_mark_in_a_word() {
    assert_eq!(
        plain(Lang::En, &rolled("4d6kh3+2", &[6, 5, 2, 4])),
        "4d6kh3 (6, 5, 2 dropped, 4) + 2 = 17"
    );
    assert_eq!(
        plain(Lang::En, &rolled("4d10>=8f1", &[9, 1, 5, 10])),
        "4d10>=8f1 (9 success, 1 failure, 5, 10 success) = 1"
    );
    assert_eq!(
        plain(Lang::En, &rolled("2d6r1 * 2", &[1, 4, 5])),
        "2d6r1 (1 rerolled, 5, 4) * 2 = 18"
    );
    assert_eq!(
        plain(Lang::En, &rolled("1d6!", &[6, 2])),
        "1d6! (6!, 2) = 8"
    );
}

#[test]
fn an_event_with_a_roll_is_told_with_its_breakdown() {
    let roll = rolled("2d6", &[4, 1]);
    let event = Event::public(format!("{} rolled", Seat(0).tag())).with_roll(roll);
    assert_eq!(
        told_event(Lang::En, &event),
        format!("{} rolled 2d6 (4, 1) = **5**", Seat(0).tag())
    );
    assert_eq!(
        told_event(Lang::Pl, &Event::public("Round 2 begins.")),
        "Round 2 begins."
    );
    let translated = Event::public(windward_engine::msg!("refused-game-over"));
    assert_eq!(
        told_event(Lang::Fr, &translated),
        "Cette partie est terminée."
    );
}

/// A free table's snapshot from before parts stored the markdown line instead: it
/// still loads, and reads as it did.
#[test]
fn a_roll_stored_before_parts_reads_as_it_did() {
    let stored = r#"{"expression":"2d6","comment":null,"groups":[{"notation":"2d6","sides":{"type":"numbered","sides":6},"dice":[{"value":4,"kept":true,"exploded":false,"rerolled":false,"success":null}],"label":null,"value":4.0}],"total":4.0,"breakdown":"2d6 (4) = **4**"}"#;
    let roll: Roll = serde_json::from_str(stored).expect("an old stored roll loads");
    assert_eq!(markdown(Lang::En, &roll), "2d6 (4) = **4**");
    assert_eq!(markdown_expression(&roll), "2d6");
}
