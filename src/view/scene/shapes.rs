//! Shapes and textures made in code: the disc's half (a bevelled lathe
//! profile), a tray with a recess, and the felt and wood textures, so the
//! game needs no model or image files.

use std::f32::consts::{FRAC_PI_2, TAU};

use bevy::asset::RenderAssetUsages;
use bevy::image::{ImageAddressMode, ImageSampler, ImageSamplerDescriptor};
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// Segments around a disc: smooth at any size the board is shown.
const DISC_SEGMENTS: usize = 48;
/// Steps in the rounded edge's quarter circle.
const BEVEL_STEPS: usize = 5;

/// One face of a disc, from its seam (y = 0) up to its face (y =
/// `thickness / 2`): a flat face, a rounded edge of radius `bevel`, and the
/// rim down to the seam. Two of them, one turned over, make a disc whose
/// two colours meet in a visible seam round the rim.
pub fn half_disc(radius: f32, thickness: f32, bevel: f32) -> Mesh {
    let top = thickness / 2.0;
    // The profile as (radius, height) with its outward normal, from the
    // centre of the face outwards and down the rim.
    let mut profile = vec![(Vec2::new(0.0, top), Vec2::Y)];
    for step in 0..=BEVEL_STEPS {
        let angle = FRAC_PI_2 * step as f32 / BEVEL_STEPS as f32;
        let normal = Vec2::new(angle.sin(), angle.cos());
        let centre = Vec2::new(radius - bevel, top - bevel);
        profile.push((centre + normal * bevel, normal));
    }
    profile.push((Vec2::new(radius, 0.0), Vec2::X));
    lathe(&profile, DISC_SEGMENTS)
}

/// A surface of revolution about the y axis from `profile` (points as
/// (radius, height) with their normals), `segments` around.
fn lathe(profile: &[(Vec2, Vec2)], segments: usize) -> Mesh {
    let mut positions = Vec::new();
    let mut normals = Vec::new();
    let mut uvs = Vec::new();
    for (i, (point, normal)) in profile.iter().enumerate() {
        for j in 0..=segments {
            let angle = TAU * j as f32 / segments as f32;
            let (sin, cos) = angle.sin_cos();
            positions.push([point.x * cos, point.y, point.x * sin]);
            normals.push([normal.x * cos, normal.y, normal.x * sin]);
            uvs.push([j as f32 / segments as f32, i as f32 / profile.len() as f32]);
        }
    }
    let ring = segments as u32 + 1;
    let mut indices = Vec::new();
    for i in 0..profile.len() as u32 - 1 {
        for j in 0..segments as u32 {
            let (a, b) = (i * ring + j, i * ring + j + 1);
            let (c, d) = (a + ring, b + ring);
            indices.extend([a, b, c, b, d, c]);
        }
    }
    let mut mesh = Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
    .with_inserted_indices(Indices::U32(indices));
    face_outwards(&mut mesh);
    mesh
}

/// Turns every triangle whose winding disagrees with its vertices' normals,
/// so that all faces are seen from outside.
fn face_outwards(mesh: &mut Mesh) {
    let positions: Vec<Vec3> = match mesh.attribute(Mesh::ATTRIBUTE_POSITION) {
        Some(bevy::mesh::VertexAttributeValues::Float32x3(p)) => {
            p.iter().map(|&p| Vec3::from(p)).collect()
        }
        _ => return,
    };
    let normals: Vec<Vec3> = match mesh.attribute(Mesh::ATTRIBUTE_NORMAL) {
        Some(bevy::mesh::VertexAttributeValues::Float32x3(n)) => {
            n.iter().map(|&n| Vec3::from(n)).collect()
        }
        _ => return,
    };
    if let Some(Indices::U32(indices)) = mesh.indices_mut() {
        for triangle in indices.chunks_mut(3) {
            let [a, b, c] = [0, 1, 2].map(|k| triangle[k] as usize);
            let face = (positions[b] - positions[a]).cross(positions[c] - positions[a]);
            let normal = normals[a] + normals[b] + normals[c];
            if face.dot(normal) < 0.0 {
                triangle.swap(1, 2);
            }
        }
    }
}

