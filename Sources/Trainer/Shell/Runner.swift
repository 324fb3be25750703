import LayoutKernel

/// Runs command lines against a session and prints what they produce, as text or JSON. The
/// shell, scripts and tests all go through it, so they behave alike. Model edits go to the
/// pure `Session`; the runner itself resolves the shell commands (files, more input, help).
final class Runner {
    enum Outcome { case ok, failed, quit }

    /// Unchecked at run time for overlapping access (every script line reads and changes it,
    /// and the runtime check cost as much as the edit); the runner is used from one thread and
    /// never hands the session out while changing it, which the compiler checks statically.
    @exclusivity(unchecked) var session: Session
    var library: LayoutLibrary
    var json: Bool
    var keepGoing: Bool
    var columns: () -> Int
    var style: Style
    /// Interactive mode reprints the layout after changes (when `auto` is on).
    var interactive = false
    /// `auto on|off`: whether the interactive shell reprints the layout after each change.
    var auto = true
    /// A change on the line being run wants the layout reprinted at its end: one diagram per
    /// line, however many `;`-separated changes it holds.
    var reprintPending = false
    /// Set while a lesson step that holds its flags back runs (`presentStep`).
    var flagsHeld = false
    /// Ctrl-C and progress for long sweeps; the interactive shell sets them.
    var sweepControl = SweepRunner.Control()
    /// The quiz asked last (so `quiz` alone moves on to the next one) and the score.
    var quizzes = QuizScore()
    var sourceStack: [String] = []
    /// Whether to stop now: Ctrl-C or a terminating signal in the shell, a failed write to
    /// standard output. Checked before every line, however deeply sourced.
    var shouldStop: () -> Bool = { false }
    /// What the current top-level command may still spend (lines, bytes, files, evaluation);
    /// a runner started for it (`export html`) shares this object, so no route restarts it.
    var budget = CommandBudget()
    /// Plays a lesson at the terminal (`play`); nil where there is no terminal to read keys from.
    var presenter: ((Runner, Lesson, String) throws(CommandError) -> Outcome)?
    /// Whether a lesson is being played now (a lesson cannot play another).
    var playing = false
    var out: (String) -> Void
    var err: (String) -> Void

    init(
        session: Session = Session(), library: LayoutLibrary = LayoutLibrary(storage: .memory),
        json: Bool = false,
        keepGoing: Bool = false, columns: @escaping () -> Int = { 80 },
        style: Style = Style(color: false),
        out: @escaping (String) -> Void, err: @escaping (String) -> Void
    ) {
        self.session = session
        self.library = library
        self.json = json
        self.keepGoing = keepGoing
        self.columns = columns
        self.style = style
        self.out = out
        self.err = err
    }

    /// Runs every line of a source; stops at the first error unless `keepGoing` (or interactive).
    func run<Source: LineSource>(_ source: inout Source) -> Outcome {
        var number = source.lineOffset
        var failed = false
        // Made once and renumbered per line (a new one would retain the file name every line).
        var location = Location(file: source.name, line: 0)
        let shouldStop = self.shouldStop
        while let (bytes, problem) = source.nextBytes() {
            number += 1
            location.line = number
            if sourceStack.isEmpty { budget.reset() }
            budget.lines += 1
            budget.bytes += (bytes?.count ?? 0) + 1
            let outcome: Outcome
            if budget.abandoned { return .failed }
            if shouldStop() {
                // Ctrl-C, a signal or a broken output: no more lines, however deep.
                budget.abandoned = true
                return .failed
            } else if let what = budget.scriptOverrun {
                let files = "(files that source each other?)"
                report(
                    "more than \(what) ran for one command \(files); expected a smaller script",
                    at: location)
                budget.abandoned = true
                return .failed
            } else if let problem {
                report(problem, at: location)
                outcome = .failed
            } else {
                outcome = runLine(bytes ?? [], at: location, source: &source, number: &number)
            }
            if let end = stop(after: outcome, failed: &failed) {
                if end == .failed && sourceStack.isEmpty && !budget.abandoned {
                    reportUnrun(&source, after: location)
                }
                return end
            }
        }
        return failed ? .failed : .ok
    }

