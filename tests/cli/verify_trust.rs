//! `verify` that cannot be fooled, through the real binary: a daily code
//! off the daily rules (an 8×8 board, every new tile a 4) or from a day
//! not yet played is refused, and every daily code's board and odds are
//! printed; false claims beside a real code are refused however they are
//! worded (the line quoted), and so is any chatter; a short code
//! that claims 2^24 moves is refused at once, and planted as a record in
//! `games/`, `game.json` or `daily.json` it delays nothing (the binary runs
//! within a second of the processor's time, where reading those moves
//! takes minutes: work counted for the process alone, never the wall
//! clock, so a busy machine cannot fail it); a kept game
//! that does not decode is set aside and said once, and a save whose
//! record does not read goes on from its board, the file copied aside and
//! said once; options come
//! before or after the code; standard input over 4 MiB is called too
//! long; and the refusals of `share`, `verify` and `replay` are in the
//! player's language, from `--lang` or the saved preference.

use crate::common::{Binary, Run};

use std::path::Path;

use accessible_2048::engine::{
    DAILY_CONFIG, Date, Direction, GameConfig, ODDS_SCALE, Origin, RecordedGame,
};
use accessible_2048::i18n::{Localizer, locale_by_id};
use accessible_2048::narration::Message;
use accessible_2048::share::{crc32, encode};
use tempfile::TempDir;

/// The day the tests take as today (UTC).
const TODAY: &str = "2026-11-29";

/// The most of the processor's time, in seconds, any run here may take:
/// every run takes a small part of it; reading the 2^24 moves a hollow
/// code claims would take minutes of it.
const CPU_SECONDS: u64 = 2;

/// The binary in English on [`TODAY`], with `input` on standard input,
/// within [`CPU_SECONDS`].
#[track_caller]
fn run(args: &[&str], input: &[u8]) -> Run {
    within_cpu_limit(
        Binary::english()
            .env("ACCESSIBLE_2048_TODAY", TODAY)
            .args(args)
            .stdin(input),
    )
}

/// `binary` run within [`CPU_SECONDS`] of the processor's time, which it
/// must end in (it is killed past them).
#[track_caller]
fn within_cpu_limit(binary: Binary) -> Run {
    let run = binary.cpu_limit(CPU_SECONDS).run();
    assert!(
        run.code.is_some(),
        "killed: over {CPU_SECONDS} s of the processor's time? {}",
        run.stderr
    );
    run
}

/// A game of `slides` slides and an undo, with these rules.
fn played(origin: Origin, config: GameConfig, slides: usize) -> RecordedGame {
    let mut game = RecordedGame::new(origin, config).unwrap();
    let mut i = 0;
    while game.record().steps.len() < slides && !game.game().is_over() {
        game.slide(Direction::ALL[i % 4]);
        i += 1;
        if i == 5 {
            game.undo();
        }
    }
    game
}

fn day(text: &str) -> Date {
    text.parse().unwrap()
}

#[test]
fn a_daily_code_verifies_only_under_the_daily_rules_and_says_them() {
    let today = Origin::Daily(day(TODAY));
    let forged = played(
        today,
        GameConfig {
            size: 8,
            four_chance: 1.0,
        },
        60,
    );
    let odds_only = played(
        today,
        GameConfig {
            size: 4,
            four_chance: 1.0,
        },
        40,
    );
    let size_only = played(
        today,
        GameConfig {
            size: 5,
            four_chance: 0.1,
        },
        40,
    );
    for (game, rules) in [
        (&forged, "board 8 by 8, chance of a 4: 1"),
        (&odds_only, "board 4 by 4, chance of a 4: 1"),
        (&size_only, "board 5 by 5, chance of a 4: 0.1"),
    ] {
        let code = encode(game.record()).unwrap();
        let output = run(&["verify", &code], b"");
        let error = output.stderr.clone();
        assert_eq!(output.code, Some(2), "{rules}: {error}");
        assert!(output.stdout.is_empty(), "{rules}");
        assert_eq!(error.lines().count(), 1, "{error}");
        assert!(
            error.contains("daily rules") && error.contains(rules),
            "{error}"
        );
    }
    let fair = played(today, DAILY_CONFIG, 40);
    let output = run(&["verify", &encode(fair.record()).unwrap()], b"");
    assert!(output.success(), "{}", output.stderr.clone());
    let lines: Vec<String> = output.stdout.clone().lines().map(str::to_string).collect();
    assert_eq!(lines[1], format!("daily game of {TODAY}"), "{lines:?}");
    assert_eq!(lines[2], "board 4 by 4, chance of a 4: 0.1", "{lines:?}");
    assert_eq!(
        lines[3],
        format!("score: {}", fair.game().score()),
        "{lines:?}"
    );
}

