/// A flag raised where items compete for too little space, or where the layout does something
/// people do not expect: a stable code, the items involved (0-based) and, in `detail`, the
/// numbers that explain it. The kernel says nothing in words (the trainer words each detail),
/// so a script, a test or another front end reads the same facts the sentence is made of.
public struct Diagnostic: Hashable, Sendable {
    /// The stable codes of the spec's diagnostics.
    public enum Code: String, CaseIterable, Hashable, Sendable {
        /// Lazy grid: pass 1 needs more than the container offers.
        case overflow
        /// Lazy grid: pass 2 draws other widths than pass 1 (the measured quirk).
        case secondPass = "second-pass"
        /// Lazy grid: an item got less than its minimum, or took its minimum though proposed less.
        case squeezed
        /// Lazy grid: a flexible item and another flexible or adaptive one need more than was left
        /// for them; names who pays.
        case competition
        /// Lazy grid: reordering the non-fixed items would change the drawn widths.
        case orderDependent = "order-dependent"
        /// Lazy grid: the tracks do not fill the grid (assumptions A2, A4).
        case slack
        /// An input SwiftUI rejects or crashes on, refused with a clear error. Never produced by
        /// the diagnostics of a valid layout: the trainer uses it as the code of refused inputs
        /// (for example in JSON error objects), built with ``Diagnostic/invalid(_:)``.
        case invalid
        /// Eager Grid: the grid is wider than its container.
        case wideRow = "wide-row"
        /// Eager Grid: a span covers more columns than any other row has.
        case spanColumns = "span-columns"
        /// An alignment that cannot show because the cells fill their slots: a lazy grid item's
        /// alignment, a lazy grid's own alignment (no slack, and the cells of items with no
        /// alignment fill their tracks), or an eager Grid cell's row, column or anchor alignment.
        case hiddenAlignment = "hidden-alignment"
        /// Lazy grid: a cell with a size of its own is larger than its slot along the tracks'
        /// axis, so it spills over its neighbours (SwiftUI does not clip it).
        case wideCell = "wide-cell"
    }

    /// The stable code, for scripts and `expect flag`: decided by the detail, so the two never
    /// disagree.
    public var code: Code { detail.code }
    /// The items involved (0-based; rows for the eager Grid).
    public var items: [Int]
    /// What was found, with the numbers and indices (0-based) that explain it.
    public var detail: Detail

    /// A flag about `items`, explained by `detail`.
    public init(items: [Int], detail: Detail) {
        self.items = items
        self.detail = detail
    }

    /// The flag for an input SwiftUI rejects or crashes on.
    public static func invalid(_ error: LayoutError) -> Diagnostic {
        Diagnostic(items: [], detail: .invalid(error))
    }
}
