//! The catalog's own checks: the files agree, plurals and fallback work.

use super::*;
use crate::msg;

#[test]
fn the_translations_have_no_message_english_lacks_and_take_the_same_arguments() {
    let problems = problems();
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn a_message_missing_in_a_language_falls_back_to_english_never_to_its_id() {
    // `lang-test-only-english` is defined in English alone, for this test.
    let msg = msg!("lang-test-only-english", name = "alice");
    assert_eq!(say(Lang::Pl, &msg), "Only in English, alice.");
    assert!(!has(Lang::Pl, "lang-test-only-english"));
}

#[test]
fn polish_takes_its_three_plural_forms_and_french_its_two() {
    let days = |lang, n: i64| say(lang, &msg!("time-in-days", days = n));
    assert_eq!(days(Lang::Pl, 1), "za 1 dzień");
    assert_eq!(days(Lang::Pl, 2), "za 2 dni");
    assert_eq!(days(Lang::Pl, 5), "za 5 dni");
    assert_eq!(days(Lang::Pl, 22), "za 22 dni");
    assert_eq!(days(Lang::Fr, 1), "dans 1 jour");
    assert_eq!(days(Lang::Fr, 2), "dans 2 jours");
    assert_eq!(days(Lang::En, 1), "in 1 day");
    assert_eq!(days(Lang::En, 3), "in 3 days");
}

#[test]
fn a_message_argument_is_said_in_the_same_language_and_raw_text_as_it_is() {
    let inner = msg!("time-in-days", days = 2);
    let outer = msg!("lang-test-nested", what = inner);
    assert_eq!(say(Lang::Fr, &outer), "« dans 2 jours »");
    assert_eq!(say(Lang::Fr, &Msg::raw("alice")), "alice");
}

#[test]
fn a_message_stored_as_plain_text_reads_back_as_raw_and_one_with_an_id_keeps_it() {
    let old: Msg = serde_json::from_str("\"Round 2 begins.\"").unwrap();
    assert_eq!(old, Msg::raw("Round 2 begins."));
    let new = msg!("time-in-days", days = 2);
    let json = serde_json::to_string(&new).unwrap();
    assert_eq!(json, r#"{"id":"time-in-days","args":{"days":2}}"#);
    assert_eq!(serde_json::from_str::<Msg>(&json).unwrap(), new);
}

#[test]
fn discord_locales_map_to_the_languages_windward_speaks() {
    assert_eq!(Lang::from_discord(Some("pl")), Lang::Pl);
    assert_eq!(Lang::from_discord(Some("fr")), Lang::Fr);
    assert_eq!(Lang::from_discord(Some("en-GB")), Lang::En);
    assert_eq!(Lang::from_discord(Some("de")), Lang::En);
    assert_eq!(Lang::from_discord(None), Lang::En);
}

#[test]
fn every_language_has_a_file_for_every_area() {
    let figures = area_figures();
    assert_eq!(figures.len(), areas().count() * Lang::ALL.len());
    assert!(figures
        .iter()
        .filter(|f| f.lang == Lang::En)
        .all(|f| f.translated == 1.0));
}
