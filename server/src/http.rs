//! The HTTP side: health, a game's record and state, a player's games, the
//! ratings list, the WebSocket endpoint, and the web build when given.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::Ordering;

use axum::Json;
use axum::Router;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::json;

use crate::hub::{Hub, now_ms};
use crate::protocol::VERSION;
use crate::ws;

/// A request's failure: its status and a sentence, as JSON.
struct ApiError(StatusCode, String);

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.0, Json(json!({ "error": self.1 }))).into_response()
    }
}

fn internal(e: impl std::fmt::Display) -> ApiError {
    tracing::error!("storage: {e}");
    ApiError(
        StatusCode::INTERNAL_SERVER_ERROR,
        "the server could not read its games".into(),
    )
}

pub fn router(hub: Arc<Hub>, web: Option<PathBuf>) -> Router {
    let api = Router::new()
        .route("/health", get(health))
        .route("/ws", get(ws::upgrade))
        .route("/games/{code}", get(game))
        .route("/games/{code}/ggf", get(game_ggf))
        .route("/players/{id}/games", get(player_games))
        .route("/ratings", get(ratings))
        .route("/bots", get(bots))
        .with_state(hub);
    match web {
        Some(dir) => api.fallback_service(tower_http::services::ServeDir::new(dir)),
        None => api,
    }
}

async fn health(State(hub): State<Arc<Hub>>) -> Json<serde_json::Value> {
    Json(json!({
        "status": "ok",
        "version": env!("CARGO_PKG_VERSION"),
        "protocol": VERSION,
        "connections": hub.connections.load(Ordering::Relaxed),
        "games_in_memory": hub.live_games(),
        "memory_bytes": resident_memory(),
    }))
}

/// The process's resident memory in bytes, where the system says it
/// (Linux's `/proc/self/status`).
fn resident_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kilobytes: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kilobytes * 1024)
}

async fn game(State(hub): State<Arc<Hub>>, Path(code): Path<String>) -> Result<Response, ApiError> {
    let table = hub.store.load(&code).await.map_err(internal)?;
    let table =
        table.ok_or_else(|| ApiError(StatusCode::NOT_FOUND, format!("no game {code:?}")))?;
    Ok(Json(table.view(None, now_ms())).into_response())
}

async fn game_ggf(
    State(hub): State<Arc<Hub>>,
    Path(code): Path<String>,
) -> Result<Response, ApiError> {
    let table = hub.store.load(&code).await.map_err(internal)?;
    let table =
        table.ok_or_else(|| ApiError(StatusCode::NOT_FOUND, format!("no game {code:?}")))?;
    Ok((
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        table.ggf(),
    )
        .into_response())
}

async fn player_games(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let player = hub.player(&id).await.map_err(internal)?;
    let player =
        player.ok_or_else(|| ApiError(StatusCode::NOT_FOUND, format!("no player {id:?}")))?;
    let games = hub.store.history(&id, 200).await.map_err(internal)?;
    Ok(Json(json!({ "player": player, "games": games })).into_response())
}

async fn ratings(State(hub): State<Arc<Hub>>) -> Result<Response, ApiError> {
    let players = hub.store.ratings(500).await.map_err(internal)?;
    Ok(Json(json!({ "players": players })).into_response())
}

async fn bots(State(hub): State<Arc<Hub>>) -> Json<serde_json::Value> {
    Json(json!({ "bots": hub.bot_players() }))
}
