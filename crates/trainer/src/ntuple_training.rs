//! Learning the n-tuple network's weights by playing: afterstate TD(0)
//! (Szubert & Jaśkowski 2014), with a fixed learning rate or with temporal
//! coherence (each weight's own rate, |sum of its errors| / sum of their
//! sizes, Jaśkowski 2016), optionally from optimistic initial weights.
//!
//! Each game is played greedily (the slide whose score plus network value
//! of the afterstate is highest) on weights that stay fixed during the
//! game; once it is over its afterstates are learned from the last to the
//! first, so the value of the end reaches the beginning in one game. A
//! round plays one game per thread side by side and then learns them in the
//! order of their numbers, so the same seed and thread count always give
//! the same weights, whatever the threads' timing.
//!
//! Late starts (the restarts of Matsuzaki 2017, the shaping of Jaśkowski
//! 2016) give the late game, which few greedy games reach, more of the
//! learning: every k-th game starts from a board at which an earlier game
//! first held a tile of a chosen size, instead of from two tiles.
//!
//! A late stage (the multi-stage networks of Wu et al. 2014 and Jaśkowski
//! 2016) is learned from late starts alone: its weights begin as a copy of
//! a trained network's (weight promotion), the boards come from games that
//! network plays greedily ([`first_boards`]), and every game starts from
//! one of them, so only boards with the tile are ever learned.
//!
//! Pure: game i's tiles come from a [`Pcg32`] seeded with the run's seed
//! and i; no clock, no files (the training command keeps those).

use accessible_2048_analysis::search::{
    AfterstateValue, Bitboard, FEATURES, RowTables, Slides, WEIGHT_COUNT, weight_indices,
};
use accessible_2048_engine::Pcg32;
use accessible_2048_memory::{out_of_memory, thread_room};

/// How each weight moves towards its target.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Rule {
    /// TD(0): the board's value moves by `alpha` times its error.
    Td { alpha: f32 },
    /// Temporal coherence: each weight's rate is |E|/A of its past errors
    /// (1 before the first), times `beta`.
    Coherence { beta: f32 },
}

/// The weights being learned (and, under temporal coherence, each one's
/// sums of errors and of their sizes).
pub struct Learner {
    rule: Rule,
    weights: Vec<f32>,
    errors: Vec<f32>,
    sizes: Vec<f32>,
}

/// One game played by the learner: its afterstates and the score each
/// slide gained, and how it ended.
pub struct Episode {
    pub afterstates: Vec<u64>,
    pub rewards: Vec<f32>,
    pub score: u64,
    pub highest_exponent: u8,
    /// Whether the game began from a late start (its score is then only
    /// what it gained from there).
    pub late: bool,
    /// The board at which the game first held a tile of the late starts'
    /// size, if it reached one it did not start with.
    pub entered: Option<u64>,
}

/// How many boards the late starts keep (the newest).
pub const LATE_CAPACITY: usize = 4096;

/// The boards late games start from: where fresh games first held a tile
/// of `2^exponent`, the newest [`LATE_CAPACITY`] of them, and which games
/// start late (every `every`-th: those whose number is `every - 1` more
/// than a multiple of it).
#[derive(Debug, Clone, PartialEq)]
pub struct LateStarts {
    exponent: u8,
    every: u64,
    boards: Vec<u64>,
    next: usize,
}

impl LateStarts {
    /// No boards yet; `None` unless `every` is at least 2 and the tile is
    /// one a 4×4 board holds (4 to 32768).
    pub fn new(exponent: u8, every: u64) -> Option<LateStarts> {
        LateStarts::from_parts(exponent, every, Vec::new(), 0)
    }

    /// Every game starts late, from one of `boards` (a late stage's
    /// training); `None` if there are none or more than
    /// [`LATE_CAPACITY`].
    pub fn only(exponent: u8, boards: Vec<u64>) -> Option<LateStarts> {
        let next = boards.len() % LATE_CAPACITY;
        LateStarts::from_parts(exponent, 1, boards, next)
    }

    /// Whether every game starts late (a late stage's training).
    pub fn is_only(&self) -> bool {
        self.every == 1
    }

