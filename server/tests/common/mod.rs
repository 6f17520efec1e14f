//! What the server's tests share: a server on 127.0.0.1 with its own fresh
//! SQLite file, and a client that speaks to it over a real WebSocket.

#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use reversi_engine::{Game, Move};
use reversi_server::protocol::{
    ColorChoice, Event, GameView, PlayerView, Request, ResultView, VERSION,
};
use reversi_server::{Config, Running};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// How long a test waits for a message before it fails.
pub const PATIENCE: Duration = Duration::from_secs(20);

/// A folder of the test's own, removed when it ends.
pub struct Scratch(pub PathBuf);

impl Scratch {
    pub fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!(
            "reversi-server-{name}-{}-{}",
            std::process::id(),
            reversi_server::hub::new_secret(4)
        ));
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    pub fn db(&self) -> String {
        self.0.join("games.db").to_string_lossy().into_owned()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub fn config(db: &str) -> Config {
    Config {
        listen: "127.0.0.1:0".parse().unwrap(),
        db: db.to_string(),
        web: None,
        public_url: None,
        abandon: 120,
        max_allowance: 1000,
        bots: vec![1, 3],
        bot_threads: 1,
    }
}

pub async fn server(db: &str) -> Running {
    reversi_server::start(config(db))
        .await
        .expect("the server starts")
}

pub struct Client {
    pub ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    pub player: PlayerView,
    pub token: String,
}

pub async fn socket(addr: SocketAddr) -> WebSocketStream<MaybeTlsStream<TcpStream>> {
    let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
        .await
        .expect("the WebSocket opens");
    ws
}

impl Client {
    /// A new player.
    pub async fn new(addr: SocketAddr, name: &str) -> Client {
        let mut ws = socket(addr).await;
        send_on(
            &mut ws,
            &Request::Hello {
                version: VERSION,
                token: None,
                name: Some(name.into()),
            },
        )
        .await;
        match next_on(&mut ws).await {
            Event::Welcome {
                player,
                token: Some(token),
                ..
            } => Client { ws, player, token },
            other => panic!("expected a welcome with a token, got {other:?}"),
        }
    }

    /// The same player again, on a new connection.
    pub async fn again(addr: SocketAddr, token: &str) -> Client {
        let mut ws = socket(addr).await;
        send_on(
            &mut ws,
            &Request::Hello {
                version: VERSION,
                token: Some(token.into()),
                name: None,
            },
        )
        .await;
        match next_on(&mut ws).await {
            Event::Welcome {
                player,
                token: None,
                ..
            } => Client {
                ws,
                player,
                token: token.into(),
            },
            other => panic!("expected a welcome without a token, got {other:?}"),
        }
    }

    pub async fn send(&mut self, request: &Request) {
        send_on(&mut self.ws, request).await;
    }

    pub async fn next(&mut self) -> Event {
        next_on(&mut self.ws).await
    }

    /// Reads until `wanted` gives something, failing after [`PATIENCE`].
    pub async fn until<T>(&mut self, mut wanted: impl FnMut(&Event) -> Option<T>) -> T {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            let event = tokio::time::timeout_at(deadline, next_on(&mut self.ws))
                .await
                .expect("the awaited message came in time");
            if let Some(found) = wanted(&event) {
                return found;
            }
        }
    }

    /// The next game view.
    pub async fn game(&mut self) -> GameView {
        self.until(|e| match e {
            Event::Game { game } => Some((**game).clone()),
            _ => None,
        })
        .await
    }

    /// The next game's end.
    pub async fn ended(&mut self) -> ResultView {
        self.until(|e| match e {
            Event::Ended { result, .. } => Some(result.clone()),
            _ => None,
        })
        .await
    }

    /// The moves heard until the game's end, passes included.
    pub async fn moves_until_ended(&mut self, code: &str) -> Vec<String> {
        let mut heard = Vec::new();
        self.until(|e| match e {
            Event::Moved {
                code: c, square, ..
            } if c == code => {
                heard.push(square.clone());
                None
            }
            Event::Ended { code: c, .. } if c == code => Some(()),
            _ => None,
        })
        .await;
        heard
    }

    /// The next error's code.
    pub async fn error(&mut self) -> String {
        self.until(|e| match e {
            Event::Error { code, .. } => Some(code.clone()),
            _ => None,
        })
        .await
    }

    pub async fn create(&mut self, color: ColorChoice, clock: &str, rated: bool) -> String {
        self.send(&Request::Create {
            color,
            clock: clock.into(),
            rated,
        })
        .await;
        self.until(|e| match e {
            Event::Created { code, .. } => Some(code.clone()),
            _ => None,
        })
        .await
    }

    pub async fn play(&mut self, code: &str, square: &str, ply: u32) {
        self.send(&Request::Move {
            code: code.into(),
            square: square.into(),
            ply,
        })
        .await;
    }

    /// The next `Moved` of `code`: its ply and square.
    pub async fn moved(&mut self, code: &str) -> (u32, String) {
        self.until(|e| match e {
            Event::Moved {
                code: c,
                ply,
                square,
                ..
            } if c == code => Some((*ply, square.clone())),
            _ => None,
        })
        .await
    }

    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}

