//! One module per game kind, and the registry that lists them.
//!
//! **Adding a game** is its folder here (a type implementing [`crate::Game`]), its
//! render file, its `pub mod` line below, and one line in [`registry!`]:
//! `Variant => module::{Game, View}`. [`crate::GameKind`], [`crate::AnyView`], the stored
//! state and every dispatch are generated from the registry (see `kind.rs`), so a game cannot be
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
            Zephyr => zephyr::{Zephyr, ZephyrView},
        }
    };
}
pub(crate) use registry;

// Declared here rather than from the registry so that `cargo fmt` and other tools
// see the game modules (they don't look inside macro expansions). A registry line
// without its module fails to compile, so a game still cannot be half-registered.
pub mod aether_captains;
pub mod bitwa;
pub mod table;
pub mod zefiria;
pub mod zephyr;
pub mod zeppelin_attack;
