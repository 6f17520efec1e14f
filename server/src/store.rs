//! Where games, moves and players are kept: SQLite (one file) or PostgreSQL
//! (by URL), through sqlx's driver for either, with the migrations in
//! `server/migrations/`. Every query binds its values; none is built from
//! a request's text. A move is stored before anyone is told of it.

use std::time::Duration;

use reversi_engine::{Clocks, Color, Game, Move, TimeControl};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Row};

use crate::protocol::PlayerView;
use crate::table::{Ending, Reason, Status, Table, color_name, parse_color};

/// A rating is provisional while its deviation is this or more.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// Glicko-2's start: 1500 ± 350, volatility 0.06 (Glickman's suggestion).
const START: Glicko2Rating = Glicko2Rating {
    rating: 1500.0,
    deviation: 350.0,
    volatility: 0.06,
};

/// A query of players' views: their columns, then `$rest`.
macro_rules! players_where {
    ($rest:literal) => {
        concat!(
            "SELECT id, name, bot, rating, deviation FROM players ",
            $rest
        )
    };
}

/// The migrations, oldest first, built into the binary (sqlx's runtime
/// migrator, not its macro: the macro's crate would compile sqlx and
/// SQLite a second time, for the build host).
const MIGRATIONS: [(i64, &str, &str); 1] =
    [(1, "games", include_str!("../migrations/0001_games.sql"))];

fn migrator() -> sqlx::migrate::Migrator {
    use sqlx::SqlSafeStr;
    use sqlx::migrate::{Migration, MigrationType, Migrator};
    Migrator::with_migrations(
        MIGRATIONS
            .iter()
            .map(|&(version, description, sql)| {
                Migration::new(
                    version,
                    description.into(),
                    MigrationType::Simple,
                    sql.into_sql_str(),
                    false,
                )
            })
            .collect(),
    )
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// A store error: the database's, said in one line (never a token).
#[derive(Debug)]
pub struct StoreError(pub String);

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> StoreError {
        StoreError(e.to_string())
    }
}

impl From<sqlx::migrate::MigrateError> for StoreError {
    fn from(e: sqlx::migrate::MigrateError) -> StoreError {
        StoreError(e.to_string())
    }
}

pub type StoreResult<T> = Result<T, StoreError>;

/// A game in a player's history.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct HistoryEntry {
    pub code: String,
    pub black: Option<String>,
    pub white: Option<String>,
    pub clock: String,
    pub rated: bool,
    pub status: String,
    pub winner: Option<String>,
    pub reason: Option<String>,
    pub created_ms: i64,
}

#[derive(Clone)]
pub struct Store {
    pub pool: AnyPool,
    pub backend: Backend,
    pub url: String,
}

