//! A headless client on the command line (`reversi-client`): plays on a
//! server as a bot of a chosen level, watches a game, or loads a server
//! with many games at once and prints how fast it answered.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use clap::{Args, Parser, Subcommand};
use futures_util::{SinkExt, StreamExt};
use reversi_engine::{Evaluator, Game, Level, Move, Searcher};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::protocol::{ColorChoice, Event, GameView, Request, VERSION};

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

#[derive(Debug, Parser)]
#[command(
    name = "reversi-client",
    version,
    // Help wrapped at one width everywhere, as docs/online.md quotes it.
    term_width = 100,
    about = "A headless client of reversi-server: play as a bot, watch, or load a server"
)]
pub struct Cli {
    /// The server's WebSocket address.
    #[arg(
        long,
        default_value = "ws://127.0.0.1:8080/ws",
        global = true,
        value_name = "URL"
    )]
    pub server: String,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Plays one game as a bot of a level: creates one, joins one by its
    /// code, or pairs quickly.
    Play(PlayArgs),
    /// Prints a game's moves as they come, until it ends.
    Watch {
        /// The game's code.
        code: String,
    },
    /// Plays many games at once, two clients each, and prints the server's
    /// answer times and memory.
    Load(LoadArgs),
}

#[derive(Debug, Args)]
pub struct PlayArgs {
    /// Join this game (its code) instead of creating one.
    #[arg(long, value_name = "CODE", conflicts_with = "quick")]
    pub join: Option<String>,
    /// Join the oldest open game of this clock, or open one.
    #[arg(long, conflicts_with = "bot")]
    pub quick: bool,
    /// Play against the server's bot of this level instead.
    #[arg(long, value_name = "LEVEL", conflicts_with = "join")]
    pub bot: Option<u32>,
    /// The bot's level, 1 to 10.
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u32).range(1..=10))]
    pub level: u32,
    /// The colour of a created game: black, white or random.
    #[arg(long, default_value = "random")]
    pub color: String,
    /// The clock of a created game: minutes + seconds a move.
    #[arg(long, default_value = "5+0")]
    pub clock: String,
    /// A rated game.
    #[arg(long)]
    pub rated: bool,
    /// The name to play under.
    #[arg(long, default_value = "reversi-client")]
    pub name: String,
}

#[derive(Debug, Args)]
pub struct LoadArgs {
    /// Games at once (two connections each).
    #[arg(long, default_value_t = 500)]
    pub games: usize,
    /// The level both sides play at.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=10))]
    pub level: u32,
    /// Each move waits a random 0 to 2 x this many milliseconds, as a
    /// player thinks (the mean).
    #[arg(long, default_value_t = 1000)]
    pub think: u64,
    /// The games' clock.
    #[arg(long, default_value = "10+5")]
    pub clock: String,
}

pub async fn run(cli: Cli) -> Result<(), String> {
    match cli.command {
        Command::Play(args) => play(&cli.server, args).await,
        Command::Watch { code } => watch(&cli.server, &code).await,
        Command::Load(args) => {
            let report = load(&cli.server, args).await?;
            println!("{report}");
            if report.finished < report.games || report.records_valid < report.games {
                return Err(format!(
                    "{} of {} games finished, {} with a valid record",
                    report.finished, report.games, report.records_valid
                ));
            }
            Ok(())
        }
    }
}

async fn connect(server: &str) -> Result<Socket, String> {
    let (socket, _) = tokio_tungstenite::connect_async(server)
        .await
        .map_err(|e| format!("cannot reach {server}: {e}"))?;
    Ok(socket)
}

async fn send(socket: &mut Socket, request: &Request) -> Result<(), String> {
    let text = serde_json::to_string(request).expect("requests serialise");
    socket
        .send(Message::Text(text.into()))
        .await
        .map_err(|e| format!("the server went away: {e}"))
}

async fn next(socket: &mut Socket) -> Result<Event, String> {
    loop {
        match socket.next().await {
            Some(Ok(Message::Text(text))) => {
                return serde_json::from_str(&text)
                    .map_err(|e| format!("the server sent something else than an event: {e}"));
            }
            Some(Ok(Message::Close(_))) | None => {
                return Err("the server closed the connection".into());
            }
            Some(Ok(_)) => continue,
            Some(Err(e)) => return Err(format!("the connection failed: {e}")),
        }
    }
}

