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
}

/// The semi-bold weight, for headings and numbers.
#[derive(Resource, Clone)]
pub struct HeadingFont(pub Handle<Font>);

/// A heading in the semi-bold weight.
pub fn heading(value: impl Into<String>, size: f32, font: &HeadingFont) -> impl Bundle {
    (
        Text::new(value),
        TextFont {
            font: font.0.clone().into(),
            ..TextFont::from_font_size(size)
        },
        TextColor(TEXT),
        Pickable::IGNORE,
    )
}

pub fn text(value: impl Into<String>, size: f32, color: Color) -> impl Bundle {
    (
        Text::new(value),
        TextFont::from_font_size(size),
        TextColor(color),
        Pickable::IGNORE,
    )
}

/// Text that says `msg` in the player's language.
pub fn said(msg: impl Into<Msg>, size: f32, color: Color) -> impl Bundle {
    (text("", size, color), Tr(msg.into()))
}
