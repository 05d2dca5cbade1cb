//! The game driven through the library, command by command, with a
//! recording speaker and a collecting sink: every command answers with at
//! least one line, every printed line is spoken with the same words, the
//! first line of an answer interrupts and later ones queue; slides, merges,
//! new tiles, nothing-moves, cursor edges, help, repeat, undo, confirmations,
//! speech off and on, the speech rate, a win and game over. Boards are
//! written as text; expected words come from the locale through the
//! localizer, with values worked out from the rules.

use crate::common;

use accessible_2048::command::{CursorMove, GameAction, Level, Reading, Recall, Setting, Switch};
use accessible_2048::engine::{Board, Cell, Direction, GameConfig};
use accessible_2048::narration::{CellStyle, Message};
use accessible_2048::play::{Command, Flow, InputMode, WHERE_A1, help_for, help_line, help_pages};
use accessible_2048::speech::{Recorder, Silent, SpeechProblem};
use common::{Answer, Rig, say, say_all};

const SEED: u64 = 7;

fn rig_at(position: &str, mode: InputMode) -> Rig {
    rig_with(position, mode, GameConfig::default(), CellStyle::default())
}

fn rig_with(position: &str, mode: InputMode, config: GameConfig, style: CellStyle) -> Rig {
    Rig::bare(Some(position), SEED, config, mode, style)
}

/// Every printed line was spoken with the same words; the first line
/// interrupts, the others queue.
#[track_caller]
fn assert_spoken_as_printed(answer: &Answer, what: &str) {
    assert!(!answer.printed.is_empty(), "{what}: no line printed");
    let texts: Vec<&str> = answer.spoken.iter().map(|s| s.text.as_str()).collect();
    let printed: Vec<&str> = answer.printed.iter().map(String::as_str).collect();
    assert_eq!(texts, printed, "{what}: spoken words differ from printed");
    for (i, spoken) in answer.spoken.iter().enumerate() {
        assert_eq!(
            spoken.interrupt,
            i == 0,
            "{what}: line {i} ({:?}) should {}",
            spoken.text,
            if i == 0 { "interrupt" } else { "queue" }
        );
    }
}

/// Sends a command, checks the speech rule, and returns the one line it
/// printed.
#[track_caller]
fn one_line(rig: &mut Rig, command: Command) -> String {
    let what = format!("{command:?}");
    let answer = rig.send(command);
    assert_spoken_as_printed(&answer, &what);
    assert_eq!(answer.printed.len(), 1, "{what}: {:?}", answer.printed);
    assert_eq!(answer.flow, Flow::Continue, "{what}");
    answer.printed[0].clone()
}

fn cell(name: &str) -> Cell {
    name.parse().expect("test cell name")
}

fn visit(name: &str, value: u64) -> Message {
    Message::new("cell-value")
        .text("cell", name)
        .num("value", value)
}

/// Every command that is not a question or a farewell, in both input modes:
/// one answer at least, spoken as printed.
#[test]
fn every_command_answers_and_is_spoken_as_printed() {
    let commands = [
        Command::Game(GameAction::Slide(Direction::Left)),
        Command::Game(GameAction::Slide(Direction::Right)),
        Command::Game(GameAction::Slide(Direction::Up)),
        Command::Game(GameAction::Slide(Direction::Down)),
        Command::Cursor(CursorMove::Step(Direction::Right)),
        Command::Cursor(CursorMove::Step(Direction::Down)),
        Command::Cursor(CursorMove::Step(Direction::Left)),
        Command::Cursor(CursorMove::Step(Direction::Up)),
        Command::Cursor(CursorMove::To(cell("C2"))),
        Command::Cursor(CursorMove::To(cell("E9"))),
        Command::Read(Reading::Cell),
        Command::Read(Reading::Row),
        Command::Read(Reading::Column),
        Command::Read(Reading::Board),
        Command::Read(Reading::EmptyCount),
        Command::Read(Reading::Highest),
        Command::Read(Reading::Score),
        Command::Read(Reading::Position),
        Command::Repeat,
        Command::Help(None),
        Command::Setting(Setting::Speech(Switch::Toggle)),
        Command::Setting(Setting::Speech(Switch::Toggle)),
        Command::Setting(Setting::Speech(Switch::On)),
        Command::Setting(Setting::Rate(Level::Up)),
        Command::Setting(Setting::Rate(Level::Down)),
        Command::Setting(Setting::Rate(Level::Set(70))),
        Command::Game(GameAction::Undo),
        Command::Game(GameAction::Undo),
        Command::Game(GameAction::Hint),
        Command::Yes,
        Command::UnknownKey,
        Command::UnknownCommand("jump".into()),
        Command::Game(GameAction::NewGame),
        Command::Read(Reading::Score),
        Command::Quit,
        Command::Game(GameAction::Slide(Direction::Up)),
    ];
    for mode in [InputMode::Keys, InputMode::Lines] {
        let mut rig = Rig::opened(None, SEED, mode);
        for command in commands.clone() {
            let what = format!("{mode:?} {command:?}");
            let answer = rig.send(command);
            assert_spoken_as_printed(&answer, &what);
            assert_eq!(answer.flow, Flow::Continue, "{what}");
        }
    }
}

