import Foundation
import LayoutKernel

/// Saved layouts on disk, one command file per name, written atomically (temporary file and
/// rename) with mode 0600, so a crash mid-write never leaves a half-written layout.
struct LayoutStore {
    var directory: URL

    /// `$XDG_STATE_HOME/gridtrainer/layouts`, else `~/.local/state/gridtrainer/layouts`.
    static func standard() -> LayoutStore? {
        guard let state = StatePaths.directory() else { return nil }
        return LayoutStore(directory: state.appendingPathComponent("layouts"))
    }

    func names() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".grid") }.map { String($0.dropLast(5)) }
    }

    func save(_ grid: LazyGrid, as name: String) throws(CommandError) {
        let text = LayoutFile.commands(for: grid).joined(separator: "\n") + "\n"
        do {
            try StatePaths.writeAtomically(text, to: directory.appendingPathComponent(name + ".grid"))
        } catch {
            throw .file("could not save '\(name)' in \(directory.path): \(error.localizedDescription)")
        }
    }

    func load(_ name: String) throws(CommandError) -> LazyGrid? {
        let url = directory.appendingPathComponent(name + ".grid")
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw .file("\(url.path) is not readable UTF-8 text; it was left untouched")
        }
        var session = Session()
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            do {
                _ = try session.execute(try CommandParser.parse(line))
            } catch {
                throw .file("\(url.path):\(number + 1): \(error); the file was left untouched")
            }
        }
        return session.grid
    }
}

/// A layout as the command lines that rebuild it.
enum LayoutFile {
    static func commands(for grid: LazyGrid) -> [String] {
        let items = grid.items.map(SwiftCode.item).joined(separator: ", ")
        var lines = [
            "\(grid.axis == .vertical ? "columns" : "rows") [\(items)]",
            "\(grid.axis.mainSizeName) \(SwiftCode.number(grid.proposed))",
            "alignment \(grid.alignment.name(on: grid.axis))",
            "spacing \(grid.lineSpacing.map(SwiftCode.number) ?? "default")",
            "cells \(grid.cellCount)",
        ]
        for (index, cell) in grid.cellContents.sorted(by: { $0.key < $1.key }) {
            if let width = cell.width, let height = cell.height {
                lines.append("cell \(index + 1) size \(SwiftCode.number(width))x\(SwiftCode.number(height))")
            } else if let width = cell.width {
                lines.append("cell \(index + 1) width \(SwiftCode.number(width))")
            } else if let height = cell.height {
                lines.append("cell \(index + 1) height \(SwiftCode.number(height))")
            }
        }
        return lines
    }
}

/// Where the trainer keeps its state, and how it writes files there.
enum StatePaths {
    static func directory() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state).appendingPathComponent("gridtrainer")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".local/state/gridtrainer")
    }

    /// Writes to a temporary file beside `url`, sets mode 0600, then renames it into place.
    static func writeAtomically(_ text: String, to url: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        guard manager.createFile(atPath: temporary.path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteUnknown)
        }
        if rename(temporary.path, url.path) != 0 {
            try? manager.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }
}