    /// A script that stops at an error says how many of its lines it did not run (counted to
    /// a bound: the rest is read, never run).
    private func reportUnrun<Source: LineSource>(_ source: inout Source, after location: Location) {
        let bound = 1_000_000
        var left = 0
        while left < bound, source.nextBytes() != nil { left += 1 }
        guard left > 0, let file = location.file else { return }
        let count =
            left >= bound
            ? "more than \(bound) lines" : left == 1 ? "1 more line" : "\(left) more lines"
        err(
            TerminalText.sanitized(
                "\(file): stopped at line \(location.line): \(count) not run (--keep-going runs every line)"
            ))
    }

    /// The one rule for going on: `quit` ends the run; an error ends it too, unless the run keeps
    /// going (`--keep-going`, or the interactive shell, where errors never end the session).
    private func stop(after outcome: Outcome, failed: inout Bool) -> Outcome? {
        switch outcome {
        case .quit: return .quit
        case .failed:
            failed = true
            return keepGoing || interactive ? nil : .failed
        case .ok: return nil
        }
    }

    /// Runs one line, then reprints the layout once if anything on it changed the model (in the
    /// interactive shell, with `auto` on) and nothing after the change showed it already.
    func runLine<Source: LineSource>(
        _ line: String, at location: Location, source: inout Source, number: inout Int
    ) -> Outcome {
        runLine(ArraySlice(line.utf8), at: location, source: &source, number: &number)
    }

    /// A line as UTF-8 bytes (checked to be UTF-8): what scripts run, with no String made.
    func runLine<Source: LineSource>(
        _ line: ArraySlice<UInt8>, at location: Location, source: inout Source, number: inout Int
    ) -> Outcome {
        // A line typed, given with -c, of a top-level script or a played step is a top-level
        // command: it starts with its budget unspent (lines of sourced files do not).
        if sourceStack.isEmpty { budget.reset() }
        let outcome = runCommands(line, at: location, source: &source, number: &number)
        if reprintPending && outcome != .quit && interactive && auto { showLayout() }
        reprintPending = false
        return outcome
    }

    /// The commands of a line: comments stripped, `;`-separated commands in order, blank ones
    /// skipped. Scanned as UTF-8 bytes in place (`#`, `;` and the control characters are ASCII
    /// or C1, never part of another character).
    private func runCommands<Source: LineSource>(
        _ line: ArraySlice<UInt8>, at location: Location, source: inout Source, number: inout Int
    ) -> Outcome {
        // One pass over the bytes: a possible control character, a `#` or `;`, anything not blank.
        let kinds = ByteKind.of(line)
        let (suspect, separated, allBlank) = (
            kinds.contains(.control), kinds.contains(.separator), !kinds.contains(.printing)
        )
        if suspect, let bad = TerminalText.firstControl(in: String(decoding: line, as: UTF8.self)) {
            report(
                "the line contains a control character (\(TerminalText.codePoint(bad))); expected printable text",
                at: location)
            return .failed
        }
        // Most lines are one command, without a comment.
        if !separated {
            return allBlank ? .ok : runCommand(line, at: location, source: &source, number: &number)
        }
        var failed = false
        var start = line.startIndex
        var blank = true
        var index = line.startIndex
        // Several commands on a line: each error names its command's column (`-c:1:14:`).
        let several = line.prefix { $0 != UInt8(ascii: "#") }.contains(UInt8(ascii: ";"))
        var place = location
        while index <= line.endIndex {
            let byte = index < line.endIndex ? line[index] : UInt8(ascii: "#")
            if byte == UInt8(ascii: "#") || byte == UInt8(ascii: ";") {
                if !blank {
                    let outcome = runCommand(
                        line[start..<index], at: place, source: &source, number: &number)
                    if let end = stop(after: outcome, failed: &failed) { return end }
                }
                if byte == UInt8(ascii: "#") { break }
                (start, blank) = (index + 1, true)
            } else if !Lexer.isSpace(byte) {
                if blank && several { place.column = index - line.startIndex + 1 }
                blank = false
            }
            index += 1
        }
        return failed ? .failed : .ok
    }