    /// Late starts resumed from their boards and the place the next one
    /// goes; `None` if those do not fit together (every game late needs
    /// boards to start from).
    pub fn from_parts(
        exponent: u8,
        every: u64,
        boards: Vec<u64>,
        next: usize,
    ) -> Option<LateStarts> {
        let fits = (2..=15).contains(&exponent)
            && (every >= 2 || (every == 1 && !boards.is_empty()))
            && boards.len() <= LATE_CAPACITY
            && next < LATE_CAPACITY
            && (boards.len() == LATE_CAPACITY || next == boards.len());
        fits.then_some(LateStarts {
            exponent,
            every,
            boards,
            next,
        })
    }

    pub fn exponent(&self) -> u8 {
        self.exponent
    }

    pub fn every(&self) -> u64 {
        self.every
    }

    /// The boards kept and where the next one goes.
    pub fn boards(&self) -> (&[u64], usize) {
        (&self.boards, self.next)
    }

    /// The board game `game` of the run seeded `seed` starts from, if it is
    /// a late game and there is a board to start from.
    pub fn start_for(&self, seed: u64, game: u64) -> Option<u64> {
        if game % self.every != self.every - 1 || self.boards.is_empty() {
            return None;
        }
        let mut rng = Pcg32::new(seed ^ 0x6c61_7465, game);
        Some(self.boards[rng.below(self.boards.len() as u32) as usize])
    }

    fn keep(&mut self, board: u64) {
        if self.boards.len() < LATE_CAPACITY {
            self.boards.push(board);
        } else {
            self.boards[self.next] = board;
        }
        self.next = (self.next + 1) % LATE_CAPACITY;
    }
}

impl Learner {
    /// A network whose every board is first valued `initial` (0, or
    /// optimistically high to make the learner try every slide).
    pub fn new(rule: Rule, initial: f32) -> Learner {
        let coherence = matches!(rule, Rule::Coherence { .. });
        let table = |fill: f32, wanted: bool| {
            if wanted {
                vec![fill; WEIGHT_COUNT]
            } else {
                Vec::new()
            }
        };
        Learner {
            rule,
            weights: table(initial / FEATURES as f32, true),
            errors: table(0.0, coherence),
            sizes: table(0.0, coherence),
        }
    }

    /// A learner resumed from its tables (`errors` and `sizes` empty
    /// unless the rule is temporal coherence); `None` if a table is not
    /// the network's size.
    pub fn from_parts(
        rule: Rule,
        weights: Vec<f32>,
        errors: Vec<f32>,
        sizes: Vec<f32>,
    ) -> Option<Learner> {
        let coherence = matches!(rule, Rule::Coherence { .. });
        let wanted = if coherence { WEIGHT_COUNT } else { 0 };
        (weights.len() == WEIGHT_COUNT && errors.len() == wanted && sizes.len() == wanted)
            .then_some(Learner {
                rule,
                weights,
                errors,
                sizes,
            })
    }

    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// Changes the learning rate from now on (a rule of the same kind).
    pub fn set_rule(&mut self, rule: Rule) -> bool {
        let same_kind = matches!(
            (self.rule, rule),
            (Rule::Td { .. }, Rule::Td { .. }) | (Rule::Coherence { .. }, Rule::Coherence { .. })
        );
        if same_kind {
            self.rule = rule;
        }
        same_kind
    }

    pub fn weights(&self) -> &[f32] {
        &self.weights
    }

    /// Under temporal coherence, each weight's sum of errors and sum of
    /// their sizes (empty otherwise).
    pub fn coherence(&self) -> (&[f32], &[f32]) {
        (&self.errors, &self.sizes)
    }

    /// The value of the afterstate `board`.
    #[inline]
    pub fn value(&self, board: u64) -> f32 {
        weight_indices(board)
            .iter()
            .map(|&index| self.weights[index as usize])
            .sum()
    }

