//! One module per game kind, and the registry that lists them.
//!
//! **Adding a game** is its folder here (a type implementing [`crate::Game`]), its
//! render file, and one line in [`registry!`]: `Variant => module::{Game, View}`. The module is
//! declared from that line, and [`crate::GameKind`], [`crate::AnyView`], the stored
//! state and every dispatch are generated from it (see `kind.rs`), so a game cannot be
//! half-registered. The variant's kebab-case name is the game's stored id: never
//! rename one.

/// Calls `$mac!(args…; Variant => module::{Game, View}, …)` with every game Windward
/// runs: the game's type and its view type.
macro_rules! registry {
    ($mac:ident ! ($($args:tt)*)) => {
        $mac! { $($args)*;
            Table => table::{Table, TableView},
            Zefiria => zefiria::{Zefiria, ZefiriaView},
            AetherCaptains => aether_captains::{AetherCaptains, AetherView},
            ZeppelinAttack => zeppelin_attack::{ZeppelinAttack, ZeppelinView},
            Bitwa => bitwa::{Bitwa, BitwaView},
        }
    };
}
pub(crate) use registry;

macro_rules! declare_modules {
    (; $($variant:ident => $module:ident :: { $game:ident, $view:ident }),* $(,)?) => {
        $(pub mod $module;)*
    };
}

registry!(declare_modules!());