impl Store {
    /// Opens (creating a SQLite file if need be) and migrates.
    pub async fn open(url: &str) -> StoreResult<Store> {
        sqlx::any::install_default_drivers();
        let backend = if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            Backend::Postgres
        } else if url.starts_with("sqlite:") {
            Backend::Sqlite
        } else {
            return Err(StoreError(format!(
                "--db: {url:?} is neither a sqlite: nor a postgres: URL"
            )));
        };
        let options = AnyPoolOptions::new().acquire_timeout(Duration::from_secs(10));
        let pool = match backend {
            // One writer at a time is SQLite's way: one connection, no
            // "database is locked"; the write-ahead log makes each commit
            // one append, synced at checkpoints (a killed process loses no
            // committed move).
            Backend::Sqlite => {
                options
                    .max_connections(1)
                    .after_connect(|connection, _| {
                        Box::pin(async move {
                            use sqlx::Executor;
                            connection.execute("PRAGMA journal_mode = WAL").await?;
                            connection.execute("PRAGMA synchronous = NORMAL").await?;
                            connection.execute("PRAGMA foreign_keys = ON").await?;
                            Ok(())
                        })
                    })
                    .connect(url)
                    .await?
            }
            Backend::Postgres => options.max_connections(8).connect(url).await?,
        };
        migrator().run(&pool).await?;
        Ok(Store {
            pool,
            backend,
            url: url.to_string(),
        })
    }

    pub async fn create_player(
        &self,
        id: &str,
        name: &str,
        token_hash: Option<&str>,
        bot: bool,
        now_ms: i64,
    ) -> StoreResult<PlayerView> {
        sqlx::query(
            "INSERT INTO players (id, token_hash, name, bot, rating, deviation, volatility, created_ms) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(id)
        .bind(token_hash)
        .bind(name)
        .bind(i64::from(bot))
        .bind(START.rating)
        .bind(START.deviation)
        .bind(START.volatility)
        .bind(now_ms)
        .execute(&self.pool)
        .await?;
        Ok(self.player(id).await?.expect("the player just made"))
    }

    fn player_view(row: &AnyRow) -> StoreResult<PlayerView> {
        let deviation: f64 = row.try_get("deviation")?;
        Ok(PlayerView {
            id: row.try_get("id")?,
            name: row.try_get("name")?,
            bot: row.try_get::<i64, _>("bot")? != 0,
            rating: row.try_get("rating")?,
            deviation,
            provisional: deviation >= PROVISIONAL_DEVIATION,
        })
    }

    pub async fn player(&self, id: &str) -> StoreResult<Option<PlayerView>> {
        let row = sqlx::query(players_where!("WHERE id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(Self::player_view).transpose()
    }

    pub async fn player_by_token(&self, token_hash: &str) -> StoreResult<Option<PlayerView>> {
        let row = sqlx::query(players_where!("WHERE token_hash = $1"))
            .bind(token_hash)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(Self::player_view).transpose()
    }

    pub async fn set_name(&self, id: &str, name: &str) -> StoreResult<()> {
        sqlx::query("UPDATE players SET name = $1 WHERE id = $2")
            .bind(name)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The rated players, best first.
    pub async fn ratings(&self, limit: i64) -> StoreResult<Vec<PlayerView>> {
        let rows = sqlx::query(players_where!(
            "WHERE rated_games > 0 ORDER BY rating DESC, id LIMIT $1"
        ))
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(Self::player_view).collect()
    }

    pub async fn insert_game(&self, table: &Table) -> StoreResult<()> {
        Self::insert_with(&self.pool, table).await
    }

    async fn insert_with<'e, E>(executor: E, table: &Table) -> StoreResult<()>
    where
        E: sqlx::Executor<'e, Database = sqlx::Any>,
    {
        sqlx::query(
            "INSERT INTO games (code, creator, creator_color, black, white, base_ms, increment_ms, \
             rated, created_ms, turn_started_ms, plies, status, rematch_of) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, $11, $12)",
        )
        .bind(&table.code)
        .bind(&table.creator)
        .bind(&table.creator_color)
        .bind(table.seats[0].as_ref().map(|p| p.id.clone()))
        .bind(table.seats[1].as_ref().map(|p| p.id.clone()))
        .bind(table.control.base.as_millis() as i64)
        .bind(table.control.increment.as_millis() as i64)
        .bind(i64::from(table.rated))
        .bind(table.created_ms)
        .bind(table.turn_started_ms)
        .bind(table.status.as_str())
        .bind(table.rematch_of.clone())
        .execute(executor)
        .await?;
        Ok(())
    }

    /// `color` asks for a rematch of a finished game.
    pub async fn ask_rematch(&self, code: &str, color: Color) -> StoreResult<()> {
        let query = match color {
            Color::Black => {
                "UPDATE games SET black_rematch = 1 WHERE code = $1 AND status = 'finished'"
            }
            Color::White => {
                "UPDATE games SET white_rematch = 1 WHERE code = $1 AND status = 'finished'"
            }
        };
        sqlx::query(query).bind(code).execute(&self.pool).await?;
        Ok(())
    }

    /// Whether each seat has asked for a rematch of `code`, and the
    /// rematch if one was made.
    pub async fn rematch_state(&self, code: &str) -> StoreResult<([bool; 2], Option<String>)> {
        let row = sqlx::query(
            "SELECT black_rematch, white_rematch, rematch_code FROM games WHERE code = $1",
        )
        .bind(code)
        .fetch_one(&self.pool)
        .await?;
        Ok((
            [
                row.try_get::<i64, _>("black_rematch")? != 0,
                row.try_get::<i64, _>("white_rematch")? != 0,
            ],
            row.try_get("rematch_code")?,
        ))
    }

    /// Makes `next` the rematch of its `rematch_of` game, once: false when
    /// a rematch was made already (by another server) or not both asked.
    pub async fn start_rematch(&self, next: &Table) -> StoreResult<bool> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query(
            "UPDATE games SET rematch_code = $1 WHERE code = $2 AND rematch_code IS NULL \
             AND black_rematch = 1 AND white_rematch = 1",
        )
        .bind(&next.code)
        .bind(next.rematch_of.clone())
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            tx.rollback().await?;
            return Ok(false);
        }
        Self::insert_with(&mut *tx, next).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Seats the second player of an open game; false when it is no longer
    /// open (another joined first, on this server or another).
    pub async fn start_game(&self, table: &Table) -> StoreResult<bool> {
        let done = sqlx::query(
            "UPDATE games SET black = $1, white = $2, status = 'playing', turn_started_ms = $3 \
             WHERE code = $4 AND status = 'open'",
        )
        .bind(table.seats[0].as_ref().map(|p| p.id.clone()))
        .bind(table.seats[1].as_ref().map(|p| p.id.clone()))
        .bind(table.turn_started_ms)
        .bind(&table.code)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// An open game withdrawn by its creator: gone, as it never started.
    pub async fn withdraw(&self, code: &str) -> StoreResult<bool> {
        let done = sqlx::query("DELETE FROM games WHERE code = $1 AND status = 'open'")
            .bind(code)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Stores moves played from ply `from` and the clock's new start, and
    /// the ending if they end the game (with the ratings), in one
    /// transaction; false when another server stored ply `from` first.
    pub async fn record_moves(
        &self,
        table: &Table,
        from: u32,
        moves: &[(Move, u64)],
        now_ms: i64,
    ) -> StoreResult<bool> {
        let mut tx = self.pool.begin().await?;
        let plies = from as i64 + moves.len() as i64;
        let done = sqlx::query(
            "UPDATE games SET plies = $1, turn_started_ms = $2 \
             WHERE code = $3 AND plies = $4 AND status = 'playing'",
        )
        .bind(plies)
        .bind(now_ms)
        .bind(&table.code)
        .bind(from as i64)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            tx.rollback().await?;
            return Ok(false);
        }
        for (offset, (mv, ms)) in moves.iter().enumerate() {
            let square = match mv {
                Move::Place(square) => square.to_string(),
                Move::Pass => "pass".into(),
            };
            sqlx::query(
                "INSERT INTO moves (code, ply, square, ms, at_ms) VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(&table.code)
            .bind(from as i64 + offset as i64)
            .bind(square)
            .bind(*ms as i64)
            .bind(now_ms)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// Ends a game at `plies` moves (a move stored after is refused), with
    /// the ratings of a rated game updated as Glicko-2 says, in one
    /// transaction; the ending with its rating changes, or none when the
    /// game had already ended or moved on.
    pub async fn finish(
        &self,
        table: &Table,
        winner: Option<Color>,
        reason: Reason,
        now_ms: i64,
    ) -> StoreResult<Option<Ending>> {
        let mut tx = self.pool.begin().await?;
        let mut change = None;
        if table.rated
            && let (Some(black), Some(white)) = (&table.seats[0], &table.seats[1])
        {
            let mut ratings = Vec::new();
            for id in [&black.id, &white.id] {
                let row =
                    sqlx::query("SELECT rating, deviation, volatility FROM players WHERE id = $1")
                        .bind(id)
                        .fetch_one(&mut *tx)
                        .await?;
                ratings.push(Glicko2Rating {
                    rating: row.try_get("rating")?,
                    deviation: row.try_get("deviation")?,
                    volatility: row.try_get("volatility")?,
                });
            }
            let outcome = match winner {
                Some(Color::Black) => Outcomes::WIN,
                Some(Color::White) => Outcomes::LOSS,
                None => Outcomes::DRAW,
            };
            let (new_black, new_white) =
                glicko2(&ratings[0], &ratings[1], &outcome, &Glicko2Config::new());
            for (id, new) in [(&black.id, new_black), (&white.id, new_white)] {
                sqlx::query(
                    "UPDATE players SET rating = $1, deviation = $2, volatility = $3, \
                     rated_games = rated_games + 1 WHERE id = $4",
                )
                .bind(new.rating)
                .bind(new.deviation)
                .bind(new.volatility)
                .bind(id)
                .execute(&mut *tx)
                .await?;
            }
            change = Some([
                new_black.rating - ratings[0].rating,
                new_white.rating - ratings[1].rating,
            ]);
        }
        let done = sqlx::query(
            "UPDATE games SET status = 'finished', winner = $1, reason = $2, finished_ms = $3, \
             black_change = $4, white_change = $5 \
             WHERE code = $6 AND status = 'playing' AND plies = $7",
        )
        .bind(winner.map_or("draw", color_name))
        .bind(reason.as_str())
        .bind(now_ms)
        .bind(change.map(|c: [f64; 2]| c[0]))
        .bind(change.map(|c: [f64; 2]| c[1]))
        .bind(&table.code)
        .bind(table.ply() as i64)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            tx.rollback().await?;
            return Ok(None);
        }
        tx.commit().await?;
        Ok(Some(Ending {
            winner,
            reason,
            change,
        }))
    }

    /// When `color`'s last connection to the game closed (none: connected).
    pub async fn set_left(&self, code: &str, color: Color, left: Option<i64>) -> StoreResult<()> {
        let query = match color {
            Color::Black => "UPDATE games SET black_left_ms = $1 WHERE code = $2",
            Color::White => "UPDATE games SET white_left_ms = $1 WHERE code = $2",
        };
        sqlx::query(query)
            .bind(left)
            .bind(code)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Every unfinished game's clock and absences restarted at `now_ms`:
    /// the time a lone server was down is nobody's (run at its start, on
    /// SQLite only, where one server is the only one).
    pub async fn resume_after_restart(&self, now_ms: i64) -> StoreResult<()> {
        sqlx::query(
            "UPDATE games SET turn_started_ms = $1, black_left_ms = $1, white_left_ms = $1 \
             WHERE status = 'playing'",
        )
        .bind(now_ms)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// A game with its moves replayed through the rules.
    pub async fn load(&self, code: &str) -> StoreResult<Option<Table>> {
        let Some(row) = sqlx::query(
            "SELECT code, creator, creator_color, black, white, base_ms, increment_ms, rated, \
             created_ms, turn_started_ms, status, winner, reason, black_left_ms, white_left_ms, \
             black_change, white_change, black_rematch, white_rematch, rematch_code, rematch_of \
             FROM games WHERE code = $1",
        )
        .bind(code)
        .fetch_optional(&self.pool)
        .await?
        else {
            return Ok(None);
        };
        let mut seats = [None, None];
        for (index, column) in ["black", "white"].into_iter().enumerate() {
            if let Some(id) = row.try_get::<Option<String>, _>(column)? {
                seats[index] = self.player(&id).await?;
            }
        }
        let millis = |column: &str| -> StoreResult<Duration> {
            Ok(Duration::from_millis(
                row.try_get::<i64, _>(column)?.max(0) as u64
            ))
        };
        let control = TimeControl {
            base: millis("base_ms")?,
            increment: millis("increment_ms")?,
        };
        let status_text: String = row.try_get("status")?;
        let status = Status::parse(&status_text)
            .ok_or_else(|| StoreError(format!("game {code}: status {status_text:?}")))?;
        let mut game = Game::new();
        let mut clocks = Clocks::new(control);
        let moves = sqlx::query("SELECT ply, square, ms FROM moves WHERE code = $1 ORDER BY ply")
            .bind(code)
            .fetch_all(&self.pool)
            .await?;
        for (ply, mv) in moves.iter().enumerate() {
            let square: String = mv.try_get("square")?;
            let played = if square == "pass" {
                game.play(Move::Pass)
            } else {
                let square = square
                    .parse()
                    .map_err(|_| StoreError(format!("game {code}: move {square:?}")))?;
                game.play(Move::Place(square))
            };
            played.map_err(|e| StoreError(format!("game {code}, ply {ply}: {e}")))?;
            let ms: i64 = mv.try_get("ms")?;
            clocks.record(ply, Duration::from_millis(ms.max(0) as u64));
        }
        let ending = match row.try_get::<Option<String>, _>("reason")? {
            Some(reason) => {
                let winner: Option<String> = row.try_get("winner")?;
                let black: Option<f64> = row.try_get("black_change")?;
                let white: Option<f64> = row.try_get("white_change")?;
                Some(Ending {
                    winner: winner.as_deref().and_then(parse_color),
                    reason: Reason::parse(&reason)
                        .ok_or_else(|| StoreError(format!("game {code}: reason {reason:?}")))?,
                    change: black.zip(white).map(|(b, w)| [b, w]),
                })
            }
            None => None,
        };
        Ok(Some(Table {
            code: row.try_get("code")?,
            creator: row.try_get("creator")?,
            creator_color: row.try_get("creator_color")?,
            seats,
            control,
            rated: row.try_get::<i64, _>("rated")? != 0,
            status,
            game,
            clocks,
            turn_started_ms: row.try_get("turn_started_ms")?,
            ending,
            left_ms: [row.try_get("black_left_ms")?, row.try_get("white_left_ms")?],
            rematch: [
                row.try_get::<i64, _>("black_rematch")? != 0,
                row.try_get::<i64, _>("white_rematch")? != 0,
            ],
            rematch_code: row.try_get("rematch_code")?,
            rematch_of: row.try_get("rematch_of")?,
            created_ms: row.try_get("created_ms")?,
        }))
    }

    /// The open games, oldest first, with their creators' absence.
    pub async fn open_games(&self) -> StoreResult<Vec<String>> {
        let rows = sqlx::query(
            "SELECT code FROM games WHERE status = 'open' ORDER BY created_ms, code LIMIT 200",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|row| Ok(row.try_get("code")?)).collect()
    }

    /// The codes of `player`'s games not yet finished (open or playing).
    pub async fn unfinished_of(&self, player: &str) -> StoreResult<Vec<String>> {
        let rows = sqlx::query(
            "SELECT code FROM games WHERE status <> 'finished' \
             AND (black = $1 OR white = $1 OR creator = $1) ORDER BY created_ms",
        )
        .bind(player)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|row| Ok(row.try_get("code")?)).collect()
    }

    /// The games in play, for a server's sweep of clocks and absences.
    pub async fn playing(&self) -> StoreResult<Vec<String>> {
        let rows = sqlx::query("SELECT code FROM games WHERE status = 'playing'")
            .fetch_all(&self.pool)
            .await?;
        rows.iter().map(|row| Ok(row.try_get("code")?)).collect()
    }

    /// `player`'s games, newest first.
    pub async fn history(&self, player: &str, limit: i64) -> StoreResult<Vec<HistoryEntry>> {
        let rows = sqlx::query(
            "SELECT g.code, b.name AS black_name, w.name AS white_name, g.base_ms, \
             g.increment_ms, g.rated, g.status, g.winner, g.reason, g.created_ms \
             FROM games g LEFT JOIN players b ON b.id = g.black LEFT JOIN players w ON w.id = g.white \
             WHERE g.black = $1 OR g.white = $1 ORDER BY g.created_ms DESC, g.code LIMIT $2",
        )
        .bind(player)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                let control = TimeControl {
                    base: Duration::from_millis(row.try_get::<i64, _>("base_ms")? as u64),
                    increment: Duration::from_millis(row.try_get::<i64, _>("increment_ms")? as u64),
                };
                Ok(HistoryEntry {
                    code: row.try_get("code")?,
                    black: row.try_get("black_name")?,
                    white: row.try_get("white_name")?,
                    clock: crate::table::clock_text(control),
                    rated: row.try_get::<i64, _>("rated")? != 0,
                    status: row.try_get("status")?,
                    winner: row.try_get("winner")?,
                    reason: row.try_get("reason")?,
                    created_ms: row.try_get("created_ms")?,
                })
            })
            .collect()
    }

    /// Tells the other servers on this database that a game changed
    /// (PostgreSQL's NOTIFY, `CODE SERVER`; SQLite has one server and
    /// nothing to tell).
    pub async fn notify(&self, code: &str, server: &str) -> StoreResult<()> {
        if self.backend == Backend::Postgres {
            // pg_notify returns void, which the driver for both databases
            // does not read: a row of 1 instead.
            sqlx::query("SELECT 1 AS told FROM (SELECT pg_notify('reversi_games', $1)) AS n")
                .bind(format!("{code} {server}"))
                .execute(&self.pool)
                .await?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_migration_file_is_built_in_in_order() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().into_string().unwrap())
            .collect();
        files.sort();
        let built_in: Vec<String> = MIGRATIONS
            .iter()
            .map(|(version, description, _)| format!("{version:04}_{description}.sql"))
            .collect();
        assert_eq!(files, built_in);
    }
}
