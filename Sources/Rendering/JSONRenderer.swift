import CommandLanguage
import GridModel
import LayoutKernel
import Teaching
import Words

/// The JSON Lines form of results (`--json`).
package enum JSONRenderer {
    package static func size(_ size: GridItemSize) -> JSON {
        switch size {
        case .fixed(let value): .object([("kind", .string("fixed")), ("size", .finite(value))])
        case .flexible(let minimum, let maximum):
            .object([
                ("kind", .string("flexible")), ("min", .finite(minimum)), ("max", .finite(maximum)),
            ])
        case .adaptive(let minimum, let maximum):
            .object([
                ("kind", .string("adaptive")), ("min", .finite(minimum)), ("max", .finite(maximum)),
            ])
        }
    }

    /// The `part` key: what was asked for (held flags are a presenter's matter, still `show`).
    static func partName(_ part: LayoutPart) -> String {
        switch part {
        case .all, .allButFlags: "show"
        case .widths: "widths"
        case .flags: "flags"
        }
    }

    /// The screen as JSON: its width and height, where they came from, and the device.
    package static func screen(_ screen: Screen?, container: Double, axis: GridAxis) -> JSON {
        let screen = screen.flatMap { $0.size(along: axis) == container ? $0 : nil }
        guard let screen else {
            return .object([(axis == .vertical ? "width" : "height", .number(container))])
        }
        var pairs: [(String, JSON)] = [
            ("width", .number(screen.width)), ("height", .number(screen.height)),
            ("default", .bool(screen.isStandard)),
        ]
        if let (device, orientation) = screen.device {
            pairs += [
                ("device", .string(device.name)), ("orientation", .string(orientation.rawValue)),
            ]
        }
        return .object(pairs)
    }

    /// `screen` is the session's (nil: only its size along the axis is known).
    package static func layout(_ layout: LazyGridLayout, _ part: LayoutPart, screen: Screen? = nil)
        -> String
    {
        let grid = layout.grid
        let items: [JSON] = layout.items.map { item in
            let tracks = zip(
                item.trackOffsets, repeatElement(item.trackSize, count: item.trackCount)
            ).map {
                JSON.object([("offset", .number($0.0)), ("size", .number($0.1))])
            }
            return .object([
                ("index", .int(item.index + 1)), ("size", size(item.item.size)),
                ("spacing", .number(item.item.effectiveSpacing)),
                ("alignment", item.item.alignment.map { .string($0.rawValue) } ?? .null),
                ("pass1", .number(item.pass1.width)), ("drawn", .number(item.drawn.width)),
                ("tracks", .array(tracks)),
            ])
        }
        let flags: [JSON] = layout.diagnostics().map { flag in
            .object([
                ("code", .string(flag.code.rawValue)),
                ("items", .array(flag.items.map { .int($0 + 1) })),
                ("message", .string(DiagnosticText.message(flag))),
            ])
        }
        var pairs: [(String, JSON)] = [
            ("type", .string("layout")),
            ("part", .string(partName(part))),
            ("axis", .string(grid.axis.rawValue)),
            ("screen", Self.screen(screen, container: grid.container, axis: grid.axis)),
            ("chain", .array(grid.chain.steps.map { .string($0.swift) })),
            ("offered", .number(layout.proposed)),
            // The names before issue 19, kept for one release: `container` is the screen's size
            // along the axis, `proposed` the same number as `offered`.
            ("container", .number(grid.container)), ("proposed", .number(layout.proposed)),
            ("gridSize", .number(layout.gridSize)),
            ("origin", .number(layout.origin)),
            ("alignment", .string(grid.alignment.name(on: grid.axis))),
            ("lineSpacing", .number(grid.effectiveLineSpacing)),
            ("items", .array(items)), ("flags", .array(flags)),
            ("assumptions", .array(layout.assumptions.map { .string($0.rawValue) })),
        ]
        if part == .all || part == .allButFlags {
            let cells: [JSON] = layout.cells(limit: Limits.cellsDrawn).map { cell in
                .object([
                    ("index", .int(cell.index + 1)), ("item", .int(cell.item + 1)),
                    ("line", .int(cell.line + 1)),
                    ("slot", rect(cell.slot)), ("content", rect(cell.content)),
                ])
            }
            // At most Limits.cellsDrawn cells are listed; the counts say when that cut applies.
            pairs.append(("cellCount", .int(layout.grid.cellCount)))
            pairs.append(("cellsListed", .int(cells.count)))
            pairs.append(("cells", .array(cells)))
        }
        return JSON.object(pairs).text
    }

    static func rect(_ r: Rect) -> JSON {
        .object([
            ("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)),
            ("height", .number(r.height)),
        ])
    }

    package static func eager(_ layout: EagerGridLayout, screen: Screen? = nil) -> String {
        let cells: [JSON] = layout.cells.map { cell in
            .object([
                ("row", .int(cell.row + 1)), ("column", .int(cell.column + 1)),
                ("span", .int(cell.span)), ("empty", .bool(cell.empty)),
                ("automatic", .bool(cell.automatic)), ("slot", rect(cell.slot)),
                ("content", rect(cell.content)),
                ("alignment", .string(cell.alignment.word)),
                ("alignedBy", .string(cell.alignmentSource.rawValue)),
            ])
        }
        let flags: [JSON] = layout.diagnostics().map { flag in
            .object([
                ("code", .string(flag.code.rawValue)),
                ("rows", .array(flag.items.map { .int($0 + 1) })),
                ("message", .string(DiagnosticText.message(flag))),
            ])
        }
        return JSON.object([
            ("type", .string("grid")),
            ("screen", Self.screen(screen, container: layout.grid.container, axis: .vertical)),
            ("chain", .array(layout.grid.chain.steps.map { .string($0.swift) })),
            // What the Grid is offered: null for an unspecified width or height (a ScrollView).
            ("offered", layout.grid.offeredWidth.map(JSON.number) ?? .null),
            // Kept for one release (see `layout`): the screen's width, and what is offered.
            ("container", .number(layout.grid.container)),
            ("proposed", layout.grid.offeredWidth.map(JSON.number) ?? .null),
            ("offeredHeight", layout.grid.offeredHeight.map(JSON.number) ?? .null),
            (
                "gridSize",
                .object([("width", .number(layout.width)), ("height", .number(layout.height))])
            ),
            ("columns", .array(layout.columns.map { .number($0) })),
            ("rows", .array(layout.rows.map { .number($0) })),
            ("cells", .array(cells)), ("flags", .array(flags)),
            ("assumptions", .array(layout.assumptions.map { .string($0.rawValue) })),
        ]).text
    }

    package static func message(_ type: String, _ text: String) -> String {
        JSON.object([("type", .string(type)), ("text", .string(text))]).text
    }

    /// An error object: `code` says which kind (see `ErrorCode`), `message` what was expected.
    package static func error(line: Int, file: String?, code: ErrorCode, _ message: String)
        -> String
    {
        var pairs: [(String, JSON)] = [
            ("type", .string("error")), ("code", .string(code.rawValue)), ("line", .int(line)),
        ]
        if let file { pairs.append(("file", .string(file))) }
        pairs.append(("message", .string(message)))
        return JSON.object(pairs).text
    }

    package static func sweep(_ result: SweepResult) -> String {
        let rows: [JSON] = result.rows.map { row in
            .object([
                ("value", .number(row.value)),
                ("tracks", .array(row.tracks.map { .number($0) })),
                ("flags", .array(row.codes.map { .string($0) })), ("change", .string(row.change)),
            ])
        }
        return JSON.object([
            ("type", .string("sweep")), ("parameter", .string(result.label)),
            ("breakpoints", .array(rows)),
            ("interrupted", .bool(result.interrupted)), ("truncated", .bool(result.truncated)),
            ("stop", stop(result.stop)), ("skipped", .int(result.refused)),
        ]).text
    }

    /// Why a sweep ended early (`null` when it ran every step): the reason and the first
    /// value not listed.
    private static func stop(_ stop: SweepStop?) -> JSON {
        guard let stop else { return .null }
        var pairs: [(String, JSON)] = [
            ("reason", .string(stop.reason)), ("value", .number(stop.value)),
        ]
        if case .tracks(_, let count) = stop { pairs.append(("tracks", .int(count))) }
        return .object(pairs)
    }
}
