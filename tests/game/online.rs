//! Online play against a real `reversi-server` started in the test on
//! 127.0.0.1 (its own SQLite file): headless game apps as its clients,
//! moves made by clicks on square entities as the other tests do, and a
//! proxy between them and the server that can cut every connection, as a
//! network drop does.

use std::io::{Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::Mutex;

use reversi::online::{Connection, Online, OnlineRequest};
use reversi_online_protocol::{ColorChoice, Event, Request, VERSION};

use crate::common::*;

/// A server on its own runtime, with a scratch database.
struct Server {
    runtime: tokio::runtime::Runtime,
    running: Option<reversi_server::Running>,
    dir: PathBuf,
}

use std::path::PathBuf;

impl Server {
    fn start(name: &str) -> Server {
        let dir =
            std::env::temp_dir().join(format!("reversi-online-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .unwrap();
        let db = dir.join("games.db");
        let config = <reversi_server::Config as clap::Parser>::parse_from([
            "reversi-server",
            "--listen",
            "127.0.0.1:0",
            "--db",
            db.to_str().unwrap(),
            "--bots",
            "1",
        ]);
        let running = runtime
            .block_on(reversi_server::start(config))
            .expect("the server starts");
        Server {
            runtime,
            running: Some(running),
            dir,
        }
    }

    fn addr(&self) -> SocketAddr {
        self.running.as_ref().unwrap().addr
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(running) = self.running.take() {
            self.runtime.block_on(running.stop());
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Bytes passed both ways between clients and a server; `cut` closes every
/// connection through it (new ones are taken again).
struct Proxy {
    addr: SocketAddr,
    open: Arc<Mutex<Vec<TcpStream>>>,
}

impl Proxy {
    fn new(to: SocketAddr) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let open = Arc::new(Mutex::new(Vec::<TcpStream>::new()));
        let kept = Arc::clone(&open);
        std::thread::spawn(move || {
            for client in listener.incoming() {
                let Ok(client) = client else { continue };
                let Ok(server) = TcpStream::connect(to) else {
                    continue;
                };
                let mut streams = kept.lock().unwrap();
                streams.push(client.try_clone().unwrap());
                streams.push(server.try_clone().unwrap());
                for (mut from, mut to) in [
                    (client.try_clone().unwrap(), server.try_clone().unwrap()),
                    (server, client),
                ] {
                    std::thread::spawn(move || {
                        let mut buffer = [0; 4096];
                        while let Ok(n) = from.read(&mut buffer) {
                            if n == 0 || to.write_all(&buffer[..n]).is_err() {
                                break;
                            }
                        }
                        let _ = to.shutdown(Shutdown::Both);
                    });
                }
            }
        });
        Proxy { addr, open }
    }

    fn cut(&self) {
        for stream in self.open.lock().unwrap().drain(..) {
            let _ = stream.shutdown(Shutdown::Both);
        }
    }
}

fn url(addr: SocketAddr) -> String {
    format!("ws://{addr}/ws")
}

/// A headless game that plays online on `server` as `name`.
fn player(server: SocketAddr, name: &str) -> App {
    let mut app = headless();
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        settings.server = url(server);
        settings.name = name.to_string();
        settings.speed = AnimationSpeed::Off;
    }
    app.update();
    app
}

fn ask(app: &mut App, request: Request) {
    app.world_mut().write_message(OnlineRequest::Ask(request));
}

fn online(app: &App) -> &Online {
    app.world().resource::<Online>()
}

/// What the player's screen reader said last.
fn said(app: &App) -> String {
    app.world()
        .resource::<reversi::access::announce::Announcement>()
        .text
        .clone()
}

/// Frames of every app, with time for the network between them, until
/// `done` holds (at most 30 s: no measure of speed).
fn pump(apps: &mut [&mut App], done: impl Fn(&[&mut App]) -> bool) -> bool {
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(30) {
        if done(apps) {
            return true;
        }
        for app in apps.iter_mut() {
            app.update();
        }
        std::thread::sleep(Duration::from_millis(3));
    }
    done(apps)
}

/// Two players in one game: Black creates it, White joins by its code.
fn a_game_between(black: &mut App, white: &mut App) -> String {
    ask(
        black,
        reversi::online::create(ColorChoice::Black, "5+0".parse().unwrap(), false),
    );
    assert!(
        pump(&mut [black], |a| online(a[0]).created.is_some()),
        "the game is created: {:?}",
        online(black).notice
    );
    let (code, link) = online(black).created.clone().unwrap();
    assert_eq!(code.len(), 8, "{code}");
    assert!(link.contains(&code), "a link for a friend: {link}");
    ask(white, Request::Join { code: code.clone() });
    let on_board = |a: &App| {
        record(a).online().is_some_and(|o| o.code == code) && screen(a) == Screen::Playing
    };
    assert!(pump(&mut [black, white], |a| on_board(a[0]) && on_board(a[1])));
    code
}

/// Whoever's turn it is clicks a legal square, until both boards end.
fn play_to_the_end(black: &mut App, white: &mut App) {
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(90) {
        if screen(black) == Screen::GameOver && screen(white) == Screen::GameOver {
            return;
        }
        for app in [&mut *black, &mut *white] {
            // The turn's state follows the record a frame later.
            let can_move = !record(app).game().position().legal_moves().is_empty();
            if turn(app) == Some(Turn::Human) && can_move {
                let square = a_legal_square(app);
                click(app, square);
            }
            app.update();
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    panic!(
        "the game did not end: {} {:?} {:?} / {} {:?} {:?}",
        record(black).game().transcript(),
        screen(black),
        turn(black),
        record(white).game().transcript(),
        screen(white),
        turn(white),
    );
}

#[test]
fn two_games_play_each_other_to_the_end_by_clicks_on_the_server() {
    let server = Server::start("whole");
    let mut black = player(server.addr(), "Ada");
    let mut white = player(server.addr(), "Bo");
    a_game_between(&mut black, &mut white);
    // Each sees the other by name.
    let seats = |a: &App| {
        let view = &online(a).game.as_ref().unwrap().view;
        (
            view.black.as_ref().unwrap().player.name.clone(),
            view.white.as_ref().unwrap().player.name.clone(),
        )
    };
    assert_eq!(seats(&black), ("Ada".to_string(), "Bo".to_string()));
    assert_eq!(seats(&white), seats(&black));
    assert_eq!(record(&black).mode(), Mode::Online(Side::Black));
    assert_eq!(record(&white).mode(), Mode::Online(Side::White));

    play_to_the_end(&mut black, &mut white);
    let game = record(&black).game().clone();
    assert!(
        game.position().is_game_over(),
        "{} {:?} {:?}",
        game.transcript(),
        online(&black).game.as_ref().map(|g| &g.view.result),
        record(&black).result()
    );
    assert_eq!(record(&white).game().transcript(), game.transcript());
    // The server's account of it matches the boards'.
    assert!(pump(&mut [&mut black, &mut white], |a| a.iter().all(|a| {
        online(a)
            .game
            .as_ref()
            .is_some_and(|g| g.view.result.is_some())
    })));
    let result = online(&black).game.as_ref().unwrap().view.result.clone();
    let result = result.unwrap();
    assert_eq!(result.reason, "end");
    let outcome = game.outcome().unwrap();
    assert_eq!(
        result.discs[0] + result.discs[1],
        64,
        "empty squares to the winner"
    );
    assert_eq!(
        result.discs[0] > result.discs[1],
        outcome.black > outcome.white
    );
    // Undo takes nothing back from the server's game.
    command(&mut black, GameCommand::Undo);
    assert_eq!(record(&black).game().transcript(), game.transcript());

    // Each library keeps it with both names, their ratings and the
    // server's time for every move.
    for app in [&black, &white] {
        let library = app.world().resource::<reversi::library::Library>();
        let entry = library.entries().last().expect("the game is kept");
        assert!(entry.same_game(&game));
        let names = entry.players.clone().map(|p| format!("{p:?}"));
        assert_eq!(names, [r#"Named("Ada")"#, r#"Named("Bo")"#]);
        assert_eq!(entry.ratings, [Some(1500.0), Some(1500.0)]);
        let clocks = entry.clocks.as_ref().expect("the clocks are kept");
        assert_eq!(clocks.control(), "5+0".parse().unwrap());
        assert_eq!(clocks.times().len(), game.moves().len());
        assert!(clocks.times().iter().all(|t| t.is_some()));
    }
}

#[test]
fn a_rated_game_resigned_ends_both_boards_and_rates_both_players() {
    let server = Server::start("resigned");
    let mut black = player(server.addr(), "Ada");
    let mut white = player(server.addr(), "Bo");
    ask(
        &mut black,
        reversi::online::create(ColorChoice::Black, "3+2".parse().unwrap(), true),
    );
    assert!(pump(&mut [&mut black], |a| online(a[0]).created.is_some()));
    let code = online(&black).created.clone().unwrap().0;
    ask(&mut white, Request::Join { code: code.clone() });
    assert!(pump(&mut [&mut black, &mut white], |a| turn(a[0])
        == Some(Turn::Human)));
    assert!(
        !record(&black).allows_help(),
        "no help in a rated game being played"
    );
    click(&mut black, sq("f5"));
    assert!(pump(&mut [&mut black, &mut white], |a| turn(a[1])
        == Some(Turn::Human)));

    ask(&mut white, Request::Resign { code: code.clone() });
    assert!(pump(&mut [&mut black, &mut white], |a| a
        .iter()
        .all(|a| screen(a) == Screen::GameOver)));
    let said = |a: &App| {
        let result = record(a).result().expect("a result");
        a.world().resource::<reversi::i18n::Locale>().say(result)
    };
    assert_eq!(said(&black), "White resigned: Black wins");
    assert_eq!(said(&white), said(&black));
    assert!(record(&black).allows_help(), "help again once it is over");
    // The server's rating change reaches both.
    assert!(pump(&mut [&mut black, &mut white], |a| a.iter().all(|a| {
        online(a)
            .game
            .as_ref()
            .and_then(|g| g.view.result.as_ref())
            .is_some_and(|r| r.rating_change.is_some_and(|[b, w]| b > 0.0 && w < 0.0))
    })));
    let library = black.world().resource::<reversi::library::Library>();
    let entry = library.entries().last().expect("kept");
    assert_eq!(
        entry.ending(),
        reversi::library::games::Ending::Forfeit(
            Side::White,
            reversi::play::game::Forfeit::Resigned
        )
    );
    // As the library writes it, and reads it back.
    let again = reversi::library::games::Entry::from_ggf(&entry.to_ggf()).unwrap();
    assert_eq!(again.ending(), entry.ending());
    assert_eq!(again.ratings, entry.ratings);
}

/// A plain WebSocket client speaking the protocol, for the other device of
/// a player.
struct Raw(tungstenite::WebSocket<tungstenite::stream::MaybeTlsStream<TcpStream>>);

impl Raw {
    fn hello(server: SocketAddr, token: Option<String>) -> Raw {
        let (socket, _) = tungstenite::connect(url(server)).unwrap();
        let mut raw = Raw(socket);
        raw.send(&Request::Hello {
            version: VERSION,
            token,
            name: None,
        });
        raw.until(|e| matches!(e, Event::Welcome { .. }));
        raw
    }

    fn send(&mut self, request: &Request) {
        self.0
            .send(tungstenite::Message::text(request.to_frame()))
            .unwrap();
    }

    fn until(&mut self, wanted: impl Fn(&Event) -> bool) -> Event {
        loop {
            let message = self.0.read().expect("the server answers");
            if let tungstenite::Message::Text(text) = message {
                let event = Event::from_frame(text.as_str()).unwrap();
                if wanted(&event) {
                    return event;
                }
            }
        }
    }
}

#[test]
fn a_move_the_server_refuses_is_taken_back_with_its_reason() {
    let server = Server::start("refused");
    let mut black = player(server.addr(), "Ada");
    let mut white = player(server.addr(), "Bo");
    let code = a_game_between(&mut black, &mut white);
    assert!(pump(&mut [&mut black], |a| turn(a[0]) == Some(Turn::Human)));

    // Ada clicks d3 here; her move is played on the board at once.
    click(&mut black, sq("d3"));
    black.update();
    assert_eq!(record(&black).game().transcript(), "d3");
    // Meanwhile, on her other device, she has played f5 first.
    let token = black.world().resource::<Settings>().token.clone();
    assert!(token.is_some(), "the server gave her a seat");
    let mut other = Raw::hello(server.addr(), token);
    other.send(&Request::Move {
        code: code.clone(),
        square: "f5".into(),
        ply: 0,
    });
    other.until(|e| matches!(e, Event::Moved { square, .. } if square == "f5"));

    // The server refuses d3: the board shows its game, and she is told.
    assert!(pump(&mut [&mut black], |a| record(a[0])
        .game()
        .transcript()
        == "f5"));
    let told = black.world().resource::<Banner>().text.clone();
    assert!(told.contains("did not accept your move"), "{told}");
    assert!(
        online(&black).notice.is_some(),
        "the refusal is kept for the screen"
    );
    // And White answers the server's move as usual.
    assert!(pump(&mut [&mut black, &mut white], |a| turn(a[1])
        == Some(Turn::Human)));
    assert_eq!(record(&white).game().transcript(), "f5");
}

#[test]
fn a_dropped_connection_comes_back_to_the_same_game() {
    let server = Server::start("dropped");
    let proxy = Proxy::new(server.addr());
    let mut black = player(proxy.addr, "Ada");
    let mut white = player(server.addr(), "Bo");
    let code = a_game_between(&mut black, &mut white);
    assert!(pump(&mut [&mut black], |a| turn(a[0]) == Some(Turn::Human)));
    click(&mut black, sq("f5"));
    assert!(pump(&mut [&mut black, &mut white], |a| turn(a[1])
        == Some(Turn::Human)));

    // The network drops Ada; she is told (and her screen reader says it);
    // Bo plays meanwhile.
    proxy.cut();
    assert!(pump(&mut [&mut black], |a| matches!(
        online(a[0]).connection,
        Connection::Retrying { .. }
    )));
    assert!(
        pump(&mut [&mut black], |a| said(a[0])
            .contains("connection to the server was lost")),
        "heard: {}",
        said(&black)
    );
    let gone = |a: &App| {
        online(a)
            .game
            .as_ref()
            .is_some_and(|g| g.gone_since[Side::Black.index()].is_some())
    };
    assert!(pump(&mut [&mut white], |a| gone(a[0])), "Bo sees her gone");
    let reply = a_legal_square(&white);
    click(&mut white, reply);
    white.update();

    // She is back by herself, in the same game, with Bo's move, and hears
    // that she is.
    let heard = std::cell::RefCell::new(Vec::new());
    assert!(pump(&mut [&mut black, &mut white], |a| {
        heard.borrow_mut().push(said(a[0]));
        online(a[0]).connection == Connection::Connected
            && record(a[0]).game().moves().len() == 2
            && turn(a[0]) == Some(Turn::Human)
    }));
    let heard = heard.into_inner();
    assert!(
        heard
            .iter()
            .any(|words| words.contains("Connected to the server again")),
        "heard: {heard:?}"
    );
    assert_eq!(record(&black).online().unwrap().code, code);
    assert_eq!(
        record(&black).game().transcript(),
        record(&white).game().transcript()
    );
    assert!(
        pump(&mut [&mut black, &mut white], |a| !gone(a[1])),
        "Bo sees her back"
    );
}

/// Keys typed as a keyboard sends them, to the field with the focus.
fn type_keys(app: &mut App, keys: &[Key]) {
    use bevy::input::ButtonState;
    use bevy::input::keyboard::KeyboardInput;
    let window = app
        .world_mut()
        .query_filtered::<Entity, With<Window>>()
        .single(app.world())
        .unwrap();
    for key in keys {
        for state in [ButtonState::Pressed, ButtonState::Released] {
            app.world_mut().write_message(KeyboardInput {
                key_code: KeyCode::KeyA,
                logical_key: key.clone(),
                state,
                text: None,
                repeat: false,
                window,
            });
        }
        app.update();
    }
}

use bevy::input::keyboard::Key;

/// A player in the lobby as a person reaches it: the title's Play page,
/// Play online.
fn in_the_lobby(server: SocketAddr, name: &str) -> (App, crate::common::Folder) {
    use reversi::i18n::Language;
    let folder = folder(&format!("lobby-{name}"));
    let mut app = crate::fits::interface((1280, 800), Language::English, &folder);
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        settings.server = url(server);
        settings.name = name.to_string();
    }
    press(&mut app, "menu-play");
    press(&mut app, "menu-online");
    assert!(pump(&mut [&mut app], |a| online(a[0]).connection
        == Connection::Connected));
    (app, folder)
}

#[test]
fn a_game_created_in_the_lobby_is_joined_by_its_code_typed_in_another() {
    use reversi::screens::Panel;
    use reversi::ui::field::TextField;
    let server = Server::start("lobby");
    let (mut ada, _a) = in_the_lobby(server.addr(), "Ada");
    press(&mut ada, "online-create");
    assert!(pump(&mut [&mut ada], |a| online(a[0]).created.is_some()));
    let code = online(&ada).created.clone().unwrap().0;
    let shown = |a: &mut App, wanted: &str| {
        let world = a.world_mut();
        let mut texts = world.query::<&Text>();
        texts.iter(world).any(|t| t.0.contains(wanted))
    };
    assert!(shown(&mut ada, &code), "the code is on the screen");

    let (mut bo, _b) = in_the_lobby(server.addr(), "Bo");
    let field = {
        let world = bo.world_mut();
        let mut fields = world.query::<(Entity, &TextField)>();
        fields
            .iter(world)
            .find(|(_, f)| f.hint == "online-code-hint")
            .map(|(e, _)| e)
            .expect("a field for the code")
    };
    bo.world_mut()
        .resource_mut::<bevy::input_focus::InputFocus>()
        .set(field, bevy::input_focus::FocusCause::Navigated);
    // Typed in capitals, with a slip taken back.
    let mut keys: Vec<Key> = code
        .to_uppercase()
        .chars()
        .map(|c| Key::Character(c.to_string().into()))
        .collect();
    keys.insert(2, Key::Character("#".into()));
    keys.insert(3, Key::Character("x".into()));
    keys.insert(4, Key::Backspace);
    keys.push(Key::Enter);
    type_keys(&mut bo, &keys);

    let playing = |a: &App| {
        record(a).online().is_some_and(|o| o.code == code)
            && screen(a) == Screen::Playing
            && *a.world().resource::<State<Panel>>().get() == Panel::None
    };
    assert!(
        pump(&mut [&mut ada, &mut bo], |a| playing(a[0]) && playing(a[1])),
        "both on the board, the lobby closed: {:?}",
        online(&bo).notice
    );
    // The colour was drawn (the lobby's default): one each.
    let seat = |a: &App| match record(a).mode() {
        Mode::Online(side) => side,
        other => panic!("{other:?}"),
    };
    assert_eq!(seat(&bo), !seat(&ada));
}
