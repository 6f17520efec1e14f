//! Settings kept between sessions: in the browser's local storage on the web,
//! in a small text file in the user's configuration folder on the desktop.
//! The format is `key=value` lines; unknown keys and bad values are skipped
//! (a corrupt file costs the player those settings, never the game).

use bevy::prelude::*;
use reversi_engine::Color;

use crate::rules::{AnimationSpeed, Mode, Settings};

pub(super) fn plugin(app: &mut App) {
    let stored = storage::load();
    let mut settings = app.world_mut().resource_mut::<Settings>();
    if let Some(text) = &stored {
        apply(&mut settings, text);
    }
    // Only the player's own changes are written back; what was loaded (and
    // what the command line or the page address sets afterwards, at startup)
    // is the baseline.
    app.insert_resource(Saved(None));
    app.add_systems(PostUpdate, save_changed_settings);
}

/// The text last written (or loaded at startup), to write only changes.
#[derive(Resource)]
struct Saved(Option<String>);

fn save_changed_settings(settings: Res<Settings>, mut saved: ResMut<Saved>) {
    if !settings.is_changed() {
        return;
    }
    let text = to_text(&settings);
    match &saved.0 {
        None => saved.0 = Some(text),
        Some(previous) if *previous != text => {
            if let Err(message) = storage::store(&text) {
                warn!("settings not saved: {message}");
            }
            saved.0 = Some(text);
        }
        Some(_) => {}
    }
}

/// The settings as stored.
pub fn to_text(settings: &Settings) -> String {
    let mode = match settings.mode {
        Mode::HumanVsAi(Color::Black) => "black",
        Mode::HumanVsAi(Color::White) => "white",
        Mode::TwoPlayers => "two-players",
        Mode::AiVsAi => "ai-vs-ai",
    };
    let on_off = |on: bool| if on { "on" } else { "off" };
    format!(
        "mode={mode}\nlevel={}\nhints={}\nspeed={}\nsound={}\n",
        settings.level,
        on_off(settings.hints),
        settings.speed.label().to_lowercase(),
        on_off(settings.sound),
    )
}

/// Applies what `text` says to `settings`, skipping what it cannot read.
pub fn apply(settings: &mut Settings, text: &str) {
    for line in text.lines() {
        let Some((key, value)) = line.split_once('=') else {
            continue;
        };
        let on_off = || match value.trim() {
            "on" => Some(true),
            "off" => Some(false),
            _ => None,
        };
        match key.trim() {
            "mode" => {
                let mode = match value.trim() {
                    "black" => Mode::HumanVsAi(Color::Black),
                    "white" => Mode::HumanVsAi(Color::White),
                    "two-players" => Mode::TwoPlayers,
                    "ai-vs-ai" => Mode::AiVsAi,
                    _ => continue,
                };
                settings.mode = mode;
            }
            "level" => {
                if let Some(level) = value.trim().parse().ok().filter(|l| (1..=10).contains(l)) {
                    settings.level = level;
                }
            }
            "hints" => settings.hints = on_off().unwrap_or(settings.hints),
            "sound" => settings.sound = on_off().unwrap_or(settings.sound),
            "speed" => {
                let speed = [
                    AnimationSpeed::Slow,
                    AnimationSpeed::Normal,
                    AnimationSpeed::Fast,
                    AnimationSpeed::Off,
                ]
                .into_iter()
                .find(|s| s.label().eq_ignore_ascii_case(value.trim()));
                settings.speed = speed.unwrap_or(settings.speed);
            }
            _ => {}
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod storage {
    const KEY: &str = "reversi.settings";

    fn local_storage() -> Option<web_sys::Storage> {
        web_sys::window()?.local_storage().ok().flatten()
    }

    pub fn load() -> Option<String> {
        local_storage()?.get_item(KEY).ok().flatten()
    }

    pub fn store(text: &str) -> Result<(), String> {
        local_storage()
            .ok_or("local storage is not available")?
            .set_item(KEY, text)
            .map_err(|e| format!("{e:?}"))
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod storage {
    use std::path::PathBuf;

    /// `$XDG_CONFIG_HOME/reversi/settings.txt`, else under `~/.config`
    /// (`%APPDATA%` on Windows).
    fn path() -> Option<PathBuf> {
        let base = std::env::var_os("XDG_CONFIG_HOME")
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
            .or_else(|| std::env::var_os("APPDATA").map(PathBuf::from))
            .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".config")))?;
        Some(base.join("reversi").join("settings.txt"))
    }

    pub fn load() -> Option<String> {
        std::fs::read_to_string(path()?).ok()
    }

    pub fn store(text: &str) -> Result<(), String> {
        let path = path().ok_or("no configuration folder (HOME is not set)")?;
        let write = || {
            std::fs::create_dir_all(path.parent().expect("a file in a folder"))?;
            std::fs::write(&path, text)
        };
        write().map_err(|e| format!("{}: {e}", path.display()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_bad_lines_are_skipped() {
        let mut chosen = Settings {
            mode: Mode::HumanVsAi(Color::White),
            level: 9,
            hints: false,
            speed: AnimationSpeed::Fast,
            sound: false,
            ..Settings::default()
        };
        let mut read = Settings::default();
        apply(&mut read, &to_text(&chosen));
        assert_eq!(read, chosen);

        // Garbage, out-of-range and unknown values leave those settings as
        // they were and still read the good lines.
        apply(
            &mut chosen,
            "level=11\nmode=sideways\n\u{0}\u{1}garbage\nspeed=warp\nhints=on\nfuture=1",
        );
        assert_eq!(chosen.level, 9);
        assert_eq!(chosen.mode, Mode::HumanVsAi(Color::White));
        assert_eq!(chosen.speed, AnimationSpeed::Fast);
        assert!(chosen.hints);
    }
}
