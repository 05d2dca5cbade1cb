//! The short summary of the player's statistics at one board size and odds
//! of a 4, most important first, in short lines: games and wins, the best
//! and the latest score, the median. Message ids and numbers only; the
//! figures come from storage's [`Tally`].

use crate::storage::Tally;

use super::message::{Announcement, Message};

/// "12 games, 3 won." / "Best 24000, last 6100." / "Median 8200." (three
/// lines, each a few seconds long even with six-digit scores, so a screen
/// reader moves from one to the next), or that no game of this size and
/// odds is finished yet.
pub fn statistics(tally: Option<&Tally>) -> Vec<Announcement> {
    let Some((tally, latest)) = tally.and_then(|t| Some((t, t.latest()?))) else {
        return vec![Announcement::one(Message::new("stats-none"))];
    };
    vec![
        Announcement::one(
            Message::new("stats-games")
                .num("played", tally.played)
                .num("won", tally.won),
        ),
        Announcement::one(
            Message::new("stats-scores")
                .num("best", tally.best_score)
                .num("last", latest.score),
        ),
        Announcement::one(
            Message::new("stats-median-score").num("median", tally.median_score().unwrap_or(0)),
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::narration::Arg;
    use crate::storage::{Finish, GameResult};

    #[test]
    fn summary_figures_in_order() {
        let ids = |lines: Vec<Announcement>| -> Vec<Vec<&'static str>> {
            lines.iter().map(Announcement::ids).collect()
        };
        assert_eq!(ids(statistics(None)), [["stats-none"]]);
        assert_eq!(ids(statistics(Some(&Tally::new(4, 0.5)))), [["stats-none"]]);
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
        assert_eq!(
            ids(said.clone()),
            [["stats-games"], ["stats-scores"], ["stats-median-score"]]
        );
        let numbers: Vec<(&str, u64)> = said
            .iter()
            .flat_map(|line| line.parts.iter())
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
                ("last", 6100),
                ("median", 6100)
            ]
        );
    }
}
