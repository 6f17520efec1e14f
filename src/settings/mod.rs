//! The player's settings: every name, range and place they are kept is
//! defined here once, and they persist between sessions (the browser's local
//! storage on the web, a small text file in the user's configuration folder
//! on the desktop). The format is `key=value` lines; unknown keys and bad
//! values are skipped, so a corrupt file costs the player those settings,
//! never the game.

pub mod language;
mod mode;
pub mod panel;
pub mod storage;
mod system;

pub use mode::{Mode, PlayerKind};

use std::time::Duration;

use bevy::prelude::*;
use reversi_engine::{Color, Level, TimeControl};

use crate::i18n::{Language, Msg};
use crate::settings::storage::Storage;

/// Keeps the settings between sessions (the whole game; headless tests
/// leave the player's stored settings alone).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins(language::plugin);
    app.init_resource::<Settings>();
    if !app.world().contains_resource::<Storage>() {
        app.insert_resource(Storage::system());
    }
    let stored = app.world().resource::<Storage>().load(FILE);
    let system_reduces_motion = system::reduces_motion();
    let mut settings = app.world_mut().resource_mut::<Settings>();
    settings.system_reduces_motion = system_reduces_motion;
    if let Some(text) = &stored {
        settings.apply(text);
    }
    // Only the player's own changes are written back; what was loaded (and
    // what the command line or the page address sets afterwards, at startup)
    // is the baseline.
    app.insert_resource(Saved(None));
    app.add_systems(PostUpdate, save_changed_settings);
}

/// The settings' item in the [`Storage`].
const FILE: &str = "settings.txt";

/// Whether things on screen move: the system's preference (the browser's
/// `prefers-reduced-motion`, the desktop's animations setting), or the
/// player's own choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Motion {
    System,
    Full,
    Reduced,
}

impl Motion {
    pub const ALL: [Motion; 3] = [Motion::System, Motion::Full, Motion::Reduced];

    pub fn key(self) -> &'static str {
        match self {
            Motion::System => "system",
            Motion::Full => "full",
            Motion::Reduced => "reduced",
        }
    }

    pub fn from_key(key: &str) -> Option<Motion> {
        Motion::ALL.into_iter().find(|m| m.key() == key)
    }

    pub fn next(self) -> Motion {
        let index = Motion::ALL.iter().position(|m| *m == self).unwrap_or(0);
        Motion::ALL[(index + 1) % Motion::ALL.len()]
    }
}

/// How the board's marks look: the standard dots, or high contrast, where
/// each mark has its own shape (a ring for a legal move, a cross for a disc
/// that would flip, a diamond for the last move, a frame for the cursor) in
/// colours told apart with any colour vision, and panels fully opaque.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    Standard,
    Contrast,
}

impl Theme {
    pub fn key(self) -> &'static str {
        match self {
            Theme::Standard => "standard",
            Theme::Contrast => "contrast",
        }
    }

    pub fn from_key(key: &str) -> Option<Theme> {
        [Theme::Standard, Theme::Contrast]
            .into_iter()
            .find(|t| t.key() == key)
    }

    pub fn next(self) -> Theme {
        match self {
            Theme::Standard => Theme::Contrast,
            Theme::Contrast => Theme::Standard,
        }
    }

    /// Its name's message.
    pub fn label(self) -> &'static str {
        match self {
            Theme::Standard => "theme-standard",
            Theme::Contrast => "theme-contrast",
        }
    }
}

/// How the board looks: its cloth, frame, discs, table and light together.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Look {
    /// Green cloth in a wooden frame on a wooden table, a warm room.
    #[default]
    Tournament,
    /// Sea-green cloth in an ebony frame on a slate table, lamplight.
    Dark,
    /// The classic computer board, seen from above: bright green, black
    /// lines, matte discs, even light.
    Flat,
    /// Wine-red cloth in a mahogany frame on an ivory table.
    Salon,
}

impl Look {
    pub const ALL: [Look; 4] = [Look::Tournament, Look::Dark, Look::Flat, Look::Salon];

