//! The games in play and who follows them. Every request that changes a
//! game comes here, is checked against the table (the engine's rules, the
//! seat, the turn, the clock), is stored, and only then is told to the
//! players and spectators. With PostgreSQL, other servers hear of each
//! change through NOTIFY and read the game again (`refresh`).

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rand::{Rng, RngExt};
use reversi_engine::{Clocks, Color, Game, Level, Move, TimeControl};
use tokio::sync::{Notify, mpsc};

use crate::bots::{Answer, BotPool, Job};
use crate::protocol::{ColorChoice, Event, OpenGame, PlayerView};
use crate::store::{Store, StoreError};
use crate::table::{Reason, Refusal, Status, Table, clock_text, color_name};

/// Messages waiting for a client; one that falls this far behind is
/// disconnected (a client that never reads costs the server nothing more).
pub const OUTBOX: usize = 256;

/// Where the hub sends a connection its frames' text. A connection whose
/// outbox is full is kicked: it is closed rather than left behind.
#[derive(Clone)]
pub struct Outbox {
    frames: mpsc::Sender<Arc<str>>,
    kick: Arc<Notify>,
}

impl Outbox {
    pub fn new(frames: mpsc::Sender<Arc<str>>, kick: Arc<Notify>) -> Outbox {
        Outbox { frames, kick }
    }

    pub fn try_send(&self, text: Arc<str>) -> bool {
        match self.frames.try_send(text) {
            Ok(()) => true,
            Err(mpsc::error::TrySendError::Full(_)) => {
                self.kick.notify_one();
                false
            }
            Err(mpsc::error::TrySendError::Closed(_)) => false,
        }
    }
}

/// The server's choices that the hub applies.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The player to move, gone this long, loses.
    pub abandon: Duration,
    /// The most a move's time is reduced for the network (the connection's
    /// measured round trip, up to this).
    pub max_allowance: Duration,
    /// The page's address, for game links (`{link}#online=CODE`).
    pub link_base: String,
    /// The bot levels offered.
    pub bot_levels: Vec<u32>,
}

/// A connection following a game.
struct Watcher {
    connection: u64,
    player: Option<String>,
    outbox: Outbox,
}

/// A game in memory: its table (one request at a time, stored before it is
/// told), who follows it, and whether a bot is thinking for it.
pub struct Live {
    table: tokio::sync::Mutex<Table>,
    watchers: Mutex<Vec<Watcher>>,
    bot_thinking: Mutex<Option<u32>>,
}

impl Live {
    fn new(table: Table) -> Live {
        Live {
            table: tokio::sync::Mutex::new(table),
            watchers: Mutex::new(Vec::new()),
            bot_thinking: Mutex::new(None),
        }
    }
}

pub struct Hub {
    pub store: Store,
    pub settings: Settings,
    tables: Mutex<HashMap<String, Arc<Live>>>,
    /// Each bot level's player.
    bots: HashMap<u32, PlayerView>,
    pool: BotPool,
    pub connections: AtomicUsize,
    next_connection: AtomicU64,
    /// This server among those sharing a database (in its notifications).
    pub instance: String,
}

pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

fn internal(e: StoreError) -> Refusal {
    tracing::error!("storage: {e}");
    Refusal::new("internal", "the server could not store that; try again")
}

/// A short game code: 8 letters and digits without look-alikes.
fn new_code() -> String {
    const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
    let mut rng = rand::rng();
    (0..8)
        .map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char)
        .collect()
}

/// A new player's id and secret token.
pub fn new_secret(bytes: usize) -> String {
    let mut rng = rand::rng();
    let mut raw = vec![0u8; bytes];
    rng.fill_bytes(&mut raw);
    raw.iter().map(|b| format!("{b:02x}")).collect()
}

fn send(outbox: &Outbox, text: &Arc<str>) {
    outbox.try_send(Arc::clone(text));
}

pub fn frame(event: &Event) -> Arc<str> {
    serde_json::to_string(event)
        .expect("events serialise")
        .into()
}

