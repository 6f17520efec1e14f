//! Where the game keeps what it remembers between sessions (the settings,
//! the game in progress): files in the user's configuration folder on the
//! desktop, the browser's local storage on the web. Files are written
//! atomically (a temporary file, then a rename), so a crash or a full disk
//! never leaves half a file behind.

use bevy::prelude::*;

/// The place for the game's items, each named like a file (`settings.txt`).
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub enum Storage {
    /// A folder of files (the desktop; tests use a temporary one).
    #[cfg(not(target_arch = "wasm32"))]
    Folder(std::path::PathBuf),
    /// The browser's local storage, keys prefixed `reversi.`.
    #[cfg(target_arch = "wasm32")]
    Local,
    /// Nowhere: nothing is kept (no configuration folder).
    Nowhere,
}

impl Storage {
    /// The user's storage: `$XDG_CONFIG_HOME/reversi`, else `~/.config/reversi`
    /// (`%APPDATA%\reversi` on Windows); the local storage on the web.
    pub fn system() -> Storage {
        #[cfg(not(target_arch = "wasm32"))]
        {
            use std::path::PathBuf;
            let base = std::env::var_os("XDG_CONFIG_HOME")
                .filter(|v| !v.is_empty())
                .map(PathBuf::from)
                .or_else(|| std::env::var_os("APPDATA").map(PathBuf::from))
                .or_else(|| {
                    std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".config"))
                });
            match base {
                Some(base) => Storage::Folder(base.join("reversi")),
                None => Storage::Nowhere,
            }
        }
        #[cfg(target_arch = "wasm32")]
        Storage::Local
    }

    /// The item's text; `None` when there is none. Bytes that are not
    /// UTF-8 are replaced (the reader then finds the text damaged).
    pub fn load(&self, name: &str) -> Option<String> {
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            Storage::Folder(folder) => std::fs::read(folder.join(name))
                .ok()
                .map(|bytes| String::from_utf8_lossy(&bytes).into_owned()),
            #[cfg(target_arch = "wasm32")]
            Storage::Local => local::storage()?.get_item(&local::key(name)).ok().flatten(),
            Storage::Nowhere => None,
        }
    }

    /// Replaces the item with `text`.
    pub fn store(&self, name: &str, text: &str) -> Result<(), String> {
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            Storage::Folder(folder) => {
                let path = folder.join(name);
                std::fs::create_dir_all(folder)
                    .and_then(|()| write_whole(&path, text.as_bytes()))
                    .map_err(|e| format!("{}: {e}", path.display()))
            }
            #[cfg(target_arch = "wasm32")]
            Storage::Local => local::storage()
                .ok_or("local storage is not available")?
                .set_item(&local::key(name), text)
                .map_err(|e| format!("{e:?}")),
            Storage::Nowhere => Err("there is no configuration folder (HOME is not set)".into()),
        }
    }

    /// Removes the item (nothing happens if there is none).
    pub fn remove(&self, name: &str) {
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            Storage::Folder(folder) => {
                let _ = std::fs::remove_file(folder.join(name));
            }
            #[cfg(target_arch = "wasm32")]
            Storage::Local => {
                if let Some(storage) = local::storage() {
                    let _ = storage.remove_item(&local::key(name));
                }
            }
            Storage::Nowhere => {}
        }
    }

    /// Keeps a damaged item under another name (`game.txt` becomes
    /// `game.damaged.txt`), replacing an older one, and returns that name.
    pub fn set_aside(&self, name: &str) -> Result<String, String> {
        let aside = match name.rsplit_once('.') {
            Some((stem, extension)) => format!("{stem}.damaged.{extension}"),
            None => format!("{name}.damaged"),
        };
        match self {
            #[cfg(not(target_arch = "wasm32"))]
            Storage::Folder(folder) => std::fs::rename(folder.join(name), folder.join(&aside))
                .map_err(|e| format!("{}: {e}", folder.join(name).display()))?,
            _ => {
                let text = self.load(name).unwrap_or_default();
                self.store(&aside, &text)?;
                self.remove(name);
            }
        }
        Ok(aside)
    }
}

#[cfg(target_arch = "wasm32")]
mod local {
    pub fn storage() -> Option<web_sys::Storage> {
        web_sys::window()?.local_storage().ok().flatten()
    }

    /// `settings.txt` is kept as `reversi.settings`, as it always was.
    pub fn key(name: &str) -> String {
        let stem = name.strip_suffix(".txt").unwrap_or(name);
        format!("reversi.{stem}")
    }
}

/// Writes `bytes` to `path` whole or not at all: under a temporary name
/// beside it (the name and `.tmp`), renamed once written, so that a crash or
/// a full disk mid-write leaves the old file, never half a new one.
#[cfg(not(target_arch = "wasm32"))]
pub fn write_whole(path: &std::path::Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".tmp");
    let temporary = path.with_file_name(name);
    let written =
        std::fs::write(&temporary, bytes).and_then(|()| std::fs::rename(&temporary, path));
    if written.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    written
}
