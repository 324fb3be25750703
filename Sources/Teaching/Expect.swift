import CommandLanguage
import GridModel
import LayoutKernel

/// Checks an `expect` line against the current layout. Numbers match when they agree to the
/// two decimals the trainer prints.
package enum Expect {
    package static func same(_ a: Double, _ b: Double) -> Bool { a == b || abs(a - b) < 0.005 }

    /// A list of numbers, all of them, each to two decimals.
    private static func numbers(_ name: String, expected: [Double], actual: [Double])
        throws(CommandError)
    {
        guard actual.count == expected.count && zip(actual, expected).allSatisfy(same) else {
            throw .expectation(.lengths(name, expected: expected, actual: actual))
        }
    }

    package static func check(_ expectation: Expectation, _ layout: LazyGridLayout)
        throws(CommandError)
    {
        switch expectation {
        case .widths(let widths):
            try numbers("widths", expected: widths, actual: layout.tracks.map(\.size))
        case .pass1(let widths):
            try numbers("pass 1", expected: widths, actual: layout.pass1.widths)
        case .tracks(let count):
            guard layout.trackCount == count else {
                throw .expectation(.tracks(expected: count, actual: layout.trackCount))
            }
        case .itemTracks(let number, let count):
            do { try LazyEditor.check(number, in: layout.grid) } catch { throw CommandError(error) }
            let actual = layout.items[number - 1].trackCount
            guard actual == count else {
                throw .expectation(.itemTracks(item: number, expected: count, actual: actual))
            }
        case .itemWidth(let number, let width):
            do { try LazyEditor.check(number, in: layout.grid) } catch { throw CommandError(error) }
            let actual = layout.items[number - 1].drawn.width
            guard same(actual, width) else {
                throw .expectation(
                    .itemLength(
                        item: number, expected: width, actual: actual, axis: layout.grid.axis))
            }
        case .grid(let size):
            guard same(layout.gridSize, size) else {
                throw .expectation(.grid(expected: size, actual: layout.gridSize))
            }
        case .origin(let origin):
            guard same(layout.origin, origin) else {
                throw .expectation(.origin(expected: origin, actual: layout.origin))
            }
        case .flag, .noFlag, .noFlags, .assumption:
            // Diagnostics only when a flag is asked about: the order search is not free.
            try checkFlagsAndAssumptions(
                expectation, codes: layout.diagnostics().map(\.code.rawValue),
                assumptions: layout.assumptions.map(\.rawValue))
        case .columns, .rows, .size, .columnCount, .cellFrame:
            throw .model(.checkOfOtherFamily(shown: GridFamily(lazyAxis: layout.grid.axis)))
        }
    }

    package static func check(_ expectation: Expectation, eager layout: EagerGridLayout)
        throws(CommandError)
    {
        switch expectation {
        case .columns(let widths):
            try numbers("columns", expected: widths, actual: layout.columns)
        case .rows(let heights):
            try numbers("rows", expected: heights, actual: layout.rows)
        case .size(let width, let height):
            guard same(layout.width, width) && same(layout.height, height) else {
                throw .expectation(
                    .size(
                        expected: .init(width: width, height: height),
                        actual: .init(width: layout.width, height: layout.height)))
            }
        case .columnCount(let count):
            guard layout.columnCount == count else {
                throw .expectation(.columnCount(expected: count, actual: layout.columnCount))
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
            guard
                same(actual.x, rect.x) && same(actual.y, rect.y) && same(actual.width, rect.width)
                    && same(actual.height, rect.height)
            else {
                throw .expectation(.cellFrame(slot: slot, expected: rect, actual: actual))
            }
        case .flag, .noFlag, .noFlags, .assumption:
            // Diagnostics only when a flag is asked about: the order search is not free.
            try checkFlagsAndAssumptions(
                expectation, codes: layout.diagnostics().map(\.code.rawValue),
                assumptions: layout.assumptions.map(\.rawValue))
        case .widths, .pass1, .tracks, .itemTracks, .itemWidth, .grid, .origin:
            throw .model(.checkOfOtherFamily(shown: .eager))
        }
    }

    /// The checks both grid families share: flags by code, and assumptions by name.
    private static func checkFlagsAndAssumptions(
        _ expectation: Expectation, codes: [String], assumptions: [String]
    ) throws(CommandError) {
        switch expectation {
        case .flag(let code):
            guard codes.contains(code.rawValue) else {
                throw .expectation(.flag(code, raised: codes))
            }
        case .noFlag(let code):
            guard !codes.contains(code.rawValue) else {
                throw .expectation(.noFlag(code, raised: codes))
            }
        case .noFlags:
            guard codes.isEmpty else { throw .expectation(.noFlags(raised: codes)) }
        case .assumption(let assumption):
            guard assumptions.contains(assumption.name) else {
                throw .expectation(.assumption(assumption.name, made: assumptions))
            }
        default:
            return
        }
    }
}
