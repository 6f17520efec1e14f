//! The board's looks (the settings' Board row): each a palette of cloth,
//! lines, frame, table, discs and light, put on the scene's shared
//! materials in place, so that a look changes at once, without a restart.
//! The flat look is also seen from above (`view::camera`).

use bevy::prelude::*;

use super::{SceneAssets, shapes};
use crate::settings::Look;

/// A look's colours (sRGB components for the textures) and light.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Palette {
    pub cloth: [f32; 3],
    /// The lines between the squares (the field under them).
    pub lines: Color,
    /// The frame's and the trays' wood, dark and light grain.
    pub frame: ([f32; 3], [f32; 3]),
    pub table: ([f32; 3], [f32; 3]),
    /// The discs' roughness: glossy, or matte in the flat look.
    pub disc_roughness: f32,
    /// The room's ambient light and the sun's, in Bevy's units.
    pub ambient: f32,
    pub sun: f32,
}

pub(super) fn palette(look: Look) -> Palette {
    match look {
        Look::Tournament => Palette {
            cloth: [0.03, 0.30, 0.14],
            lines: Color::srgb(0.01, 0.06, 0.03),
            frame: ([0.22, 0.11, 0.05], [0.42, 0.24, 0.11]),
            table: ([0.12, 0.08, 0.05], [0.24, 0.16, 0.10]),
            disc_roughness: 0.4,
            ambient: 260.0,
            sun: 7_000.0,
        },
        Look::Dark => Palette {
            cloth: [0.02, 0.26, 0.17],
            lines: Color::srgb(0.0, 0.02, 0.012),
            frame: ([0.035, 0.03, 0.028], [0.10, 0.085, 0.075]),
            table: ([0.02, 0.022, 0.026], [0.055, 0.06, 0.07]),
            disc_roughness: 0.35,
            ambient: 110.0,
            sun: 5_500.0,
        },
        Look::Flat => Palette {
            cloth: [0.0, 0.40, 0.17],
            lines: Color::BLACK,
            frame: ([0.04, 0.10, 0.06], [0.06, 0.14, 0.09]),
            table: ([0.26, 0.27, 0.28], [0.30, 0.31, 0.32]),
            disc_roughness: 0.95,
            ambient: 700.0,
            sun: 4_000.0,
        },
        Look::Salon => Palette {
            cloth: [0.40, 0.06, 0.10],
            lines: Color::srgb(0.12, 0.015, 0.03),
            frame: ([0.16, 0.045, 0.03], [0.30, 0.09, 0.06]),
            table: ([0.52, 0.49, 0.44], [0.66, 0.63, 0.58]),
            disc_roughness: 0.4,
            ambient: 260.0,
            sun: 7_000.0,
        },
    }
}

