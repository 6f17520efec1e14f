//! Where things go on the screen, for any window: the HUD panel, the button
//! bar, the region the board must fill (no panel ever covers it), and the
//! interface's scale. Landscape windows get a side column (HUD above the
//! buttons) beside the board; portrait ones the HUD above the board and the
//! buttons below. Pure arithmetic on the window's size, shared by the UI,
//! the camera and the tests.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::board::discs::TrayPlacement;
use crate::play::game::GameRecord;
use crate::screens::{AppSystems, Screen};
use crate::settings::Settings;

/// Window sizes the layout is made and tested for (logical pixels): desktop
/// monitors and laptops, small netbooks, a phone and a tablet upright.
pub const SUPPORTED_SIZES: [(f32, f32); 6] = [
    (1920.0, 1080.0),
    (1280.0, 800.0),
    (1024.0, 600.0),
    (800.0, 600.0),
    (390.0, 844.0),
    (768.0, 1024.0),
];

/// Space between the panels and the window's edges, unscaled.
const MARGIN: f32 = 12.0;
/// The side column's width in landscape, unscaled.
const COLUMN_WIDTH: f32 = 290.0;
/// The HUD's height: at least this in the side column (it takes what the
/// buttons leave), and across the top in portrait (a row of the move list).
const HUD_HEIGHT_LANDSCAPE: f32 = 196.0;
const HUD_HEIGHT_PORTRAIT: f32 = 158.0;
/// Online, the players' names and ratings over their counts take this
/// much more across the top in portrait (three lines: a long name wraps,
/// one gone says for how long); the side column's move list makes room
/// for them in landscape.
const NAMES_HEIGHT_PORTRAIT: f32 = 60.0;
/// The buttons of the HUD's bar, at most (Rematch appears at the end).
const BAR_BUTTONS: f32 = 8.0;
/// The tour's words (`teach::tour`) need more room than the HUD: across the
/// top in portrait, this high; in the side column, all but its few buttons.
const WORDS_HEIGHT_PORTRAIT: f32 = 270.0;
const TOUR_BUTTONS: f32 = 4.0;
/// One row of buttons, unscaled.
pub const BUTTON_ROW: f32 = 48.0;

/// The layout following the window (the whole game: the tests have none).
pub fn plugin(app: &mut App) {
    app.init_resource::<ScreenLayout>();
    app.add_systems(Update, follow_window.in_set(LayoutSystems));
    app.configure_sets(Update, LayoutSystems.in_set(AppSystems::View));
}

/// The layout follows the window: before anything is placed by it.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LayoutSystems;

/// The screen's arrangement for the current window, in logical pixels from
/// the window's top-left corner.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct ScreenLayout {
    pub window: Vec2,
    pub portrait: bool,
    /// The interface's scale (`UiScale`): text and panels grow and shrink
    /// with the window.
    pub scale: f32,
    /// The HUD: scores, supplies, whose turn, messages.
    pub hud: Rect,
    /// The buttons.
    pub bar: Rect,
    /// Where the board (with its frame and the supplies) is shown.
    pub board: Rect,
}

impl Default for ScreenLayout {
    fn default() -> ScreenLayout {
        ScreenLayout::for_window(Vec2::new(1280.0, 800.0))
    }
}

impl ScreenLayout {
    /// The layout of a `window`-sized screen (logical pixels).
    pub fn for_window(window: Vec2) -> ScreenLayout {
        ScreenLayout::for_window_scaled(window, 1.0)
    }