/// The forum rules and the issue: every key gets an answer. The best score
/// (A, `best`) and the partner finder (F, `partner`) are listed in help.
#[test]
fn best_and_partner_answer() {
    for command in [
        Command::Recall(Recall::Best),
        Command::Game(GameAction::Partner),
    ] {
        let mut rig = Rig::opened(None, SEED, InputMode::Keys);
        let answer = rig.send(command.clone());
        assert_spoken_as_printed(&answer, &format!("{command:?}"));
    }
}

/// The last move in full (X): at normal verbosity a line wider than 80
/// columns is said as several lines, broken between sentences; joined, they
/// are the full line.
#[track_caller]
fn last_move(rig: &mut Rig) -> String {
    let answer = rig.send(Command::Read(Reading::LastMove));
    assert_spoken_as_printed(&answer, "LastMove");
    assert!(
        answer.printed.iter().all(|l| l.chars().count() <= 80),
        "{:?}",
        answer.printed
    );
    answer.printed.join(" ")
}

#[test]
fn slide_with_merges_names_merges_new_tile_and_points() {
    // Row 1 [2,2,2,0] left → [4,2,0,0] (merge at A1); row 3 [4,4,8,8] left
    // → [8,16,0,0] (merges at A3 and B3). Gain 4 + 8 + 16 = 28.
    let start = "2 2 2 0/0 0 0 0/4 4 8 8/0 0 0 0";
    let mut rig = rig_at(start, InputMode::Keys);
    let line = one_line(&mut rig, Command::Game(GameAction::Slide(Direction::Left)));

    // The new tile: the only cell that is not what the rules give.
    let slid = Board::parse("4 2 0 0/0 0 0 0/8 16 0 0/0 0 0 0").unwrap();
    let after = rig.controller.session().board().clone();
    let spawned: Vec<Cell> = after
        .cells()
        .filter(|&c| after.get(c) != slid.get(c))
        .collect();
    assert_eq!(spawned.len(), 1, "one new tile: {}", after.to_position());
    let new_cell = spawned[0];
    let new_value = after.value(new_cell);
    assert!(slid.get(new_cell) == 0 && matches!(new_value, 2 | 4));

    // Normal verbosity: the two biggest merges, the others counted, then
    // the new tile; no direction, count or points.
    let merged = |value: u64, at: &str| {
        Message::new("merged-into")
            .num("value", value)
            .text("cell", at)
    };
    assert_eq!(
        line,
        say(Message::new("slide-news")
            .list(
                "merges",
                vec![
                    merged(16, "B3"),
                    merged(8, "A3"),
                    Message::new("merges-more").num("count", 1)
                ]
            )
            .num("value", new_value)
            .text("cell", new_cell.to_string()))
    );

    // In full (the last move said again): the biggest merge first, then
    // the direction, the other merges, the new tile and the points.
    let line = last_move(&mut rig);
    let merge = |from: u64, at: &str| {
        Message::new("merge")
            .num("from", from)
            .num("value", from * 2)
            .text("cell", at)
    };
    let first = say(Message::new("slide-news-brief")
        .num("value", 16)
        .text("cell", "B3"));
    assert!(line.starts_with(&first), "{line}");
    for part in [
        Message::new("slide-direction").text("direction", "left"),
        merge(2, "A1"),
        merge(4, "A3"),
        Message::new("new-tile")
            .num("value", new_value)
            .text("cell", new_cell.to_string()),
        Message::new("score-gain").num("gain", 28).num("score", 28),
    ] {
        let words = say(part);
        assert!(line.contains(&words), "{line:?} lacks {words:?}");
    }
    // Merges first, points last.
    let merge_at = line.find(&say(merge(4, "A3"))).unwrap();
    let points_at = line.find(&say(Message::new("score-gain")
        .num("gain", 28)
        .num("score", 28)));
    assert!(points_at.is_some_and(|p| p > merge_at), "{line}");
    assert_eq!(rig.controller.session().classic().unwrap().score(), 28);
    assert_eq!(rig.controller.session().classic().unwrap().moves(), 1);
}

