//! `accessible-2048 tilt` and `tilt cycles` through the real binary: output
//! formats, answers checked against the brute force, and every kind of bad
//! input (a clear one-line error and exit status 2).

use std::process::Command;

use crate::common::Binary;

use accessible_2048::analysis::tilt::brute_force::{Occupancy, Search, search};
use accessible_2048::analysis::tilt::{Configuration, TileId, solve};
use accessible_2048::engine::{Cell, Direction, Grid};
use serde_json::Value;

struct Run {
    status: i32,
    stdout: String,
    stderr: String,
}

fn run(args: &[&str]) -> Run {
    let run = Binary::bare().args(args).run();
    Run {
        status: run.code.unwrap_or(-1),
        stdout: run.stdout,
        stderr: run.stderr,
    }
}

#[track_caller]
fn ok(args: &[&str]) -> String {
    let r = run(args);
    assert_eq!(r.status, 0, "{args:?}: {}", r.stderr);
    r.stdout
}

#[track_caller]
fn json(args: &[&str]) -> Value {
    serde_json::from_str(&ok(args)).expect("one JSON object")
}

/// Exit status 2 and one line on standard error containing `needle`.
#[track_caller]
fn bad(args: &[&str], needle: &str) {
    let r = run(args);
    assert_eq!(r.status, 2, "{args:?}: {}", r.stderr);
    assert!(r.stdout.is_empty(), "{args:?}: {}", r.stdout);
    assert_eq!(r.stderr.lines().count(), 1, "{args:?}: {}", r.stderr);
    assert!(
        r.stderr.starts_with("accessible-2048: ") && r.stderr.contains(needle),
        "{args:?}: {:?} lacks {needle:?}",
        r.stderr
    );
}

/// Worked by hand: no single tilt brings A1 next to D3 (the 2 or a wall
/// is always between), and of the two-tilt openings in the order the
/// solver tries them, down then right is the first that does.
#[test]
fn text_and_json_answers() {
    let board = "1024 0 0 0/0 2 0 0/0 0 0 1024/4 0 0 0";
    assert_eq!(
        ok(&["tilt", "--board", board]),
        "special tiles: A1, D3\ncan meet: yes\ntilts: down, right\nlength: 2\n"
    );
    assert_eq!(
        ok(&["tilt", "--board", board, "--json"]),
        "{\"reachable\": true, \"tilts\": [\"down\", \"right\"], \"length\": 2}\n"
    );
}

#[test]
fn adjacent_and_unreachable() {
    assert_eq!(
        ok(&["tilt", "--board", "8 8/0 0"]),
        "special tiles: A1, B1\ncan meet: yes\ntilts: none, they are adjacent already\nlength: 0\n"
    );
    assert_eq!(
        ok(&["tilt", "--board", "8 2 8"]),
        "special tiles: A1, C1\ncan meet: no\n"
    );
    assert_eq!(
        ok(&["tilt", "--board", "8 2 8", "--json"]),
        "{\"reachable\": false, \"tilts\": [], \"length\": 0}\n"
    );
}

