//! Online play as clients see it: real WebSockets to a real server on
//! 127.0.0.1, each test with its own database.

mod common;

use std::time::Duration;

use common::{Client, Scratch, apply, first_move, get, play_until, server};
use reversi_engine::{Color, Game};
use reversi_server::protocol::{ColorChoice, Event, Request, VERSION};

#[tokio::test]
async fn a_whole_game_between_two_clients_is_kept_and_its_record_served() {
    let scratch = Scratch::new("whole");
    let running = server(&scratch.db()).await;
    let addr = running.addr;
    let mut black = Client::new(addr, "Ada").await;
    let mut white = Client::new(addr, "Bo").await;
    let code = black.create(ColorChoice::Black, "5+3", false).await;
    assert_eq!(black.game().await.status, "open");
    white.send(&Request::Join { code: code.clone() }).await;
    let seen_by_white = white.game().await;
    assert_eq!(seen_by_white.status, "playing");
    assert_eq!(seen_by_white.you, "white");
    assert_eq!(seen_by_white.black.unwrap().player.name, "Ada");
    assert_eq!(black.game().await.you, "black");

    let game = play_until(&code, &mut black, &mut white, 200).await;
    assert!(game.position().is_game_over());
    let result = black.ended().await;
    assert_eq!(result.reason, "end");
    let outcome = game.outcome().unwrap();
    let winner = match outcome.winner() {
        Some(Color::Black) => "black",
        Some(Color::White) => "white",
        None => "draw",
    };
    assert_eq!(result.winner, winner);
    assert_eq!(result.discs[0] + result.discs[1], 64);

    // The record: every move, with the players and the clock.
    let (status, ggf) = get(addr, &format!("/games/{code}/ggf")).await;
    assert_eq!(status, 200, "{ggf}");
    assert!(ggf.contains("PB[Ada]") && ggf.contains("PW[Bo]"), "{ggf}");
    assert!(ggf.contains("TI[05:00/00:03]"), "{ggf}");
    let replayed = Game::from_ggf(&ggf).expect("the record reads back");
    assert_eq!(replayed.transcript(), game.transcript());
    // The players' histories hold it.
    let (status, games) = get(addr, &format!("/players/{}/games", black.player.id)).await;
    assert_eq!(status, 200);
    assert!(
        games.contains(&code) && games.contains("\"finished\""),
        "{games}"
    );
    let (status, health) = get(addr, "/health").await;
    assert_eq!(status, 200);
    assert!(health.contains("\"ok\""), "{health}");
    let (status, _) = get(addr, "/games/nosuchgame/ggf").await;
    assert_eq!(status, 404);
    running.stop().await;
}

#[tokio::test]
async fn moves_out_of_turn_illegal_or_from_another_seat_are_refused() {
    let scratch = Scratch::new("refused");
    let running = server(&scratch.db()).await;
    let addr = running.addr;
    let mut black = Client::new(addr, "Black").await;
    let mut white = Client::new(addr, "White").await;
    let mut stranger = Client::new(addr, "Stranger").await;
    let code = black.create(ColorChoice::Black, "3+2", false).await;
    white.send(&Request::Join { code: code.clone() }).await;
    white.game().await;

    white.play(&code, "f5", 0).await;
    assert_eq!(white.error().await, "not_your_turn");
    black.play(&code, "a1", 0).await;
    assert_eq!(black.error().await, "illegal");
    black.play(&code, "k9", 0).await;
    assert_eq!(black.error().await, "illegal");
    black.play(&code, "f5", 3).await;
    assert_eq!(black.error().await, "stale");
    stranger.play(&code, "f5", 0).await;
    assert_eq!(stranger.error().await, "not_seated");
    stranger.send(&Request::Resign { code: code.clone() }).await;
    assert_eq!(stranger.error().await, "not_seated");
    stranger.send(&Request::Join { code: code.clone() }).await;
    assert_eq!(stranger.error().await, "full");

    // A wrong token is no seat at all.
    let mut ws = common::socket(addr).await;
    common::send_on(
        &mut ws,
        &Request::Hello {
            version: VERSION,
            token: Some("0123456789abcdef0123456789abcdef".into()),
            name: None,
        },
    )
    .await;
    match common::next_on(&mut ws).await {
        Event::Error { code, .. } => assert_eq!(code, "token"),
        other => panic!("{other:?}"),
    }
    common::send_on(
        &mut ws,
        &Request::Move {
            code: code.clone(),
            square: "f5".into(),
            ply: 0,
        },
    )
    .await;
    match common::next_on(&mut ws).await {
        Event::Error { code, .. } => assert_eq!(code, "hello_first"),
        other => panic!("{other:?}"),
    }

    // A client of another protocol version is told so and let go.
    let mut ws = common::socket(addr).await;
    common::send_on(
        &mut ws,
        &Request::Hello {
            version: VERSION + 1,
            token: None,
            name: None,
        },
    )
    .await;
    match common::next_on(&mut ws).await {
        Event::Error { code, message } => {
            assert_eq!(code, "version");
            assert!(message.contains("version 1"), "{message}");
        }
        other => panic!("{other:?}"),
    }
    assert!(common::closed(&mut ws).await, "the connection stays open");

    // Nothing was played; the right move still is.
    let (_, view) = get(addr, &format!("/games/{code}")).await;
    assert!(view.contains("\"moves\":[]"), "{view}");
    black.play(&code, "f5", 0).await;
    assert_eq!(white.moved(&code).await, (0, "f5".into()));
    running.stop().await;
}

