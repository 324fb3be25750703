import LayoutKernel
import Words

/// The Swift files of a walk read and parsed — in parallel, on all cores: each file's grids,
/// and the files' declarations merged into indexes, so a grid in one file finds
/// `Theme.spacing` in another. A file that cannot be read or parsed keeps its problem, typed.
package struct SwiftProject: Sendable {
    /// One file of the project.
    package struct File: Sendable {
        /// Absolute.
        package var path: String
        /// As printed (`Sources/App/View.swift`, `../App/View.swift`).
        package var display: String
        /// The parsed file, nil when it could not be read or parsed (`problem` says why).
        package var document: SwiftSourceDocument?
        package var problem: Problem?
    }

    /// Why a file was not read.
    package enum Problem: Equatable, Sendable {
        /// The file could not be opened or read (`reason` as the system says it).
        case cannotOpen(reason: String)
        /// SwiftParser's errors, first first.
        case syntax([SourceProblem])
        /// Not UTF-8 from byte `byte` (1-based), on `line`.
        case notUTF8(byte: Int, line: Int)
        /// More bytes than the reader takes (refused before reading).
        case tooLarge(bytes: Int, limit: Int)
        /// Brackets or chains nested past the reader's bound.
        case tooDeep(line: Int, what: NestedConstruct, limit: Int)
        /// Nothing but white space.
        case empty

        /// Where the problem is: the first syntax error, else the file's start.
        package var place: (line: Int, column: Int) {
            switch self {
            case .syntax(let problems): (problems.first?.line ?? 1, problems.first?.column ?? 1)
            case .notUTF8(_, let line), .tooDeep(let line, _, _): (line, 1)
            case .cannotOpen, .tooLarge, .empty: (1, 1)
            }
        }

        /// Why, as data for the words (`ProjectNoteText.reason`): `does not parse: …`.
        package var why: FileProblem {
            switch self {
            case .cannotOpen(let reason): .cannotOpen(reason: reason)
            case .syntax(let problems):
                .syntax(first: problems.first?.message, count: problems.count)
            case .notUTF8(let byte, _): .notUTF8(byte: byte)
            case .tooLarge(let bytes, let limit): .tooLarge(bytes: bytes, limit: limit)
            case .tooDeep(_, let what, let limit): .tooDeep(what: what, limit: limit)
            case .empty: .empty
            }
        }
    }

    /// The walk's folder, as printed.
    package var root: String
    /// The files in sorted order, the unreadable ones with their problem.
    package var files: [File]
    /// The walk the files came from: what it skipped, whether its budget stopped it.
    package var listing: ProjectFiles

    /// Reads `listing`'s files (in parallel) and parses each; `excluding` (an absolute path)
    /// is left out (the file being opened, read already). Names are printed as `display`
    /// makes them (relative to the current folder unless told otherwise).
    package static func read(
        _ listing: ProjectFiles, excluding: String? = nil,
        display: @escaping @Sendable (String) -> String = defaultDisplay
    ) -> SwiftProject {
        var files = listing.read(excluding: excluding, display: display) { path, shown, bytes in
            Self.file(path, display: shown, bytes: bytes)
        }
        // Files too large for the reader were refused by the walk, unread: said as files.
        for case .tooLarge(let path, let bytes) in listing.skips {
            files.append(
                File(
                    path: path, display: display(path),
                    problem: .tooLarge(bytes: bytes, limit: SwiftSourceReader.byteLimit)))
        }
        files.sort { $0.path < $1.path }
        return SwiftProject(root: display(listing.root), files: files, listing: listing)
    }

    /// Relative to the current folder (with `..` beside it), as `ProjectFiles.display`.
    package static var defaultDisplay: @Sendable (String) -> String { ProjectFiles.displayHere }

    /// One file parsed from its bytes.
    private static func file(_ path: String, display: String, bytes: ProjectFiles.ReadResult)
        -> File
    {
        var file = File(path: path, display: display)
        switch bytes {
        case .failure(let error):
            file.problem = .cannotOpen(reason: error.reason)
        case .success(let bytes):
            do throws(SwiftSourceError) {
                file.document = try SwiftSourceReader.document(bytes: bytes, fileName: display)
            } catch {
                file.problem = Self.problem(error)
            }
        }
        return file
    }

    /// The reader's error as a file's problem.
    package static func problem(_ error: SwiftSourceError) -> Problem {
        switch error {
        case .syntax(_, let problems): .syntax(problems)
        case .notUTF8(_, let offset, let line): .notUTF8(byte: offset + 1, line: line)
        case .tooLarge(_, let bytes, let limit): .tooLarge(bytes: bytes, limit: limit)
        case .tooDeep(_, let line, let what, let limit):
            .tooDeep(line: line, what: what, limit: limit)
        case .empty: .empty
        case .noGrid, .chooseGrid, .chooseProjectGrid, .noSuchGrid, .cannotEvaluate, .invalid,
            .stopped:
            .cannotOpen(reason: String(error.description.split(separator: "\n").first ?? ""))
        }
    }

    /// The parsed files' declarations in one index (with where each tree came from), those
    /// for which `include` holds.
    package func index(where include: (File) -> Bool = { _ in true }) -> DeclarationIndex {
        var merged = DeclarationIndex()
        for file in files where include(file) {
            guard let document = file.document else { continue }
            merged.merge(
                document.index, root: document.root,
                origin: .init(file: file.display, path: file.path, converter: document.converter))
        }
        return merged
    }

    /// The files parsed, in words for messages: `searched 12 files of the project App`.
    package var summary: String {
        ProjectNoteText.summary(
            parsed: files.filter { $0.document != nil }.count, root: root,
            refusal: listing.refusal)
    }

    /// What the walk skipped, the budget if it stopped the walk, and each file's problem, for
    /// a person opening one of its files.
    package var allNotes: [ProjectNote] {
        let display = Self.defaultDisplay
        let unreadable = ProjectFiles.unreadable(
            ProjectFiles.failures(listing.skips, display: display))
        return (listing.refusal.map { [.refused($0)] } ?? [])
            + listing.skips.compactMap { skip in
                // A file's problem, below; what could not be read, in one note.
                guard skip.failure == nil else { return nil }
                if case .tooLarge = skip { return nil }
                return .entrySkipped(path: display(skip.path), skip.why)
            }
            + (unreadable.isEmpty ? [] : [.unreadable(unreadable)])
            + (listing.budgetStop(root: root).map { [.budgetReached($0)] } ?? [])
            + files.compactMap { file in
                file.problem.map { .fileSkipped(file: file.display, line: $0.place.line, $0.why) }
            }
    }

    /// The project as an index for the evaluator, read already.
    var projectIndex: ProjectIndex {
        ProjectIndex(contents: .init(levels: [index()], summary: summary, notes: allNotes))
    }
}