    /// Moves the value of `board` by (about) `error` times the rate.
    fn update(&mut self, board: u64, error: f32) {
        let share = error / FEATURES as f32;
        match self.rule {
            Rule::Td { alpha } => {
                let step = alpha * share;
                for index in weight_indices(board) {
                    self.weights[index as usize] += step;
                }
            }
            Rule::Coherence { beta } => {
                for index in weight_indices(board) {
                    let index = index as usize;
                    let size = self.sizes[index];
                    let rate = if size > 0.0 {
                        self.errors[index].abs() / size
                    } else {
                        1.0
                    };
                    self.weights[index] += beta * rate * share;
                    self.errors[index] += error;
                    self.sizes[index] += error.abs();
                }
            }
        }
    }

    /// Learns one game, from its last afterstate (worth nothing more: the
    /// game is over) back to its first.
    pub fn learn(&mut self, episode: &Episode) {
        let mut target = 0.0f32;
        for (&board, &reward) in episode.afterstates.iter().zip(&episode.rewards).rev() {
            let error = target - self.value(board);
            self.update(board, error);
            target = reward + self.value(board);
        }
    }

    /// The weights quantized to 16 bits, and the value of one quantum.
    pub fn quantized(&self) -> (Vec<i16>, f32) {
        let largest = self.weights.iter().fold(0.0f32, |m, w| m.max(w.abs()));
        let quantum = if largest > 0.0 {
            largest / f32::from(i16::MAX)
        } else {
            1.0
        };
        let weights = self
            .weights
            .iter()
            .map(|&w| (w / quantum).round().clamp(-32767.0, 32767.0) as i16)
            .collect();
        (weights, quantum)
    }
}

impl AfterstateValue for Learner {
    fn value(&self, board: u64) -> f32 {
        Learner::value(self, board)
    }
}

/// How many weights each table of a learner holds.
pub fn weight_count() -> usize {
    WEIGHT_COUNT
}

/// The score a slide gains on each of the board's four lines (rows for
/// left and right, columns for up and down).
fn gains(tables: &RowTables, board: u64, transposed: u64) -> (u32, u32) {
    let lines = |x: u64| -> u32 {
        (0..4)
            .map(|k| tables.score[((x >> (16 * k)) & 0xffff) as usize])
            .sum()
    };
    (lines(board), lines(transposed))
}

/// Puts a new tile (a 4 with probability `four_chance`, else a 2) on an
/// empty cell of `board`; the board as it was if none is empty.
fn add_tile(board: u64, rng: &mut Pcg32, four_chance: f64) -> u64 {
    let empty: Vec<u32> = (0..16).filter(|&k| (board >> (4 * k)) & 0xf == 0).collect();
    if empty.is_empty() {
        return board;
    }
    let cell = empty[rng.below(empty.len() as u32) as usize];
    let tile = if rng.chance(four_chance) { 2 } else { 1 };
    board | (tile << (4 * cell))
}

/// Plays game `game` of the run seeded `seed` to its end, each slide the
/// one whose score plus `values`' value of its afterstate is highest (a
/// learner's weights, or a network's): from two tiles, or from `start` for
/// a late game. `watch` is the exponent of the tile whose first appearance
/// the episode notes.
pub fn play_episode<V: AfterstateValue + ?Sized>(
    values: &V,
    seed: u64,
    game: u64,
    four_chance: f64,
    start: Option<u64>,
    watch: Option<u8>,
) -> Episode {
    let slides = Slides::new();
    let tables = slides.tables();
    let mut rng = Pcg32::new(seed, game);
    let mut board = match start {
        Some(board) => board,
        None => add_tile(add_tile(0, &mut rng, four_chance), &mut rng, four_chance),
    };
    let mut episode = Episode {
        afterstates: Vec::new(),
        rewards: Vec::new(),
        score: 0,
        highest_exponent: 0,
        late: start.is_some(),
        entered: None,
    };
    let mut watched = watch.is_none_or(|e| Bitboard(board).highest_exponent() >= e);
    loop {
        if !watched && watch.is_some_and(|e| Bitboard(board).highest_exponent() >= e) {
            watched = true;
            episode.entered = Some(board);
        }
        let transposed = Bitboard(board).transpose().0;
        let (row_gain, column_gain) = gains(tables, board, transposed);
        let nexts = slides.slide_all(Bitboard(board));
        let mut best: Option<(f32, u64, u32)> = None;
        for (k, next) in nexts.into_iter().enumerate() {
            if next.0 == board {
                continue;
            }
            let gain = if k < 2 { row_gain } else { column_gain };
            let value = gain as f32 + values.value(next.0);
            if best.is_none_or(|(top, _, _)| value > top) {
                best = Some((value, next.0, gain));
            }
        }
        let Some((_, next, gain)) = best else {
            break;
        };
        episode.afterstates.push(next);
        episode.rewards.push(gain as f32);
        episode.score += u64::from(gain);
        board = add_tile(next, &mut rng, four_chance);
    }
    episode.highest_exponent = Bitboard(board).highest_exponent();
    episode
}

