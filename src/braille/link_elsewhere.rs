//! The display link where there is no BrlAPI (Windows: NVDA and JAWS show
//! the console's text on the display): the same calls, none of which can
//! be reached, as no [`Display`] opens here.

use std::sync::mpsc::Sender;

use super::BrailleProblem;
use super::display::Display;
use crate::engine::{Board, Cell};

/// What the game answers, from the display's keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pressed {
    Cell(Cell),
    Text,
    Char(char),
    Enter,
    Backspace,
    Escape,
    BoardLine,
}

/// No display is ever held here.
pub struct DisplayLink {
    width: usize,
}

impl DisplayLink {
    pub fn start(display: Display, _keys: Sender<Pressed>) -> Result<DisplayLink, BrailleProblem> {
        let _ = display.width();
        Err(BrailleProblem::NoLibrary("BrlAPI is for Linux".to_string()))
    }
    pub fn width(&self) -> usize {
        self.width
    }
    pub fn said(&self, _line: &str, _first: bool) {}
    pub fn table(&self, _board: &Board, _cursor: Cell) {}
    pub fn board_line(&self, _on: bool) {}
    pub fn problem(&self) -> Option<BrailleProblem> {
        None
    }
}

pub fn pause_all() {}
pub fn resume_all() {}
pub fn give_back_all() {}
