//! One WebSocket connection: frames in, requests to the hub, frames out.
//! A connection is bounded in every way a client could abuse: the frame's
//! size, the rate of messages, the messages waiting unread. None of them
//! can make the server panic or touch a game the client has no seat in.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use axum::extract::State;
use axum::extract::ws::{Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use futures_util::{SinkExt, StreamExt};
use sha2::{Digest, Sha256};
use tokio::sync::{Notify, mpsc};

use crate::hub::{Hub, OUTBOX, Outbox, frame, new_secret, now_ms};
use crate::protocol::{Event, MAX_FRAME_BYTES, PlayerView, Request, VERSION};
use crate::table::Refusal;

/// Messages a client may send in a burst (a whole game's moves, however
/// fast), and a second after that.
pub const BURST: f64 = 60.0;
pub const RATE: f64 = 20.0;

/// A connection whose messages wait this long to be written is closed.
const WRITE_TIMEOUT: Duration = Duration::from_secs(10);

/// How often the server pings, to measure the round trip.
const PING_EVERY: Duration = Duration::from_secs(5);

/// The longest display name, in characters.
pub const MAX_NAME: usize = 24;

pub async fn upgrade(ws: WebSocketUpgrade, State(hub): State<Arc<Hub>>) -> Response {
    // Buffers sized to the small frames, not the library's 128 KiB each:
    // a connection's memory is the server's size at load. Each frame is
    // written at once (a move's latency matters more than a syscall).
    ws.max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        .read_buffer_size(2 * MAX_FRAME_BYTES)
        .write_buffer_size(0)
        .max_write_buffer_size(64 * MAX_FRAME_BYTES)
        .on_upgrade(move |socket| connection(hub, socket))
}

/// The SHA-256 of a token, as stored.
pub fn token_hash(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A name as shown: trimmed, 1 to 24 characters, no control characters.
pub fn valid_name(name: &str) -> Result<String, Refusal> {
    let name = name.trim();
    let count = name.chars().count();
    if count == 0 || count > MAX_NAME || name.chars().any(char::is_control) {
        return Err(Refusal::new(
            "name",
            format!("a name is 1 to {MAX_NAME} characters, none of them control characters"),
        ));
    }
    Ok(name.to_string())
}

/// Messages allowed: a bucket of `BURST` refilled at `RATE` a second.
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Bucket {
    fn take(&mut self) -> bool {
        let now = Instant::now();
        self.tokens = (self.tokens + now.duration_since(self.at).as_secs_f64() * RATE).min(BURST);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// What a connection knows of its client.
struct Client {
    id: u64,
    player: Option<PlayerView>,
    outbox: Outbox,
    /// The last measured round trip: the network allowance for its moves.
    round_trip: Duration,
}

impl Client {
    fn say(&self, event: &Event) {
        let _ = self.outbox.try_send(frame(event));
    }
}

async fn connection(hub: Arc<Hub>, socket: WebSocket) {
    hub.connections.fetch_add(1, Ordering::Relaxed);
    let (mut sink, mut stream) = socket.split();
    let (outbox, mut waiting) = mpsc::channel::<Arc<str>>(OUTBOX);
    let kick = Arc::new(Notify::new());
    let mut client = Client {
        id: hub.connection_id(),
        player: None,
        outbox: Outbox::new(outbox, Arc::clone(&kick)),
        round_trip: Duration::ZERO,
    };
    let started = Instant::now();
    let mut writer = tokio::spawn(async move {
        let mut ping = tokio::time::interval(PING_EVERY);
        loop {
            let message = tokio::select! {
                text = waiting.recv() => match text {
                    Some(text) => Message::Text(Utf8Bytes::from(&*text)),
                    None => break,
                },
                _ = ping.tick() => {
                    let sent = started.elapsed().as_micros() as u64;
                    Message::Ping(sent.to_le_bytes().to_vec().into())
                }
            };
            match tokio::time::timeout(WRITE_TIMEOUT, sink.send(message)).await {
                Ok(Ok(())) => {}
                // An error, or a client that does not read.
                _ => break,
            }
        }
        let _ = sink.close().await;
    });
    let mut bucket = Bucket {
        tokens: BURST,
        at: Instant::now(),
    };
    let mut refused_in_a_row = 0;
    loop {
        let message = tokio::select! {
            message = stream.next() => message,
            _ = &mut writer => break,
            _ = kick.notified() => break,
        };
        let text = match message {
            Some(Ok(Message::Text(text))) => text,
            Some(Ok(Message::Pong(bytes))) => {
                if let Ok(sent) = <[u8; 8]>::try_from(&bytes[..]) {
                    let now = started.elapsed().as_micros() as u64;
                    let micros = now.saturating_sub(u64::from_le_bytes(sent));
                    client.round_trip = Duration::from_micros(micros);
                }
                continue;
            }
            Some(Ok(Message::Binary(_))) => {
                client.say(&Event::error("malformed", "messages are JSON text frames"));
                continue;
            }
            Some(Ok(Message::Ping(_))) => continue,
            // Closed, or a frame over the size limit or otherwise broken.
            Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
        };
        if !bucket.take() {
            refused_in_a_row += 1;
            if refused_in_a_row > BURST as u32 {
                client.say(&Event::error("flood", "too many messages; disconnected"));
                break;
            }
            client.say(&Event::error(
                "flood",
                format!("at most {RATE} messages a second; this one was ignored"),
            ));
            continue;
        }
        refused_in_a_row = 0;
        let request: Request = match serde_json::from_str(&text) {
            Ok(request) => request,
            Err(e) => {
                client.say(&Event::error("malformed", format!("not a request: {e}")));
                continue;
            }
        };
        match handle(&hub, &mut client, request).await {
            Ok(true) => {}
            Ok(false) => break,
            Err(refusal) => client.say(&Event::Error {
                code: refusal.code.to_string(),
                message: refusal.message,
            }),
        }
    }
    hub.disconnect(client.id, client.player.as_ref().map(|p| p.id.as_str()))
        .await;
    hub.connections.fetch_sub(1, Ordering::Relaxed);
    // The writer says what is left, then closes.
    drop(client);
    let _ = tokio::time::timeout(Duration::from_secs(1), writer).await;
}

/// One request; false when the connection is to close.
async fn handle(hub: &Arc<Hub>, client: &mut Client, request: Request) -> Result<bool, Refusal> {
    let player = match (&client.player, &request) {
        (None, Request::Hello { .. }) | (_, Request::Ping) => None,
        (None, _) => return Err(Refusal::new("hello_first", "say hello first")),
        (Some(_), Request::Hello { .. }) => {
            return Err(Refusal::new("hello_first", "hello was said already"));
        }
        (Some(player), _) => Some(player.clone()),
    };
    let (id, outbox) = (client.id, client.outbox.clone());
    match request {
        Request::Ping => client.say(&Event::Pong),
        Request::Hello {
            version,
            token,
            name,
        } => {
            if version != VERSION {
                client.say(&Event::error(
                    "version",
                    format!("this server speaks protocol version {VERSION}, not {version}"),
                ));
                return Ok(false);
            }
            let name = name.map(|n| valid_name(&n)).transpose()?;
            let store = &hub.store;
            let (player, new_token) = match token {
                Some(token) => {
                    let player = store
                        .player_by_token(&token_hash(&token))
                        .await
                        .map_err(|e| Refusal::new("internal", e.to_string()))?
                        .ok_or_else(|| {
                            Refusal::new(
                                "token",
                                "this server does not know that token; say hello without one for a new player",
                            )
                        })?;
                    (player, None)
                }
                None => {
                    let token = new_secret(16);
                    let player_id = new_secret(8);
                    let name = name
                        .clone()
                        .unwrap_or_else(|| format!("Player {}", &player_id[..4]));
                    let player = store
                        .create_player(
                            &player_id,
                            &name,
                            Some(&token_hash(&token)),
                            false,
                            now_ms(),
                        )
                        .await
                        .map_err(|e| Refusal::new("internal", e.to_string()))?;
                    (player, Some(token))
                }
            };
            let player = match name {
                Some(name) if name != player.name => {
                    store
                        .set_name(&player.id, &name)
                        .await
                        .map_err(|e| Refusal::new("internal", e.to_string()))?;
                    PlayerView { name, ..player }
                }
                _ => player,
            };
            client.say(&Event::Welcome {
                version: VERSION,
                player: player.clone(),
                token: new_token,
            });
            client.player = Some(player.clone());
            hub.rejoin(id, &player, &outbox).await;
        }
        Request::SetName { name } => {
            let name = valid_name(&name)?;
            let mut player = player.expect("said hello");
            hub.store
                .set_name(&player.id, &name)
                .await
                .map_err(|e| Refusal::new("internal", e.to_string()))?;
            player.name = name;
            client.say(&Event::Player {
                player: player.clone(),
            });
            client.player = Some(player);
        }
        Request::Create {
            color,
            clock,
            rated,
        } => {
            let player = player.expect("said hello");
            hub.create(id, &player, &outbox, color, &clock, rated)
                .await?;
        }
        Request::Join { code } => {
            let player = player.expect("said hello");
            hub.join(id, &player, &outbox, &code).await?;
        }
        Request::List => {
            let player = player.expect("said hello");
            let games = hub.list(&player.id).await?;
            client.say(&Event::OpenGames { games });
        }
        Request::Quick { clock, rated } => {
            let player = player.expect("said hello");
            hub.quick(id, &player, &outbox, &clock, rated).await?;
        }
        Request::Bot {
            level,
            color,
            clock,
        } => {
            let player = player.expect("said hello");
            hub.bot_game(id, &player, &outbox, level, color, &clock)
                .await?;
        }
        Request::Watch { code } => {
            hub.watch(id, player.as_ref(), &outbox, &code).await?;
        }
        Request::Move { code, square, ply } => {
            let player = player.expect("said hello");
            hub.play(&player.id, &code, &square, ply, client.round_trip)
                .await?;
        }
        Request::Resign { code } => {
            let player = player.expect("said hello");
            hub.resign(&player.id, &code).await?;
        }
        Request::Rematch { code } => {
            let player = player.expect("said hello");
            hub.rematch(id, &player, &outbox, &code).await?;
        }
        Request::Leave { code } => {
            let player = player.expect("said hello");
            hub.leave(id, &player.id, &code).await?;
        }
    }
    Ok(true)
}
