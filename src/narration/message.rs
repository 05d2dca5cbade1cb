//! A message to be said: a Fluent message id and its arguments, with no
//! words in it. [`Announcement`] is one line made of several messages.

/// An argument of a message.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// A number, passed to Fluent as a number so plurals work.
    Number(u64),
    /// A tile's value: said as the number, or as its power of two ("10"
    /// for 1024) where the player chose powers; passed to Fluent as a
    /// number either way.
    Tile(u64),
    /// Text that is the same in every language: a cell name, a position,
    /// a selector key such as `left`.
    Text(String),
    /// A key as the keyboard shows it (`F`, `+`): the same in every
    /// language, and never spelled as a cell or a column.
    Key(String),
    /// Messages said one after another, separated by commas (the cells of a
    /// row, for instance).
    List(Vec<Message>),
    /// Messages said as a series: commas, and the language's "and" before
    /// the last ("4 at B2 and 2 at C3").
    Series(Vec<Message>),
}

/// One Fluent message id with its named arguments.
#[derive(Debug, Clone, PartialEq)]
pub struct Message {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    pub fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    pub fn num(mut self, name: &'static str, value: u64) -> Message {
        self.args.push((name, Arg::Number(value)));
        self
    }

    /// A tile's value (a power of two, or 0 for no tile).
    pub fn tile(mut self, name: &'static str, value: u64) -> Message {
        self.args.push((name, Arg::Tile(value)));
        self
    }

    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Message {
        self.args.push((name, Arg::Text(value.into())));
        self
    }

    /// A key as the keyboard shows it.
    pub fn key(mut self, name: &'static str, label: impl Into<String>) -> Message {
        self.args.push((name, Arg::Key(label.into())));
        self
    }

    pub fn list(mut self, name: &'static str, items: Vec<Message>) -> Message {
        self.args.push((name, Arg::List(items)));
        self
    }

    pub fn series(mut self, name: &'static str, items: Vec<Message>) -> Message {
        self.args.push((name, Arg::Series(items)));
        self
    }

    /// The argument called `name`, if any.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }
}

/// One line to print and speak: its messages are joined with spaces.
#[derive(Debug, Clone, PartialEq)]
pub struct Announcement {
    pub parts: Vec<Message>,
}

impl Announcement {
    pub fn new(parts: Vec<Message>) -> Announcement {
        Announcement { parts }
    }

    pub fn one(message: Message) -> Announcement {
        Announcement {
            parts: vec![message],
        }
    }

    /// The message ids in order (handy in tests).
    pub fn ids(&self) -> Vec<&'static str> {
        self.parts.iter().map(|m| m.id).collect()
    }
}

impl From<Message> for Announcement {
    fn from(message: Message) -> Self {
        Announcement::one(message)
    }
}
