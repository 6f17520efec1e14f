//! The engine's shape, kept: its modules depend on one another without a
//! cycle, the rules depend on nothing of the notation or the AI, and the
//! instruction sets (`isa`) on nothing at all.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The module a source file belongs to: `rules::position`, `notation`, or
/// `ai::search` for every file under `ai/search/` (one module's parts).
fn module_of(path: &Path, src: &Path) -> String {
    let relative = path.strip_prefix(src).unwrap().with_extension("");
    let parts: Vec<String> = relative
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .filter(|part| part != "mod")
        .take(2)
        .collect();
    parts.join("::")
}

/// Which modules each module refers to through `crate::` paths.
fn dependencies() -> BTreeMap<String, BTreeSet<String>> {
    // At run time: a test binary reused from another checkout (the target
    // folder is shared) would otherwise read that checkout's sources.
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR").expect("run by cargo");
    let src = Path::new(&manifest).join("src");
    let files = reversi_testkit::rust_files(&src);
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let module = module_of(&file, &src);
        // Code only: comments may link to the crate root's names.
        let text: String = std::fs::read_to_string(&file)
            .unwrap()
            .lines()
            .filter(|line| !line.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        let uses = graph.entry(module.clone()).or_default();
        for (at, _) in text.match_indices("crate::") {
            let path: String = text[at + 7..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            let used: Vec<&str> = path.split("::").take(2).collect();
            let used = match used.as_slice() {
                [group @ ("rules" | "ai"), name] => format!("{group}::{name}"),
                ["notation", ..] => "notation".to_string(),
                ["openings", ..] => "openings".to_string(),
                ["starts", ..] => "starts".to_string(),
                ["isa", ..] => "isa".to_string(),
                // Inside the engine, paths name the module, not the
                // crate root's re-exports: the graph is then complete.
                _ => panic!(
                    "{}: use the module's path, not crate::{path}",
                    file.display()
                ),
            };
            if used != module && !used.is_empty() {
                uses.insert(used);
            }
        }
    }
    graph
}

#[test]
fn the_engine_modules_form_no_cycle() {
    let graph = dependencies();
    assert!(graph.contains_key("ai::search") && graph.contains_key("rules::position"));
    // Peel off modules that depend on nothing left; a cycle remains if any.
    let mut left = graph.clone();
    while let Some(free) = left
        .iter()
        .find(|(_, uses)| uses.iter().all(|u| !left.contains_key(u)))
        .map(|(m, _)| m.clone())
    {
        left.remove(&free);
    }
    assert!(left.is_empty(), "modules in a cycle: {left:?}");
}

#[test]
fn the_rules_depend_on_nothing_but_the_rules() {
    let graph = dependencies();
    for (module, uses) in &graph {
        if module.starts_with("rules::") {
            for used in uses {
                assert!(
                    used.starts_with("rules::") || used == "isa",
                    "{module} uses {used}"
                );
            }
        }
    }
    assert_eq!(graph["isa"], BTreeSet::new(), "isa uses other modules");
}
