//! The engine and the analysis, driven through the library with no
//! terminal, speech or files: the classic rules, the properties over seeded
//! games, replays and spawns, the tilt puzzles and their solver, the hint's
//! reasons and the coach's verdicts.
//!
//! One test binary for the group (the whole crate is linked once); each
//! module is one file of tests. It must not set process-wide state (the
//! environment, the current directory): its tests run side by side.

mod classic_rules;
mod coach_verdicts;
#[path = "../common/mod.rs"]
mod common;
mod engine_properties;
mod hint_reason_truth;
mod hint_reasons;
mod reason_truth;
mod replay_and_spawn;
mod share_code_properties;
mod tilt_brute_force;
mod tilt_game;
mod tilt_large;
mod tilt_paper;
mod tilt_replay;
mod verify_claims_properties;