/// A `size` x `size` texture of `pixel(x, y)` (coordinates 0..1), tiled
/// when the mesh's coordinates go beyond 1.
fn texture(size: u32, pixel: impl Fn(f32, f32) -> [u8; 4]) -> Image {
    let mut data = Vec::with_capacity((size * size * 4) as usize);
    for y in 0..size {
        for x in 0..size {
            data.extend(pixel(x as f32 / size as f32, y as f32 / size as f32));
        }
    }
    let mut image = Image::new(
        Extent3d {
            width: size,
            height: size,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor {
        address_mode_u: ImageAddressMode::Repeat,
        address_mode_v: ImageAddressMode::Repeat,
        ..ImageSamplerDescriptor::linear()
    });
    image
}

/// Smooth value noise in 0..1, tiling every `period` cells.
fn noise(x: f32, y: f32, period: u32) -> f32 {
    let hash = |ix: i32, iy: i32| {
        let (ix, iy) = (
            ix.rem_euclid(period as i32) as u32,
            iy.rem_euclid(period as i32) as u32,
        );
        let mut h = ix.wrapping_mul(0x8da6_b343) ^ iy.wrapping_mul(0xd816_3841);
        h ^= h >> 13;
        h = h.wrapping_mul(0x85eb_ca6b);
        (h >> 8) as f32 / (1 << 24) as f32
    };
    let (fx, fy) = (x * period as f32, y * period as f32);
    let (ix, iy) = (fx.floor() as i32, fy.floor() as i32);
    let (tx, ty) = (fx - fx.floor(), fy - fy.floor());
    let (sx, sy) = (tx * tx * (3.0 - 2.0 * tx), ty * ty * (3.0 - 2.0 * ty));
    let top = hash(ix, iy) * (1.0 - sx) + hash(ix + 1, iy) * sx;
    let bottom = hash(ix, iy + 1) * (1.0 - sx) + hash(ix + 1, iy + 1) * sx;
    top * (1.0 - sy) + bottom * sy
}

fn mix(a: [f32; 3], b: [f32; 3], t: f32) -> [u8; 4] {
    let channel = |k: usize| ((a[k] + (b[k] - a[k]) * t).clamp(0.0, 1.0) * 255.0) as u8;
    [channel(0), channel(1), channel(2), 255]
}

/// Baize: green with a faint fibrous mottle.
pub fn felt(base: [f32; 3]) -> Image {
    texture(256, |x, y| {
        let fibres = 0.6 * noise(x, y, 64) + 0.4 * noise(x, y, 16);
        let light = base.map(|c| c * 1.12);
        mix(base, light, fibres)
    })
}

/// Wood: long grain along x (rings that wander a little), and fine
/// streaks along it.
pub fn wood(dark: [f32; 3], light: [f32; 3]) -> Image {
    texture(256, |x, y| {
        let wander = 0.5 * noise(x, y, 2) + 0.25 * noise(x, y, 4);
        let rings = 0.5 + 0.5 * (TAU * (y * 9.0 + wander)).sin();
        let streaks = noise(x, y * 16.0 % 1.0, 8) * 0.5 + 0.5 * noise(x, y, 64);
        mix(dark, light, 0.55 * rings * rings + 0.45 * streaks)
    })
}

/// `mesh` with its texture coordinates multiplied by `repeat`, so a texture
/// tiles across it.
pub fn tiled(mut mesh: Mesh, repeat: Vec2) -> Mesh {
    if let Some(bevy::mesh::VertexAttributeValues::Float32x2(uvs)) =
        mesh.attribute_mut(Mesh::ATTRIBUTE_UV_0)
    {
        for uv in uvs {
            *uv = [uv[0] * repeat.x, uv[1] * repeat.y];
        }
    }
    mesh
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_half_disc_is_closed_over_its_face_and_bounded_by_its_size() {
        let mesh = half_disc(0.42, 0.12, 0.025);
        let Some(bevy::mesh::VertexAttributeValues::Float32x3(positions)) =
            mesh.attribute(Mesh::ATTRIBUTE_POSITION)
        else {
            panic!("no positions");
        };
        for p in positions {
            let radius = (p[0] * p[0] + p[2] * p[2]).sqrt();
            assert!(radius <= 0.42 + 1e-4 && (0.0..=0.06 + 1e-4).contains(&p[1]));
        }
        // The face's centre and the seam's full radius are both there.
        assert!(positions.iter().any(|p| p[0] == 0.0 && p[1] > 0.059));
        assert!(
            positions
                .iter()
                .any(|p| p[1] == 0.0 && (p[0] - 0.42).abs() < 1e-4)
        );
    }

    #[test]
    fn textures_tile_seamlessly() {
        // Noise that tiles: the left edge continues the right one.
        for y in [0.1, 0.5, 0.9] {
            assert!((noise(0.0, y, 8) - noise(1.0, y, 8)).abs() < 1e-5);
        }
        let image = wood([0.3, 0.2, 0.1], [0.5, 0.35, 0.2]);
        assert_eq!(image.width(), 256);
    }
}
