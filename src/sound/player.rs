//! The player: one thread owns the audio output (rodio on cpal; ALSA on
//! Linux) and takes requests over a channel, so the game never waits for
//! sound. It synthesizes each answer's cue itself, plays it at once (a new
//! cue cuts the one before, as a new answer cuts speech), keeps the music
//! looping when asked, and lets the output go after a quiet while. A
//! missing or failing output is reported once through [`Player::problem`];
//! from then on the thread is gone and requests are dropped. It tells when
//! the last cue asked for ended ([`Player::last_end`]): when the device
//! took its last sample, or when it was cut or made no sound.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use rodio::buffer::SamplesBuffer;
use rodio::{OutputStream, OutputStreamBuilder, Sink, Source, StreamError};

use crate::event::Event;

use super::SoundProblem;
use super::cue::cue;
use super::levels::SoundSettings;
use super::music::music_loop;
use super::synth::{CHANNELS, SAMPLE_RATE, Stereo};

/// How long the output stays open with nothing to play before it is let go
/// (and opened again for the next sound).
const LINGER: Duration = Duration::from_secs(20);
/// How long quitting waits for the thread to close the output cleanly.
const CLOSE_WAIT: Duration = Duration::from_millis(500);
/// The buffer asked of the device first (frames): small, for a quick
/// answer (12 ms at 44.1 kHz).
const LOW_LATENCY_FRAMES: u32 = 512;
/// The silence played as the output first opens, and the longest the
/// thread waits for the device to take it.
const WARM_MS: f32 = 30.0;
const WARM_WAIT: Duration = Duration::from_secs(1);

enum Request {
    /// The cue of these events, numbered.
    Play(Vec<Event>, u64),
    Settings(SoundSettings),
    Quit,
}

/// The game's handle on the sound thread.
pub struct Player {
    requests: Sender<Request>,
    problems: Receiver<SoundProblem>,
    thread: Option<JoinHandle<()>>,
    closed: Receiver<()>,
    /// Told once the first opening of the output is over, done or failed
    /// (its problem sent before).
    first_open: Receiver<()>,
    /// The number of the last cue asked for.
    asked: AtomicU64,
    /// The last cue that ended, shared with the thread.
    ended: Arc<CueEnd>,
}

/// The number of the last cue that ended (its last sample taken by the
/// device, or cut, or silent), and when.
#[derive(Debug)]
struct CueEnd(Mutex<(u64, Instant)>);

impl CueEnd {
    /// Cue `number` ended now; a cue asked for earlier changes nothing.
    fn mark(&self, number: u64) {
        if let Ok(mut last) = self.0.lock()
            && number > last.0
        {
            *last = (number, Instant::now());
        }
    }
}

impl Player {
    /// Starts the thread, which opens the default output at once (so a
    /// missing device is known early) without the game waiting for it.
    pub fn start(settings: SoundSettings) -> Player {
        Player::spawn(settings, None)
    }

    /// Like [`Player::start`], and sends the time at which the first sample
    /// of each cue is handed to the device (for the latency benchmark).
    pub fn start_probed(settings: SoundSettings, probe: Sender<Instant>) -> Player {
        Player::spawn(settings, Some(probe))
    }

