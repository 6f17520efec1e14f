//! What the system asks of the game, read once at the start.

/// Whether the system asks for less motion: the browser's
/// `prefers-reduced-motion`; GNOME's animations switch on Linux (read with
/// `gsettings`, if there is one). Elsewhere, the player's choice decides.
pub(super) fn reduces_motion() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| {
                w.match_media("(prefers-reduced-motion: reduce)")
                    .ok()
                    .flatten()
            })
            .is_some_and(|query| query.matches())
    }
    #[cfg(target_os = "linux")]
    {
        std::process::Command::new("gsettings")
            .args(["get", "org.gnome.desktop.interface", "enable-animations"])
            .stderr(std::process::Stdio::null())
            .output()
            .is_ok_and(|out| out.status.success() && out.stdout.starts_with(b"false"))
    }
    #[cfg(not(any(target_arch = "wasm32", target_os = "linux")))]
    {
        false
    }
}
