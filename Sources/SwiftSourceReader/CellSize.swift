import Words

/// A cell's own size as the reader found it, per dimension.
struct CellSize: Equatable {
    /// One dimension of a cell.
    enum Dimension: Equatable {
        /// A frame (or minimum) of this many points.
        case fixed(Double)
        /// Takes what it is offered: shapes, `Color`, `maxWidth: .infinity`.
        case fill
        /// What it is offered held between `low` and `high`: `.frame(minWidth: low,
        /// maxWidth: high)` (a lazy grid's cell takes `low`, as before ranges were read).
        case range(low: Double, high: Double)
        /// A length the reader guessed (a control's height on iOS): `reason` says on what it
        /// rests, and the importers say it in a note.
        case assumed(Double, reason: ReaderNote.SizeGuess)
        /// Not known from the source; the reason says what the view was (`Text without a frame`).
        case unknown(ReaderNote.UnknownSize)

        /// The size the lazy importer takes: fixed, a range's low end, or a guess (noted);
        /// nil for fill and unknown.
        package var points: Double? {
            switch self {
            case .fixed(let value), .range(let value, _), .assumed(let value, _): value
            case .fill, .unknown: nil
            }
        }

        /// What a guessed length rests on, nil when it is not a guess.
        package var assumption: ReaderNote.SizeGuess? {
            if case .assumed(_, let reason) = self { return reason }
            return nil
        }
    }

    package var width: Dimension
    package var height: Dimension
}
