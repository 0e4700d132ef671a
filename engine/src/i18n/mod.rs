//! Every text a player reads, in their language: Project Fluent's `.ftl` files
//! (`engine/locales/<lang>/<area>.ftl`, embedded at build time) and the one way to
//! turn a [`Msg`] (a message id and its arguments, which the engine and the bot pass
//! around as data) into words.
//!
//! Built on `fluent-bundle` itself rather than `fluent-templates` or `i18n-embed`:
//! three languages embedded with `include_str!` and an English fallback take a few
//! lines here, while those crates bring procedural macros, file walking and runtime
//! reloading that a pure engine has no use for (and CI would compile).
//!
//! A message missing in a language falls back to English; one missing in English is
//! a bug the tests catch (`problems`, and the tidy test over every id in the code).

mod catalog;
mod lang;
mod msg;
mod numbers;

pub use catalog::{area_figures, areas, attribute, has, has_attribute, problems, say, AreaFigures};
pub use lang::Lang;
pub use msg::{Arg, Msg};

#[cfg(test)]
mod tests;
