//! Helpers shared by the integration tests (and `examples/phone.rs`).

pub mod walk;
