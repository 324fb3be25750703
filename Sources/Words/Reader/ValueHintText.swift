import LayoutKernel

/// A value the reader could not evaluate, and how to supply it, in words: what `open` and
/// `check` say after the place and the reason.
// Implementation note: exhaustive switches, so a new value or hint does not compile until it
// has its words.
package enum ValueHintText {
    /// `the LazyVGrid's spacing`, `a cell's anchor`.
    package static func text(_ value: DecidingValue) -> String {
        switch value {
        case .lazyItems(let axis):
            "the \(axis == .vertical ? "columns" : "rows") of the \(axis.viewName)"
        case .lazySpacing(let axis): "the \(axis.viewName)'s spacing"
        case .lazyAlignment(let axis): "the \(axis.viewName)'s alignment"
        case .gridAlignment: "the Grid's alignment"
        case .gridSpacing(let horizontal):
            "the Grid's \(horizontal ? "horizontal" : "vertical") spacing"
        case .rowAlignment: "the GridRow's alignment"
        case .cellSpan: "a cell's column span"
        case .cellPriority: "a cell's layout priority"
        case .columnAlignment: "a column alignment"
        case .cellAnchor: "a cell's anchor"
        case .items: "the items"
        case .padding: "a padding around the grid"
        case .frame(let label): "the frame \(label) offered to the grid"
        }
    }

    /// `replace 'Theme.gap' with a number for a what-if, or set it with the trainer command
    /// `spacing N``.
    package static func text(_ hint: ValueHint) -> String {
        text(hint.fix) + ", " + text(hint.command)
    }

    private static func text(_ fix: ValueHint.Fix) -> String {
        switch fix {
        case .declareInPaste(let name): "add `let \(name) = VALUE` to the pasted text"
        case .fixInSource: "fix it in the source"
        case .declareInProject(let written):
            "replace '\(written)' with a number, or declare it in a file of the project"
        case .openInProject(let written):
            "replace '\(written)' with a number, or open the file in its project (constants are "
                + "found in its other files)"
        case .whatIf(let written): "replace '\(written)' with a number for a what-if"
        case .constant:
            "replace it with a number or a constant declared in the source (`let NAME = VALUE`)"
        }
    }

    private static func text(_ command: ValueHint.Command) -> String {
        switch command {
        case .setIt(let commands):
            "or set it with the trainer command `" + commands.joined(separator: "` or `") + "`"
        case .setThem(let command): "or set them with the trainer command `\(command)`"
        case .typeThem(let example): "or type them as trainer commands (`\(example)`)"
        case .leaveFrameOut(let axis, let command):
            "or leave the frame out and set the \(axis.mainSizeName) with the trainer command "
                + "`\(command)`"
        }
    }
}
