//! Statistics that last: a table of finished games (won, lost, given up, of
//! several sizes and odds) gives the figures worked out here from the table
//! itself; an old records file is read and upgraded on the next write; a
//! damaged one is set aside; `stats` prints them as plain lines, in each
//! of the five languages (made here from the catalog's own messages), in
//! the language `--lang`, the preferences or the environment choose as the
//! game chooses it, and `--json` as valid JSON; a bad `--lang` exits 2 in
//! one line; and through the real binary, a game counts once
//! it is over or given up for a new one after a slide, never when it is
//! quit (it is resumed), while `stats` (line mode) and 6 (keys, in tmux)
//! say the summary.

use crate::common;
use common::espeak::VOICES;
use common::records::small_records;
use common::reopened_store::open_after_drop;

use std::path::Path;

use accessible_2048::i18n::{LOCALES, Locale, Localizer};
use accessible_2048::narration::{Announcement, Message};
use accessible_2048::settings::{Preferences, SETTINGS_FILE, encode_preferences};
use accessible_2048::storage::{
    Damage, Finish, GameResult, LAST_RESULTS, Loaded, RECORDS_FILE, RECORDS_VERSION, Records, Store,
};
use common::tmux::Game;
use common::{game_command, run_with_input, say};
use serde_json::{Value, json};
use tempfile::TempDir;

fn result(
    size: usize,
    four_chance: f64,
    score: u64,
    highest_tile: u64,
    moves: u64,
    finish: Finish,
) -> GameResult {
    GameResult {
        size,
        four_chance,
        score,
        highest_tile,
        moves,
        finish,
        id: None,
    }
}

/// Games of three sizes and odds, in the order played: won, lost and given
/// up, one kind with more than ten games.
fn table() -> Vec<GameResult> {
    use Finish::{Abandoned, Over};
    let mut games = vec![
        result(4, 0.5, 20_000, 2048, 900, Over),
        result(4, 0.5, 3_100, 256, 250, Over),
        result(4, 0.1, 36_000, 4096, 1800, Over),
        result(4, 0.5, 8_200, 512, 500, Abandoned),
        result(3, 0.5, 600, 64, 90, Over),
        result(4, 0.5, 12_000, 1024, 700, Over),
        result(4, 0.1, 16, 8, 3, Abandoned),
        result(4, 0.5, 27_500, 2048, 1300, Over),
    ];
    for n in 0..9 {
        games.push(result(3, 0.5, 100 * n + 40, 16 << (n % 3), 20 + n, Over));
    }
    games.push(result(4, 0.5, 6_100, 512, 530, Over));
    games
}

/// What the statistics of one size and odds must be, worked out from the
/// games alone.
fn expected(games: &[GameResult], size: usize, four_chance: f64) -> Value {
    let mine: Vec<&GameResult> = games
        .iter()
        .filter(|g| g.size == size && g.four_chance == four_chance)
        .collect();
    let mut scores: Vec<u64> = mine.iter().map(|g| g.score).collect();
    scores.sort();
    let n = scores.len();
    let median = if n % 2 == 1 {
        scores[n / 2]
    } else {
        (scores[n / 2 - 1] + scores[n / 2]) / 2
    };
    let mut reached = Vec::new();
    for tile in [512u64, 1024, 2048, 4096, 8192] {
        let games = mine.iter().filter(|g| g.highest_tile >= tile).count();
        if games > 0 {
            reached.push(json!({ "tile": tile, "games": games }));
        }
    }
    let last: Vec<Value> = mine[n.saturating_sub(LAST_RESULTS)..]
        .iter()
        .map(|g| {
            json!({
                "score": g.score,
                "highest_tile": g.highest_tile,
                "moves": g.moves,
                "finish": match g.finish { Finish::Over => "over", Finish::Abandoned => "abandoned" },
            })
        })
        .collect();
    json!({
        "size": size,
        "four_chance": four_chance,
        "played": n,
        "won": mine.iter().filter(|g| g.highest_tile >= 2048).count(),
        "reached": reached,
        "best_score": scores.iter().max(),
        "median_score": median,
        "longest_game": mine.iter().map(|g| g.moves).max(),
        "last": last,
    })
}

/// `accessible-2048 ARGS` beside the game, English, exit code and output.
fn stats_command(args: &[&str]) -> common::Run {
    stats_with_lang("C", args)
}

