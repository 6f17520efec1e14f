//! The Reversi game binary. The 3D game arrives with the Bevy issue; for now it
//! names itself and the engine it is built on.

fn main() {
    println!(
        "reversi {} (engine {})",
        env!("CARGO_PKG_VERSION"),
        reversi_engine::VERSION
    );
}
