//! The one line routine every slide direction shares.
//!
//! A line is read from its leading edge (the edge the tiles slide towards):
//! compress (drop gaps, keep order), merge equal neighbours from the leading
//! edge with each tile merging at most once, compress again. Works on tile
//! exponents (0 = empty) and reports every move and merge by line index.

use super::tile::{MAX_EXPONENT, value_of};

/// A tile that slid without merging: from index `from` to index `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineMove {
    pub from: usize,
    pub to: usize,
    pub exponent: u8,
}

/// Two tiles (at `from[0]`, nearer the leading edge, and `from[1]`) that
/// became one tile of exponent `exponent` at index `into`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineMerge {
    pub into: usize,
    pub from: [usize; 2],
    pub exponent: u8,
}

/// What a slide did to one line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineSlide {
    /// The line after the slide, leading edge first.
    pub line: Vec<u8>,
    /// Tiles that changed place without merging.
    pub moves: Vec<LineMove>,
    pub merges: Vec<LineMerge>,
    /// Sum of the values of the tiles the merges created.
    pub score_gain: u64,
}

impl LineSlide {
    pub fn moved(&self) -> bool {
        !self.moves.is_empty() || !self.merges.is_empty()
    }
}

/// Slides `line` (exponents, leading edge first) towards index 0.
pub fn slide_line(line: &[u8]) -> LineSlide {
    let tiles: Vec<(usize, u8)> = line
        .iter()
        .enumerate()
        .filter(|&(_, &e)| e != 0)
        .map(|(i, &e)| (i, e))
        .collect();
    let mut out = vec![0u8; line.len()];
    let mut moves = Vec::new();
    let mut merges = Vec::new();
    let mut score_gain = 0u64;
    let mut next = 0; // where the next tile lands
    let mut i = 0;
    while i < tiles.len() {
        let (from, exponent) = tiles[i];
        let merges_with_next = tiles
            .get(i + 1)
            .is_some_and(|&(_, e)| e == exponent && exponent < MAX_EXPONENT);
        if merges_with_next {
            let created = exponent + 1;
            out[next] = created;
            merges.push(LineMerge {
                into: next,
                from: [from, tiles[i + 1].0],
                exponent: created,
            });
            score_gain += value_of(created);
            i += 2;
        } else {
            out[next] = exponent;
            if from != next {
                moves.push(LineMove {
                    from,
                    to: next,
                    exponent,
                });
            }
            i += 1;
        }
        next += 1;
    }
    LineSlide {
        line: out,
        moves,
        merges,
        score_gain,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tile::exponent_of;

    fn exps(values: &[u64]) -> Vec<u8> {
        values.iter().map(|&v| exponent_of(v).unwrap()).collect()
    }

    #[track_caller]
    fn check(before: &[u64], after: &[u64], gain: u64) {
        let slide = slide_line(&exps(before));
        let got: Vec<u64> = slide.line.iter().map(|&e| value_of(e)).collect();
        assert_eq!(got, after, "sliding {before:?}");
        assert_eq!(slide.score_gain, gain, "score of {before:?}");
        assert_eq!(slide.moved(), before != after, "moved flag of {before:?}");
    }

    #[test]
    fn seed_material_examples() {
        // move-logic and tile-movement tutorial examples
        check(&[2, 0, 2, 4], &[4, 4, 0, 0], 4);
        check(&[2, 2, 2, 0], &[4, 2, 0, 0], 4);
        check(&[2, 2, 2, 2], &[4, 4, 0, 0], 8);
        check(&[4, 4, 8, 8], &[8, 16, 0, 0], 24);
        // forum: column 2, 2, empty, 4 read from the leading edge.
        // Sliding up (leading edge = top): 2,2,0,4 → 4,4,0,0.
        check(&[2, 2, 0, 4], &[4, 4, 0, 0], 4);
        // Sliding down (leading edge = bottom): 4,0,2,2 → 4,4,0,0.
        check(&[4, 0, 2, 2], &[4, 4, 0, 0], 4);
    }

    #[test]
    fn more_lines() {
        check(&[0, 0, 0, 0], &[0, 0, 0, 0], 0);
        check(&[2, 4, 8, 16], &[2, 4, 8, 16], 0);
        check(&[0, 0, 0, 2], &[2, 0, 0, 0], 0);
        check(&[2, 0, 0, 2], &[4, 0, 0, 0], 4);
        check(&[4, 2, 2, 0], &[4, 4, 0, 0], 4);
        check(&[8, 8, 8, 0], &[16, 8, 0, 0], 16);
        check(&[2, 4, 4, 2], &[2, 8, 2, 0], 8);
        check(&[1024, 1024, 0, 0], &[2048, 0, 0, 0], 2048);
        check(&[2, 2, 4, 4, 8, 8, 8], &[4, 8, 16, 8, 0, 0, 0], 28);
        check(&[2, 2, 2], &[4, 2, 0], 4);
    }

    #[test]
    fn largest_tiles_do_not_merge() {
        let slide = slide_line(&[MAX_EXPONENT, MAX_EXPONENT, 0]);
        assert_eq!(slide.line, vec![MAX_EXPONENT, MAX_EXPONENT, 0]);
        assert!(!slide.moved());
    }

    #[test]
    fn moves_and_merges_are_reported_by_index() {
        let slide = slide_line(&exps(&[2, 0, 2, 4]));
        assert_eq!(
            slide.merges,
            vec![LineMerge {
                into: 0,
                from: [0, 2],
                exponent: 2
            }]
        );
        assert_eq!(
            slide.moves,
            vec![LineMove {
                from: 3,
                to: 1,
                exponent: 2
            }]
        );
    }
}
