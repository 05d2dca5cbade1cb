//! The commands that start a lesson or step through one. Pure vocabulary.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LessonCommand {
    /// Learn the sounds: each earcon and the board tones with their meaning.
    Sounds,
    /// A short guided game that teaches the keys.
    Tutorial,
    /// The next step (line mode's `next`).
    Next,
    /// The step before (line mode's `back`).
    Back,
    /// Say the answer again (line mode's `again`); in a lesson, the step
    /// again.
    Again,
}
