//! What a slide, an undo, a win and the end of a game say: merges first,
//! then how many tiles moved, the new tile and the points. Pure.

use super::message::{Announcement, Message};
use crate::engine::{Board, Direction, Game, MoveReport, Undo};

/// The one line that answers a slide.
pub fn slide(report: &MoveReport, score: u64) -> Announcement {
    let outcome = &report.slide;
    let direction = outcome.direction.name();
    if !outcome.moved() {
        return Announcement::one(Message::new("nothing-moves").text("direction", direction));
    }
    let mut parts = vec![Message::new("slide-direction").text("direction", direction)];
    parts.extend(outcome.merges.iter().map(|m| {
        Message::new("merge")
            .num("from", m.value / 2)
            .num("value", m.value)
            .text("cell", m.cell.to_string())
    }));
    if !outcome.moves.is_empty() {
        parts.push(Message::new("tiles-moved").num("count", outcome.moves.len() as u64));
    }
    if let Some(spawn) = report.spawn {
        parts.push(
            Message::new("new-tile")
                .num("value", spawn.value)
                .text("cell", spawn.cell.to_string()),
        );
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
        .num("highest", game.board().highest())
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
                .num("value", value)
        });
    }
    Announcement::new(parts)
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
                "slide-direction",
                "merge",
                "tiles-moved",
                "new-tile",
                "score-gain"
            ]
        );
        assert_eq!(a.parts[1].arg("from"), Some(&Arg::Number(8)));
        assert_eq!(a.parts[1].arg("value"), Some(&Arg::Number(16)));
        assert_eq!(a.parts[1].arg("cell"), Some(&Arg::Text("A1".into())));
        assert_eq!(a.parts[2].arg("count"), Some(&Arg::Number(1)));
        assert_eq!(a.parts[4].arg("gain"), Some(&Arg::Number(16)));
    }

    #[test]
    fn slide_without_merge_has_no_points() {
        let mut g = game("0 0 0 2/0 0 0 0/0 0 0 0/0 0 0 0");
        let a = slide(&g.slide(Direction::Left), g.score());
        assert_eq!(a.ids(), vec!["slide-direction", "tiles-moved", "new-tile"]);
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