impl Hub {
    pub async fn new(
        store: Store,
        settings: Settings,
        bot_threads: usize,
    ) -> Result<(Arc<Hub>, mpsc::UnboundedReceiver<Answer>), StoreError> {
        let mut bots = HashMap::new();
        for &level in &settings.bot_levels {
            let id = format!("bot-{level}");
            let player = match store.player(&id).await? {
                Some(player) => player,
                None => {
                    let name = Level::get(level)
                        .map_or("Bot".into(), |l| format!("{} (level {level})", l.name));
                    store
                        .create_player(&id, &name, None, true, now_ms())
                        .await?
                }
            };
            bots.insert(level, player);
        }
        let (answers, answered) = mpsc::unbounded_channel();
        let pool = BotPool::start(bot_threads, answers);
        let hub = Arc::new(Hub {
            store,
            settings,
            tables: Mutex::new(HashMap::new()),
            bots,
            pool,
            connections: AtomicUsize::new(0),
            next_connection: AtomicU64::new(1),
            instance: new_secret(6),
        });
        Ok((hub, answered))
    }

    pub fn connection_id(&self) -> u64 {
        self.next_connection.fetch_add(1, Ordering::Relaxed)
    }

    pub fn live_games(&self) -> usize {
        self.tables.lock().expect("tables").len()
    }

    pub fn bot_players(&self) -> Vec<PlayerView> {
        let mut bots: Vec<PlayerView> = self.bots.values().cloned().collect();
        bots.sort_by(|a, b| a.id.cmp(&b.id));
        bots
    }

    /// The game in memory, read from the store if need be.
    async fn live(&self, code: &str) -> Result<Arc<Live>, Refusal> {
        if let Some(live) = self.tables.lock().expect("tables").get(code) {
            return Ok(Arc::clone(live));
        }
        let table = self
            .store
            .load(code)
            .await
            .map_err(internal)?
            .ok_or_else(|| Refusal::new("no_game", format!("there is no game {code:?}")))?;
        let mut tables = self.tables.lock().expect("tables");
        Ok(Arc::clone(
            tables
                .entry(code.to_string())
                .or_insert_with(|| Arc::new(Live::new(table))),
        ))
    }

    /// Sends every follower of `live` the same frame.
    fn broadcast(&self, live: &Live, event: &Event) {
        let text = frame(event);
        for watcher in live.watchers.lock().expect("watchers").iter() {
            send(&watcher.outbox, &text);
        }
    }

    /// Sends every follower the game as they see it.
    fn broadcast_views(&self, live: &Live, table: &Table) {
        let now = now_ms();
        for watcher in live.watchers.lock().expect("watchers").iter() {
            let view = table.view(watcher.player.as_deref(), now);
            send(
                &watcher.outbox,
                &frame(&Event::Game {
                    game: Box::new(view),
                }),
            );
        }
    }

    fn follow(&self, live: &Live, connection: u64, player: &str, outbox: &Outbox) {
        let mut watchers = live.watchers.lock().expect("watchers");
        if !watchers.iter().any(|w| w.connection == connection) {
            watchers.push(Watcher {
                connection,
                player: Some(player.to_string()),
                outbox: outbox.clone(),
            });
        }
    }

    /// `M+S` (minutes, seconds a move) or GGF's `MM:SS/MM:SS`, for clocks
    /// of seconds: at most 3 hours and a minute a move.
    fn parse_clock(clock: &str) -> Result<TimeControl, Refusal> {
        if clock.contains(':') {
            return TimeControl::from_ggf(clock)
                .filter(|c| c.base <= Duration::from_secs(3 * 3600))
                .filter(|c| c.increment <= Duration::from_secs(60))
                .ok_or_else(|| {
                    Refusal::new(
                        "clock",
                        format!("{clock:?}: not a clock (3+2, or 00:30/00:01 up to 3 hours and a minute a move)"),
                    )
                });
        }
        clock.parse().map_err(|e: String| Refusal::new("clock", e))
    }