    /// The layout with the interface `size` times its usual size (the
    /// player's choice, 0.75 to 2), as far as the window leaves the board
    /// room.
    pub fn for_window_scaled(window: Vec2, size: f32) -> ScreenLayout {
        let window = window.max(Vec2::splat(64.0));
        let portrait = window.x < window.y * 1.05;
        let (scale, hud, bar, board) = if portrait {
            // A phone upright is the reference; a tablet grows from it. A
            // larger interface stops where its text would no longer fit
            // across, or the panels would take half the height.
            let fit = (window.x / 460.0).min(window.y / 820.0).clamp(0.6, 1.6);
            let room = (window.x / 390.0)
                .min(0.5 * window.y / (HUD_HEIGHT_PORTRAIT + 2.0 * BUTTON_ROW + 3.0 * MARGIN));
            let scale = grown(fit, size, room);
            let margin = MARGIN * scale;
            let hud = Rect::new(
                margin,
                margin,
                window.x - margin,
                margin + HUD_HEIGHT_PORTRAIT * scale,
            );
            // Two rows of buttons when the width cannot take them in one.
            let rows = if window.x / scale < 700.0 { 2.0 } else { 1.0 };
            let bar = Rect::new(
                margin,
                window.y - margin - rows * BUTTON_ROW * scale,
                window.x - margin,
                window.y - margin,
            );
            let board = Rect::new(0.0, hud.max.y + margin, window.x, bar.min.y - margin);
            (scale, hud, bar, board)
        } else {
            // A larger interface stops where the side column would take
            // 45 % of the width or its panels the whole height.
            let fit = (window.x / 1280.0).min(window.y / 800.0).clamp(0.6, 1.6);
            let room = (0.45 * window.x / (COLUMN_WIDTH + 2.0 * MARGIN))
                .min(window.y / (HUD_HEIGHT_LANDSCAPE + BAR_BUTTONS * BUTTON_ROW + 3.0 * MARGIN));
            let scale = grown(fit, size, room);
            let margin = MARGIN * scale;
            let column = COLUMN_WIDTH * scale;
            // The buttons' column below, the HUD (and its move list) above.
            let bar_height = BAR_BUTTONS * BUTTON_ROW * scale;
            let hud_height =
                (window.y - 3.0 * margin - bar_height).max(HUD_HEIGHT_LANDSCAPE * scale);
            let hud = Rect::new(margin, margin, margin + column, margin + hud_height);
            let bar = Rect::new(
                margin,
                hud.max.y + margin,
                margin + column,
                window.y - margin,
            );
            let board = Rect::new(hud.max.x + margin, 0.0, window.x, window.y);
            (scale, hud, bar, board)
        };
        ScreenLayout {
            window,
            portrait,
            scale,
            hud,
            bar,
            board,
        }
    }

    /// The layout of the tour: its words take more of the screen, its
    /// buttons less.
    pub fn with_words(self) -> ScreenLayout {
        let mut layout = self;
        let margin = MARGIN * self.scale;
        if self.portrait {
            // At most a third of the height: the board is the lesson.
            let words = (WORDS_HEIGHT_PORTRAIT * self.scale).min(0.34 * self.window.y);
            let grown = (words - self.hud.height()).max(0.0);
            layout.hud.max.y += grown;
            layout.board.min.y += grown;
        } else {
            let bar = TOUR_BUTTONS * BUTTON_ROW * self.scale;
            layout.bar.min.y = layout.bar.max.y.min(self.window.y - margin) - bar;
            layout.hud.max.y = layout.bar.min.y - margin;
        }
        layout
    }

    /// The layout of an online game: the HUD has the players' names.
    pub fn with_names(self) -> ScreenLayout {
        let mut layout = self;
        if self.portrait {
            let grown = NAMES_HEIGHT_PORTRAIT * self.scale;
            layout.hud.max.y += grown;
            layout.board.min.y += grown;
        }
        layout
    }

    /// Where the supplies go: beside a wide board region, at the ends of a
    /// tall one.
    pub fn trays(&self) -> TrayPlacement {
        if self.portrait {
            TrayPlacement::Ends
        } else {
            TrayPlacement::Sides
        }
    }

    /// The panels' rectangles: whatever is drawn there is not board.
    pub fn panels(&self) -> [Rect; 2] {
        [self.hud, self.bar]
    }
}

/// The scale `size` times the window's own (`fit`): smaller as asked,
/// larger as far as `room` allows; in steps of [`SCALE_STEP`].
fn grown(fit: f32, size: f32, room: f32) -> f32 {
    let scale = if size <= 1.0 {
        fit * size
    } else {
        (fit * size).min(room).max(fit)
    };
    (scale / SCALE_STEP).floor() * SCALE_STEP
}

/// The interface's scale goes by steps: each text size at each scale is a
/// glyph atlas of its own (1 MiB), and a window dragged wider through
/// every pixel would make one for each.
const SCALE_STEP: f32 = 1.0 / 32.0;

/// A bar of buttons: a row above or below the board, a column beside it.
pub fn bar_direction(layout: &ScreenLayout) -> FlexDirection {
    if layout.portrait {
        FlexDirection::Row
    } else {
        FlexDirection::Column
    }
}

