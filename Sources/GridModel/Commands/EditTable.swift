import LayoutKernel

extension ModelEdit {
    /// Applies the edit by its command's handler: the one table of the edits (the compiler
    /// names an edit left out). Returns the step that takes the edit back, or nil when the
    /// model is the same; on an error the model is unchanged.
    ///
    /// Implementation note: each handler is a concrete value called directly, never an
    /// `any EditHandler`: a script's `width` and `set` lines come through here, and a boxed
    /// handler would cost an allocation for a `GridItem`'s size. The table is inlined into
    /// `Session.apply`: called, its optional `UndoStep` was destroyed through the runtime's
    /// generic value witnesses, 5,670 instructions a line of `scripts/bench`'s script against
    /// 5,588 inlined (callgrind; 5,622 with the five editors before).
    @inline(__always)
    func apply(to model: inout ValidModel) throws(EditError) -> UndoStep? {
        switch self {
        case .lazy(let edit): try Self.apply(edit, to: &model)
        case .eager(let edit): try Self.apply(edit, to: &model)
        case .chain(let edit): try Self.apply(edit, to: &model)
        case .screen(.length(let length, let axis)):
            try SetScreenLength(length: length, axis: axis).apply(to: &model)
        case .screen(.device(let index, let orientation)):
            try SetDevice(index: index, orientation: orientation).apply(to: &model)
        case .model(.reset): try Reset().apply(to: &model)
        case .model(.showEager): try ShowEager().apply(to: &model)
        case .model(.showLazy): try ShowLazy().apply(to: &model)
        case .model(.replaceItems(let items, let axis)):
            try ReplaceItems(items: items, axis: axis).apply(to: &model)
        case .model(.replace(let next)): try ReplaceModel(model: next).apply(to: &model)
        }
    }

    private static func apply(_ edit: LazyEdit, to model: inout ValidModel) throws(EditError)
        -> UndoStep?
    {
        switch edit {
        case .add(let item): try AddItem(item: item).apply(to: &model)
        case .insert(let number, let item):
            try InsertItem(number: number, item: item).apply(to: &model)
        case .remove(let number): try RemoveItem(number: number).apply(to: &model)
        case .move(let from, let to): try MoveItem(from: from, to: to).apply(to: &model)
        case .clear: try ClearItems().apply(to: &model)
        case .set(let number, let edit): try SetItem(number: number, edit: edit).apply(to: &model)
        case .axis(let axis): try SetAxis(axis: axis).apply(to: &model)
        case .alignment(let word): try SetAlignment(word: word).apply(to: &model)
        case .lineSpacing(let spacing): try SetLineSpacing(spacing: spacing).apply(to: &model)
        case .cells(let count): try SetCellCount(count: count).apply(to: &model)
        case .cell(let number, let edit): try EditCell(number: number, edit: edit).apply(to: &model)
        }
    }

    private static func apply(_ edit: EagerEdit, to model: inout ValidModel) throws(EditError)
        -> UndoStep?
    {
        switch edit {
        case .rowAdd(let cells): try AddRow(cells: cells).apply(to: &model)
        case .rowInsert(let number, let cells):
            try InsertRow(number: number, cells: cells).apply(to: &model)
        case .rowRemove(let number): try RemoveRow(number: number).apply(to: &model)
        case .rowAlignment(let number, let alignment):
            try SetRowAlignment(number: number, alignment: alignment).apply(to: &model)
        case .cell(let row, let column, let edit):
            try EditEagerCell(row: row, column: column, edit: edit).apply(to: &model)
        case .fullRow(let cell): try AddFullRow(cell: cell).apply(to: &model)
        case .alignment(let alignment): try SetGridAlignment(alignment: alignment).apply(to: &model)
        case .horizontalSpacing(let spacing):
            try SetGridSpacing(axis: .horizontal, spacing: spacing).apply(to: &model)
        case .verticalSpacing(let spacing):
            try SetGridSpacing(axis: .vertical, spacing: spacing).apply(to: &model)
        case .offer(let axis, let length):
            try SetGridOffer(axis: axis, length: length).apply(to: &model)
        }
    }

    private static func apply(_ edit: ChainEdit, to model: inout ValidModel) throws(EditError)
        -> UndoStep?
    {
        switch edit {
        case .padding(let number, let step):
            try EditPadding(number: number, step: step).apply(to: &model)
        case .frame(let number, let step):
            try EditFrame(number: number, step: step).apply(to: &model)
        case .drop(let number): try DropChainStep(number: number).apply(to: &model)
        case .clear: try ClearChain().apply(to: &model)
        }
    }
}
