//! The content catalogue: every designed component of a game (cards, ships, tiles,
//! captains, scenarios, dice…), named for players who want to look one up, like a
//! board game's "game help".
//!
//! Each game builds its list from the same data its rules read (`Game::catalogue`), so
//! the catalogue cannot drift from the game: each game's tests compare its counts with
//! the pieces its setup deals. A component's plain [`Component::text`] is written from
//! its [`Face`] (what a picture of it shows), so the text and the picture agree too.

use serde::Serialize;

use crate::i18n::Lang;

/// One designed component, with how many copies a game uses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Component {
    /// What sort of thing it is, in lower case: `card`, `ship`, `tile`, `captain`,
    /// `scenario`, `die`, `island`, `spirit`, `gem`.
    pub kind: &'static str,
    /// Unique within its game, kebab-case, stable (what autocomplete fills in).
    pub id: String,
    /// As printed (at most 80 characters).
    pub name: String,
    /// Copies in the game.
    pub count: u32,
    /// Everything the component says, one line per part: its [`Face`] as text.
    pub text: String,
    /// What a picture of it shows.
    #[serde(skip)]
    pub face: Face,
}

/// The parts of a component, as a picture lays them out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Face {
    /// Its sort and set, e.g. "Attack card · Der Blitzmann's Start deck".
    pub subtitle: String,
    /// Rows of printed values and texts under headings, in reading order.
    pub parts: Vec<Part>,
    /// The language its words are in (English unless a game translates its
    /// catalogue): it decides how a heading is set before its text.
    pub lang: Lang,
}

/// What goes between a heading and its text in `lang`: a colon, after a no-break
/// space in French.
pub fn colon(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "\u{a0}:",
        Lang::En | Lang::Pl => ":",
    }
}

/// One part of a [`Face`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// Short printed values (cost, capacity, reference values…).
    Stats(StatRow),
    /// A text under a heading ("Hit", "Goal", "Story").
    Section(FaceSection),
}

/// One row of printed values, with an optional caption ("As the Next card").
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StatRow {
    pub caption: String,
    pub stats: Vec<Stat>,
}

/// A printed value: `label` (and `value`, if any), in the colour family the game
/// prints it in. The label always says what it is, so the colour is never alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stat {
    pub label: String,
    pub value: String,
    pub tone: Tone,
}

/// The colour family a game prints a value in (its own colour code: Aether Captains'
/// red attack and blue defense, Zeppelin Attack!'s attack types, Zefiria's islands).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Tone {
    #[default]
    Plain,
    Red,
    Blue,
    Yellow,
    Green,
    Orange,
    Purple,
    Sky,
    Pink,
    Gold,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FaceSection {
    pub heading: String,
    pub text: String,
}

impl Stat {
    pub fn new(label: impl Into<String>, value: impl Into<String>, tone: Tone) -> Stat {
        Stat {
            label: label.into(),
            value: value.into(),
            tone,
        }
    }

    /// `label value`, or the label alone.
    pub fn text(&self) -> String {
        if self.value.is_empty() {
            self.label.clone()
        } else {
            format!("{} {}", self.label, self.value)
        }
    }
}

impl Face {
    pub fn new(subtitle: impl Into<String>) -> Face {
        Face {
            subtitle: subtitle.into(),
            ..Face::default()
        }
    }

    /// The face with its words in `lang` (see [`Face::lang`]).
    #[must_use]
    pub fn in_lang(mut self, lang: Lang) -> Face {
        self.lang = lang;
        self
    }

    /// Adds a row of values (an empty row is left out).
    pub fn stats(mut self, caption: impl Into<String>, stats: Vec<Stat>) -> Face {
        if !stats.is_empty() {
            self.parts.push(Part::Stats(StatRow {
                caption: caption.into(),
                stats,
            }));
        }
        self
    }

    /// Adds a text under a heading (an empty text is left out).
    pub fn section(mut self, heading: impl Into<String>, text: impl Into<String>) -> Face {
        let text = text.into();
        if !text.trim().is_empty() {
            self.parts.push(Part::Section(FaceSection {
                heading: heading.into(),
                text,
            }));
        }
        self
    }

    /// The face as plain text: the subtitle, then one line per part.
    pub fn text(&self) -> String {
        let mut lines = Vec::new();
        if !self.subtitle.is_empty() {
            lines.push(self.subtitle.clone());
        }
        for part in &self.parts {
            let (label, text) = match part {
                Part::Stats(row) => {
                    let values: Vec<String> = row.stats.iter().map(Stat::text).collect();
                    (&row.caption, values.join(" · "))
                }
                Part::Section(s) => (&s.heading, s.text.clone()),
            };
            lines.push(if label.is_empty() {
                text
            } else {
                format!("{label}{} {text}", colon(self.lang))
            });
        }
        lines.join("\n")
    }
}

