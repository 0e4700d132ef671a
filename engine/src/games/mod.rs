//! One module per game kind.

pub mod aether_captains;
pub mod table;
pub mod zefiria;
pub mod zeppelin_attack;
