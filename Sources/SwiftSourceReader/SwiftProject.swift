import LayoutKernel
import Words

/// The Swift files of a project read and parsed — in parallel, on all cores — within a budget:
/// each file's grids, and every file's declarations merged into one index, so a grid in one
/// file finds `Theme.spacing` in another. A file that cannot be read or parsed is a note, once.
package struct SwiftProject: Sendable {
    /// One file of the project.
    package struct File: Sendable {
        /// Absolute.
        package var path: String
        /// As printed: relative to the current folder when inside it.
        package var display: String
        /// The parsed file, nil when it could not be read or parsed (`problem` says why).
        package var document: SwiftSourceDocument?
        package var problem: String?
        /// Where the problem is (a syntax error's line and column), 1:1 when the whole file.
        package var problemLine = 1
        package var problemColumn = 1
    }

    /// The project's folder, as printed.
    package var root: String
    /// The files in sorted order, the unreadable ones with their problem.
    package var files: [File]
    /// Folders skipped and budgets reached, each once (files' own problems are in `files`).
    package var notes: [String]
    /// Bytes read in all.
    package var bytes: Int

    /// Reads `listing`'s files within `budget` (through `ProjectFiles.read`, in parallel) and
    /// parses each; `excluding` (an absolute path) is left out (the file being opened, read
    /// already).
    package static func read(
        _ listing: ProjectFiles, budget: ProjectFiles.Budget, excluding: String? = nil
    )
        -> SwiftProject
    {
        let reading = listing.read(budget: budget, excluding: excluding) { path, display, bytes in
            Self.file(path, display: display, bytes: bytes)
        }
        var project = SwiftProject(
            root: reading.root, files: reading.elements, notes: listing.notes,
            bytes: reading.bytes)
        if reading.skipped > 0 {
            project.notes.append(
                "the budget (\(NumberText.format(budget.seconds)) s, \(budget.bytes >> 20) MB) was "
                    + "reached: \(reading.skipped) files were not read")
        }
        return project
    }

    /// One file parsed from its bytes; what went wrong said as a reason (`cannot be read: …`).
    private static func file(_ path: String, display: String, bytes: ProjectFiles.ReadResult)
        -> File
    {
        var file = File(path: path, display: display)
        switch bytes {
        case .failure(let error):
            file.problem = "cannot be read: \(error.reason)"
        case .success(let bytes):
            do throws(SwiftSourceError) {
                file.document = try SwiftSourceReader.document(bytes: bytes, fileName: display)
            } catch {
                (file.problem, file.problemLine, file.problemColumn) = Self.reason(error)
            }
        }
        return file
    }

    /// Why a file was not read, without its name, and where.
    package static func reason(_ error: SwiftSourceError) -> (String, Int, Int) {
        switch error {
        case .syntax(_, let problems):
            let first = problems.first
            let more = problems.count > 1 ? " (and \(problems.count - 1) more syntax errors)" : ""
            return (
                "does not parse: \(first?.message ?? "syntax error")\(more)", first?.line ?? 1,
                first?.column ?? 1
            )
        case .notUTF8(_, let offset, let line):
            return ("is not UTF-8 text (byte \(offset + 1)); binary or another encoding", line, 1)
        case .tooLarge(_, let bytes, let limit):
            return ("is \(bytes) bytes, more than the \(limit) the reader takes", 1, 1)
        case .tooDeep(_, let line, let what, let limit):
            return ("has \(what) nested more than \(limit) deep", line, 1)
        case .empty: return ("is empty", 1, 1)
        case .noGrid, .chooseGrid, .chooseProjectGrid, .noSuchGrid, .cannotEvaluate, .invalid,
            .stopped:
            return (String(error.description.split(separator: "\n").first ?? ""), 1, 1)
        }
    }

    /// Every parsed file's declarations in one index (with where each tree came from).
    package var index: DeclarationIndex {
        var merged = DeclarationIndex()
        for file in files {
            guard let document = file.document else { continue }
            merged.merge(
                document.index, root: document.root,
                origin: .init(file: file.display, converter: document.converter))
        }
        return merged
    }

    /// The files parsed, in words for messages: `searched 12 files of the project App`.
    package var summary: String {
        let parsed = files.filter { $0.document != nil }.count
        return "searched \(parsed) \(parsed == 1 ? "file" : "files") of the project \(root)"
    }

    /// The project's notes and each file's problem, for a person opening one of its files.
    package var allNotes: [String] {
        notes
            + files.compactMap { file in
                file.problem.map { "\(file.display):\(file.problemLine): skipped, it \($0)" }
            }
    }

    /// The project as an index for the evaluator, read already.
    package var projectIndex: ProjectIndex {
        ProjectIndex(contents: .init(index: index, summary: summary, notes: allNotes))
    }
}
