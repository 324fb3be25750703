import CommandLanguage
import Files
import GridModel
import LayoutKernel
import SwiftSourceReader
import Words

/// `open FILE.swift [N]` and `paste`: SwiftUI source read with the toolchain's parser
/// (`SwiftSourceReader`) and loaded as one undoable edit; notes and what is not modelled are
/// said once, so nothing the code holds is dropped silently.
extension Runner {
    /// Loads grid `grid` (or the file's only grid) of a Swift source file.
    /// Names the file does not declare are looked for in its project, read on the first miss.
    /// False when a folder's grids were only listed to choose from: nothing was loaded.
    @discardableResult
    func open(_ path: String, grid: Int?) throws(CommandError) -> Bool {
        if ProjectFiles.isFolder(path) { return try openProject(path, grid: grid) }
        let described = "open \(Quoting.escaped(path))" + (grid.map { " \($0)" } ?? "")
        try load(try readGrid(path, grid: grid), described: described, from: path, file: path)
        return true
    }

    /// Grid `grid` (or the only one) of a Swift source file, read with its project around it.
    func readGrid(_ path: String, grid: Int?) throws(CommandError) -> ImportedGrid {
        let bytes: [UInt8]
        // One byte past the limit is enough to say the file is too large.
        switch SourceBytes.read(path, limit: SwiftSourceReader.byteLimit) {
        case .success(let read): bytes = read
        case .failure(let error):
            throw .file(.cannotOpenSwift(error))
        }
        let project = ProjectIndex {
            let absolute = ProjectFiles.absolute(path)
            let listing = ProjectFiles.around(absolute, budget: .standard)
            let read = SwiftProject.read(listing, excluding: absolute)
            return ProjectIndex.Contents(
                levels: [read.index()], summary: read.summary, notes: read.allNotes)
        }
        do {
            let document = try SwiftSourceReader.read(bytes: bytes, fileName: path)
            return try document.grid(number: grid, project: project, budget: budget)
        } catch {
            throw .source(error)
        }
    }

    /// `gridtrainer FILE.swift`: opens the file's grid (the only one, else the list); prints
    /// the layout when no shell follows.
    func openFromCommandLine(_ path: String, showing: Bool) -> Outcome {
        do {
            try open(path, grid: nil)
        } catch {
            report(error, at: Location(file: nil, line: 0))
            return .failed
        }
        if showing { showLayout() }
        return .ok
    }

    /// `paste`: lines until the code is complete and a blank line follows, or a line `end`.
    /// A whole view loads its grid; a `[GridItem]` array alone replaces the items. Ctrl-C
    /// abandons it (false: nothing applied).
    func paste<Source: LineSource>(from source: inout Source, number: inout Int)
        throws(CommandError) -> Bool
    {
        var buffer = PasteBuffer()
        var count = 0
        reading: while true {
            switch source.reply() {
            case .interrupted:
                show(.text("paste abandoned: nothing changed"))
                return false
            case .ended: break reading
            case .line(let line):
                number += 1
                count += 1
                if count > Limits.pasteLines {
                    throw .limit(.pasteLines(maximum: Limits.pasteLines))
                }
                if buffer.add(line) { break reading }
            }
        }
        let text = buffer.text
        let document: SwiftSourceDocument?
        do throws(SwiftSourceError) {
            document = try SwiftSourceReader.read(text: text, fileName: "paste")
        } catch .noGrid {
            document = nil
        } catch {
            throw .source(error)
        }
        guard let document else {
            // No grid call: a [GridItem] array (what `code` prints) replaces the items.
            let items: [GridItem]
            do {
                items = try SwiftSourceReader.items(text: text, fileName: "paste", budget: budget)
            } catch {
                throw .source(error)
            }
            do {
                try session.apply(
                    .model(.replaceItems(items, session.lazyGrid.axis)), described: "paste")
            } catch {
                throw CommandError(error)
            }
            return true
        }
        let imported: ImportedGrid
        do {
            imported = try document.grid(number: nil, budget: budget)
        } catch {
            throw .source(error)
        }
        try load(imported, described: "paste", from: "paste", file: nil)
        return true
    }

    /// Makes an imported grid the model (one undoable edit) on the session's screen, then says
    /// where it came from, the screen and the chain, and the notes. `file` is the Swift file
    /// it was read from (nil for `paste`), remembered for `watch`; `keepingChainEdits` (a
    /// reload of that file) keeps a chain edited in the session since the last load.
    func load(
        _ imported: ImportedGrid, described: String, from name: String, file: String?,
        keepingChainEdits: Bool = false
    ) throws(CommandError) {
        var imported = imported
        let fileChain = imported.chain
        var kept: [String] = []
        if keepingChainEdits, let last = loadedSource, last.path == file,
            let chain = last.editedChain(in: session.model)
        {
            let size = session.screen.size(along: imported.axis)
            let own = ChainText.header(
                screen: session.screen, chain: imported.chain,
                offered: imported.chain.offered(container: size, along: imported.axis),
                axis: imported.axis)
            kept = ["note: the chain as edited here stays; the file's own is \(own)"]
            imported = imported.with(chain: chain)
        }
        var next = session.model
        switch imported.model {
        case .lazy(let grid):
            next.showsEager = false
            next.lazy = grid
        case .eager(let grid):
            next.showsEager = true
            next.eager = grid
            next.eagerHeightUnspecified = imported.unspecifiedHeight
        }
        do { try session.apply(.model(.replace(next)), described: described) } catch {
            throw CommandError(error)
        }
        loadedSource = file.map { LoadedSource(path: $0, loaded: session.model, chain: fileChain) }
        let found = imported.found
        let screen = session.screen
        let header = imported.header(on: screen)
        var lines = ["\(found.family.viewName) of \(name) (line \(found.line)): \(header)"]
        lines += ChainText.framesWiderThanScreen(
            imported.chain, screen: screen.size(along: imported.axis), axis: imported.axis
        ).map { "note: " + $0 }
        lines += kept + imported.messages
        // The path and the notes quote outside text (file names, string literals, comments).
        output.show(message: "source", TerminalText.sanitized(lines.joined(separator: "\n")))
    }
}
