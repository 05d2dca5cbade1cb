//! Replaying a tilt sequence the solver returned, fast enough for the
//! millions of tilts of large boards: two tilts, then h full turns at once
//! (every cycle of g, found by four real tilts, turned by h places), then
//! the last tilts one by one. Shared by the tilt tests.

use accessible_2048::analysis::tilt::{Configuration, FourTiltPermutation, TiltSequence};
use accessible_2048::engine::Cell;

/// The configuration after `sequence`, tilting with the configuration's own
/// tilt (sequences of six tilts or fewer are simply tilted).
pub fn replay(config: &Configuration, sequence: &TiltSequence) -> Configuration {
    let length = sequence.len();
    if length <= 6 {
        return config.tilt_all(sequence.iter());
    }
    let c2 = config.tilt_all(sequence.iter().take(2));
    let turn = [2, 3, 4, 5].map(|i| sequence.get(i).unwrap());
    let g = FourTiltPermutation::of(&c2, turn);
    let (turns, rest) = ((length - 2) / 4, (length - 2) % 4);
    let squares: Vec<Cell> = c2.tiles().map(|(_, cell)| cell).collect();
    let mut cells = vec![Cell::new(0, 0); c2.tile_count()];
    let mut done = vec![false; c2.tile_count()];
    for start in 0..g.len() as u32 {
        if done[start as usize] {
            continue;
        }
        let cycle = g.cycle_from(start);
        let shift = (turns % cycle.len() as u64) as usize;
        for (i, &slot) in cycle.iter().enumerate() {
            done[slot as usize] = true;
            let target = cycle[(i + shift) % cycle.len()];
            cells[c2.tile_in_slot(slot) as usize] = squares[target as usize];
        }
    }
    let after_turns = Configuration::from_cells(c2.rows(), c2.cols(), &cells).unwrap();
    let last = (0..rest).map(|i| sequence.get(2 + 4 * turns + i).unwrap());
    after_turns.tilt_all(last)
}