    pub fn key(self) -> &'static str {
        match self {
            Look::Tournament => "tournament",
            Look::Dark => "dark",
            Look::Flat => "flat",
            Look::Salon => "salon",
        }
    }

    pub fn from_key(key: &str) -> Option<Look> {
        Look::ALL.into_iter().find(|l| l.key() == key)
    }

    pub fn next(self) -> Look {
        Look::ALL[(self as usize + 1) % Look::ALL.len()]
    }

    /// Its name's message.
    pub fn label(self) -> Msg {
        Msg::new("look-name").with("look", self.key())
    }
}

/// How a diagram of the position is drawn (`reversi_diagram`): in colour
/// or monochrome, its last move ringed or every disc numbered by its move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DiagramStyle {
    #[default]
    Colour,
    ColourNumbered,
    Mono,
    MonoNumbered,
}

impl DiagramStyle {
    pub const ALL: [DiagramStyle; 4] = [
        DiagramStyle::Colour,
        DiagramStyle::ColourNumbered,
        DiagramStyle::Mono,
        DiagramStyle::MonoNumbered,
    ];

    pub fn key(self) -> &'static str {
        match self {
            DiagramStyle::Colour => "colour",
            DiagramStyle::ColourNumbered => "colour-numbered",
            DiagramStyle::Mono => "mono",
            DiagramStyle::MonoNumbered => "mono-numbered",
        }
    }

    pub fn next(self) -> DiagramStyle {
        DiagramStyle::ALL[(self as usize + 1) % DiagramStyle::ALL.len()]
    }

    pub fn numbers(self) -> bool {
        matches!(
            self,
            DiagramStyle::ColourNumbered | DiagramStyle::MonoNumbered
        )
    }

    pub fn mono(self) -> bool {
        matches!(self, DiagramStyle::Mono | DiagramStyle::MonoNumbered)
    }
}

/// Where a new game starts: the standard position, a balanced start (one of
/// the engine's shipped 8-move lines a search scores within a disc of
/// even), or a number of random legal moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StartKind {
    #[default]
    Standard,
    Balanced,
    Random(u32),
}

/// The random starts' numbers of moves, as the menu's button steps them.
pub const RANDOM_PLIES: [u32; 5] = [4, 8, 12, 16, 20];

impl StartKind {
    pub fn key(self) -> String {
        match self {
            StartKind::Standard => "standard".to_string(),
            StartKind::Balanced => "balanced".to_string(),
            StartKind::Random(plies) => format!("random {plies}"),
        }
    }

    pub fn from_key(key: &str) -> Option<StartKind> {
        match key.split_once(' ') {
            Some(("random", plies)) => plies
                .parse()
                .ok()
                .filter(|p| RANDOM_PLIES.contains(p))
                .map(StartKind::Random),
            _ => [StartKind::Standard, StartKind::Balanced]
                .into_iter()
                .find(|s| s.key() == key),
        }
    }

    /// The menu button's next: standard, balanced, then random with more
    /// and more moves, and round.
    pub fn next(self) -> StartKind {
        match self {
            StartKind::Standard => StartKind::Balanced,
            StartKind::Balanced => StartKind::Random(RANDOM_PLIES[0]),
            StartKind::Random(plies) => RANDOM_PLIES
                .iter()
                .find(|&&p| p > plies)
                .map_or(StartKind::Standard, |&p| StartKind::Random(p)),
        }
    }

    /// The menu button's words.
    pub fn label(self) -> Msg {
        match self {
            StartKind::Standard => Msg::new("menu-start-standard"),
            StartKind::Balanced => Msg::new("menu-start-balanced"),
            StartKind::Random(plies) => Msg::new("menu-start-random").with("count", plies),
        }
    }
}

/// The interface's size the player chose, in percent of the window's own.
pub const UI_SCALES: std::ops::RangeInclusive<u16> = 75..=200;
const UI_SCALE_STEP: u16 = 25;

