//! `accessible-2048 tilt`: the analysis of "2048 without merging" on a
//! position of any size. `tilt --board POS` says whether two special tiles
//! can be tilted next to each other (no merges, no new tiles) and the
//! shortest way; `tilt cycles --board POS` lists the cycles of the
//! permutation g of four tilts. A hidden `tilt bench` measures the solver.

mod bench;
mod board_file;
mod json;
mod workloads;

use std::io::Write;
use std::path::PathBuf;

use clap::{Args, Subcommand};

use crate::analysis::tilt::{
    Configuration, FEW, FewTiles, FourTiltPermutation, ManyTiles, Meeting, Rotation, TileId,
    TiltSequence, TwoTiles, solve_few, solve_many, solve_pair,
};
use crate::engine::{Cell, Direction, Grid, MAX_EXPONENT, exponent_of, value_of};
use crate::error::AppError;

/// Can two tiles be tilted next to each other with no merging and no new
/// tiles, and how? (From the paper "2048 Without Merging".)
///
/// The special tiles are named with --cells, or are all tiles of --value,
/// or by default all tiles of the highest value that appears at least twice.
#[derive(Debug, Clone, Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct TiltArgs {
    #[command(subcommand)]
    pub action: Option<TiltAction>,
    #[command(flatten)]
    pub board: BoardSource,
    /// The special tiles by cell: --cells A1 C3 (columns past Z are AA, AB, …).
    #[arg(long, num_args = 1.., conflicts_with = "value")]
    pub cells: Vec<String>,
    /// The special tiles: every tile of this value.
    #[arg(long)]
    pub value: Option<u64>,
    /// Print one JSON object: {"reachable": bool, "tilts": ["down", ...], "length": N}.
    #[arg(long)]
    pub json: bool,
}

/// Where the position comes from.
#[derive(Debug, Clone, Args)]
pub struct BoardSource {
    /// The position, rows top to bottom separated by '/': "2 0 0 4/0 8 0 0/...". Any size.
    #[arg(long, allow_hyphen_values = true, conflicts_with = "board_file")]
    pub board: Option<String>,
    /// A file holding the position, one row per line (for large boards);
    /// - reads standard input.
    #[arg(long, allow_hyphen_values = true)]
    pub board_file: Option<PathBuf>,
}

#[derive(Debug, Clone, Subcommand)]
pub enum TiltAction {
    /// Tilt down then left, then list the cycle lengths of the permutation
    /// that the four tilts up, right, down, left apply to the tiles.
    Cycles(CyclesArgs),
    /// Measure the solver against board size and against brute force.
    #[command(hide = true)]
    Bench(bench::BenchArgs),
}

#[derive(Debug, Clone, Args)]
pub struct CyclesArgs {
    #[command(flatten)]
    pub board: BoardSource,
    /// Print one JSON object: {"cycles": [lengths in ascending order]}.
    #[arg(long)]
    pub json: bool,
}

/// Sequences longer than this are not listed in JSON (they would not fit in
/// memory or on a disk); the text form stays short at any length.
const MAX_LISTED_TILTS: u64 = 100_000_000;
/// Text output lists sequences up to this length tilt by tilt.
const SPELLED_OUT_TILTS: u64 = 40;

pub fn run(args: &TiltArgs, out: &mut dyn Write) -> Result<(), AppError> {
    match &args.action {
        Some(TiltAction::Cycles(cycles)) => return run_cycles(cycles, out),
        Some(TiltAction::Bench(bench)) => return bench::run(bench, out),
        None => {}
    }
    let grid = read_board(&args.board)?;
    let special = special_tiles(&grid, &args.cells, args.value)?;
    let meeting = solve_special(&grid, &special)?;
    drop(grid);
    let mut out = std::io::BufWriter::new(out);
    if args.json {
        json::write_meeting(&mut out, meeting, MAX_LISTED_TILTS)?;
    } else {
        write_text(&mut out, &special, meeting)?;
    }
    out.flush()?;
    Ok(())
}

/// The position from --board or --board-file.
pub(crate) fn read_board(source: &BoardSource) -> Result<Grid, AppError> {
    match (&source.board, &source.board_file) {
        (Some(text), _) => {
            Grid::parse(text).map_err(|e| AppError::usage(format!("bad board: {e}")))
        }
        (None, Some(path)) => board_file::read_board_file(path),
        (None, None) => Err(AppError::usage(
            "give the position with --board or --board-file",
        )),
    }
}