impl Component {
    /// A component whose text is its face's.
    pub fn new(
        kind: &'static str,
        id: impl Into<String>,
        name: impl Into<String>,
        count: u32,
        face: Face,
    ) -> Component {
        Component {
            kind,
            id: id.into(),
            name: name.into(),
            count,
            text: face.text(),
            face,
        }
    }

    /// The component with its face set in `lang` (see [`Face::lang`]), its text
    /// written again to match.
    #[must_use]
    pub fn in_lang(mut self, lang: Lang) -> Component {
        self.face.lang = lang;
        self.text = self.face.text();
        self
    }
}

/// A kebab-case id from a name: "Resourceful No. 2" → `resourceful-no-2`.
pub fn slug(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars() {
        if c.is_alphanumeric() {
            out.extend(c.to_lowercase());
        } else if c != '\'' && c != '’' && !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    while out.ends_with('-') {
        out.pop();
    }
    out
}

/// Letters and digits only, in lower case: what searching compares.
fn simplify(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// The component called `text`: its id, or its name forgiving case, spaces and
/// punctuation; failing those, the only one whose name contains it.
pub fn find<'a>(components: &'a [Component], text: &str) -> Option<&'a Component> {
    let wanted = simplify(text);
    if wanted.is_empty() {
        return None;
    }
    components
        .iter()
        .find(|c| c.id == text.trim())
        .or_else(|| components.iter().find(|c| simplify(&c.name) == wanted))
        .or_else(|| match search(components, text).as_slice() {
            [only] => Some(*only),
            _ => None,
        })
}

/// Components whose name (or id) contains `partial`, best first: names that start
/// with it, then names with a word that starts with it, then the rest, each in the
/// catalogue's order. Everything for an empty `partial`.
pub fn search<'a>(components: &'a [Component], partial: &str) -> Vec<&'a Component> {
    let wanted = simplify(partial);
    let mut ranked: Vec<(u8, usize, &Component)> = components
        .iter()
        .enumerate()
        .filter_map(|(i, c)| {
            let name = simplify(&c.name);
            let rank = if name.starts_with(&wanted) {
                0
            } else if c
                .name
                .split(|ch: char| !ch.is_alphanumeric())
                .any(|w| simplify(w).starts_with(&wanted) && !w.is_empty())
            {
                1
            } else if name.contains(&wanted) || simplify(&c.id).contains(&wanted) {
                2
            } else {
                return None;
            };
            Some((rank, i, c))
        })
        .collect();
    ranked.sort_by_key(|(rank, i, _)| (*rank, *i));
    ranked.into_iter().map(|(_, _, c)| c).collect()
}

