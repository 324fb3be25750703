import CommandLanguage
import SwiftSourceReader

/// `open FOLDER [N]`: every grid of the Swift files under a folder, listed or loaded by
/// number, with the project's constants. The folder is read as `check` reads it (the same walk
/// and budget), so the list is the same on every run and `open FOLDER N` is always the same
/// grid.
extension Runner {
    /// Lists the grids of the Swift files under `folder` (false: nothing loaded), or loads grid
    /// `number` (or the only one).
    func openProject(_ folder: String, grid number: Int?) throws(CommandError) -> Bool {
        let scan = ProjectScan.folder(ProjectFiles.absolute(folder), budget: .standard)
        let grids = Self.grids(of: scan.selected)
        guard !grids.isEmpty else {
            throw .file(
                .noGridInProject(
                    folder: folder, files: scan.selected.count, notes: scan.folderNotes))
        }
        let chosen: ProjectGrid
        switch number {
        case nil:
            guard grids.count == 1, let only = grids.first else {
                // A list to choose from, not an error: the model stays as it was.
                output.show(
                    message: "source",
                    SwiftSourceError.chooseProjectGrid(
                        root: folder, grids: grids, notes: scan.folderNotes
                    ).description)
                return false
            }
            chosen = only
        case let number?:
            guard (1...grids.count).contains(number) else {
                throw .source(.noSuchGrid(file: folder, number: number, count: grids.count))
            }
            chosen = grids[number - 1]
        }
        guard let file = scan.selected.first(where: { $0.display == chosen.file }),
            let document = file.document
        else { return false }
        let imported: ImportedGrid
        do {
            imported = try document.grid(
                number: chosen.grid.number, project: scan.index(for: file), budget: budget)
        } catch {
            throw .source(error)
        }
        try load(
            imported, described: "open \(Quoting.escaped(folder)) \(chosen.number)",
            from: chosen.file,
            file: chosen.file)
        return true
    }

    /// Every grid of the parsed files, numbered across them in the files' (sorted) order.
    static func grids(of files: [SwiftProject.File]) -> [ProjectGrid] {
        var grids: [ProjectGrid] = []
        for file in files {
            for grid in file.document?.grids ?? [] {
                grids.append(ProjectGrid(file: file.display, grid: grid, number: grids.count + 1))
            }
        }
        return grids
    }
}