#[test]
fn nothing_moves_changes_nothing() {
    let cases = [
        ("2 0 0 0/4 0 0 0/8 0 0 0/0 0 0 0", Direction::Left, "left"),
        ("0 0 0 2/0 0 0 4/0 0 0 8/0 0 0 0", Direction::Right, "right"),
        ("2 4 8 0/0 0 0 0/0 0 0 0/0 0 0 0", Direction::Up, "up"),
        ("0 0 0 0/0 0 0 0/0 0 0 0/2 4 8 16", Direction::Down, "down"),
    ];
    for (position, direction, name) in cases {
        let mut rig = rig_at(position, InputMode::Lines);
        let before = rig.position();
        let line = one_line(&mut rig, Command::Game(GameAction::Slide(direction)));
        assert_eq!(
            line,
            say(Message::new("nothing-moves").text("direction", name)),
            "{position} {name}"
        );
        assert_eq!(rig.position(), before, "no new tile after {name}");
        assert_eq!(rig.controller.session().classic().unwrap().moves(), 0);
    }
}

#[test]
fn cursor_visits_cells_and_stays_at_edges() {
    let mut rig = rig_at("0 2 0 0/0 0 0 0/0 0 16 0/0 0 0 4", InputMode::Keys);
    let mut expect = |command: Command, parts: Vec<Message>| {
        let line = one_line(&mut rig, command.clone());
        assert_eq!(line, say_all(parts), "{command:?}");
    };
    let edge = |side: &str| Message::new("cursor-edge").text("edge", side);
    expect(
        Command::Cursor(CursorMove::Step(Direction::Left)),
        vec![edge("left"), visit("A1", 0)],
    );
    expect(
        Command::Cursor(CursorMove::Step(Direction::Up)),
        vec![edge("top"), visit("A1", 0)],
    );
    expect(
        Command::Cursor(CursorMove::Step(Direction::Right)),
        vec![visit("B1", 2)],
    );
    expect(
        Command::Cursor(CursorMove::To(cell("C3"))),
        vec![visit("C3", 16)],
    );
    expect(
        Command::Cursor(CursorMove::To(cell("D4"))),
        vec![visit("D4", 4)],
    );
    expect(
        Command::Cursor(CursorMove::Step(Direction::Right)),
        vec![edge("right"), visit("D4", 4)],
    );
    expect(
        Command::Cursor(CursorMove::Step(Direction::Down)),
        vec![edge("bottom"), visit("D4", 4)],
    );
    expect(
        Command::Cursor(CursorMove::Step(Direction::Up)),
        vec![visit("D3", 0)],
    );
    expect(Command::Read(Reading::Cell), vec![visit("D3", 0)]);
    expect(
        Command::Cursor(CursorMove::To(cell("E1"))),
        vec![Message::new("no-cell").text("cell", "E1")],
    );
    assert_eq!(
        rig.controller.session().cursor(),
        cell("D3"),
        "E1 left the cursor"
    );
}

#[test]
fn empty_cells_can_say_a_word() {
    let style = CellStyle { say_empty: true };
    let mut rig = rig_with(
        "0 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0",
        InputMode::Keys,
        GameConfig::default(),
        style,
    );
    let line = one_line(&mut rig, Command::Read(Reading::Cell));
    assert_eq!(
        line,
        say(Message::new("cell-empty-word").text("cell", "A1"))
    );
}