    private func runCommand<Source: LineSource>(
        _ text: ArraySlice<UInt8>, at location: Location, source: inout Source, number: inout Int
    ) -> Outcome {
        do throws(CommandError) {
            let (spec, command) = try CommandParser.parseWithSpec(text)
            guard spec.family.allows(session.mode) else {
                throw CommandError.wrongMode(spec.family, hint: spec.otherModeHint)
            }
            // Consumed: the edit is moved out, not copied (a script runs this for every line).
            switch consume command {
            case .edit(let edit):
                // Kept as typed, for undo and redo to say.
                try session.apply(edit, described: String(decoding: text, as: UTF8.self))
                // Reprinted once, at the end of the line (`runLine`); a script prints nothing.
                if interactive && auto { reprintPending = true }
            case .undo:
                let edit = try session.undo()
                if interactive { show(message: "undo", "undid: \(Self.describe(Substring(edit)))") }
                show(.changed)
            case .redo:
                let edit = try session.redo()
                if interactive { show(message: "redo", "redid: \(Self.describe(Substring(edit)))") }
                show(.changed)
            case .query(let query):
                show(
                    try Queries.evaluate(
                        query, session: session, library: library, sweepControl: sweepControl))
            case .shell(let shellCommand):
                return try run(shellCommand, at: location, source: &source, number: &number)
            }
            return .ok
        } catch {
            report(error.description, code: error.code, at: location)
            return .failed
        }
    }

    /// A command as undo names it: its words, single-spaced, at most 60 characters.
    static func describe(_ text: Substring) -> String {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        return words.count > 60 ? String(words.prefix(59)) + "…" : words
    }

    /// After a terminal resize: the layout again at the new width (when `auto` shows it at all).
    func redraw() {
        guard auto && !json else { return }
        out("")
        showLayout()
    }

    /// An error on stderr (and as a JSON object with its `code` under `--json`).
    func report(_ message: String, code: ErrorCode = .invalid, at location: Location) {
        // Everything here may come from outside (a script's file name, a path, source text):
        // the whole line goes through the one terminal-safe rendering.
        // One `error:` per message: the Swift reader's messages name their own place.
        let text = Self.placesItself(message) ? message : "\(location.prefix)error: \(message)"
        let line = TerminalText.sanitized(text)
        // A message of several lines keeps them; each is wrapped on its own at the terminal.
        err(
            interactive
                ? line.split(separator: "\n", omittingEmptySubsequences: false).map {
                    Wrap.lines(String($0), width: columns(), first: "", indent: 2)
                }.joined(separator: "\n") : line)
        if json {
            out(JSONRenderer.error(line: location.line, file: location.file, code: code, message))
        }
    }

    /// Whether `message` starts with its own place, `FILE:LINE[:COL]: error: ` (the Swift
    /// reader's syntax and evaluation errors), so the runner adds no second `error:`.
    static func placesItself(_ message: String) -> Bool {
        let first = message.prefix { $0 != "\n" }
        guard let marker = first.firstRange(of: ": error: ") else { return false }
        let place = first[..<marker.lowerBound]
        // A sentence before the place ("export html: … bad.grid:3") is a message that quotes
        // another one: it keeps its own `error:`.
        guard place.firstRange(of: ": ") == nil else { return false }
        let parts = place.split(separator: ":", omittingEmptySubsequences: false)
        let digits = { (part: Substring) in
            !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber }
        }
        guard parts.count >= 2, let line = parts.last else { return false }
        return digits(line) && !parts[0].isEmpty
    }
}
