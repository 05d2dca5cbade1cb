//! Without `--data-dir` the store uses the platform's data directory; on
//! Linux that follows `XDG_DATA_HOME`. The only test in this binary, because
//! it sets an environment variable.

#[cfg(target_os = "linux")]
#[test]
fn the_platform_directory_follows_xdg_data_home() {
    use accessible_2048::storage::{APPLICATION, Loaded, Settings, Store, platform_data_dir};

    let home = tempfile::TempDir::new().unwrap();
    let data_home = home.path().join("xdg-data");
    // SAFETY: this binary runs no other test, so no thread reads the
    // environment at the same time.
    unsafe { std::env::set_var("XDG_DATA_HOME", &data_home) };

    let expected = data_home.join(APPLICATION);
    assert_eq!(platform_data_dir(), Some(expected.clone()));
    let (mut store, problem) = Store::open(None);
    assert_eq!(problem, None);
    assert_eq!(store.dir(), Some(expected.as_path()));
    assert!(expected.is_dir(), "created on demand");
    assert_eq!(store.load_game(), Loaded::Missing);
    let game = accessible_2048::engine::Game::new(
        accessible_2048::engine::GameConfig::default(),
        accessible_2048::engine::Pcg32::from_seed(1),
    )
    .unwrap();
    assert_eq!(store.save_game(&game, Some(1), &Settings::new()), None);
    assert!(expected.join("game.json").is_file());
}
