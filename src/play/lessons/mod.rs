//! The lessons a game opens: the tutorial, the sounds lesson and what
//! they share (a lesson's answer). Only the lessons;
//! the controller routes to them, and they know nothing of the outputs.

pub(super) mod lesson;
pub(super) mod lesson_answer;
pub(super) mod sound_lesson;
pub(super) mod tutorial;