#[tokio::test]
async fn a_clock_that_runs_out_loses_on_the_server() {
    let scratch = Scratch::new("clock");
    let running = server(&scratch.db()).await;
    let addr = running.addr;
    let mut black = Client::new(addr, "Slow").await;
    let mut white = Client::new(addr, "Quick").await;
    // Two seconds each: Black never moves.
    let code = black.create(ColorChoice::Black, "00:02/00:00", false).await;
    white.send(&Request::Join { code: code.clone() }).await;
    white.game().await;
    let started = std::time::Instant::now();
    let result = white.ended().await;
    let waited = started.elapsed();
    assert_eq!(
        (result.winner.as_str(), result.reason.as_str()),
        ("white", "time")
    );
    assert!(waited >= Duration::from_millis(1900), "{waited:?}");
    // A move after the flag fell is refused.
    black.play(&code, "f5", 0).await;
    assert_eq!(black.error().await, "finished");
    let (_, ggf) = get(addr, &format!("/games/{code}/ggf")).await;
    assert!(
        ggf.contains("RE[") && ggf.contains(":t]"),
        "a loss on time: {ggf}"
    );
    running.stop().await;
}

#[tokio::test]
async fn resigning_ends_the_game_for_the_other_side() {
    let scratch = Scratch::new("resign");
    let running = server(&scratch.db()).await;
    let mut black = Client::new(running.addr, "A").await;
    let mut white = Client::new(running.addr, "B").await;
    let code = black.create(ColorChoice::White, "3+2", false).await;
    black.game().await;
    white.send(&Request::Join { code: code.clone() }).await;
    // The creator asked for White.
    assert_eq!(white.game().await.you, "black");
    play_until(&code, &mut white, &mut black, 6).await;
    black.send(&Request::Resign { code: code.clone() }).await;
    let result = white.ended().await;
    assert_eq!(
        (result.winner.as_str(), result.reason.as_str()),
        ("black", "resign")
    );
    black.send(&Request::Resign { code: code.clone() }).await;
    assert_eq!(black.error().await, "finished");
    running.stop().await;
}

#[tokio::test]
async fn a_player_who_drops_comes_back_to_the_same_game_and_clocks() {
    let scratch = Scratch::new("reconnect");
    let running = server(&scratch.db()).await;
    let addr = running.addr;
    let mut black = Client::new(addr, "Stays").await;
    let mut white = Client::new(addr, "Drops").await;
    let code = black.create(ColorChoice::Black, "5+0", false).await;
    white.send(&Request::Join { code: code.clone() }).await;
    white.game().await;
    let game = play_until(&code, &mut black, &mut white, 7).await;
    // White to move, and gone.
    assert_eq!(game.side_to_move(), Color::White);
    let token = white.token.clone();
    white.close().await;
    let gone = black
        .until(|e| match e {
            Event::Presence {
                color, connected, ..
            } => Some((color.clone(), *connected)),
            _ => None,
        })
        .await;
    assert_eq!(gone, ("white".to_string(), false));

    let mut white = Client::again(addr, &token).await;
    let view = white.game().await;
    assert_eq!(view.code, code);
    assert_eq!(view.you, "white");
    assert_eq!(view.moves.len(), game.moves().len());
    assert_eq!(view.to_move.as_deref(), Some("white"));
    // White's clock ran while away; Black's did not.
    assert!(view.clocks_ms[1] < 300_000, "{:?}", view.clocks_ms);
    let back = black
        .until(|e| match e {
            Event::Presence { connected, .. } => Some(*connected),
            _ => None,
        })
        .await;
    assert!(back);
    let square = first_move(&game);
    white.play(&code, &square, game.moves().len() as u32).await;
    assert_eq!(black.moved(&code).await.1, square);
    running.stop().await;
}

