//! The page address: the options in its query, a game link's moves.

/// The page address's query (`?black&level=10`), for `Options::from_query`.
pub fn address_query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// The game of a game link's address (`#g=f5d6c3…`), if it has one.
pub fn address_game() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let moves = hash.strip_prefix("#g=")?;
    crate::platform::options::percent_decode(moves)
}

/// The link that opens `game` in review: this page's address, `#g=` and
/// the moves, or the whole game in GGF (escaped) when it did not start from
/// the standard position.
pub fn game_link(game: &reversi_engine::Game) -> Option<String> {
    let location = web_sys::window()?.location();
    let page = format!("{}{}", location.origin().ok()?, location.pathname().ok()?);
    let record = if *game.start_position() == reversi_engine::Position::start() {
        game.transcript()
    } else {
        crate::platform::options::percent_encode(&game.to_ggf())
    };
    Some(format!("{page}#g={record}"))
}
