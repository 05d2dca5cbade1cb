//! What the partner finder says: whether the equal partner of the tile
//! under the cursor can be tilted next to it, the shortest way, and how the
//! real rules (merges) change the plan. Pure: a finding in, messages out.

use super::message::{Announcement, Message};
use crate::analysis::tilt::pair_finder::{Interference, PairFinding};
use crate::engine::{Cell, Direction};

/// Directions as a spoken list: "down, left, up".
pub fn direction_list(directions: &[Direction]) -> Vec<Message> {
    directions
        .iter()
        .map(|d| Message::new("direction-name").text("direction", d.name()))
        .collect()
}

/// The answer to the partner key for the tile at `cell` (of `value`).
pub fn partner(cell: Cell, value: u64, finding: &PairFinding) -> Announcement {
    let at = cell.to_string();
    match finding {
        PairFinding::NoTile => Message::new("partner-empty-cell").text("cell", at).into(),
        PairFinding::NoPartner => Message::new("partner-none").tile("value", value).into(),
        PairFinding::CannotMeet { partners } => Message::new("partner-unreachable")
            .tile("value", value)
            .text("cell", at)
            .text(
                "partner",
                partners.first().map(Cell::to_string).unwrap_or_default(),
            )
            .into(),
        PairFinding::Advice(advice) if advice.tilts.is_empty() => Message::new("partner-adjacent")
            .tile("value", advice.value)
            .text("cell", at)
            .text("partner", advice.partner.to_string())
            .into(),
        PairFinding::Advice(advice) => {
            let plan = Message::new("partner-meet")
                .tile("value", advice.value)
                .num("count", advice.tilts.len() as u64)
                .list("tilts", direction_list(&advice.tilts));
            let check = match advice.interference {
                None => Message::new("partner-check-ok"),
                Some(Interference::MergeEachOther { step, .. }) => {
                    Message::new("partner-check-merge")
                        .tile("value", advice.value * 2)
                        .num("step", step as u64)
                }
                Some(_) => Message::new("partner-check-merges"),
            };
            Announcement::new(vec![plan, check])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::tilt::pair_finder::find_pair;
    use crate::engine::Board;
    use crate::narration::Arg;

    #[track_caller]
    fn said(position: &str, at: &str) -> Announcement {
        let board = Board::parse(position).unwrap();
        let cell: Cell = at.parse().unwrap();
        partner(cell, board.value(cell), &find_pair(&board, cell))
    }

    #[test]
    fn answers_table() {
        assert_eq!(
            said("2 0 0/0 0 0/0 0 4", "B2").ids(),
            vec!["partner-empty-cell"]
        );
        assert_eq!(said("2 0 0/0 0 0/0 0 4", "A1").ids(), vec!["partner-none"]);
        assert_eq!(
            said("64 2 64/2 4 2/4 8 4", "A1").ids(),
            vec!["partner-unreachable"]
        );
        assert_eq!(
            said("8 8 0/0 0 0/0 0 0", "B1").ids(),
            vec!["partner-adjacent"]
        );
    }

    #[test]
    fn a_plan_lists_its_tilts() {
        let a = said("64 0 0 0/0 2 0 0/0 0 0 0/0 0 4 64", "A1");
        assert_eq!(a.parts[0].id, "partner-meet");
        let Some(Arg::List(tilts)) = a.parts[0].arg("tilts") else {
            panic!("{a:?}")
        };
        assert_eq!(
            a.parts[0].arg("count"),
            Some(&Arg::Number(tilts.len() as u64))
        );
        assert!(tilts.iter().all(|m| m.id == "direction-name"));
        assert_eq!(a.parts.len(), 2);
    }
}
