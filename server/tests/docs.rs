//! The documents quote the programs' help as the programs print it.

use std::path::Path;

use reversi_testkit::assert_help_quoted;

#[test]
fn docs_online_quotes_the_server_and_the_client_as_they_print_their_help() {
    let server = Path::new(env!("CARGO_BIN_EXE_reversi-server"));
    let client = Path::new(env!("CARGO_BIN_EXE_reversi-client"));
    assert_help_quoted("docs/online.md", server, &["--help"]);
    assert_help_quoted("docs/online.md", client, &["--help"]);
    assert_help_quoted("docs/online.md", client, &["play", "--help"]);
}