/// `accessible-2048 ARGS` with `LANG` set to `lang` and no other locale
/// variable, exit code and output.
fn stats_with_lang(lang: &str, args: &[&str]) -> common::Run {
    common::Binary::english()
        .args(args)
        .env("LANG", lang)
        .stdin(b"")
        .run()
}

/// One message as a line in `words`' language.
fn line(words: &Localizer, message: Message) -> String {
    words.line(&Announcement::one(message))
}

/// The odds of a 4 as the `stats` lines name them: the whole part, and the
/// digits after the decimal mark when there are any.
fn board_message(size: u64, odds: f64) -> Message {
    let written = odds.to_string();
    match written.split_once('.') {
        Some((whole, fraction)) => Message::new("stats-board")
            .num("size", size)
            .num("whole", whole.parse().unwrap())
            .text("fraction", fraction),
        None => Message::new("stats-board-whole")
            .num("size", size)
            .num("whole", written.parse().unwrap()),
    }
}

/// The plain lines `stats` must print for these games, in `words`'
/// language: the catalog's own messages filled with the figures worked out
/// from the games themselves ([`expected`]), a blank line between kinds.
fn expected_lines(words: &Localizer, games: &[GameResult], kinds: &[(usize, f64)]) -> Vec<String> {
    let number = |value: &Value| value.as_u64().expect("a number");
    let mut lines = vec![
        line(
            words,
            Message::new("stats-best-score")
                .num("score", games.iter().map(|g| g.score).max().unwrap_or(0)),
        ),
        line(
            words,
            Message::new("stats-highest-tile").num(
                "tile",
                games.iter().map(|g| g.highest_tile).max().unwrap_or(0),
            ),
        ),
    ];
    if games.is_empty() {
        lines.push(line(words, Message::new("stats-no-games")));
    }
    for &(size, odds) in kinds {
        let want = expected(games, size, odds);
        lines.push(String::new());
        lines.push(line(words, board_message(size as u64, odds)));
        lines.push(line(
            words,
            Message::new("stats-played").num("count", number(&want["played"])),
        ));
        lines.push(line(
            words,
            Message::new("stats-won").num("count", number(&want["won"])),
        ));
        lines.push(line(
            words,
            Message::new("stats-best-score").num("score", number(&want["best_score"])),
        ));
        lines.push(line(
            words,
            Message::new("stats-median").num("score", number(&want["median_score"])),
        ));
        for reached in want["reached"].as_array().unwrap() {
            lines.push(line(
                words,
                Message::new("stats-reached")
                    .num("tile", number(&reached["tile"]))
                    .num("count", number(&reached["games"])),
            ));
        }
        lines.push(line(
            words,
            Message::new("stats-longest").num("moves", number(&want["longest_game"])),
        ));
        // The latest results under their heading, one a line.
        lines.push(line(words, Message::new("stats-last")));
        let results: Vec<String> = want["last"]
            .as_array()
            .unwrap()
            .iter()
            .rev()
            .map(|result| {
                let id = match result["finish"].as_str() {
                    Some("over") => "stats-result-over",
                    Some("abandoned") => "stats-result-abandoned",
                    other => panic!("finish {other:?}"),
                };
                line(
                    words,
                    Message::new(id)
                        .num("score", number(&result["score"]))
                        .num("tile", number(&result["highest_tile"]))
                        .num("moves", number(&result["moves"])),
                )
            })
            .collect();
        lines.extend(results);
    }
    lines
}

/// A records file holding `games`, in a new directory.
fn records_of(games: &[GameResult]) -> TempDir {
    let dir = TempDir::new().unwrap();
    let (mut store, problem) = Store::open(Some(dir.path()));
    assert_eq!(problem, None);
    for game in games {
        assert_eq!(store.record_game(game).problem, None);
    }
    dir
}

/// The sizes and odds of the table, in the order `stats` prints them.
const KINDS: [(usize, f64); 3] = [(3, 0.5), (4, 0.1), (4, 0.5)];

/// Keeps `language` as the preferred one in `dir`'s preferences file.
fn prefer(dir: &Path, language: &str) {
    let preferences = Preferences {
        language: Some(language.to_string()),
        ..Preferences::default()
    };
    std::fs::create_dir_all(dir).unwrap();
    std::fs::write(dir.join(SETTINGS_FILE), encode_preferences(&preferences)).unwrap();
}

