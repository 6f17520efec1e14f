//! `reversi-server`: online Reversi. Players connect over WebSockets
//! (`protocol.rs`, documented in `docs/online.md`), create and join games,
//! play against each other or the server's bots; the server checks every
//! move with the engine's rules, keeps the clocks, stores every move before
//! telling anyone (`store.rs`: SQLite or PostgreSQL) and rates games with
//! Glicko-2. Several servers may share one PostgreSQL database: each hears
//! of the others' changes through its LISTEN/NOTIFY.

pub mod bots;
pub mod client;
pub mod http;
pub mod hub;
pub mod protocol;
pub mod store;
pub mod table;
pub mod ws;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use clap::Parser;

use crate::hub::{Hub, Settings};
use crate::store::{Backend, Store};

/// How often the clocks and absences of the games in memory are checked:
/// a flag falls at most this late.
const SWEEP_EVERY: Duration = Duration::from_millis(100);

/// How often games in play that no server holds are looked for.
const ADOPT_EVERY: Duration = Duration::from_secs(5);

/// The server's command line.
#[derive(Clone, Debug, Parser)]
#[command(
    name = "reversi-server",
    version,
    // Help wrapped at one width everywhere, as docs/online.md quotes it.
    term_width = 100,
    about = "The online Reversi server: games refereed by the engine's rules, clocks, ratings and bots, over WebSockets"
)]
pub struct Config {
    /// Where to listen.
    #[arg(long, default_value = "127.0.0.1:8080", value_name = "ADDR:PORT")]
    pub listen: SocketAddr,
    /// What to keep the games in: a SQLite file's path, or a
    /// `postgres://` URL (several servers may share one).
    #[arg(long, default_value = "reversi-server.db", value_name = "PATH|URL")]
    pub db: String,
    /// Also serve the web build in DIR (`web/build.sh DIR`), so that one
    /// command hosts the browser game and its online play.
    #[arg(long, value_name = "DIR")]
    pub web: Option<PathBuf>,
    /// The page's address, for the game links players share (default:
    /// `http://` and the listening address).
    #[arg(long, value_name = "URL")]
    pub public_url: Option<String>,
    /// Seconds the player to move may be gone before losing the game.
    #[arg(long, default_value_t = 120, value_name = "SECONDS")]
    pub abandon: u64,
    /// The most a move's time is reduced for the network, in milliseconds
    /// (each connection's measured round trip, up to this).
    #[arg(long, default_value_t = 1000, value_name = "MS")]
    pub max_allowance: u64,
    /// The bots' levels (1-10), each a player anyone can challenge.
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "1,3,5,7,10",
        value_name = "LEVELS"
    )]
    pub bots: Vec<u32>,
    /// Threads the bots think on (off the threads that answer people).
    #[arg(long, default_value_t = 1, value_name = "N")]
    pub bot_threads: usize,
}

impl Config {
    /// The database URL `--db` names: a path is a SQLite file, created if
    /// need be.
    pub fn database_url(&self) -> String {
        if self.db.contains("://") || self.db.starts_with("sqlite:") {
            self.db.clone()
        } else {
            format!("sqlite://{}?mode=rwc", self.db)
        }
    }
}

/// A server running: where it listens, and how to stop it.
pub struct Running {
    pub addr: SocketAddr,
    pub hub: Arc<Hub>,
    stop: tokio::sync::watch::Sender<bool>,
    pub served: tokio::task::JoinHandle<std::io::Result<()>>,
}

impl Running {
    pub async fn stop(self) {
        let _ = self.stop.send(true);
        let _ = self.served.await;
    }
}

/// Opens the store, starts the hub and its sweeps, and listens.
pub async fn start(config: Config) -> Result<Running, String> {
    let store = Store::open(&config.database_url())
        .await
        .map_err(|e| format!("cannot open the database: {e}"))?;
    for &level in &config.bots {
        if reversi_engine::Level::get(level).is_none() {
            return Err(format!("--bots: there is no level {level} (1 to 10)"));
        }
    }
    let listener = tokio::net::TcpListener::bind(config.listen)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", config.listen))?;
    let addr = listener
        .local_addr()
        .map_err(|e| format!("cannot listen: {e}"))?;
    if store.backend == Backend::Sqlite {
        // The only server on this file: the time it was down is nobody's.
        store
            .resume_after_restart(hub::now_ms())
            .await
            .map_err(|e| format!("cannot read the games: {e}"))?;
    }
    let settings = Settings {
        abandon: Duration::from_secs(config.abandon),
        max_allowance: Duration::from_millis(config.max_allowance),
        link_base: config
            .public_url
            .clone()
            .unwrap_or_else(|| format!("http://{addr}/")),
        bot_levels: config.bots.clone(),
    };
    let (hub, mut answers) = Hub::new(store.clone(), settings, config.bot_threads)
        .await
        .map_err(|e| format!("cannot start: {e}"))?;
    let (stop, mut stopped) = tokio::sync::watch::channel(false);

    // The bots' moves, played as they come.
    let bots_hub = Arc::clone(&hub);
    tokio::spawn(async move {
        while let Some(answer) = answers.recv().await {
            let hub = Arc::clone(&bots_hub);
            tokio::spawn(async move { hub.bot_answered(answer).await });
        }
    });
    // Clocks, absences, and games nobody holds.
    let sweeping = Arc::clone(&hub);
    let mut sweep_stopped = stop.subscribe();
    tokio::spawn(async move {
        let mut sweep = tokio::time::interval(SWEEP_EVERY);
        let mut adopt = tokio::time::interval(ADOPT_EVERY);
        loop {
            tokio::select! {
                _ = sweep.tick() => sweeping.sweep().await,
                _ = adopt.tick() => sweeping.adopt_orphans().await,
                _ = sweep_stopped.changed() => break,
            }
        }
    });
    // Other servers' changes, on PostgreSQL.
    if store.backend == Backend::Postgres {
        let mut listener = sqlx::postgres::PgListener::connect(&store.url)
            .await
            .map_err(|e| format!("cannot listen to the database: {e}"))?;
        listener
            .listen("reversi_games")
            .await
            .map_err(|e| format!("cannot listen to the database: {e}"))?;
        let hearing = Arc::clone(&hub);
        let mut listen_stopped = stop.subscribe();
        tokio::spawn(async move {
            loop {
                tokio::select! {
                    notification = listener.recv() => match notification {
                        Ok(notification) => {
                            let (code, server) = notification
                                .payload()
                                .split_once(' ')
                                .unwrap_or((notification.payload(), ""));
                            // Its own changes a server knows already.
                            if server != hearing.instance {
                                let hub = Arc::clone(&hearing);
                                let code = code.to_string();
                                tokio::spawn(async move { hub.refresh(&code).await });
                            }
                        }
                        // PgListener reconnects by itself; a changed game
                        // missed meanwhile is read on its next request.
                        Err(e) => tracing::warn!("database notifications: {e}"),
                    },
                    _ = listen_stopped.changed() => break,
                }
            }
        });
    }

    let app = http::router(Arc::clone(&hub), config.web.clone());
    let served = tokio::spawn(async move {
        axum::serve(listener, app)
            .with_graceful_shutdown(async move {
                let _ = stopped.changed().await;
            })
            .await
    });
    Ok(Running {
        addr,
        hub,
        stop,
        served,
    })
}