#[test]
fn reading_commands_describe_the_board() {
    let mut rig = rig_at("0 2 0 0/0 0 0 0/0 0 16 0/0 16 0 4", InputMode::Lines);
    one_line(&mut rig, Command::Cursor(CursorMove::To(cell("B3"))));
    let values = |vs: &[u64]| {
        vs.iter()
            .map(|&v| Message::new("cell-in-line").num("value", v))
            .collect::<Vec<_>>()
    };
    let cases = [
        (
            Command::Read(Reading::Row),
            say(Message::new("row-reading").num("row", 3).list(
                "cells",
                vec![
                    Message::new("empty-run")
                        .text("first", "A3")
                        .text("last", "B3"),
                    values(&[16])[0].clone(),
                    Message::new("empty-one").text("cell", "D3"),
                ],
            )),
        ),
        (
            Command::Read(Reading::Column),
            say(Message::new("column-reading").text("column", "B").list(
                "cells",
                vec![
                    values(&[2])[0].clone(),
                    Message::new("empty-run")
                        .text("first", "B2")
                        .text("last", "B3"),
                    values(&[16])[0].clone(),
                ],
            )),
        ),
        (
            Command::Read(Reading::EmptyCount),
            say(Message::new("empty-count").num("count", 12)),
        ),
        (
            Command::Read(Reading::Position),
            say(Message::new("position").text("position", "0 2 0 0/0 0 0 0/0 0 16 0/0 16 0 4")),
        ),
        (
            Command::Read(Reading::Score),
            say(Message::new("score").num("score", 0).num("moves", 0)),
        ),
    ];
    for (command, expected) in cases {
        assert_eq!(one_line(&mut rig, command.clone()), expected, "{command:?}");
    }
    // The whole board says a line per row, as the row reading says it.
    let answer = rig.send(Command::Read(Reading::Board));
    assert_spoken_as_printed(&answer, "ReadBoard");
    assert_eq!(answer.printed.len(), 4, "{:?}", answer.printed);
    for (row, line) in (1..=4).zip(&answer.printed) {
        let prefix = say(Message::new("row-reading")
            .num("row", row)
            .list("cells", vec![]));
        let head = prefix.split(':').next().unwrap().to_string();
        assert!(line.starts_with(&head), "{line:?} is not row {row}");
    }
    let highest = one_line(&mut rig, Command::Read(Reading::Highest));
    assert!(
        highest.contains("16") && highest.contains("C3") && highest.contains("B4"),
        "{highest}"
    );
}

#[test]
fn help_lists_the_commands_of_each_mode_first_line_interrupting() {
    for mode in [InputMode::Keys, InputMode::Lines] {
        let ids: Vec<&str> = help_for(mode).iter().map(|line| line.parts[0].id).collect();
        let prefix = match mode {
            InputMode::Keys => "help-keys-",
            InputMode::Lines => "help-lines-",
        };
        assert!(ids.len() >= 5, "{mode:?}: {ids:?}");
        // Every line is the mode's own but where A1 is, said in both.
        for id in &ids {
            assert!(
                id.starts_with(prefix) || *id == WHERE_A1,
                "{mode:?}: {id} among {ids:?}"
            );
        }
        let distinct: std::collections::BTreeSet<&&str> = ids.iter().collect();
        assert_eq!(distinct.len(), ids.len(), "{mode:?}: {ids:?} repeat a line");
        // Help comes in pages: each press says the next, every page but the
        // last ends with how to hear more, the last with the end of help,
        // and between them every help line is said once.
        let pages = help_pages(mode);
        assert!(pages.len() >= 3, "{mode:?}: {} pages", pages.len());
        let more = say(help_line(match mode {
            InputMode::Keys => "help-keys-more",
            InputMode::Lines => "help-lines-more",
        }));
        let end = say(help_line(match mode {
            InputMode::Keys => "help-keys-end",
            InputMode::Lines => "help-lines-end",
        }));
        let mut rig = Rig::opened(None, SEED, mode);
        let mut heard = Vec::new();
        for (n, page) in pages.iter().enumerate() {
            let answer = rig.send(Command::Help(None));
            assert_spoken_as_printed(&answer, &format!("{mode:?} help page {n}"));
            let expected: Vec<String> =
                page.iter().map(|line| say(line.parts[0].clone())).collect();
            assert_eq!(answer.printed, expected, "{mode:?} page {n}");
            assert_eq!(
                answer.printed.last(),
                Some(if n + 1 < pages.len() { &more } else { &end }),
                "{mode:?} page {n}: {:?}",
                answer.printed
            );
            assert!(answer.printed.len() <= 5, "{mode:?} page {n}: a short page");
            heard.extend(answer.printed);
            // Short lines: a help line fits an 80-column terminal and a
            // braille display's few panning strokes.
            for line in &heard {
                assert!(line.chars().count() <= 100, "{mode:?}: {line}");
            }
        }
        for &id in &ids {
            assert!(
                heard.contains(&say(help_line(id))),
                "{mode:?}: {id} never said"
            );
        }
        // After the last page, the first again; any other key starts over.
        let first: Vec<String> = pages[0]
            .iter()
            .map(|line| say(line.parts[0].clone()))
            .collect();
        assert_eq!(rig.send(Command::Help(None)).printed, first, "{mode:?}");
        rig.send(Command::Help(None));
        rig.send(Command::Read(Reading::Score));
        assert_eq!(rig.send(Command::Help(None)).printed, first, "{mode:?}");
    }
}

