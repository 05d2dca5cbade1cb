//! A classic game from a seed keeps its record as it is played: over many
//! seeded sessions of random slides, undos and new games, the record of the
//! game at hand replays from its seed to exactly that game, and a game left
//! for a new one after moves hands its record over once.

use accessible_2048::engine::{Direction, Game, GameConfig, Pcg32, Step, replay};
use accessible_2048::narration::CellStyle;
use accessible_2048::play::{InputMode, Session, SessionCommand, new_record};

fn session(seed: u64, config: GameConfig) -> Session {
    let game = Game::new(config, Pcg32::from_seed(seed)).unwrap();
    Session::new(
        game,
        Some(seed),
        Pcg32::new(seed, 99),
        CellStyle::default(),
        InputMode::Lines,
    )
    .with_record(new_record(seed, config))
}

#[test]
fn the_record_replays_to_the_game_at_hand_over_many_seeded_sessions() {
    let configs = [
        GameConfig::default(),
        GameConfig {
            size: 3,
            four_chance: 0.1,
        },
        GameConfig {
            size: 5,
            four_chance: 0.25,
        },
    ];
    let mut undos = 0;
    let mut handed_over = 0;
    for seed in 0..60u64 {
        let config = configs[seed as usize % configs.len()];
        let mut session = session(seed, config);
        let mut choices = Pcg32::new(seed, 7);
        for _ in 0..120 {
            let pick = choices.next_u32() % 20;
            let left_with_moves = session
                .classic()
                .is_some_and(|g| g.moves() > 0 && !g.is_over());
            let before = session.record().cloned();
            if pick == 0 {
                session.handle(SessionCommand::NewGame);
                session.handle(SessionCommand::Yes);
                let left = session.take_left_record();
                assert_eq!(left.is_some(), left_with_moves, "seed {seed}");
                if let Some(left) = left {
                    assert_eq!(Some(left), before, "seed {seed}");
                    handed_over += 1;
                }
                assert!(session.take_left_record().is_none(), "seed {seed}");
            } else if pick < 4 {
                session.handle(SessionCommand::Undo);
            } else {
                let direction = Direction::ALL[pick as usize % 4];
                session.handle(SessionCommand::Slide(direction));
            }
            let record = session.record().expect("a seeded game has a record");
            let replayed = replay(record).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            assert_eq!(Some(replayed.game()), session.classic(), "seed {seed}");
            assert_eq!(record.size, config.size, "seed {seed}");
            undos += record.steps.iter().filter(|s| **s == Step::Undo).count();
        }
    }
    assert!(undos > 0 && handed_over > 0, "{undos} {handed_over}");
}
