//! The server under what goes wrong: killed mid-game and started again on
//! the same database; thousands of random and damaged frames beside a game
//! that must go on undisturbed.

mod common;

use common::{Client, Killed, Scratch, play_until, server, spawn_server};
use futures_util::{SinkExt, StreamExt};
use reversi_server::protocol::{ColorChoice, Event, Request};
use reversi_testkit::Fuzzer;
use tokio_tungstenite::tungstenite::Message;

#[tokio::test]
async fn a_server_killed_mid_game_and_started_again_lets_the_game_finish() {
    let scratch = Scratch::new("killed");
    let db = scratch.db();
    let (child, addr) = spawn_server(&db);
    let server = Killed(child);
    let mut black = Client::new(addr, "Black").await;
    let mut white = Client::new(addr, "White").await;
    let code = black.create(ColorChoice::Black, "10+5", true).await;
    white.send(&Request::Join { code: code.clone() }).await;
    white.game().await;
    let game = play_until(&code, &mut black, &mut white, 21).await;
    drop(server);

    let (child, addr) = spawn_server(&db);
    let _server = Killed(child);
    let mut black = Client::again(addr, &black.token).await;
    let mut white = Client::again(addr, &white.token).await;
    let view = black.game().await;
    assert_eq!(view.code, code);
    assert_eq!(view.moves.len(), game.moves().len());
    let replayed: String = view
        .moves
        .iter()
        .filter(|m| m.square != "pass")
        .map(|m| m.square.clone())
        .collect();
    assert_eq!(replayed, game.transcript());
    // The clocks as they were, less the move in progress: the time the
    // server was down is nobody's.
    assert!(
        view.clocks_ms.iter().all(|&ms| ms > 550_000),
        "{:?}",
        view.clocks_ms
    );
    white.game().await;

    // The game goes on to its end.
    let game = common::play_from(&code, game, &mut black, &mut white, 200).await;
    let result = white.ended().await;
    assert_eq!(result.reason, "end");
    assert!(result.rating_change.is_some());
    let (status, ggf) = common::get(addr, &format!("/games/{code}/ggf")).await;
    assert_eq!(status, 200);
    assert_eq!(
        reversi_engine::Game::from_ggf(&ggf).unwrap().transcript(),
        game.transcript()
    );
}

/// Frames a client could send: every request, well formed.
fn samples(code: &str) -> Vec<String> {
    let requests = [
        Request::Hello {
            version: 1,
            token: None,
            name: Some("fuzz".into()),
        },
        Request::SetName { name: "x".into() },
        Request::Create {
            color: ColorChoice::Random,
            clock: "3+2".into(),
            rated: true,
        },
        Request::Join { code: code.into() },
        Request::List,
        Request::Quick {
            clock: "1+0".into(),
            rated: false,
        },
        Request::Watch { code: code.into() },
        Request::Move {
            code: code.into(),
            square: "f5".into(),
            ply: 0,
        },
        Request::Resign { code: code.into() },
        Request::Rematch { code: code.into() },
        Request::Leave { code: code.into() },
        Request::Ping,
    ];
    requests
        .iter()
        .map(|r| serde_json::to_string(r).unwrap())
        .collect()
}

#[tokio::test]
async fn thousands_of_random_and_damaged_frames_change_no_one_elses_game() {
    let scratch = Scratch::new("fuzz");
    let running = server(&scratch.db()).await;
    let addr = running.addr;
    let mut black = Client::new(addr, "Calm").await;
    let mut white = Client::new(addr, "Steady").await;
    let code = black.create(ColorChoice::Black, "10+0", false).await;
    white.send(&Request::Join { code: code.clone() }).await;
    white.game().await;
    let samples = samples(&code);
    let sample_refs: Vec<&str> = samples.iter().map(String::as_str).collect();

    let mut fuzzer = Fuzzer::new(55);
    let (mut sent, mut answered, mut closed) = (0, 0, 0);
    for connection in 0..60 {
        let mut ws = common::socket(addr).await;
        // Half the connections say hello first, so their frames reach the
        // games; the others are refused before.
        if connection % 2 == 0 {
            common::send_on(
                &mut ws,
                &Request::Hello {
                    version: 1,
                    token: None,
                    name: Some(format!("fuzzer {connection}")),
                },
            )
            .await;
        }
        for _ in 0..150 {
            // Every tenth connection sends frames over the size limit now
            // and then, which close it.
            let frame = match fuzzer.below(10) {
                0 => Message::Binary(fuzzer.bytes(64).into()),
                1 if connection % 10 == 9 => Message::Text("x".repeat(5000).into()),
                _ => Message::Text(fuzzer.input(&sample_refs).into()),
            };
            if ws.send(frame).await.is_err() {
                break;
            }
            sent += 1;
        }
        // Whatever came back is an event; the connection may be closed.
        loop {
            match tokio::time::timeout(std::time::Duration::from_millis(300), ws.next()).await {
                Ok(Some(Ok(Message::Text(text)))) => {
                    let _: Event = serde_json::from_str(&text).expect("an event");
                    answered += 1;
                }
                Ok(Some(Ok(_))) => {}
                _ => {
                    closed += 1;
                    break;
                }
            }
        }
    }
    println!("{sent} frames sent, {answered} answers, {closed} connections closed");
    assert!(sent >= 2000, "{sent} frames");
    assert!(answered > 500, "{answered} answers");
    assert!(closed > 0);

    // The game between the two calm players is as it was, and goes on.
    let (_, view) = common::get(addr, &format!("/games/{code}")).await;
    assert!(view.contains("\"moves\":[]"), "{view}");
    assert!(view.contains("\"status\":\"playing\""), "{view}");
    let game = play_until(&code, &mut black, &mut white, 200).await;
    assert!(game.position().is_game_over());
    let (status, _) = common::get(addr, "/health").await;
    assert_eq!(status, 200);
    running.stop().await;
}