/// Disc animation speed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnimationSpeed {
    Slow,
    Normal,
    Fast,
    Off,
}

impl AnimationSpeed {
    /// Every speed, in the order the HUD's button cycles through them.
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Slow,
        AnimationSpeed::Normal,
        AnimationSpeed::Fast,
        AnimationSpeed::Off,
    ];

    /// Multiplier of every animation's duration.
    pub fn factor(self) -> f32 {
        match self {
            AnimationSpeed::Slow => 1.7,
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Fast => 0.45,
            AnimationSpeed::Off => 0.0,
        }
    }

    pub fn next(self) -> AnimationSpeed {
        let index = AnimationSpeed::ALL.iter().position(|s| *s == self);
        AnimationSpeed::ALL[index.map_or(0, |i| (i + 1) % AnimationSpeed::ALL.len())]
    }

    /// The speed's name in the settings file.
    pub fn key(self) -> &'static str {
        match self {
            AnimationSpeed::Slow => "slow",
            AnimationSpeed::Normal => "normal",
            AnimationSpeed::Fast => "fast",
            AnimationSpeed::Off => "off",
        }
    }

    pub fn from_key(key: &str) -> Option<AnimationSpeed> {
        AnimationSpeed::ALL.into_iter().find(|s| s.key() == key)
    }

    /// The message that names the speed.
    pub fn label(self) -> &'static str {
        match self {
            AnimationSpeed::Slow => "speed-slow",
            AnimationSpeed::Normal => "speed-normal",
            AnimationSpeed::Fast => "speed-fast",
            AnimationSpeed::Off => "speed-off",
        }
    }
}

/// How rich the 3D scene is: shadows, anti-aliasing, the room's light.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GraphicsQuality {
    /// No shadows or anti-aliasing: software renderers and phones.
    Low,
    Medium,
    High,
}

/// The player's choice of graphics quality.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GraphicsChoice {
    /// Chosen by the machine: lighter on the web and on software renderers.
    Auto,
    Fixed(GraphicsQuality),
}

impl GraphicsChoice {
    /// Every choice, in the order the settings screen cycles through them.
    pub const ALL: [GraphicsChoice; 4] = [
        GraphicsChoice::Auto,
        GraphicsChoice::Fixed(GraphicsQuality::Low),
        GraphicsChoice::Fixed(GraphicsQuality::Medium),
        GraphicsChoice::Fixed(GraphicsQuality::High),
    ];

    pub fn key(self) -> &'static str {
        match self {
            GraphicsChoice::Auto => "auto",
            GraphicsChoice::Fixed(GraphicsQuality::Low) => "low",
            GraphicsChoice::Fixed(GraphicsQuality::Medium) => "medium",
            GraphicsChoice::Fixed(GraphicsQuality::High) => "high",
        }
    }

    pub fn from_key(key: &str) -> Option<GraphicsChoice> {
        GraphicsChoice::ALL.into_iter().find(|c| c.key() == key)
    }

    /// The message that names the choice.
    pub fn label(self) -> &'static str {
        match self {
            GraphicsChoice::Auto => "graphics-auto",
            GraphicsChoice::Fixed(GraphicsQuality::Low) => "graphics-low",
            GraphicsChoice::Fixed(GraphicsQuality::Medium) => "graphics-medium",
            GraphicsChoice::Fixed(GraphicsQuality::High) => "graphics-high",
        }
    }

    pub fn next(self) -> GraphicsChoice {
        let index = GraphicsChoice::ALL.iter().position(|c| *c == self);
        GraphicsChoice::ALL[index.map_or(0, |i| (i + 1) % GraphicsChoice::ALL.len())]
    }
}

/// The sound volume's steps, in percent (0 is silence).
pub const VOLUME_STEP: u8 = 10;

