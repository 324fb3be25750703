import LayoutKernel

/// Checks an `expect` line against the current layout. Numbers match when they agree to the
/// two decimals the trainer prints.
enum Expect {
    static func same(_ a: Double, _ b: Double) -> Bool { a == b || abs(a - b) < 0.005 }

    private static func fail(_ expected: String, _ actual: String) -> CommandError {
        .expectation(ExpectationFailure(expected: expected, actual: actual))
    }

    /// A list of numbers, all of them, each to two decimals.
    private static func numbers(_ name: String, expected: [Double], actual: [Double])
        throws(CommandError)
    {
        guard actual.count == expected.count && zip(actual, expected).allSatisfy(same) else {
            let list = { (values: [Double]) in values.map(NumberText.format).joined(separator: " ")
            }
            throw fail("\(name) \(list(expected))", "\(name) \(list(actual))")
        }
    }

    static func check(_ expectation: Expectation, _ layout: LazyGridLayout) throws(CommandError) {
        let f = NumberText.format
        switch expectation {
        case .widths(let widths):
            try numbers("widths", expected: widths, actual: layout.tracks.map(\.size))
        case .pass1(let widths):
            try numbers("pass 1", expected: widths, actual: layout.pass1.widths)
        case .tracks(let count):
            guard layout.trackCount == count else {
                throw fail("\(count) tracks", "\(layout.trackCount) tracks")
            }
        case .itemTracks(let number, let count):
            try LazyEditor.check(number, in: layout.grid)
            let actual = layout.items[number - 1].trackCount
            guard actual == count else {
                throw fail("item \(number) with \(count) tracks", "\(actual) tracks")
            }
        case .itemWidth(let number, let width):
            try LazyEditor.check(number, in: layout.grid)
            let actual = layout.items[number - 1].drawn.width
            let long = layout.grid.axis.mainSizeAdjective
            guard same(actual, width) else {
                throw fail("item \(number) \(f(width)) \(long)", "\(f(actual))")
            }
        case .grid(let size):
            guard same(layout.gridSize, size) else {
                throw fail("grid \(f(size))", "grid \(f(layout.gridSize))")
            }
        case .origin(let origin):
            guard same(layout.origin, origin) else {
                throw fail("origin \(f(origin))", "origin \(f(layout.origin))")
            }
        case .flag, .noFlag, .noFlags, .assumption:
            // Diagnostics only when a flag is asked about: the order search is not free.
            try checkFlagsAndAssumptions(
                expectation, codes: layout.diagnostics().map(\.code.rawValue),
                assumptions: layout.assumptions.map(\.rawValue))
        case .columns, .rows, .size, .columnCount, .cellFrame:
            throw .model(.wrongCheck(for: .eager))
        }
    }

    static func check(_ expectation: Expectation, eager layout: EagerGridLayout)
        throws(CommandError)
    {
        let f = NumberText.format
        switch expectation {
        case .columns(let widths):
            try numbers("columns", expected: widths, actual: layout.columns)
        case .rows(let heights):
            try numbers("rows", expected: heights, actual: layout.rows)
        case .size(let width, let height):
            guard same(layout.width, width) && same(layout.height, height) else {
                throw fail(
                    "size \(f(width))x\(f(height))", "size \(f(layout.width))x\(f(layout.height))")
            }
        case .columnCount(let count):
            guard layout.columnCount == count else {
                throw fail("\(count) columns", "\(layout.columnCount) columns")
            }
        case .cellFrame(let row, let column, let slot, let rect):
            guard
                let cell = layout.cells.first(where: {
                    $0.row == row - 1 && $0.column == column - 1
                })
            else {
                throw .model(.noEagerCell(row: row, column: column))
            }
            let actual = slot ? cell.slot : cell.content
            let text = { (r: Rect) in "\(f(r.x)) \(f(r.y)) \(f(r.width)) \(f(r.height))" }
            guard
                same(actual.x, rect.x) && same(actual.y, rect.y) && same(actual.width, rect.width)
                    && same(actual.height, rect.height)
            else {
                throw fail("\(slot ? "slot" : "content") \(text(rect))", text(actual))
            }
        case .flag, .noFlag, .noFlags, .assumption:
            // Diagnostics only when a flag is asked about: the order search is not free.
            try checkFlagsAndAssumptions(
                expectation, codes: layout.diagnostics().map(\.code.rawValue),
                assumptions: layout.assumptions.map(\.rawValue))
        case .widths, .pass1, .tracks, .itemTracks, .itemWidth, .grid, .origin:
            throw .model(.wrongCheck(for: .lazy))
        }
    }

    /// The checks both grid families share: flags by code, and assumptions by name.
    private static func checkFlagsAndAssumptions(
        _ expectation: Expectation, codes: [String], assumptions: [String]
    ) throws(CommandError) {
        let flags = codes.isEmpty ? "no flags" : "flags \(codes.joined(separator: ", "))"
        switch expectation {
        case .flag(let code):
            guard codes.contains(code.rawValue) else { throw fail("flag \(code.rawValue)", flags) }
        case .noFlag(let code):
            guard !codes.contains(code.rawValue) else {
                throw fail("no flag \(code.rawValue)", flags)
            }
        case .noFlags:
            guard codes.isEmpty else { throw fail("no flags", flags) }
        case .assumption(let assumption):
            guard assumptions.contains(assumption.name) else {
                throw fail(
                    "assumption \(assumption.name)",
                    assumptions.isEmpty ? "no assumptions" : assumptions.joined(separator: ", "))
            }
        default:
            return
        }
    }
}
