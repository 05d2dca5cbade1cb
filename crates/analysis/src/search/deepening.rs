//! Iterative deepening, shared by the bitboard search and the general
//! search: look 2, 3, 4 … moves ahead while time remains. Each iteration
//! values the slides in the order the previous one ranked them, best first.
//! When the clock stops an iteration, the slides it did value completely
//! still count: if the previous best was among them, the best of them is
//! taken, so the time of an unfinished iteration is not thrown away. When no
//! branch reached the depth limit (every one was cut by probability),
//! looking deeper would give the same answer: the search goes on only if it
//! can lower its probability cut-off.
//!
//! Pure: the searches bring their own boards, cache and time check.

use accessible_2048_engine::Direction;

/// The deepest search, in moves of the player.
pub const MAX_DEPTH: u32 = 20;

/// The best slide found, how many moves deep the search looked, and what
/// it thought of the others.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Answer {
    pub direction: Direction,
    pub depth: u32,
    /// The second best slide, if there is another legal one.
    pub runner_up: Option<Direction>,
    /// The expected value of each slide (in the order of
    /// [`Direction::ALL`]) from the deepest iteration that valued the best
    /// one; `None` for an illegal slide or one that iteration left unvalued.
    pub values: [Option<f32>; 4],
}

impl Answer {
    /// The depth-1 answer from the value of the board after each legal
    /// slide; `None` if there is no legal slide.
    pub fn from_values<B>(legal: &[(Direction, B)], value: impl Fn(&B) -> f32) -> Option<Answer> {
        let valued: Vec<Option<f32>> = legal.iter().map(|(_, b)| Some(value(b))).collect();
        let mut order: Vec<usize> = (0..legal.len()).collect();
        rank(&mut order, &valued);
        (!legal.is_empty()).then(|| answer(legal, &order, &valued, 1))
    }
}

/// The index of `direction` in [`Direction::ALL`].
pub fn direction_index(direction: Direction) -> usize {
    Direction::ALL
        .iter()
        .position(|&d| d == direction)
        .expect("ALL holds every direction")
}

/// Sorts slide indices best first by their values (the present order breaks
/// ties), the unvalued ones after the valued.
fn rank(order: &mut [usize], values: &[Option<f32>]) {
    order.sort_by(|&a, &b| match (values[a], values[b]) {
        (Some(x), Some(y)) => y.total_cmp(&x),
        (Some(_), None) => std::cmp::Ordering::Less,
        (None, Some(_)) => std::cmp::Ordering::Greater,
        (None, None) => std::cmp::Ordering::Equal,
    });
}

/// The answer of an iteration that ranked the slides `order`.
fn answer<B>(
    legal: &[(Direction, B)],
    order: &[usize],
    values: &[Option<f32>],
    depth: u32,
) -> Answer {
    let mut by_direction = [None; 4];
    for (index, (direction, _)) in legal.iter().enumerate() {
        by_direction[direction_index(*direction)] = values[index];
    }
    Answer {
        direction: legal[order[0]].0,
        depth,
        runner_up: order.get(1).map(|&index| legal[index].0),
        values: by_direction,
    }
}

/// An expectimax search over boards of type `B` that can be run deeper and
/// deeper.
pub trait DeepeningSearch<B> {
    /// Prepares an iteration that looks `depth` moves ahead; false when the
    /// time is already up.
    fn start_iteration(&mut self, depth: u32) -> bool;
    /// The expected values of the positions after the slides `legal[i]`,
    /// taken in the order of the indices in `order`. A slide whose value the
    /// clock cut short gets `None`; the result has one entry per slide of
    /// `legal`.
    fn values_after_slides(
        &mut self,
        legal: &[(Direction, B)],
        order: &[usize],
    ) -> Vec<Option<f32>>;
    /// Whether some branch of the iteration stopped at the depth limit.
    fn reached_depth(&self) -> bool;
    /// Lets the next iterations search less likely branches too; false if
    /// the search cannot (then an iteration that never reached its depth
    /// limit ends the search).
    fn lower_cutoff(&mut self) -> bool {
        false
    }
}

/// Values the slides one after another with `value`, stopping at the first
/// one that `time_ran_out` says was cut short: the sequential form of
/// [`DeepeningSearch::values_after_slides`].
pub fn values_in_order<B, S>(
    search: &mut S,
    legal: &[(Direction, B)],
    order: &[usize],
    value: impl Fn(&mut S, &B) -> f32,
    time_ran_out: impl Fn(&S) -> bool,
) -> Vec<Option<f32>> {
    let mut values = vec![None; legal.len()];
    for &index in order {
        let found = value(search, &legal[index].1);
        if time_ran_out(search) {
            break;
        }
        values[index] = Some(found);
    }
    values
}

