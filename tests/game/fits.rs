//! Every screen fits: laid out by Bevy's own UI layout, its text measured
//! in the shipped font, at the window sizes players use (a laptop, a phone
//! upright) and in every language. Nothing runs out of the window, out of
//! the box that holds it (a clipping box would cut it off), and no line of
//! text runs past its box. A panel that scrolls may be longer than the
//! window, never wider.

use std::path::Path;

use bevy::asset::AssetPlugin;
use bevy::camera::{ComputedCameraValues, RenderTargetInfo};
use bevy::input::InputPlugin;
use bevy::input_focus::{InputDispatchPlugin, InputFocusPlugin};
use bevy::text::{TextLayoutInfo, TextPlugin};
use bevy::ui::{ComputedNode, IsDefaultUiCamera, OverflowAxis, UiGlobalTransform, UiPlugin};
use bevy::window::{ExitCondition, PrimaryWindow, WindowResolution};

use crate::common::*;
use reversi::i18n::Language;
use reversi::practice::deck::Calendar;
use reversi::practice::exercise::{Exercise, StartExercise, Task};
use reversi::records::saves::{self, ResumeAtStart};
use reversi::screens::{MenuPage, Panel};
use reversi::settings::storage::Storage;
use reversi::teach::tour::TourCommand;

/// A laptop and a phone upright (logical pixels).
const WINDOWS: [(u32, u32); 2] = [(1280, 800), (390, 844)];

/// Half a pixel either way is rounding, not overflow.
const SLACK: f32 = 1.0;

/// The game's logic and its interface, with Bevy's UI and text but no
/// renderer, in a `window`-sized window, speaking `language`.
pub(crate) fn interface(window: (u32, u32), language: Language, folder: &Path) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        AssetPlugin::default(),
        InputPlugin,
        TextPlugin,
        UiPlugin,
    ));
    app.init_asset::<Image>();
    app.init_asset::<TextureAtlasLayout>();
    app.add_systems(PostUpdate, inherit_visibility);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    app.insert_resource(Storage::Folder(folder.to_path_buf()));
    app.insert_resource(ResumeAtStart(false));
    app.insert_resource(Calendar {
        fixed: Some(20_790),
    });
    app.add_plugins((
        WindowPlugin {
            primary_window: None,
            exit_condition: ExitCondition::DontExit,
            close_when_requested: false,
            ..default()
        },
        InputFocusPlugin,
        InputDispatchPlugin,
        DefaultPickingPlugins,
        bevy::a11y::AccessibilityPlugin,
        reversi::logic_plugin,
        reversi::interface_plugin,
        saves::plugin,
        reversi::settings::language::plugin,
    ));
    let (width, height) = window;
    let world = app.world_mut();
    world.spawn((
        Window {
            resolution: WindowResolution::new(width, height),
            ..default()
        },
        PrimaryWindow,
    ));
    // What the renderer would tell the camera: its target's size.
    world.spawn((
        Camera2d,
        IsDefaultUiCamera,
        Camera {
            computed: ComputedCameraValues {
                target_info: Some(RenderTargetInfo {
                    physical_size: UVec2::new(width, height),
                    scale_factor: 1.0,
                }),
                ..default()
            },
            ..default()
        },
    ));
    {
        let mut settings = world.resource_mut::<Settings>();
        settings.language = Some(language);
        settings.min_think = Duration::ZERO;
        // No mistakes taken from the games finished here: that analysis
        // would run on in the shared task pool after the test, and starve
        // the other tests' searches.
        settings.practise = false;
    }
    settle(&mut app);
    app
}

/// What the renderer's visibility plugin (not run here: it wants meshes'
/// bounds) tells the interface: a node is seen unless it or a node above it
/// is hidden. The keyboard's focus keeps only to buttons seen.
fn inherit_visibility(
    mut nodes: Query<(Entity, &mut InheritedVisibility), With<Node>>,
    visibility: Query<(&Visibility, Option<&ChildOf>)>,
) {
    for (entity, mut inherited) in &mut nodes {
        let mut seen = true;
        let mut at = Some(entity);
        while let Some(node) = at {
            let Ok((shown, parent)) = visibility.get(node) else {
                break;
            };
            seen &= *shown != Visibility::Hidden;
            at = parent.map(ChildOf::parent);
        }
        inherited.set_if_neq(if seen {
            InheritedVisibility::VISIBLE
        } else {
            InheritedVisibility::HIDDEN
        });
    }
}

/// Frames until the layout has taken in the last change (text is measured
/// a frame after it changes, the layout follows the window a frame later).
pub(crate) fn settle(app: &mut App) {
    for _ in 0..6 {
        app.update();
    }
}

