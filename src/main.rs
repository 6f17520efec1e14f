//! The Reversi game binary.

use bevy::prelude::*;
use reversi::cli::{Options, USAGE};

fn main() -> AppExit {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match Options::parse(&args) {
        Ok(Some(options)) => options,
        Ok(None) => {
            println!("{USAGE}");
            return AppExit::Success;
        }
        Err(message) => {
            eprintln!("reversi: {message}");
            return AppExit::from_code(2);
        }
    };
    App::new()
        .insert_resource(options)
        .add_plugins((reversi::plugin, reversi::cli::plugin))
        .run()
}