/// Deepens from depth 2 until time, depth or probability runs out; `first`
/// is the depth-1 answer, kept if no deeper iteration values it and a rival.
pub fn deepen<B>(
    search: &mut impl DeepeningSearch<B>,
    legal: &[(Direction, B)],
    first: Answer,
) -> Answer {
    let mut best = first;
    let mut order: Vec<usize> = (0..legal.len()).collect();
    if let Some(leader) = legal.iter().position(|(d, _)| *d == first.direction) {
        order.swap(0, leader);
    }
    for depth in 2..=MAX_DEPTH {
        if !search.start_iteration(depth) {
            break;
        }
        let values = search.values_after_slides(legal, &order);
        let finished = values.iter().all(Option::is_some);
        // Without the previous best, the values found are no answer: a
        // rival valued deeper cannot be compared with it.
        if values[order[0]].is_none() {
            break;
        }
        // Rank the valued slides, best first (the previous order breaks
        // ties), and the unvalued ones after them.
        rank(&mut order, &values);
        best = answer(
            legal,
            &order,
            &values,
            if finished { depth } else { depth - 1 },
        );
        if !finished || (!search.reached_depth() && !search.lower_cutoff()) {
            break;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A scripted search: the value of each slide at each depth, and how
    /// many slides the clock lets it value in the last iteration.
    struct Scripted {
        /// values[depth - 2][slide]
        values: Vec<Vec<f32>>,
        /// Slides valued before the clock stops the last iteration.
        last_iteration_slides: usize,
        depth: u32,
        asked: Vec<Vec<usize>>,
        /// Iterations from depth 3 on reach no depth limit; each lowering
        /// of the cut-off uses one of these, and the last one is refused.
        cutoffs_left: u32,
    }

    impl DeepeningSearch<()> for Scripted {
        fn start_iteration(&mut self, depth: u32) -> bool {
            self.depth = depth;
            (depth as usize - 2) < self.values.len()
        }

        fn values_after_slides(
            &mut self,
            legal: &[(Direction, ())],
            order: &[usize],
        ) -> Vec<Option<f32>> {
            self.asked.push(order.to_vec());
            let row = &self.values[self.depth as usize - 2];
            let last = self.depth as usize - 2 == self.values.len() - 1;
            let allowed = if last {
                self.last_iteration_slides
            } else {
                legal.len()
            };
            let mut values = vec![None; legal.len()];
            for &index in order.iter().take(allowed) {
                values[index] = Some(row[index]);
            }
            values
        }

        fn reached_depth(&self) -> bool {
            self.depth < 3
        }

        fn lower_cutoff(&mut self) -> bool {
            self.cutoffs_left = self.cutoffs_left.saturating_sub(1);
            self.cutoffs_left > 0
        }
    }

    const LEGAL: [(Direction, ()); 3] = [
        (Direction::Left, ()),
        (Direction::Right, ()),
        (Direction::Up, ()),
    ];

    fn run(values: Vec<Vec<f32>>, last_iteration_slides: usize) -> (Answer, Vec<Vec<usize>>) {
        run_with_cutoffs(values, last_iteration_slides, 100)
    }

    fn run_with_cutoffs(
        values: Vec<Vec<f32>>,
        last_iteration_slides: usize,
        cutoffs_left: u32,
    ) -> (Answer, Vec<Vec<usize>>) {
        let mut search = Scripted {
            values,
            last_iteration_slides,
            depth: 0,
            asked: Vec::new(),
            cutoffs_left,
        };
        let first = Answer::from_values(&LEGAL, |_| 0.0).unwrap();
        let first = Answer {
            direction: Direction::Right,
            runner_up: Some(Direction::Left),
            ..first
        };
        let answer = deepen(&mut search, &LEGAL, first);
        (answer, search.asked)
    }

    #[test]
    fn each_iteration_starts_with_the_previous_best() {
        let (answer, asked) = run(vec![vec![1.0, 2.0, 3.0], vec![5.0, 4.0, 1.0]], 3);
        assert_eq!(asked, vec![vec![1, 0, 2], vec![2, 1, 0]]);
        assert_eq!(answer.direction, Direction::Left);
        assert_eq!(answer.depth, 3);
        assert_eq!(answer.runner_up, Some(Direction::Right));
        assert_eq!(answer.values, [Some(5.0), Some(4.0), Some(1.0), None]);
    }

    #[test]
    fn a_cut_iteration_counts_the_slides_it_valued_with_the_leader() {
        // Depth 3 values Up (the leader) and then Right, which beats it.
        let (answer, _) = run(vec![vec![1.0, 2.0, 3.0], vec![9.0, 5.0, 4.0]], 2);
        assert_eq!(answer.direction, Direction::Right);
        assert_eq!(answer.depth, 2);
    }

    #[test]
    fn a_cut_iteration_without_the_leader_changes_nothing() {
        let (answer, _) = run(vec![vec![1.0, 2.0, 3.0], vec![9.0, 9.0, 9.0]], 0);
        assert_eq!(answer.direction, Direction::Up);
        assert_eq!(answer.depth, 2);
    }

    #[test]
    fn probability_cut_iterations_go_on_only_with_a_lower_cutoff() {
        let values = vec![
            vec![1.0, 2.0, 3.0],
            vec![3.0, 2.0, 1.0],
            vec![1.0, 3.0, 2.0],
            vec![2.0, 1.0, 3.0],
        ];
        // Depth 3 reaches no limit; two lowerings allowed: depths 4 and 5.
        let (answer, asked) = run_with_cutoffs(values.clone(), 3, 3);
        assert_eq!(asked.len(), 4);
        assert_eq!((answer.direction, answer.depth), (Direction::Up, 5));
        // No lowering allowed: the search ends after depth 3.
        let (answer, asked) = run_with_cutoffs(values, 3, 1);
        assert_eq!(asked.len(), 2);
        assert_eq!((answer.direction, answer.depth), (Direction::Left, 3));
    }
}
