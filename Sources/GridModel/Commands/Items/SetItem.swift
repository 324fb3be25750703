import LayoutKernel

/// `set N …`: one item changes, in place; undo keeps the old item (the grid is not copied).
struct SetItem: EditHandler {
    let number: Int
    let edit: ItemEdit

    func apply(to model: inout ValidModel) throws(EditError) -> UndoStep? {
        try LazyEditor.check(number, count: model.itemCount)
        let old = model.item(at: number - 1)
        var item = old
        try change(&item)
        guard item != old else { return nil }
        try model.replaceItem(at: number - 1, with: item)
        return .item(index: number - 1, old)
    }

    /// The item after `set N size|spacing|align|min|max …`; `min` and `max` only for a
    /// flexible or adaptive item.
    private func change(_ item: inout GridItem) throws(EditError) {
        switch edit {
        case .size(let size, let spacing, let alignment):
            item.size = size
            if let spacing { item.spacing = spacing }
            if let alignment { item.alignment = alignment }
        case .spacing(let spacing): item.spacing = spacing
        case .alignment(let alignment): item.alignment = alignment
        case .minimum(let value):
            switch item.size {
            case .fixed: throw .model(.fixedHasNo(.minimum, item: number))
            case .flexible(_, let maximum): item.size = .flexible(minimum: value, maximum: maximum)
            case .adaptive(_, let maximum): item.size = .adaptive(minimum: value, maximum: maximum)
            }
        case .maximum(let value):
            switch item.size {
            case .fixed: throw .model(.fixedHasNo(.maximum, item: number))
            case .flexible(let minimum, _): item.size = .flexible(minimum: minimum, maximum: value)
            case .adaptive(let minimum, _): item.size = .adaptive(minimum: minimum, maximum: value)
            }
        }
    }
}
