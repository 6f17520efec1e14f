//! The interface's look: its colours (the high-contrast theme's are the
//! settings'), its font in two weights, and text in them.

use bevy::prelude::*;

use crate::i18n::{Msg, Tr};

pub const PANEL: Color = Color::srgba(0.06, 0.05, 0.045, 0.86);
/// A panel over another panel: nothing shows through.
pub const PANEL_SOLID: Color = Color::srgb(0.08, 0.067, 0.058);
pub const TEXT: Color = Color::srgb(0.94, 0.94, 0.92);
pub const MUTED: Color = Color::srgb(0.7, 0.72, 0.75);

/// The interface's font, Inter (SIL Open Font License, see
/// `assets/fonts/OFL.txt`), cut to the characters the game's languages need
/// by `assets/fonts/make-fonts.sh`; the semi-bold weight is for headings.
const REGULAR: &[u8] = include_bytes!("../../assets/fonts/Inter-Regular.otf");
const SEMIBOLD: &[u8] = include_bytes!("../../assets/fonts/Inter-SemiBold.otf");

pub(super) fn plugin(app: &mut App) {
    // The regular weight takes the default font's place, so every text
    // uses it unless it asks for another.
    let mut fonts = app.world_mut().resource_mut::<Assets<Font>>();
    let _ = fonts.insert(AssetId::default(), Font::from_bytes(REGULAR.to_vec()));
    let heading = fonts.add(Font::from_bytes(SEMIBOLD.to_vec()));
    app.insert_resource(HeadingFont(heading));
    app.add_systems(Update, warm_font_atlases);
}

/// A size of the interface's text, in logical pixels: one of the few sizes
/// below, so that all can be made ready at the start (`warm_font_atlases`).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct TextSize(f32);

impl TextSize {
    pub const PX13: TextSize = TextSize(13.0);
    pub const PX14: TextSize = TextSize(14.0);
    pub const PX15: TextSize = TextSize(15.0);
    pub const PX16: TextSize = TextSize(16.0);
    pub const PX17: TextSize = TextSize(17.0);
    pub const PX18: TextSize = TextSize(18.0);
    pub const PX21: TextSize = TextSize(21.0);
    pub const PX22: TextSize = TextSize(22.0);
    pub const PX24: TextSize = TextSize(24.0);
    pub const PX28: TextSize = TextSize(28.0);
    pub const PX32: TextSize = TextSize(32.0);
    pub const PX52: TextSize = TextSize(52.0);

    /// Every size, and whether headings use it (in the semi-bold weight).
    const ALL: [(TextSize, bool); 12] = [
        (TextSize::PX13, false),
        (TextSize::PX14, false),
        (TextSize::PX15, false),
        (TextSize::PX16, false),
        (TextSize::PX17, false),
        (TextSize::PX18, false),
        (TextSize::PX21, false),
        (TextSize::PX22, true),
        (TextSize::PX24, false),
        (TextSize::PX28, true),
        (TextSize::PX32, true),
        (TextSize::PX52, true),
    ];

    pub fn font(self) -> TextFont {
        TextFont::from_font_size(self.0)
    }
}

/// Marks a text laid out only to make its size's glyph atlas.
#[derive(Component)]
struct AtlasWarmer;

/// How many frames the interface's scale holds before its atlases are made.
const STEADY_FRAMES: u32 = 8;

/// Where the atlases' warming is: the scale they are made for, the next
/// size to make (two steps a size: regular, semi-bold), and the scale seen
/// lately and for how many frames.
struct Warming {
    warmed: Option<f32>,
    next: usize,
    seen: f32,
    steady: u32,
}

impl Default for Warming {
    fn default() -> Warming {
        Warming {
            warmed: None,
            next: usize::MAX,
            seen: 0.0,
            steady: 0,
        }
    }
}

/// The letters, digits and signs most of the interface's words are made of.
const WARM_GLYPHS: &str =
    "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789 .,:;!?'()+-/%·–";

/// Makes each text size's glyph atlas, one size a frame, in the first frames
/// and again whenever the interface's scale changes. Each size of each
/// weight has its own atlas, a 1 MiB image made (and sent to the GPU whole)
/// the first time a text of that size is laid out: in the browser that held
/// the page's thread 30-100 ms when a screen first showed a new size (the
/// analysis, a puzzle's verdict, profiled). The size is the one on screen,
/// the interface's scale and the window's pixels included: the atlases made
/// before the page had its size, or before a window was resized or a phone
/// turned, are of other sizes.
fn warm_font_atlases(
    mut warming: Local<Warming>,
    ui_scale: Res<UiScale>,
    window: Option<Single<&Window, With<bevy::window::PrimaryWindow>>>,
    heading: Res<HeadingFont>,
    warmers: Query<Entity, With<AtlasWarmer>>,
    mut commands: Commands,
) {
    // Laid out in the frame it was spawned: its atlas is made.
    for warmer in &warmers {
        commands.entity(warmer).despawn();
    }
    let scale = ui_scale.0 * window.map_or(1.0, |w| w.scale_factor());
    // Not while a window is being resized: once its scale has held.
    if scale == warming.seen {
        warming.steady = warming.steady.saturating_add(1);
    } else {
        (warming.seen, warming.steady) = (scale, 0);
    }
    if warming.steady == STEADY_FRAMES && warming.warmed != Some(scale) {
        (warming.warmed, warming.next) = (Some(scale), 0);
    }
    let next = &mut warming.next;
    let Some(&(size, semibold)) = TextSize::ALL.get(*next / 2) else {
        return;
    };
    let bold = *next % 2 == 1;
    *next += 1;
    if bold && !semibold {
        return;
    }
    let font = if bold {
        TextFont {
            font: heading.0.clone().into(),
            ..size.font()
        }
    } else {
        size.font()
    };
    commands.spawn((
        AtlasWarmer,
        Node {
            position_type: PositionType::Absolute,
            ..default()
        },
        Visibility::Hidden,
        Pickable::IGNORE,
        Text::new(WARM_GLYPHS),
        font,
    ));
}

/// The semi-bold weight, for headings and numbers.
#[derive(Resource, Clone)]
pub struct HeadingFont(pub Handle<Font>);

/// A heading in the semi-bold weight.
pub fn heading(value: impl Into<String>, size: TextSize, font: &HeadingFont) -> impl Bundle {
    (
        Text::new(value),
        TextFont {
            font: font.0.clone().into(),
            ..size.font()
        },
        TextColor(TEXT),
        Pickable::IGNORE,
    )
}

pub fn text(value: impl Into<String>, size: TextSize, color: Color) -> impl Bundle {
    (
        Text::new(value),
        size.font(),
        TextColor(color),
        Pickable::IGNORE,
    )
}

/// Text that says `msg` in the player's language.
pub fn said(msg: impl Into<Msg>, size: TextSize, color: Color) -> impl Bundle {
    (text("", size, color), Tr(msg.into()))
}