async fn hello(socket: &mut Socket, name: &str) -> Result<(), String> {
    send(
        socket,
        &Request::Hello {
            version: VERSION,
            token: None,
            name: Some(name.into()),
        },
    )
    .await?;
    match next(socket).await? {
        Event::Welcome { .. } => Ok(()),
        Event::Error { message, .. } => Err(message),
        other => Err(format!("expected a welcome, got {other:?}")),
    }
}

fn color_choice(text: &str) -> Result<ColorChoice, String> {
    match text {
        "black" => Ok(ColorChoice::Black),
        "white" => Ok(ColorChoice::White),
        "random" => Ok(ColorChoice::Random),
        _ => Err(format!("--color {text:?}: black, white or random")),
    }
}

/// A game's moves applied to the rules, as the server sends them.
fn replay(view: &GameView) -> Result<Game, String> {
    let mut game = Game::new();
    for played in &view.moves {
        apply(&mut game, &played.square)?;
    }
    Ok(game)
}

fn apply(game: &mut Game, square: &str) -> Result<(), String> {
    let mv = if square == "pass" {
        Move::Pass
    } else {
        Move::Place(
            square
                .parse()
                .map_err(|e: reversi_engine::ParseSquareError| e.to_string())?,
        )
    };
    game.play(mv)
        .map(|_| ())
        .map_err(|e| format!("the server's move {square} is not legal here: {e}"))
}

/// Whether the side to move must pass: the server plays the pass next.
fn pass_to_come(game: &Game) -> bool {
    game.position().must_pass() && !game.position().is_game_over()
}

/// The bot's move in `game`.
fn think(searcher: &mut Searcher, game: &Game, level: u32) -> String {
    let limits = Level::get(level).unwrap_or_else(Level::strongest).limits();
    let result = searcher.search(game.position(), &limits, &AtomicBool::new(false));
    match result.best_move {
        Move::Place(square) => square.to_string(),
        Move::Pass => "pass".into(),
    }
}

async fn play(server: &str, args: PlayArgs) -> Result<(), String> {
    let mut socket = connect(server).await?;
    hello(&mut socket, &args.name).await?;
    let request = match (&args.join, args.quick, args.bot) {
        (Some(code), _, _) => Request::Join { code: code.clone() },
        (None, _, Some(level)) => Request::Bot {
            level,
            color: color_choice(&args.color)?,
            clock: args.clock.clone(),
        },
        (None, true, None) => Request::Quick {
            clock: args.clock.clone(),
            rated: args.rated,
        },
        (None, false, None) => Request::Create {
            color: color_choice(&args.color)?,
            clock: args.clock.clone(),
            rated: args.rated,
        },
    };
    send(&mut socket, &request).await?;
    let (evaluator, _) = Evaluator::trained_or_hand();
    let mut searcher = Searcher::new(64, 1).with_evaluator(evaluator);
    let mut game = Game::new();
    let mut seat = None;
    let mut code = String::new();
    loop {
        match next(&mut socket).await? {
            Event::Created { code: c, link } => println!("game {c}: {link}"),
            Event::Game { game: view } => {
                code = view.code.clone();
                game = replay(&view)?;
                seat = match view.you.as_str() {
                    "black" => Some(reversi_engine::Color::Black),
                    "white" => Some(reversi_engine::Color::White),
                    _ => None,
                };
                if view.status == "open" {
                    println!("waiting for an opponent (code {code})");
                } else if let (Some(seat), Some(black), Some(white)) =
                    (seat, &view.black, &view.white)
                {
                    let opponent = if seat == reversi_engine::Color::Black {
                        white
                    } else {
                        black
                    };
                    println!(
                        "game {code}: you play {} against {}",
                        view.you, opponent.player.name
                    );
                }
            }
            Event::Moved { square, color, .. } => {
                println!("{color} {square}");
                apply(&mut game, &square)?;
            }
            Event::Ended { result, .. } => {
                println!(
                    "{} wins by {} ({}-{})",
                    result.winner, result.reason, result.discs[0], result.discs[1]
                );
                return Ok(());
            }
            Event::Error { code, message } => return Err(format!("{code}: {message}")),
            _ => {}
        }
        let to_move = !game.position().is_game_over() && Some(game.side_to_move()) == seat;
        if to_move && !code.is_empty() {
            let square = think(&mut searcher, &game, args.level);
            let ply = game.moves().len() as u32;
            send(
                &mut socket,
                &Request::Move {
                    code: code.clone(),
                    square,
                    ply,
                },
            )
            .await?;
        }
    }
}

