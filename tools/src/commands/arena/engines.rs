//! Matches between engine programs speaking the NBoard protocol (ours with
//! `reversi-engine nboard`, or any other): each opening of a file is played
//! twice with colours swapped; every move is asked with the whole game in
//! GGF (`set game`, then `go`), and the time each engine takes is measured.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use std::time::Instant;

use reversi_engine::{Color, Game, Move, Square};

/// An engine program run through `sh -c`, talking NBoard on its stdin and
/// stdout.
pub struct EngineProcess {
    pub command: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// Engines that stop answering are given up on after this long.
    pub timeout: Duration,
}

impl EngineProcess {
    /// Starts `command`, says `nboard 2`, and `set depth D` if given.
    pub fn start(command: &str, depth: Option<u32>) -> Result<EngineProcess, String> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {command:?}: {e}"))?;
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let (sender, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = EngineProcess {
            command: command.to_string(),
            child,
            stdin,
            lines,
            timeout: Duration::from_secs(120),
        };
        engine.send("nboard 2")?;
        if let Some(depth) = depth {
            engine.send(&format!("set depth {depth}"))?;
        }
        // Wait until it has read all that.
        engine.send("ping 1")?;
        engine.wait_for(|line| line.trim() == "pong 1")?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| format!("{}: cannot write to it: {e}", self.command))
    }

    fn wait_for(&mut self, mut wanted: impl FnMut(&str) -> bool) -> Result<String, String> {
        let deadline = Instant::now() + self.timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if wanted(&line) => return Ok(line),
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => {
                    return Err(format!("{}: no answer in {:?}", self.command, self.timeout));
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(format!("{}: the program ended", self.command));
                }
            }
        }
    }

    /// The engine's move in `game` and how long it took to answer.
    pub fn choose(&mut self, game: &Game) -> Result<(Move, Duration), String> {
        self.send(&format!("set game {}", game.to_ggf()))?;
        let asked = Instant::now();
        self.send("go")?;
        let line = self.wait_for(|line| line.starts_with("==="))?;
        let took = asked.elapsed();
        let text = line.trim_start_matches("===").trim();
        let word = text.split('/').next().unwrap_or_default().trim();
        let mv = if word.eq_ignore_ascii_case("pa") || word.eq_ignore_ascii_case("pass") {
            Move::Pass
        } else {
            Move::Place(
                word.parse::<Square>()
                    .map_err(|_| format!("{}: cannot read its move {line:?}", self.command))?,
            )
        };
        Ok((mv, took))
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_secs(2);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One game between two engines from `opening`; the record and each side's
/// moves' thinking times with the empty squares before each (black's, white's).
pub fn play(
    opening: &Game,
    black: &mut EngineProcess,
    white: &mut EngineProcess,
) -> Result<(Game, [Vec<(u32, Duration)>; 2]), String> {
    let mut game = opening.clone();
    let mut times = [Vec::new(), Vec::new()];
    while !game.position().is_game_over() {
        if game.position().must_pass() {
            game.play(Move::Pass).expect("a forced pass");
            continue;
        }
        let side = game.side_to_move();
        let engine = if side == Color::Black {
            &mut *black
        } else {
            &mut *white
        };
        let empties = game.position().board().empties().count_ones();
        let (mv, took) = engine.choose(&game)?;
        game.play(mv)
            .map_err(|e| format!("{} played {mv}: {e}", engine.command))?;
        times[(side == Color::White) as usize].push((empties, took));
    }
    Ok((game, times))
}
