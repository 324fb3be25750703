import LayoutKernel

/// Saved layouts on disk, one command file per name, written atomically (temporary file and
/// rename) with mode 0600, so a crash mid-write never leaves a half-written layout.
struct LayoutStore {
    var directory: String

    /// `$XDG_STATE_HOME/gridtrainer/layouts`, else `~/.local/state/gridtrainer/layouts`.
    static func standard() -> LayoutStore? {
        guard let state = StatePaths.directory() else { return nil }
        return LayoutStore(directory: state + "/layouts")
    }

    func path(_ name: String) -> String { directory + "/" + name + ".grid" }

    func names() -> [String] {
        StatePaths.entries(directory).filter { $0.hasSuffix(".grid") }.map { String($0.dropLast(5)) }
    }

    func save(_ model: Session.Model, as name: String) throws(CommandError) {
        let text = LayoutFile.commands(for: model).joined(separator: "\n") + "\n"
        do {
            try StatePaths.writeAtomically(text, to: path(name))
        } catch {
            throw .file("could not save '\(name)': \(error)")
        }
    }

    func load(_ name: String) throws(CommandError) -> Session.Model? {
        let file = path(name)
        guard StatePaths.exists(file) else { return nil }
        var source: FileSource
        do {
            source = try FileSource(path: file)
        } catch {
            throw .file("\(error); the file was left untouched")
        }
        defer { source.close() }
        var session = Session()
        var number = 0
        while let (line, problem) = source.nextLine() {
            number += 1
            if let problem { throw .file("\(file):\(number): \(problem); the file was left untouched") }
            guard let line, !line.isEmpty else { continue }
            do {
                _ = try session.execute(try CommandParser.parse(Substring(line)))
            } catch {
                throw .file("\(file):\(number): \(error); the file was left untouched")
            }
        }
        return session.model
    }
}

/// A layout as the command lines that rebuild it.
enum LayoutFile {
    static func commands(for model: Session.Model) -> [String] {
        var lines = commands(for: model.lazy) + ["grid"] + commands(for: model.eager)
        if model.mode == .lazy { lines.append("lazy") }
        return lines
    }

    static func commands(for grid: EagerGrid) -> [String] {
        let n = SwiftCode.number
        var lines = [
            "grid width \(n(grid.proposed))", "grid alignment \(grid.alignment.rawValue)",
            "grid hspacing \(grid.horizontalSpacing.map(n) ?? "default")", "grid vspacing \(grid.verticalSpacing.map(n) ?? "default")",
        ]
        func spec(_ cell: EagerCell) -> String {
            switch cell.content {
            case .empty: "empty"
            case .sized(nil, nil): "fill"
            case .sized(let w, let h): "\(w.map(n) ?? "fill")x\(h.map(n) ?? "fill")"
            }
        }
        for (r, row) in grid.rows.enumerated() {
            switch row.kind {
            case .fullWidth: lines.append("fullrow \(spec(row.cells.first ?? .fill))")
            case .gridRow:
                lines.append("row add " + row.cells.map(spec).joined(separator: " "))
                if let alignment = row.alignment { lines.append("row \(r + 1) align \(alignment.rawValue)") }
                for (c, cell) in row.cells.enumerated() {
                    if cell.span > 1 { lines.append("row \(r + 1) cell \(c + 1) span \(cell.span)") }
                    if let anchor = cell.anchor { lines.append("row \(r + 1) cell \(c + 1) anchor \(anchor.rawValue)") }
                    if let column = cell.columnAlignment { lines.append("row \(r + 1) cell \(c + 1) columnAlign \(column.rawValue)") }
                }
            }
        }
        return lines
    }

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