async fn watch(server: &str, code: &str) -> Result<(), String> {
    let mut socket = connect(server).await?;
    send(&mut socket, &Request::Watch { code: code.into() }).await?;
    loop {
        match next(&mut socket).await? {
            Event::Game { game } => {
                let moves: Vec<&str> = game.moves.iter().map(|m| m.square.as_str()).collect();
                println!("{} ({}): {}", game.code, game.status, moves.join(" "));
                if game.status == "finished" {
                    return Ok(());
                }
            }
            Event::Moved {
                color,
                square,
                clocks_ms,
                ..
            } => println!(
                "{color} {square}  ({:.1} s, {:.1} s)",
                clocks_ms[0] as f64 / 1000.0,
                clocks_ms[1] as f64 / 1000.0
            ),
            Event::Ended { result, .. } => {
                println!("{} wins by {}", result.winner, result.reason);
                return Ok(());
            }
            Event::Error { code, message } => return Err(format!("{code}: {message}")),
            _ => {}
        }
    }
}

/// What a load run measured.
pub struct LoadReport {
    pub games: usize,
    pub finished: usize,
    pub records_valid: usize,
    pub moves: usize,
    /// Each move's answer time: sent to heard back, in microseconds.
    pub answers: Vec<u64>,
    pub seconds: f64,
    pub memory_before: Option<u64>,
    pub memory_connected: Option<u64>,
}

impl LoadReport {
    pub fn percentile(&self, p: f64) -> Duration {
        let mut sorted = self.answers.clone();
        sorted.sort_unstable();
        if sorted.is_empty() {
            return Duration::ZERO;
        }
        let at = ((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1;
        Duration::from_micros(sorted[at])
    }

    /// The server's resident memory for each connection, in bytes.
    pub fn memory_per_connection(&self) -> Option<f64> {
        let (before, connected) = (self.memory_before?, self.memory_connected?);
        Some(connected.saturating_sub(before) as f64 / (2 * self.games) as f64)
    }
}

impl std::fmt::Display for LoadReport {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        writeln!(
            f,
            "games: {} at once ({} connections), {} finished, {} records valid, {} moves in {:.1} s",
            self.games,
            2 * self.games,
            self.finished,
            self.records_valid,
            self.moves,
            self.seconds
        )?;
        writeln!(
            f,
            "answer to a move: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            self.percentile(0.5).as_secs_f64() * 1000.0,
            self.percentile(0.99).as_secs_f64() * 1000.0,
            self.percentile(1.0).as_secs_f64() * 1000.0
        )?;
        match self.memory_per_connection() {
            Some(bytes) => write!(
                f,
                "server memory: {:.1} MB before, {:.1} MB with every connection open: {:.1} KB a connection",
                self.memory_before.unwrap_or(0) as f64 / 1e6,
                self.memory_connected.unwrap_or(0) as f64 / 1e6,
                bytes / 1000.0
            ),
            None => write!(f, "server memory: not reported"),
        }
    }
}

/// The server's resident memory, from `/health` (Linux servers say it).
async fn server_memory(server: &str) -> Option<u64> {
    let http = server.strip_prefix("ws://")?.split('/').next()?.to_string();
    let body = http_get(&http, "/health").await.ok()?;
    let health: serde_json::Value = serde_json::from_str(&body).ok()?;
    health["memory_bytes"].as_u64()
}

/// A plain HTTP GET's body (the client's one need of HTTP).
pub async fn http_get(host: &str, path: &str) -> Result<String, String> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = TcpStream::connect(host)
        .await
        .map_err(|e| format!("cannot reach {host}: {e}"))?;
    let request = format!("GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n");
    stream
        .write_all(request.as_bytes())
        .await
        .map_err(|e| e.to_string())?;
    let mut response = Vec::new();
    stream
        .read_to_end(&mut response)
        .await
        .map_err(|e| e.to_string())?;
    let text = String::from_utf8_lossy(&response).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").ok_or("no HTTP answer")?;
    if !head.starts_with("HTTP/1.1 200") {
        return Err(head.lines().next().unwrap_or_default().to_string());
    }
    Ok(body.to_string())
}

/// One side of a load game: its socket, its seat, and the answer times of
/// its moves.
struct Side {
    socket: Socket,
    black: bool,
}

