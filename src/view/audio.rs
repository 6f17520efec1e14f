//! Sounds: a knock when a placed disc lands, a click as each flipped disc
//! comes down (rising a little in pitch along the ripple, never quite the
//! same twice), a dull thud for a move that is not allowed. They are built
//! into the program (synthesised here from sine waves and noise, like a
//! small synthesiser would), so it plays from any folder and needs no audio
//! decoder beyond WAV; the volume is a setting. The desktop plays them with
//! Bevy's audio; the web with the browser's own Web Audio, which spares the
//! page's module a decoder and a mixer.

use bevy::prelude::*;

use crate::board::discs::{DiscLanded, FlipLanded};
use crate::play::game::IllegalAttempt;
use crate::screens::AppSystems;
use crate::settings::Settings;

#[cfg(not(target_arch = "wasm32"))]
use player::Player;
#[cfg(target_arch = "wasm32")]
use web_player::Player;

/// At most this many clicks start in one frame (a long ripple at high
/// speed would otherwise pile up).
const MAX_CLICKS_PER_FRAME: usize = 4;
/// How much each step of the ripple raises the click's pitch.
const RIPPLE_PITCH: f32 = 0.035;

/// The sounds' sample rate.
const RATE: u32 = 44_100;

pub(super) fn plugin(app: &mut App) {
    #[cfg(not(target_arch = "wasm32"))]
    app.init_resource::<player::Sounds>();
    #[cfg(target_arch = "wasm32")]
    app.init_non_send::<web_player::WebAudio>();
    app.add_systems(Startup, load_sounds);
    app.add_systems(Update, (set_volume, play_sounds.after(AppSystems::View)));
}

/// Which of the game's sounds.
#[derive(Clone, Copy)]
enum Sound {
    Place,
    Flip,
}

fn load_sounds(mut player: Player) {
    player.load(Sound::Place, &knock());
    player.load(Sound::Flip, &click());
}

fn set_volume(settings: Res<Settings>, mut player: Player) {
    if settings.is_changed() {
        player.set_volume(settings.volume as f32 / 100.0);
    }
}

/// A short, low wooden knock: a 190 Hz tone in soft, muffled noise.
fn knock() -> Vec<f32> {
    synthesise(0.09, 190.0, 0.55, (0.0, 1800.0), 0.02, 0.6)
}

/// A lighter, higher click with a little rattle.
fn click() -> Vec<f32> {
    synthesise(0.06, 620.0, 0.35, (400.0, 5000.0), 0.012, 0.35)
}

/// `seconds` of a `tone` (Hz) mixed with noise (`noise` of the whole),
/// band-limited to `band` (Hz, 0 for no high-pass), struck (2 ms attack)
/// and dying away with time constant `decay` (s), at `gain`.
fn synthesise(
    seconds: f32,
    tone: f32,
    noise: f32,
    band: (f32, f32),
    decay: f32,
    gain: f32,
) -> Vec<f32> {
    let count = (seconds * RATE as f32) as usize;
    let dt = 1.0 / RATE as f32;
    // One-pole filters: enough to shape noise into wood and plastic.
    let pole = |cutoff: f32| 1.0 - (-std::f32::consts::TAU * cutoff * dt).exp();
    let (high, low) = (pole(band.0.max(1.0)), pole(band.1));
    let (mut lowpassed, mut floor, mut seed) = (0.0f32, 0.0f32, 0x9e37_79b9u32);
    (0..count)
        .map(|i| {
            let t = i as f32 * dt;
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            let white = seed as f32 / u32::MAX as f32 * 2.0 - 1.0;
            let raw = (1.0 - noise) * (std::f32::consts::TAU * tone * t).sin() + noise * white;
            lowpassed += low * (raw - lowpassed);
            floor += high * (lowpassed - floor);
            let banded = if band.0 > 0.0 {
                lowpassed - floor
            } else {
                lowpassed
            };
            let envelope = (t / 0.002).min(1.0) * (-t / decay).exp();
            // Fade the last millisecond out to avoid a click at the end.
            let tail = ((seconds - t) / 0.001).min(1.0);
            gain * banded * envelope * tail
        })
        .collect()
}

/// `samples` (-1 to 1, mono) as a 16-bit PCM WAV file.
#[cfg(not(target_arch = "wasm32"))]
fn wav(samples: &[f32]) -> Vec<u8> {
    let data = (samples.len() * 2) as u32;
    let mut bytes = Vec::with_capacity(44 + data as usize);
    bytes.extend_from_slice(b"RIFF");
    bytes.extend_from_slice(&(36 + data).to_le_bytes());
    bytes.extend_from_slice(b"WAVEfmt ");
    bytes.extend_from_slice(&16u32.to_le_bytes());
    bytes.extend_from_slice(&1u16.to_le_bytes()); // PCM
    bytes.extend_from_slice(&1u16.to_le_bytes()); // mono
    bytes.extend_from_slice(&RATE.to_le_bytes());
    bytes.extend_from_slice(&(RATE * 2).to_le_bytes());
    bytes.extend_from_slice(&2u16.to_le_bytes());
    bytes.extend_from_slice(&16u16.to_le_bytes());
    bytes.extend_from_slice(b"data");
    bytes.extend_from_slice(&data.to_le_bytes());
    for sample in samples {
        let value = (sample.clamp(-1.0, 1.0) * i16::MAX as f32) as i16;
        bytes.extend_from_slice(&value.to_le_bytes());
    }
    bytes
}