    fn open_table(
        &self,
        creator: &PlayerView,
        color: ColorChoice,
        control: TimeControl,
        rated: bool,
    ) -> Table {
        let mut seats = [None, None];
        let creator_color = match color {
            ColorChoice::Black => "black",
            ColorChoice::White => "white",
            ColorChoice::Random => "random",
        };
        // A random colour is drawn when the second player comes; until then
        // the creator waits in Black's seat.
        let seat = usize::from(color == ColorChoice::White);
        seats[seat] = Some(creator.clone());
        Table {
            code: new_code(),
            creator: creator.id.clone(),
            creator_color: creator_color.into(),
            seats,
            control,
            rated,
            status: Status::Open,
            game: Game::new(),
            clocks: Clocks::new(control),
            turn_started_ms: None,
            ending: None,
            left_ms: [None, None],
            rematch: [false; 2],
            rematch_code: None,
            rematch_of: None,
            created_ms: now_ms(),
        }
    }

    /// A new open game; its creator follows it.
    pub async fn create(
        &self,
        connection: u64,
        player: &PlayerView,
        outbox: &Outbox,
        color: ColorChoice,
        clock: &str,
        rated: bool,
    ) -> Result<(), Refusal> {
        let control = Self::parse_clock(clock)?;
        let table = self.open_table(player, color, control, rated);
        self.store_new(table, connection, player, outbox).await?;
        Ok(())
    }

    /// Stores a new game and keeps it in memory; its creator follows it and
    /// is told its code, link and view.
    async fn store_new(
        &self,
        table: Table,
        connection: u64,
        player: &PlayerView,
        outbox: &Outbox,
    ) -> Result<Arc<Live>, Refusal> {
        self.store.insert_game(&table).await.map_err(internal)?;
        let code = table.code.clone();
        let view = table.view(Some(&player.id), now_ms());
        let live = self.keep(table);
        self.follow(&live, connection, &player.id, outbox);
        let link = format!("{}#online={code}", self.settings.link_base);
        send(outbox, &frame(&Event::Created { code, link }));
        send(
            outbox,
            &frame(&Event::Game {
                game: Box::new(view),
            }),
        );
        Ok(live)
    }

    /// A stored game, kept in memory.
    fn keep(&self, table: Table) -> Arc<Live> {
        let code = table.code.clone();
        let live = Arc::new(Live::new(table));
        self.tables
            .lock()
            .expect("tables")
            .insert(code, Arc::clone(&live));
        live
    }

    /// Takes the free seat of an open game and starts it.
    pub async fn join(
        &self,
        connection: u64,
        player: &PlayerView,
        outbox: &Outbox,
        code: &str,
    ) -> Result<(), Refusal> {
        let live = self.live(code).await?;
        let mut table = live.table.lock().await;
        if table.seat_of(&player.id).is_some() {
            // Their own game: followed again, as on a reconnect.
            drop(table);
            return self.watch(connection, Some(player), outbox, code).await;
        }
        if table.status != Status::Open {
            return Err(Refusal::new("full", "that game has both its players"));
        }
        let creator = table
            .seats
            .iter()
            .flatten()
            .next()
            .cloned()
            .ok_or_else(|| Refusal::new("internal", "an open game without its creator"))?;
        let creator_black = match table.creator_color.as_str() {
            "black" => true,
            "white" => false,
            _ => rand::rng().random_bool(0.5),
        };
        let mut started = table.clone();
        started.seats = if creator_black {
            [Some(creator), Some(player.clone())]
        } else {
            [Some(player.clone()), Some(creator)]
        };
        started.status = Status::Playing;
        started.turn_started_ms = Some(now_ms());
        if !self.store.start_game(&started).await.map_err(internal)? {
            // Another server seated someone first.
            return Err(Refusal::new("full", "that game has both its players"));
        }
        *table = started;
        self.follow(&live, connection, &player.id, outbox);
        self.broadcast_views(&live, &table);
        self.tell_others(code).await;
        Ok(())
    }

