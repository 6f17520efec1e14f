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

/// The online game of a friend's link (`#online=CODE`), if it is one.
pub fn address_online() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let code = hash.strip_prefix("#online=")?;
    code.chars()
        .all(|c| c.is_ascii_alphanumeric())
        .then(|| code.to_ascii_lowercase())
}

/// The online server of the page's own origin (`ws://host/ws`, `wss://`
/// for a secure page): a page served by `reversi-server --web` plays on it
/// without asking.
pub fn page_server() -> Option<String> {
    let location = web_sys::window()?.location();
    let secure = location.protocol().ok()? == "https:";
    let host = location.host().ok().filter(|h| !h.is_empty())?;
    Some(format!("{}://{host}/ws", if secure { "wss" } else { "ws" }))
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
