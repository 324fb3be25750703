extension LayoutError {
    /// Which value of the model broke a rule: enough for the trainer to name it and for a test
    /// to tell one refusal from another. Indices are 0-based.
    public enum Quantity: Hashable, Sendable {
        /// The container's size along a lazy grid's main axis (the eager Grid's: `.vertical`,
        /// its width).
        case container(GridAxis)
        /// What a lazy grid is offered along its main axis: the container less its chain.
        case offeredToLazyGrid(GridAxis)
        /// The width the eager Grid is offered: the container less its chain.
        case offeredToGrid
        /// The size a cell without one of its own takes across the tracks.
        case naturalCellSize
        /// A lazy grid's spacing between lines.
        case gridSpacing
        /// The eager Grid's spacing between columns.
        case horizontalSpacing
        /// The eager Grid's spacing between rows.
        case verticalSpacing
        /// A lazy grid's cell count.
        case cellCount
        /// A lazy grid cell's own width.
        case cellWidth(cell: Int)
        /// A lazy grid cell's own height.
        case cellHeight(cell: Int)
        /// A `GridItem`'s spacing.
        case itemSpacing(item: Int)
        /// A fixed `GridItem`'s size.
        case itemFixedSize(item: Int)
        /// A flexible or adaptive `GridItem`'s minimum.
        case itemMinimum(item: Int)
        /// A flexible or adaptive `GridItem`'s maximum.
        case itemMaximum(item: Int)
        /// The span of the eager Grid's cell in `row` that starts at `column`.
        case gridCellSpan(row: Int, column: Int)
        /// The width of the eager Grid's cell in `row` that starts at `column`.
        case gridCellWidth(row: Int, column: Int)
        /// The height of the eager Grid's cell in `row` that starts at `column`.
        case gridCellHeight(row: Int, column: Int)
        /// The layout priority of the eager Grid's cell in `row` that starts at `column`.
        case gridCellPriority(row: Int, column: Int)
        /// The anchor (unit point) of the eager Grid's cell in `row` that starts at `column`.
        case gridCellAnchor(row: Int, column: Int)
        /// The height of the eager Grid's container.
        case gridContainerHeight
        /// One side of a `.padding` in the chain.
        case padding(Edge)
        /// A `.frame(width:)` in the chain.
        case frameWidth
        /// A `.frame(height:)` in the chain.
        case frameHeight
        /// One bound of a `.frame(minWidth:maxWidth:minHeight:maxHeight:)` in the chain.
        case frameBound(FrameBound)
        /// The width of the screen a container is taken from (checked by front ends that model
        /// a device's screen around the chain).
        case screenWidth
        /// The height of that screen.
        case screenHeight
    }

    /// A side of a padding.
    public enum Edge: Hashable, Sendable, CaseIterable {
        case leading, trailing, top, bottom
    }

    /// A bound of a flexible frame.
    public enum FrameBound: Hashable, Sendable, CaseIterable {
        case minWidth, maxWidth, minHeight, maxHeight
    }
}