    /// The open games others made, for `viewer`.
    pub async fn list(&self, viewer: &str) -> Result<Vec<OpenGame>, Refusal> {
        let codes = self.store.open_games().await.map_err(internal)?;
        let mut games = Vec::new();
        for code in codes {
            let Ok(live) = self.live(&code).await else {
                continue;
            };
            let table = live.table.lock().await;
            if table.status != Status::Open || table.creator == viewer {
                continue;
            }
            let Some(creator) = table.seats.iter().flatten().next().cloned() else {
                continue;
            };
            games.push(OpenGame {
                code,
                clock: clock_text(table.control),
                rated: table.rated,
                creator,
                color: table.creator_color.clone(),
            });
        }
        Ok(games)
    }

    /// Joins the oldest open game of this clock and kind, or opens one.
    pub async fn quick(
        &self,
        connection: u64,
        player: &PlayerView,
        outbox: &Outbox,
        clock: &str,
        rated: bool,
    ) -> Result<(), Refusal> {
        let control = Self::parse_clock(clock)?;
        for open in self.list(&player.id).await? {
            if open.clock == clock_text(control) && open.rated == rated {
                match self.join(connection, player, outbox, &open.code).await {
                    Ok(()) => return Ok(()),
                    // Taken meanwhile: the next.
                    Err(refusal) if refusal.code == "full" => continue,
                    Err(refusal) => return Err(refusal),
                }
            }
        }
        self.create(
            connection,
            player,
            outbox,
            ColorChoice::Random,
            clock,
            rated,
        )
        .await
    }

    /// A casual game against a bot, started at once.
    pub async fn bot_game(
        self: &Arc<Self>,
        connection: u64,
        player: &PlayerView,
        outbox: &Outbox,
        level: u32,
        color: ColorChoice,
        clock: &str,
    ) -> Result<(), Refusal> {
        let control = Self::parse_clock(clock)?;
        let bot = self.bots.get(&level).cloned().ok_or_else(|| {
            Refusal::new(
                "level",
                format!(
                    "no bot of level {level}; levels {:?}",
                    self.settings.bot_levels
                ),
            )
        })?;
        let mut table = self.open_table(player, ColorChoice::Black, control, false);
        let person_black = match color {
            ColorChoice::Black => true,
            ColorChoice::White => false,
            ColorChoice::Random => rand::rng().random_bool(0.5),
        };
        table.seats = if person_black {
            [Some(player.clone()), Some(bot)]
        } else {
            [Some(bot), Some(player.clone())]
        };
        table.creator_color = color_name(if person_black {
            Color::Black
        } else {
            Color::White
        })
        .into();
        table.status = Status::Playing;
        table.turn_started_ms = Some(now_ms());
        let live = self
            .store_new(table.clone(), connection, player, outbox)
            .await?;
        self.schedule_bot(&live, &table);
        Ok(())
    }

    /// Follows a game: a spectator, or a player coming back to their seat.
    pub async fn watch(
        &self,
        connection: u64,
        player: Option<&PlayerView>,
        outbox: &Outbox,
        code: &str,
    ) -> Result<(), Refusal> {
        let live = self.live(code).await?;
        let mut table = live.table.lock().await;
        {
            let mut watchers = live.watchers.lock().expect("watchers");
            if !watchers.iter().any(|w| w.connection == connection) {
                watchers.push(Watcher {
                    connection,
                    player: player.map(|p| p.id.clone()),
                    outbox: outbox.clone(),
                });
            }
        }
        send(
            outbox,
            &frame(&Event::Game {
                game: Box::new(table.view(player.map(|p| p.id.as_str()), now_ms())),
            }),
        );
        if let Some(seat) = player.and_then(|p| table.seat_of(&p.id))
            && table.left_ms[seat.index()].is_some()
            && table.status != Status::Finished
        {
            self.store
                .set_left(code, seat, None)
                .await
                .map_err(internal)?;
            table.left_ms[seat.index()] = None;
            self.broadcast(
                &live,
                &Event::Presence {
                    code: code.into(),
                    color: color_name(seat).into(),
                    connected: true,
                },
            );
            self.tell_others(code).await;
        }
        Ok(())
    }