#[test]
fn a_daily_code_of_a_day_not_yet_begun_is_refused() {
    let table = [
        ("2099-01-01", false),
        ("2026-12-01", false),
        ("2026-11-30", true),
        (TODAY, true),
        ("2026-01-01", true),
    ];
    for (date, verifies) in table {
        let game = played(Origin::Daily(day(date)), DAILY_CONFIG, 20);
        let output = run(&["verify", &encode(game.record()).unwrap()], b"");
        let error = output.stderr.clone();
        if verifies {
            assert!(output.success(), "{date}: {error}");
        } else {
            assert_eq!(output.code, Some(2), "{date}: {error}");
            assert!(
                error.contains("not yet played") && error.contains(date),
                "{date}: {error}"
            );
        }
    }
}

/// The real shared text of a seeded game, from `share`, in English.
fn shared(dir: &Path, game: &RecordedGame) -> String {
    accessible_2048::storage::keep_finished_game(dir, game).unwrap();
    let output = run(&["share", "--data-dir", dir.to_str().unwrap()], b"");
    assert!(output.success(), "{}", output.stderr.clone());
    output.stdout.clone()
}

#[test]
fn false_claims_are_refused_however_they_are_worded() {
    let dir = TempDir::new().unwrap();
    let game = played(Origin::Seed(41), GameConfig::default(), 50);
    let shared = shared(dir.path(), &game);
    let code = shared.lines().last().unwrap().to_string();
    let verified = run(&["verify", &shared], b"");
    assert!(verified.success(), "{}", verified.stderr.clone());
    let on_the_code_line = format!("{code} score 99999");
    let claims = [
        "my score: 99999",
        "score 99999",
        "score: 99999 points",
        "highest  tile :2048",
        "daily game of 2026-11-29",
        "my 3rd try",
        "Score: 99,999!",
        "SCORE:\u{a0}99999",
        "pontuação: 99999",
        on_the_code_line.as_str(),
    ];
    for claim in claims {
        for pasted in [
            format!("{shared}{claim}\n"),
            format!("{claim}\n{shared}"),
            shared.replace(&code, &format!("{code}\n{claim}")),
        ] {
            let output = run(&["verify", &pasted], b"");
            let error = output.stderr.clone();
            assert_eq!(output.code, Some(2), "{claim:?}: {pasted}");
            assert!(output.stdout.is_empty(), "{claim:?}");
            assert_eq!(error.lines().count(), 1, "{error}");
            let quoted = claim.replace(&code, "");
            assert!(
                error.contains("is not one the game writes")
                    && error.contains(quoted.split_whitespace().next().unwrap()),
                "{claim:?}: {error}"
            );
        }
    }
    // Chatter with no number is refused too (the game cannot tell a claim
    // in words from chatter): the code alone verifies.
    let chatter = format!("What a game!\n{shared}Beat that, friends.\n");
    let output = run(&["verify", &chatter], b"");
    assert_eq!(output.code, Some(2), "{}", output.stderr.clone());
    let output = run(&["verify", &code], b"");
    assert!(output.success(), "{}", output.stderr.clone());
}

