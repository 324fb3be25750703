import LayoutKernel

/// Applies lazy-grid edits to a copy of the model, checking item and cell numbers. The
/// session validates the result before it becomes the model.
enum LazyEditor {
    /// `item` after `change` (item `number`, for errors).
    static func applied(_ change: ItemEdit, to item: GridItem, number: Int) throws(CommandError)
        -> GridItem
    {
        var item = item
        try apply(change, to: &item, number: number)
        return item
    }

    static func apply(_ edit: ModelEdit, to grid: inout LazyGrid) throws(CommandError) {
        switch edit {
        case .add(let item):
            grid.items.append(item)
        case .insert(let number, let item):
            guard number <= grid.items.count + 1 else {
                throw .itemOutOfRange(number, count: grid.items.count)
            }
            grid.items.insert(item, at: number - 1)
        case .remove(let number):
            try check(number, in: grid)
            grid.items.remove(at: number - 1)
        case .move(let from, let to):
            try check(from, in: grid)
            try check(to, in: grid)
            let item = grid.items.remove(at: from - 1)
            grid.items.insert(item, at: to - 1)
        case .clear:
            guard !grid.items.isEmpty else { throw .nothingTo("clear: the grid has no items") }
            grid.items = []
        case .set(let number, let change):
            try check(number, in: grid)
            try apply(change, to: &grid.items[number - 1], number: number)
        case .axis(let axis):
            grid.axis = axis
        case .alignment(let word):
            guard let alignment = word.alignment(on: grid.axis) else {
                throw .alignmentOnAxis(word.rawValue, axis: grid.axis)
            }
            grid.alignment = alignment
        case .lineSpacing(let spacing):
            grid.lineSpacing = spacing
        case .cells(let count):
            guard count <= Limits.cells else {
                throw .limit(.cells(count, maximum: Limits.cells))
            }
            grid.cellCount = count
            grid.cellContents = grid.cellContents.filter { $0.key < count }
        case .cell(let number, let change):
            guard number <= grid.cellCount else { throw .noCell(number, count: grid.cellCount) }
            var content = grid.cellContents[number - 1] ?? .fill
            switch change {
            case .size(let width, let height): content = CellContent(width: width, height: height)
            case .width(let width): content.width = width
            case .height(let height): content.height = height
            case .fill: content = .fill
            }
            grid.cellContents[number - 1] = content.fillsSlot ? nil : content
        case .reset, .mode, .eager, .replace, .replaceItems, .chain, .screen:
            // The session applies these to the whole model.
            break
        }
    }

    static func check(_ number: Int, in grid: LazyGrid) throws(CommandError) {
        try check(number, count: grid.items.count)
    }

    /// Item `number` (1-based) must be one of `count`.
    static func check(_ number: Int, count: Int) throws(CommandError) {
        guard number >= 1 && number <= count else { throw .itemOutOfRange(number, count: count) }
    }

    private static func apply(_ change: ItemEdit, to item: inout GridItem, number: Int)
        throws(CommandError)
    {
        switch change {
        case .size(let size, let spacing, let alignment):
            item.size = size
            if let spacing { item.spacing = spacing }
            if let alignment { item.alignment = alignment }
        case .spacing(let spacing): item.spacing = spacing
        case .alignment(let alignment): item.alignment = alignment
        case .minimum(let value):
            switch item.size {
            case .fixed: throw .fixedHasNo("min", item: number)
            case .flexible(_, let maximum): item.size = .flexible(minimum: value, maximum: maximum)
            case .adaptive(_, let maximum): item.size = .adaptive(minimum: value, maximum: maximum)
            }
        case .maximum(let value):
            switch item.size {
            case .fixed: throw .fixedHasNo("max", item: number)
            case .flexible(let minimum, _): item.size = .flexible(minimum: minimum, maximum: value)
            case .adaptive(let minimum, _): item.size = .adaptive(minimum: minimum, maximum: value)
            }
        }
    }
}