#[test]
fn a_digit_while_help_is_open_says_a_topic_and_otherwise_what_it_always_does() {
    use accessible_2048::command::HelpTopic;
    use accessible_2048::play::topic_help_pages;
    let printed = |topic: HelpTopic, mode: InputMode| -> Vec<String> {
        topic_help_pages(mode, topic)[0]
            .iter()
            .map(|line| say(line.parts[0].clone()))
            .collect()
    };
    // Key 1 (tile counts), 3 (the next merge) and 5 (the coach mode) after
    // H: the settings, the daily game and the lessons.
    for (command, topic) in [
        (Command::Read(Reading::TileCounts), HelpTopic::Settings),
        (Command::Read(Reading::NextMerge), HelpTopic::Daily),
        (
            Command::Setting(accessible_2048::command::Setting::Coach(
                accessible_2048::command::Switch::Toggle,
            )),
            HelpTopic::Lessons,
        ),
    ] {
        let mut rig = Rig::opened(None, SEED, InputMode::Keys);
        rig.send(Command::Help(None));
        let answer = rig.send(command.clone());
        assert_eq!(
            answer.printed,
            printed(topic, InputMode::Keys),
            "{command:?}"
        );
        // Help is still open: a second digit opens another topic.
        let braille = rig.send(Command::Read(Reading::LineEmpties));
        assert_eq!(
            braille.printed,
            printed(HelpTopic::Braille, InputMode::Keys)
        );
        // Any other command closes help; the digit is itself again.
        rig.send(Command::Read(Reading::Score));
        let counts = rig.send(Command::Read(Reading::TileCounts));
        assert_ne!(
            counts.printed,
            printed(HelpTopic::Settings, InputMode::Keys)
        );
        assert_eq!(counts.printed.len(), 1, "{:?}", counts.printed);
    }
    // In line mode a digit's command is never a topic: `help daily` is.
    let mut rig = Rig::opened(None, SEED, InputMode::Lines);
    rig.send(Command::Help(None));
    let counts = rig.send(Command::Read(Reading::TileCounts));
    assert_eq!(counts.printed.len(), 1, "{:?}", counts.printed);
    let daily = rig.send(Command::Help(Some(HelpTopic::Daily)));
    assert_eq!(daily.printed, printed(HelpTopic::Daily, InputMode::Lines));
}

#[test]
fn repeat_says_the_last_answer_again_interrupting() {
    let mut rig = rig_at("2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 2", InputMode::Keys);
    let nothing = one_line(&mut rig, Command::Repeat);
    assert_eq!(nothing, say(Message::new("nothing-to-repeat")));
    let help = rig.send(Command::Help(None));
    assert_eq!(rig.send(Command::Repeat).printed, help.printed);
    let score = one_line(&mut rig, Command::Read(Reading::Score));
    assert_eq!(one_line(&mut rig, Command::Repeat), score);
    assert_eq!(one_line(&mut rig, Command::Repeat), score);
}

#[test]
fn undo_takes_a_slide_back() {
    let start = "2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 4";
    let mut rig = rig_at(start, InputMode::Keys);
    assert_eq!(
        one_line(&mut rig, Command::Game(GameAction::Undo)),
        say(Message::new("undo-nothing"))
    );
    one_line(&mut rig, Command::Game(GameAction::Slide(Direction::Left)));
    assert_ne!(rig.position(), Board::parse(start).unwrap().to_position());
    // The new tile: the one cell that differs from the slide by the rules.
    let slid = Board::parse("4 0 0 0/0 0 0 0/0 0 0 0/4 0 0 0").unwrap();
    let after = rig.controller.session().board().clone();
    let spawned = after
        .cells()
        .find(|&c| after.get(c) != slid.get(c))
        .expect("a new tile");
    // Normal verbosity: briefly what came back: the merge split again and
    // the cell the new tile left.
    let line = one_line(&mut rig, Command::Game(GameAction::Undo));
    assert_eq!(
        line,
        say(Message::new("undo-short")
            .text("direction", "left")
            .num("count", 1)
            .text("cell", spawned.to_string()))
    );
    assert_eq!(rig.position(), Board::parse(start).unwrap().to_position());
    // The undo in full: the last answer again, with score, moves and cells.
    let line = last_move(&mut rig);
    let head = say(Message::new("undo")
        .text("direction", "left")
        .num("score", 0)
        .num("moves", 0));
    assert!(
        line.starts_with(&head),
        "{line:?} should start with {head:?}"
    );
    for part in [
        Message::new("undo-changed")
            .text("cell", "A1")
            .num("value", 2),
        Message::new("undo-changed")
            .text("cell", "B1")
            .num("value", 2),
    ] {
        let words = say(part);
        assert!(line.contains(&words), "{line:?} lacks {words:?}");
    }
    assert_eq!(
        one_line(&mut rig, Command::Game(GameAction::Undo)),
        say(Message::new("undo-nothing"))
    );
}