/// A node's box on the screen, in the window's pixels.
fn rect(node: &ComputedNode, transform: &UiGlobalTransform) -> Rect {
    Rect::from_center_size(transform.translation, node.size)
}

fn inside(inner: Rect, outer: Rect) -> bool {
    inner.min.x >= outer.min.x - SLACK
        && inner.min.y >= outer.min.y - SLACK
        && inner.max.x <= outer.max.x + SLACK
        && inner.max.y <= outer.max.y + SLACK
}

fn across_inside(inner: Rect, outer: Rect) -> bool {
    inner.min.x >= outer.min.x - SLACK && inner.max.x <= outer.max.x + SLACK
}

/// Where a text's glyphs are drawn, in the window's pixels from its box's
/// top-left corner (the space a wrapped line ends with is not drawn).
fn ink(info: &TextLayoutInfo) -> Option<Rect> {
    info.glyphs
        .iter()
        .map(|glyph| Rect::from_center_size(glyph.position, glyph.atlas_info.rect.size()))
        .reduce(|a, b| a.union(b))
}

/// What does not fit on the screen as laid out now: each line names the
/// node (by its text, or its nearest text) and how it overflows.
fn overflows(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let window = {
        let mut windows = world.query_filtered::<&Window, With<PrimaryWindow>>();
        let window = windows.single(world).unwrap();
        Rect::new(0.0, 0.0, window.width(), window.height())
    };
    let mut nodes = world.query::<(
        Entity,
        &Node,
        &ComputedNode,
        &UiGlobalTransform,
        Option<&ChildOf>,
        Option<&Visibility>,
        Option<&Text>,
        Option<&TextLayoutInfo>,
    )>();
    let all: BTreeMap<Entity, _> = nodes
        .iter(world)
        .map(
            |(e, node, computed, transform, parent, visibility, text, info)| {
                let hidden =
                    visibility == Some(&Visibility::Hidden) || node.display == Display::None;
                (
                    e,
                    (
                        node.clone(),
                        *computed,
                        rect(computed, transform),
                        parent.map(ChildOf::parent),
                        hidden,
                        text.map(|t| t.0.clone()),
                        info.and_then(ink),
                    ),
                )
            },
        )
        .collect();
    let shown = |mut entity: Entity| loop {
        let Some(node) = all.get(&entity) else {
            return true;
        };
        if node.4 {
            return false;
        }
        match node.3 {
            Some(parent) => entity = parent,
            None => return true,
        }
    };
    // A node is named by its own text, else by the first text inside it.
    let name = |entity: Entity| -> String {
        if let Some(text) = &all[&entity].5
            && !text.trim().is_empty()
        {
            return format!("{text:?}");
        }
        let mut texts = all
            .iter()
            .filter(|(e, n)| {
                n.5.as_ref().is_some_and(|t| !t.trim().is_empty())
                    && {
                        let mut up = n.3;
                        loop {
                            match up {
                                Some(p) if p == entity => break true,
                                Some(p) => up = all.get(&p).and_then(|n| n.3),
                                None => break false,
                            }
                        }
                    }
                    && **e != entity
            })
            .map(|(_, n)| n.5.clone().unwrap());
        match texts.next() {
            Some(text) => format!("the box of {text:?}"),
            None => format!("a box {entity}"),
        }
    };
    let mut problems = Vec::new();
    for (&entity, (node, computed, rect, parent, _, text, text_size)) in &all {
        if !shown(entity) || computed.size.x <= 0.0 || computed.size.y <= 0.0 {
            continue;
        }
        // Scrolling boxes above it: it may lie below the window's fold.
        let mut scrolls = false;
        let mut up = *parent;
        while let Some(p) = up {
            if all[&p].0.overflow.y == OverflowAxis::Scroll {
                scrolls = true;
            }
            up = all[&p].3;
        }
        let in_window = if scrolls {
            across_inside(*rect, window)
        } else {
            inside(*rect, window)
        };
        if !in_window {
            problems.push(format!("{} runs out of the window: {rect:?}", name(entity)));
            continue;
        }
        if let Some(parent) = parent
            && node.position_type != PositionType::Absolute
        {
            let holder = &all[parent];
            let fits = if holder.0.overflow.y == OverflowAxis::Scroll {
                across_inside(*rect, holder.2)
            } else {
                inside(*rect, holder.2)
            };
            if !fits {
                problems.push(format!(
                    "{} runs out of {}: {rect:?} in {:?}",
                    name(entity),
                    name(*parent),
                    holder.2
                ));
            }
        }
        if let (Some(text), Some(ink)) = (text, text_size) {
            let inset = computed.content_inset();
            let room = Rect::from_corners(inset.min_inset, computed.size - inset.max_inset);
            if !inside(*ink, room) {
                problems.push(format!("{text:?} is drawn at {ink:?} in a box of {room:?}"));
            }
        }
    }
    problems
}

