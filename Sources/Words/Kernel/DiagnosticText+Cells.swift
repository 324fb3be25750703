import LayoutKernel

extension DiagnosticText {
    /// `hidden-alignment` for an item: says the trainer command that would show it.
    static func hiddenItemAlignment(
        item: Int, alignment: ItemAlignment, cells: Int, cell: Int, width: Double, height: Double
    ) -> String {
        let f = NumberText.format
        let count =
            cells == 1
            ? "its only cell fills its slot" : "all \(cells) cells in its tracks fill their slots"
        return "item \(item + 1)'s alignment \(alignment.rawValue) changes nothing: \(count), "
            + "so there is no free space to place them in; to see it, give a cell a size of "
            + "its own, smaller than its slot: cell \(cell + 1) size \(f(width))x\(f(height))"
    }

    /// `hidden-alignment` for the grid's own alignment, with what would show it.
    static func hiddenGridAlignment(
        alignment: GroupAlignment, owners: [Int], remedy: Diagnostic.GridAlignmentRemedy,
        axis: GridAxis
    ) -> String {
        let why: String
        let how: String
        switch remedy {
        case .cellLength(let cell, let length):
            let (track, side) = axis == .vertical ? ("column", "width") : ("row", "height")
            why =
                "the tracks fill the grid, and the cells of \(itemList(owners)) (no "
                + "alignment of their own) fill their \(track)s"
            how =
                "give a cell a \(side) of its own: cell \(cell + 1) \(side) "
                + NumberText.format(length)
        case .clearItemAlignment:
            why = "the tracks fill the grid, and every item with cells has an alignment of its own"
            how = "set an item's alignment back to none and give one of its cells a size of its own"
        }
        return "the grid's alignment \(alignment.name(on: axis)) changes nothing: \(why), so "
            + "there is nothing for it to place; to see it, \(how)"
    }

    /// `wide-cell`: how far the cell spills past each edge of its slot.
    package static func wideCell(
        cell: Int, item: Int, length: Double, slot: Double, before: Double, after: Double,
        axis: GridAxis
    ) -> String {
        let f = NumberText.format
        let (size, start, end) =
            axis == .vertical ? ("wide", "leading", "trailing") : ("tall", "top", "bottom")
        var sides: [String] = []
        if Tolerance.greater(before, 0) { sides.append("\(f(before)) past its \(start) edge") }
        if Tolerance.greater(after, 0) { sides.append("\(f(after)) past its \(end) edge") }
        return "cell \(cell + 1) (item \(item + 1)) is \(f(length)) \(size) in a "
            + "\(f(slot))-\(size) slot: it spills \(sides.joined(separator: " and ")), over "
            + "its neighbours (SwiftUI does not clip it)"
    }
}