#[tokio::test]
async fn a_spectator_sees_every_move() {
    let scratch = Scratch::new("spectator");
    let running = server(&scratch.db()).await;
    let addr = running.addr;
    let mut black = Client::new(addr, "One").await;
    let mut white = Client::new(addr, "Two").await;
    let mut watcher = Client::new(addr, "Eye").await;
    let code = black.create(ColorChoice::Black, "5+0", false).await;
    white.send(&Request::Join { code: code.clone() }).await;
    white.game().await;
    let before = play_until(&code, &mut black, &mut white, 4).await;
    watcher.send(&Request::Watch { code: code.clone() }).await;
    let view = watcher.game().await;
    assert_eq!(view.you, "spectator");
    let mut seen = Game::new();
    for played in &view.moves {
        apply(&mut seen, &played.square);
    }
    assert_eq!(seen.transcript(), before.transcript());
    let game = common::play_from(&code, before, &mut black, &mut white, 200).await;
    for square in watcher.moves_until_ended(&code).await {
        apply(&mut seen, &square);
    }
    assert_eq!(seen.transcript(), game.transcript());
    // A spectator cannot play.
    watcher.play(&code, "a1", 0).await;
    assert_eq!(watcher.error().await, "not_seated");
    running.stop().await;
}

#[tokio::test]
async fn a_rated_game_moves_both_ratings_as_glicko2_says() {
    let scratch = Scratch::new("rated");
    let running = server(&scratch.db()).await;
    let addr = running.addr;
    let mut black = Client::new(addr, "Winner").await;
    let mut white = Client::new(addr, "Loser").await;
    let code = black.create(ColorChoice::Black, "5+0", true).await;
    white.send(&Request::Join { code: code.clone() }).await;
    white.game().await;
    play_until(&code, &mut black, &mut white, 2).await;
    white.send(&Request::Resign { code: code.clone() }).await;
    let change = black
        .until(|e| match e {
            Event::Ended { result, .. } => Some(result.rating_change),
            _ => None,
        })
        .await
        .expect("a rated game's change");
    // Worked by hand from Glickman's paper (tau 0.5): both at 1500, RD 350,
    // volatility 0.06. g(phi) = 1/sqrt(1 + 3 phi^2/pi^2) = 0.66907 for
    // phi = 350/173.7178; E = 0.5; v = 1/(g^2 E (1-E)) = 8.93547; the
    // volatility stays 0.0599997; phi' = 1/sqrt(1/(phi^2 + sigma'^2) + 1/v)
    // = 1.67118, so RD 290.32; mu' = phi'^2 g (1 - E) = 0.93439, so
    // 1500 + 173.7178 mu' = 1662.31 for the winner, 1337.69 for the loser.
    assert!((change[0] - 162.31).abs() < 0.01, "{change:?}");
    assert!((change[1] + 162.31).abs() < 0.01, "{change:?}");
    let (_, ratings) = get(addr, "/ratings").await;
    let list: serde_json::Value = serde_json::from_str(&ratings).unwrap();
    let players = list["players"].as_array().unwrap();
    assert_eq!(players[0]["name"], "Winner");
    assert!((players[0]["rating"].as_f64().unwrap() - 1662.31).abs() < 0.01);
    assert!((players[0]["deviation"].as_f64().unwrap() - 290.32).abs() < 0.01);
    assert_eq!(players[0]["provisional"], true);
    assert_eq!(players[1]["name"], "Loser");
    assert!((players[1]["rating"].as_f64().unwrap() - 1337.69).abs() < 0.01);
    running.stop().await;
}