    /// A move by `player`, `allowance` taken off its time for the network.
    pub async fn play(
        self: &Arc<Self>,
        player: &str,
        code: &str,
        square: &str,
        ply: u32,
        allowance: Duration,
    ) -> Result<(), Refusal> {
        let live = self.live(code).await?;
        let mut table = live.table.lock().await;
        let square = table.check_move(player, square, ply)?;
        let now = now_ms();
        let mover = table.game.side_to_move();
        let elapsed = (now - table.turn_started_ms.unwrap_or(now)).max(0) as u64;
        let allowance = allowance.min(self.settings.max_allowance).as_millis() as u64;
        let spent = elapsed.saturating_sub(allowance);
        let left = table.clocks.left(table.game.moves(), mover).as_millis() as u64;
        if spent >= left {
            // The flag fell before the move came.
            drop(table);
            self.end_on_clock(&live, Duration::ZERO).await;
            return Err(Refusal::new("finished", "your time ran out"));
        }
        let mut next = table.clone();
        let played = next.play(square, spent, now);
        if !self
            .store
            .record_moves(&next, ply, &played, now)
            .await
            .map_err(internal)?
        {
            // Another server stored this ply first: read the game again.
            drop(table);
            self.refresh(code).await;
            return Err(Refusal::new("stale", "the game moved on"));
        }
        *table = next;
        for (offset, (mv, _)) in played.iter().enumerate() {
            let square = match mv {
                Move::Place(square) => square.to_string(),
                Move::Pass => "pass".into(),
            };
            let color = if offset == 0 { mover } else { !mover };
            self.broadcast(
                &live,
                &Event::Moved {
                    code: code.into(),
                    ply: ply + offset as u32,
                    square,
                    color: color_name(color).into(),
                    clocks_ms: table.clocks_ms(now),
                    to_move: (!table.game.position().is_game_over())
                        .then(|| color_name(table.game.side_to_move()).into()),
                },
            );
        }
        if let Some(ending) = table.board_ending() {
            self.finish(&live, &mut table, ending.winner, Reason::End)
                .await?;
        } else {
            self.schedule_bot(&live, &table);
        }
        self.tell_others(code).await;
        Ok(())
    }

    /// Ends `table` (locked) as `winner` by `reason`, stored first.
    async fn finish(
        &self,
        live: &Live,
        table: &mut Table,
        winner: Option<Color>,
        reason: Reason,
    ) -> Result<(), Refusal> {
        let Some(ending) = self
            .store
            .finish(table, winner, reason, now_ms())
            .await
            .map_err(internal)?
        else {
            return Err(Refusal::new("finished", "the game is over"));
        };
        table.status = Status::Finished;
        table.ending = Some(ending);
        let result = table.result_view().expect("an ending");
        self.broadcast(
            live,
            &Event::Ended {
                code: table.code.clone(),
                result,
            },
        );
        Ok(())
    }

    pub async fn resign(&self, player: &str, code: &str) -> Result<(), Refusal> {
        let live = self.live(code).await?;
        let mut table = live.table.lock().await;
        let seat = table
            .seat_of(player)
            .ok_or_else(|| Refusal::new("not_seated", "you have no seat in this game"))?;
        match table.status {
            Status::Finished => return Err(Refusal::new("finished", "the game is over")),
            Status::Open => return Err(Refusal::new("not_open", "the game has not started")),
            Status::Playing => {}
        }
        self.finish(&live, &mut table, Some(!seat), Reason::Resign)
            .await?;
        drop(table);
        self.tell_others(code).await;
        Ok(())
    }

