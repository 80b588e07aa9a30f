-- Partners chosen in a lobby, for an edition played in teams (the classic game for four,
-- D-CL-9). One row per direction: (a, b) and (b, a), so either is found by its user id.
-- Both are seats of the lobby: leaving it (or a computer taken out) removes the pair. The
-- rows are deleted when the game starts: its seat order then says who plays with whom.
CREATE TABLE lobby_partners (
    game_id     INTEGER NOT NULL,
    user_id     BIGINT NOT NULL,
    partner_id  BIGINT NOT NULL,
    PRIMARY KEY (game_id, user_id),
    FOREIGN KEY (game_id, user_id) REFERENCES seats (game_id, user_id) ON DELETE CASCADE,
    FOREIGN KEY (game_id, partner_id) REFERENCES seats (game_id, user_id) ON DELETE CASCADE
);