    fn spawn(settings: SoundSettings, probe: Option<Sender<Instant>>) -> Player {
        let (requests, inbox) = mpsc::channel();
        let (problem_out, problems) = mpsc::channel();
        let (closed_out, closed) = mpsc::channel();
        let (first_open_out, first_open) = mpsc::channel();
        let ended = Arc::new(CueEnd(Mutex::new((0, Instant::now()))));
        let cue_end = ended.clone();
        let thread = crate::thread_room::start(
            "sound",
            crate::thread_room::DEFAULT_STACK_BYTES,
            move || {
                #[cfg(target_os = "linux")]
                super::alsa_quiet::quiet_this_thread();
                super::library_noise::quiet_panics_of_this_thread();
                let mut thread = Thread {
                    settings,
                    output: None,
                    problems: problem_out,
                    probe,
                    last_sound: Instant::now(),
                    music: None,
                    ended: cue_end,
                };
                thread.run(&inbox, first_open_out);
                drop(thread);
                let _ = closed_out.send(());
            },
        );
        let (thread, problems) = match thread {
            Ok(handle) => (Some(handle), problems),
            Err(e) => {
                let (tell, problems) = mpsc::channel();
                let _ = tell.send(SoundProblem::NoThread(e.to_string()));
                (None, problems)
            }
        };
        Player {
            requests,
            problems,
            thread,
            closed,
            first_open,
            asked: AtomicU64::new(0),
            ended,
        }
    }

    /// Waits, at most `wait`, until the first opening of the output is
    /// over (done or failed), so a problem it met is known.
    pub fn wait_first_open(&self, wait: Duration) {
        let _ = self.first_open.recv_timeout(wait);
    }

    /// Plays the cue of these events (if they make one). Never waits.
    pub fn play(&self, events: &[Event]) {
        if !events.is_empty() {
            let number = self.asked.fetch_add(1, Ordering::Relaxed) + 1;
            let _ = self.requests.send(Request::Play(events.to_vec(), number));
        }
    }

    /// When the last cue asked for ended: the device took its last sample,
    /// or it was cut, or it made no sound. `None` while it plays or waits to
    /// (and for good, if the thread is gone: the caller bounds its wait).
    pub fn last_end(&self) -> Option<Instant> {
        let asked = self.asked.load(Ordering::Relaxed);
        let (number, at) = *self.ended.0.lock().ok()?;
        (number >= asked).then_some(at)
    }

    /// Applies new settings (volumes, on/off, music). Never waits.
    pub fn set(&self, settings: SoundSettings) {
        let _ = self.requests.send(Request::Settings(settings));
    }

    /// A problem found since the last call.
    pub fn problem(&mut self) -> Option<SoundProblem> {
        self.problems.try_recv().ok()
    }
}

impl Drop for Player {
    /// Lets the thread close the output cleanly (briefly; it never hangs
    /// the way out).
    fn drop(&mut self) {
        let _ = self.requests.send(Request::Quit);
        if self.closed.recv_timeout(CLOSE_WAIT).is_ok()
            && let Some(thread) = self.thread.take()
        {
            let _ = thread.join();
        }
    }
}

/// The open output: the stream, the sink of the cue playing, the music's.
struct Output {
    stream: OutputStream,
    cue: Option<Sink>,
    music: Option<Sink>,
}

struct Thread {
    settings: SoundSettings,
    output: Option<Output>,
    problems: Sender<SoundProblem>,
    probe: Option<Sender<Instant>>,
    last_sound: Instant,
    /// The music loop, made the first time it is asked for.
    music: Option<SamplesBuffer>,
    ended: Arc<CueEnd>,
}

impl Thread {
    fn run(&mut self, inbox: &Receiver<Request>, first_open: Sender<()>) {
        let opened = self.open();
        if opened.is_ok() {
            self.warm_up();
        }
        let _ = first_open.send(());
        if opened.is_err() {
            return;
        }
        self.apply_music();
        loop {
            match inbox.recv_timeout(LINGER) {
                Ok(Request::Play(events, number)) => {
                    if self.settings.audible()
                        && let Some(sound) = cue(&events)
                    {
                        if self.open().is_err() {
                            return;
                        }
                        self.play(sound, number);
                    } else {
                        self.ended.mark(number);
                    }
                }
                Ok(Request::Settings(settings)) => {
                    self.settings = settings;
                    if let Some(output) = &mut self.output {
                        if !settings.audible() {
                            output.cue = None;
                        } else if let Some(sink) = &output.cue {
                            sink.set_volume(settings.gain());
                        }
                    }
                    if settings.music_audible() && self.open().is_err() {
                        return;
                    }
                    self.apply_music();
                }
                Ok(Request::Quit) | Err(RecvTimeoutError::Disconnected) => return,
                Err(RecvTimeoutError::Timeout) => self.maybe_close(),
            }
        }
    }