/// The words of a CRC-checked v1 code with these fields, a count of
/// `steps`, and nothing after the count (N is 1 once it is read).
fn hollow_code(origin: Origin, size: usize, permyriad: u32, steps: u64) -> String {
    // A natural number as 32-bit limbs, least significant first.
    fn mul_add(limbs: &mut Vec<u32>, factor: u32, addend: u32) {
        let mut carry = u64::from(addend);
        for limb in limbs.iter_mut() {
            let wide = u64::from(*limb) * u64::from(factor) + carry;
            *limb = wide as u32;
            carry = wide >> 32;
        }
        if carry > 0 {
            limbs.push(carry as u32);
        }
    }
    let mut n = vec![1u32];
    let mut groups = Vec::new();
    let mut left = steps;
    loop {
        let more = left >= 16;
        groups.push((left & 15) as u32 | if more { 16 } else { 0 });
        left >>= 4;
        if !more {
            break;
        }
    }
    for &group in groups.iter().rev() {
        mul_add(&mut n, 32, group);
    }
    mul_add(&mut n, u32::from(ODDS_SCALE) + 1, permyriad);
    mul_add(&mut n, 6, size as u32 - 3);
    match origin {
        Origin::Seed(seed) => {
            for i in (0..4).rev() {
                mul_add(&mut n, 1 << 16, ((seed >> (16 * i)) & 0xffff) as u32);
            }
            mul_add(&mut n, 2, 0);
        }
        Origin::Daily(date) => {
            mul_add(&mut n, 1 << 22, date.days_since_epoch());
            mul_add(&mut n, 2, 1);
        }
    }
    let bytes: Vec<u8> = n.iter().flat_map(|l| l.to_le_bytes()).collect();
    let check = crc32(&bytes);
    mul_add(&mut n, 1 << 16, check >> 16);
    mul_add(&mut n, 1 << 16, check & 0xffff);
    let digits = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    let mut written = Vec::new();
    while n.iter().any(|&l| l != 0) {
        let mut remainder = 0u64;
        for limb in n.iter_mut().rev() {
            let wide = (remainder << 32) | u64::from(*limb);
            *limb = (wide / 62) as u32;
            remainder = wide % 62;
        }
        written.push(digits[remainder as usize]);
    }
    written.reverse();
    format!("20481{}", String::from_utf8(written).unwrap())
}

const HOLLOW_STEPS: u64 = 1 << 24;

#[test]
fn a_short_code_claiming_millions_of_moves_is_refused_at_once() {
    for size in [4, 8] {
        let code = hollow_code(Origin::Seed(7), size, 5000, HOLLOW_STEPS);
        assert!(code.len() <= 40, "{code}");
        // At once: within the processor's time `run` allows.
        let output = run(&["verify", &code], b"");
        let error = output.stderr.clone();
        assert_eq!(output.code, Some(2), "{size}×{size}: {error}");
        assert!(error.contains("damaged"), "{error}");
    }
}

/// A seeded game played and left in line mode, saved in `dir`.
fn saved_game(dir: &Path, args: &[&str]) {
    let input = b"left\nup\nright\ndown\nleft\nquit\ny\n";
    Binary::game(args, dir)
        .arg("--no-speech")
        .arg("--line-mode")
        .env("ACCESSIBLE_2048_TODAY", TODAY)
        .stdin(input)
        .expect_code(0)
        .run();
}

/// Replaces the record (the code) of a saved game file with `code`.
fn plant_record(file: &Path, code: &str) {
    let mut save: serde_json::Value =
        serde_json::from_slice(&std::fs::read(file).unwrap()).unwrap();
    assert!(save.get("record").is_some(), "{save}");
    save["record"] = serde_json::Value::String(code.to_string());
    std::fs::write(file, serde_json::to_vec(&save).unwrap()).unwrap();
}