#[test]
fn quit_and_new_game_need_yes_and_anything_else_keeps_playing() {
    let cases = [
        (InputMode::Keys, Command::Quit, "confirm-quit"),
        (InputMode::Lines, Command::Quit, "confirm-quit-lines"),
        (
            InputMode::Keys,
            Command::Game(GameAction::NewGame),
            "confirm-new-game",
        ),
        (
            InputMode::Lines,
            Command::Game(GameAction::NewGame),
            "confirm-new-game-lines",
        ),
    ];
    let kept = say(Message::new("confirm-cancelled"));
    for (mode, ask, question) in cases {
        let what = format!("{mode:?} {ask:?}");
        let mut rig = rig_at("2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0", mode);
        one_line(&mut rig, Command::Game(GameAction::Slide(Direction::Left)));
        let played = rig.position();
        // Anything but yes keeps playing, and is not carried out.
        for other in [
            Command::Game(GameAction::Slide(Direction::Right)),
            Command::Read(Reading::Score),
            Command::UnknownKey,
        ] {
            assert_eq!(
                one_line(&mut rig, ask.clone()),
                say(Message::new(question)),
                "{what}"
            );
            assert_eq!(
                one_line(&mut rig, other.clone()),
                kept,
                "{what} then {other:?}"
            );
            assert_eq!(
                rig.position(),
                played,
                "{what} then {other:?} changed the board"
            );
        }
        // Yes does it.
        assert_eq!(
            one_line(&mut rig, ask.clone()),
            say(Message::new(question)),
            "{what}"
        );
        let answer = rig.send(Command::Yes);
        assert_spoken_as_printed(&answer, &what);
        assert_eq!(answer.printed.len(), 1, "{what}");
        if ask == Command::Quit {
            assert_eq!(answer.flow, Flow::Quit, "{what}");
            let bye = say(Message::new("goodbye").num("score", 4).num("moves", 1));
            assert_eq!(answer.printed[0], bye, "{what}");
        } else {
            assert_eq!(answer.flow, Flow::Continue, "{what}");
            let game = rig.controller.session().classic().unwrap();
            assert_eq!(
                (game.moves(), game.score(), game.board().tile_count()),
                (0, 0, 2)
            );
            let start = say(Message::new("game-start-short").list("tiles", vec![]));
            let head = start.split(':').next().unwrap();
            assert!(
                answer.printed[0].starts_with(head),
                "{what}: {:?}",
                answer.printed
            );
        }
    }
}

#[test]
fn quit_now_and_fresh_games_need_no_question() {
    let mut rig = rig_at("2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0", InputMode::Keys);
    // No move made yet: a new game starts at once.
    let line = one_line(&mut rig, Command::Game(GameAction::NewGame));
    assert!(
        !line.contains(&say(Message::new("confirm-new-game"))),
        "{line}"
    );
    assert_eq!(rig.controller.session().board().tile_count(), 2);
    let answer = rig.send(Command::QuitNow);
    assert_spoken_as_printed(&answer, "QuitNow");
    assert_eq!(answer.flow, Flow::Quit);
    assert_eq!(
        answer.printed,
        vec![say(Message::new("goodbye").num("score", 0).num("moves", 0))]
    );
}

#[test]
fn speech_off_prints_without_speaking_and_on_speaks_again() {
    let mut rig = rig_at("2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 2", InputMode::Keys);
    // "Speech off." is itself spoken, so the player hears it.
    assert_eq!(
        one_line(&mut rig, Command::Setting(Setting::Speech(Switch::Off))),
        say(Message::new("speech-off"))
    );
    for command in [
        Command::Read(Reading::Score),
        Command::Cursor(CursorMove::Step(Direction::Right)),
        Command::Game(GameAction::Slide(Direction::Down)),
        Command::Help(None),
        Command::Repeat,
    ] {
        let answer = rig.send(command.clone());
        assert!(!answer.printed.is_empty(), "{command:?} printed nothing");
        assert!(
            answer.spoken.is_empty(),
            "{command:?} spoke {:?}",
            answer.spoken
        );
    }
    assert_eq!(
        one_line(&mut rig, Command::Setting(Setting::Speech(Switch::On))),
        say(Message::new("speech-on"))
    );
    one_line(&mut rig, Command::Read(Reading::Score));
    // The toggle goes both ways.
    assert_eq!(
        one_line(&mut rig, Command::Setting(Setting::Speech(Switch::Toggle))),
        say(Message::new("speech-off"))
    );
    let quiet = rig.send(Command::Read(Reading::Score));
    assert!(quiet.spoken.is_empty() && quiet.printed.len() == 1);
    assert_eq!(
        one_line(&mut rig, Command::Setting(Setting::Speech(Switch::Toggle))),
        say(Message::new("speech-on"))
    );
}