/// A bar's button: it fills a column's width (its margin above and below
/// only, so that it stays inside the column), or shares a row, growing to
/// fill it, its padding narrow so that two rows take every button in every
/// language.
pub fn size_bar_button(node: &mut Node, layout: &ScreenLayout) {
    node.height = px(BUTTON_ROW - 8.0);
    if layout.portrait {
        node.width = Val::Auto;
        node.min_width = px(64);
        node.flex_grow = 1.0;
        node.margin = UiRect::all(px(3));
        node.padding = UiRect::axes(px(8), px(8));
    } else {
        node.width = percent(100);
        node.min_width = Val::Auto;
        node.flex_grow = 0.0;
        node.margin = UiRect::vertical(px(4));
        node.padding = UiRect::axes(px(14), px(8));
    }
}

/// A node placed at `rect` (logical pixels) under `scale`.
pub fn place(node: &mut Node, rect: Rect, scale: f32) {
    let (left, top) = (px(rect.min.x / scale), px(rect.min.y / scale));
    let (width, height) = (px(rect.width() / scale), px(rect.height() / scale));
    if (node.left, node.top, node.width, node.height) != (left, top, width, height) {
        node.position_type = PositionType::Absolute;
        (node.left, node.top, node.width, node.height) = (left, top, width, height);
    }
}

fn follow_window(
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    record: Res<GameRecord>,
    mut layout: ResMut<ScreenLayout>,
    mut ui_scale: ResMut<UiScale>,
    mut trays: ResMut<TrayPlacement>,
) {
    let Some(window) = window else {
        return;
    };
    let mut wanted =
        ScreenLayout::for_window_scaled(window.size(), f32::from(settings.ui_scale) / 100.0);
    if *screen.get() == Screen::Tour {
        wanted = wanted.with_words();
    } else if record.online().is_some() {
        wanted = wanted.with_names();
    }
    if *layout != wanted {
        *layout = wanted;
        ui_scale.0 = wanted.scale;
        trays.set_if_neq(wanted.trays());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn panels_stay_inside_the_window_and_apart() {
        for ((w, h), size) in SUPPORTED_SIZES
            .into_iter()
            .flat_map(|window| [0.75, 1.0, 1.5, 2.0].map(|size| (window, size)))
        {
            let window = Rect::new(0.0, 0.0, w, h);
            let game = ScreenLayout::for_window_scaled(Vec2::new(w, h), size);
            let normal = ScreenLayout::for_window(Vec2::new(w, h));
            if size < 1.0 {
                assert!(game.scale < normal.scale, "{w}x{h} at {size}");
            } else {
                assert!(game.scale >= normal.scale, "{w}x{h} at {size}");
            }
            // The tour's words have more room than the HUD, never less.
            let tour = game.with_words();
            assert!(tour.hud.height() >= game.hud.height(), "{w}x{h} at {size}");
            for layout in [game, tour] {
                for rect in [layout.hud, layout.bar, layout.board] {
                    assert!(
                        window.contains(rect.min) && window.contains(rect.max),
                        "{w}x{h}"
                    );
                    assert!(
                        rect.width() > 0.0 && rect.height() > 0.0,
                        "{w}x{h}: {rect:?}"
                    );
                }
                assert!(layout.hud.intersect(layout.bar).is_empty(), "{w}x{h}");
                for panel in layout.panels() {
                    assert!(panel.intersect(layout.board).is_empty(), "{w}x{h}");
                }
                // The board gets most of the screen.
                // (a larger interface takes some of it, not most).
                let share = layout.board.width() * layout.board.height() / (w * h);
                // and the tour's words take more).
                let least = if size > 1.0 || layout == tour {
                    0.4
                } else {
                    0.55
                };
                assert!(
                    share > least,
                    "{w}x{h} at {size}: the board has {share:.2} of the window"
                );
            }
        }
        // Where the window has room, the interface grows as asked.
        let large = ScreenLayout::for_window_scaled(Vec2::new(1920.0, 1080.0), 1.25);
        let normal = ScreenLayout::for_window(Vec2::new(1920.0, 1080.0));
        assert!((large.scale / normal.scale - 1.25).abs() < 0.01);
        assert!(ScreenLayout::for_window(Vec2::new(390.0, 844.0)).portrait);
        assert!(!ScreenLayout::for_window(Vec2::new(800.0, 600.0)).portrait);
    }
}