    /// A rematch asked by `player`: offered to the opponent, who must be
    /// here; when both have asked, a new game with the colours swapped.
    pub async fn rematch(
        self: &Arc<Self>,
        connection: u64,
        player: &PlayerView,
        outbox: &Outbox,
        code: &str,
    ) -> Result<(), Refusal> {
        let live = self.live(code).await?;
        let mut table = live.table.lock().await;
        let seat = table
            .seat_of(&player.id)
            .ok_or_else(|| Refusal::new("not_seated", "you have no seat in this game"))?;
        if table.status != Status::Finished {
            return Err(Refusal::new("not_open", "the game is not over"));
        }
        let opponent = table.seats[(!seat).index()].clone().expect("two seats");
        if !opponent.bot && table.left_ms[(!seat).index()].is_some() {
            return Err(Refusal::new("no_game", "your opponent has left"));
        }
        if table.rematch_code.is_some() {
            return Err(Refusal::new("not_open", "the rematch has been made"));
        }
        let asking = if opponent.bot {
            vec![seat, !seat]
        } else {
            vec![seat]
        };
        for color in asking {
            self.store
                .ask_rematch(code, color)
                .await
                .map_err(internal)?;
        }
        // Both asks as stored: the other may have asked on another server.
        let (asked, made) = self.store.rematch_state(code).await.map_err(internal)?;
        table.rematch = asked;
        if made.is_some() {
            // Made on another server: its notice brings the players there.
            return Err(Refusal::new("not_open", "the rematch has been made"));
        }
        if !asked.iter().all(|&a| a) {
            self.broadcast(&live, &Event::RematchOffered { code: code.into() });
            drop(table);
            self.tell_others(code).await;
            return Ok(());
        }
        let mut next = self.open_table(player, ColorChoice::Black, table.control, table.rated);
        next.seats = [table.seats[1].clone(), table.seats[0].clone()];
        next.creator_color = color_name(!seat).into();
        next.status = Status::Playing;
        next.turn_started_ms = Some(now_ms());
        next.rematch_of = Some(code.to_string());
        if !self.store.start_rematch(&next).await.map_err(internal)? {
            return Err(Refusal::new("not_open", "the rematch has been made"));
        }
        table.rematch_code = Some(next.code.clone());
        let new_live = self.keep(next.clone());
        self.follow(&new_live, connection, &player.id, outbox);
        self.move_players(&live, &new_live, &next);
        drop(table);
        self.tell_others(code).await;
        Ok(())
    }

    /// The players of `old` on this server follow its rematch `next`, and
    /// are shown it.
    fn move_players(self: &Arc<Self>, old: &Live, new_live: &Live, next: &Table) {
        let watchers: Vec<(u64, Option<String>, Outbox)> = old
            .watchers
            .lock()
            .expect("watchers")
            .iter()
            .map(|w| (w.connection, w.player.clone(), w.outbox.clone()))
            .collect();
        for (connection, watcher, outbox) in watchers {
            if let Some(id) = watcher.filter(|id| next.seat_of(id).is_some()) {
                self.follow(new_live, connection, &id, &outbox);
            }
        }
        self.broadcast_views(new_live, next);
        self.schedule_bot(new_live, next);
    }

    /// Stops following a game; an open game of one's own is withdrawn.
    pub async fn leave(&self, connection: u64, player: &str, code: &str) -> Result<(), Refusal> {
        let live = self.live(code).await?;
        let table = live.table.lock().await;
        if table.status == Status::Open && table.creator == player {
            self.store.withdraw(code).await.map_err(internal)?;
            self.tables.lock().expect("tables").remove(code);
        }
        live.watchers
            .lock()
            .expect("watchers")
            .retain(|w| w.connection != connection);
        Ok(())
    }

