import Teaching

/// How a run goes on: whether an error ends it, whether it must stop now, whether a change
/// reprints the layout, and how a long sweep is stopped and shown. The program sets it once;
/// the shell, the player and sourced files change it for as long as they run.
struct RunPolicy {
    /// `--keep-going`: every line runs, whatever failed before it.
    var keepGoing: Bool
    /// The interactive shell (or a lesson played at the terminal): errors never end the run,
    /// changes reprint the layout (when `auto` is on), errors are wrapped to the terminal.
    var interactive = false
    /// `auto on|off`: whether the interactive shell reprints the layout after each change.
    var auto = true
    /// Whether to stop now: Ctrl-C or a terminating signal in the shell, a failed write to
    /// standard output. Checked before every line, however deeply sourced.
    var shouldStop: () -> Bool = { false }
    /// Ctrl-C and progress for long sweeps; the interactive shell sets them.
    var sweepControl = SweepRunner.Control()

    /// Whether a line that changes the model ends by reprinting the layout.
    var reprints: Bool { interactive && auto }

    /// The one rule for going on: `quit` ends the run; an error ends it too, unless the run
    /// keeps going (`--keep-going`, or the interactive shell, where errors never end the
    /// session). Nil: go on. `failed` records that something failed.
    func stop(after outcome: Runner.Outcome, failed: inout Bool) -> Runner.Outcome? {
        switch outcome {
        case .quit: return .quit
        case .failed:
            failed = true
            return keepGoing || interactive ? nil : .failed
        case .ok: return nil
        }
    }
}
