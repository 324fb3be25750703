import Foundation
import Testing

/// The real trainer in a pseudo-terminal made by tmux on a private socket (`tmux -L`, never
/// the user's default server), driven as a person would type: keys in, the screen read back.
/// The interactive, slider, presenter, watch and suspend tests share it. `open`: each of them
/// subclasses it for its own start-up (only an open class can be subclassed in another module).
open class TmuxPane {
    /// Debian's, then Homebrew's (Apple silicon, then Intel).
    public static let tmux: String? = [
        "/usr/bin/tmux", "/opt/homebrew/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux",
    ]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The tmux session's name (`-t` of every command about the pane).
    public let name: String
    /// The private server's socket name (`tmux -L`), unique to this pane.
    public let socket: String
    /// A fresh folder for the trainer's state (`XDG_STATE_HOME`) and the pane's files.
    public let state: URL
    /// Owns `state`: removed by `close()`, or when the pane goes (a start that failed too).
    private let stateFolder: TemporaryFolder
    /// Whether `screen()` includes what scrolled away (the shell) or only the visible screen
    /// (the slider and the presenter redraw in place).
    public let scrollback: Bool
    /// Where the pane's command writes the trainer's exit status.
    public var statusFile: URL { state.appendingPathComponent("status") }

    /// Starts `command(self)` (a shell command line) in a new pane and waits until `ready`.
    public init(
        prefix: String, columns: Int = 120, rows: Int = 50, scrollback: Bool,
        command: (TmuxPane) -> String,
        until ready: (String) -> Bool
    ) throws {
        let unique = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        name = "\(prefix)-\(getpid())"
        socket = "\(prefix)-\(unique)"
        stateFolder = try TemporaryFolder(prefix)
        state = stateFolder.url
        self.scrollback = scrollback
        try tmux(
            "new-session", "-d", "-s", name, "-x", String(columns), "-y", String(rows),
            command(self))
        try waitFor(ready)
    }

    /// `XDG_STATE_HOME=… TERM=xterm gridtrainer --no-color ARGUMENTS; echo $? > status`, then a
    /// pause so the pane stays to be read.
    public func trainerCommand(_ arguments: String = "") -> String {
        "XDG_STATE_HOME=\(state.path) TERM=xterm \(trainerBinary().path) --no-color \(arguments);"
            + " echo $? > \(statusFile.path); sleep 20"
    }

    /// Runs a tmux client command on this pane's server; what it printed.
    @discardableResult
    public func tmux(_ arguments: String...) throws -> String { try tmux(arguments) }

    /// Types `keys` into the pane (tmux key names: `Enter`, `C-c`, `Right`, …).
    public func keys(_ keys: String...) throws { try tmux(["send-keys", "-t", name] + keys) }

