import CommandLanguage
import SwiftSourceReader

/// `open FOLDER [N]`: every grid of a project's Swift files, listed or loaded by number, with
/// the project's constants.
extension Runner {
    /// Lists the grids of the Swift files under `folder`, or loads grid `number` (or the only
    /// one).
    func openProject(_ folder: String, grid number: Int?) throws(CommandError) {
        let listing = ProjectFiles.under(folder, budget: .open)
        let project = SwiftProject.read(listing, budget: .open)
        let grids = Self.grids(of: project)
        guard !grids.isEmpty else {
            throw .file(
                .noGridInProject(
                    folder: folder, files: project.files.count, notes: project.allNotes))
        }
        let chosen: ProjectGrid
        switch number {
        case nil:
            guard grids.count == 1, let only = grids.first else {
                // A list to choose from, not an error: the model stays as it was.
                output.show(
                    message: "source",
                    SwiftSourceError.chooseProjectGrid(
                        root: folder, grids: grids, notes: project.allNotes
                    ).description)
                return
            }
            chosen = only
        case let number?:
            guard (1...grids.count).contains(number) else {
                throw .source(.noSuchGrid(file: folder, number: number, count: grids.count))
            }
            chosen = grids[number - 1]
        }
        guard let document = project.files.first(where: { $0.display == chosen.file })?.document
        else { return }
        let imported: ImportedGrid
        do {
            imported = try document.grid(number: chosen.grid.number, project: project.projectIndex)
        } catch {
            throw .source(error)
        }
        try load(imported, described: "open \(folder) \(chosen.number)", from: chosen.file)
    }

    /// Every grid of the project's parsed files, numbered across the project.
    static func grids(of project: SwiftProject) -> [ProjectGrid] {
        var grids: [ProjectGrid] = []
        for file in project.files {
            for grid in file.document?.grids ?? [] {
                grids.append(ProjectGrid(file: file.display, grid: grid, number: grids.count + 1))
            }
        }
        return grids
    }
}