    /// Plays a moment of silence and waits, at most [`WARM_WAIT`], until
    /// the device has taken it: samples flow from then on, so the first cue
    /// is heard as the device takes it, not after the stream's own start.
    fn warm_up(&mut self) {
        let Some(output) = &self.output else {
            return;
        };
        let (tell, told) = mpsc::channel();
        let (sink, queue) = Sink::new();
        let silence = Stereo::silence(WARM_MS).into_samples();
        sink.append(Tracked::new(
            SamplesBuffer::new(CHANNELS, SAMPLE_RATE, silence),
            move || {
                let _ = tell.send(());
            },
        ));
        output.stream.mixer().add(queue);
        let _ = told.recv_timeout(WARM_WAIT);
        drop(sink);
    }

    /// Opens the default output unless it is open; a failure is reported
    /// (once: the thread ends after it).
    fn open(&mut self) -> Result<(), ()> {
        if self.output.is_some() {
            return Ok(());
        }
        match open_stream(self.problems.clone()) {
            Ok(stream) => {
                self.output = Some(Output {
                    stream,
                    cue: None,
                    music: None,
                });
                Ok(())
            }
            Err(problem) => {
                let _ = self.problems.send(problem);
                Err(())
            }
        }
    }

    fn play(&mut self, sound: Stereo, number: u64) {
        let Some(output) = &mut self.output else {
            self.ended.mark(number);
            return;
        };
        // A new sink for each cue: dropping the last one cuts it short. The
        // cue is queued before the sink joins the mixer, so the device's
        // next pull starts with it (not with the silence of an empty queue).
        let (sink, queue) = Sink::new();
        sink.set_volume(self.settings.gain());
        let buffer = SamplesBuffer::new(CHANNELS, SAMPLE_RATE, sound.into_samples());
        let ended = self.ended.clone();
        let buffer = Tracked::new(buffer, move || ended.mark(number));
        match &self.probe {
            Some(probe) => sink.append(Probed::new(buffer, probe.clone())),
            None => sink.append(buffer),
        }
        output.stream.mixer().add(queue);
        output.cue = Some(sink);
        self.last_sound = Instant::now();
    }

    /// Starts or stops the music loop, at its volume, as the settings say.
    fn apply_music(&mut self) {
        let Some(output) = self.output.as_mut() else {
            return;
        };
        if !self.settings.music_audible() {
            output.music = None;
            return;
        }
        let gain = self.settings.music_gain();
        match &output.music {
            Some(sink) => sink.set_volume(gain),
            None => {
                let sink = Sink::connect_new(output.stream.mixer());
                sink.set_volume(gain);
                let music = self
                    .music
                    .get_or_insert_with(|| {
                        SamplesBuffer::new(CHANNELS, SAMPLE_RATE, music_loop().into_samples())
                    })
                    .clone();
                sink.append(music.repeat_infinite());
                output.music = Some(sink);
            }
        }
    }

    /// Lets the output go when nothing has played for a while and no music
    /// is on.
    fn maybe_close(&mut self) {
        let idle = self.last_sound.elapsed() >= LINGER;
        if idle && !self.settings.music_audible() {
            self.output = None;
        }
    }
}