/// Lays `screen` out in every language at every size and fails with all
/// that does not fit.
fn fits(screen: &str, open: impl Fn(&mut App)) {
    let mut all = Vec::new();
    for window in WINDOWS {
        for language in Language::ALL {
            let folder = folder(&format!("fits-{screen}-{}", language.code()));
            let mut app = interface(window, language, &folder);
            open(&mut app);
            settle(&mut app);
            for problem in overflows(&mut app) {
                all.push(format!(
                    "{screen}, {}x{}, {}: {problem}",
                    window.0,
                    window.1,
                    language.code()
                ));
            }
        }
    }
    assert!(
        all.is_empty(),
        "{} overflows:\n{}",
        all.len(),
        all.join("\n")
    );
}

fn open_panel(app: &mut App, panel: Panel) {
    app.world_mut()
        .resource_mut::<NextState<Panel>>()
        .set(panel);
    settle(app);
}

fn a_game(app: &mut App) {
    app.world_mut().resource_mut::<Settings>().mode = Mode::TwoPlayers;
    command(app, GameCommand::Start);
    settle(app);
}

#[test]
fn the_title_menu_fits() {
    for page in [
        MenuPage::Main,
        MenuPage::Play,
        MenuPage::Practise,
        MenuPage::Learn,
    ] {
        fits(&format!("title menu {page:?}"), |app| {
            app.world_mut()
                .resource_mut::<NextState<MenuPage>>()
                .set(page);
            settle(app);
        });
    }
}

#[test]
fn a_game_fits() {
    fits("game", a_game);
}

/// A two players' game played to its end: the result.
fn a_finished_game(app: &mut App) {
    app.world_mut().resource_mut::<Settings>().mode = Mode::TwoPlayers;
    let game = first_moves_until(|g| g.position().is_game_over());
    replace_game(app, game);
    assert!(run_until(app, 50, |a| screen(a) == Screen::GameOver));
}

#[test]
fn the_result_fits() {
    fits("result", a_finished_game);
}

#[test]
fn the_tour_fits() {
    fits("tour", |app| {
        app.world_mut().write_message(TourCommand::Open);
        settle(app);
        assert_eq!(screen(app), Screen::Tour);
    });
}

#[test]
fn the_panels_fit() {
    for panel in [Panel::Settings, Panel::Openings, Panel::Library] {
        fits(&format!("{panel:?}"), |app| open_panel(app, panel));
    }
}

/// The lobby at its fullest: a game waiting with its link, every open game
/// listed with the longest names a server allows.
#[test]
fn the_lobby_fits() {
    use reversi::online::Online;
    use reversi_online_protocol::{OpenGame, PlayerView};
    fits("lobby", |app| {
        app.world_mut().resource_mut::<Settings>().server = "ws://127.0.0.1:9/ws".into();
        open_panel(app, Panel::Online);
        let mut online = app.world_mut().resource_mut::<Online>();
        online.created = Some((
            "ABCD2345".into(),
            "https://reversi.example.org/#online=ABCD2345".into(),
        ));
        online.open_games = (0..5)
            .map(|i| OpenGame {
                code: format!("GAME000{i}"),
                clock: "15+10".into(),
                rated: i % 2 == 0,
                creator: PlayerView {
                    id: format!("p{i}"),
                    name: "Wwwwwwwwwwwwwwwwwwwwwwww".into(),
                    rating: 1834.0,
                    deviation: 200.0,
                    provisional: true,
                    bot: false,
                },
                color: ["black", "white", "random"][i % 3].into(),
            })
            .collect();
        settle(app);
    });
}