/// Plays games `first..first + count` on up to `count` threads with the
/// weights as they are (late games from the late starts as they were when
/// the round began), then learns them in order, and keeps in the late
/// starts where fresh games first held their tile. Returns the games.
pub fn train_round(
    learner: &mut Learner,
    seed: u64,
    first: u64,
    count: u64,
    four_chance: f64,
    late: Option<&mut LateStarts>,
) -> Vec<Episode> {
    let watch = late.as_ref().map(|l| l.exponent);
    let start = |game: u64| late.as_ref().and_then(|l| l.start_for(seed, game));
    let starts: Vec<(u64, Option<u64>)> = (first..first + count).map(|g| (g, start(g))).collect();
    let episodes: Vec<Episode> = if count <= 1 {
        starts
            .iter()
            .map(|&(game, start)| play_episode(learner, seed, game, four_chance, start, watch))
            .collect()
    } else {
        let shared = &*learner;
        std::thread::scope(|scope| {
            let handles: Vec<_> = starts
                .iter()
                .map(|&(game, start)| {
                    started(scope, move || {
                        play_episode(shared, seed, game, four_chance, start, watch)
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|handle| handle.join().expect("a training game panicked"))
                .collect()
        })
    };
    for episode in &episodes {
        learner.learn(episode);
    }
    if let Some(late) = late {
        for episode in episodes.iter().filter(|e| !e.late) {
            if let Some(board) = episode.entered {
                late.keep(board);
            }
        }
    }
    episodes
}

/// The boards at which fresh games, played greedily on `values` (a
/// learner's weights, not learned, or a network), first held a tile of
/// `2^exponent`: one per game that
/// reached it, in the order of the games, until `count` are found or
/// `games` games are played. Game i's tiles come from `seed` (apart from
/// the training games') and i, so the boards are the same whatever the
/// `threads` (games played side by side).
pub fn first_boards<V: AfterstateValue + ?Sized>(
    values: &V,
    seed: u64,
    exponent: u8,
    count: usize,
    games: u64,
    threads: u64,
    four_chance: f64,
) -> Vec<u64> {
    let seed = seed ^ 0x7374_6172_7473;
    let threads = threads.max(1);
    let mut found = Vec::new();
    let mut first = 0u64;
    while found.len() < count && first < games {
        let round = threads.min(games - first);
        let entered: Vec<Option<u64>> = std::thread::scope(|scope| {
            let handles: Vec<_> = (first..first + round)
                .map(|game| {
                    started(scope, move || {
                        play_episode(values, seed, game, four_chance, None, Some(exponent)).entered
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|handle| handle.join().expect("a game panicked"))
                .collect()
        });
        found.extend(entered.into_iter().flatten());
        first += round;
    }
    found.truncate(count);
    found
}

/// `work` started on a thread of `scope` where there is room for one;
/// else the out-of-memory line is said and the process ends (a training
/// game cannot be left out).
fn started<'scope, T: Send + 'scope>(
    scope: &'scope std::thread::Scope<'scope, '_>,
    work: impl FnOnce() -> T + Send + 'scope,
) -> std::thread::ScopedJoinHandle<'scope, T> {
    thread_room::start_scoped(scope, "training", thread_room::DEFAULT_STACK_BYTES, work)
        .unwrap_or_else(|_| out_of_memory::out_of_memory())
}

#[cfg(test)]
mod tests {
    use super::*;
    use accessible_2048_engine::{Board, Direction};

    #[test]
    fn a_game_follows_the_rules_and_adds_up_its_score() {
        let learner = Learner::new(Rule::Td { alpha: 0.1 }, 0.0);
        let episode = play_episode(&learner, 5, 0, 0.1, None, None);
        assert!(episode.afterstates.len() > 20);
        let total: f32 = episode.rewards.iter().sum();
        assert_eq!(total as u64, episode.score);
        // Each afterstate is a slide of the board before it plus one tile.
        for pair in episode.afterstates.windows(2) {
            let before = Bitboard(pair[0]);
            let added = (0..16).filter(|&k| before.get(k) == 0).any(|k| {
                [1u64, 2].into_iter().any(|tile| {
                    let board = Bitboard(pair[0] | (tile << (4 * k)));
                    Direction::ALL
                        .iter()
                        .any(|&d| board.slide(d).is_ok_and(|(next, _)| next.0 == pair[1]))
                })
            });
            assert!(
                added,
                "{:?} → {:?}",
                before.to_board(),
                Bitboard(pair[1]).to_board()
            );
        }
        assert!(episode.highest_exponent >= 5);
    }

    #[test]
    fn the_same_seed_plays_the_same_game() {
        let learner = Learner::new(Rule::Td { alpha: 0.1 }, 0.0);
        let a = play_episode(&learner, 9, 3, 0.1, None, None);
        let b = play_episode(&learner, 9, 3, 0.1, None, None);
        assert_eq!(a.afterstates, b.afterstates);
        let c = play_episode(&learner, 9, 4, 0.1, None, None);
        assert_ne!(a.afterstates, c.afterstates);
    }

    #[test]
    fn learning_moves_values_towards_what_followed() {
        for rule in [Rule::Td { alpha: 0.5 }, Rule::Coherence { beta: 1.0 }] {
            let mut learner = Learner::new(rule, 0.0);
            let board =
                Bitboard::from_board(&Board::parse("2 4 0 0/0 0 0 0/0 0 0 0/0 0 0 0").unwrap())
                    .unwrap()
                    .0;
            let episode = Episode {
                afterstates: vec![board, board | (3 << 60)],
                rewards: vec![4.0, 100.0],
                score: 104,
                highest_exponent: 3,
                late: false,
                entered: None,
            };
            learner.learn(&episode);
            // The first afterstate's target is 100 (the last slide's score
            // plus nothing more): its value rises towards it.
            let value = learner.value(board);
            assert!(value > 10.0 && value.is_finite(), "{rule:?}: {value}");
        }
    }

    #[test]
    fn rounds_give_the_same_weights_for_the_same_seed_and_threads() {
        let run = |threads: u64| {
            let mut learner = Learner::new(Rule::Coherence { beta: 1.0 }, 0.0);
            let mut games = 0;
            for _ in 0..3 {
                train_round(&mut learner, 11, games, threads, 0.1, None);
                games += threads;
            }
            let (weights, quantum) = learner.quantized();
            (weights, quantum.to_bits())
        };
        assert!(run(2) == run(2));
        assert!(run(1) == run(1));
    }

    #[test]
    fn late_games_start_where_fresh_games_first_held_the_tile() {
        let mut learner = Learner::new(Rule::Coherence { beta: 1.0 }, 0.0);
        let mut late = LateStarts::new(7, 2).unwrap();
        let mut late_games = 0;
        for round in 0..40u64 {
            let kept_before = late.boards().0.to_vec();
            let episodes = train_round(&mut learner, 3, round * 2, 2, 0.1, Some(&mut late));
            for (k, episode) in episodes.iter().enumerate() {
                let game = round * 2 + k as u64;
                assert_eq!(episode.late, game % 2 == 1 && !kept_before.is_empty());
                if episode.late {
                    late_games += 1;
                    // Its first slide is of a kept board.
                    let first = episode.afterstates[0];
                    assert!(
                        kept_before.iter().any(|&b| Direction::ALL
                            .iter()
                            .any(|&d| Bitboard(b).slide(d).is_ok_and(|(n, _)| n.0 == first))),
                        "game {game}"
                    );
                    assert_eq!(episode.entered, None);
                } else if let Some(board) = episode.entered {
                    assert_eq!(Bitboard(board).highest_exponent(), 7);
                }
            }
            let kept: Vec<u64> = episodes
                .iter()
                .filter(|e| !e.late)
                .filter_map(|e| e.entered)
                .collect();
            assert_eq!(late.boards().0.len(), kept_before.len() + kept.len());
        }
        assert!(late_games > 10, "{late_games}");
    }

    #[test]
    fn late_starts_give_the_same_weights_for_the_same_seed_and_threads() {
        let run = || {
            let mut learner = Learner::new(Rule::Coherence { beta: 1.0 }, 0.0);
            let mut late = LateStarts::new(6, 2).unwrap();
            for round in 0..6 {
                train_round(&mut learner, 11, round * 2, 2, 0.1, Some(&mut late));
            }
            (learner.quantized().0, late)
        };
        assert!(run() == run());
    }

    #[test]
    fn first_boards_are_where_games_first_held_the_tile_whatever_the_threads() {
        let learner = Learner::new(Rule::Coherence { beta: 1.0 }, 0.0);
        let one = first_boards(&learner, 4, 8, 12, 400, 1, 0.1);
        assert_eq!(one.len(), 12);
        assert_eq!(first_boards(&learner, 4, 8, 12, 400, 3, 0.1), one);
        assert_ne!(first_boards(&learner, 5, 8, 12, 400, 1, 0.1), one);
        for board in &one {
            assert_eq!(Bitboard(*board).highest_exponent(), 8, "{board:016x}");
        }
        // No game reaches 32768 on these weights: the games run out.
        assert!(first_boards(&learner, 4, 15, 3, 5, 2, 0.1).is_empty());
    }

    #[test]
    fn a_late_stage_learns_only_boards_with_its_tile() {
        let promoted = Learner::new(Rule::Coherence { beta: 1.0 }, 0.0);
        let boards = first_boards(&promoted, 2, 7, 16, 200, 2, 0.1);
        let mut late = LateStarts::only(7, boards.clone()).unwrap();
        assert!(late.is_only());
        let mut learner = promoted;
        for round in 0..5u64 {
            let episodes = train_round(&mut learner, 2, round * 2, 2, 0.1, Some(&mut late));
            for episode in &episodes {
                assert!(episode.late);
                for &afterstate in &episode.afterstates {
                    assert!(Bitboard(afterstate).highest_exponent() >= 7);
                }
            }
        }
        // The boards started from stay the ones given.
        assert_eq!(late.boards().0, boards.as_slice());
        assert!(LateStarts::only(7, Vec::new()).is_none());
    }

    #[test]
    fn late_starts_refuse_parts_that_do_not_fit() {
        let full = vec![0x1u64; LATE_CAPACITY];
        let cases: [(u8, u64, Vec<u64>, usize, bool); 9] = [
            (14, 2, Vec::new(), 0, true),
            (14, 2, vec![5, 6], 2, true),
            (14, 2, full.clone(), 17, true),
            (14, 2, vec![5, 6], 1, false),
            (14, 1, Vec::new(), 0, false),
            (14, 1, vec![5, 6], 2, true),
            (14, 0, vec![5, 6], 2, false),
            (16, 2, Vec::new(), 0, false),
            (14, 2, full, LATE_CAPACITY, false),
        ];
        for (exponent, every, boards, next, fits) in cases {
            assert_eq!(
                LateStarts::from_parts(exponent, every, boards.clone(), next).is_some(),
                fits,
                "{exponent} {every} {} {next}",
                boards.len()
            );
        }
    }

    #[test]
    fn quantized_weights_keep_their_values() {
        let mut learner = Learner::new(Rule::Td { alpha: 1.0 }, 0.0);
        let board = 0x0000_0000_0000_4321u64;
        learner.update(board, 3200.0);
        learner.update(0x0000_0000_1000_0001, -50.0);
        let (weights, quantum) = learner.quantized();
        let network = accessible_2048_analysis::search::Network::new(weights, quantum, 0).unwrap();
        let exact = learner.value(board);
        assert!(
            (network.value(board) - exact).abs() < exact * 1e-3,
            "{exact}"
        );
    }
}
