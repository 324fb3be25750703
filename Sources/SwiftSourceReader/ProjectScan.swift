import Words

/// What `check` and `open FOLDER` read for one path, and the names each grid may use.
///
/// A folder is walked whole, whatever markers are at or above it (a downloaded ZIP, a Tuist
/// layout and a folder of several projects all hold their files below). When the folder is
/// inside a project (a marker above it), the rest of that project is read too, after the
/// folder, for the constants its files use. Several projects in one folder are told apart by
/// their markers: a grid takes a name from its own project first, then from anything read.
/// A file alone is read with the project around it, as `open FILE` does.
package struct ProjectScan: Sendable {
    /// The files asked for, read, in sorted order.
    package var selected: [SwiftProject.File]
    /// The walk of the folder asked for (or of the project around the file): what it
    /// skipped, whether the budget stopped it.
    package var walk: ProjectFiles
    /// Bytes and files the walks took, for the next path's budget.
    package var spent: (files: Int, bytes: Int)
    /// The declarations, by the project root each file belongs to (`""`: one for all).
    private var levels: [String: [DeclarationIndex]]
    /// The projects' roots, longest first, for finding a file's own.
    private var roots: [String]
    /// `searched 12 files of the project App`, and the notes of files read around.
    private var summary: String
    /// The folder walked, as printed.
    private var summaryRoot: String
    private var notes: [ProjectNote]

    /// The project around a folder, not read yet: its root, what the budget leaves for it,
    /// and how its paths are printed.
    package struct Around: Sendable {
        package var root: String
        package var budget: ProjectFiles.Budget
        package var display: @Sendable (String) -> String
    }

    /// The project around the folder when there is one that was not read: `readingAround`
    /// reads it (`check` does only for files that needed a name their folder lacks).
    package private(set) var around: Around?

    /// The folder `folder` (absolute), within `budget`; paths printed as `display` makes them.
    /// The project around it is read after it, with what the budget leaves, unless not
    /// `readingAround` (then `around` says where it is).
    package static func folder(
        _ folder: String, budget: ProjectFiles.Budget,
        display: @escaping @Sendable (String) -> String = SwiftProject.defaultDisplay,
        readingAround: Bool = true
    ) -> ProjectScan {
        var walk = ProjectFiles.under(folder, budget: budget)
        // The project around the folder is read for its names only when it is the user's own.
        if walk.projects.first != walk.root {
            walk.refusal = ProjectFiles.refusal(above: ProjectFiles.parent(walk.root))
        }
        let own = SwiftProject.read(walk, display: display)
        let spent = (files: walk.files.count, bytes: walk.bytes)
        var scan = assemble(
            walk: walk, shown: own.root, selected: own.files, around: [], spent: spent,
            notes: walk.refusal.map { [.refused($0)] } ?? [])
        if walk.projects.first != walk.root,
            let above = ProjectFiles.projectRoot(above: ProjectFiles.parent(walk.root))
        {
            scan.around = Around(
                root: above, budget: budget.spending(files: spent.files, bytes: spent.bytes),
                display: display)
        }
        return readingAround ? scan.readingAround() : scan
    }

    /// This scan with the project around the folder read (after the folder, within what the
    /// budget left), its names a level after the folder's own.
    package func readingAround() -> ProjectScan {
        guard let around else { return self }
        let rest = ProjectFiles.under(around.root, budget: around.budget, excluding: walk.root)
        let project = SwiftProject.read(rest, display: around.display)
        return Self.assemble(
            walk: walk, shown: summaryRoot, selected: selected, around: project.files,
            spent: (spent.files + rest.files.count, spent.bytes + rest.bytes),
            notes: (walk.refusal.map { [.refused($0)] } ?? []) + project.allNotes)
    }

    /// A scan of the folder walked (`shown` as printed) whose files are `selected`, with the
    /// files of the project `around` it; several projects inside it told apart.
    private static func assemble(
        walk: ProjectFiles, shown: String, selected: [SwiftProject.File],
        around: [SwiftProject.File], spent: (files: Int, bytes: Int), notes: [ProjectNote]
    ) -> ProjectScan {
        let whole = SwiftProject(root: shown, files: selected + around, listing: walk)
        let nested = walk.projects.filter { $0 != walk.root }
        var levels: [String: [DeclarationIndex]] = ["": [whole.index()]]
        if !nested.isEmpty {
            let roots = nested.sorted { $0.count > $1.count }
            for root in roots + [walk.root] {
                let mine = whole.index { Self.owner($0.path, roots) ?? walk.root == root }
                levels[root] = [mine] + (levels[""] ?? [])
            }
        }
        return ProjectScan(
            selected: selected, walk: walk, spent: spent, levels: levels,
            roots: nested.sorted { $0.count > $1.count }, summary: whole.summary,
            summaryRoot: shown, notes: notes)
    }

    /// The file at `path` (absolute) with the project around it, as `open FILE` reads it.
    package static func file(
        _ path: String, budget: ProjectFiles.Budget,
        display: @escaping @Sendable (String) -> String = SwiftProject.defaultDisplay
    ) -> ProjectScan {
        let walk = ProjectFiles.around(path, budget: budget)
        var project = SwiftProject.read(walk, display: display)
        if !project.files.contains(where: { $0.path == path }) {
            // Past the budget, or below a folder a .gitignore leaves out: the file asked for
            // is read all the same.
            let alone = ProjectFiles.single(path, budget: budget)
            project.files += SwiftProject.read(alone, display: display).files
        }
        return ProjectScan(
            selected: project.files.filter { $0.path == path }, walk: walk,
            spent: (walk.files.count, walk.bytes), levels: ["": [project.index()]], roots: [],
            summary: project.summary, summaryRoot: project.root, notes: [])
    }

    /// What was not read of the folder asked for (entries skipped, the budget, files that do
    /// not parse), for `open FOLDER`'s notes.
    package var folderNotes: [ProjectNote] {
        SwiftProject(root: summary, files: selected, listing: walk).allNotes
    }

    /// The project root among `roots` (longest first) that holds `path`.
    private static func owner(_ path: String, _ roots: [String]) -> String? {
        roots.first { path.hasPrefix($0 == "/" ? "/" : $0 + "/") }
    }

    /// The names `file`'s grids may use: its own project's first.
    package func index(for file: SwiftProject.File) -> ProjectIndex {
        let key = roots.isEmpty ? "" : Self.owner(file.path, roots) ?? walk.root
        return ProjectIndex(
            contents: .init(
                levels: levels[key] ?? levels[""] ?? [], summary: summary, notes: notes))
    }
}
