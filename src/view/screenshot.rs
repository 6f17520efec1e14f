//! The run options that concern the window: a screenshot once the scene
//! has settled (`--screenshot`), the frame times in the log
//! (`--frame-times`).

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};

use crate::platform::options::Options;
use crate::screens::AppSystems;

pub fn plugin(app: &mut App) {
    let Some(options) = app.world().get_resource::<Options>().cloned() else {
        return;
    };
    if options.screenshot.is_some() {
        app.init_resource::<ScreenshotCountdown>();
        app.add_systems(Update, take_screenshot.after(AppSystems::View));
    }
    if options.frame_times {
        app.add_plugins((
            bevy::diagnostic::FrameTimeDiagnosticsPlugin::default(),
            bevy::diagnostic::LogDiagnosticsPlugin::default(),
        ));
    }
}

/// Frames to wait before the screenshot (software rendering compiles its
/// shaders during the first frames), then frames to let it be written.
#[derive(Resource)]
struct ScreenshotCountdown {
    frames: u32,
    requested: bool,
}

impl Default for ScreenshotCountdown {
    fn default() -> ScreenshotCountdown {
        ScreenshotCountdown {
            frames: 90,
            requested: false,
        }
    }
}

fn take_screenshot(
    mut countdown: ResMut<ScreenshotCountdown>,
    options: Res<Options>,
    mut commands: Commands,
    mut exit: MessageWriter<AppExit>,
) {
    let Some(path) = options.screenshot.clone() else {
        return;
    };
    if countdown.frames > 0 {
        countdown.frames -= 1;
        return;
    }
    if !countdown.requested {
        countdown.requested = true;
        // Start from a clean slate, so that an old file isn't mistaken for the new one.
        let _ = std::fs::remove_file(&path);
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(path));
        return;
    }
    if std::fs::metadata(&path).is_ok_and(|m| m.len() > 0) {
        info!("screenshot saved to {}", path.display());
        exit.write(AppExit::Success);
    }
}