/// Plays one game between two new clients; the answer times of its moves,
/// and its code.
async fn load_game(
    server: String,
    level: u32,
    think_ms: u64,
    clock: String,
    seed: u64,
    started: Arc<tokio::sync::Barrier>,
) -> Result<(Vec<u64>, String), String> {
    let mut creator = connect(&server).await?;
    hello(&mut creator, &format!("load {seed}a")).await?;
    let mut joiner = connect(&server).await?;
    hello(&mut joiner, &format!("load {seed}b")).await?;
    // Every connection is open before the first game starts.
    started.wait().await;
    send(
        &mut creator,
        &Request::Create {
            color: ColorChoice::Black,
            clock,
            rated: false,
        },
    )
    .await?;
    let code = loop {
        if let Event::Created { code, .. } = next(&mut creator).await? {
            break code;
        }
    };
    send(&mut joiner, &Request::Join { code: code.clone() }).await?;
    let mut sides = [
        Side {
            socket: creator,
            black: true,
        },
        Side {
            socket: joiner,
            black: false,
        },
    ];
    let mut searcher = Searcher::new(1, seed);
    let mut rng = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    let mut game = Game::new();
    let mut answers = Vec::new();
    while !game.position().is_game_over() {
        let mover =
            usize::from((game.side_to_move() == reversi_engine::Color::Black) != sides[0].black);
        rng = rng
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let wait = if think_ms == 0 {
            0
        } else {
            (rng >> 33) % (2 * think_ms)
        };
        tokio::time::sleep(Duration::from_millis(wait)).await;
        let square = think(&mut searcher, &game, level);
        let ply = game.moves().len() as u32;
        let sent = Instant::now();
        send(
            &mut sides[mover].socket,
            &Request::Move {
                code: code.clone(),
                square: square.clone(),
                ply,
            },
        )
        .await?;
        // The answer: this move heard back on the mover's own connection.
        loop {
            match next(&mut sides[mover].socket).await? {
                Event::Moved {
                    ply: heard, square, ..
                } => {
                    // Each side hears every move; the other side's socket
                    // told this one's earlier moves already.
                    if heard as usize != game.moves().len() {
                        continue;
                    }
                    apply(&mut game, &square)?;
                    if heard == ply {
                        answers.push(sent.elapsed().as_micros() as u64);
                    }
                    if heard >= ply && !pass_to_come(&game) {
                        break;
                    }
                }
                Event::Error { code, message } => return Err(format!("{code}: {message}")),
                _ => {}
            }
        }
    }
    // The other side hears the end too.
    for side in &mut sides {
        loop {
            if let Event::Ended { .. } = next(&mut side.socket).await? {
                break;
            }
        }
        let _ = side.socket.close(None).await;
    }
    Ok((answers, code))
}

pub async fn load(server: &str, args: LoadArgs) -> Result<LoadReport, String> {
    let http = server
        .strip_prefix("ws://")
        .and_then(|rest| rest.split('/').next())
        .ok_or("--server: a ws:// address")?
        .to_string();
    let memory_before = server_memory(server).await;
    let started = Instant::now();
    let barrier = Arc::new(tokio::sync::Barrier::new(args.games + 1));
    let mut tasks = Vec::new();
    for number in 0..args.games {
        tasks.push(tokio::spawn(load_game(
            server.to_string(),
            args.level,
            args.think,
            args.clock.clone(),
            number as u64,
            Arc::clone(&barrier),
        )));
    }
    barrier.wait().await;
    let memory_connected = server_memory(server).await;
    let mut report = LoadReport {
        games: args.games,
        finished: 0,
        records_valid: 0,
        moves: 0,
        answers: Vec::new(),
        seconds: 0.0,
        memory_before,
        memory_connected,
    };
    let mut codes = Vec::new();
    let mut failures = Vec::new();
    for task in tasks {
        match task.await {
            Ok(Ok((answers, code))) => {
                report.finished += 1;
                report.moves += answers.len();
                report.answers.extend(answers);
                codes.push(code);
            }
            Ok(Err(e)) => failures.push(e),
            Err(e) => failures.push(e.to_string()),
        }
    }
    report.seconds = started.elapsed().as_secs_f64();
    for code in &codes {
        let Ok(ggf) = http_get(&http, &format!("/games/{code}/ggf")).await else {
            continue;
        };
        if Game::from_ggf(&ggf).is_ok_and(|g| g.position().is_game_over()) {
            report.records_valid += 1;
        }
    }
    if let Some(first) = failures.first() {
        eprintln!("{} games failed; the first: {first}", failures.len());
    }
    Ok(report)
}
