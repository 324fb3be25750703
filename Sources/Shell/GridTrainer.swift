import CommandLanguage
import Files
import GridCheck
import Rendering
import SwiftSourceReader
import SystemInterface
import Words

/// The `gridtrainer` program: reads the options, runs files and `-c` commands, then the
/// interactive shell when there is a terminal (or `-i`). The executable only calls `run`.
public enum GridTrainer {
    /// Runs the program with this process's arguments and exits with its status.
    public static func main() -> Never {
        System.exit(run(Array(CommandLine.arguments.dropFirst())))
    }

    /// Runs the program with its command-line arguments (without the program name) and
    /// returns the exit status.
    public static func run(_ arguments: [String]) -> Int32 {
        System.ignoreFileSizeSignal()
        if arguments.first == "check" {
            let output = StandardOutput()
            let status = CheckCommand.run(
                Array(arguments.dropFirst()), out: output.line, err: { Terminal.writeError($0) },
                terminal: System.isTerminal(System.standardError),
                columns: Terminal.columns(option: nil))
            if let message = output.failureMessage { Terminal.writeError(message) }
            return output.failure == nil ? status : 1
        }
        let options: Options
        do {
            options = try Options.parse(arguments)
        } catch {
            Terminal.writeError("gridtrainer: " + TerminalText.sanitized("\(error)"))
            return 2
        }
        if options.help {
            print(Options.usage(width: Terminal.columns(option: options.columns)))
            return 0
        }
        if options.version {
            print(Options.version)
            return 0
        }
        if let shell = options.completion {
            print(CompletionScript.text(for: shell))
            return 0
        }
        let output = StandardOutput()
        let runner = Runner(
            library: LayoutLibrary.standard(), json: options.json, keepGoing: options.keepGoing,
            columns: { Terminal.columns(option: options.columns) },
            style: Style(color: Terminal.wantsColor(option: options.color)),
            budget: .untilInterrupted(clock: SystemClock()),
            out: output.line, err: { Terminal.writeError($0) })
        runner.policy.shouldStop = { output.failure != nil }
        if Terminal.isInteractive {
            runner.presenter.present = { runner, lesson, path throws(CommandError) in
                Interrupt.install()
                System.useUTF8Locale()
                return try Player(runner: runner, lesson: lesson, path: path).run()
            }
        } else if options.watch != nil {
            Terminal.writeError(
                "gridtrainer: --watch needs a terminal;"
                    + " in a script, open the file: gridtrainer FILE.swift")
            return 2
        } else if options.play != nil {
            Terminal.writeError("gridtrainer: \(CommandError.terminal(.playNeedsTerminal))")
            return 2
        }
        let status = run(options, runner)
        if let message = output.failureMessage { Terminal.writeError(message) }
        return output.failure == nil ? status : 1
    }

    /// Runs the `-c` commands, then the files, then the shell or standard input.
    private static func run(_ options: Options, _ runner: Runner) -> Int32 {
        var failed = false
        /// After one source: the exit status if the run must end here, else nil to go on.
        /// With `-i` an error is reported and the shell still opens: the user asked for it.
        func settle(_ outcome: Runner.Outcome) -> Int32? {
            switch outcome {
            case .quit: return failed ? 1 : 0
            case .failed:
                failed = true
                return options.keepGoing || options.interactive ? nil : 1
            case .ok: return nil
            }
        }
        // The -c arguments are numbered as one script: the second one's errors say -c:2:.
        var commandLines = 0
        for text in options.commands {
            // Newlines separate lines (a '#' comment ends at its line's end); errors say -c:LINE.
            var source = TextSource(text, name: "-c", lineOffset: commandLines)
            commandLines += max(source.count, 1)
            if let status = settle(runner.run(&source)) { return status }
            // SIGTERM while a lesson played from -c: the terminal is restored, now stop.
            if Interrupt.terminated != 0 { return 128 + Interrupt.terminated }
        }
        if let status = runFiles(options, runner, settle: settle) { return status }
        if let path = options.play {
            do throws(CommandError) {
                _ = try runner.play(try runner.lessonPath(path))
            } catch {
                runner.report(
                    error.description, at: Location(file: nil, line: 0),
                    placesItself: error.placesItself)
                if let status = settle(.failed) { return status }
            }
            let signal = Interrupt.terminated
            if signal != 0 { return 128 + signal }
        }
        let ranSomething = !options.commands.isEmpty || !options.files.isEmpty
        let shell = options.play != nil || options.watch != nil || options.interactive
        if shell || (!ranSomething && Terminal.isInteractive) {
            // SIGTERM/SIGHUP: history saved and terminal restored, then the conventional 128 + N.
            // The command as a value: a path with spaces or quotes is never typed out again.
            let first = options.watch.map { ShellCommand.watch($0, grid: nil) }
            if let signal = Shell(runner: runner, first: first).run() { return 128 + signal }
            return failed ? 1 : 0
        }
        if !ranSomething {
            if FileSource.standardInputIsFolder {
                runner.report(
                    "standard input is a directory; expected commands (a file or a pipe)",
                    at: Location(file: nil, line: 0))
                return 1
            }
            var source = FileSource(fd: System.standardInput, name: "stdin")
            if runner.run(&source) == .failed { failed = true }
        }
        return failed ? 1 : 0
    }

    /// Runs each file named on the command line (`-` is standard input; a `.swift` file is
    /// opened as `open` would); the exit status if the run must end here, else nil.
    private static func runFiles(
        _ options: Options, _ runner: Runner, settle: (Runner.Outcome) -> Int32?
    ) -> Int32? {
        for path in options.files {
            // `gridtrainer ContentView.swift`: the file's grid, opened as `open` would.
            if path.hasSuffix(".swift") {
                if let status = settle(
                    runner.openFromCommandLine(
                        path, showing: !options.interactive && !Terminal.isInteractive))
                {
                    return status
                }
                continue
            }
            var source: FileSource
            if path == "-" {
                source = FileSource(fd: System.standardInput, name: "stdin")
            } else {
                do {
                    source = try FileSource(path: path)
                } catch {
                    runner.report(error.description, code: .file, at: Location(file: nil, line: 0))
                    if let status = settle(.failed) { return status }
                    continue
                }
            }
            defer { source.close() }
            // The paths the file names are read from its folder.
            let outcome =
                path == "-"
                ? runner.run(&source) : runner.inFolder(of: path) { runner.run(&source) }
            if let status = settle(outcome) { return status }
        }
        return nil
    }
}
