import Words

/// What one top-level command may spend, whatever route its work takes: lines run and bytes
/// read from the files it sources, files opened and how deeply they nest, and the Swift
/// reader's evaluation steps and array elements. One object is shared down the call chain (a
/// lesson exported from a lesson runs in a runner of its own but spends from the same budget),
/// so no route restarts it; a command typed, given with `-c` or on a top-level script line
/// starts with it unspent (`startCommand`).
package final class CommandBudget {
    /// Why work stopped: a bound reached, or the person asked (Ctrl-C, SIGTERM).
    package enum Stop: Equatable, Sendable {
        case steps, time, elements, interrupted

        /// The sentence for the person at the keyboard.
        package var message: String {
            switch self {
            case .steps:
                "evaluation took more than \(Limits.evaluationSteps) steps"
                    + " (constants or views that use each other many times?)"
            case .time:
                "evaluation took more than \(NumberText.format(Limits.evaluationSeconds)) s"
                    + " (constants or views that use each other many times?)"
            case .elements:
                "evaluation built more than \(Limits.evaluationElements) array elements;"
                    + " expected smaller arrays"
            case .interrupted:
                "interrupted"
            }
        }
    }

    /// Why a file may not start running (`enter`); each command words it.
    package enum Refusal: Error, Equatable {
        /// It cannot start where it is: it is running already (`cycle`), or
        /// `Limits.sourceDepth` files are (`tooDeep`), or both; `running` is the files running
        /// now, outermost first. Both are said so each command can name the one it checks
        /// first.
        case nesting(running: [String], cycle: Bool, tooDeep: Bool)
        /// More than `Limits.sourcesPerCommand` files for one command.
        case tooManyFiles
    }

    // Implementation note: the counters and flags are unchecked for overlapping access at
    // run time. Every script line starts a command twice (`Runner.run`, `runLine`), spends and
    // checks its bound, and each checked access to a class property cost about 76
    // instructions: 840 a script line of the 5,223 (callgrind, `scripts/bench`). The budget is
    // used from one thread, never handed out while being changed (its methods change it, and
    // the compiler still checks those statically).

    /// Lines run by the command, counting every line of the files it sources.
    @exclusivity(unchecked) private(set) var lines = 0
    /// Bytes of those lines: a few huge lines cost as much as many short ones.
    @exclusivity(unchecked) package var bytes = 0
    /// Files the command has sourced or exported, however nested.
    @exclusivity(unchecked) private(set) var sources = 0
    /// The files running now (`source`, `export html`), outermost first: a file cannot run
    /// inside itself, and a line is a top-level command only when none runs.
    @exclusivity(unchecked) private(set) var nesting: [String] = []
    /// Evaluation steps and array elements the Swift reader spent.
    @exclusivity(unchecked) private(set) var steps = 0
    @exclusivity(unchecked) private(set) var elements = 0
    /// Set when the command was stopped (signal, bound): the files it sourced end quietly.
    @exclusivity(unchecked) package var abandoned = false
    /// Whether "stopped at an error" was said for this command already.
    @exclusivity(unchecked) package var failureReported = false
    /// Whether long work must stop now (the shell's Ctrl-C and SIGTERM): asked, never read from
    /// a global, so the model knows no signal.
    package var shouldStop: () -> Bool
    /// The clock evaluation time is read from; nil: steps alone bound evaluation.
    package let clock: (any MonotonicClock)?
    /// Seconds the command has spent evaluating, sampled with the steps (time between
    /// evaluations, and reading a project, does not count).
    @exclusivity(unchecked) private(set) var seconds = 0.0
    /// The clock at the last sample of the evaluation running now.
    @exclusivity(unchecked) private var lastReading: Double?

    /// A budget whose evaluation is bounded by `clock` as well as by steps (the program's and
    /// `check`'s); without one, by steps alone. It stops its work when `shouldStop` says so
    /// (never, by default).
    package init(
        clock: (any MonotonicClock)? = nil, shouldStop: @escaping () -> Bool = { false }
    ) {
        self.clock = clock
        self.shouldStop = shouldStop
    }

    /// Whether no file is running: the line being run is a top-level command.
    package var isTopLevel: Bool { nesting.isEmpty }

    /// The script bound passed, nil while within both.
    package var scriptOverrun: Overrun? {
        if lines > Limits.linesPerCommand { return .lines(maximum: Limits.linesPerCommand) }
        if bytes > Limits.bytesPerCommand { return .bytes(maximum: Limits.bytesPerCommand) }
        return nil
    }

    /// Which bound of one command's scripts was passed, and the bound.
    package enum Overrun: Equatable, Sendable {
        case lines(maximum: Int)
        case bytes(maximum: Int)

        /// `1000000 lines`, as the message says it.
        package var words: String {
            switch self {
            case .lines(let maximum): "\(maximum) lines"
            case .bytes(let maximum): "\(maximum) bytes"
            }
        }
    }

    /// A line is about to run: a top-level one starts a new command, everything unspent.
    package func startCommand() {
        if nesting.isEmpty { reset() }
    }

    /// A line of `count` bytes (and its newline) read from a source, about to run.
    package func spend(lineOf count: Int) {
        lines += 1
        bytes += count + 1
    }

    /// `path` starts running inside the files running now, counted as one of the command's
    /// files. Throws, nothing changed, when it cannot start where it is (one of them already,
    /// or `Limits.sourceDepth` deep); throws `.tooManyFiles`, the file counted but not
    /// running, past `Limits.sourcesPerCommand`. Each caller words the refusal for its command
    /// and calls `leave()` when the file ends.
    package func enter(_ path: String) throws(Refusal) {
        let cycle = nesting.contains(path)
        let tooDeep = nesting.count >= Limits.sourceDepth
        guard !cycle && !tooDeep else {
            throw .nesting(running: nesting, cycle: cycle, tooDeep: tooDeep)
        }
        sources += 1
        guard sources <= Limits.sourcesPerCommand else { throw .tooManyFiles }
        nesting.append(path)
    }

    /// The innermost running file ended.
    package func leave() { nesting.removeLast() }

    /// A new top-level command starts with everything unspent.
    private func reset() {
        (lines, bytes, sources, steps, elements, abandoned, failureReported) = (
            0, 0, 0, 0, 0, false, false
        )
        (seconds, lastReading) = (0, nil)
    }

    /// An evaluation starts (the Swift reader's, for a grid or an item array): its time counts
    /// from now.
    package func startEvaluation() {
        lastReading = clock?.seconds()
    }

    /// One evaluation step; the reason to stop when the steps or the time are spent or a
    /// signal came.
    /// Implementation note: the flag and the clock are read every 1024 steps, which keeps
    /// them off the evaluator's profile while Ctrl-C and the time bound still answer within
    /// milliseconds (a step is microseconds).
    package func step() -> Stop? {
        steps += 1
        if steps > Limits.evaluationSteps { return .steps }
        guard steps & 1023 == 0 else { return nil }
        if shouldStop() { return .interrupted }
        if let clock {
            let now = clock.seconds()
            if let last = lastReading { seconds += now - last }
            lastReading = now
            if seconds > Limits.evaluationSeconds { return .time }
        }
        return nil
    }

    /// Runs `work` that is not evaluation (reading a project on the first name it misses)
    /// with the evaluation's clock stopped: its time does not count.
    package func excluding<T>(_ work: () -> T) -> T {
        guard let clock, let last = lastReading else { return work() }
        let start = clock.seconds()
        seconds += start - last
        let result = work()
        lastReading = clock.seconds()
        return result
    }

    /// `count` more array elements built; `.elements` when past the bound.
    package func build(_ count: Int) -> Stop? {
        elements += count
        return elements > Limits.evaluationElements ? .elements : nil
    }
}
