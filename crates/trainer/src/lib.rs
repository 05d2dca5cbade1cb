//! The hint network's trainer, a development tool outside the game: the
//! learning itself ([`ntuple_training`]) and the run's checkpoint
//! ([`ntuple_checkpoint`]), driven by the examples `train_network` and
//! `network_play`. The game never links it: it reads the trained weights
//! through the analysis crate's file format.
//!
//! Pure: game i's tiles come from a seed; opening files, writing them whole
//! and the clock are the examples'.

pub mod ntuple_checkpoint;
pub mod ntuple_training;