#[test]
fn a_hollow_record_planted_in_the_data_directory_delays_nothing() {
    let dir = TempDir::new().unwrap();
    let data = dir.path();
    saved_game(data, &["--seed", "5"]);
    saved_game(data, &["daily"]);
    let kept = played(Origin::Seed(9), GameConfig::default(), 30);
    accessible_2048::storage::keep_finished_game(data, &kept).unwrap();
    let data_arg = data.to_str().unwrap();
    let start = |extra: &str| {
        within_cpu_limit(
            Binary::game(&["--no-speech", "--line-mode"], data)
                .env("ACCESSIBLE_2048_TODAY", TODAY)
                .stdin(format!("{extra}quit\ny\n")),
        )
    };
    let share = || run(&["share", "--data-dir", data_arg], b"");
    let list = || run(&["replay", "--list", "--data-dir", data_arg], b"");
    let daily_share = || run(&["daily", "--share", "--data-dir", data_arg], b"");
    let each = || [share(), list(), daily_share(), start(""), start("daily\n")];
    // Each, run before the planting and after it, ends within the
    // processor's time `run` allows.
    each();

    let seeded = hollow_code(Origin::Seed(5), 4, 5000, HOLLOW_STEPS);
    let daily = hollow_code(Origin::Daily(day(TODAY)), 4, 1000, HOLLOW_STEPS);
    let games = data.join("games");
    let newest = std::fs::read_dir(&games).unwrap().count();
    std::fs::write(games.join(format!("game-{:08}.code", newest + 1)), &seeded).unwrap();
    plant_record(&data.join("game.json"), &seeded);
    plant_record(&data.join("daily.json"), &daily);
    each();
    // The newest game that reads is shared, not the hollow one.
    let output = share();
    assert!(output.success(), "{}", output.stderr.clone());
    let code = output.stdout.clone().lines().last().unwrap().to_string();
    assert_ne!(code, seeded);
    assert!(run(&["verify", &code], b"").success(), "{code}");
}

#[test]
fn options_come_before_or_after_the_code() {
    let game = played(Origin::Seed(3), GameConfig::default(), 30);
    let code = encode(game.record()).unwrap();
    for args in [
        vec!["verify", code.as_str(), "--lang", "fr"],
        vec!["verify", "--lang", "fr", code.as_str()],
    ] {
        let output = run(&args, b"");
        assert!(output.success(), "{args:?}: {}", output.stderr.clone());
        let printed = output.stdout.clone();
        assert!(printed.starts_with("vérifiée"), "{args:?}: {printed}");
        assert!(printed.contains("graine 3"), "{args:?}: {printed}");
    }
    // No code: the pasted text is read from standard input.
    let output = run(
        &["verify", "--lang", "de"],
        format!("\n{code}\n").as_bytes(),
    );
    assert!(output.success(), "{}", output.stderr.clone());
    assert!(
        output.stdout.clone().contains("Startwert 3"),
        "{}",
        output.stdout.clone()
    );

    // replay: the trailing options are options (the language, the data
    // directory, no speech), not words of the code.
    let dir = TempDir::new().unwrap();
    let data = dir.path().join("elsewhere");
    std::fs::create_dir_all(&data).unwrap();
    std::fs::write(
        data.join("settings.toml"),
        "version = 1\ntutorial_offered = true\nlanguage = \"es\"\n",
    )
    .unwrap();
    let output = run(
        &[
            "replay",
            &code,
            "--no-speech",
            "--no-sound",
            "--line-mode",
            "--data-dir",
            data.to_str().unwrap(),
        ],
        b"end\nquit\n",
    );
    assert!(output.success(), "{}", output.stderr.clone());
    let printed = output.stdout.clone();
    let spanish = Localizer::new(locale_by_id("es").unwrap());
    let start = spanish.line(
        &Message::new("replay-start-seed")
            .num("seed", 3)
            .num("size", 4)
            .num("steps", game.record().steps.len() as u64)
            .into(),
    );
    assert!(printed.starts_with(&start), "{start}\n{printed}");
    // Two words where the code goes are a usage error, not a longer code.
    let output = run(&["verify", &code, "extra"], b"");
    assert_eq!(output.code, Some(2));
}

#[test]
fn standard_input_over_4_mib_is_called_too_long() {
    let game = played(Origin::Seed(3), GameConfig::default(), 30);
    let code = encode(game.record()).unwrap();
    let mut input = vec![b' '; 5 << 20];
    input.extend_from_slice(code.as_bytes());
    let output = run(&["verify"], &input);
    let error = output.stderr.clone();
    assert_eq!(output.code, Some(2), "{error}");
    assert!(error.contains("too long"), "{error}");
    assert!(!error.contains("empty"), "{error}");
    // Just under the limit, the code is found.
    let mut input = vec![b' '; (4 << 20) - code.len() - 1];
    input.extend_from_slice(code.as_bytes());
    let output = run(&["verify"], &input);
    assert!(output.success(), "{}", output.stderr.clone());
}