    /// A connection closed: it follows nothing more, and a seat left with
    /// no connection is marked gone (abandonment counts from then).
    pub async fn disconnect(&self, connection: u64, player: Option<&str>) {
        let lives: Vec<(String, Arc<Live>)> = self
            .tables
            .lock()
            .expect("tables")
            .iter()
            .map(|(code, live)| (code.clone(), Arc::clone(live)))
            .collect();
        for (code, live) in lives {
            let still_here = {
                let mut watchers = live.watchers.lock().expect("watchers");
                let before = watchers.len();
                watchers.retain(|w| w.connection != connection);
                if watchers.len() == before {
                    continue;
                }
                watchers
                    .iter()
                    .any(|w| player.is_some() && w.player.as_deref() == player)
            };
            let Some(player) = player else { continue };
            if still_here {
                continue;
            }
            let mut table = live.table.lock().await;
            let Some(seat) = table.seat_of(player) else {
                continue;
            };
            if table.status == Status::Finished {
                continue;
            }
            let now = now_ms();
            if let Err(e) = self.store.set_left(&code, seat, Some(now)).await {
                tracing::error!("storage: {e}");
                continue;
            }
            table.left_ms[seat.index()] = Some(now);
            self.broadcast(
                &live,
                &Event::Presence {
                    code: code.clone(),
                    color: color_name(seat).into(),
                    connected: false,
                },
            );
            drop(table);
            self.tell_others(&code).await;
        }
    }

    /// The games `player` has not finished, followed again (a reconnect).
    pub async fn rejoin(&self, connection: u64, player: &PlayerView, outbox: &Outbox) {
        let codes = match self.store.unfinished_of(&player.id).await {
            Ok(codes) => codes,
            Err(e) => {
                tracing::error!("storage: {e}");
                return;
            }
        };
        for code in codes {
            let _ = self.watch(connection, Some(player), outbox, &code).await;
        }
    }

    /// Ends `live`'s game if the side to move's clock has run out `grace`
    /// ago or it has been gone too long.
    async fn end_on_clock(&self, live: &Live, grace: Duration) {
        let mut table = live.table.lock().await;
        let now = now_ms();
        let verdict = if let Some(loser) = table.flag_fallen(now - grace.as_millis() as i64) {
            Some((loser, Reason::Time))
        } else {
            table
                .abandoned(now, self.settings.abandon)
                .map(|loser| (loser, Reason::Abandon))
        };
        let Some((loser, reason)) = verdict else {
            return;
        };
        let code = table.code.clone();
        if self
            .finish(live, &mut table, Some(!loser), reason)
            .await
            .is_ok()
        {
            drop(table);
            self.tell_others(&code).await;
        }
    }

    /// One sweep: every game in memory whose clock ran out or whose player
    /// to move is gone ends; finished games nobody follows leave memory. A
    /// flag falls once the greatest network allowance has passed too, so
    /// that a move on its way is judged by its own allowance.
    pub async fn sweep(&self) {
        let grace = self.settings.max_allowance;
        let lives: Vec<(String, Arc<Live>)> = self
            .tables
            .lock()
            .expect("tables")
            .iter()
            .map(|(code, live)| (code.clone(), Arc::clone(live)))
            .collect();
        let now = now_ms();
        for (code, live) in lives {
            let Ok(table) = live.table.try_lock() else {
                continue;
            };
            let status = table.status;
            let due = table.flag_fallen(now - grace.as_millis() as i64).is_some()
                || table.abandoned(now, self.settings.abandon).is_some();
            drop(table);
            if due {
                self.end_on_clock(&live, grace).await;
            } else if status == Status::Finished
                && live.watchers.lock().expect("watchers").is_empty()
            {
                self.tables.lock().expect("tables").remove(&code);
            }
        }
    }

    /// The games in play that no server holds in memory (their players all
    /// gone): read, so that their clocks and absences are swept too.
    pub async fn adopt_orphans(&self) {
        let Ok(codes) = self.store.playing().await else {
            return;
        };
        for code in codes {
            let known = self.tables.lock().expect("tables").contains_key(&code);
            if !known {
                let _ = self.live(&code).await;
            }
        }
    }

    /// Asks the bot pool for a move when a bot is to move.
    fn schedule_bot(self: &Arc<Self>, live: &Live, table: &Table) {
        let Some(mover) = table.to_move() else {
            return;
        };
        let Some(bot) = table.seats[mover.index()].as_ref().filter(|p| p.bot) else {
            return;
        };
        let Some(level) = self
            .bots
            .iter()
            .find(|(_, p)| p.id == bot.id)
            .map(|(&level, _)| level)
        else {
            return;
        };
        let mut thinking = live.bot_thinking.lock().expect("bot");
        if *thinking == Some(table.ply()) {
            return;
        }
        let job = Job {
            code: table.code.clone(),
            bot: bot.id.clone(),
            ply: table.ply(),
            position: *table.game.position(),
            level,
            left: table.left(mover, now_ms()),
            increment: table.control.increment,
        };
        if self.pool.submit(job) {
            *thinking = Some(table.ply());
        }
    }

