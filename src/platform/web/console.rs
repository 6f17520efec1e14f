//! Warnings, errors and panics in the browser's console. Bevy's log plugin
//! is the desktop's only: its tracing subscriber and filters cost the web
//! module 0.1 MB gzipped. Here the `log` crate's records (the game's own,
//! through `lib.rs`'s macros, and wgpu's) and panics go to the console;
//! Bevy's own tracing events are not shown.

struct Console;

impl log::Log for Console {
    fn enabled(&self, metadata: &log::Metadata) -> bool {
        metadata.level() <= log::Level::Warn
    }

    fn log(&self, record: &log::Record) {
        if !self.enabled(record.metadata()) {
            return;
        }
        let text = format!("{}: {}", record.target(), record.args()).into();
        if record.level() == log::Level::Error {
            web_sys::console::error_1(&text);
        } else {
            web_sys::console::warn_1(&text);
        }
    }

    fn flush(&self) {}
}

/// Sends warnings, errors and panics to the console, from now on.
pub fn log_to_console() {
    static CONSOLE: Console = Console;
    if log::set_logger(&CONSOLE).is_ok() {
        log::set_max_level(log::LevelFilter::Warn);
    }
    std::panic::set_hook(Box::new(|panic| {
        web_sys::console::error_1(&panic.to_string().into());
    }));
}
