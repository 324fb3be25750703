/// A flag raised where items compete for too little space, or where the layout does something
/// people do not expect. `items` are 0-based; `message` counts from 1, for people.
public struct Diagnostic: Hashable, Sendable {
    /// The stable codes of the spec's diagnostics.
    public enum Code: String, CaseIterable, Hashable, Sendable {
        case overflow
        case secondPass = "second-pass"
        case squeezed
        case competition
        case orderDependent = "order-dependent"
        case slack
        case invalid
        /// Eager Grid: the grid is wider than its container.
        case wideRow = "wide-row"
        /// Eager Grid: a span covers more columns than any other row has.
        case spanColumns = "span-columns"
        /// Eager Grid: an alignment that cannot show because the cell fills its slot.
        case hiddenAlignment = "hidden-alignment"
    }

    /// The stable code, for scripts and `expect flag`.
    public var code: Code
    /// The items involved (0-based; rows for the eager Grid).
    public var items: [Int]
    /// One line with the numbers, item numbers counted from 1.
    public var message: String

    /// A flag with its code, the items involved and its reason.
    public init(code: Code, items: [Int], message: String) {
        self.code = code
        self.items = items
        self.message = message
    }

    /// The flag for an input SwiftUI rejects or crashes on.
    public static func invalid(_ error: LayoutError) -> Diagnostic {
        Diagnostic(code: .invalid, items: [], message: error.description)
    }
}