    /// A bot's move, played as a person's is (no network allowance).
    pub async fn bot_answered(self: &Arc<Self>, answer: Answer) {
        if let Err(refusal) = self
            .play(
                &answer.bot,
                &answer.code,
                &answer.square,
                answer.ply,
                Duration::ZERO,
            )
            .await
        {
            tracing::debug!("bot move refused: {}", refusal.message);
        }
    }

    /// Tells the other servers on the same database that `code` changed.
    async fn tell_others(&self, code: &str) {
        if let Err(e) = self.store.notify(code, &self.instance).await {
            tracing::error!("notify: {e}");
        }
    }

    /// Another server changed `code`: read it again and tell this server's
    /// followers what changed.
    pub async fn refresh(self: &Arc<Self>, code: &str) {
        let live = match self.tables.lock().expect("tables").get(code) {
            Some(live) => Arc::clone(live),
            None => return,
        };
        // Read under the game's lock, so that no newer change made here
        // is overwritten by an older reading.
        let mut table = live.table.lock().await;
        let fresh = match self.store.load(code).await {
            Ok(Some(fresh)) => fresh,
            Ok(None) => {
                drop(table);
                self.tables.lock().expect("tables").remove(code);
                return;
            }
            Err(e) => {
                tracing::error!("storage: {e}");
                return;
            }
        };
        if fresh.ply() < table.ply() {
            return;
        }
        let now = now_ms();
        let old_plies = table.ply() as usize;
        let was_finished = table.status == Status::Finished;
        if table.status == Status::Open && fresh.status != Status::Open {
            *table = fresh.clone();
            self.broadcast_views(&live, &table);
        } else {
            let old_left = table.left_ms;
            let (old_asked, old_rematch) = (table.rematch, table.rematch_code.clone());
            *table = fresh;
            if table.rematch != old_asked && table.rematch_code.is_none() {
                self.broadcast(&live, &Event::RematchOffered { code: code.into() });
            }
            if old_rematch.is_none()
                && let Some(next_code) = table.rematch_code.clone()
                && let Ok(new_live) = self.live(&next_code).await
            {
                let next = new_live.table.lock().await.clone();
                self.move_players(&live, &new_live, &next);
            }
            for (ply, played) in table.game.moves().iter().enumerate().skip(old_plies) {
                let square = match played.mv {
                    Move::Place(square) => square.to_string(),
                    Move::Pass => "pass".into(),
                };
                self.broadcast(
                    &live,
                    &Event::Moved {
                        code: code.into(),
                        ply: ply as u32,
                        square,
                        color: color_name(played.color).into(),
                        clocks_ms: table.clocks_ms(now),
                        to_move: table.to_move().map(|c| color_name(c).into()),
                    },
                );
            }
            for color in [Color::Black, Color::White] {
                if old_left[color.index()].is_some() != table.left_ms[color.index()].is_some() {
                    self.broadcast(
                        &live,
                        &Event::Presence {
                            code: code.into(),
                            color: color_name(color).into(),
                            connected: table.left_ms[color.index()].is_none(),
                        },
                    );
                }
            }
        }
        if table.status == Status::Finished {
            // Said once: only when this server had not yet seen the end.
            if !was_finished && let Some(result) = table.result_view() {
                self.broadcast(
                    &live,
                    &Event::Ended {
                        code: code.into(),
                        result,
                    },
                );
            }
        } else {
            self.schedule_bot(&live, &table);
        }
    }

    /// A seat's player as the store has them (after a name change).
    pub async fn player(&self, id: &str) -> Result<Option<PlayerView>, StoreError> {
        self.store.player(id).await
    }
}
