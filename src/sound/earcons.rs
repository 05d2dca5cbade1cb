//! The earcons: a short sound for each thing that happens, telling where by
//! stereo place and how much by pitch. Each is 150 ms or less (the win and
//! game-over tunes are longer) and peaks well below full scale, so speech
//! stays on top. Pure: each returns a sample buffer.

use crate::engine::{Cell, Direction};

use super::place::{column_pan, row_pitch, value_pitch};
use super::synth::{Stereo, Timbre, Tone, sequence};

/// The loudest an earcon gets (full scale is 1): quieter than speech.
pub const EARCON_PEAK: f32 = 0.35;

/// The place of a direction: left and right to the sides, up and down in
/// the middle.
fn direction_pan(direction: Direction) -> f32 {
    match direction {
        Direction::Left => -0.8,
        Direction::Right => 0.8,
        Direction::Up | Direction::Down => 0.0,
    }
}

/// The cursor on a cell: placed by its column, pitched by its row; a round
/// sine for an empty cell, a bell for a tile.
pub fn cursor(cell: Cell, value: u64, size: usize) -> Stereo {
    let pan = column_pan(cell.col, size);
    let freq = row_pitch(cell.row, size);
    if value == 0 {
        Tone::new(freq, 55.0, EARCON_PEAK * 0.5, Timbre::Sine)
            .pan(pan)
            .decay(2.0)
            .render()
    } else {
        Tone::new(freq, 75.0, EARCON_PEAK * 0.9, Timbre::Bell)
            .pan(pan)
            .decay(3.0)
            .render()
    }
}

/// The cursor could not move: a dull low knock on the side it hit.
pub fn edge_bump(direction: Direction) -> Stereo {
    Tone::new(140.0, 90.0, EARCON_PEAK, Timbre::Hollow)
        .glide_to(90.0)
        .pan(direction_pan(direction))
        .decay(4.0)
        .render()
}

/// Tiles sliding: a short breath sweeping the way they went.
pub fn slide(direction: Direction) -> Stereo {
    let (from, to) = match direction {
        Direction::Up => (900.0, 2400.0),
        Direction::Down => (2400.0, 900.0),
        Direction::Left | Direction::Right => (1500.0, 1500.0),
    };
    let pan = direction_pan(direction);
    // Left and right move across: from the far side to the near one.
    let half = |p: f32| {
        Tone::new(from, 50.0, EARCON_PEAK * 0.5, Timbre::Noise)
            .glide_to(to)
            .pan(p)
            .decay(1.0)
    };
    let mut out = half(-pan * 0.5).render();
    out.mix_at(&half(pan).glide_to(to * 1.2).render(), 40.0);
    out.clamped()
}

/// Two tiles merged into `value` at `cell`: a bell whose pitch rises with
/// the value, placed by the column.
pub fn merge(value: u64, cell: Cell, size: usize) -> Stereo {
    let freq = value_pitch(value);
    let pan = column_pan(cell.col, size);
    let mut out = Tone::new(freq, 110.0, EARCON_PEAK * 0.8, Timbre::Bell)
        .pan(pan)
        .decay(2.5)
        .render();
    out.mix_at(
        &Tone::new(freq * 1.5, 80.0, EARCON_PEAK * 0.25, Timbre::Sine)
            .pan(pan)
            .decay(3.0)
            .render(),
        15.0,
    );
    out.clamped()
}

/// A new tile at `cell`: a short pluck, placed by its column and pitched by
/// its row (a 4 is plucked twice).
pub fn new_tile(cell: Cell, value: u64, size: usize) -> Stereo {
    let pluck = Tone::new(
        row_pitch(cell.row, size),
        55.0,
        EARCON_PEAK * 0.9,
        Timbre::Hollow,
    )
    .pan(column_pan(cell.col, size))
    .decay(5.0);
    if value >= 4 {
        sequence(&[pluck, pluck], 65.0)
    } else {
        pluck.render()
    }
}

/// A slide that changed nothing: two low notes falling.
pub fn nothing_moved(direction: Direction) -> Stereo {
    let pan = direction_pan(direction) * 0.5;
    sequence(
        &[
            Tone::new(220.0, 60.0, EARCON_PEAK * 0.7, Timbre::Hollow).pan(pan),
            Tone::new(165.0, 70.0, EARCON_PEAK * 0.7, Timbre::Hollow).pan(pan),
        ],
        70.0,
    )
}

/// A slide taken back: a bell gliding down.
pub fn undo() -> Stereo {
    Tone::new(880.0, 120.0, EARCON_PEAK * 0.7, Timbre::Bell)
        .glide_to(440.0)
        .decay(1.5)
        .render()
}

