//! The game's promises (docs/testing.md, "The promises as invariants")
//! checked by random play through the real binary: a model-based,
//! stateful property test in proptest. A case is a sequence of a player's
//! habits (sessions of slides, undos, `/`, key 0 and new games ended by
//! quit, by the end of input or by a kill at a file operation; sessions
//! with no move; `share`, `share --daily`, `replay --list`; the clock
//! passing midnight; a line added to the daily results by hand, a daily
//! save's record damaged), each run in line mode on one data directory
//! with the day pinned. After every step the model checks the invariants
//! (a) to (e) against the files and the answers. Games are seeded, so a
//! failing case replays: proptest prints the case (shrunk) and its seed
//! (`PROPTEST_RNG_SEED` replays a run), `PROPTEST_CASES` asks for more.

#[path = "common/mod.rs"]
mod common;
#[path = "promises/kept.rs"]
mod kept;
#[path = "promises/model.rs"]
mod model;
#[path = "promises/player.rs"]
mod player;
#[path = "promises/steps.rs"]
mod steps;

use proptest::test_runner::TestCaseError;
use proptest::test_runner::{Config, FileFailurePersistence, RngAlgorithm, TestRng, TestRunner};

use steps::{Step, steps};

/// Cases a run plays unless `PROPTEST_CASES` asks for another number.
const CASES: u32 = 200;

/// Plays `steps` on a fresh data directory, checking every invariant after
/// each step; the first broken one fails the case, with the step.
fn play(steps: &[Step]) -> Result<(), TestCaseError> {
    let mut model = model::Model::new();
    for (index, step) in steps.iter().enumerate() {
        model.before(step);
        let answer = player::run(&mut model, step);
        model.check(step, &answer).map_err(|why| {
            TestCaseError::fail(format!(
                "after step {index} of {:#?}:\n{why}",
                &steps[..=index]
            ))
        })?;
    }
    Ok(())
}

#[test]
fn random_play_keeps_every_promise() {
    if !common::require("strace", "-V", "ACCESSIBLE_2048_NO_STRACE", "strace") {
        return;
    }
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(CASES);
    // A seed of the run's own, printed, so a failure replays exactly.
    let seed: u64 = std::env::var("PROPTEST_RNG_SEED")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(1, |d| d.as_nanos() as u64)
        });
    eprintln!("random play: PROPTEST_RNG_SEED={seed} PROPTEST_CASES={cases}");
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let config = Config {
        cases,
        max_shrink_iters: 64,
        failure_persistence: Some(Box::new(FileFailurePersistence::Off)),
        ..Config::default()
    };
    let mut runner =
        TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &bytes));
    let result = runner.run(&steps(), |steps| play(&steps));
    if let Err(failure) = result {
        panic!("a promise is broken (replay with PROPTEST_RNG_SEED={seed}): {failure}");
    }
}
