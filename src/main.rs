//! The Reversi game binary.

use bevy::prelude::*;
#[cfg(target_arch = "wasm32")]
use reversi::platform::options::OpenAtStart;
use reversi::platform::options::Options;

fn main() -> AppExit {
    #[cfg(target_arch = "wasm32")]
    reversi::platform::web::log_to_console();
    let (options, note) = match options() {
        Ok(read) => read,
        Err(exit) => return exit,
    };
    let mut app = App::new();
    app.insert_resource(options)
        .add_plugins((reversi::plugin, reversi::options_plugin));
    if let Some(note) = note {
        app.world_mut()
            .resource_mut::<reversi::play::banner::Banner>()
            .show(note, reversi::play::banner::WARNING);
    }
    app.run()
}

/// The command line's options; `Err` is the exit for `--help` or a bad
/// option.
#[cfg(not(target_arch = "wasm32"))]
fn options() -> Result<(Options, Option<String>), AppExit> {
    use reversi::platform::options::Asked;
    let args: Result<Vec<String>, _> = std::env::args_os()
        .skip(1)
        .map(std::ffi::OsString::into_string)
        .collect();
    let parsed = args
        .map_err(|bad| format!("argument {:?} is not UTF-8 text", bad.to_string_lossy()))
        .and_then(|args| Options::parse(&args));
    match parsed {
        Ok(Asked::Play(options)) => Ok((*options, None)),
        Ok(Asked::Help) => {
            println!("{}", reversi::platform::options::USAGE);
            Err(AppExit::Success)
        }
        Ok(Asked::Version) => {
            println!("reversi {}", env!("CARGO_PKG_VERSION"));
            Err(AppExit::Success)
        }
        Err(message) => {
            eprintln!("reversi: {message}");
            Err(AppExit::from_code(2))
        }
    }
}

/// The page address's options; a bad one is shown on the board and the game
/// starts without options.
#[cfg(target_arch = "wasm32")]
fn options() -> Result<(Options, Option<String>), AppExit> {
    let (mut options, note) = match Options::from_query(&reversi::platform::web::address_query()) {
        Ok(options) => (options, None),
        Err(message) => (Options::default(), Some(message)),
    };
    // A game link (`#g=f5d6c3…`) opens that game in review; a friend's
    // link (`#online=CODE`), that online game.
    options.open = reversi::platform::web::address_game().map(OpenAtStart::Link);
    options.join = reversi::platform::web::address_online();
    // Online, the page's own server unless the address names another.
    if options.server.is_none() {
        options.server = reversi::platform::web::page_server();
    }
    Ok((options, note))
}
