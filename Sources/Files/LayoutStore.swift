import CommandLanguage
import GridModel
import LayoutKernel
import SystemInterface

/// Saved layouts on disk, one file per name, written atomically (temporary file and rename)
/// with mode 0600, so a crash mid-write never leaves a half-written layout. Files in the
/// format `LayoutFile` writes are read by `LayoutFileReader`; files without its header are
/// read as the command lines earlier versions wrote (`LegacyLayout`).
package struct LayoutStore {
    package var directory: String

    package func path(_ name: String) -> String { directory + "/" + name + ".grid" }

    /// The saved layout names, read from the folder now.
    package func names() -> [String] { Self.names(among: System.entries(directory)) }

    /// The layout names among a listing of the folder's entries (`NAME.grid`).
    package static func names(among entries: [String]) -> [String] {
        entries.filter { $0.hasSuffix(".grid") }.map { String($0.dropLast(5)) }
    }

    package func save(_ model: Model, as name: String) throws(CommandError) {
        do {
            try StatePaths.writeAtomically(LayoutFile.text(for: model), to: path(name))
        } catch {
            throw .file(.cannotSave(name: name, error))
        }
    }

    package func load(_ name: String) throws(CommandError) -> Model? {
        let file = path(name)
        guard System.exists(file) else { return nil }
        return try Self.read(file)
    }

    /// The model the file at `file` holds; errors say `file:line:` and that nothing changed.
    /// Its size is checked before anything is read, and no more than the limit is read should
    /// it grow meanwhile; a file with nothing in it is an error, not an empty model.
    package static func read(_ file: String) throws(CommandError) -> Model {
        var source: FileSource
        let limit = Limits.savedLayoutBytes
        do {
            source = try FileSource(path: file, byteLimit: limit)
        } catch {
            throw .file(.layoutUnreadable(error))
        }
        defer { source.close() }
        if let size = source.size, size > limit {
            throw .file(.layoutTooLarge(path: file, bytes: size, maximum: limit))
        }
        var lines: [(number: Int, text: String)] = []
        var number = 0
        while let read = source.nextLine() {
            number += 1
            guard number <= Limits.savedLayoutLines else {
                throw .file(
                    .layoutTooLong(path: file, line: number, maximum: Limits.savedLayoutLines))
            }
            let line: String
            switch read {
            case .text(let text): line = text
            case .unreadable(let problem):
                throw .file(.layoutLine(path: file, line: number, problem))
            }
            guard !line.isEmpty else { continue }
            lines.append((number, line))
        }
        if source.overLimit {
            throw .file(.layoutTooLarge(path: file, bytes: nil, maximum: limit))
        }
        guard lines.contains(where: { $0.text.contains { $0 != " " && $0 != "\t" } }) else {
            throw .file(.layoutEmpty(path: file, header: LayoutFile.header))
        }
        do throws(LineError) {
            if lines.first?.text == LayoutFile.header { return try LayoutFileReader.model(lines) }
            return try LegacyLayout.model(lines)
        } catch {
            throw .file(.layoutRefused(path: file, line: error.line, error.error))
        }
    }
}

/// An error and the line of a saved layout it belongs to.
struct LineError: Error {
    package var line: Int
    package var error: CommandError
}
