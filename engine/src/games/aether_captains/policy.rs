//! A careful captain, for self-play balance figures (`--policy sensible`).

use super::voyage::Voyage;
use super::Action;

pub fn suggest(v: &Voyage) -> Option<Action> {
    v.legal().into_iter().next()
}