    /// Runs a tmux client with posix_spawn and waitpid. The first call starts the tmux
    /// server, which must not inherit a pipe we read, so output goes through a file.
    @discardableResult
    public func tmux(_ arguments: [String]) throws -> String {
        guard let binary = Self.tmux else { throw CocoaError(.executableNotLoadable) }
        let output = state.appendingPathComponent("tmux-output").path
        // glibc's posix_spawn_file_actions_t is a struct; Darwin's is an opaque pointer that
        // posix_spawn_file_actions_init allocates (`void *` in <spawn.h>, so Optional here).
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([binary, "-L", socket] + arguments).map { strdup($0) } + [nil]
        // The environment from Foundation, not the C global `environ` (Darwin programs reach it
        // through _NSGetEnviron; its headers are not to be relied on for it).
        let environment = ProcessInfo.processInfo.environment.map {
            strdup("\($0.key)=\($0.value)")
        }
        let envp = environment + [nil]
        defer { (argv + environment).forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, binary, &actions, nil, argv, envp) == 0 else {
            throw CocoaError(.executableLoad)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    /// What the pane shows now (with the scrollback when `scrollback`).
    public func screen() throws -> String {
        if scrollback { return try tmux("capture-pane", "-p", "-t", name, "-S", "-300") }
        return try tmux("capture-pane", "-p", "-t", name)
    }

    /// Polls the screen until `condition` holds (up to 30 s, for a loaded CI machine; a passing
    /// wait returns as soon as it holds): no fixed sleeps to go flaky.
    @discardableResult
    public func waitFor(
        _ condition: (String) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        var text = ""
        for _ in 0..<600 {
            text = try screen()
            if condition(text) { return text }
            usleep(50_000)
        }
        Issue.record("timed out; the screen was:\n\(text)", sourceLocation: sourceLocation)
        return text
    }

    /// Waits until the last line with text is `prompt` (spaces after it aside): the trainer is
    /// back at its prompt and reads keys in its own mode. A key sent before is typed ahead into
    /// the terminal's cooked mode, where Ctrl-D (end of file) turns into a NUL byte once the
    /// prompt takes the terminal: lost, as it is to bash. Text and Enter typed ahead are kept.
    @discardableResult
    public func waitForPrompt(
        _ prompt: String = "lazy>", sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        try waitFor({ Self.lastLine($0) == prompt }, sourceLocation: sourceLocation)
    }

    /// The last line of `screen` with text on it, without the spaces around it.
    public static func lastLine(_ screen: String) -> String? {
        screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }

    /// The trainer's exit status, once the pane's command has written it (up to 30 s).
    public func exitStatus() throws -> String {
        for _ in 0..<600 where !FileManager.default.fileExists(atPath: statusFile.path) {
            usleep(50_000)
        }
        return try String(contentsOf: statusFile, encoding: .utf8).trimmingCharacters(
            in: .whitespacesAndNewlines)
    }

    /// Where tmux keeps the `-L` socket: `$TMUX_TMPDIR` (else /tmp), `tmux-UID/NAME`.
    public var socketPath: String {
        let folder =
            ProcessInfo.processInfo.environment["TMUX_TMPDIR"].flatMap { $0.isEmpty ? nil : $0 }
            ?? "/tmp"
        return "\(folder)/tmux-\(getuid())/\(socket)"
    }

    /// Ends every process under the pane, then the server, then removes the state folder and
    /// the socket file (a killed server leaves it behind: `make test` used to leave hundreds).
    public func close() {
        let pane = (try? tmux("list-panes", "-a", "-F", "#{pane_pid}")) ?? ""
        Self.end(panePID: pane) { _ = try? tmux("kill-server") }
        try? FileManager.default.removeItem(at: state)
        unlink(socketPath)
    }

    /// Ends every process under a tmux pane (the pane's shell, the trainer, a `sleep`), then the
    /// server: `kill-server` alone left panes running whose processes did not take its SIGHUP.
    static func end(panePID: String, killServer: () -> Void) {
        func descendants(_ pid: Int32) -> [Int32] {
            let children = childProcesses(of: pid)
            return children + children.flatMap(descendants)
        }
        if let pid = Int32(panePID.trimmingCharacters(in: .whitespacesAndNewlines)) {
            for process in [pid] + descendants(pid) { kill(process, SIGKILL) }
        }
        killServer()
    }

    /// The process id of the pane's first process (its shell, or the command it was given).
    public func panePID() throws -> Int32 {
        let text = try tmux("list-panes", "-t", name, "-F", "#{pane_pid}")
        guard let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return pid
    }

    /// The pane's terminal device (`/dev/pts/N`), to read its modes from outside.
    public func paneTTY() throws -> String {
        try tmux("list-panes", "-t", name, "-F", "#{pane_tty}")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The trainer's process id: the first child of the pane's shell other than `excluding`.
    public func trainerPID(excluding other: Int32? = nil) throws -> Int32 {
        let children = childProcesses(of: try panePID()).filter { $0 != other }
        guard let trainer = children.first else { throw CocoaError(.fileNoSuchFile) }
        return trainer
    }
}

extension Trait where Self == ConditionTrait {
    /// For the tests that drive a pseudo-terminal through tmux: skipped, with the remedy, where
    /// tmux is not installed (`make test` installs it on Linux).
    public static var needsTmux: Self {
        .enabled(
            if: TmuxPane.tmux != nil,
            "tmux is not installed (apt-get install tmux, or brew install tmux)")
    }
}
