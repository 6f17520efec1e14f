//! Sounds: a knock when a placed disc lands, a tick when a disc flips.

use bevy::prelude::*;

use crate::AppSystems;
use crate::discs::{DiscLanded, FlipStarted};
use crate::rules::Settings;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, load_sounds);
    app.add_systems(Update, play_sounds.after(AppSystems::View));
}

#[derive(Resource)]
struct Sounds {
    place: Handle<AudioSource>,
    flip: Handle<AudioSource>,
}

fn load_sounds(mut commands: Commands, assets: Res<AssetServer>) {
    commands.insert_resource(Sounds {
        place: assets.load("sounds/place.ogg"),
        flip: assets.load("sounds/flip.ogg"),
    });
}

fn play_sounds(
    mut landed: MessageReader<DiscLanded>,
    mut flipped: MessageReader<FlipStarted>,
    settings: Res<Settings>,
    sounds: Res<Sounds>,
    mut commands: Commands,
) {
    let landed = landed.read().count() > 0;
    // Several flips starting in one frame sound as one.
    let flipped = flipped.read().count() > 0;
    if !settings.sound {
        return;
    }
    if landed {
        commands.spawn((
            AudioPlayer::new(sounds.place.clone()),
            PlaybackSettings::DESPAWN,
        ));
    }
    if flipped {
        commands.spawn((
            AudioPlayer::new(sounds.flip.clone()),
            PlaybackSettings::DESPAWN,
        ));
    }
}
