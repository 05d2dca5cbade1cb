//! The readings of a whole line (R, C, B and O), in words, in every
//! language: a line with no tile is said one way whichever reading says it
//! ("Row 3: empty.", "Column B: empty.", "row 3 empty" among the empty
//! cells); and a long line of big tiles (an 8 by 8 board late on) is cut
//! into parts, a line each, each naming the cell it starts from, every
//! tile said once and in order.

use accessible_2048::engine::{Board, Cell};
use accessible_2048::i18n::{LOCALES, Localizer};
use accessible_2048::narration::{self, CellStyle};

/// Row 2 and column B hold no tile; row 1 and column A do.
const HOLES: &str = "2 0 2 4/0 0 0 0/4 0 8 2/2 0 4 8";

/// The words before the colon of a reading that lists cells: "Row 1".
fn label(line: &str) -> String {
    line.split(':').next().unwrap().trim_end().to_string()
}

#[test]
fn a_line_with_no_tile_is_said_one_way_by_every_reading_in_every_language() {
    let board = Board::parse(HOLES).unwrap();
    let style = CellStyle::default();
    for locale in LOCALES {
        let words = Localizer::new(locale);
        let say = |lines: Vec<accessible_2048::narration::Announcement>| -> Vec<String> {
            lines.iter().map(|line| words.line(line)).collect()
        };
        // The names of row 1 and column A, as the readings of a line with
        // tiles say them; row 2's and column B's follow.
        let row_one = label(&say(narration::row(&board, 0, style))[0]);
        let column_a = label(&say(narration::column(&board, 0, style))[0]);
        let row_two = row_one.replace('1', "2");
        let column_b = column_a.replacen('A', "B", 1);
        assert_ne!(row_two, row_one, "{}", locale.id);
        assert_ne!(column_b, column_a, "{}", locale.id);
        // R says the empty row; its words after the row's name are what
        // every reading says of an empty line.
        let row = say(narration::row(&board, 1, style));
        assert_eq!(row.len(), 1, "{}: {row:?}", locale.id);
        let empty = row[0]
            .strip_prefix(&row_two)
            .unwrap_or_else(|| panic!("{}: {row:?} names {row_two}", locale.id))
            .to_string();
        let board_lines = say(narration::whole_board(&board, style));
        assert_eq!(board_lines[1], row[0], "{}: B as R", locale.id);
        let column = say(narration::column(&board, 1, style));
        assert_eq!(column, [format!("{column_b}{empty}")], "{}", locale.id);
        // O, among the empty cells: the same words, within its sentence.
        // Its list's commas aside, the same words: a colon or comma after
        // the line's name (which keeps a letter A heard as a letter) is a
        // pause, not a word.
        let bare = |text: &str| text.replace([':', ','], "").to_lowercase();
        let empties = say(narration::empty_cells(&board)).join(" ");
        let within = bare(format!("{row_two}{empty}").trim_end_matches('.'));
        assert!(
            bare(&empties).contains(&within),
            "{}: {empties:?} does not say {within:?}",
            locale.id
        );
    }
}

/// 8 by 8 boards late on: rows of 512 to 32768, and of 64 to 131072.
const BIG: [&str; 2] = [
    "512 1024 2048 4096 8192 16384 32768 512/1024 2048 4096 8192 16384 32768 512 1024/2048 4096 8192 16384 32768 512 1024 2048/4096 8192 16384 32768 512 1024 2048 4096/8192 16384 32768 512 1024 2048 4096 8192/16384 32768 512 1024 2048 4096 8192 16384/32768 512 1024 2048 4096 8192 16384 32768/0 0 512 0 1024 0 0 2048",
    "64 128 256 512 1024 2048 4096 8192/16384 32768 65536 131072 64 128 256 512/131072 65536 32768 16384 131072 65536 32768 16384/1024 2048 4096 8192 16384 32768 65536 131072/64 0 0 0 0 0 0 131072/131072 131072 131072 131072 131072 131072 131072 131072/2 4 8 16 32 64 128 256/0 0 0 0 0 0 0 0",
];

/// The tile values a line of words says, in order: every number but the
/// row's and those in cell names.
fn tiles_said(text: &str) -> Vec<u64> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty() && word.chars().all(|c| c.is_ascii_digit()))
        .map(|word| word.parse().unwrap())
        .collect()
}

#[test]
fn a_long_row_or_column_of_big_tiles_is_cut_into_parts_that_name_where_they_start() {
    let style = CellStyle::default();
    let mut cut = 0;
    for position in BIG {
        let board = Board::parse(position).unwrap();
        let words = Localizer::new(&LOCALES[0]);
        for n in 0..board.size() {
            for (lines, cells) in [
                (
                    narration::row(&board, n, style),
                    (0..8).map(|c| Cell::new(c, n)).collect::<Vec<_>>(),
                ),
                (
                    narration::column(&board, n, style),
                    (0..8).map(|r| Cell::new(n, r)).collect(),
                ),
            ] {
                let texts: Vec<String> = lines.iter().map(|line| words.line(line)).collect();
                let tiles: Vec<u64> = cells
                    .iter()
                    .map(|&c| board.value(c))
                    .filter(|&v| v != 0)
                    .collect();
                let line_number = (n + 1) as u64;
                let mut said = Vec::new();
                for text in &texts {
                    let mut numbers = tiles_said(text);
                    if texts[0].starts_with("Row") {
                        assert_eq!(numbers.remove(0), line_number, "{text}");
                    }
                    said.extend(numbers);
                }
                assert_eq!(said, tiles, "every tile once, in order: {texts:?}");
                let digits: usize = tiles.iter().map(|v| v.to_string().len()).sum();
                if digits > 24 {
                    assert!(texts.len() >= 2, "a long line is cut: {texts:?}");
                }
                if texts.len() > 1 {
                    cut += 1;
                    for (text, line) in texts.iter().zip(&lines) {
                        let from = match line.parts[0].arg("cell") {
                            Some(accessible_2048::narration::Arg::Text(cell)) => cell.clone(),
                            other => panic!("{text}: {other:?}"),
                        };
                        assert!(text.contains(&format!(" from {from}: ")), "{text}");
                    }
                    let firsts: Vec<String> = lines
                        .iter()
                        .map(|line| format!("{:?}", line.parts[0].arg("cell")))
                        .collect();
                    assert_eq!(
                        firsts[0],
                        format!(
                            "{:?}",
                            Some(accessible_2048::narration::Arg::Text(cells[0].to_string()))
                        )
                    );
                }
            }
        }
    }
    assert!(cut >= 8, "{cut} lines cut");
}
