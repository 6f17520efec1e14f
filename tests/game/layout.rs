//! The board is always wholly visible, as large as the window allows, and
//! under no panel: for every window size the game supports, the board's four
//! outer corners (and its trays) are projected through the game's camera as
//! the game places it, and must land inside the window and outside the HUD
//! and the button bar. No rendering: the same arithmetic the game runs.

use bevy::prelude::*;
use reversi::board::discs::view_points;
use reversi::board::layout::{SUPPORTED_SIZES, ScreenLayout};
use reversi::board::squares::{FRAME_HALF, FRAME_TOP};
use reversi::view::camera::{home_transform, project};

#[test]
fn the_board_is_whole_large_and_uncovered_at_every_size() {
    // Online games' HUD has the players' names too.
    let layouts = SUPPORTED_SIZES.into_iter().flat_map(|(w, h)| {
        let layout = ScreenLayout::for_window(Vec2::new(w, h));
        [layout, layout.with_names()]
    });
    for layout in layouts {
        let window = layout.window;
        let (w, h) = (window.x, window.y);
        let camera = home_transform(&layout, layout.trays());
        let corners = [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)]
            .map(|(x, z)| Vec3::new(x * FRAME_HALF, FRAME_TOP, z * FRAME_HALF));
        let mut board = Rect::EMPTY;
        let screen = Rect::new(0.0, 0.0, w, h);
        for point in corners.into_iter().chain(view_points(layout.trays())) {
            let at = project(window, &camera, point)
                .unwrap_or_else(|| panic!("{w}x{h}: {point} is behind the camera"));
            assert!(
                screen.contains(at),
                "{w}x{h}: {point} is off screen at {at}"
            );
            for panel in layout.panels() {
                assert!(
                    !panel.contains(at),
                    "{w}x{h}: {point} at {at} is under a panel {panel:?}"
                );
            }
            if corners.contains(&point) {
                board = board.union_point(at);
            }
        }
        // As large as the region allows: the view (board and trays) fills
        // most of the region's narrower way.
        let region = layout.board;
        let fill = (board.width() / region.width()).max(board.height() / region.height());
        assert!(
            fill > 0.6,
            "{w}x{h}: the board fills only {fill:.2} of its region"
        );
        // A phone's squares stay big enough to tap (Apple and Google ask
        // for about 44-48 points; the board is foreshortened, so its width).
        let square = board.width() / 8.0;
        assert!(square > 38.0, "{w}x{h}: squares only {square:.0} px wide");
    }
}