#[test]
fn rate_goes_up_and_down_in_steps_within_0_to_100() {
    let mut rig = rig_at("2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 2", InputMode::Keys);
    let step = u64::from(accessible_2048::speech::RATE_STEP);
    let rate = |r: u64| say(Message::new("speech-rate").num("rate", r));
    let cases = [
        (Command::Setting(Setting::Rate(Level::Up)), 50 + step),
        (Command::Setting(Setting::Rate(Level::Down)), 50),
        (Command::Setting(Setting::Rate(Level::Down)), 50 - step),
        (Command::Setting(Setting::Rate(Level::Set(100))), 100),
        (Command::Setting(Setting::Rate(Level::Up)), 100),
        (Command::Setting(Setting::Rate(Level::Set(0))), 0),
        (Command::Setting(Setting::Rate(Level::Down)), 0),
        (Command::Setting(Setting::Rate(Level::Set(73))), 73),
    ];
    for (command, expected) in cases {
        assert_eq!(
            one_line(&mut rig, command.clone()),
            rate(expected),
            "{command:?}"
        );
    }
}

#[test]
fn a_win_is_announced_once_after_the_slide_line() {
    let mut rig = rig_at("1024 1024 0 0/0 0 0 0/0 0 0 0/0 0 0 0", InputMode::Keys);
    let answer = rig.send(Command::Game(GameAction::Slide(Direction::Left)));
    assert_spoken_as_printed(&answer, "winning slide");
    assert_eq!(answer.printed.len(), 2, "{:?}", answer.printed);
    assert!(
        answer.printed[0].starts_with(&say(Message::new("merged-into")
            .num("value", 2048)
            .text("cell", "A1"))),
        "{:?}",
        answer.printed
    );
    assert_eq!(
        answer.printed[1],
        say(Message::new("win").num("score", 2048).num("moves", 1))
    );
    // Play goes on, and the win is not said again.
    let next = rig.send(Command::Game(GameAction::Slide(Direction::Right)));
    assert_spoken_as_printed(&next, "next slide");
    assert_eq!(next.printed.len(), 1, "{:?}", next.printed);
}

#[test]
fn game_over_gives_score_moves_highest_and_choices() {
    // A checkerboard of 2s and 4s with 8 8 in the last row: left merges the
    // 8s into 16 at C4, and with no 4s the new tile is a 2 at D4, the only
    // empty cell, so no neighbours are equal: game over after 1 move, score
    // 16, highest tile 16.
    let config = GameConfig {
        four_chance: 0.0,
        ..GameConfig::default()
    };
    for (mode, choices) in [
        (InputMode::Keys, "game-over-choices"),
        (InputMode::Lines, "game-over-choices-lines"),
    ] {
        let mut rig = rig_with(
            "2 4 2 4/4 2 4 2/2 4 2 4/4 2 8 8",
            mode,
            config,
            CellStyle::default(),
        );
        let answer = rig.send(Command::Game(GameAction::Slide(Direction::Left)));
        assert_spoken_as_printed(&answer, "last slide");
        // The slide, then the news (game over with score, moves and
        // highest tile), then the choices, undo among them.
        assert_eq!(answer.printed.len(), 3, "{:?}", answer.printed);
        assert_eq!(
            answer.printed[0],
            say(Message::new("slide-news")
                .list(
                    "merges",
                    vec![
                        Message::new("merged-into")
                            .num("value", 16)
                            .text("cell", "C4")
                    ]
                )
                .num("value", 2)
                .text("cell", "D4"))
        );
        let over = say(Message::new("game-over")
            .num("score", 16)
            .num("moves", 1)
            .num("highest", 16));
        assert_eq!(answer.printed[1], over);
        assert_eq!(answer.printed[2], say(Message::new(choices)));
        assert!(answer.printed[2].contains("undo") || answer.printed[2].contains("U to"));
        assert_eq!(rig.position(), "2 4 2 4/4 2 4 2/2 4 2 4/4 2 16 2");

        // After game over: slides say so, reading still works, quit needs
        // no question, and a new game needs none either.
        // The news, then the choices on their own line.
        let is_over = rig.send(Command::Game(GameAction::Slide(Direction::Up)));
        assert_spoken_as_printed(&is_over, "slide after game over");
        assert_eq!(
            is_over.printed,
            vec![
                say(Message::new("game-is-over")),
                say(Message::new(choices))
            ]
        );
        assert_eq!(
            one_line(&mut rig, Command::Read(Reading::Score)),
            say(Message::new("score").num("score", 16).num("moves", 1))
        );
        let mut after_new = rig_with(
            "2 4 2 4/4 2 4 2/2 4 2 4/4 2 8 8",
            mode,
            config,
            CellStyle::default(),
        );
        after_new.send(Command::Game(GameAction::Slide(Direction::Left)));
        let fresh = one_line(&mut after_new, Command::Game(GameAction::NewGame));
        assert_eq!(
            after_new.controller.session().classic().unwrap().moves(),
            0,
            "{fresh}"
        );
        assert_eq!(
            after_new.controller.session().board().tile_count(),
            2,
            "{fresh}"
        );
        let bye = rig.send(Command::Quit);
        assert_eq!(
            bye.flow,
            Flow::Quit,
            "{mode:?}: quit after game over asks nothing"
        );
        assert_eq!(
            bye.printed,
            vec![say(Message::new("goodbye")
                .num("score", 16)
                .num("moves", 1))]
        );
    }
}