/// An online game at its end as a player sees it: both names the longest
/// a server allows (one gone from the game), their ratings, the server's
/// clocks, the result and the rating's change.
fn an_online_result(app: &mut App) {
    use reversi::online::{Followed, Online};
    use reversi::play::game::{OnlineTerms, ReplaceGame, Terms};
    use reversi_online_protocol::{GameView, PlayedView, PlayerView, ResultView, Seat};
    let game = first_moves_until(|g| g.position().is_game_over());
    let seat = |name: &str, connected| Seat {
        player: PlayerView {
            id: name.into(),
            name: name.into(),
            rating: 1834.0,
            deviation: 200.0,
            provisional: true,
            bot: false,
        },
        connected,
    };
    let (black, white) = ("Wwwwwwwwwww Wwwwwwwwwwwww", "Mmmmmmmmmmmmmmmmmmmmmmmm");
    let view = GameView {
        code: "ABCD2345".into(),
        status: "finished".into(),
        clock: "15+10".into(),
        rated: true,
        black: Some(seat(black, true)),
        white: Some(seat(white, false)),
        moves: game
            .moves()
            .iter()
            .map(|played| PlayedView {
                square: played.mv.to_string(),
                color: if played.color == Side::Black {
                    "black"
                } else {
                    "white"
                }
                .into(),
                ms: 1_000,
            })
            .collect(),
        clocks_ms: [754_300, 9_400],
        to_move: None,
        you: "black".into(),
        result: Some(ResultView {
            winner: "black".into(),
            reason: "end".into(),
            discs: [
                game.position().count(Side::Black),
                game.position().count(Side::White),
            ],
            rating_change: Some([-12.4, 12.4]),
        }),
    };
    let moves = game.moves().iter().map(|played| played.mv).collect();
    app.world_mut().resource_mut::<Online>().game =
        Some(Followed::new(view, moves, Duration::ZERO));
    app.world_mut().write_message(ReplaceGame {
        terms: Terms::Online(OnlineTerms {
            code: "ABCD2345".into(),
            rated: true,
            players: [black.into(), white.into()],
            ratings: [1834.0, 1834.0],
            forfeit: None,
        }),
        ..ReplaceGame::play(game, Mode::Online(Side::Black))
    });
    assert!(run_until(app, 50, |a| screen(a) == Screen::GameOver));
}

#[test]
fn an_online_result_fits() {
    fits("online result", an_online_result);
}

#[test]
fn the_analysis_fits() {
    fits("analysis", |app| {
        a_finished_game(app);
        open_panel(app, Panel::Analysis);
    });
}

fn a_puzzle(app: &mut App) {
    app.world_mut().write_message(StartExercise::DailyPuzzle);
    assert!(wait(app, |a| record(a).exercise()));
    settle(app);
}

#[test]
fn a_puzzle_fits() {
    fits("puzzle", a_puzzle);
}

/// The verdict, the line played out under it, Try again and Next.
#[test]
fn a_puzzle_answered_fits() {
    fits("puzzle answered", |app| {
        a_puzzle(app);
        let Some(Task::Puzzle { puzzle, .. }) = &app.world().resource::<Exercise>().task else {
            panic!("no puzzle");
        };
        let wrong = puzzle
            .position
            .legal_moves()
            .iter()
            .find(|&s| s != puzzle.best);
        play(app, wrong.expect("a puzzle has a second move"));
        let answered = |a: &App| a.world().resource::<Exercise>().verdict.is_some();
        assert!(wait(app, answered));
        settle(app);
    });
}

/// The glyphs' atlases, regular and semi-bold, one per size drawn.
fn atlases(app: &App) -> usize {
    let set = app.world().resource::<bevy::text::FontAtlasSet>();
    set.values().map(Vec::len).sum()
}

/// Each text size's glyph atlas (a 1 MiB image, 30-100 ms of a phone's
/// page to make) is made ahead at the size it is drawn: after the window
/// changes (a phone turned, a page given its size after its first frames),
/// the first screen to show a size makes none in its own frame.
#[test]
fn text_sizes_are_ready_at_the_windows_new_scale() {
    use reversi::ui::style::{HeadingFont, TextSize, heading, text};
    let folder = folder("atlases");
    let mut app = interface((1280, 800), Language::English, &folder);
    let scale = |app: &App| app.world().resource::<UiScale>().0;
    let before = scale(&app);
    let world = app.world_mut();
    let mut windows = world.query_filtered::<&mut Window, With<PrimaryWindow>>();
    windows
        .single_mut(world)
        .unwrap()
        .resolution
        .set(390.0, 844.0);
    let mut cameras = world.query::<&mut Camera>();
    for mut camera in cameras.iter_mut(world) {
        if let Some(target) = &mut camera.computed.target_info {
            target.physical_size = UVec2::new(390, 844);
        }
    }
    for _ in 0..60 {
        app.update();
    }
    assert_ne!(scale(&app), before, "the phone's interface is scaled");
    let made = atlases(&app);

    let font = app.world().resource::<HeadingFont>().clone();
    let sizes = [
        TextSize::PX13,
        TextSize::PX14,
        TextSize::PX15,
        TextSize::PX16,
        TextSize::PX17,
        TextSize::PX18,
        TextSize::PX21,
        TextSize::PX24,
    ];
    let headings = [
        TextSize::PX22,
        TextSize::PX28,
        TextSize::PX32,
        TextSize::PX52,
    ];
    let world = app.world_mut();
    for size in sizes {
        world.spawn(text("Black to move", size, Color::WHITE));
    }
    for size in headings {
        world.spawn(heading("Reversi 12", size, &font));
    }
    app.update();
    app.update();
    assert_eq!(atlases(&app), made, "a new screen made atlases of its own");
}
