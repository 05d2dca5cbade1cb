//! What a slide, an undo, a win and the end of a game say, at each
//! verbosity. Every slide answer opens with its news, so the first half
//! second heard is the most useful one: the biggest merge and its cell, else
//! the new tile and its cell. Brief says that alone; normal adds the next
//! merges and the new tile (or, when nothing merged, the direction); full
//! adds the direction, every merge in words, the tiles moved and the points.
//! Pure.

use super::message::{Announcement, Message};
use super::verbosity::Verbosity;
use crate::engine::{Board, Cell, Direction, Game, Merge, MoveReport, Undo};

/// How many merges a normal slide line names (the biggest); the rest are
/// counted, so the line stays short and fits 80 columns on an 8×8 board.
pub const MERGES_SAID: usize = 2;

/// The merges of a slide, biggest first (the first in reading order among
/// equals).
fn biggest_first(report: &MoveReport) -> Vec<&Merge> {
    let mut biggest: Vec<&Merge> = report.slide.merges.iter().collect();
    biggest.sort_by_key(|m| (std::cmp::Reverse(m.value), m.cell.row, m.cell.col));
    biggest
}

/// The one line that answers a slide, at a verbosity.
///
/// - brief: `16 A1.` (the biggest merge) or `New 2 C4.`
/// - normal: `16 A1, 8 B2, new 2 C4.` or, when nothing merged,
///   `New 2 C4, left.`
/// - full: the news, then the direction, every merge in words, how many
///   tiles moved, the new tile, the points and the score (as [`slide`]).
pub fn slide_at(report: &MoveReport, score: u64, verbosity: Verbosity) -> Announcement {
    let outcome = &report.slide;
    let (true, Some(spawn), false) = (outcome.moved(), report.spawn, verbosity == Verbosity::Full)
    else {
        return slide(report, score);
    };
    let biggest = biggest_first(report);
    let line = match (verbosity, biggest.first()) {
        (Verbosity::Brief, Some(top)) => merged_into("slide-news-brief", top),
        (_, None) => Message::new(if verbosity == Verbosity::Brief {
            "slide-moved-brief"
        } else {
            "slide-moved"
        })
        .text("direction", outcome.direction.name())
        .tile("value", spawn.value)
        .text("cell", spawn.cell.to_string()),
        (_, Some(_)) => {
            let mut merges: Vec<Message> = biggest
                .iter()
                .take(MERGES_SAID)
                .map(|m| merged_into("merged-into", m))
                .collect();
            if biggest.len() > MERGES_SAID {
                merges.push(
                    Message::new("merges-more").num("count", (biggest.len() - MERGES_SAID) as u64),
                );
            }
            Message::new("slide-news")
                .list("merges", merges)
                .tile("value", spawn.value)
                .text("cell", spawn.cell.to_string())
        }
    };
    Announcement::one(line)
}

/// One merge said short: `16 A1`.
fn merged_into(id: &'static str, merge: &Merge) -> Message {
    Message::new(id)
        .tile("value", merge.value)
        .text("cell", merge.cell.to_string())
}

/// The one line that answers a slide, in full, the news first as brief says
/// it (`16 A1.`, else `New 2 C4.`), then the direction, the other merges in
/// words, how many tiles moved, the new tile after a merge, the points and
/// the score.
pub fn slide(report: &MoveReport, score: u64) -> Announcement {
    let outcome = &report.slide;
    let direction = outcome.direction.name();
    if !outcome.moved() {
        return Announcement::one(Message::new("nothing-moves").text("direction", direction));
    }
    let merge = |m: &Merge| {
        Message::new("merge")
            .tile("from", m.value / 2)
            .tile("value", m.value)
            .text("cell", m.cell.to_string())
    };
    let new_tile = report.spawn.map(|spawn| {
        Message::new("new-tile")
            .tile("value", spawn.value)
            .text("cell", spawn.cell.to_string())
    });
    let biggest = biggest_first(report);
    let mut parts = Vec::new();
    match (biggest.first(), report.spawn) {
        (Some(top), _) => parts.push(merged_into("slide-news-brief", top)),
        (None, Some(spawn)) => parts.push(
            Message::new("slide-moved-brief")
                .tile("value", spawn.value)
                .text("cell", spawn.cell.to_string()),
        ),
        (None, None) => {}
    }
    parts.push(Message::new("slide-direction").text("direction", direction));
    parts.extend(biggest.iter().skip(1).map(|m| merge(m)));
    if !outcome.moves.is_empty() {
        parts.push(Message::new("tiles-moved").num("count", outcome.moves.len() as u64));
    }
    if !biggest.is_empty() {
        parts.extend(new_tile);
    }
    if outcome.score_gain > 0 {
        parts.push(
            Message::new("score-gain")
                .num("gain", outcome.score_gain)
                .num("score", score),
        );
    }
    Announcement::new(parts)
}

