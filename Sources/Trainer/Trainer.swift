#if canImport(Glibc)
    import Glibc
#endif

/// The `gridtrainer` program: reads the options, runs files and `-c` commands, then the
/// interactive shell when there is a terminal (or `-i`). `main.swift` only calls `run`.
enum Trainer {
    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        do {
            options = try Options.parse(arguments)
        } catch {
            writeError("gridtrainer: \(error)")
            return 2
        }
        if options.help {
            print(Options.usage)
            return 0
        }
        if options.version {
            print(Options.version)
            return 0
        }
        if options.benchmark {
            // GRIDTRAINER_BENCH_LAYOUTS=N runs only N 10-item layouts (for callgrind).
            Benchmark.run(layoutsOnly: Terminal.environment("GRIDTRAINER_BENCH_LAYOUTS").flatMap { Int($0) })
            return 0
        }
        let color = options.color && Terminal.environment("NO_COLOR").map(\.isEmpty) ?? true && Terminal.stdoutIsTerminal
        let runner = Runner(
            session: Session(store: LayoutStore.standard()), json: options.json, keepGoing: options.keepGoing,
            columns: { Terminal.columns(option: options.columns) }, style: Style(color: color),
            out: { print($0) }, err: writeError)
        var failed = false
        /// After one source: the exit status if the run must end here, else nil to go on.
        func settle(_ outcome: Runner.Outcome) -> Int32? {
            switch outcome {
            case .quit: return failed ? 1 : 0
            case .failed:
                failed = true
                return options.keepGoing ? nil : 1
            case .ok: return nil
            }
        }
        for text in options.commands {
            var source = TextSource(text.split(separator: "\n").joined(separator: ";"))
            if let status = settle(runner.run(&source)) { return status }
        }
        for path in options.files {
            var source: FileSource
            if path == "-" {
                source = FileSource(fd: STDIN_FILENO, name: "<stdin>")
            } else {
                do {
                    source = try FileSource(path: path)
                } catch {
                    runner.report(error.description, at: Location(file: nil, line: 0))
                    if let status = settle(.failed) { return status }
                    continue
                }
            }
            defer { source.close() }
            if let status = settle(runner.run(&source)) { return status }
        }
        let ranSomething = !options.commands.isEmpty || !options.files.isEmpty
        if options.interactive || (!ranSomething && Terminal.isInteractive) {
            // SIGTERM/SIGHUP: history saved and terminal restored, then the conventional 128 + N.
            if let signal = Shell(runner: runner).run() { return 128 + signal }
            return failed ? 1 : 0
        }
        if !ranSomething {
            var source = FileSource(fd: STDIN_FILENO, name: nil)
            if runner.run(&source) == .failed { failed = true }
        }
        return failed ? 1 : 0
    }

    static func writeError(_ text: String) {
        writeError(text, newline: true)
    }

    static func writeError(_ text: String, newline: Bool) {
        let bytes = Array((newline ? text + "\n" : text).utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
