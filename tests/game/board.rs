//! The board's entities headless: flips ripple outwards and come to rest.

use crate::common::*;

#[test]
fn flips_ripple_outwards_by_distance_and_end_at_rest() {
    // The first move, along a game of first legal moves, that flips discs
    // at two distances from where it is placed.
    let distance = |a: Square, b: Square| {
        let offset = square_to_world(a) - square_to_world(b);
        offset.x.abs().max(offset.z.abs())
    };
    let mut start = Game::new();
    let target = loop {
        let position = *start.position();
        let found = position.legal_moves().iter().find(|&mv| {
            let d: Vec<f32> = position.flips(mv).iter().map(|f| distance(f, mv)).collect();
            d.iter().any(|&x| x != d[0])
        });
        if let Some(mv) = found {
            break mv;
        }
        let first = position.legal_moves().iter().next().expect("a move");
        start.play(first).unwrap();
    };
    let flips = start.position().flips(target);
    let mut app = app_with(Mode::TwoPlayers, Some(start));
    assert!(run_until(&mut app, 10, human_to_move));
    click(&mut app, target);
    assert!(run_until(&mut app, 10, |a| turn(a) == Some(Turn::Animating)));
    let mut delays: Vec<(f32, f32)> = {
        let world = app.world_mut();
        let mut flipping = world.query::<(&Disc, &Flip)>();
        flipping
            .iter(world)
            .map(|(disc, flip)| (distance(disc.square, target), flip.delay()))
            .collect()
    };
    assert_eq!(delays.len(), flips.len() as usize);
    delays.sort_by(|a, b| a.0.total_cmp(&b.0));
    for pair in delays.windows(2) {
        if pair[1].0 > pair[0].0 {
            assert!(
                pair[1].1 > pair[0].1,
                "farther flips start later: {delays:?}"
            );
        }
    }
    assert!(run_until(&mut app, 300, human_to_move));
    assert_view_matches_rules(&mut app);
    assert_discs_at_rest(&mut app);
}
