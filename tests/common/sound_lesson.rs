//! The sounds lesson as the tests expect it: the meanings it plays, in its
//! order, written here rather than read from the game. Touches nothing.
#![allow(dead_code)]

/// The sounds the sounds lesson plays, by meaning, in its order.
pub const MEANINGS: [&str; 12] = [
    "sound-cursor-empty",
    "sound-cursor-tile",
    "sound-edge",
    "sound-slide",
    "sound-merge",
    "sound-new-tile",
    "sound-new-four",
    "sound-nothing-moved",
    "sound-undo",
    "sound-won",
    "sound-game-over",
    "sound-tones",
];