#[test]
fn unknown_input_points_to_help() {
    let cases = [
        (
            InputMode::Keys,
            Command::UnknownKey,
            say(Message::new("unknown-key")),
        ),
        (
            InputMode::Lines,
            Command::UnknownKey,
            say(Message::new("unknown-command-plain")),
        ),
        (
            InputMode::Lines,
            Command::UnknownCommand("jump".into()),
            say(Message::new("unknown-command").text("text", "jump")),
        ),
        (
            InputMode::Keys,
            Command::Yes,
            say(Message::new("unknown-key")),
        ),
    ];
    for (mode, command, expected) in cases {
        let mut rig = rig_at("2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 0", mode);
        assert_eq!(
            one_line(&mut rig, command.clone()),
            expected,
            "{mode:?} {command:?}"
        );
    }
}

#[test]
fn unavailable_speech_is_said_once_in_text_and_the_game_goes_on() {
    let speaker = Silent::instead_of_speech(50, SpeechProblem::Timeout);
    let mut rig = Rig::with_speaker(
        Some("2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 0"),
        SEED,
        GameConfig::default(),
        InputMode::Lines,
        CellStyle::default(),
        Box::new(speaker),
        Recorder::new(),
    );
    let first = rig.send(Command::Read(Reading::Score));
    let unavailable = common::speech_notice(
        Message::new("speech-unavailable")
            .list("reason", vec![Message::new("speech-reason-timeout")]),
        InputMode::Lines,
    );
    let score = say(Message::new("score").num("score", 0).num("moves", 0));
    assert_eq!(first.printed, vec![unavailable.clone(), score.clone()]);
    let second = rig.send(Command::Read(Reading::Score));
    assert_eq!(second.printed, vec![score], "said once only");
    // Asking for speech again explains why it cannot be had.
    let on = rig.send(Command::Setting(Setting::Speech(Switch::On)));
    assert_eq!(on.printed, vec![unavailable]);
}

#[test]
fn a_resumed_game_says_where_its_biggest_tiles_are() {
    use accessible_2048::engine::{Board, Game, GameConfig, Pcg32};
    use accessible_2048::narration::{Arg, CellStyle, Verbosity};
    use accessible_2048::play::{Opening, Session};
    // (board, the cells named, biggest first, reading order among equals)
    let table = [
        ("2 0 0 64/0 128 0 0/0 0 0 0/8 0 0 64", ["B2", "D1"]),
        ("4 4 4 4/0 0 0 0/0 0 0 0/0 0 0 2", ["A1", "B1"]),
    ];
    for (position, cells) in table {
        for verbosity in Verbosity::ALL {
            let game = Game::from_board(
                GameConfig::default(),
                Board::parse(position).unwrap(),
                Pcg32::from_seed(1),
            )
            .unwrap();
            let session = Session::new(
                game,
                None,
                Pcg32::from_seed(2),
                CellStyle::default(),
                InputMode::Keys,
            )
            .with_verbosity(verbosity);
            let greeting = session.greeting(Opening::Resumed);
            let tiles = greeting
                .iter()
                .flat_map(|line| &line.parts)
                .find(|m| m.id == "game-resumed-tiles")
                .unwrap_or_else(|| panic!("{verbosity}: {greeting:?}"));
            let Some(Arg::Series(named)) = tiles.arg("tiles") else {
                panic!("{tiles:?}")
            };
            let named: Vec<_> = named.iter().filter_map(|m| m.arg("cell")).collect();
            let expected: Vec<Arg> = cells.iter().map(|c| Arg::Text(c.to_string())).collect();
            assert_eq!(
                named,
                expected.iter().collect::<Vec<_>>(),
                "{position} {verbosity}"
            );
        }
    }
}