fn locale(id: &str) -> &'static Locale {
    LOCALES.iter().find(|l| l.id == id).expect(id)
}

#[test]
fn the_lines_come_in_each_of_the_five_languages() {
    let games = table();
    let dir = records_of(&games);
    let data = dir.path().to_string_lossy().into_owned();
    assert_eq!(LOCALES.len(), 5);
    let mut seen = Vec::new();
    for locale in LOCALES {
        let want = expected_lines(&Localizer::new(locale), &games, &KINDS);
        let run = stats_command(&["stats", "--lang", locale.id, "--data-dir", &data]);
        assert_eq!(run.code, Some(0), "{}: {}", locale.id, run.stderr);
        assert_eq!(run.lines(), want, "{}", locale.id);
        assert!(
            !seen.contains(&want),
            "{} says what another says",
            locale.id
        );
        seen.push(want);
    }
    // Whole odds name no decimal mark.
    let whole = [
        result(4, 0.0, 40, 8, 12, Finish::Over),
        result(5, 1.0, 1, 16, 1, Finish::Abandoned),
    ];
    let dir = records_of(&whole);
    for locale in LOCALES {
        let want = expected_lines(&Localizer::new(locale), &whole, &[(4, 0.0), (5, 1.0)]);
        let run = stats_command(&[
            "stats",
            "--lang",
            locale.id,
            "--data-dir",
            &dir.path().to_string_lossy(),
        ]);
        assert_eq!(run.lines(), want, "{}", locale.id);
    }
}

/// The language kept in the data dir's preferences, the one kept in
/// `--config-dir`'s (`Some("")`: a config dir with no preferences file),
/// `--lang`, `LANG`; then the locale of the lines, and whether the language
/// asked for was unavailable.
type LanguageCase = (
    Option<&'static str>,
    Option<&'static str>,
    Option<&'static str>,
    &'static str,
    &'static str,
    bool,
);

#[test]
fn the_language_is_chosen_as_the_game_chooses_it() {
    let games = table();
    let dir = records_of(&games);
    let data = dir.path().to_string_lossy().into_owned();
    let config = TempDir::new().unwrap();
    let elsewhere = config.path().join("elsewhere");
    let elsewhere = elsewhere.to_string_lossy().into_owned();
    let cases: [LanguageCase; 11] = [
        (None, None, None, "C", "en-US", false),
        (None, None, None, "de_DE.UTF-8", "de", false),
        (None, None, None, "es_MX.UTF-8", "es", false),
        (Some("fr"), None, None, "C", "fr", false),
        (Some("pt"), None, None, "de_DE.UTF-8", "pt-BR", false),
        (Some("fr"), None, Some("de"), "es_ES.UTF-8", "de", false),
        // --config-dir takes the place of the data dir.
        (Some("fr"), Some("es"), None, "C", "es", false),
        (Some("fr"), Some(""), None, "de_DE.UTF-8", "de", false),
        // A language there is no locale for falls back to English, saying so.
        (Some("tlh"), None, None, "de_DE.UTF-8", "en-US", true),
        (None, None, Some("nl"), "fr_FR.UTF-8", "en-US", true),
        (None, None, None, "ja_JP.UTF-8", "en-US", true),
    ];
    for (kept, kept_elsewhere, flag, lang, id, unavailable) in cases {
        let _ = std::fs::remove_file(dir.path().join(SETTINGS_FILE));
        let _ = std::fs::remove_dir_all(&elsewhere);
        if let Some(kept) = kept {
            prefer(dir.path(), kept);
        }
        let mut args = vec!["stats", "--data-dir", &data];
        if let Some(kept) = kept_elsewhere {
            std::fs::create_dir_all(&elsewhere).unwrap();
            if !kept.is_empty() {
                prefer(Path::new(&elsewhere), kept);
            }
            args.extend(["--config-dir", elsewhere.as_str()]);
        }
        if let Some(flag) = flag {
            args.extend(["--lang", flag]);
        }
        let case = format!("{kept:?} {kept_elsewhere:?} {flag:?} LANG={lang}");
        let run = stats_with_lang(lang, &args);
        assert_eq!(run.code, Some(0), "{case}: {}", run.stderr);
        let words = Localizer::new(locale(id));
        let mut want = expected_lines(&words, &games, &KINDS);
        let lines = run.lines();
        if unavailable {
            let notice = lines.first().cloned().unwrap_or_default();
            let fallback = say(Message::new("language-fallback").text("requested", "#"));
            let (head, tail) = fallback.split_once('#').unwrap();
            assert!(
                notice.starts_with(head) && notice.ends_with(tail),
                "{case}: {notice:?}"
            );
            want.insert(0, notice);
        }
        assert_eq!(lines, want, "{case}");
    }
    // The preferences are read, never changed: a damaged file stays as it
    // is (the game sets it aside when it next starts), and the environment
    // chooses.
    std::fs::write(dir.path().join(SETTINGS_FILE), "rate = 999\n").unwrap();
    let run = stats_with_lang("fr_FR.UTF-8", &["stats", "--data-dir", &data]);
    assert_eq!(
        run.lines(),
        expected_lines(&Localizer::new(locale("fr")), &games, &KINDS)
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join(SETTINGS_FILE)).unwrap(),
        "rate = 999\n"
    );
    // --json keeps its English keys whatever the language.
    prefer(dir.path(), "de");
    let german = stats_with_lang("C", &["stats", "--json", "--data-dir", &data]);
    assert_eq!(
        german.stdout,
        stats_command(&["stats", "--json", "--data-dir", &data, "--lang", "en"]).stdout
    );
    assert_eq!(
        serde_json::from_str::<Value>(&german.stdout).unwrap()["best_score"],
        36_000
    );
}