#[tokio::test]
async fn a_bot_plays_a_whole_game_and_quick_pairing_finds_an_open_game() {
    let scratch = Scratch::new("bot");
    let running = server(&scratch.db()).await;
    let addr = running.addr;
    let mut person = Client::new(addr, "Alone").await;
    person
        .send(&Request::Bot {
            level: 1,
            color: ColorChoice::Black,
            clock: "5+0".into(),
        })
        .await;
    let view = person.game().await;
    let code = view.code.clone();
    assert!(view.white.unwrap().player.bot);
    let mut game = Game::new();
    while !game.position().is_game_over() {
        if game.side_to_move() == Color::Black {
            let ply = game.moves().len() as u32;
            let square = first_move(&game);
            person.play(&code, &square, ply).await;
        }
        let (_, square) = person.moved(&code).await;
        apply(&mut game, &square);
    }
    let result = person.ended().await;
    assert_eq!(result.reason, "end");
    person
        .send(&Request::Bot {
            level: 4,
            color: ColorChoice::Black,
            clock: "5+0".into(),
        })
        .await;
    assert_eq!(person.error().await, "level");

    // Quick pairing: the second player joins the first's open game.
    let mut first = Client::new(addr, "First").await;
    let mut second = Client::new(addr, "Second").await;
    first
        .send(&Request::Quick {
            clock: "3+2".into(),
            rated: true,
        })
        .await;
    assert_eq!(first.game().await.status, "open");
    second.send(&Request::List).await;
    let open = second
        .until(|e| match e {
            Event::OpenGames { games } => Some(games.clone()),
            _ => None,
        })
        .await;
    assert_eq!(open.len(), 1);
    assert_eq!((open[0].clock.as_str(), open[0].rated), ("3+2", true));
    second
        .send(&Request::Quick {
            clock: "3+2".into(),
            rated: true,
        })
        .await;
    let view = second.game().await;
    assert_eq!(
        (view.status.as_str(), view.code.as_str()),
        ("playing", open[0].code.as_str())
    );
    running.stop().await;
}

#[tokio::test]
async fn a_rematch_swaps_the_colours_when_both_ask() {
    let scratch = Scratch::new("rematch");
    let running = server(&scratch.db()).await;
    let addr = running.addr;
    let mut black = Client::new(addr, "P").await;
    let mut white = Client::new(addr, "Q").await;
    let code = black.create(ColorChoice::Black, "5+0", false).await;
    white.send(&Request::Join { code: code.clone() }).await;
    white.game().await;
    black.send(&Request::Resign { code: code.clone() }).await;
    white
        .until(|e| matches!(e, Event::Ended { .. }).then_some(()))
        .await;
    let view = common::rematch(&mut white, &mut black, &code).await;
    assert_ne!(view.code, code);
    assert_eq!(view.you, "white");
    assert_eq!(view.status, "playing");
    assert_eq!(white.game().await.you, "black");
    running.stop().await;
}

#[tokio::test]
async fn one_command_serves_the_web_build_beside_the_api() {
    let scratch = Scratch::new("web");
    let web = scratch.0.join("web");
    std::fs::create_dir_all(&web).unwrap();
    std::fs::write(web.join("index.html"), "<title>Reversi</title>").unwrap();
    let mut config = common::config(&scratch.db());
    config.web = Some(web);
    let running = reversi_server::start(config).await.unwrap();
    let (status, page) = get(running.addr, "/").await;
    assert_eq!((status, page.as_str()), (200, "<title>Reversi</title>"));
    let (status, _) = get(running.addr, "/health").await;
    assert_eq!(status, 200);
    // The WebSocket is there too.
    Client::new(running.addr, "Web").await.close().await;
    running.stop().await;
}

#[tokio::test]
async fn the_player_to_move_gone_too_long_loses_and_a_name_can_change() {
    let scratch = Scratch::new("abandon");
    let mut config = common::config(&scratch.db());
    config.abandon = 1;
    let running = reversi_server::start(config).await.unwrap();
    let addr = running.addr;
    let mut black = Client::new(addr, "Gone").await;
    let mut white = Client::new(addr, "Waits").await;
    white
        .send(&Request::SetName {
            name: "  Still here  ".into(),
        })
        .await;
    let renamed = white
        .until(|e| match e {
            Event::Player { player } => Some(player.name.clone()),
            _ => None,
        })
        .await;
    assert_eq!(renamed, "Still here");
    white
        .send(&Request::SetName {
            name: "x".repeat(25),
        })
        .await;
    assert_eq!(white.error().await, "name");
    let code = black.create(ColorChoice::Black, "10+0", false).await;
    white.send(&Request::Join { code: code.clone() }).await;
    let view = white.game().await;
    assert_eq!(view.black.unwrap().player.name, "Gone");
    assert_eq!(view.white.unwrap().player.name, "Still here");
    // Black, to move, leaves: a second later, the game is White's.
    black.close().await;
    let result = white.ended().await;
    assert_eq!(
        (result.winner.as_str(), result.reason.as_str()),
        ("white", "abandon")
    );
    running.stop().await;
}
