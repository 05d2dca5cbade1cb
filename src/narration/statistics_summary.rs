//! The short summary of the player's statistics at one board size and odds
//! of a 4, most important first: games, won, best and median score, the
//! latest score. Message ids and numbers only; the figures come from
//! storage's [`Tally`].

use crate::storage::Tally;

use super::message::{Announcement, Message};

/// "12 games, 3 won. Best 24000, median 8200, last 6100." (two messages,
/// so a narrow line breaks between them), or that no game of this size and
/// odds is finished yet.
pub fn statistics(tally: Option<&Tally>) -> Announcement {
    let Some((tally, latest)) = tally.and_then(|t| Some((t, t.latest()?))) else {
        return Announcement::one(Message::new("stats-none"));
    };
    Announcement::new(vec![
        Message::new("stats-games")
            .num("played", tally.played)
            .num("won", tally.won),
        Message::new("stats-scores")
            .num("best", tally.best_score)
            .num("median", tally.median_score().unwrap_or(0))
            .num("last", latest.score),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::narration::Arg;
    use crate::storage::{Finish, GameResult};

    #[test]
    fn summary_figures_in_order() {
        assert_eq!(statistics(None).ids(), ["stats-none"]);
        assert_eq!(statistics(Some(&Tally::new(4, 0.5))).ids(), ["stats-none"]);
        let mut tally = Tally::new(4, 0.5);
        for (score, highest) in [(3000, 256), (25_000, 2048), (6100, 512)] {
            tally.add(&GameResult {
                size: 4,
                four_chance: 0.5,
                score,
                highest_tile: highest,
                moves: 100,
                finish: Finish::Over,
                id: None,
            });
        }
        let said = statistics(Some(&tally));
        assert_eq!(said.ids(), ["stats-games", "stats-scores"]);
        let numbers: Vec<(&str, u64)> = said
            .parts
            .iter()
            .flat_map(|message| message.args.iter())
            .map(|(name, arg)| match arg {
                Arg::Number(n) => (*name, *n),
                other => unreachable!("{name}: {other:?}"),
            })
            .collect();
        assert_eq!(
            numbers,
            [
                ("played", 3),
                ("won", 1),
                ("best", 25_000),
                ("median", 6100),
                ("last", 6100)
            ]
        );
    }
}