fn stats_json(dir: &Path) -> Value {
    let run = stats_command(&["stats", "--json", "--data-dir", &dir.to_string_lossy()]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    serde_json::from_str(&run.stdout).expect("stats --json prints valid JSON")
}

#[test]
fn a_table_of_games_gives_the_figures_and_they_last() {
    let dir = TempDir::new().unwrap();
    let games = table();
    {
        let (mut store, problem) = Store::open(Some(dir.path()));
        assert_eq!(problem, None);
        for game in &games {
            assert_eq!(store.record_game(game).problem, None);
        }
        assert_eq!(
            store.records(),
            Records {
                best_score: 36_000,
                highest_tile: 4096
            }
        );
    }
    let kinds = KINDS;
    // Read again by another store, and by the stats command.
    let (mut again, _) = open_after_drop(dir.path());
    assert!(matches!(again.load_records(), Loaded::Found(_)));
    for (size, odds) in kinds {
        let tally = again.statistics().tally(size, odds).expect("a tally");
        let want = expected(&games, size, odds);
        assert_eq!(tally.played, want["played"], "{size} {odds}");
        assert_eq!(tally.won, want["won"], "{size} {odds}");
        assert_eq!(tally.median_score(), want["median_score"].as_u64());
    }
    assert_eq!(again.statistics().tallies().len(), kinds.len());
    drop(again);
    let document = stats_json(dir.path());
    assert_eq!(document["best_score"], 36_000);
    assert_eq!(document["highest_tile"], 4096);
    let wanted: Vec<Value> = kinds
        .iter()
        .map(|&(size, odds)| expected(&games, size, odds))
        .collect();
    assert_eq!(document["games"], Value::Array(wanted));
    // The 3×3 games number ten, so the last ten leave out the first one.
    assert_eq!(document["games"][0]["played"], 10);
    assert_eq!(document["games"][0]["last"].as_array().unwrap().len(), 10);

    // Without --lang, under LANG=C: the English lines.
    let run = stats_command(&["stats", "--data-dir", &dir.path().to_string_lossy()]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(
        run.lines(),
        expected_lines(&common::words(), &games, &kinds)
    );
}

#[test]
fn an_old_records_file_is_read_and_upgraded_on_the_next_write() {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join(RECORDS_FILE);
    std::fs::write(
        &path,
        "{\n  \"format\": \"accessible-2048 records\",\n  \"version\": 1,\n  \
         \"best_score\": 50000,\n  \"highest_tile\": 4096\n}\n",
    )
    .unwrap();
    let run = stats_command(&["stats", "--data-dir", &dir.path().to_string_lossy()]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(
        run.lines(),
        [
            say(Message::new("stats-best-score").num("score", 50_000)),
            say(Message::new("stats-highest-tile").num("tile", 4096)),
            say(Message::new("stats-no-games")),
        ]
    );
    {
        let (mut store, _) = Store::open(Some(dir.path()));
        assert_eq!(
            store.load_records(),
            Loaded::Found(Records {
                best_score: 50_000,
                highest_tile: 4096
            })
        );
        assert!(store.statistics().is_empty());
        let game = result(4, 0.5, 900, 64, 80, Finish::Over);
        let recorded = store.record_game(&game);
        assert!(!recorded.new_best_score());
    }
    let file: Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    assert_eq!(file["version"], RECORDS_VERSION);
    assert_eq!(file["best_score"], 50_000, "the old fields are kept");
    assert_eq!(file["highest_tile"], 4096);
    assert_eq!(file["games"][0]["played"], 1);
    assert_eq!(file["games"][0]["best_score"], 900);
}

/// A change made to a good records file.
type Edit = fn(&mut Value);

#[test]
fn a_damaged_records_file_is_set_aside() {
    let good = small_records(0);
    let cases: [(&str, Edit, &str); 8] = [
        (
            "won > played",
            |d| d["games"][0]["won"] = json!(3),
            "games[0].won",
        ),
        (
            "a size",
            |d| d["games"][0]["size"] = json!(9),
            "games[0].size",
        ),
        (
            "odds",
            |d| d["games"][0]["four_chance"] = json!(1.5),
            "games[0].four_chance",
        ),
        (
            "not a tile",
            |d| d["games"][0]["reached"] = json!([{ "tile": 500, "games": 1 }]),
            "games[0].reached",
        ),
        (
            "a finish",
            |d| d["games"][0]["last"][0]["finish"] = json!("lost"),
            "games[0].last[0].finish",
        ),
        (
            "a negative score",
            |d| d["games"][0]["scores"][1] = json!(-60),
            "games[0].scores[1]",
        ),
        (
            "missing played",
            |d| {
                d["games"][0].as_object_mut().unwrap().remove("played");
            },
            "games[0].played",
        ),
        (
            "counted twice",
            |d| {
                let twin = d["games"][0].clone();
                d["games"].as_array_mut().unwrap().push(twin);
            },
            "games[1]",
        ),
    ];
    for (name, damage, field) in cases {
        let dir = TempDir::new().unwrap();
        let path = dir.path().join(RECORDS_FILE);
        let mut document = good.clone();
        damage(&mut document);
        let text = serde_json::to_string_pretty(&document).unwrap();
        std::fs::write(&path, &text).unwrap();

        // The stats command reports it (figures that disagree by what is
        // wrong, other damage by where) and leaves it in place.
        let said = match name {
            "won > played" => "more games won than played",
            _ => field,
        };
        let run = stats_command(&["stats", "--data-dir", &dir.path().to_string_lossy()]);
        assert_eq!(run.code, Some(1), "{name}: {}", run.stdout);
        assert!(
            run.stderr.contains(said) && run.stderr.lines().count() == 1,
            "{name}: {}",
            run.stderr
        );
        assert_eq!(std::fs::read_to_string(&path).unwrap(), text, "{name}");

        // The game sets it aside, kept, and starts its records from zero.
        let (mut store, _) = Store::open(Some(dir.path()));
        match store.load_records() {
            Loaded::SetAside { reason, moved_to } => {
                assert!(
                    matches!(&reason, Damage::Corrupt { detail, .. } if detail.starts_with(field)),
                    "{name}: {reason:?}"
                );
                assert_eq!(std::fs::read_to_string(&moved_to).unwrap(), text, "{name}");
            }
            other => panic!("{name}: {other:?}"),
        }
        assert!(!path.exists(), "{name}");
        assert!(store.statistics().is_empty(), "{name}");
    }
    // The good one is read whole.
    let dir = TempDir::new().unwrap();
    std::fs::write(dir.path().join(RECORDS_FILE), good.to_string()).unwrap();
    let (mut store, _) = Store::open(Some(dir.path()));
    assert!(matches!(store.load_records(), Loaded::Found(_)));
    let tally = store.statistics().tally(4, 0.5).expect("the tally");
    assert_eq!((tally.played, tally.median_score()), (2, Some(80)));
}

#[test]
fn stats_json_is_valid_and_bad_arguments_exit_2() {
    let dir = TempDir::new().unwrap();
    assert_eq!(
        stats_json(dir.path()),
        json!({ "best_score": 0, "highest_tile": 0, "games": [] })
    );
    let data = dir.path().to_string_lossy().into_owned();
    for args in [
        &["stats", "--bogus"][..],
        &["stats", "extra"],
        &["stats", "--json=yes"],
        &["stats", "--data-dir"],
    ] {
        let mut all = args.to_vec();
        if args.len() < 3 {
            all.extend(["--data-dir", data.as_str()]);
        }
        let run = stats_command(&all);
        assert_eq!(run.code, Some(2), "{all:?}: {}", run.stderr);
        assert_eq!(run.stdout, "", "{all:?}");
        assert!(!run.stderr.contains("panicked"), "{all:?}");
    }
    // A --lang that is no language tag at all: one line, exit 2, with
    // --json too, and whatever the preferences say.
    prefer(dir.path(), "de");
    for lang in ["x/y", "not a language!", "\u{1b}[31mred"] {
        for json in [false, true] {
            let mut args = vec!["stats", "--data-dir", data.as_str(), "--lang", lang];
            if json {
                args.push("--json");
            }
            let run = stats_command(&args);
            assert_eq!(run.code, Some(2), "{args:?}: {}", run.stderr);
            assert_eq!(run.stdout, "", "{args:?}");
            assert_eq!(run.stderr.lines().count(), 1, "{args:?}: {}", run.stderr);
            assert!(run.stderr.contains("--lang"), "{args:?}: {}", run.stderr);
            assert!(!run.stderr.contains('\u{1b}'), "{args:?}: {}", run.stderr);
        }
    }
}

/// Plays one run of the game in line mode on `dir`; the lines printed.
fn play(dir: &Path, args: &[&str], input: &str) -> Vec<String> {
    let mut all = vec!["--no-speech"];
    all.extend_from_slice(args);
    let run = run_with_input(game_command(&all, dir), input.as_bytes());
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    run.lines()
}

/// The summary's lines: the games, the best and last scores, the median.
fn summary(played: u64, won: u64, best: u64, median: u64, last: u64) -> Vec<String> {
    vec![
        say(Message::new("stats-games")
            .num("played", played)
            .num("won", won)),
        say(Message::new("stats-scores")
            .num("best", best)
            .num("last", last)),
        say(Message::new("stats-median-score").num("median", median)),
    ]
}

/// Whether `lines` hold `wanted`, one after another.
fn holds(lines: &[String], wanted: &[String]) -> bool {
    lines.windows(wanted.len()).any(|w| w == wanted)
}

#[test]
fn through_the_binary_a_game_counts_once_it_is_finished() {
    let dir = TempDir::new().unwrap();
    let won_board = ["--four-chance", "0", "--board", "1024 1024 0/0 0 0/0 0 0"];
    let lines = play(dir.path(), &won_board, "stats\nleft\nnew\nyes\n");
    assert!(
        lines.contains(&say(Message::new("stats-none"))),
        "{lines:?}"
    );
    // One slide to the end: on the 3×3 board below, a 2 comes to A3.
    let last_board = ["--four-chance", "0", "--board", "2 4 2/4 2 4/4 0 8"];
    let lines = play(dir.path(), &last_board, "right\nstats\n");
    // Won and given up (score 2048), then over (score 0); the new game
    // that had no slide does not count.
    let wanted = summary(2, 1, 2048, 1024, 0);
    assert!(holds(&lines, &wanted), "{wanted:?} in {lines:?}");

    // Quit after slides, then resumed and quit again: not counted.
    let random = ["--size", "3", "--four-chance", "0", "--seed", "9"];
    play(dir.path(), &random, "left\nright\nup\ndown\n");
    let lines = play(dir.path(), &[], "stats\n");
    assert!(holds(&lines, &wanted), "{wanted:?} in {lines:?}");
    assert_eq!(stats_json(dir.path())["games"][0]["played"], 2);

    // Replaced by a new game at the start: given up, so counted.
    play(
        dir.path(),
        &["--size", "3", "--four-chance", "0", "--seed", "10"],
        "",
    );
    let document = stats_json(dir.path());
    let tally = &document["games"][0];
    assert_eq!(
        (tally["size"].clone(), tally["played"].clone()),
        (json!(3), json!(3))
    );
    assert_eq!(tally["won"], 1);
    assert_eq!(
        tally["reached"],
        json!([{ "tile": 512, "games": 1 }, { "tile": 1024, "games": 1 }, { "tile": 2048, "games": 1 }])
    );
    let last = tally["last"].as_array().unwrap();
    assert_eq!(
        last[0],
        json!({ "score": 2048, "highest_tile": 2048, "moves": 1, "finish": "abandoned" })
    );
    assert_eq!(
        last[1],
        json!({ "score": 0, "highest_tile": 8, "moves": 1, "finish": "over" })
    );
    assert_eq!(last[2]["finish"], "abandoned");
    assert!(last[2]["moves"].as_u64().unwrap() >= 1, "{last:?}");
}

#[test]
fn key_6_says_the_summary() {
    if !common::require("tmux", "-V", "ACCESSIBLE_2048_SKIP_TMUX", "tmux") {
        return;
    }
    let dir = TempDir::new().unwrap();
    let tmux = Game::new(dir.path())
        .no_speech()
        .no_sound()
        .args(&["--four-chance", "0", "--board", "2 4 2/4 2 4/4 0 8"])
        .data_dir(&dir.path().join("data"))
        .size(120, 40)
        .start();
    let pointer = say(Message::new("help-pointer-keys"));
    tmux.wait_for("the opening", |s| s.contains(&pointer));
    tmux.press(&["6"]);
    let none = say(Message::new("stats-none"));
    tmux.wait_for("no games yet", |s| s.contains(&none));
    tmux.press(&["S-Right"]);
    tmux.wait_for("game over", |s| s.contains("Game over"));
    tmux.press(&["6"]);
    let wanted = summary(1, 0, 0, 0, 0);
    tmux.wait_for("the summary", |s| {
        wanted.iter().all(|line| s.contains(line))
    });
}

/// The longest a line of statistics may take to say: a screen reader
/// cannot skip inside a line.
const LONGEST_LINE_SECONDS: f64 = 12.0;

/// Every line `stats` prints for a table with ten results of one kind, and
/// the summary key 6 says, takes at most 12 seconds to say in every
/// language, one result a line (the latest results of one kind were one
/// line of 34 seconds).
#[test]
fn every_line_of_statistics_is_said_in_at_most_12_seconds() {
    if !common::require(
        "espeak-ng",
        "--version",
        "ACCESSIBLE_2048_SKIP_ESPEAK",
        "espeak-ng",
    ) {
        return;
    }
    let mut games = table();
    // Long figures: high scores, many slides, given up and over.
    for n in 0..LAST_RESULTS as u64 {
        let finish = if n % 2 == 0 {
            Finish::Over
        } else {
            Finish::Abandoned
        };
        games.push(result(4, 0.5, 123_456 + n, 8192, 7_777 + n, finish));
    }
    let dir = records_of(&games);
    let data = dir.path().to_string_lossy().into_owned();
    let scratch = TempDir::new().unwrap();
    let mut too_long = Vec::new();
    let mut lines = 0;
    for (id, voice) in VOICES {
        let run = stats_command(&["stats", "--lang", id, "--data-dir", &data]);
        assert_eq!(run.code, Some(0), "{id}: {}", run.stderr);
        let results = run.lines().iter().filter(|l| l.starts_with("123")).count();
        assert_eq!(results, LAST_RESULTS, "{id}: one result a line");
        let mut said: Vec<String> = run.lines().into_iter().filter(|l| !l.is_empty()).collect();
        // Key 6's summary of the kind with the most games.
        let mut tally = accessible_2048::storage::Tally::new(4, 0.5);
        for game in games.iter().filter(|g| g.size == 4 && g.four_chance == 0.5) {
            tally.add(game);
        }
        let words = Localizer::new(locale(id));
        said.extend(
            accessible_2048::narration::statistics(Some(&tally))
                .iter()
                .map(|line| words.line(line)),
        );
        for text in said {
            lines += 1;
            let seconds = common::espeak::seconds_to_say(voice, &text, scratch.path());
            if seconds > LONGEST_LINE_SECONDS {
                too_long.push(format!("{id} {seconds:.1} s: {text}"));
            }
        }
    }
    assert!(lines > 5 * 20, "only {lines} lines");
    assert!(
        too_long.is_empty(),
        "lines too long to say:\n{}",
        too_long.join("\n")
    );
}
