internal import SwiftSyntax
import Words

/// The declarations of the Swift files around a source file (its project), merged into one
/// index and built only when the file uses a name it does not declare: most files need none.
/// The reading itself (folders, budgets, parsing) is the loader's; this holds its result.
package final class ProjectIndex {
    /// What reading the project gave.
    package struct Contents {
        /// The files' types and top-level declarations, nearest first: a grid's own project,
        /// then the folder of several projects it is in. A name is taken from the first
        /// level that declares it, so two projects in one folder never lend each other a
        /// `Theme`.
        package var levels: [DeclarationIndex]
        /// `the 12 files read of Sources/App`: said in errors when a name is still not found.
        package var summary: String
        /// Files skipped or a budget reached, each once.
        package var notes: [ProjectNote]

        package init(levels: [DeclarationIndex], summary: String, notes: [ProjectNote]) {
            self.levels = levels
            self.summary = summary
            self.notes = notes
        }
    }

    private var loader: (() -> Contents)?
    private var loaded: Contents?

    /// A project read by `loader` when first needed.
    package init(loader: @escaping () -> Contents) {
        self.loader = loader
    }

    /// A project read already (`check` parses every file first).
    init(contents: Contents) {
        loaded = contents
    }

    /// The project's declarations, reading them now if they were not yet.
    package var contents: Contents {
        if let loaded { return loaded }
        let contents =
            loader?() ?? Contents(levels: [], summary: "no project", notes: [])
        readOnDemand = loader != nil
        loader = nil
        loaded = contents
        return contents
    }

    /// Whether the project was read (so its notes belong to this import).
    var isLoaded: Bool { loaded != nil }

    /// Whether a name that was needed was found in no file of the project: `check` reads the
    /// project around a folder only for the files that missed one.
    package private(set) var missed = false

    /// A needed name was found in no level.
    func recordMiss() { missed = true }

    /// Whether the project was read because this import needed it, so its notes are news.
    private var readOnDemand = false

    /// The file a node of a project's tree came from, when the project was read.
    func origin(of node: some SyntaxProtocol) -> DeclarationIndex.Origin? {
        guard let loaded else { return nil }
        for level in loaded.levels {
            if let origin = level.origin(of: node) { return origin }
        }
        return nil
    }

    /// The notes of a project read on demand (a preloaded one reports its own), or none.
    var readNotes: [ProjectNote] { readOnDemand ? loaded?.notes ?? [] : [] }
}
