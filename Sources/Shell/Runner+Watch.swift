import CommandLanguage
import Files
import LayoutKernel
import SwiftSourceReader
import SystemInterface

/// `watch FILE.swift [N]` (and `gridtrainer --watch FILE`): the file's grid reloaded and
/// redrawn whenever it is saved, with the screen and settings kept. A save that does not read
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
        // The first read must work: nothing is watched (and nothing changes) otherwise.
        try load(try readGrid(path, grid: grid), described: described, from: path)
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
            // One undoable change for the whole watch: the previous reload is taken back first,
            // and put back should the model refuse the new grid (too many tracks on this
            // screen), so the last good layout really stays.
            let lastGood = session
            _ = try? session.undo()
            do {
                try load(imported, described: described, from: path)
            } catch {
                session = lastGood
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
}
