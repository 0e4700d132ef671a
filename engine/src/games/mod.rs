//! One module per game kind.

pub mod table;