impl SceneAssets {
    /// Puts `look`'s cloth, lines, wood and discs on the shared materials.
    pub(super) fn dress(
        &self,
        look: Look,
        materials: &mut Assets<StandardMaterial>,
        images: &mut Assets<Image>,
    ) {
        let palette = palette(look);
        let cloth = images.add(shapes::felt(palette.cloth));
        let frame = images.add(shapes::wood(palette.frame.0, palette.frame.1));
        let table = images.add(shapes::wood(palette.table.0, palette.table.1));
        let textured = [
            (&self.felt, &cloth),
            (&self.felt_hover, &cloth),
            (&self.frame_wood, &frame),
            (&self.table_wood, &table),
        ];
        for (material, texture) in textured {
            if let Some(mut material) = materials.get_mut(material) {
                material.base_color_texture = Some(texture.clone());
            }
        }
        if let Some(mut lines) = materials.get_mut(&self.groove) {
            lines.base_color = palette.lines;
        }
        for disc in [&self.black, &self.white] {
            if let Some(mut disc) = materials.get_mut(disc) {
                disc.perceptual_roughness = palette.disc_roughness;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use bevy::ecs::system::RunSystemOnce;

    use super::*;

    /// WCAG's contrast ratio of two colours (1 to 21).
    fn contrast(a: Color, b: Color) -> f32 {
        let luminance = |c: Color| {
            let c = c.to_linear();
            0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        };
        let (x, y) = (luminance(a), luminance(b));
        (x.max(y) + 0.05) / (x.min(y) + 0.05)
    }

    fn cloth(look: Look) -> Color {
        let [r, g, b] = palette(look).cloth;
        Color::srgb(r, g, b)
    }

    /// How far apart two colours look: the distance in Oklab (0 the same,
    /// about 0.02 just told apart, black to white 1).
    fn apart(a: Color, b: Color) -> f32 {
        let (a, b) = (Oklaba::from(a), Oklaba::from(b));
        Vec3::new(a.lightness - b.lightness, a.a - b.a, a.b - b.b).length()
    }

    /// Every look keeps the board legible: the marks on the cloth (the
    /// hints and both themes' legal moves and cursor) stand out from it in
    /// colour, both discs and the coordinates (on the frame's wood, the
    /// mean of its grain) in lightness, and each look differs from the
    /// others.
    #[test]
    fn every_look_keeps_the_marks_discs_and_coordinates_legible() {
        for look in Look::ALL {
            let cloth = cloth(look);
            let marks = [
                ("hint", super::super::HINT.with_alpha(1.0)),
                ("contrast ring", super::super::SKY_BLUE),
                ("contrast cursor", super::super::YELLOW),
            ];
            for (name, colour) in marks {
                let distance = apart(colour, cloth);
                assert!(
                    distance >= 0.25,
                    "{look:?}: {name} {distance:.2} from the cloth"
                );
            }
            for (name, disc) in [
                ("black", super::super::BLACK_FACE),
                ("white", super::super::WHITE_FACE),
            ] {
                let ratio = contrast(disc, cloth);
                assert!(ratio >= 1.5, "{look:?}: the {name} disc at {ratio:.2}");
            }
            let (dark, light) = palette(look).frame;
            let [r, g, b] = [0, 1, 2].map(|i| (dark[i] + light[i]) / 2.0);
            let ratio = contrast(super::super::coordinates::LABEL, Color::srgb(r, g, b));
            assert!(ratio >= 3.0, "{look:?}: coordinates at {ratio:.2}");
        }
        for (i, a) in Look::ALL.iter().enumerate() {
            for b in &Look::ALL[i + 1..] {
                assert_ne!(palette(*a), palette(*b));
            }
        }
    }

    /// A new look is put on the materials already on the board: the same
    /// handles, new cloth and wood.
    #[test]
    fn a_look_is_put_on_the_shared_materials() {
        let mut world = World::new();
        world.insert_resource(Assets::<Mesh>::default());
        world.insert_resource(Assets::<StandardMaterial>::default());
        world.insert_resource(Assets::<Image>::default());
        world
            .run_system_once(super::super::load_scene_assets)
            .unwrap();
        let assets = world.remove_resource::<SceneAssets>().unwrap();
        let seen = |world: &World| {
            let materials = world.resource::<Assets<StandardMaterial>>();
            let felt = materials.get(&assets.felt).unwrap();
            let black = materials.get(&assets.black).unwrap();
            (felt.base_color_texture.clone(), black.perceptual_roughness)
        };
        world.resource_scope(|world, mut materials: Mut<Assets<StandardMaterial>>| {
            let mut images = world.resource_mut::<Assets<Image>>();
            assets.dress(Look::Tournament, &mut materials, &mut images);
        });
        let tournament = seen(&world);
        world.resource_scope(|world, mut materials: Mut<Assets<StandardMaterial>>| {
            let mut images = world.resource_mut::<Assets<Image>>();
            assets.dress(Look::Flat, &mut materials, &mut images);
        });
        let flat = seen(&world);
        assert!(tournament.0.is_some() && flat.0.is_some());
        assert_ne!(tournament.0, flat.0, "the cloth's texture");
        assert!(flat.1 > tournament.1, "matte discs in the flat look");
    }
}
