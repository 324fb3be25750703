import LayoutKernel

/// `alignment WORD`: the grid's alignment, checked against its axis (a LazyVGrid aligns its
/// columns horizontally, a LazyHGrid its rows vertically).
struct SetAlignment: LazyGridEdit {
    let word: GridAlignmentWord

    func change(_ grid: inout LazyGrid) throws(EditError) {
        guard let alignment = word.alignment(on: grid.axis) else {
            throw .model(.alignmentOnAxis(word.rawValue, axis: grid.axis))
        }
        grid.alignment = alignment
    }
}
