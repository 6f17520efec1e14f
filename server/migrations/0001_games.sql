-- Players, games and their moves. Written for both SQLite and PostgreSQL:
-- BIGINT, DOUBLE PRECISION and TEXT only, times as Unix milliseconds,
-- flags as 0 or 1, identifiers made by the server (no sequences).

CREATE TABLE players (
    id TEXT PRIMARY KEY,
    -- SHA-256 of the player's secret token, hex; bots have none.
    token_hash TEXT UNIQUE,
    name TEXT NOT NULL,
    bot BIGINT NOT NULL DEFAULT 0,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    rated_games BIGINT NOT NULL DEFAULT 0,
    created_ms BIGINT NOT NULL
);

CREATE TABLE games (
    code TEXT PRIMARY KEY,
    creator TEXT NOT NULL REFERENCES players (id),
    -- The creator's choice: black, white or random.
    creator_color TEXT NOT NULL,
    black TEXT REFERENCES players (id),
    white TEXT REFERENCES players (id),
    base_ms BIGINT NOT NULL,
    increment_ms BIGINT NOT NULL,
    rated BIGINT NOT NULL,
    created_ms BIGINT NOT NULL,
    -- When the side to move's clock started: the game's start, then each move.
    turn_started_ms BIGINT,
    -- Moves played, passes included: the next move's ply.
    plies BIGINT NOT NULL DEFAULT 0,
    -- open, playing, finished.
    status TEXT NOT NULL,
    winner TEXT,
    reason TEXT,
    finished_ms BIGINT,
    -- When each seat's last connection closed (none while connected).
    black_left_ms BIGINT,
    white_left_ms BIGINT,
    -- The rating changes of a rated game.
    black_change DOUBLE PRECISION,
    white_change DOUBLE PRECISION,
    -- Which seats asked for a rematch, the rematch once made, and the
    -- game a rematch is of.
    black_rematch BIGINT NOT NULL DEFAULT 0,
    white_rematch BIGINT NOT NULL DEFAULT 0,
    rematch_code TEXT,
    rematch_of TEXT
);

CREATE INDEX games_status ON games (status, created_ms);
CREATE INDEX games_black ON games (black, created_ms);
CREATE INDEX games_white ON games (white, created_ms);

CREATE TABLE moves (
    code TEXT NOT NULL REFERENCES games (code),
    ply BIGINT NOT NULL,
    -- f5, or pass.
    square TEXT NOT NULL,
    -- The time charged to the mover, after the network allowance.
    ms BIGINT NOT NULL,
    at_ms BIGINT NOT NULL,
    -- Two servers writing the same ply: one of them fails.
    PRIMARY KEY (code, ply)
);