#[test]
fn refusals_of_share_verify_and_replay_are_in_the_players_language() {
    let empty = TempDir::new().unwrap();
    let data = empty.path().to_str().unwrap();
    for locale in accessible_2048::i18n::LOCALES {
        let words = Localizer::new(locale);
        let said = |id: &'static str| words.line(&Message::new(id).into());
        let table: [(Vec<&str>, String); 4] = [
            (
                vec!["verify", "hello", "--lang", locale.id],
                said("code-not-a-code"),
            ),
            (
                vec!["share", "--data-dir", data, "--lang", locale.id],
                said("share-none-finished"),
            ),
            (
                vec!["replay", "--last", "--data-dir", data, "--lang", locale.id],
                said("replay-none-kept"),
            ),
            (
                vec!["replay", "--lang", locale.id, "20481"],
                said("code-damaged"),
            ),
        ];
        for (args, line) in table {
            let output = run(&args, b"");
            let error = output.stderr.clone();
            assert_eq!(output.code, Some(2), "{args:?}: {error}");
            assert_eq!(error.lines().count(), 1, "{args:?}: {error}");
            assert!(
                error.trim_end().ends_with(&line),
                "{args:?}: {error}\n{line}"
            );
        }
    }
    // The saved language preference, when --lang is not given.
    let dir = TempDir::new().unwrap();
    std::fs::write(
        dir.path().join("settings.toml"),
        "version = 1\ntutorial_offered = true\nlanguage = \"pt-BR\"\n",
    )
    .unwrap();
    let portuguese = Localizer::new(locale_by_id("pt-BR").unwrap());
    let data = dir.path().to_str().unwrap();
    let game = played(Origin::Seed(3), GameConfig::default(), 30);
    let claimed = format!("score 99999\n{}", encode(game.record()).unwrap());
    for (args, line) in [
        (
            vec!["verify", claimed.as_str(), "--data-dir", data],
            portuguese.line(
                &Message::new("verify-claim")
                    .text("line", "score 99999")
                    .into(),
            ),
        ),
        (
            vec!["share", "--data-dir", data],
            portuguese.line(&Message::new("share-none-finished").into()),
        ),
    ] {
        let output = run(&args, b"");
        let error = output.stderr.clone();
        assert!(
            error.trim_end().ends_with(&line),
            "{args:?}: {error}\n{line}"
        );
    }
}

#[test]
fn a_kept_game_whose_code_does_not_decode_is_set_aside_and_said_once() {
    let kept = played(Origin::Seed(9), GameConfig::default(), 30);
    let good = encode(kept.record()).unwrap();
    let mut damaged = good.clone().into_bytes();
    let middle = damaged.len() / 2;
    damaged[middle] = if damaged[middle] == b'a' { b'b' } else { b'a' };
    let damaged = String::from_utf8(damaged).unwrap();
    let too_long = format!("20481{}", "7".repeat(20_001));
    let hollow = hollow_code(Origin::Seed(5), 4, 5000, HOLLOW_STEPS);
    let commands: [(&[&str], &str); 2] = [
        (&["share"], "A kept game could not be read"),
        (
            &["replay", "--list", "--lang", "de"],
            "Ein aufbewahrtes Spiel war nicht lesbar",
        ),
    ];
    for (name, code) in [
        ("hollow", &hollow),
        ("damaged", &damaged),
        ("too long", &too_long),
    ] {
        for (command, said) in commands {
            let dir = TempDir::new().unwrap();
            let data = dir.path();
            accessible_2048::storage::keep_finished_game(data, &kept).unwrap();
            let mut args = command.to_vec();
            args.extend(["--data-dir", data.to_str().unwrap()]);
            let before = run(&args, b"");
            assert!(before.success(), "{name}, {command:?}: {}", before.stderr);
            assert!(!before.stderr.contains(said), "{}", before.stderr);
            let planted = data.join("games").join("game-00000002.code");
            std::fs::write(&planted, code).unwrap();
            // Within the processor's time `run` allows.
            let output = run(&args, b"");
            let error = output.stderr.clone();
            let case = format!("{name}, {command:?}: {error}");
            assert!(output.success(), "{case}");
            assert_eq!(error.matches(said).count(), 1, "{case}");
            assert!(error.contains("game-00000002.code.bad-1"), "{case}");
            assert!(!planted.exists(), "{case}");
            let moved = std::fs::read_to_string(data.join("games/game-00000002.code.bad-1"));
            assert_eq!(moved.unwrap(), *code, "{case}");
            // Said once: the next run finds nothing to set aside.
            let again = run(&args, b"");
            assert!(again.success(), "{case}");
            assert!(
                again.stderr.clone().trim().is_empty(),
                "{case}: {}",
                again.stderr.clone()
            );
        }
    }
    // `share` shares the good game, not the damaged one.
    let dir = TempDir::new().unwrap();
    accessible_2048::storage::keep_finished_game(dir.path(), &kept).unwrap();
    std::fs::write(dir.path().join("games/game-00000002.code"), &hollow).unwrap();
    let output = run(&["share", "--data-dir", dir.path().to_str().unwrap()], b"");
    assert_eq!(output.stdout.clone().lines().last(), Some(good.as_str()));
}

