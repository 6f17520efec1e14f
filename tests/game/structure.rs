//! The game crate's shape, kept: each folder under `src/` (and each file
//! beside them) uses only the folders listed before it in the crate's
//! documentation (`src/lib.rs`), so its folders form no cycle and a
//! newcomer can read them in that order.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The first component of each `crate::` path in `code`, groups included
/// (`crate::{a::X, b}` names `a` and `b`).
fn crate_paths(code: &str) -> BTreeSet<String> {
    let mut used = BTreeSet::new();
    for (at, _) in code.match_indices("crate::") {
        let rest = &code[at + "crate::".len()..];
        let items: Vec<&str> = match rest.strip_prefix('{') {
            Some(group) => {
                // Up to the matching brace; nested groups belong to an item.
                let mut depth = 1;
                let end = group
                    .char_indices()
                    .find(|&(_, c)| {
                        depth += match c {
                            '{' => 1,
                            '}' => -1,
                            _ => 0,
                        };
                        depth == 0
                    })
                    .map_or(group.len(), |(i, _)| i);
                let mut items = Vec::new();
                let (mut depth, mut start) = (0, 0);
                for (i, c) in group[..end].char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        ',' if depth == 0 => {
                            items.push(&group[start..i]);
                            start = i + 1;
                        }
                        _ => {}
                    }
                }
                items.push(&group[start..end]);
                items
            }
            None => vec![rest],
        };
        for item in items {
            let name: String = item
                .trim_start()
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() && name != "self" {
                used.insert(name);
            }
        }
    }
    used
}

/// Which folder (or top-level file) each folder's code names through
/// `crate::` paths. `lib.rs` and `main.rs` assemble the folders' plugins and
/// are no folder.
fn dependencies(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let files = reversi_testkit::rust_files(src);
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let relative = file.strip_prefix(src).unwrap();
        let first = relative.components().next().unwrap();
        let folder = Path::new(first.as_os_str())
            .with_extension("")
            .to_string_lossy()
            .into_owned();
        if folder == "lib" || folder == "main" {
            continue;
        }
        // Code only: comments may name any folder, and a file's unit tests
        // (at its end) may assemble the whole game.
        let code: String = std::fs::read_to_string(&file)
            .unwrap()
            .lines()
            .take_while(|line| *line != "#[cfg(test)]")
            .filter(|line| !line.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        let uses = graph.entry(folder.clone()).or_default();
        for used in crate_paths(&code) {
            if used != folder {
                uses.insert(used);
            }
        }
    }
    graph
}

/// The folders in the order of the crate documentation's table.
fn documented_order(lib: &str) -> Vec<String> {
    lib.lines()
        .filter_map(|line| line.strip_prefix("//! | [`"))
        .filter_map(|rest| rest.split_once('`'))
        .map(|(name, _)| name.to_string())
        .collect()
}

/// What breaks the order: a folder that uses a later one, or one missing
/// from the table.
fn disorder(graph: &BTreeMap<String, BTreeSet<String>>, order: &[String]) -> Vec<String> {
    let rank = |name: &str| order.iter().position(|o| o == name);
    let mut wrong = Vec::new();
    for (folder, uses) in graph {
        let Some(mine) = rank(folder) else {
            wrong.push(format!(
                "{folder} is not in the crate documentation's table"
            ));
            continue;
        };
        for used in uses {
            match rank(used) {
                Some(theirs) if theirs < mine => {}
                Some(_) => wrong.push(format!("{folder} uses {used}, listed after it")),
                None => wrong.push(format!("{folder} uses {used}, which is no folder")),
            }
        }
    }
    wrong
}

#[test]
fn each_folder_uses_only_the_folders_before_it() {
    // At run time: a test binary reused from another checkout (the target
    // folder is shared) would otherwise read that checkout's sources.
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR").expect("run by cargo");
    let src = Path::new(&manifest).join("src");
    let graph = dependencies(&src);
    let order = documented_order(&std::fs::read_to_string(src.join("lib.rs")).unwrap());
    assert!(order.len() >= 10, "the table lists {order:?}");
    assert!(graph.contains_key("play") && graph.contains_key("view"));
    assert!(graph["view"].contains("play"), "{graph:?}");
    let wrong = disorder(&graph, &order);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The folders as a picture (Mermaid, drawn where the file is shown): an
/// arrow from each folder to each it uses directly and does not reach
/// through another (the transitive reduction), in the table's order.
fn picture(graph: &BTreeMap<String, BTreeSet<String>>, order: &[String]) -> String {
    let reach = |from: &str| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.to_string()];
        while let Some(folder) = stack.pop() {
            for used in graph.get(&folder).into_iter().flatten() {
                if seen.insert(used.clone()) {
                    stack.push(used.clone());
                }
            }
        }
        seen
    };
    let mut lines = vec!["```mermaid".to_string(), "flowchart BT".to_string()];
    for folder in order {
        let uses = graph.get(folder).cloned().unwrap_or_default();
        for used in order.iter().filter(|o| uses.contains(*o)) {
            let through_another = uses
                .iter()
                .any(|other| other != used && reach(other).contains(used));
            if !through_another {
                lines.push(format!("    {folder} --> {used}"));
            }
        }
    }
    lines.push("```".to_string());
    lines.join("\n")
}

