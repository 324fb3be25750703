import CommandLanguage
import Files
import GridModel
import LayoutKernel
import Rendering
import Words

/// Runs command lines against a session and prints what they produce, as text or JSON. The
/// shell, scripts and tests all go through it, so they behave alike. Model edits go to the
/// pure `Session`; the runner itself resolves the shell commands (files, more input, help).
/// It keeps the session and the dispatch; how it prints, when it goes on, what a command may
/// spend and the lessons' state are values of their own.
package final class Runner {
    /// How a line, a file or a command ended: `ok`, `failed` (said on the error sink; the run
    /// goes on only when it keeps going), or `quit`, which ends every file running and the
    /// shell.
    package enum Outcome { case ok, failed, quit }

    /// The model being edited and its undo history.
    package var session: Session
    /// The presets and saved layouts `save`, `load` and `compare` name.
    var library: LayoutLibrary
    /// Text or JSON, colour, width, and where responses and errors go.
    var output: Output
    /// Whether errors end the run, whether to stop now, whether changes reprint.
    var policy: RunPolicy
    /// What the current top-level command may still spend (lines, bytes, files, evaluation)
    /// and the files it is sourcing; a runner started for it (`export html`) shares this
    /// object, so no route restarts it.
    let budget: CommandBudget
    /// The lesson player, the play flags and the quiz score.
    var presenter = PresenterState()
    /// What the line being run owes at its end (a reprint).
    var lineState = LineState()
    /// The folder of the command file or lesson running now, which the paths it names are
    /// read from (`ScriptFolder`); nil for typed lines and `-c`.
    var scriptFolder: String?
    /// The grid last loaded from a Swift file, for `watch` to keep the chain edited since.
    var loadedSource: LoadedSource?
    /// The errors reported while a lesson step's output is collected (`capturingOutput`), as
    /// values; nil otherwise.
    var collectedFailures: [PlacedError]?

    /// A runner over `session`, naming layouts in `library`, printing text (or JSON objects,
    /// `json`) within `columns()` in `style` to `out`, errors to `err`; `keepGoing` runs every
    /// line of a script past an error. A runner started for another's command (`export html`)
    /// is given that command's `budget`, so nothing it runs starts one unspent.
    package init(
        session: Session = Session(), library: LayoutLibrary = LayoutLibrary(storage: .memory),
        json: Bool = false,
        keepGoing: Bool = false, columns: @escaping () -> Int = { 80 },
        style: Style = Style(color: false), budget: CommandBudget = .untilInterrupted(),
        out: @escaping (String) -> Void, err: @escaping (String) -> Void
    ) {
        self.session = session
        self.library = library
        self.output = Output(json: json, style: style, columns: columns, out: out, err: err)
        self.policy = RunPolicy(keepGoing: keepGoing)
        self.budget = budget
    }

    /// Runs every line of a source; stops at the first error unless `keepGoing` (or
    /// interactive).
    package func run<Source: LineSource>(_ source: inout Source) -> Outcome {
        var number = source.lineOffset
        var failed = false
        // Made once and renumbered per line (a new one would retain the file name every line).
        var location = Location(file: source.name, line: 0)
        let shouldStop = policy.shouldStop
        while true {
            // Implementation note: the line is taken apart where it is read; an optional
            // `ScriptLine` kept whole was destroyed through the runtime's generic value
            // witnesses, 163 instructions a script line (callgrind, `ScriptLine`).
            let (bytes, problem): (ArraySlice<UInt8>, LineProblem?)
            switch source.nextBytes() {
            case nil: return failed ? .failed : .ok
            case .text(let text)?: (bytes, problem) = (text, nil)
            case .unreadable(let unreadable)?: (bytes, problem) = ([], unreadable)
            }
            number += 1
            location.line = number
            // A line of a top-level script starts a command, everything unspent; a line of a
            // sourced file spends from the command that sourced it.
            budget.startCommand()
            budget.spend(lineOf: bytes.count)
            let outcome: Outcome
            if budget.abandoned { return .failed }
            if shouldStop() {
                // Ctrl-C, a signal or a broken output: no more lines, however deep.
                budget.abandoned = true
                return .failed
            } else if let overrun = budget.scriptOverrun {
                report(.limit(.scriptOverrun(overrun)), at: location)
                budget.abandoned = true
                return .failed
            } else if let problem {
                report(.language(.unreadableLine(problem)), at: location)
                outcome = .failed
            } else {
                outcome = runLine(bytes, at: location, source: &source, number: &number)
            }
            if let end = policy.stop(after: outcome, failed: &failed) {
                if end == .failed && budget.isTopLevel && !budget.abandoned {
                    reportUnrun(&source, after: location)
                }
                return end
            }
        }
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
        output.err(
            TerminalText.sanitized(
                "\(file): stopped at line \(location.line): \(count) not run"
                    + " (--keep-going runs every line)"))
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
        _ text: ArraySlice<UInt8>, at location: Location, source: inout Source, number: inout Int
    ) -> Outcome {
        // A line typed, given with -c, of a top-level script or a played step is a top-level
        // command: it starts with its budget unspent (lines of sourced files do not).
        budget.startCommand()
        let outcome = runCommands(text, at: location, source: &source, number: &number)
        if lineState.reprintPending && outcome != .quit && policy.reprints { showLayout() }
        lineState.reprintPending = false
        return outcome
    }

    /// The commands of a line: comments stripped, `;`-separated commands in order, blank ones
    /// skipped. Scanned as UTF-8 bytes in place (`#`, `;` and the control characters are ASCII
    /// or C1, never part of another character).
    private func runCommands<Source: LineSource>(
        _ line: ArraySlice<UInt8>, at location: Location, source: inout Source, number: inout Int
    ) -> Outcome {
        // One pass over the bytes: a possible control character, a `#` or `;`, anything not
        // blank.
        let kinds = ByteKind.of(line)
        let (suspect, separated, allBlank) = (
            kinds.contains(.control), kinds.contains(.separator), !kinds.contains(.printing)
        )
        if suspect, let bad = TerminalText.firstControl(in: String(decoding: line, as: UTF8.self)) {
            report(.language(.controlCharacter(bad)), at: location)
            return .failed
        }
        // Most lines are one command, without a comment.
        if !separated {
            return allBlank ? .ok : runCommand(line, at: location, source: &source, number: &number)
        }
        // Split where `Quoting` says: a `;` or `#` in quotes or after a backslash is part of a
        // file name. Several commands on a line: each error names its command's column
        // (`-c:1:14:`).
        var failed = false
        var start = line.startIndex
        let ends = Quoting.commandEnds(line)
        let several = ends.contains { line[$0] == UInt8(ascii: ";") }
        var place = location
        for end in ends + [line.endIndex] {
            let command = line[start..<end]
            if let first = command.firstIndex(where: { !Lexer.isSpace($0) }) {
                if several { place.column = first - line.startIndex + 1 }
                let outcome = runCommand(command, at: place, source: &source, number: &number)
                if let stop = policy.stop(after: outcome, failed: &failed) { return stop }
            }
            if end < line.endIndex && line[end] == UInt8(ascii: "#") { break }
            start = end + 1
        }
        return failed ? .failed : .ok
    }

    /// One command: parsed, its family checked against the grid shown, then run.
    private func runCommand<Source: LineSource>(
        _ text: ArraySlice<UInt8>, at location: Location, source: inout Source, number: inout Int
    ) -> Outcome {
        do throws(CommandError) {
            let (spec, command) = try CommandParser.parseWithSpec(text)
            // One check for every route: an edit, undo, a query or a shell command; an edit's
            // is made with its change (`perform`).
            // Implementation note: the session is passed `inout`, one access in place; reading
            // `session.family` off this class property copied the whole Session and destroyed
            // it again, about 675 instructions a script line (callgrind, `scripts/bench`).
            if case .edit = command {} else { try Self.requireFamily(of: spec, shownIn: &session) }
            // Consumed: the edit is moved out, not copied (a script runs this for every line).
            switch consume command {
            case .edit(let edit):
                // `clear` says what it did at the terminal: people expect a cleared screen.
                var clearing = false
                if case .lazy(.clear) = edit { clearing = policy.interactive }
                try Self.perform(edit, of: spec, typed: text, on: &session)
                if clearing {
                    output.show(
                        message: "clear", "clear removes every item (undo brings them back)")
                }
                // Reprinted once, at the end of the line (`runLine`); a script prints nothing.
                if policy.reprints { lineState.reprintPending = true }
            case .undo:
                let edit: String
                do { edit = try session.undo() } catch { throw CommandError(error) }
                if policy.interactive {
                    output.show(message: "undo", "undid: \(Self.describe(Substring(edit)))")
                }
                show(.changed)
            case .redo:
                let edit: String
                do { edit = try session.redo() } catch { throw CommandError(error) }
                if policy.interactive {
                    output.show(message: "redo", "redid: \(Self.describe(Substring(edit)))")
                }
                show(.changed)
            case .query(let query):
                if case .show = query { lineState.showsRun += 1 }
                let files = try QueryFiles.read(for: query, from: library, current: session.model)
                show(
                    try Queries.evaluate(
                        query, session: session, files: files, sweepControl: policy.sweepControl))
            case .shell(let shellCommand):
                return try run(shellCommand, at: location, source: &source, number: &number)
            }
            return .ok
        } catch {
            report(error, at: location)
            return .failed
        }
    }

    /// A command as undo names it: its words, single-spaced, at most 60 characters.
    static func describe(_ text: Substring) -> String {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        return words.count > 60 ? String(words.prefix(59)) + "…" : words
    }

    /// An error on stderr (and as a JSON object with its `code` under `--json`), wrapped at
    /// the terminal.
    func report(
        _ message: String, code: ErrorCode = .invalid, at location: Location,
        placesItself: Bool = false
    ) {
        output.report(
            message, code: code, at: location, wrapped: policy.interactive,
            placesItself: placesItself)
    }

    /// A command's error, with its place when it names none of its own; kept as a value too
    /// while a lesson step's output is collected (`capturingOutput`).
    func report(_ error: CommandError, at location: Location) {
        let placed = PlacedError(error, at: location)
        collectedFailures?.append(placed)
        output.report(placed, wrapped: policy.interactive)
    }
}
