//! The tilt puzzle variant through the real binary in line mode: the
//! opening states the goal and par from the generated puzzle, following the
//! hints solves it at par, a longer way is judged over par, and a puzzle
//! played by ear never needs anything but the printed lines. Also the
//! partner finder of the classic game, checked against the tilt solver.

use crate::common::Binary;

use accessible_2048::analysis::tilt::puzzle::TiltPuzzle;
use accessible_2048::engine::{Board, Cell, Direction};

fn play(args: &[&str], input: &str) -> Vec<String> {
    let data = tempfile::tempdir().unwrap();
    Binary::bare()
        .args(["--no-speech", "--no-sound", "--lang", "en-US"])
        .data_dir(data.path())
        .args(args)
        .stdin(input)
        .expect_code(0)
        .run()
        .lines()
}

fn reading_order(mut cells: [Cell; 2]) -> [Cell; 2] {
    cells.sort_by_key(|c| (c.row, c.col));
    cells
}

#[test]
fn the_opening_states_the_generated_goal_and_par() {
    for seed in [1u64, 2, 3, 40] {
        let puzzle = TiltPuzzle::generate(seed, 4).unwrap();
        let [a, b] = reading_order(puzzle.marked());
        let seed_text = seed.to_string();
        let lines = play(&["--variant", "tilt", "--seed", &seed_text], "position\n");
        let par = puzzle.par();
        let tilts = if par == 1 {
            "1 tilt"
        } else {
            &format!("{par} tilts")
        };
        // The rules, the goal, how to get help: a line each.
        assert!(lines[0].starts_with("Tilt puzzle, 4 by 4"), "{lines:?}");
        assert_eq!(
            lines[1],
            format!("Bring the marked 1024s in {a} and {b} side by side. Par {tilts}."),
        );
        assert_eq!(lines[2], "Type help for the commands.");
        assert_eq!(
            lines[3],
            format!("Position: {}", puzzle.start().to_position())
        );
    }
}

/// Plays a puzzle by asking for a hint and doing what it says, reading
/// only the printed lines, like a player would.
#[test]
fn following_the_hints_solves_at_par() {
    for seed in [5u64, 6, 7] {
        let puzzle = TiltPuzzle::generate(seed, 5).unwrap();
        let seed_text = seed.to_string();
        let args = ["--variant", "tilt", "--seed", &seed_text, "--size", "5"];
        let mut moves = String::new();
        for _ in 0..puzzle.par() {
            let lines = play(&args, &format!("{moves}hint\n"));
            let hint = lines.last().unwrap();
            let direction = hint
                .strip_prefix("Hint: tilt ")
                .and_then(|d| d.strip_suffix('.'))
                .unwrap_or_else(|| panic!("{lines:?}"));
            moves.push_str(direction);
            moves.push('\n');
        }
        let lines = play(&args, &moves);
        // The news, then the choices on a line of their own.
        assert_eq!(
            lines.last().unwrap(),
            "Type new for the next puzzle or quit to leave."
        );
        let last = &lines[lines.len() - 2];
        let par = puzzle.par();
        let tilts = if par == 1 {
            "1 tilt!"
        } else {
            &format!("{par} tilts!")
        };
        assert!(
            last.starts_with(&format!("Solved in {tilts} That is par")),
            "{lines:?}"
        );
    }
}

#[test]
fn a_longer_way_is_over_par() {
    let puzzle = TiltPuzzle::generate(11, 4).unwrap();
    let solution: Vec<Direction> = puzzle.solution().to_vec();
    // A detour: first a tilt that moves, is not the solution's first and
    // does not solve the puzzle; then follow the hints to the end.
    let first = Direction::ALL
        .into_iter()
        .find(|&d| {
            let mut state = puzzle.state();
            d != solution[0] && state.tilt(d) && !state.is_solved()
        })
        .expect("some other tilt moves");
    let args = ["--variant", "tilt", "--seed", "11"];
    let mut moves = format!("{first}\n");
    for _ in 0..20 {
        let lines = play(&args, &format!("{moves}hint\n"));
        let hint = lines.last().unwrap();
        let Some(direction) = hint
            .strip_prefix("Hint: tilt ")
            .and_then(|d| d.strip_suffix('.'))
        else {
            break;
        };
        moves.push_str(direction);
        moves.push('\n');
    }
    let lines = play(&args, &moves);
    let last = &lines[lines.len() - 2];
    assert!(last.starts_with("Solved in "), "{lines:?}");
    let count = moves.lines().count() as u64;
    assert!(count > puzzle.par(), "the detour costs at least one tilt");
    assert!(
        last.contains(&format!("Par is {}: ", puzzle.par())) && last.contains("over"),
        "{last}"
    );
}

#[test]
fn marked_cells_are_said_as_marked() {
    let puzzle = TiltPuzzle::generate(3, 4).unwrap();
    let [a, _] = reading_order(puzzle.marked());
    let lines = play(&["--variant", "tilt", "--seed", "3"], &format!("go {a}\n"));
    assert_eq!(lines[3], format!("{a}, 1024, marked"));
}

#[test]
fn the_partner_finder_speaks_the_solver_plan() {
    let position = "64 0 0 0/0 2 0 0/0 0 0 0/0 0 4 64";
    let board = Board::parse(position).unwrap();
    let lines = play(
        &["--board", position],
        "partner\ngo B2\npartner\ngo C1\npartner\n",
    );
    use accessible_2048::analysis::tilt::pair_finder::{PairFinding, find_pair};
    let PairFinding::Advice(advice) = find_pair(&board, Cell::new(0, 0)) else {
        panic!("the two 64s can meet");
    };
    let names: Vec<&str> = advice.tilts.iter().map(|d| d.name()).collect();
    assert!(
        lines[2]
            == format!(
                "The two 64s can meet in {} slides: {}.",
                advice.tilts.len(),
                names.join(", ")
            ),
        "{lines:?}"
    );
    // The caution is a line of its own at normal verbosity.
    assert!(lines[3].starts_with("With merges"), "{lines:?}");
    assert_eq!(lines[5], "There is no other 2 on the board.");
    assert_eq!(lines[7], "C1 is empty: put the cursor on a tile first.");
}

#[test]
fn board_and_tilt_variant_do_not_mix() {
    let output = Binary::bare()
        .args([
            "--variant",
            "tilt",
            "--board",
            "2 2 2/0 0 0/0 0 0",
            "--no-speech",
        ])
        .expect_code(2)
        .run();
    assert_eq!(output.stderr.lines().count(), 1);
}
