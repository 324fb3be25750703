import CommandLanguage
import Files
import GridModel
import LayoutKernel
import SwiftSourceReader
import SystemInterface

/// `watch FILE.swift [N]`'s handler (and `gridtrainer --watch FILE`'s, given as a value).
struct WatchCommand: ShellCommandHandler {
    var path: String
    var grid: Int?

    func run<Source: LineSource>(
        in runner: Runner, at location: Location, source: inout Source, number: inout Int
    ) throws(CommandError) -> Runner.Outcome {
        try runner.watch(runner.resolved(path), grid: grid)
        return .ok
    }
}

/// `watch FILE.swift [N]` (and `gridtrainer --watch FILE`): the file's grid reloaded and
/// redrawn whenever it is saved, with the screen, the chain edited since `open` and the undo
/// history kept (a reload replaces the grid, not the what-ifs around it). A save that does not read
/// (a half-written file) shows its error and keeps the last good layout; Ctrl-C returns to the
/// prompt holding the last layout, which undo takes back as one change. The files that gave
/// the grid a value (`Theme.swift` for `Theme.gap`, the notes name them) are watched too: a
/// save of any of them reloads the grid as a save of its own file does.
extension Runner {
    /// How often the file's size and modification time are looked at.
    static let watchInterval = 0.3

    func watch(_ path: String, grid: Int?) throws(CommandError) {
        guard policy.interactive && Terminal.isInteractive else {
            throw .terminal(.watchNeedsTerminal(path: path))
        }
        let described = "watch \(Quoting.escaped(path))" + (grid.map { " \($0)" } ?? "")
        // The session as the watch found it: its screen, its undo history and the chain edited
        // since `open`. Every reload is one edit from it, so the whole watch is one undoable
        // change whatever the reloads (and none when the file gives the model it had).
        let before = WatchStart(session: session, source: loadedSource)
        // The first read must work: nothing is watched (and nothing changes) otherwise.
        let first = try readGrid(path, grid: grid)
        var watched = WatchedFiles(path, suppliers: first.suppliers)
        try load(first, described: described, from: path, file: path, keepingChainEdits: true)
        // A Ctrl-C from before the watch is dropped before it says Ctrl-C stops it: one typed
        // as soon as that shows (it used to be dropped after) stops it.
        _ = Interrupt.take()
        showLayout()
        output.show(
            message: "watch",
            "watching \(path): the layout is redrawn when the file is saved; Ctrl-C stops")
        var reloads = 0
        while !Interrupt.stopRequested {
            System.sleep(seconds: Self.watchInterval)
            // Ctrl-Z (SIGTSTP): stop like any program, and after `fg` draw the layout again.
            if Interrupt.suspendRequested {
                Interrupt.suspend(terminal: System.standardInput, cooked: nil)
                showLayout()
                output.show(message: "watch", "watching \(path) again; Ctrl-C stops")
            } else if Interrupt.takeContinued() {
                showLayout()
            }
            guard watched.changed() else { continue }
            let imported: ImportedGrid
            do {
                imported = try readGrid(path, grid: grid)
            } catch {
                // A half-written file has many syntax errors: the first says where it stops.
                let lines = error.description.split(separator: "\n")
                let more = lines.count > 1 ? " (and \(lines.count - 1) more)" : ""
                report(
                    "\(lines.first ?? "")\(more); the last good layout stays", code: error.code,
                    at: Location(file: nil, line: 0), placesItself: error.placesItself)
                continue
            }
            // What gave it values may be other files now (a constant moved): those are watched.
            watched.follow(imported.suppliers)
            do {
                try reload(imported, described: described, from: path, before: before)
            } catch {
                report(
                    error.description + "; the last good layout stays", code: error.code,
                    at: Location(file: nil, line: 0), placesItself: error.placesItself)
                continue
            }
            reloads += 1
            showLayout()
        }
        _ = Interrupt.take()
        output.show(
            message: "watch",
            "watch stopped after \(reloads) \(reloads == 1 ? "reload" : "reloads");"
                + " the last layout stays ('undo' takes it back)")
    }

    /// The session as a watch found it: every reload is one edit from it.
    struct WatchStart {
        var session: Session
        var source: LoadedSource?
    }

    /// One reload of a watch: the grid `imported` loaded as one undoable change from the
    /// session as the watch found it (its screen, its undo history, the chain edited since
    /// `open`). Should the model refuse it (too many tracks on this screen), the last good
    /// layout stays, and the error is thrown.
    func reload(
        _ imported: ImportedGrid, described: String, from path: String, before: WatchStart
    ) throws(CommandError) {
        let lastGood = WatchStart(session: session, source: loadedSource)
        (session, loadedSource) = (before.session, before.source)
        do {
            try load(
                imported, described: described, from: path, file: path, keepingChainEdits: true)
        } catch {
            (session, loadedSource) = (lastGood.session, lastGood.source)
            throw error
        }
    }
}

/// The files a watch looks at — the one opened and those that gave its grid a value — with
/// the size and modification time each had when last looked at.
struct WatchedFiles {
    private var stamps: [String: FileStamp?]
    private let path: String

    init(_ path: String, suppliers: [String]) {
        self.path = path
        stamps = [:]
        for file in [path] + suppliers { stamps[file] = FileStamp.of(file) }
    }

    /// Whether any of them changed since the last look (each looked at again now).
    mutating func changed() -> Bool {
        var any = false
        for (file, stamp) in stamps {
            let now = FileStamp.of(file)
            if now != stamp {
                stamps[file] = now
                any = true
            }
        }
        return any
    }

    /// Watches the file and `suppliers` from now on (their stamps as they are now).
    mutating func follow(_ suppliers: [String]) {
        let wanted = Set([path] + suppliers)
        for file in stamps.keys where !wanted.contains(file) { stamps[file] = nil }
        for file in wanted where stamps[file] == nil { stamps[file] = FileStamp.of(file) }
    }
}