const PICTURE_BEGIN: &str = "<!-- the folders picture, drawn by tests/game/structure.rs -->";
const PICTURE_END: &str = "<!-- end of the folders picture -->";

/// CONTRIBUTING.md shows the folders as they are: this fails when the
/// picture is stale, and `REVERSI_DRAW_FOLDERS=1 cargo test --release
/// --test game structure` redraws it.
#[test]
fn the_contributing_guide_pictures_the_folders_as_they_are() {
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR").expect("run by cargo");
    let root = Path::new(&manifest);
    let src = root.join("src");
    let graph = dependencies(&src);
    let order = documented_order(&std::fs::read_to_string(src.join("lib.rs")).unwrap());
    let drawn = picture(&graph, &order);
    let guide_path = root.join("CONTRIBUTING.md");
    let guide = std::fs::read_to_string(&guide_path).unwrap();
    let (before, rest) = guide
        .split_once(PICTURE_BEGIN)
        .expect("the picture's start");
    let (shown, after) = rest.split_once(PICTURE_END).expect("the picture's end");
    if std::env::var_os("REVERSI_DRAW_FOLDERS").is_some() {
        let redrawn = format!("{before}{PICTURE_BEGIN}\n{drawn}\n{PICTURE_END}{after}");
        std::fs::write(&guide_path, redrawn).unwrap();
        return;
    }
    assert_eq!(
        shown.trim(),
        drawn,
        "CONTRIBUTING.md's folder picture is stale: redraw it with \
         REVERSI_DRAW_FOLDERS=1 cargo test --release --test game structure"
    );
}

#[test]
fn a_cycle_between_two_folders_is_caught() {
    // The check itself, on a made-up crate: `play` reaching up into `view`,
    // which uses `play`, breaks the order whichever is listed first.
    let code = "use crate::{play::game::GameRecord, view::ui};\nfn f() { crate::board::x(); }";
    assert_eq!(
        crate_paths(code),
        BTreeSet::from(["board".into(), "play".into(), "view".into()])
    );
    let order = vec!["play".to_string(), "view".to_string()];
    let graph = BTreeMap::from([
        ("play".to_string(), BTreeSet::from(["view".to_string()])),
        ("view".to_string(), BTreeSet::from(["play".to_string()])),
    ]);
    assert_eq!(
        disorder(&graph, &order),
        ["play uses view, listed after it"]
    );
}

#[test]
fn the_picture_leaves_out_what_is_reached_through_another_folder() {
    let order: Vec<String> = ["screens", "play", "view"].map(String::from).into();
    let graph = BTreeMap::from([
        ("play".to_string(), BTreeSet::from(["screens".to_string()])),
        (
            "view".to_string(),
            BTreeSet::from(["play".to_string(), "screens".to_string()]),
        ),
    ]);
    assert_eq!(
        picture(&graph, &order),
        "```mermaid\nflowchart BT\n    play --> screens\n    view --> play\n```"
    );
}

/// The game record has one door: only `play/game.rs` holds it mutably (its
/// fields are private; this keeps anyone from swapping it whole).
#[test]
fn only_the_turn_flow_changes_the_game_record() {
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR").expect("run by cargo");
    let src = Path::new(&manifest).join("src");
    let door = src.join("play").join("game.rs");
    let mut writers = Vec::new();
    for file in reversi_testkit::rust_files(&src) {
        let code = std::fs::read_to_string(&file).unwrap();
        let mutable = ["ResMut<GameRecord>", "resource_mut::<GameRecord>"];
        if mutable.iter().any(|m| code.contains(m)) {
            writers.push(file.strip_prefix(&src).unwrap().display().to_string());
        }
    }
    assert!(door.exists());
    assert_eq!(writers, ["play/game.rs"]);
}
