import CommandLanguage
import Files
import GridModel
import LayoutKernel
import SwiftSourceReader
import SystemInterface

/// `watch FILE.swift [N]` (and `gridtrainer --watch FILE`): the file's grid reloaded and
/// redrawn whenever it is saved, with the screen, the chain edited since `open` and the undo
/// history kept (a reload replaces the grid, not the what-ifs around it). A save that does not read
/// (a half-written file) shows its error and keeps the last good layout; Ctrl-C returns to the
/// prompt holding the last layout, which undo takes back as one change.
extension Runner {
    /// How often the file's size and modification time are looked at.
    static let watchInterval = 0.3

    func watch(_ path: String, grid: Int?) throws(CommandError) {
        guard policy.interactive && Terminal.isInteractive else {
            throw .terminal(.watchNeedsTerminal(path: path))
        }
        var stamp = FileStamp.of(path)
        let described = "watch \(path)" + (grid.map { " \($0)" } ?? "")
        // The session as the watch found it: its screen, its undo history and the chain edited
        // since `open`. Every reload is one edit from it, so the whole watch is one undoable
        // change whatever the reloads (and none when the file gives the model it had).
        let before = WatchStart(session: session, source: loadedSource)
        // The first read must work: nothing is watched (and nothing changes) otherwise.
        try load(
            try readGrid(path, grid: grid), described: described, from: path, file: path,
            keepingChainEdits: true)
        showLayout()
        output.show(
            message: "watch",
            "watching \(path): the layout is redrawn when the file is saved; Ctrl-C stops")
        var reloads = 0
        _ = Interrupt.take()
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
            let now = FileStamp.of(path)
            guard now != stamp else { continue }
            stamp = now
            let imported: ImportedGrid
            do {
                imported = try readGrid(path, grid: grid)
            } catch {
                // A half-written file has many syntax errors: the first says where it stops.
                let lines = error.description.split(separator: "\n")
                let more = lines.count > 1 ? " (and \(lines.count - 1) more)" : ""
                report(
                    "\(lines.first ?? "")\(more); the last good layout stays", code: error.code,
                    at: Location(file: nil, line: 0))
                continue
            }
            do {
                try reload(imported, described: described, from: path, before: before)
            } catch {
                report(
                    error.description + "; the last good layout stays", code: error.code,
                    at: Location(file: nil, line: 0))
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