/// The player's choices, kept between games and sessions.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Settings {
    pub mode: Mode,
    /// The AI's level, within [`Level::RANGE`].
    pub level: u32,
    pub hints: bool,
    /// The engine's score on every legal square (see `study::evaluation`).
    pub evaluation: bool,
    pub speed: AnimationSpeed,
    /// The sound's volume in percent, 0 (off) to 100.
    pub volume: u8,
    pub graphics: GraphicsChoice,
    /// The language the player chose; `None` follows the system's.
    pub language: Option<Language>,
    pub motion: Motion,
    pub theme: Theme,
    /// The board's look.
    pub look: Look,
    /// What the system prefers, read at start (not stored).
    pub system_reduces_motion: bool,
    /// The interface's size in percent, within [`UI_SCALES`].
    pub ui_scale: u16,
    /// The shortest time the AI appears to think, so its moves don't feel
    /// instant.
    pub min_think: Duration,
    /// A new game against the AI is a teaching game that pauses on moves
    /// losing more than this many discs (one of `TEACHING_MARGINS`); 0: not.
    pub teaching: u32,
    /// Finished games against the AI are analysed in the background and
    /// the player's worst moves go into the practice deck.
    pub practise: bool,
    /// Where new games start.
    pub start: StartKind,
    /// New games are played against the clock with this control, or not.
    pub clock: Option<TimeControl>,
    /// How the position's diagram is drawn.
    pub diagram: DiagramStyle,
    /// The online server's WebSocket address.
    pub server: String,
    /// The name to play online under (empty: the server's choice).
    pub name: String,
    /// The player's seat on the server, its secret: kept, never shown.
    pub token: Option<String>,
    /// The code of the online game the player has a seat in, while it is
    /// played: a game closed and opened again goes back to it.
    pub online_game: Option<String>,
    /// The lobby's last choices for a new game: the colour (none: drawn),
    /// the clock, rated or casual.
    pub online_colour: Option<Color>,
    pub online_clock: TimeControl,
    pub online_rated: bool,
}

/// The online server a new player's game asks, unless told another (the
/// settings, `--server`, `?server=`, the page's own server): one started
/// on this machine with `reversi-server`'s defaults.
pub const DEFAULT_SERVER: &str = "ws://127.0.0.1:8080/ws";

/// The teaching game's margins in the menu, in discs (0: off).
pub const TEACHING_MARGINS: [u32; 4] = [0, 2, 4, 8];

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            mode: Mode::HumanVsAi(Color::Black),
            level: 5,
            hints: true,
            evaluation: false,
            speed: AnimationSpeed::Normal,
            volume: 80,
            graphics: GraphicsChoice::Auto,
            language: None,
            motion: Motion::System,
            theme: Theme::Standard,
            look: Look::Tournament,
            diagram: DiagramStyle::Colour,
            system_reduces_motion: false,
            ui_scale: 100,
            min_think: Duration::from_millis(450),
            teaching: 0,
            practise: true,
            start: StartKind::Standard,
            clock: None,
            server: DEFAULT_SERVER.to_string(),
            name: String::new(),
            token: None,
            online_game: None,
            online_colour: None,
            online_clock: TimeControl::new(5, 0),
            online_rated: false,
        }
    }
}

impl Settings {
    pub fn level(&self) -> Level {
        Level::get(self.level).unwrap_or(Level::strongest())
    }

    /// One level weaker or stronger, within the range.
    pub fn step_level(&mut self, stronger: bool) {
        let level = if stronger {
            self.level.saturating_add(1)
        } else {
            self.level.saturating_sub(1)
        };
        self.level = level.clamp(*Level::RANGE.start(), *Level::RANGE.end());
    }

    /// Whether motion is reduced: no animations, no turning board.
    pub fn reduces_motion(&self) -> bool {
        match self.motion {
            Motion::System => self.system_reduces_motion,
            Motion::Full => false,
            Motion::Reduced => true,
        }
    }

    /// Multiplier of every animation's duration: 0 when motion is reduced.
    pub fn animation_factor(&self) -> f32 {
        if self.reduces_motion() {
            0.0
        } else {
            self.speed.factor()
        }
    }