/// The JSON answer agrees with the brute force, and its tilts, replayed,
/// make two special tiles adjacent.
#[track_caller]
fn check_against_brute_force(position: &str, extra: &[&str], special_cells: &[&str]) {
    let mut args = vec!["tilt", "--board", position, "--json"];
    args.extend_from_slice(extra);
    let answer = json(&args);
    let grid = Grid::parse(position).unwrap();
    let config = Configuration::from_grid(&grid);
    let special: Vec<TileId> = special_cells
        .iter()
        .map(|c| config.tile_at(c.parse().unwrap()).unwrap())
        .collect();
    let tilts: Vec<Direction> = answer["tilts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d.as_str().unwrap().parse().unwrap())
        .collect();
    assert_eq!(answer["length"].as_u64().unwrap(), tilts.len() as u64);
    match search(&config, &special, 1_000_000) {
        Search::Meet(path) => {
            assert_eq!(answer["reachable"], true, "{position}");
            assert_eq!(tilts.len(), path.len(), "{position}");
            let mut board = Occupancy::of(&config);
            for d in tilts {
                board = board.tilt(d);
            }
            let mut is_special = vec![false; config.tile_count()];
            for &t in &special {
                is_special[t as usize] = true;
            }
            assert!(board.special_pair_adjacent(&is_special), "{position}");
        }
        Search::Unreachable => assert_eq!(answer["reachable"], false, "{position}"),
        Search::GaveUp { .. } => panic!("brute force gave up on {position}"),
    }
}

#[test]
fn answers_agree_with_brute_force() {
    check_against_brute_force("1024 0 0/0 2 0/0 0 1024", &[], &["A1", "C3"]);
    check_against_brute_force(
        "2 4 0 8/0 16 2 0/4 0 0 16/0 8 2 0",
        &["--cells", "A1", "C2"],
        &["A1", "C2"],
    );
    // By default the highest value seen twice: the three 16s.
    check_against_brute_force(
        "16 4 0 8/0 16 2 0/4 0 0 16/0 8 2 0",
        &[],
        &["A1", "B2", "D3"],
    );
    check_against_brute_force(
        "16 4 0 8/0 16 2 0/4 0 0 16/0 8 2 0",
        &["--value", "8"],
        &["D1", "B4"],
    );
    check_against_brute_force(
        "2 0 0 0 0/0 0 4 0 0/8 0 0 0 2",
        &["--value", "2"],
        &["A1", "E3"],
    );
}

#[test]
fn default_special_tiles_are_the_highest_pair() {
    let out = ok(&["tilt", "--board", "2 0 2/0 4 0/4 0 0"]);
    assert!(out.starts_with("special tiles: B2, A3\n"), "{out}");
    let out = ok(&["tilt", "--board", "2 0 2/0 4 0/4 0 0", "--value", "2"]);
    assert!(out.starts_with("special tiles: A1, C1\n"), "{out}");
}

#[test]
fn more_than_two_special_tiles_name_the_pair_that_meets() {
    // A tilt left packs row 1 into 8 8 and brings D2's 8 to A2: the 8 from
    // A1 is then next to both others; either pair is a right answer.
    let out = ok(&["tilt", "--board", "8 0 8 0/0 0 0 8", "--value", "8"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[..2], ["special tiles: A1, C1, D2", "can meet: yes"]);
    assert!(
        [
            "meeting tiles: A1, C1 (cells at the start)",
            "meeting tiles: A1, D2 (cells at the start)"
        ]
        .contains(&lines[2]),
        "{out}"
    );
    assert_eq!(lines[3..], ["tilts: left", "length: 1"]);
}

/// Columns past Z are AA, AB, …; a board file holds one row per line.
#[test]
fn wide_boards_from_a_file() {
    let dir = std::env::temp_dir().join(format!("tilt-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("wide.txt");
    let mut rows = [vec!["0"; 30], vec!["0"; 30]];
    rows[0][0] = "8";
    rows[1][29] = "8";
    rows[0][5] = "2";
    let text: String = rows.iter().map(|r| r.join(" ") + "\n").collect();
    std::fs::write(&path, text).unwrap();
    let file = path.to_str().unwrap();
    let out = ok(&["tilt", "--board-file", file, "--cells", "A1", "AD2"]);
    assert!(
        out.starts_with("special tiles: A1, AD2\ncan meet: yes\n"),
        "{out}"
    );
    let answer = json(&[
        "tilt",
        "--board-file",
        file,
        "--cells",
        "a1",
        "ad2",
        "--json",
    ]);
    // The brute force knows the true shortest length.
    let grid = Grid::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let config = Configuration::from_grid(&grid);
    let ids = [Cell::new(0, 0), Cell::new(29, 1)].map(|c| config.tile_at(c).unwrap());
    let Search::Meet(path_found) = search(&config, &ids, 100_000) else {
        panic!("these can meet");
    };
    assert_eq!(answer["length"].as_u64().unwrap(), path_found.len() as u64);
    bad(
        &["tilt", "--board-file", file, "--cells", "A1", "AE2"],
        "AE2 is outside the 2×30 board",
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Long answers are summed up in text and listed in full in JSON.
#[test]
fn long_sequences() {
    // The single 89-cycle of Theorem 8 on 10×10: find two tiles needing
    // more than 40 tilts, with the library, then ask the binary.
    let mut rows: Vec<Vec<&str>> = vec![vec!["2"; 10]; 10];
    rows[0][4..].fill("0");
    rows[1][5..].fill("0");
    let grid_of = |a: Cell, b: Cell| {
        let mut r = rows.clone();
        r[a.row][a.col] = "1024";
        r[b.row][b.col] = "1024";
        r.iter()
            .map(|row| row.join(" "))
            .collect::<Vec<_>>()
            .join("/")
    };
    let base = Grid::parse(&grid_of(Cell::new(0, 9), Cell::new(1, 9))).unwrap();
    let config = Configuration::from_grid(&base);
    let cells: Vec<Cell> = config.tiles().map(|(_, c)| c).collect();
    let (a, b, length) = cells
        .iter()
        .flat_map(|&a| cells.iter().map(move |&b| (a, b)))
        .filter(|(a, b)| a < b)
        .find_map(|(a, b)| {
            let ids = [config.tile_at(a).unwrap(), config.tile_at(b).unwrap()];
            let m = solve(&config, &ids).unwrap()?;
            (m.sequence.len() > 40).then_some((a, b, m.sequence.len()))
        })
        .expect("a long meeting on the long cycle");
    let position = grid_of(a, b);
    let text = ok(&["tilt", "--board", &position]);
    assert!(text.contains(" times "), "{text}");
    assert!(text.ends_with(&format!("length: {length}\n")), "{text}");
    let answer = json(&["tilt", "--board", &position, "--json"]);
    assert_eq!(answer["tilts"].as_array().unwrap().len() as u64, length);
}

#[test]
fn cycles_of_the_papers_boards() {
    // Theorem 8 on 10×10: one cycle of 10·10 − 10 − 1 = 89 tiles.
    let mut rows: Vec<String> = vec![String::new(); 10];
    for (r, row) in rows.iter_mut().enumerate() {
        let full = match r {
            0 => 4,
            1 => 5,
            _ => 10,
        };
        let cells: Vec<&str> = (0..10).map(|c| if c < full { "2" } else { "0" }).collect();
        *row = cells.join(" ");
    }
    let board = rows.join("/");
    assert_eq!(
        ok(&["tilt", "cycles", "--board", &board, "--json"]),
        "{\"cycles\": [89]}\n"
    );
    // The lower triangle of Section 2 (10 tiles: three 3-cycles and a fixed
    // point), given upside down: the command tilts down and left first.
    let triangle = "2 0 0 0/2 2 0 0/2 2 2 0/2 2 2 2";
    let upside_down = "2 2 2 2/0 2 2 2/0 0 2 2/0 0 0 2";
    for b in [triangle, upside_down] {
        assert_eq!(
            ok(&["tilt", "cycles", "--board", b, "--json"]),
            "{\"cycles\": [1, 3, 3, 3]}\n"
        );
        assert_eq!(
            ok(&["tilt", "cycles", "--board", b]),
            "tiles: 10\ncycles: 4\ncycle lengths: 1, 3, 3, 3\n"
        );
    }
    assert_eq!(
        ok(&["tilt", "cycles", "--board", "0 0/0 0", "--json"]),
        "{\"cycles\": []}\n"
    );
}

#[test]
fn bad_input_is_a_clear_error() {
    let board = "8 0 2/0 4 0/0 0 8";
    bad(
        &["tilt", "--board", "8 0 2/0 4 0/0 0 16"],
        "no tile value appears twice",
    );
    bad(
        &["tilt", "--board", board, "--value", "4"],
        "1 tile(s) of value 4",
    );
    bad(
        &["tilt", "--board", board, "--value", "64"],
        "0 tile(s) of value 64",
    );
    bad(
        &["tilt", "--board", board, "--value", "3"],
        "not a tile value",
    );
    bad(
        &["tilt", "--board", board, "--cells", "A1"],
        "at least two cells",
    );
    bad(
        &["tilt", "--board", board, "--cells", "A1", "1A"],
        "'1A' is not a cell name",
    );
    bad(
        &["tilt", "--board", board, "--cells", "A1", "D1"],
        "D1 is outside the 3×3 board",
    );
    bad(
        &["tilt", "--board", board, "--cells", "A1", "A4"],
        "A4 is outside",
    );
    bad(
        &["tilt", "--board", board, "--cells", "A1", "B1"],
        "B1 is empty",
    );
    bad(
        &["tilt", "--board", board, "--cells", "A1", "a1"],
        "A1 is named twice",
    );
    bad(
        &["tilt", "--board", "8 0 2/0 4", "--cells", "A1", "C1"],
        "bad board",
    );
    bad(&["tilt", "--board", "8 3 8"], "not a tile value");
    bad(&["tilt"], "--board or --board-file");
    bad(
        &["tilt", "--board-file", "/nonexistent/tilt-board.txt"],
        "cannot read board file",
    );
    bad(&["tilt", "--board-file", "/"], "cannot read board file");
    bad(&["tilt", "cycles"], "--board or --board-file");
    bad(&["tilt", "cycles", "--board", "2 x"], "bad board");
    bad(
        &["tilt", "cycles", "--board-file", "/nonexistent"],
        "cannot read board file",
    );
    // Flags clap itself refuses also exit with status 2.
    let r = run(&[
        "tilt", "--board", board, "--cells", "A1", "C3", "--value", "8",
    ]);
    assert_eq!(r.status, 2);
}

/// Runs the binary with standard input fed by `feed` from another thread
/// (the binary may stop reading early: write errors are ignored), under a
/// virtual memory cap of `cap_kib` (as the shell's `ulimit -v` sets it).
fn run_fed(args: &[&str], cap_kib: u64, feed: impl FnOnce(&mut dyn Write) + Send + 'static) -> Run {
    use std::process::Stdio;
    let mut child = Binary::bare()
        .args(args)
        .memory_limit(cap_kib << 10)
        .command()
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || feed(&mut stdin));
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    Run {
        status: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

use std::io::Write;

/// A one-GiB cap, in KiB.
const GIB: u64 = 1 << 20;

#[test]
fn board_from_standard_input() {
    let board = "1024 0 0 0\n0 2 0 0\n0 0 0 1024\n4 0 0 0\n";
    let r = run_fed(&["tilt", "--board-file", "-", "--json"], GIB, move |w| {
        let _ = w.write_all(board.as_bytes());
    });
    assert_eq!(r.status, 0, "{}", r.stderr);
    let from_text = ok(&["tilt", "--board", board, "--json"]);
    assert_eq!(r.stdout, from_text);
    assert_eq!(
        r.stdout,
        "{\"reachable\": true, \"tilts\": [\"down\", \"right\"], \"length\": 2}\n"
    );
}

/// Exit status 2, one line naming the problem, nothing on standard output.
#[track_caller]
fn one_line_error(r: &Run, needle: &str) {
    assert_eq!(r.status, 2, "{}", r.stderr);
    assert!(r.stdout.is_empty());
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    assert!(r.stderr.contains(needle), "{:?} lacks {needle:?}", r.stderr);
}

/// Files that never end, or are larger than any board, stop with one line
/// after a bounded read, within a memory cap.
#[test]
fn endless_and_huge_board_files_stop_at_the_bound() {
    for endless in ["/dev/zero", "/dev/urandom"] {
        let r = run_fed(&["tilt", "--board-file", endless], GIB, |_| {});
        one_line_error(&r, "is not a position");
    }
    // A never-ending stream of valid cells on standard input.
    let r = run_fed(&["tilt", "--board-file", "-"], GIB, |w| {
        let row = "2 ".repeat(1 << 16);
        for _ in 0..4096 {
            if w.write_all(row.as_bytes()).is_err() {
                return;
            }
        }
    });
    one_line_error(&r, "larger than 64 MiB");
    // A (sparse) regular file past the bound is refused before reading.
    let dir = tempfile::tempdir().unwrap();
    let big = dir.path().join("big.txt");
    std::fs::File::create(&big)
        .unwrap()
        .set_len(65 << 20)
        .unwrap();
    bad(
        &["tilt", "--board-file", big.to_str().unwrap()],
        "larger than 64 MiB",
    );
    // Error lines quote a short excerpt of the bad input.
    let long = dir.path().join("long.txt");
    std::fs::write(&long, format!("2 {}x 2", "4".repeat(100_000))).unwrap();
    let r = run(&["tilt", "--board-file", long.to_str().unwrap()]);
    one_line_error(&r, "bad board");
    assert!(r.stderr.len() < 400, "{}", r.stderr.len());
}

/// A FIFO named by the player is read (a writer gives the board).
#[cfg(unix)]
#[test]
fn fifo_board_file() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("board");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let writer_path = fifo.clone();
    let writer = std::thread::spawn(move || {
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .open(writer_path)
            .unwrap();
        f.write_all(b"8 0 2\n0 4 0\n0 0 8\n").unwrap();
    });
    let out = ok(&["tilt", "--board-file", fifo.to_str().unwrap(), "--json"]);
    writer.join().unwrap();
    assert_eq!(out, ok(&["tilt", "--board", "8 0 2/0 4 0/0 0 8", "--json"]));
}

#[test]
fn bench_refuses_huge_boards() {
    bad(
        &["tilt", "bench", "--tiles", "18446744073709551615"],
        "--tiles 18446744073709551615",
    );
    bad(&["tilt", "bench", "--tiles", "1"], "--tiles 1");
    bad(
        &["tilt", "bench", "--tiles", "9000000", "--density", "0.0001"],
        "more than",
    );
}

/// `tilt bench --write-board` prints a board the command reads back.
#[test]
fn bench_writes_the_papers_boards() {
    let text = ok(&[
        "tilt",
        "bench",
        "--write-board",
        "single-cycle",
        "--tiles",
        "80",
    ]);
    let grid = Grid::parse(&text).unwrap();
    assert_eq!((grid.rows(), grid.cols(), grid.tile_count()), (10, 10, 89));
    let cycles = ok(&[
        "tilt",
        "cycles",
        "--board",
        &text.replace('\n', "/"),
        "--json",
    ]);
    assert_eq!(cycles, "{\"cycles\": [89]}\n");
}

/// The bench reports, for each board, the tiles, the wall and processor
/// time per tile and the memory per tile, measured in a process of its own.
#[test]
fn bench_reports_time_and_memory_per_tile() {
    let report = ok(&[
        "tilt",
        "bench",
        "--boards",
        "single-cycle",
        "ring",
        "--tiles",
        "2000",
        "--repeat",
        "1",
        "--brute-boards",
        "0",
    ]);
    let lines: Vec<&str> = report.lines().skip(1).collect();
    assert_eq!(lines.len(), 2, "{report}");
    for (line, board) in lines.iter().zip(["single cycle C_mn", "rings"]) {
        assert!(line.starts_with(board), "{line}");
        let per_tile = line.matches(" ns per tile").count();
        assert_eq!(per_tile, 2, "wall and CPU time per tile: {line}");
        assert!(line.contains("bytes per tile"), "{line}");
        assert!(line.contains("cannot meet"), "{line}");
    }
}

/// `tilt bench --against-wc` times a board file: a device that never ends
/// (`/dev/zero`), a directory or a missing file is refused at once, never
/// handed to `wc` to read forever.
#[test]
fn bench_against_wc_takes_only_a_bounded_regular_file() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing");
    let directory = dir.path().to_string_lossy().into_owned();
    for file in ["/dev/zero", &directory, &missing.to_string_lossy()] {
        let mut bench = Binary::bare()
            .args(["tilt", "bench", "--against-wc", file])
            .command()
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("the bench starts");
        let started = std::time::Instant::now();
        while bench.try_wait().unwrap().is_none() {
            if started.elapsed() > std::time::Duration::from_secs(20) {
                let _ = bench.kill();
                let _ = bench.wait();
                panic!("tilt bench --against-wc {file} still ran after 20 s");
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        bad(&["tilt", "bench", "--against-wc", file], "bad --against-wc");
    }
}

/// Killing the bench ends the command it is timing (here a `wc` that
/// never ends, first on the PATH).
#[cfg(target_os = "linux")]
#[test]
fn killing_the_bench_against_wc_ends_its_child() {
    use std::os::unix::fs::PermissionsExt;
    use std::time::{Duration, Instant};
    let dir = tempfile::tempdir().unwrap();
    let fake = dir.path().join("wc");
    std::fs::write(&fake, "#!/bin/sh\nexec sleep 600\n").unwrap();
    std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
    let board = dir.path().join("board.txt");
    std::fs::write(&board, "1024 0 0/0 2 0/0 0 1024\n").unwrap();
    let path = format!(
        "{}:{}",
        dir.path().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut bench = Binary::bare()
        .args(["tilt", "bench", "--against-wc"])
        .arg(&board)
        .env("PATH", path)
        .command()
        .spawn()
        .expect("the bench starts");
    let children = format!("/proc/{0}/task/{0}/children", bench.id());
    let deadline = Instant::now() + Duration::from_secs(30);
    let child = loop {
        let listed = std::fs::read_to_string(&children).unwrap_or_default();
        if let Some(pid) = listed.split_whitespace().next() {
            break pid.to_string();
        }
        assert!(Instant::now() < deadline, "the bench started no child");
        std::thread::sleep(Duration::from_millis(20));
    };
    bench.kill().unwrap();
    bench.wait().unwrap();
    let alive = |pid: &str| {
        std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
            !stat
                .rsplit_once(')')
                .is_some_and(|(_, rest)| rest.trim_start().starts_with('Z'))
        })
    };
    let deadline = Instant::now() + Duration::from_secs(10);
    while alive(&child) {
        if Instant::now() > deadline {
            let _ = Command::new("sh")
                .args(["-c", &format!("kill -KILL {child}")])
                .status();
            panic!("the timed command (pid {child}) outlived the bench");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}