fn play_sounds(
    mut landed: MessageReader<DiscLanded>,
    mut flipped: MessageReader<FlipLanded>,
    mut illegal: MessageReader<IllegalAttempt>,
    settings: Res<Settings>,
    time: Res<Time>,
    mut player: Player,
) {
    let landed = landed.read().count();
    let flips: Vec<usize> = flipped.read().map(|f| f.order).collect();
    let illegal = illegal.read().count();
    if settings.volume == 0 {
        return;
    }
    if landed > 0 {
        player.play(Sound::Place, 1.0);
    }
    for order in flips.into_iter().take(MAX_CLICKS_PER_FRAME) {
        // A little variation from the clock, so no two clicks are alike.
        let jitter = 0.04 * ops::sin(time.elapsed_secs() * 97.0 + order as f32 * 2.3);
        player.play(Sound::Flip, 1.0 + RIPPLE_PITCH * order as f32 + jitter);
    }
    if illegal > 0 {
        player.play(Sound::Place, 0.55);
    }
}

/// The desktop's player: Bevy's audio, the sounds as WAV files.
#[cfg(not(target_arch = "wasm32"))]
mod player {
    use std::sync::Arc;

    use bevy::audio::Volume;
    use bevy::ecs::system::SystemParam;
    use bevy::prelude::*;

    use super::{Sound, wav};

    #[derive(Resource, Default)]
    pub struct Sounds {
        place: Handle<AudioSource>,
        flip: Handle<AudioSource>,
    }

    #[derive(SystemParam)]
    pub struct Player<'w, 's> {
        sounds: ResMut<'w, Sounds>,
        sources: ResMut<'w, Assets<AudioSource>>,
        global: ResMut<'w, GlobalVolume>,
        commands: Commands<'w, 's>,
    }

    impl Player<'_, '_> {
        pub fn load(&mut self, sound: Sound, samples: &[f32]) {
            let handle = self.sources.add(AudioSource {
                bytes: Arc::from(wav(samples)),
            });
            match sound {
                Sound::Place => self.sounds.place = handle,
                Sound::Flip => self.sounds.flip = handle,
            }
        }

        pub fn set_volume(&mut self, volume: f32) {
            self.global.volume = Volume::Linear(volume);
        }

        pub fn play(&mut self, sound: Sound, speed: f32) {
            let handle = match sound {
                Sound::Place => &self.sounds.place,
                Sound::Flip => &self.sounds.flip,
            };
            self.commands.spawn((
                AudioPlayer::new(handle.clone()),
                PlaybackSettings::DESPAWN.with_speed(speed),
            ));
        }
    }
}

/// The web's player: the browser's Web Audio, the sounds as its buffers,
/// all through one gain node (the volume). Without an audio context (a
/// browser that refuses one) it stays silent.
#[cfg(target_arch = "wasm32")]
mod web_player {
    use bevy::prelude::*;
    use web_sys::{AudioBuffer, AudioContext, GainNode};

    use super::{RATE, Sound};

    pub type Player<'w> = NonSendMut<'w, WebAudio>;

    #[derive(Default)]
    pub struct WebAudio {
        output: Option<(AudioContext, GainNode)>,
        place: Option<AudioBuffer>,
        flip: Option<AudioBuffer>,
    }

    impl WebAudio {
        fn output(&mut self) -> Option<&(AudioContext, GainNode)> {
            if self.output.is_none() {
                // The page resumes it at the first gesture (index.html).
                let context = AudioContext::new().ok()?;
                let gain = context.create_gain().ok()?;
                gain.connect_with_audio_node(&context.destination()).ok()?;
                self.output = Some((context, gain));
            }
            self.output.as_ref()
        }

        pub fn load(&mut self, sound: Sound, samples: &[f32]) {
            let buffer = self.output().and_then(|(context, _)| {
                let buffer = context
                    .create_buffer(1, samples.len() as u32, RATE as f32)
                    .ok()?;
                buffer.copy_to_channel(samples, 0).ok()?;
                Some(buffer)
            });
            match sound {
                Sound::Place => self.place = buffer,
                Sound::Flip => self.flip = buffer,
            }
        }

        pub fn set_volume(&mut self, volume: f32) {
            if let Some((_, gain)) = self.output() {
                gain.gain().set_value(volume);
            }
        }

        pub fn play(&mut self, sound: Sound, speed: f32) {
            let buffer = match sound {
                Sound::Place => self.place.clone(),
                Sound::Flip => self.flip.clone(),
            };
            let (Some(buffer), Some((context, gain))) = (buffer, self.output()) else {
                return;
            };
            let Ok(source) = context.create_buffer_source() else {
                return;
            };
            source.set_buffer(Some(&buffer));
            source.playback_rate().set_value(speed);
            if source.connect_with_audio_node(gain).is_ok() {
                let _ = source.start();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::audio::Decodable;

    #[test]
    fn the_built_in_sounds_decode_as_audible_short_sounds() {
        use std::sync::Arc;
        for (samples, seconds) in [(knock(), 0.09), (click(), 0.06)] {
            let source = AudioSource {
                bytes: Arc::from(wav(&samples)),
            };
            // The decoder panics on a damaged file.
            let decoded: Vec<f32> = source.decoder().collect();
            assert_eq!(decoded.len(), (seconds * RATE as f32) as usize);
            let peak = decoded.iter().fold(0.0f32, |m, s| m.max(s.abs()));
            assert!((0.05..1.0).contains(&peak), "peak {peak}");
            // It dies away: the end is quiet.
            let tail = decoded[decoded.len() - 100..]
                .iter()
                .fold(0.0f32, |m, s| m.max(s.abs()));
            assert!(tail < peak / 4.0, "tail {tail} of peak {peak}");
        }
    }
}