/// "1 card", "3 cards"; kinds ending in `s` or `die` have their own plurals.
pub fn count_of(kind: &str, n: u32) -> String {
    let plural = match kind {
        "die" => "dice".to_string(),
        k if k.ends_with('s') => k.to_string(),
        k => format!("{k}s"),
    };
    format!("{n} {}", if n == 1 { kind } else { &plural })
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::i18n::Lang;
    use crate::GameKind;

    #[test]
    fn slugs_are_kebab_case() {
        assert_eq!(slug("Resourceful No. 2"), "resourceful-no-2");
        assert_eq!(slug("The Emperor's Silk"), "the-emperors-silk");
        assert_eq!(slug("  Fräulein Funke! "), "fräulein-funke");
        assert_eq!(count_of("die", 2), "2 dice");
        assert_eq!(count_of("card", 1), "1 card");
    }

    /// What every game's catalogue promises: ids unique and kebab-case, names
    /// unique, short enough for a Discord choice with its kind, found by id and by
    /// name, searchable by a word of the name; text written; at least one copy.
    #[test]
    fn every_catalogue_is_well_formed_and_searchable() {
        for (kind, lang) in GameKind::ALL.iter().flat_map(|k| Lang::ALL.map(|l| (k, l))) {
            let list = kind.catalogue_in(lang);
            let mut ids = HashSet::new();
            let mut names = HashSet::new();
            for c in &list {
                assert!(ids.insert(c.id.clone()), "{kind:?}: id {} twice", c.id);
                assert!(
                    names.insert(simplify(&c.name)),
                    "{kind:?}: {} twice",
                    c.name
                );
                assert_eq!(slug(&c.id), c.id, "{kind:?}: {} is not kebab-case", c.id);
                assert!(!c.kind.is_empty() && c.kind == c.kind.to_lowercase());
                assert!(c.count >= 1, "{kind:?}: {}", c.name);
                assert!((1..=80).contains(&c.name.chars().count()), "{}", c.name);
                assert!(c.id.len() <= 100, "{}", c.id);
                assert!(
                    !c.text.trim().is_empty(),
                    "{kind:?}: {} has no text",
                    c.name
                );
                assert!(!c.face.subtitle.is_empty(), "{kind:?}: {}", c.name);
                assert_eq!(c.text, c.face.text());
                assert!(!c.text.contains('`'), "{}: plain text, no markup", c.name);
                assert_eq!(find(&list, &c.id), Some(c));
                assert_eq!(find(&list, &c.name.to_uppercase()), Some(c));
                let word = c
                    .name
                    .split_whitespace()
                    .max_by_key(|w| w.len())
                    .unwrap_or_default();
                assert!(
                    search(&list, word).contains(&c),
                    "{kind:?}: {word} finds {}",
                    c.name
                );
            }
            assert_eq!(search(&list, "").len(), list.len());
            assert!(find(&list, "no such thing at all").is_none());
            assert!(find(&list, "  ").is_none());
        }
    }

    #[test]
    fn games_with_components_list_them_and_the_free_table_has_none() {
        for kind in GameKind::ALL {
            let list = kind.catalogue();
            match kind {
                GameKind::Table => assert!(list.is_empty()),
                _ => assert!(list.len() >= 10, "{kind:?}: {}", list.len()),
            }
        }
    }

    #[test]
    fn search_puts_name_starts_first() {
        let list = GameKind::ZeppelinAttack.catalogue();
        let found = search(&list, "ice");
        assert!(found.len() >= 2, "{found:?}");
        assert!(
            simplify(&found[0].name).starts_with("ice"),
            "{}",
            found[0].name
        );
        assert!(found.iter().any(|c| c.name == "The Ice Storm"));
    }

    /// Every language lists the same components under the same ids and counts;
    /// English is the catalogue itself.
    #[test]
    fn catalogues_in_every_language_keep_ids_and_counts() {
        for kind in GameKind::ALL {
            let english = kind.catalogue();
            assert_eq!(kind.catalogue_in(Lang::En), english, "{kind:?}");
            for lang in [Lang::Pl, Lang::Fr] {
                let list = kind.catalogue_in(lang);
                let ids = |l: &[Component]| -> Vec<(String, u32, &'static str)> {
                    l.iter().map(|c| (c.id.clone(), c.count, c.kind)).collect()
                };
                assert_eq!(ids(&list), ids(&english), "{kind:?} {lang}");
            }
        }
    }

    /// Bitwa is named in Polish as its book names things, Zefiria in French; English
    /// readers keep the English words.
    #[test]
    fn bitwa_reads_in_polish_and_zefiria_in_french() {
        let polish = GameKind::Bitwa.catalogue_in(Lang::Pl);
        let sea = find(&polish, "sea-of-winds").unwrap();
        assert_eq!(sea.name, "Morze Wiatrów");
        assert!(sea.text.contains("Róża Wiatrów"), "{}", sea.text);
        let frigate = find(&polish, "frigate").unwrap();
        assert_eq!(frigate.name, "Fregata");
        assert!(frigate.text.starts_with("Okręt · "), "{}", frigate.text);
        let card = find(&polish, "combat-1").unwrap();
        assert_eq!(card.name, "Karta WALKA 1");
        assert!(card.text.contains("SALWA "), "{}", card.text);
        assert!(card.text.contains("ABORDAŻ: "), "{}", card.text);
        let counter = find(&polish, "counter-sails-torn").unwrap();
        assert_eq!(counter.name, "Znacznik: podarte żagle");
        // A Polish name finds its component.
        assert_eq!(find(&polish, "Morze Wiatrów").unwrap().id, "sea-of-winds");
        let english = GameKind::Bitwa.catalogue();
        assert_eq!(
            find(&english, "sea-of-winds").unwrap().name,
            "The Sea of Winds"
        );
        assert_eq!(find(&english, "combat-1").unwrap().name, "Combat card 1");

        let french = GameKind::Zefiria.catalogue_in(Lang::Fr);
        let objective = find(&french, "objective-card").unwrap();
        assert_eq!(objective.name, "Carte Objectif");
        let island = find(&french, "blue-moon").unwrap();
        assert_eq!(island.name, "Lune bleue");
        assert!(
            island.text.contains("La ligne bleue et la colonne lune"),
            "{}",
            island.text
        );
        let borea = find(&french, "borea").unwrap();
        assert!(
            borea.text.contains("Pouvoirs\u{a0}: Borea vole"),
            "{}",
            borea.text
        );
        let time = find(&french, "time-card").unwrap();
        assert!(
            time.text.contains("2 esprits\u{a0}: 2/3/4"),
            "{}",
            time.text
        );
        let english = GameKind::Zefiria.catalogue();
        assert_eq!(find(&english, "blue-moon").unwrap().name, "Blue moon");
        // Games not translated read the same in every language.
        assert_eq!(
            GameKind::ZeppelinAttack.catalogue_in(Lang::Pl),
            GameKind::ZeppelinAttack.catalogue()
        );
    }
}