/// The first 2048: a rising major arpeggio and a held chord.
pub fn won() -> Stereo {
    let notes = [523.25, 659.25, 783.99, 1046.5];
    let tones: Vec<Tone> = notes
        .iter()
        .map(|&f| Tone::new(f, 120.0, EARCON_PEAK * 0.7, Timbre::Bell).decay(1.0))
        .collect();
    let mut out = sequence(&tones, 110.0);
    for &f in &notes {
        out.mix_at(
            &Tone::new(f, 450.0, EARCON_PEAK * 0.2, Timbre::Sine)
                .decay(2.0)
                .render(),
            440.0,
        );
    }
    out.clamped()
}

/// No move left: three slow falling notes.
pub fn game_over() -> Stereo {
    let tones: Vec<Tone> = [392.0, 311.1, 261.6]
        .iter()
        .map(|&f| Tone::new(f, 260.0, EARCON_PEAK * 0.7, Timbre::Hollow).decay(1.5))
        .collect();
    sequence(&tones, 240.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sound::analysis::{balance, brightness, frequency, loudness};

    #[test]
    fn earcons_are_short_and_quiet() {
        let c = Cell::new(1, 2);
        let short = [
            ("cursor on empty", cursor(c, 0, 4)),
            ("cursor on tile", cursor(c, 8, 4)),
            ("edge", edge_bump(Direction::Left)),
            ("slide", slide(Direction::Up)),
            ("merge", merge(2048, c, 4)),
            ("new 2", new_tile(c, 2, 4)),
            ("new 4", new_tile(c, 4, 4)),
            ("nothing moved", nothing_moved(Direction::Down)),
            ("undo", undo()),
        ];
        for (name, buffer) in short {
            assert!(
                buffer.ms() > 30.0 && buffer.ms() <= 150.0,
                "{name}: {}",
                buffer.ms()
            );
            assert!(
                buffer.peak() <= EARCON_PEAK + 1e-3,
                "{name}: {}",
                buffer.peak()
            );
            assert!(loudness(&buffer) > 0.01, "{name} is silent");
        }
        for (name, buffer) in [("won", won()), ("game over", game_over())] {
            assert!(buffer.ms() > 500.0 && buffer.ms() < 1200.0, "{name}");
            assert!(buffer.peak() <= EARCON_PEAK + 1e-3, "{name}");
        }
    }

    #[test]
    fn the_cursor_is_placed_by_column_and_pitched_by_row() {
        for size in [4, 8] {
            let left = cursor(Cell::new(0, 0), 2, size);
            let right = cursor(Cell::new(size - 1, 0), 2, size);
            assert!(balance(&left) < -0.5, "{}", balance(&left));
            assert!(balance(&right) > 0.5, "{}", balance(&right));
            let top = cursor(Cell::new(1, 0), 0, size);
            let bottom = cursor(Cell::new(1, size - 1), 0, size);
            let (t, b) = (frequency(&top), frequency(&bottom));
            assert!(t > b * 1.8 && t < b * 2.2, "{t} {b}");
        }
    }

    #[test]
    fn an_empty_cell_and_a_tile_sound_different() {
        let empty = cursor(Cell::new(2, 1), 0, 4);
        let tile = cursor(Cell::new(2, 1), 16, 4);
        assert_ne!(empty.frames(), tile.frames());
        assert!(brightness(&tile) > brightness(&empty) * 1.3);
        assert!(tile.peak() > empty.peak());
        // The same pitch (the row), a different colour.
        assert!((frequency(&tile) / frequency(&empty) - 1.0).abs() < 0.1);
    }

    #[test]
    fn merges_rise_with_their_value() {
        let pitches: Vec<f32> = [4, 16, 128, 2048]
            .iter()
            .map(|&v| frequency(&merge(v, Cell::new(0, 0), 4)))
            .collect();
        assert!(pitches.windows(2).all(|w| w[1] > w[0]), "{pitches:?}");
    }

    #[test]
    fn new_tiles_are_placed_by_column() {
        assert!(balance(&new_tile(Cell::new(0, 3), 2, 4)) < -0.5);
        assert!(balance(&new_tile(Cell::new(3, 0), 2, 4)) > 0.5);
        assert!(new_tile(Cell::new(0, 0), 4, 4).ms() > new_tile(Cell::new(0, 0), 2, 4).ms());
    }

    #[test]
    fn bumps_and_slides_go_their_way() {
        assert!(balance(&edge_bump(Direction::Left)) < -0.5);
        assert!(balance(&edge_bump(Direction::Right)) > 0.5);
        assert!(balance(&slide(Direction::Right)) > 0.1);
        assert!(balance(&slide(Direction::Left)) < -0.1);
    }
}
