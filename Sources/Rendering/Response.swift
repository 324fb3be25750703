import GridModel
import LayoutKernel
import Teaching

/// What a command produced, for the printer to show in text or JSON. Never a request for
/// more input or a file: the runner resolves those itself.
package enum Response {
    /// The model changed; interactive mode reprints the layout when `auto` is on.
    case changed
    /// Print the layout shown: the diagram, the widths table, the flags, or all three.
    case layout(ShownLayout, LayoutPart)
    case text(String)
    /// The steps that made the layout; `item` (0-based) picks one item of a lazy grid (the
    /// eager Grid's steps are all shown, wrapped to the output width).
    case explain(ShownLayout, item: Int?)
    /// `textbook`: the formula beside the model (the eager Grid's equal share).
    case textbook(ShownLayout)
    /// `compare`: what moved between two layouts of the family shown.
    case compare(ComparedLayouts, label: String)
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