/// `Score 120, 15 moves.`
pub fn score(game: &Game) -> Message {
    Message::new("score")
        .num("score", game.score())
        .num("moves", game.moves())
}

/// The first 2048.
pub fn win(game: &Game) -> Announcement {
    Announcement::one(
        Message::new("win")
            .num("score", game.score())
            .num("moves", game.moves()),
    )
}

/// Game over with the final score, moves and highest tile.
pub fn game_over(game: &Game) -> Message {
    Message::new("game-over")
        .num("score", game.score())
        .num("moves", game.moves())
        .tile("highest", game.board().highest())
}

/// An undo: the slide taken back, the score and moves now, and each cell the
/// undo changed (most boards change in a few cells).
pub fn undo(undo: &Undo, now: &Board, game: &Game) -> Announcement {
    let mut parts = vec![
        Message::new("undo")
            .text("direction", undo.direction.name())
            .num("score", game.score())
            .num("moves", game.moves()),
    ];
    for cell in now.cells().filter(|&c| now.get(c) != undo.from.get(c)) {
        let value = now.value(cell);
        parts.push(if value == 0 {
            Message::new("undo-changed-empty").text("cell", cell.to_string())
        } else {
            Message::new("undo-changed")
                .text("cell", cell.to_string())
                .tile("value", value)
        });
    }
    Announcement::new(parts)
}

/// An undo at a verbosity: briefly what came back, the direction taken
/// back, how many merges came apart (normal and full) and the cell the new
/// tile left: `Undone left, 1 merge back, C4 empty.` (brief: `Undone left:
/// C4 empty.`); full adds the points the slide taken back had scored
/// (`Minus 32 points.`), a short number however big the score, so the line
/// stays within a few seconds (the score is a key away). Every changed cell
/// is [`undo`], which X says.
pub fn undo_at(undo_report: &Undo, now: &Board, verbosity: Verbosity) -> Announcement {
    let (slid, outcome) = now.slide(undo_report.direction);
    let spawned: Option<Cell> = undo_report
        .from
        .cells()
        .find(|&c| undo_report.from.get(c) != slid.get(c) && slid.get(c) == 0);
    let direction = undo_report.direction.name();
    let merges = outcome.merges.len() as u64;
    let message = match spawned {
        Some(cell) if verbosity != Verbosity::Brief && merges > 0 => Message::new("undo-short")
            .text("direction", direction)
            .num("count", merges)
            .text("cell", cell.to_string()),
        Some(cell) => Message::new("undo-short-plain")
            .text("direction", direction)
            .text("cell", cell.to_string()),
        None => Message::new("undo-short-direction").text("direction", direction),
    };
    let mut said = Announcement::one(message);
    if verbosity == Verbosity::Full && outcome.score_gain > 0 {
        said.parts
            .push(Message::new("undo-points").num("points", outcome.score_gain));
    }
    said
}

