//! The protocol's messages live in their own crate, shared with the game
//! (`reversi-online-protocol`); the server's code names them from here.

pub use reversi_online_protocol::*;
