import LayoutKernel
import Teaching

/// What a command produced, for the printer to show in text or JSON. Never a request for
/// more input or a file: the runner resolves those itself.
package enum Response {
    /// The model changed; interactive mode reprints the layout when `auto` is on.
    case changed
    /// Print the layout: the diagram, the widths table, the flags, or all three.
    case layout(LazyGridLayout, LayoutPart)
    /// Print the eager Grid.
    case eager(EagerGridLayout, LayoutPart)
    case text(String)
    case explain(LazyGridLayout, item: Int?)
    /// The eager Grid's steps, wrapped to the output width when printed.
    case eagerExplain(EagerGridLayout)
    /// `textbook` in grid mode: the equal-share formula beside the model.
    case eagerTextbook(EagerGridLayout)
    case textbook(LazyGridLayout)
    case compare(before: LazyGridLayout, after: LazyGridLayout, label: String)
    /// `compare` with the eager Grid shown.
    case eagerCompare(before: EagerGridLayout, after: EagerGridLayout, label: String)
    case sweep(SweepResult)
    case devices(DeviceReport)
    case spies(Spies)
    case none
}

/// Which part of the layout `show`, `widths` or `flags` asked for.
package enum LayoutPart {
    case all, widths, flags
    /// Everything `show` prints but the flags' reasons, which a lesson step holds back until the
    /// class has answered its question (`[hold flags]` in the step's narration).
    case allButFlags

    /// The line that stands where held flags would be.
    static let heldFlags =
        "flags: held back until the class has answered (the next step shows them)"
}
