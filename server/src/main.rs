//! `reversi-server`: serves online play until stopped (Ctrl-C or SIGTERM).

use std::process::ExitCode;

use clap::Parser;
use reversi_server::Config;

fn main() -> ExitCode {
    let config = Config::parse();
    tracing_subscriber::fmt()
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stdout()))
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
        )
        .init();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("reversi-server: cannot start: {e}");
            return ExitCode::from(2);
        }
    };
    runtime.block_on(async move {
        let running = match reversi_server::start(config.clone()).await {
            Ok(running) => running,
            Err(e) => {
                eprintln!("reversi-server: {e}");
                return ExitCode::from(2);
            }
        };
        tracing::info!(
            "listening on http://{} (WebSocket /ws), games in {}",
            running.addr,
            if config.db.contains("://") {
                "PostgreSQL"
            } else {
                &config.db
            }
        );
        shutdown_signal().await;
        tracing::info!("stopping");
        running.stop().await;
        ExitCode::SUCCESS
    })
}

async fn shutdown_signal() {
    let interrupt = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut terminate =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(signal) => signal,
                Err(_) => {
                    let _ = interrupt.await;
                    return;
                }
            };
        tokio::select! {
            _ = interrupt => {}
            _ = terminate.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = interrupt.await;
    }
}
