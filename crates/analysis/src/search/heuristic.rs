//! How promising a position looks to the search, line by line: empty cells,
//! monotone lines, neighbours ready to merge, and a penalty for the sum of
//! the tiles (which keeps big tiles few and, with monotony, in a corner).
//!
//! The weights are the well-known ones of nneonneo's 2048 AI. A board scores
//! the sum of its rows and its columns. Pure arithmetic on exponents; the
//! 4×4 search tabulates it once per row, the general search calls it per
//! line.

/// Added per line so that every live position scores above a lost one (0).
const LINE_BASE: f32 = 200_000.0;
const MONOTONICITY_POWER: f32 = 4.0;
const MONOTONICITY_WEIGHT: f32 = 47.0;
const SUM_POWER: f32 = 3.5;
const SUM_WEIGHT: f32 = 11.0;
const MERGES_WEIGHT: f32 = 700.0;
const EMPTY_WEIGHT: f32 = 270.0;

/// The score of one line of exponents (0 = empty), in either reading order.
pub fn line_score(line: &[u8]) -> f32 {
    let mut sum = 0.0f32;
    let mut empty = 0u32;
    let mut merges = 0u32;
    let mut previous = 0u8;
    let mut run = 0u32;
    for &rank in line {
        sum += f32::from(rank).powf(SUM_POWER);
        if rank == 0 {
            empty += 1;
        } else {
            if previous == rank {
                run += 1;
            } else if run > 0 {
                merges += 1 + run;
                run = 0;
            }
            previous = rank;
        }
    }
    if run > 0 {
        merges += 1 + run;
    }

    let mut falling = 0.0f32;
    let mut rising = 0.0f32;
    for pair in line.windows(2) {
        let a = f32::from(pair[0]).powf(MONOTONICITY_POWER);
        let b = f32::from(pair[1]).powf(MONOTONICITY_POWER);
        if pair[0] > pair[1] {
            falling += a - b;
        } else {
            rising += b - a;
        }
    }

    LINE_BASE + EMPTY_WEIGHT * empty as f32 + MERGES_WEIGHT * merges as f32
        - MONOTONICITY_WEIGHT * falling.min(rising)
        - SUM_WEIGHT * sum
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn assert_better(better: &[u8], worse: &[u8]) {
        assert!(
            line_score(better) > line_score(worse),
            "{better:?} ({}) should beat {worse:?} ({})",
            line_score(better),
            line_score(worse)
        );
    }

    #[test]
    fn prefers_what_strong_players_prefer() {
        // More empty cells.
        assert_better(&[3, 0, 0, 0], &[3, 1, 0, 0]);
        // Monotone beats zig-zag with the same tiles.
        assert_better(&[5, 4, 3, 1], &[5, 1, 4, 3]);
        // Neighbours ready to merge.
        assert_better(&[2, 2, 5, 0], &[2, 5, 2, 0]);
    }

    #[test]
    fn reading_order_does_not_matter() {
        for line in [[1u8, 2, 3, 4], [5, 0, 5, 1], [0, 0, 0, 0], [7, 7, 2, 9]] {
            let mut reversed = line;
            reversed.reverse();
            assert_eq!(line_score(&line), line_score(&reversed), "{line:?}");
        }
    }

    #[test]
    fn an_empty_line_scores_base_plus_empties() {
        assert_eq!(line_score(&[0, 0, 0]), LINE_BASE + 3.0 * EMPTY_WEIGHT);
    }
}
