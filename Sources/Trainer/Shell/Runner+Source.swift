import LayoutKernel

/// `open FILE.swift [N]` and `paste`: SwiftUI source read with the toolchain's parser
/// (`SwiftSourceReader`) and loaded as one undoable edit; notes and what is not modelled are
/// said once, so nothing the code holds is dropped silently.
extension Runner {
    /// Loads grid `grid` (or the file's only grid) of a Swift source file.
    func open(_ path: String, grid: Int?) throws(CommandError) {
        let bytes: [UInt8]
        do {
            let fd = try System.openRegularFile(path)
            defer { System.close(fd) }
            var read: [UInt8] = []
            // One byte past the limit is enough to say the file is too large.
            while read.count <= SwiftSourceReader.byteLimit, let chunk = System.read(fd, capacity: 65536) { read += chunk }
            bytes = read
        } catch {
            throw .file(error.description.replacingExpectation(with: "expected a SwiftUI source file"))
        }
        let imported: ImportedGrid
        do {
            imported = try SwiftSourceReader.read(bytes: bytes, fileName: path).grid(number: grid)
        } catch {
            throw .source(error)
        }
        try load(imported, described: "open \(path)" + (grid.map { " \($0)" } ?? ""), from: path)
    }

    /// `gridtrainer FILE.swift`: opens the file's grid (the only one, else the list); prints
    /// the layout when no shell follows.
    func openFromCommandLine(_ path: String, showing: Bool) -> Outcome {
        do {
            try open(path, grid: nil)
        } catch {
            report(error.description, code: error.code, at: Location(file: nil, line: 0))
            return .failed
        }
        if showing { showLayout() }
        return .ok
    }

    /// `paste`: lines until the code is complete and a blank line follows, or a line `end`.
    /// A whole view loads its grid; a `[GridItem]` array alone replaces the items. Ctrl-C
    /// abandons it (false: nothing applied).
    func paste<Source: LineSource>(from source: inout Source, number: inout Int) throws(CommandError) -> Bool {
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
                if count > Limits.pasteLines { throw .limit("paste: more than \(Limits.pasteLines) lines; end a paste with a blank line or 'end'") }
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
                items = try SwiftSourceReader.items(text: text, fileName: "paste")
            } catch {
                throw .source(error)
            }
            try session.apply(.replaceItems(items, session.grid.axis), described: "paste")
            return true
        }
        let imported: ImportedGrid
        do {
            imported = try document.grid(number: nil)
        } catch {
            throw .source(error)
        }
        try load(imported, described: "paste", from: "paste")
        return true
    }

    /// Makes an imported grid the model (one undoable edit) on the session's screen, then says
    /// where it came from, the screen and the chain, and the notes.
    private func load(_ imported: ImportedGrid, described: String, from name: String) throws(CommandError) {
        var next = session.model
        switch imported.model {
        case .lazy(let grid):
            next.mode = .lazy
            next.lazy = grid
        case .eager(let grid):
            next.mode = .eager
            next.eager = grid
        }
        try session.apply(.replace(next), described: described)
        let found = imported.found
        let screen = session.screen
        var lines = ["\(found.kind.rawValue) of \(name) (line \(found.line)): \(imported.header(on: screen))"]
        lines += ChainText.framesWiderThanScreen(imported.chain, screen: screen.size(along: imported.axis), axis: imported.axis).map { "note: " + $0 }
        lines += imported.messages
        show(message: "source", lines.joined(separator: "\n"))
    }
}

extension String {
    /// A file error's message with its closing "expected …" said for this command.
    fileprivate func replacingExpectation(with expectation: String) -> String {
        guard let range = ranges(of: "; expected ").last else { return self }
        return String(self[..<range.lowerBound]) + "; " + expectation
    }
}
