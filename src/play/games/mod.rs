//! The games a session holds: the classic game, a replay and a tilt
//! puzzle's round. Each answers its own commands; none knows the session,
//! and none prints, speaks or plays.

pub(super) mod classic_game;
pub(super) mod replay;
pub(super) mod tilt_round;
