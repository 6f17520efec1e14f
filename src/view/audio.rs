//! Sounds: a knock when a placed disc lands, a tick when a disc flips. They
//! are built into the program, so it plays from any folder.

use std::sync::Arc;

use bevy::prelude::*;

use crate::AppSystems;
use crate::discs::{DiscLanded, FlipStarted};
use crate::settings::Settings;

/// The sounds (`assets/sounds/make-sounds.sh` makes them).
const PLACE: &[u8] = include_bytes!("../../assets/sounds/place.ogg");
const FLIP: &[u8] = include_bytes!("../../assets/sounds/flip.ogg");

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, load_sounds);
    app.add_systems(Update, play_sounds.after(AppSystems::View));
}

#[derive(Resource)]
struct Sounds {
    place: Handle<AudioSource>,
    flip: Handle<AudioSource>,
}

fn load_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let mut add = |bytes: &'static [u8]| {
        sources.add(AudioSource {
            bytes: Arc::from(bytes),
        })
    };
    commands.insert_resource(Sounds {
        place: add(PLACE),
        flip: add(FLIP),
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

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::audio::Decodable;

    #[test]
    fn the_built_in_sounds_decode() {
        for bytes in [PLACE, FLIP] {
            let source = AudioSource {
                bytes: Arc::from(bytes),
            };
            // Decoding panics on a damaged file; a sound has samples.
            assert!(source.decoder().count() > 1000);
        }
    }
}
