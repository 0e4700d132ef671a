//! One module per game kind.

pub mod table;
pub mod zefiria;