/// A rematch of `code` asked by `first`, offered to `second`, who asks it
/// too: the new game as `second` sees it.
pub async fn rematch(first: &mut Client, second: &mut Client, code: &str) -> GameView {
    let code = code.to_string();
    first.send(&Request::Rematch { code: code.clone() }).await;
    second
        .until(|e| matches!(e, Event::RematchOffered { .. }).then_some(()))
        .await;
    second.send(&Request::Rematch { code }).await;
    second.game().await
}

pub async fn send_on(ws: &mut WebSocketStream<MaybeTlsStream<TcpStream>>, request: &Request) {
    let text = serde_json::to_string(request).unwrap();
    ws.send(Message::Text(text.into())).await.expect("sent");
}

/// The next event, skipping the server's pings.
pub async fn next_on(ws: &mut WebSocketStream<MaybeTlsStream<TcpStream>>) -> Event {
    loop {
        let message = tokio::time::timeout(PATIENCE, ws.next())
            .await
            .expect("a message in time")
            .expect("the connection open")
            .expect("a frame");
        match message {
            Message::Text(text) => {
                return serde_json::from_str(&text)
                    .unwrap_or_else(|e| panic!("{text}: not an event: {e}"));
            }
            Message::Close(_) => panic!("the server closed the connection"),
            _ => continue,
        }
    }
}

/// The first legal move (the server plays forced passes), as the client
/// tracks the game: its square.
pub fn first_move(game: &Game) -> String {
    game.position()
        .legal_moves()
        .iter()
        .next()
        .expect("a move")
        .to_string()
}

/// Whether the side to move must pass: the server plays the pass next.
pub fn pass_to_come(game: &Game) -> bool {
    game.position().must_pass() && !game.position().is_game_over()
}

/// Applies a `Moved` to a client's copy of the game.
pub fn apply(game: &mut Game, square: &str) {
    let mv = if square == "pass" {
        Move::Pass
    } else {
        Move::Place(square.parse().unwrap())
    };
    game.play(mv).expect("the server's move is legal");
}

/// Black and White play each one's first legal move until `stop` plies
/// (or the end); returns the client-side game.
pub async fn play_until(code: &str, black: &mut Client, white: &mut Client, stop: usize) -> Game {
    play_from(code, Game::new(), black, white, stop).await
}

/// [`play_until`] from `game`, the game as it stands.
pub async fn play_from(
    code: &str,
    mut game: Game,
    black: &mut Client,
    white: &mut Client,
    stop: usize,
) -> Game {
    while !game.position().is_game_over() && game.moves().len() < stop {
        let ply = game.moves().len() as u32;
        let square = first_move(&game);
        let mover = if game.side_to_move() == reversi_engine::Color::Black {
            &mut *black
        } else {
            &mut *white
        };
        mover.play(code, &square, ply).await;
        // Both hear every move, passes included.
        let (heard_ply, heard) = black.moved(code).await;
        assert_eq!((heard_ply, heard.as_str()), (ply, square.as_str()));
        let (heard_ply, _) = white.moved(code).await;
        assert_eq!(heard_ply, ply);
        apply(&mut game, &square);
        if pass_to_come(&game) {
            let (pass_ply, pass) = black.moved(code).await;
            assert_eq!((pass_ply, pass.as_str()), (ply + 1, "pass"));
            white.moved(code).await;
            apply(&mut game, "pass");
        }
    }
    game
}

pub async fn get(addr: SocketAddr, path: &str) -> (u16, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.unwrap();
    let text = String::from_utf8_lossy(&response).into_owned();
    let status: u16 = text[9..12].parse().unwrap();
    let body = text
        .split_once("\r\n\r\n")
        .map_or("", |(_, b)| b)
        .to_string();
    (status, body)
}

/// The real binary on `db`, and where it listens (from its log's line).
pub fn spawn_server(db: &str) -> (Child, SocketAddr) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_reversi-server"))
        .args(["--listen", "127.0.0.1:0", "--db", db, "--bots", "1"])
        .env("RUST_LOG", "info")
        .env("NO_COLOR", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the server starts");
    let stdout = child.stdout.take().unwrap();
    let mut lines = BufReader::new(stdout).lines();
    let addr = loop {
        let line = lines
            .next()
            .expect("the server says where it listens")
            .expect("text");
        if let Some(rest) = line.split("listening on http://").nth(1) {
            break rest.split_whitespace().next().unwrap().parse().unwrap();
        }
    };
    // The rest of its output is read and dropped, so it never blocks.
    std::thread::spawn(move || lines.for_each(drop));
    (child, addr)
}

/// A server process, killed outright when dropped (as a crash or
/// `kill -9` would end it).
pub struct Killed(pub Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Whether the server closes `ws` (within [`PATIENCE`]), any frames before
/// the close read and dropped.
pub async fn closed(ws: &mut WebSocketStream<MaybeTlsStream<TcpStream>>) -> bool {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        match tokio::time::timeout_at(deadline, ws.next()).await {
            Err(_) => return false,
            Ok(None | Some(Err(_)) | Some(Ok(Message::Close(_)))) => return true,
            Ok(Some(Ok(_))) => continue,
        }
    }
}
