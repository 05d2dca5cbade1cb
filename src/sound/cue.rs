//! What the sound output plays for the events behind one answer: the
//! earcons of each event laid out in time (a slide's breath, then its
//! merges one after another, then the new tile; the win or game-over tune
//! after them), or the cells asked for as tones. Pure.

use crate::event::Event;

use super::board_tones;
use super::earcons;
use super::synth::Stereo;

/// When the first merge of a slide sounds, and the time between merges.
const FIRST_MERGE_MS: f32 = 45.0;
const MERGE_STEP_MS: f32 = 55.0;
/// Merges beyond this many are not sounded one by one (a slide can make up
/// to 32 on an 8×8 board; the ear needs only the first few).
const MERGES_HEARD: usize = 4;

/// The sound of the events of one answer; `None` when they make none.
pub fn cue(events: &[Event]) -> Option<Stereo> {
    let mut out = Stereo::default();
    let mut end = 0.0f32;
    for event in events {
        let start = end;
        let sound = match event {
            Event::CursorMoved { cell, value, size } => earcons::cursor(*cell, *value, *size),
            Event::EdgeBump { direction, .. } => earcons::edge_bump(*direction),
            Event::Slid {
                direction,
                merges,
                spawn,
                size,
            } => {
                let mut slide = earcons::slide(*direction);
                let mut at = FIRST_MERGE_MS;
                for merge in merges.iter().take(MERGES_HEARD) {
                    slide.mix_at(&earcons::merge(merge.value, merge.cell, *size), at);
                    at += MERGE_STEP_MS;
                }
                if let Some(spawn) = spawn {
                    let at = if merges.is_empty() { 60.0 } else { at + 30.0 };
                    slide.mix_at(&earcons::new_tile(spawn.cell, spawn.value, *size), at);
                }
                slide.clamped()
            }
            Event::NothingMoved { direction } => earcons::nothing_moved(*direction),
            Event::Won => earcons::won(),
            Event::GameOver => earcons::game_over(),
            Event::Undone => earcons::undo(),
            Event::Cells { groups, size } => board_tones::cells(groups, *size),
        };
        out.mix_at(&sound, start);
        end = out.ms();
    }
    (!out.is_empty()).then(|| out.clamped())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Cell, Direction, Merge, Spawn};
    use crate::sound::analysis::{balance, loudness};

    fn slid(merges: usize, spawn_col: usize) -> Event {
        Event::Slid {
            direction: Direction::Left,
            merges: (0..merges)
                .map(|r| Merge {
                    cell: Cell::new(0, r % 4),
                    from: [Cell::new(0, r % 4), Cell::new(1, r % 4)],
                    value: 4 << r,
                })
                .collect(),
            spawn: Some(Spawn {
                cell: Cell::new(spawn_col, 2),
                value: 2,
            }),
            size: 4,
        }
    }

    #[test]
    fn a_slide_with_merges_and_a_spawn_stays_short() {
        for merges in 0..=8 {
            let sound = cue(&[slid(merges, 3)]).expect("a slide sounds");
            assert!(sound.ms() <= 450.0, "{merges}: {}", sound.ms());
            assert!(loudness(&sound) > 0.01);
        }
        assert!(cue(&[slid(2, 0)]).unwrap().ms() > cue(&[slid(0, 0)]).unwrap().ms());
    }

    #[test]
    fn the_new_tile_is_heard_on_its_side() {
        // Without merges and with the slide's breath centred (up), the
        // spawn decides the balance.
        let at = |col| Event::Slid {
            direction: Direction::Up,
            merges: vec![],
            spawn: Some(Spawn {
                cell: Cell::new(col, 0),
                value: 2,
            }),
            size: 4,
        };
        assert!(balance(&cue(&[at(0)]).unwrap()) < -0.2);
        assert!(balance(&cue(&[at(3)]).unwrap()) > 0.2);
    }

    #[test]
    fn events_follow_each_other_and_no_events_make_no_sound() {
        assert_eq!(cue(&[]), None);
        let won = cue(&[slid(1, 1), Event::Won]).unwrap();
        assert!(won.ms() > cue(&[Event::Won]).unwrap().ms());
        for event in [
            Event::NothingMoved {
                direction: Direction::Up,
            },
            Event::Undone,
            Event::GameOver,
            Event::EdgeBump {
                cell: Cell::new(0, 0),
                direction: Direction::Left,
                size: 4,
            },
        ] {
            assert!(cue(std::slice::from_ref(&event)).is_some(), "{event:?}");
        }
    }
}