    /// One step larger or smaller interface, within [`UI_SCALES`].
    pub fn step_ui_scale(&mut self, larger: bool) {
        let scale = if larger {
            self.ui_scale.saturating_add(UI_SCALE_STEP)
        } else {
            self.ui_scale.saturating_sub(UI_SCALE_STEP)
        };
        self.ui_scale = scale.clamp(*UI_SCALES.start(), *UI_SCALES.end());
    }

    /// One volume step louder, or quieter, within 0 to 100 %.
    pub fn step_volume(&mut self, louder: bool) {
        self.volume = if louder {
            self.volume.saturating_add(VOLUME_STEP).min(100)
        } else {
            self.volume.saturating_sub(VOLUME_STEP)
        };
    }

    /// The next teaching margin of the menu's button (after 8, off).
    pub fn step_teaching(&mut self) {
        let index = TEACHING_MARGINS
            .iter()
            .position(|&m| m == self.teaching)
            .unwrap_or(0);
        self.teaching = TEACHING_MARGINS[(index + 1) % TEACHING_MARGINS.len()];
    }

    /// The menu's clock button: no clock, then the common controls,
    /// fastest first, and round.
    pub fn step_clock(&mut self) {
        let common = TimeControl::COMMON;
        self.clock = match self.clock.and_then(|c| common.iter().position(|&k| k == c)) {
            None => Some(common[0]),
            Some(last) if last + 1 == common.len() => None,
            Some(index) => Some(common[index + 1]),
        };
    }

    /// The settings as stored.
    pub fn to_text(&self) -> String {
        let on_off = |on: bool| if on { "on" } else { "off" };
        format!(
            "mode={}\nlevel={}\nhints={}\nevaluation={}\nspeed={}\nvolume={}\ngraphics={}\nlanguage={}\nmotion={}\nscale={}\ntheme={}\nteaching={}\npractise={}\nstart={}\nclock={}\nlook={}\ndiagram={}\nserver={}\nname={}\ntoken={}\nonline-game={}\nonline-colour={}\nonline-clock={}\nonline-rated={}\n",
            self.mode.key(),
            self.level,
            on_off(self.hints),
            on_off(self.evaluation),
            self.speed.key(),
            self.volume,
            self.graphics.key(),
            self.language.map_or("system", Language::code),
            self.motion.key(),
            self.ui_scale,
            self.theme.key(),
            self.teaching,
            on_off(self.practise),
            self.start.key(),
            self.clock.map_or("none".to_string(), |c| c.to_string()),
            self.look.key(),
            self.diagram.key(),
            self.server,
            self.name,
            self.token.as_deref().unwrap_or(""),
            self.online_game.as_deref().unwrap_or(""),
            match self.online_colour {
                Some(Color::Black) => "black",
                Some(Color::White) => "white",
                None => "random",
            },
            self.online_clock,
            on_off(self.online_rated),
        )
    }