/// The shortest meeting of the special tiles, on the outlines alone (no
/// list of tiles is built): two tiles are followed, up to [`FEW`] pair by
/// pair the same way, more through their cycles of g.
pub(crate) fn solve_special(
    grid: &Grid,
    special: &SpecialTiles,
) -> Result<Option<Meeting>, AppError> {
    if let ([a, b], [cell_a, cell_b]) = (&special.tiles[..], &special.cells[..]) {
        let question = TwoTiles::of_grid(grid, [*cell_a, *cell_b], [*a, *b]);
        return Ok(solve_pair(&question));
    }
    if special.tiles.len() <= FEW {
        return Ok(solve_few(&FewTiles::of_grid(
            grid,
            &special.cells,
            &special.tiles,
        )));
    }
    let question = ManyTiles::of_grid(grid, &special.cells, &special.tiles);
    Ok(solve_many(&question))
}

/// The special tiles and how they were chosen.
pub(crate) struct SpecialTiles {
    pub tiles: Vec<TileId>,
    /// Their cells, in the order of `tiles`.
    pub cells: Vec<Cell>,
}

/// The special tiles from --cells, --value or the default (the highest
/// value that appears at least twice). Tile identities follow
/// [`Configuration::from_grid`]: the k-th tile in reading order is tile k.
pub(crate) fn special_tiles(
    grid: &Grid,
    cells: &[String],
    value: Option<u64>,
) -> Result<SpecialTiles, AppError> {
    if !cells.is_empty() {
        return named_tiles(grid, cells);
    }
    tiles_of_value(grid, special_exponent(grid, value)?)
}

/// The tiles of the cells --cells names: each on the board, full and named
/// once, at least two.
fn named_tiles(grid: &Grid, cells: &[String]) -> Result<SpecialTiles, AppError> {
    let mut named: Vec<Cell> = Vec::new();
    for text in cells {
        let cell: Cell = text
            .parse()
            .map_err(|e| AppError::usage(format!("bad --cells: {e}")))?;
        if !grid.contains(cell) {
            return Err(AppError::usage(format!(
                "cell {cell} is outside the {}×{} board (columns A to {}, rows 1 to {})",
                grid.rows(),
                grid.cols(),
                crate::engine::column_name(grid.cols() - 1),
                grid.rows()
            )));
        }
        if grid.get(cell) == 0 {
            return Err(AppError::usage(format!(
                "cell {cell} is empty: --cells must name cells that hold tiles"
            )));
        }
        if named.contains(&cell) {
            return Err(AppError::usage(format!("cell {cell} is named twice")));
        }
        named.push(cell);
    }
    if named.len() < 2 {
        return Err(AppError::usage("--cells needs at least two cells"));
    }
    let tiles = ranks(grid, &named);
    Ok(SpecialTiles {
        tiles,
        cells: named,
    })
}

/// The exponent of the special tiles: of --value, else the highest that
/// appears at least twice on the board.
fn special_exponent(grid: &Grid, value: Option<u64>) -> Result<u8, AppError> {
    if let Some(v) = value {
        return exponent_of(v).filter(|&e| e != 0).ok_or_else(|| {
            AppError::usage(format!(
                "--value {v} is not a tile value (a power of two from 2 to 2^{MAX_EXPONENT})"
            ))
        });
    }
    let mut counts = [0usize; MAX_EXPONENT as usize + 1];
    for &e in grid.exponents() {
        counts[e as usize] += 1;
    }
    (1..=MAX_EXPONENT)
        .rev()
        .find(|&e| counts[e as usize] >= 2)
        .ok_or_else(|| {
            AppError::usage(
                "no tile value appears twice on the board: name the special tiles with --cells",
            )
        })
}

/// Every tile of the board with this exponent, at least two.
fn tiles_of_value(grid: &Grid, exponent: u8) -> Result<SpecialTiles, AppError> {
    let cols = grid.cols();
    let mut tiles = Vec::new();
    let mut found = Vec::new();
    let mut rank = 0;
    for (i, &e) in grid.exponents().iter().enumerate() {
        if e == exponent {
            tiles.push(rank);
            found.push(Cell::new(i % cols, i / cols));
        }
        if e != 0 {
            rank += 1;
        }
    }
    if tiles.len() < 2 {
        return Err(AppError::usage(format!(
            "the board has {} tile(s) of value {}: at least two are needed",
            tiles.len(),
            value_of(exponent)
        )));
    }
    Ok(SpecialTiles {
        tiles,
        cells: found,
    })
}

/// The tile identities (ranks in reading order) of the full `cells`, in one
/// pass over the grid.
fn ranks(grid: &Grid, cells: &[Cell]) -> Vec<TileId> {
    let cols = grid.cols();
    let mut order: Vec<(usize, usize)> = cells
        .iter()
        .enumerate()
        .map(|(k, c)| (c.row * cols + c.col, k))
        .collect();
    order.sort_unstable();
    let mut tiles = vec![0; cells.len()];
    let (mut rank, mut from) = (0 as TileId, 0);
    for (index, k) in order {
        rank += grid.exponents()[from..index]
            .iter()
            .filter(|&&e| e != 0)
            .count() as TileId;
        from = index;
        tiles[k] = rank;
    }
    tiles
}

