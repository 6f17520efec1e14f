//! Random and damaged input to the game's own parsers: stored settings, the
//! command line and the page address. None may panic; what is accepted
//! stays within the settings' ranges.

use reversi::i18n::Language;
use reversi::platform::options::{Asked, Options};
use reversi::settings::Settings;
use reversi_engine::Level;
use reversi_testkit::Fuzzer;

#[test]
fn stored_settings() {
    let samples = [
        "mode=white\nlevel=9\nhints=off\nspeed=fast\nsound=on\n",
        "mode=ai-vs-ai\nlevel=1\nspeed=off\n",
    ];
    let mut fuzzer = Fuzzer::new(7);
    let mut changed = 0;
    for _ in 0..20_000 {
        let text = fuzzer.input(&samples);
        let mut settings = Settings::default();
        settings.apply(&text);
        changed += usize::from(settings != Settings::default());
        assert!(Level::RANGE.contains(&settings.level), "{text:?}");
        // What is kept reads back the same.
        let mut again = Settings::default();
        again.apply(&settings.to_text());
        assert_eq!(again, settings, "{text:?}");
    }
    // Damaged files still carry settings that are read.
    assert!(changed >= 1_000, "only {changed} files changed a setting");
}

#[test]
fn command_lines_and_page_addresses() {
    let args = [
        "--position\u{1f}f5d6c3\u{1f}--level\u{1f}7\u{1f}--white",
        "--two-players\u{1f}--quit-at-end\u{1f}--screenshot\u{1f}a.png",
        "--position\u{1f}---------------------------OX------XO--------------------------- X",
    ];
    let queries = [
        "?black&level=10",
        "?position=f5d6c3&two-players",
        "?position=---------------------------OX------XO---------------------------%20X",
        "?ai-vs-ai&level=1",
    ];
    let mut fuzzer = Fuzzer::new(8);
    let (mut lines, mut addresses) = (0, 0);
    for _ in 0..10_000 {
        let line: Vec<String> = fuzzer
            .input(&args)
            .split('\u{1f}')
            .map(String::from)
            .collect();
        if let Ok(Some(options)) = Options::parse(&line).map(Asked::options) {
            lines += 1;
            assert!(
                options.level.is_none_or(|l| Level::RANGE.contains(&l)),
                "{line:?}"
            );
        }
        let query = fuzzer.input(&queries);
        if let Ok(options) = Options::from_query(&query) {
            addresses += 1;
            assert!(
                options.level.is_none_or(|l| Level::RANGE.contains(&l)),
                "{query:?}"
            );
        }
    }
    // Most damaged ones are refused: with this seed 125 lines and 344
    // addresses of the 10 000 are read.
    assert!(lines >= 60, "only {lines} command lines were accepted");
    assert!(
        addresses >= 170,
        "only {addresses} page addresses were accepted"
    );
    // The samples themselves are read as meant.
    let options = Options::from_query("?position=f5d6c3&white&level=10").unwrap();
    assert_eq!(options.level, Some(10));
    assert_eq!(options.start.unwrap().transcript(), "f5d6c3");
    assert!(Options::from_query("?bogus").is_err());
    assert!(Options::from_query("?level=%ZZ").is_err());
    // A language by its code, from the command line or the page address.
    let greek = Options::from_query("?lang=el&black").unwrap();
    assert_eq!(greek.language, Some(Language::Greek));
    let args = ["--lang".to_string(), "eo".to_string()];
    let esperanto = Options::parse(&args).unwrap().options().unwrap();
    assert_eq!(esperanto.language, Some(Language::Esperanto));
    let unknown = Options::parse(&["--lang".to_string(), "xx".to_string()]).unwrap_err();
    assert!(unknown.contains("en, sv, el, lb, ms, eo"), "{unknown}");
    // A clock, from either; the page address's `+` is a space once read.
    let blitz = Options::from_query("?clock=3+2&black").unwrap();
    assert_eq!(blitz.clock, Some(reversi_engine::TimeControl::new(3, 2)));
    let args = ["--clock".to_string(), "10+5".to_string()];
    let rapid = Options::parse(&args).unwrap().options().unwrap();
    assert_eq!(rapid.clock, Some(reversi_engine::TimeControl::new(10, 5)));
    let too_long = Options::parse(&["--clock".to_string(), "500".to_string()]).unwrap_err();
    assert!(too_long.contains("1 to 180"), "{too_long}");
    // `--flag=value` as `--flag value`; a switch takes no value.
    let words = |line: &str| line.split(' ').map(String::from).collect::<Vec<_>>();
    let joined = Options::parse(&words("--level=5 --clock=3+2 --black"))
        .unwrap()
        .options()
        .unwrap();
    assert_eq!(joined.level, Some(5));
    assert_eq!(joined.clock, Some(reversi_engine::TimeControl::new(3, 2)));
    let switch = Options::parse(&words("--black=yes")).unwrap_err();
    assert!(switch.contains("--black takes no value"), "{switch}");
    let bad = Options::parse(&words("--level=11")).unwrap_err();
    assert!(bad.contains("--level must be 1 to 10"), "{bad}");
    assert!(matches!(
        Options::parse(&words("--black --version")),
        Ok(Asked::Version)
    ));
    assert!(matches!(Options::parse(&words("--help")), Ok(Asked::Help)));
}
