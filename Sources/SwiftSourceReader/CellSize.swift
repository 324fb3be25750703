/// A cell's own size as the reader found it, per dimension.
struct CellSize: Equatable {
    /// One dimension of a cell.
    enum Dimension: Equatable {
        /// A frame (or minimum) of this many points.
        case fixed(Double)
        /// Takes what it is offered: shapes, `Color`, `maxWidth: .infinity`.
        case fill
        /// Not known from the source; the text says what the view was (`Text without a frame`).
        case unknown(String)

        /// The fixed size, nil for fill and unknown.
        package var points: Double? {
            if case .fixed(let value) = self { return value }
            return nil
        }
    }

    package var width: Dimension
    package var height: Dimension
}
