//! A message as data: its id in the `.ftl` files and its arguments, so whoever shows
//! it picks the language (the engine's events and refusals, the bot's replies).

use std::borrow::Cow;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// Words to show, in any language: a message id with its arguments, or text that has
/// no translation (a player's own words, narration not yet translated). A plain JSON
/// string reads as the latter, so text stored before messages had ids still loads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Msg {
    /// Shown as it is, in every language.
    Raw(String),
    /// A message of the `.ftl` files.
    Id {
        id: Cow<'static, str>,
        #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
        args: BTreeMap<Cow<'static, str>, Arg>,
    },
}

/// One argument of a message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Arg {
    /// A number: it chooses plural forms and is written the language's way.
    Number(i64),
    /// Text shown as it is (a player's name, a notation).
    Text(String),
    /// Another message, said in the same language (a card's name, a place).
    Msg(Box<Msg>),
}

impl Msg {
    /// The message `id` with no arguments yet.
    pub fn new(id: impl Into<Cow<'static, str>>) -> Msg {
        Msg::Id {
            id: id.into(),
            args: BTreeMap::new(),
        }
    }

    /// Text with no translation.
    pub fn raw(text: impl Into<String>) -> Msg {
        Msg::Raw(text.into())
    }

    /// Adds an argument (a no-op on raw text, which has none).
    #[must_use]
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        if let Msg::Id { args, .. } = &mut self {
            args.insert(Cow::Borrowed(name), value.into());
        }
        self
    }

    /// The message's id (`None` for raw text).
    pub fn id(&self) -> Option<&str> {
        match self {
            Msg::Raw(_) => None,
            Msg::Id { id, .. } => Some(id),
        }
    }

    pub fn args(&self) -> impl Iterator<Item = (&str, &Arg)> {
        let args = match self {
            Msg::Raw(_) => None,
            Msg::Id { args, .. } => Some(args),
        };
        args.into_iter().flatten().map(|(k, v)| (k.as_ref(), v))
    }

    /// In English: for logs, the operator's view and tests.
    pub fn english(&self) -> String {
        super::say(super::Lang::En, self)
    }
}

impl From<String> for Msg {
    fn from(text: String) -> Msg {
        Msg::Raw(text)
    }
}

impl From<&str> for Msg {
    fn from(text: &str) -> Msg {
        Msg::Raw(text.to_string())
    }
}

impl From<Msg> for Arg {
    fn from(msg: Msg) -> Arg {
        Arg::Msg(Box::new(msg))
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(i64, i32, u8, u16, u32, u64, usize);

/// A message with its arguments: `msg!("time-in-days", days = 2)`. The id
/// is a literal, so the tidy test can check that English has every id the code uses.
#[macro_export]
macro_rules! msg {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::Msg::new($id)$(.with(stringify!($name), $value))*
    };
}
