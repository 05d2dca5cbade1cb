//! The topics help is told in: the basics, said first, and the topics a
//! player asks for by name (`help braille`) or, in key play, by a digit
//! pressed while help is open. Pure vocabulary: the lines of each topic
//! are the command table's (`table.rs`).

/// A part of help.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum HelpTopic {
    /// What a new player needs to start: said by H or `help`.
    Basics,
    /// Speech, verbosity, powers of two, the coach, sound and tones.
    Settings,
    /// The braille display and the board line.
    Braille,
    /// The daily game and sharing a result.
    Daily,
    /// Stepping through a replayed game.
    Replay,
    /// The tutorial and the sounds lesson.
    Lessons,
}

impl HelpTopic {
    /// Every topic, the basics first.
    pub const ALL: [HelpTopic; 6] = [
        HelpTopic::Basics,
        HelpTopic::Settings,
        HelpTopic::Braille,
        HelpTopic::Daily,
        HelpTopic::Replay,
        HelpTopic::Lessons,
    ];

    /// The word that names the topic after `help` in line mode; the basics
    /// are plain `help`.
    pub fn word(self) -> Option<&'static str> {
        match self {
            HelpTopic::Basics => None,
            HelpTopic::Settings => Some("settings"),
            HelpTopic::Braille => Some("braille"),
            HelpTopic::Daily => Some("daily"),
            HelpTopic::Replay => Some("replay"),
            HelpTopic::Lessons => Some("lessons"),
        }
    }

    /// The digit that opens the topic in key play while help is open.
    pub fn digit(self) -> Option<char> {
        match self {
            HelpTopic::Basics => None,
            HelpTopic::Settings => Some('1'),
            HelpTopic::Braille => Some('2'),
            HelpTopic::Daily => Some('3'),
            HelpTopic::Replay => Some('4'),
            HelpTopic::Lessons => Some('5'),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_topic_but_the_basics_has_its_own_word_and_digit() {
        let asked: Vec<HelpTopic> = HelpTopic::ALL
            .into_iter()
            .filter(|t| *t != HelpTopic::Basics)
            .collect();
        let mut words: Vec<&str> = asked.iter().filter_map(|t| t.word()).collect();
        let mut digits: Vec<char> = asked.iter().filter_map(|t| t.digit()).collect();
        assert_eq!(words.len(), asked.len());
        assert_eq!(digits.len(), asked.len());
        words.sort_unstable();
        words.dedup();
        digits.sort_unstable();
        digits.dedup();
        assert_eq!((words.len(), digits.len()), (asked.len(), asked.len()));
        assert_eq!(HelpTopic::Basics.word(), None);
        assert_eq!(HelpTopic::Basics.digit(), None);
    }
}
