import LayoutKernel

/// The kernel's refusals in words, for the person at the keyboard: what is wrong and what was
/// expected. Item, cell, row and column numbers count from 1.
package enum LayoutErrorText {
    /// The refusal in one line.
    package static func message(_ error: LayoutError) -> String {
        let f = NumberText.format
        switch error {
        case .notANumber(let what):
            return "\(name(what)) is not a number; expected a finite number"
        case .infinite(let what):
            return "\(name(what)) cannot be infinite; expected a finite number"
        case .negative(let what, let value):
            return "\(name(what)) is \(f(value)); expected 0 or more"
        case .minimumAboveMaximum(let item, let minimum, let maximum):
            return "item \(item + 1): minimum \(f(minimum)) is larger than maximum "
                + "\(f(maximum)); expected minimum ≤ maximum"
        case .adaptiveStepNotPositive(let item, let minimum, let spacing):
            return "item \(item + 1): adaptive minimum + spacing is \(f(minimum)) + "
                + "\(f(spacing)) = \(f(minimum + spacing)); SwiftUI crashes on this, expected "
                + "more than 0"
        case .negativeCellCount(let count):
            return "cell count \(count) is negative; expected 0 or more"
        case .rangeLowAboveHigh(let what, let low, let high):
            return "\(name(what)) \(f(low))...\(f(high)) runs backwards; expected LO ≤ HI"
        case .tooLarge(let what, let value, let limit):
            return "\(name(what)) is \(f(value)); expected at most \(f(limit)) in size"
        }
    }

    /// The value that broke the rule, as the message names it.
    package static func name(_ quantity: LayoutError.Quantity) -> String {
        switch quantity {
        case .container(let axis): "the container \(axis.mainSizeName)"
        case .offeredToLazyGrid(let axis):
            "the \(axis.mainSizeName) offered to the grid (the container less its padding)"
        case .offeredToGrid: "the width offered to the Grid (the container less its padding)"
        case .naturalCellSize: "the natural cell size"
        case .gridSpacing: "the grid spacing"
        case .horizontalSpacing: "the horizontal spacing"
        case .verticalSpacing: "the vertical spacing"
        case .cellCount: "the cell count"
        case .cellWidth(let cell): "cell \(cell + 1) width"
        case .cellHeight(let cell): "cell \(cell + 1) height"
        case .itemSpacing(let item): "item \(item + 1): spacing"
        case .itemFixedSize(let item): "item \(item + 1): fixed size"
        case .itemMinimum(let item): "item \(item + 1): minimum"
        case .itemMaximum(let item): "item \(item + 1): maximum"
        case .gridCellSpan(let row, let column): "row \(row + 1) cell \(column + 1) span"
        case .gridCellWidth(let row, let column): "row \(row + 1) cell \(column + 1) width"
        case .gridCellHeight(let row, let column): "row \(row + 1) cell \(column + 1) height"
        case .gridCellPriority(let row, let column):
            "row \(row + 1) cell \(column + 1) layout priority"
        case .gridCellAnchor(let row, let column): "row \(row + 1) cell \(column + 1) anchor"
        case .gridContainerHeight: "the height offered to the Grid"
        case .padding(let edge): "the \(edgeName(edge)) padding"
        case .frameWidth: "the frame width"
        case .frameHeight: "the frame height"
        case .frameBound(let bound): "the frame's \(boundName(bound))"
        case .screenWidth: "the screen width"
        case .screenHeight: "the screen height"
        }
    }

    /// A padding's side, as Swift's `Edge` names it.
    static func edgeName(_ edge: LayoutError.Edge) -> String {
        switch edge {
        case .leading: "leading"
        case .trailing: "trailing"
        case .top: "top"
        case .bottom: "bottom"
        }
    }

    /// A flexible frame's bound, as its Swift argument label.
    static func boundName(_ bound: LayoutError.FrameBound) -> String {
        switch bound {
        case .minWidth: "minWidth"
        case .maxWidth: "maxWidth"
        case .minHeight: "minHeight"
        case .maxHeight: "maxHeight"
        }
    }
}