    /// Applies what stored `text` says, skipping what it cannot read.
    pub fn apply(&mut self, text: &str) {
        for line in text.lines() {
            let Some((key, value)) = line.split_once('=') else {
                continue;
            };
            let value = value.trim();
            let on_off = match value {
                "on" => Some(true),
                "off" => Some(false),
                _ => None,
            };
            match key.trim() {
                "mode" => self.mode = Mode::from_key(value).unwrap_or(self.mode),
                "level" => {
                    if let Some(level) = value.parse().ok().filter(|l| Level::RANGE.contains(l)) {
                        self.level = level;
                    }
                }
                "hints" => self.hints = on_off.unwrap_or(self.hints),
                "evaluation" => self.evaluation = on_off.unwrap_or(self.evaluation),
                "practise" => self.practise = on_off.unwrap_or(self.practise),
                // Files from before the volume setting.
                "sound" if on_off == Some(false) => self.volume = 0,
                "volume" => {
                    if let Some(volume) = value.parse().ok().filter(|v| *v <= 100) {
                        self.volume = volume;
                    }
                }
                "graphics" => {
                    self.graphics = GraphicsChoice::from_key(value).unwrap_or(self.graphics)
                }
                "speed" => self.speed = AnimationSpeed::from_key(value).unwrap_or(self.speed),
                "motion" => self.motion = Motion::from_key(value).unwrap_or(self.motion),
                "theme" => self.theme = Theme::from_key(value).unwrap_or(self.theme),
                "look" => self.look = Look::from_key(value).unwrap_or(self.look),
                "diagram" => {
                    let style = DiagramStyle::ALL.into_iter().find(|d| d.key() == value);
                    self.diagram = style.unwrap_or(self.diagram);
                }
                "start" => self.start = StartKind::from_key(value).unwrap_or(self.start),
                "clock" if value == "none" => self.clock = None,
                "clock" => self.clock = value.parse().ok().or(self.clock),
                "scale" => {
                    if let Some(scale) = value.parse().ok().filter(|s| UI_SCALES.contains(s)) {
                        self.ui_scale = scale;
                    }
                }
                "teaching" => {
                    if let Some(margin) =
                        value.parse().ok().filter(|m| TEACHING_MARGINS.contains(m))
                    {
                        self.teaching = margin;
                    }
                }
                "server" if !value.is_empty() => self.server = value.to_string(),
                "name" => self.name = clean_name(value),
                "token" => self.token = Some(value.to_string()).filter(|t| !t.is_empty()),
                "online-game" => {
                    self.online_game = Some(value.to_string())
                        .filter(|c| !c.is_empty() && c.chars().all(|c| c.is_ascii_alphanumeric()));
                }
                "online-colour" => {
                    self.online_colour = match value {
                        "black" => Some(Color::Black),
                        "white" => Some(Color::White),
                        _ => None,
                    }
                }
                "online-clock" => self.online_clock = value.parse().unwrap_or(self.online_clock),
                "online-rated" => self.online_rated = on_off.unwrap_or(self.online_rated),
                "language" if value == "system" => self.language = None,
                "language" => {
                    self.language = Language::from_code(value).or(self.language);
                }
                _ => {}
            }
        }
    }
}

/// A name as the server takes it: no control characters, at most 24
/// characters.
pub fn clean_name(name: &str) -> String {
    name.chars()
        .filter(|c| !c.is_control())
        .take(24)
        .collect::<String>()
        .trim()
        .to_string()
}

/// The text last written (or loaded at startup), to write only changes.
#[derive(Resource)]
struct Saved(Option<String>);

