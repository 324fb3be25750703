import LayoutKernel
import Words

/// An `expect` line that did not hold: the input was fine, the layout differs. Each case is a
/// check with the numbers (or codes) it expected and those the layout has; the message words
/// both sides as the check is typed (`widths 100 100`), numbers to the two decimals the
/// trainer prints.
package enum ExpectationFailure: Error, Equatable, CustomStringConvertible {
    /// A list of lengths named `name` (`widths`, `pass 1`, `columns`, `rows`), all of them.
    case lengths(String, expected: [Double], actual: [Double])
    /// The number of tracks.
    case tracks(expected: Int, actual: Int)
    /// The number of tracks item `item` makes.
    case itemTracks(item: Int, expected: Int, actual: Int)
    /// Item `item`'s drawn length along the grid's axis.
    case itemLength(item: Int, expected: Double, actual: Double, axis: GridAxis)
    /// The lazy grid's size.
    case grid(expected: Double, actual: Double)
    /// Where the lazy grid starts.
    case origin(expected: Double, actual: Double)
    /// The eager Grid's width and height.
    case size(expected: Extent, actual: Extent)
    /// The eager Grid's number of columns.
    case columnCount(expected: Int, actual: Int)
    /// A cell's slot (`slot` true) or content frame.
    case cellFrame(slot: Bool, expected: Rect, actual: Rect)
    /// A flag that was not raised (`raised`: the codes that were).
    case flag(Diagnostic.Code, raised: [String])
    /// A flag that was raised though it should not be.
    case noFlag(Diagnostic.Code, raised: [String])
    /// Flags raised where none were expected.
    case noFlags(raised: [String])
    /// An assumption the result does not depend on (`made`: the ones it does).
    case assumption(String, made: [String])

    /// The expected side, as the check is typed.
    package var expected: String {
        let f = NumberText.format
        switch self {
        case .lengths(let name, let expected, _): return "\(name) \(Self.list(expected))"
        case .tracks(let expected, _): return "\(expected) tracks"
        case .itemTracks(let item, let expected, _): return "item \(item) with \(expected) tracks"
        case .itemLength(let item, let expected, _, let axis):
            return "item \(item) \(f(expected)) \(axis.mainSizeAdjective)"
        case .grid(let expected, _): return "grid \(f(expected))"
        case .origin(let expected, _): return "origin \(f(expected))"
        case .size(let expected, _): return "size \(f(expected.width))x\(f(expected.height))"
        case .columnCount(let expected, _): return Self.columns(expected)
        case .cellFrame(let slot, let expected, _):
            return "\(slot ? "slot" : "content") \(Self.frame(expected))"
        case .flag(let code, _): return "flag \(code.rawValue)"
        case .noFlag(let code, _): return "no flag \(code.rawValue)"
        case .noFlags: return "no flags"
        case .assumption(let name, _): return "assumption \(name)"
        }
    }

    /// The layout's side, worded like the expected one.
    package var actual: String {
        let f = NumberText.format
        switch self {
        case .lengths(let name, _, let actual): return "\(name) \(Self.list(actual))"
        case .tracks(_, let actual): return "\(actual) tracks"
        case .itemTracks(_, _, let actual): return "\(actual) tracks"
        case .itemLength(_, _, let actual, _): return f(actual)
        case .grid(_, let actual): return "grid \(f(actual))"
        case .origin(_, let actual): return "origin \(f(actual))"
        case .size(_, let actual): return "size \(f(actual.width))x\(f(actual.height))"
        case .columnCount(_, let actual): return Self.columns(actual)
        case .cellFrame(_, _, let actual): return Self.frame(actual)
        case .flag(_, let raised), .noFlag(_, let raised), .noFlags(let raised):
            return raised.isEmpty ? "no flags" : "flags \(raised.joined(separator: ", "))"
        case .assumption(_, let made):
            return made.isEmpty ? "no assumptions" : made.joined(separator: ", ")
        }
    }

    package var description: String { "expectation failed: expected \(expected), actual \(actual)" }

    /// A width and a height: the eager Grid's size.
    package struct Extent: Equatable {
        package var width: Double
        package var height: Double

        package init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// The lengths as typed; `(none)` for no lengths (`expect rows` alone said "rows ,").
    private static func list(_ values: [Double]) -> String {
        values.isEmpty ? "(none)" : values.map(NumberText.format).joined(separator: " ")
    }

    private static func columns(_ count: Int) -> String {
        "\(count) column\(count == 1 ? "" : "s")"
    }

    private static func frame(_ r: Rect) -> String {
        let f = NumberText.format
        return "\(f(r.x)) \(f(r.y)) \(f(r.width)) \(f(r.height))"
    }
}
