import LayoutKernel
internal import SwiftSyntax
import Words

/// A value the reader computed from an expression: only the kinds a grid's layout needs.
indirect enum SourceValue {
    /// Whether a number came from an integer literal, an `Int`, or a floating-point value:
    /// `idx / cols` divides whole numbers, `imgsize.width / 2` does not.
    package enum NumberKind: Equatable {
        case literal, integer, floating
    }

    case number(Double, NumberKind)
    case bool(Bool)
    case null
    /// An implicit member or enum case the reader does not evaluate further: `.leading`,
    /// `.horizontal`, `.sectionHeaders`, `Color.red`'s `red`.
    case name(String)
    case size(GridItemSize)
    case item(GridItem)
    case array([SourceValue])
    /// `a..<b` and `a...b` as a half-open range of whole numbers.
    case range(lower: Int, upper: Int)
    case cgSize(width: Double, height: Double)
    case edgeInsets(top: Double, leading: Double, bottom: Double, trailing: Double)
    /// A string literal as written (interpolations not evaluated): `"🙂"` in `["🙂", "😀"]`,
    /// so an array of them has a count.
    case text(String)
    /// An argument bound to a view's or function's parameter, evaluated only when used, so a
    /// value nobody reads (a colour, `colors[index % colors.count]`) cannot fail the import.
    case deferred(ExprSyntax, SourceEnvironment)

    /// What the value is, for messages: `a number`, `an array`.
    var kind: EvaluatedKind {
        switch self {
        case .number: .number
        case .bool: .bool
        case .null: .null
        case .name(let name): .member(name)
        case .size: .gridItemSize
        case .item: .gridItem
        case .array: .array
        case .range: .range
        case .cgSize: .cgSize
        case .edgeInsets: .edgeInsets
        case .deferred: .unevaluated
        case .text: .string
        }
    }

    /// The value's kind in words: `a number`, `an array`.
    var kindName: String { EvalReasonText.text(kind) }
}

extension SourceValue {
    /// The value in a few words for notes: `12`, `an array of 3`, `a GridItem`.
    var brief: ReaderNote.Value {
        switch self {
        case .number(let number, _): .number(number)
        case .array(let values): .array(count: values.count)
        default: .other(kindName)
        }
    }
}

extension String {
    /// The text without one trailing `suffix`.
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