fn write_text(
    out: &mut dyn Write,
    special: &SpecialTiles,
    meeting: Option<Meeting>,
) -> Result<(), AppError> {
    let names = |cells: &[Cell]| {
        cells
            .iter()
            .map(Cell::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    };
    if special.cells.len() <= 8 {
        writeln!(out, "special tiles: {}", names(&special.cells))?;
    } else {
        writeln!(out, "special tiles: {}", special.cells.len())?;
    }
    let Some(meeting) = meeting else {
        writeln!(out, "can meet: no")?;
        return Ok(());
    };
    writeln!(out, "can meet: yes")?;
    if special.cells.len() > 2 {
        let cell_of = |t: TileId| {
            let k = special.tiles.iter().position(|&s| s == t);
            special.cells[k.expect("a special tile")]
        };
        let [a, b] = meeting.tiles.map(cell_of);
        writeln!(
            out,
            "meeting tiles: {} (cells at the start)",
            names(&[a, b])
        )?;
    }
    if meeting.sequence.is_empty() {
        writeln!(out, "tilts: none, they are adjacent already")?;
    } else {
        writeln!(out, "tilts: {}", describe(&meeting.sequence))?;
    }
    writeln!(out, "length: {}", meeting.sequence.len())?;
    Ok(())
}

/// The tilts as words: all of them when short, else the first two, the
/// repeated turn and the rest ("down, left, then 25 times up, right, down,
/// left, then up").
fn describe(sequence: &TiltSequence) -> String {
    let words = |ds: &mut dyn Iterator<Item = Direction>| {
        ds.map(Direction::name).collect::<Vec<_>>().join(", ")
    };
    let length = sequence.len();
    if length <= SPELLED_OUT_TILTS {
        return words(&mut sequence.iter());
    }
    let turns = (length - 2) / 4;
    let rest = (length - 2) % 4;
    let mut text = format!(
        "{}, then {turns} times {}",
        words(&mut sequence.iter().take(2)),
        words(&mut sequence.iter().skip(2).take(4))
    );
    if rest > 0 {
        text += &format!(
            ", then {}",
            words(&mut sequence.iter().skip(2).take(rest as usize))
        );
    }
    text
}

fn run_cycles(args: &CyclesArgs, out: &mut dyn Write) -> Result<(), AppError> {
    let grid = read_board(&args.board)?;
    let lengths = cycle_lengths(&grid);
    let mut out = std::io::BufWriter::new(out);
    if args.json {
        json::write_cycles(&mut out, &lengths)?;
    } else {
        writeln!(out, "tiles: {}", grid.tile_count())?;
        writeln!(out, "cycles: {}", lengths.len())?;
        writeln!(out, "cycle lengths: {}", describe_lengths(&lengths))?;
    }
    out.flush()?;
    Ok(())
}

/// Tilts down then left (a canonical SW configuration), then the ascending
/// cycle lengths of g for the tilts up, right, down, left.
pub(crate) fn cycle_lengths(grid: &Grid) -> Vec<u32> {
    let start = Configuration::from_grid(grid)
        .tilt(Direction::Down)
        .tilt(Direction::Left);
    let g = FourTiltPermutation::of(&start, Rotation::Clockwise.four_tilts(Direction::Up));
    g.cycles().sorted_lengths()
}

/// "3, 3, 5" for a few cycles, "1 (9000 cycles), 3 (20 cycles)" for many.
fn describe_lengths(lengths: &[u32]) -> String {
    if lengths.is_empty() {
        return "none".to_string();
    }
    if lengths.len() <= 30 {
        return lengths
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(", ");
    }
    lengths
        .chunk_by(|a, b| a == b)
        .map(|group| match group.len() {
            1 => format!("{} (1 cycle)", group[0]),
            n => format!("{} ({n} cycles)", group[0]),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use Direction::*;

    #[test]
    fn long_sequences_are_described_compactly() {
        let short = TiltSequence::rotating(Rotation::Clockwise, Down, 3);
        assert_eq!(describe(&short), "down, left, up");
        let long = TiltSequence::rotating(Rotation::Clockwise, Down, 2 + 4 * 25 + 1);
        assert_eq!(
            describe(&long),
            "down, left, then 25 times up, right, down, left, then up"
        );
    }

    #[test]
    fn many_cycle_lengths_are_grouped() {
        assert_eq!(describe_lengths(&[3, 3]), "3, 3");
        let many: Vec<u32> = std::iter::repeat_n(1, 40).chain([3, 3]).collect();
        assert_eq!(describe_lengths(&many), "1 (40 cycles), 3 (2 cycles)");
    }
}