fn save_changed_settings(settings: Res<Settings>, storage: Res<Storage>, mut saved: ResMut<Saved>) {
    if !settings.is_changed() {
        return;
    }
    let text = settings.to_text();
    match &saved.0 {
        None => saved.0 = Some(text),
        Some(previous) if *previous != text => {
            if let Err(message) = storage.store(FILE, &text) {
                warn!("settings not saved: {message}");
            }
            saved.0 = Some(text);
        }
        Some(_) => {}
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
            volume: 30,
            graphics: GraphicsChoice::Fixed(GraphicsQuality::Low),
            language: Some(Language::Esperanto),
            motion: Motion::Reduced,
            theme: Theme::Contrast,
            ui_scale: 150,
            start: StartKind::Random(12),
            clock: Some(TimeControl::new(3, 2)),
            look: Look::Salon,
            diagram: DiagramStyle::MonoNumbered,
            server: "ws://example.org:9000/ws".into(),
            name: "Ada L.".into(),
            token: Some("a-secret".into()),
            online_game: Some("k3x9q2".into()),
            online_colour: Some(Color::White),
            online_clock: TimeControl::new(10, 5),
            online_rated: true,
            ..Settings::default()
        };
        let mut read = Settings::default();
        read.apply(&chosen.to_text());
        assert_eq!(read, chosen);

        // Garbage, out-of-range and unknown values leave those settings as
        // they were and still read the good lines.
        chosen.apply(
            "level=11\nlevel=4294967297\nmode=sideways\n\u{0}\u{1}garbage\nspeed=warp\nhints=on\nfuture=1\nscale=300\nscale=-1\nmotion=wild\nlanguage=xx\ntheme=neon\nstart=random 13\nstart=random\nstart=xot\nclock=0+5\nclock=fast\nlook=neon\ndiagram=sepia",
        );
        assert_eq!(chosen.level, 9);
        assert_eq!(chosen.ui_scale, 150);
        assert_eq!(chosen.motion, Motion::Reduced);
        assert_eq!(chosen.theme, Theme::Contrast);
        assert_eq!(chosen.start, StartKind::Random(12));
        assert_eq!(chosen.clock, Some(TimeControl::new(3, 2)));
        assert_eq!(chosen.look, Look::Salon);
        assert_eq!(chosen.diagram, DiagramStyle::MonoNumbered);
        assert_eq!(chosen.language, Some(Language::Esperanto));
        assert_eq!(chosen.mode, Mode::HumanVsAi(Color::White));
        assert_eq!(chosen.speed, AnimationSpeed::Fast);
        assert!(chosen.hints);
    }

    #[test]
    fn reduced_motion_stops_every_animation_whatever_the_speed() {
        let mut settings = Settings {
            speed: AnimationSpeed::Slow,
            ..Settings::default()
        };
        assert!(settings.animation_factor() > 1.0);
        settings.system_reduces_motion = true;
        assert_eq!(settings.animation_factor(), 0.0, "the system's preference");
        settings.motion = Motion::Full;
        assert!(
            settings.animation_factor() > 1.0,
            "the player's choice wins"
        );
        settings.motion = Motion::Reduced;
        settings.system_reduces_motion = false;
        assert_eq!(settings.animation_factor(), 0.0);
    }

    #[test]
    fn the_interface_size_steps_within_its_range() {
        let mut settings = Settings::default();
        for _ in 0..10 {
            settings.step_ui_scale(true);
        }
        assert_eq!(settings.ui_scale, 200);
        for _ in 0..10 {
            settings.step_ui_scale(false);
        }
        assert_eq!(settings.ui_scale, 75);
    }

    #[test]
    fn every_name_reads_back_as_its_value() {
        for mode in Mode::ALL {
            assert_eq!(Mode::from_key(mode.key()), Some(mode));
        }
        for speed in AnimationSpeed::ALL {
            assert_eq!(AnimationSpeed::from_key(speed.key()), Some(speed));
        }
        for choice in GraphicsChoice::ALL {
            assert_eq!(GraphicsChoice::from_key(choice.key()), Some(choice));
        }
        for (look, next) in Look::ALL
            .into_iter()
            .zip(Look::ALL.into_iter().cycle().skip(1))
        {
            assert_eq!(Look::from_key(look.key()), Some(look));
            assert_eq!(look.next(), next);
        }
        // A file from before the volume setting keeps the sound off.
        let mut old = Settings::default();
        old.apply("sound=off\n");
        assert_eq!(old.volume, 0);
        assert_eq!(AnimationSpeed::Off.next(), AnimationSpeed::Slow);
        // The start's button steps through every start and comes round.
        let mut start = StartKind::Standard;
        let mut seen = Vec::new();
        loop {
            assert_eq!(StartKind::from_key(&start.key()), Some(start));
            seen.push(start);
            start = start.next();
            if start == StartKind::Standard {
                break;
            }
        }
        assert_eq!(seen.len(), 2 + RANDOM_PLIES.len());
        // The clock's button: none, each common control, none again.
        let mut settings = Settings::default();
        let mut controls = Vec::new();
        loop {
            settings.step_clock();
            let Some(control) = settings.clock else { break };
            controls.push(control);
        }
        assert_eq!(controls, TimeControl::COMMON);
    }

    #[test]
    fn levels_step_within_their_range() {
        let mut settings = Settings {
            level: *Level::RANGE.end(),
            ..Settings::default()
        };
        settings.step_level(true);
        assert_eq!(settings.level, *Level::RANGE.end());
        settings.level = *Level::RANGE.start();
        settings.step_level(false);
        assert_eq!(settings.level, *Level::RANGE.start());
    }
}
