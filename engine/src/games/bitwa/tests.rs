use super::*;
use crate::Match;

#[test]
fn compiles() {
    let m = Match::new(crate::GameKind::Bitwa, "", 2, 1).unwrap();
    assert!(m.outcome().is_none());
}
