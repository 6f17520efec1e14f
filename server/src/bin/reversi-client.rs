//! `reversi-client`: a headless client of `reversi-server` (see
//! `reversi_server::client`).

use std::process::ExitCode;

use clap::Parser;
use reversi_server::client::{Cli, run};

fn main() -> ExitCode {
    let cli = Cli::parse();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("reversi-client: cannot start: {e}");
            return ExitCode::from(2);
        }
    };
    match runtime.block_on(run(cli)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("reversi-client: {e}");
            ExitCode::from(2)
        }
    }
}