/// Opens the system's default output: first with a small buffer of 16-bit
/// samples (which every device takes, and which ALSA's file plugin records
/// faithfully), then with whatever the device offers. Problems the stream meets later are sent to
/// `problems`.
fn open_stream(problems: Sender<SoundProblem>) -> Result<OutputStream, SoundProblem> {
    // Only a lost device ends sound; a passing glitch (an underrun) does not.
    let on_error = move |e: rodio::cpal::StreamError| {
        if matches!(e, rodio::cpal::StreamError::DeviceNotAvailable) {
            let _ = problems.send(SoundProblem::Lost);
        }
    };
    let builder = || {
        OutputStreamBuilder::from_default_device()
            .map(|b| b.with_error_callback(on_error.clone()))
            .map_err(problem)
    };
    let open = || -> Result<OutputStream, SoundProblem> {
        builder()?
            .with_buffer_size(rodio::cpal::BufferSize::Fixed(LOW_LATENCY_FRAMES))
            .with_sample_format(rodio::cpal::SampleFormat::I16)
            .open_stream()
            .or_else(|_| builder()?.open_stream_or_fallback().map_err(problem))
    };
    // What the libraries print while the output opens stays off the
    // terminal, and a panic of theirs is a problem like any other.
    let opened = super::library_noise::without_stderr(|| {
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(open))
    });
    let mut stream = opened.map_err(|panic| {
        let reason = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        SoundProblem::LibraryFailed(reason)
    })??;
    stream.log_on_drop(false);
    Ok(stream)
}

/// The problem of an output that would not open.
fn problem(error: StreamError) -> SoundProblem {
    use rodio::cpal::DefaultStreamConfigError;
    match error {
        StreamError::NoDevice
        | StreamError::DefaultStreamConfigError(DefaultStreamConfigError::DeviceNotAvailable) => {
            SoundProblem::NoDevice
        }
        other => SoundProblem::Refused(other.to_string()),
    }
}

/// A sound that tells when the device has taken its last sample, or when
/// it is dropped before (cut by the next cue, or sound turned off).
struct Tracked<S> {
    inner: S,
    on_end: Option<Box<dyn FnOnce() + Send>>,
}

impl<S> Tracked<S> {
    fn new(inner: S, on_end: impl FnOnce() + Send + 'static) -> Tracked<S> {
        Tracked {
            inner,
            on_end: Some(Box::new(on_end)),
        }
    }

    fn end(&mut self) {
        if let Some(on_end) = self.on_end.take() {
            on_end();
        }
    }
}

impl<S> Drop for Tracked<S> {
    fn drop(&mut self) {
        self.end();
    }
}

impl<S: Source> Iterator for Tracked<S> {
    type Item = f32;

    fn next(&mut self) -> Option<f32> {
        let sample = self.inner.next();
        if sample.is_none() {
            self.end();
        }
        sample
    }
}

impl<S: Source> Source for Tracked<S> {
    fn current_span_len(&self) -> Option<usize> {
        self.inner.current_span_len()
    }

    fn channels(&self) -> rodio::ChannelCount {
        self.inner.channels()
    }

    fn sample_rate(&self) -> rodio::SampleRate {
        self.inner.sample_rate()
    }

    fn total_duration(&self) -> Option<Duration> {
        self.inner.total_duration()
    }
}

/// A source that tells when its first sample is taken (by the device's
/// callback, through the mixer).
struct Probed<S> {
    inner: S,
    probe: Option<Sender<Instant>>,
}

impl<S> Probed<S> {
    fn new(inner: S, probe: Sender<Instant>) -> Probed<S> {
        Probed {
            inner,
            probe: Some(probe),
        }
    }
}

impl<S: Source> Iterator for Probed<S> {
    type Item = f32;

    fn next(&mut self) -> Option<f32> {
        if let Some(probe) = self.probe.take() {
            let _ = probe.send(Instant::now());
        }
        self.inner.next()
    }
}

impl<S: Source> Source for Probed<S> {
    fn current_span_len(&self) -> Option<usize> {
        self.inner.current_span_len()
    }

    fn channels(&self) -> rodio::ChannelCount {
        self.inner.channels()
    }

    fn sample_rate(&self) -> rodio::SampleRate {
        self.inner.sample_rate()
    }

    fn total_duration(&self) -> Option<Duration> {
        self.inner.total_duration()
    }
}
