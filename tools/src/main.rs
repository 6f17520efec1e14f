//! `reversi-engine`: the engine on the command line, for people and scripts
//! (the commands are in the library, `lib.rs`).

fn main() -> std::process::ExitCode {
    reversi_tools::main(std::env::args_os())
}
