//! The languages Windward speaks, and how Discord names them.

use serde::{Deserialize, Serialize};

/// A language every text can be asked in. English is the fallback for a message a
/// translation lacks.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Pl,
    Fr,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Pl, Lang::Fr];

    /// The code stored and typed (`/settings language:`, `@alice[pl]`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Pl => "pl",
            Lang::Fr => "fr",
        }
    }

    /// Discord's locale for a command's localised names (`en-US` is the default
    /// names themselves, so only `pl` and `fr` are sent).
    pub fn discord_locale(self) -> &'static str {
        match self {
            Lang::En => "en-US",
            Lang::Pl => "pl",
            Lang::Fr => "fr",
        }
    }

    /// The language's own name, as a choice list shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Pl => "Polski",
            Lang::Fr => "Français",
        }
    }

    /// Reads a code or a Discord locale (`pl`, `fr`, `en-US`, `en-GB`, any case);
    /// `None` for a language Windward does not speak.
    pub fn parse(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_']).next().unwrap_or_default();
        match primary.to_ascii_lowercase().as_str() {
            "en" => Some(Lang::En),
            "pl" => Some(Lang::Pl),
            "fr" => Some(Lang::Fr),
            _ => None,
        }
    }

    /// A user's or server's Discord locale as the language to answer in: English for
    /// any language Windward does not speak yet.
    pub fn from_discord(locale: Option<&str>) -> Lang {
        locale.and_then(Lang::parse).unwrap_or_default()
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}
