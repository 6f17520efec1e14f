//! Two server processes on one PostgreSQL database, the two players of a
//! game on different servers: every move reaches the other through the
//! database's NOTIFY. The test runs its own PostgreSQL cluster (Debian's
//! `postgresql` package: `initdb` and `pg_ctl` under
//! `/usr/lib/postgresql/VERSION/bin`) on 127.0.0.1, and stops it.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::{Client, Killed, Scratch, play_until, spawn_server};
use reversi_server::protocol::{ColorChoice, Request};

/// PostgreSQL's programs, from the newest version installed.
fn postgres_bin() -> PathBuf {
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map(|dir| {
            dir.filter_map(|e| Some(e.ok()?.path().join("bin")))
                .collect()
        })
        .unwrap_or_default();
    versions.retain(|bin| bin.join("initdb").exists());
    versions.sort();
    versions.pop().expect(
        "PostgreSQL is not installed: `apt-get install postgresql` (Debian's package, which .ci/run installs)",
    )
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).trim() == "0")
}

/// A command as the user PostgreSQL runs as: itself, or `postgres` for
/// root (PostgreSQL refuses to run as root).
fn as_postgres(program: &Path) -> Command {
    if is_root() {
        let mut command = Command::new("runuser");
        command.args(["-u", "postgres", "--"]).arg(program);
        command
    } else {
        Command::new(program)
    }
}

fn run(mut command: Command, what: &str) {
    let output = command.output().unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(
        output.status.success(),
        "{what}: {}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}

/// A cluster of our own, stopped and removed when dropped.
struct Cluster {
    bin: PathBuf,
    data: PathBuf,
    _scratch: Scratch,
    port: u16,
}

impl Cluster {
    fn start() -> Cluster {
        let bin = postgres_bin();
        let scratch = Scratch::new("postgres");
        let data = scratch.0.join("data");
        if is_root() {
            run(
                {
                    let mut c = Command::new("chown");
                    c.args(["postgres:postgres"]).arg(&scratch.0);
                    c
                },
                "chown",
            );
        }
        let mut initdb = as_postgres(&bin.join("initdb"));
        initdb
            .args(["-U", "postgres", "--auth=trust", "-E", "UTF8", "-D"])
            .arg(&data);
        run(initdb, "initdb");
        // A free port: the system's pick, given back.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let mut start = as_postgres(&bin.join("pg_ctl"));
        start
            .arg("-D")
            .arg(&data)
            .args(["-w", "-l"])
            .arg(scratch.0.join("log"))
            .arg("-o")
            .arg(format!("-k {} -h 127.0.0.1 -p {port}", scratch.0.display()))
            .arg("start");
        run(start, "pg_ctl start");
        let cluster = Cluster {
            bin,
            data,
            _scratch: scratch,
            port,
        };
        let mut create = Command::new(cluster.bin.join("createdb"));
        create.args([
            "-h",
            "127.0.0.1",
            "-p",
            &port.to_string(),
            "-U",
            "postgres",
            "reversi",
        ]);
        run(create, "createdb");
        cluster
    }

    fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/reversi", self.port)
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let mut stop = as_postgres(&self.bin.join("pg_ctl"));
        stop.arg("-D")
            .arg(&self.data)
            .args(["-m", "immediate", "stop"]);
        let _ = stop.output();
    }
}

#[tokio::test]
async fn two_servers_on_one_postgres_play_a_game_between_their_players() {
    let cluster = Cluster::start();
    let (first, first_addr) = spawn_server(&cluster.url());
    let _first = Killed(first);
    let (second, second_addr) = spawn_server(&cluster.url());
    let _second = Killed(second);

    let mut black = Client::new(first_addr, "On the first").await;
    let mut white = Client::new(second_addr, "On the second").await;
    let mut watcher = Client::new(second_addr, "Watching").await;
    let code = black.create(ColorChoice::Black, "5+0", true).await;
    black.game().await;
    white.send(&Request::Join { code: code.clone() }).await;
    assert_eq!(white.game().await.status, "playing");
    // The creator, on the other server, hears of the join.
    let view = black.game().await;
    assert_eq!(view.status, "playing");
    assert_eq!(view.white.unwrap().player.name, "On the second");
    watcher.send(&Request::Watch { code: code.clone() }).await;
    watcher.game().await;

    let game = play_until(&code, &mut black, &mut white, 200).await;
    assert!(game.position().is_game_over());
    for client in [&mut black, &mut white] {
        let result = client.ended().await;
        assert_eq!(result.reason, "end");
        assert!(result.rating_change.is_some());
    }
    let heard = watcher.moves_until_ended(&code).await;
    assert_eq!(heard.len(), game.moves().len());
    // A rematch asked on each server is made once, colours swapped.
    let rematch = common::rematch(&mut white, &mut black, &code).await;
    assert_ne!(rematch.code, code);
    assert_eq!(
        (rematch.you.as_str(), rematch.status.as_str()),
        ("white", "playing")
    );
    let seen = white.game().await;
    assert_eq!(
        (seen.code.as_str(), seen.you.as_str()),
        (rematch.code.as_str(), "black")
    );
    white.play(&rematch.code, "f5", 0).await;
    assert_eq!(black.moved(&rematch.code).await, (0, "f5".into()));

    // Either server serves the record.
    for addr in [first_addr, second_addr] {
        let (status, ggf) = common::get(addr, &format!("/games/{code}/ggf")).await;
        assert_eq!(status, 200);
        assert_eq!(
            reversi_engine::Game::from_ggf(&ggf).unwrap().transcript(),
            game.transcript()
        );
    }
}