#[test]
fn a_save_whose_record_does_not_read_goes_on_and_keeps_the_file_aside() {
    let hollow = hollow_code(Origin::Seed(5), 4, 5000, HOLLOW_STEPS);
    let daily_hollow = hollow_code(Origin::Daily(day(TODAY)), 4, 1000, HOLLOW_STEPS);
    let damaged = format!("{}x", &hollow[..hollow.len() - 1]);
    let object =
        |origin: &str, steps: &str| serde_json::json!({ "origin": origin, "steps": steps });
    // Records of older releases (a share code) and of this one (raw
    // steps): hollow, damaged, with a letter that is no step, or steps
    // that do not replay to the saved board.
    let seeded = [
        ("hollow code", serde_json::Value::String(hollow.clone())),
        ("damaged code", serde_json::Value::String(damaged)),
        ("no step", object("seed 5", "lurq")),
        ("other steps", object("seed 5", "ddddd")),
        ("other origin", object("seed 6", "lurdl")),
    ];
    let daily = [
        ("hollow daily code", serde_json::Value::String(daily_hollow)),
        (
            "other daily steps",
            object(&format!("daily {TODAY}"), "uuuuu"),
        ),
    ];
    let cases = seeded
        .into_iter()
        .map(|case| (case, "game.json", &["--seed", "5"][..], ""))
        .chain(
            daily
                .into_iter()
                .map(|case| (case, "daily.json", &["daily"][..], "daily\n")),
        );
    for ((name, record), file, args, keys) in cases {
        let dir = TempDir::new().unwrap();
        let data = dir.path();
        saved_game(data, args);
        let save = data.join(file);
        let said = "The saved game's record could not be read";
        let start = || {
            within_cpu_limit(
                Binary::game(&["--no-speech", "--line-mode"], data)
                    .env("ACCESSIBLE_2048_TODAY", TODAY)
                    .stdin(format!("{keys}quit\ny\n")),
            )
        };
        let before = start();
        assert_eq!(before.code, Some(0), "{name}: {}", before.stderr);
        assert!(!before.stdout.contains(said), "{name}: {}", before.stdout);
        let read = |path: &Path| -> serde_json::Value {
            serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap()
        };
        let mut planted = read(&save);
        planted["record"] = record;
        std::fs::write(&save, serde_json::to_vec(&planted).unwrap()).unwrap();

        // Within the processor's time `start` allows.
        let run = start();
        let case = format!("{name}: {}{}", run.stdout, run.stderr);
        assert_eq!(run.code, Some(0), "{case}");
        assert_eq!(run.stdout.matches(said).count(), 1, "{case}");
        assert!(run.stdout.contains("cannot be shared"), "{case}");
        assert!(run.stdout.contains(&format!("{file}.bad-1")), "{case}");
        // The file as it was is kept; the game goes on from its board.
        assert_eq!(read(&data.join(format!("{file}.bad-1"))), planted, "{case}");
        let after = read(&save);
        for field in ["board", "score", "moves"] {
            assert_eq!(after[field], planted[field], "{field}, {case}");
        }
        // Said once.
        let again = start();
        assert!(!again.stdout.contains(said), "{name}: {}", again.stdout);
        assert!(!data.join(format!("{file}.bad-2")).exists(), "{name}");
    }
}
