//! One module per game kind.

pub mod table;
pub mod zeppelin_attack;