/// `Hint: slide left.`, or that no move is left.
pub fn hint(direction: Option<Direction>) -> Announcement {
    Announcement::one(match direction {
        Some(d) => Message::new("hint").text("direction", d.name()),
        None => Message::new("hint-no-moves"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameConfig, Pcg32};
    use crate::narration::Arg;

    fn game(position: &str) -> Game {
        Game::from_board(
            GameConfig::default(),
            Board::parse(position).unwrap(),
            Pcg32::from_seed(4),
        )
        .unwrap()
    }

    #[test]
    fn slide_with_merge_names_cells_new_tile_and_points() {
        let mut g = game("0 8 0 8/0 0 0 0/0 0 0 0/0 0 0 2");
        let report = g.slide(Direction::Left);
        let a = slide(&report, g.score());
        assert_eq!(
            a.ids(),
            vec![
                "slide-news-brief",
                "slide-direction",
                "tiles-moved",
                "new-tile",
                "score-gain"
            ]
        );
        assert_eq!(a.parts[0].arg("value"), Some(&Arg::Tile(16)));
        assert_eq!(a.parts[0].arg("cell"), Some(&Arg::Text("A1".into())));
        assert_eq!(a.parts[2].arg("count"), Some(&Arg::Number(1)));
        assert_eq!(a.parts[4].arg("gain"), Some(&Arg::Number(16)));
    }

    /// What each level says for a slide, boards written as text: the ids
    /// of the line, and the (value, cell) its first message names, which is
    /// the news: the biggest merge, else the new tile (`None`: where the
    /// seeded tile came).
    #[test]
    fn what_each_level_says_for_a_slide() {
        use Verbosity::{Brief, Full, Normal};
        type Case = (
            &'static str,
            Direction,
            Verbosity,
            &'static [&'static str],
            Option<(u64, &'static str)>,
        );
        let two_merges = "4 4 0 0/0 0 0 0/16 16 0 0/0 0 0 0";
        let one_merge = "0 8 0 8/0 0 0 0/0 0 0 0/0 0 0 2";
        let no_merge = "0 0 0 2/0 0 0 0/0 0 0 0/0 0 0 0";
        let stuck = "2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 0";
        let table: &[Case] = &[
            // A merge: brief says it alone, normal adds the new tile.
            (
                one_merge,
                Direction::Left,
                Brief,
                &["slide-news-brief"],
                Some((16, "A1")),
            ),
            (
                one_merge,
                Direction::Left,
                Normal,
                &["slide-news"],
                Some((16, "A1")),
            ),
            (
                one_merge,
                Direction::Left,
                Full,
                &[
                    "slide-news-brief",
                    "slide-direction",
                    "tiles-moved",
                    "new-tile",
                    "score-gain",
                ],
                Some((16, "A1")),
            ),
            // Two merges: the bigger first, though it comes later in the board.
            (
                two_merges,
                Direction::Left,
                Brief,
                &["slide-news-brief"],
                Some((32, "A3")),
            ),
            (
                two_merges,
                Direction::Left,
                Normal,
                &["slide-news"],
                Some((32, "A3")),
            ),
            (
                two_merges,
                Direction::Left,
                Full,
                &[
                    "slide-news-brief",
                    "slide-direction",
                    "merge",
                    "new-tile",
                    "score-gain",
                ],
                Some((32, "A3")),
            ),
            // Nothing merged: the new tile first, the direction after.
            (
                no_merge,
                Direction::Left,
                Brief,
                &["slide-moved-brief"],
                None,
            ),
            (no_merge, Direction::Left, Normal, &["slide-moved"], None),
            (
                no_merge,
                Direction::Left,
                Full,
                &["slide-moved-brief", "slide-direction", "tiles-moved"],
                None,
            ),
            // Nothing moves: the same at every level.
            (stuck, Direction::Left, Brief, &["nothing-moves"], None),
            (stuck, Direction::Left, Normal, &["nothing-moves"], None),
            (stuck, Direction::Left, Full, &["nothing-moves"], None),
        ];
        for &(position, direction, level, ids, news) in table {
            let mut g = game(position);
            let report = g.slide(direction);
            let a = slide_at(&report, g.score(), level);
            assert_eq!(a.ids(), ids, "{position} {direction:?} {level:?}");
            let first = &a.parts[0];
            let named = (first.arg("value"), first.arg("merges"), first.arg("cell"));
            match (news, report.spawn) {
                (Some((value, cell)), _) if level == Normal => {
                    let Some(Arg::List(merges)) = named.1 else {
                        panic!("{a:?}")
                    };
                    assert_eq!(merges[0].arg("value"), Some(&Arg::Tile(value)));
                    assert_eq!(merges[0].arg("cell"), Some(&Arg::Text(cell.into())));
                }
                (Some((value, cell)), _) => {
                    assert_eq!(named.0, Some(&Arg::Tile(value)), "{level:?}");
                    assert_eq!(named.2, Some(&Arg::Text(cell.into())), "{level:?}");
                }
                (None, Some(spawn)) => {
                    assert_eq!(named.0, Some(&Arg::Tile(spawn.value)), "{level:?}");
                    assert_eq!(named.2, Some(&Arg::Text(spawn.cell.to_string())));
                }
                (None, None) => assert_eq!(named.2, None),
            }
        }
    }

    #[test]
    fn normal_names_the_biggest_merges_first_and_counts_the_rest() {
        // Six merges on a 6×6 board, in reading order 8, 64, 4, 32, 16, 4:
        // the line names the biggest and counts the others.
        let mut g =
            game("4 4 0 0 0 0/32 32 0 0 0 0/2 2 0 0 0 0/16 16 0 0 0 0/8 8 0 0 0 0/2 2 0 0 0 0");
        let a = slide_at(&g.slide(Direction::Left), g.score(), Verbosity::Normal);
        let Some(Arg::List(merges)) = a.parts[0].arg("merges") else {
            panic!("{a:?}")
        };
        let values: Vec<_> = merges.iter().filter_map(|m| m.arg("value")).collect();
        let expected: Vec<Arg> = [64, 32, 16, 8][..MERGES_SAID]
            .iter()
            .map(|&v| Arg::Tile(v))
            .collect();
        assert_eq!(values, expected.iter().collect::<Vec<_>>());
        assert_eq!(merges.len(), MERGES_SAID + 1);
        assert_eq!(merges[MERGES_SAID].id, "merges-more");
        assert_eq!(
            merges[MERGES_SAID].arg("count"),
            Some(&Arg::Number(6 - MERGES_SAID as u64))
        );
    }

    #[test]
    fn what_each_level_says_for_an_undo() {
        for (level, id) in [
            (Verbosity::Brief, "undo-short-plain"),
            (Verbosity::Normal, "undo-short"),
            (Verbosity::Full, "undo-short"),
        ] {
            let mut g = game("2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0");
            let report = g.slide(Direction::Left);
            let spawn = report.spawn.unwrap();
            let u = g.undo().unwrap();
            let a = undo_at(&u, g.board(), level);
            assert_eq!(a.parts[0].id, id, "{level:?}");
            assert_eq!(a.parts.len(), 1 + usize::from(level == Verbosity::Full));
            assert_eq!(
                a.parts[0].arg("cell"),
                Some(&Arg::Text(spawn.cell.to_string()))
            );
            if level != Verbosity::Brief {
                assert_eq!(a.parts[0].arg("count"), Some(&Arg::Number(1)));
            }
        }
        // An undo of a slide without merges says only where the tile went.
        let mut g = game("0 0 0 2/0 0 0 0/0 0 0 0/0 0 0 0");
        g.slide(Direction::Left);
        let u = g.undo().unwrap();
        assert_eq!(
            undo_at(&u, g.board(), Verbosity::Normal).ids(),
            vec!["undo-short-plain"]
        );
    }

    #[test]
    fn a_full_undo_says_what_normal_says_then_the_points_taken_back() {
        // (board, slide, points the slide scored): however many cells the
        // undo changes, full says the normal line and the points taken back,
        // nothing more when the slide scored none; X (the whole undo) names
        // every changed cell.
        let table = [
            ("2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0", Direction::Left, 4),
            ("2 2 0 0/0 4 0 0/4 0 0 0/0 0 0 0", Direction::Right, 4),
            ("2 2 2 2/4 0 4 0/0 8 0 8/0 0 0 0", Direction::Left, 32),
            ("0 0 0 2/0 0 0 0/0 0 0 0/0 0 0 0", Direction::Left, 0),
        ];
        for (position, direction, points) in table {
            let mut g = game(position);
            g.slide(direction);
            let slid = g.board().clone();
            let u = g.undo().unwrap();
            let changed = g
                .board()
                .cells()
                .filter(|&c| g.board().get(c) != slid.get(c))
                .count();
            assert_eq!(undo(&u, g.board(), &g).parts.len(), 1 + changed);
            let normal = undo_at(&u, g.board(), Verbosity::Normal);
            let full = undo_at(&u, g.board(), Verbosity::Full);
            assert_eq!(full.parts[..1], normal.parts[..], "{position}");
            if points == 0 {
                assert_eq!(full.parts, normal.parts, "{position}");
                continue;
            }
            assert_eq!(full.ids()[1..], ["undo-points"], "{position}");
            assert_eq!(
                full.parts[1].arg("points"),
                Some(&Arg::Number(points)),
                "{position}"
            );
        }
    }

    #[test]
    fn slide_without_merge_has_no_points() {
        let mut g = game("0 0 0 2/0 0 0 0/0 0 0 0/0 0 0 0");
        let a = slide(&g.slide(Direction::Left), g.score());
        assert_eq!(
            a.ids(),
            vec!["slide-moved-brief", "slide-direction", "tiles-moved"]
        );
    }

    #[test]
    fn no_change_says_nothing_moves() {
        let mut g = game("2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 0");
        let a = slide(&g.slide(Direction::Left), g.score());
        assert_eq!(a.ids(), vec!["nothing-moves"]);
        assert_eq!(a.parts[0].arg("direction"), Some(&Arg::Text("left".into())));
    }

    #[test]
    fn undo_lists_changed_cells() {
        let mut g = game("2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0");
        g.slide(Direction::Left);
        let u = g.undo().unwrap();
        let a = undo(&u, g.board(), &g);
        assert_eq!(a.parts[0].id, "undo");
        // A1 back to 2, B1 back to 2, and the new tile's cell empty again.
        assert_eq!(a.parts.len(), 4);
        assert!(a.ids().contains(&"undo-changed-empty"));
    }
}
