import LayoutKernel

/// `row N alignment A|default`: a GridRow's vertical alignment (a full-width view has none).
struct SetRowAlignment: EagerGridEdit {
    let number: Int
    let alignment: ItemAlignment?

    func change(_ grid: inout EagerGrid) throws(EditError) {
        try EagerRows.check(number, in: grid)
        guard grid.rows[number - 1].kind == .gridRow else {
            throw .model(.fullWidthRowHasNoAlignment(number))
        }
        grid.rows[number - 1].alignment = alignment
    }
}
