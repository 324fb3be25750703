import LayoutKernel
import Words

/// A cell's own size as the reader found it, per dimension.
struct CellSize: Equatable {
    /// One dimension of a cell.
    enum Dimension: Equatable {
        /// A frame (or minimum) of this many points.
        case fixed(Double)
        /// Takes what it is offered: shapes, `Color`, `maxWidth: .infinity`.
        case fill
        /// What it is offered held between `low` and `high` (`high` may be infinite), `ideal`
        /// held there when the offer is unspecified: every flexible frame around a view the
        /// reader sizes (`docs/model.md`); a lazy grid's cell takes `low`.
        case range(low: Double, high: Double, ideal: Double)
        /// A length the reader guessed (a control's height on iOS, a Text's estimate, 30 for a
        /// view it cannot size): `reason` says on what it rests, and the importers say it in a
        /// note; `guess` names the guess (S1–S3).
        indirect case assumed(Dimension, guess: EagerGuess, reason: ReaderNote.SizeGuess)
        /// Not known from the source; the reason says what the view was (`Text without a frame`).
        case unknown(ReaderNote.UnknownSize)

        /// The size the lazy importer takes: fixed, a range's low end, or a guess (noted);
        /// nil for fill and unknown.
        package var points: Double? {
            switch self {
            case .fixed(let value), .range(let value, _, _): value
            case .assumed(let inner, _, _): inner.points
            case .fill, .unknown: nil
            }
        }

        /// What a guessed length rests on, nil when it is not a guess.
        package var assumption: ReaderNote.SizeGuess? {
            if case .assumed(_, _, let reason) = self { return reason }
            return nil
        }

        /// The guess it rests on, nil when it is not a guess.
        package var guess: EagerGuess? {
            if case .assumed(_, let guess, _) = self { return guess }
            return nil
        }

        /// Whether the source does not tell it.
        package var isUnknown: Bool {
            if case .unknown = self { return true }
            return false
        }

        /// The length without its guess (what the model uses).
        package var known: Dimension {
            if case .assumed(let inner, _, _) = self { return inner.known }
            return self
        }
    }

    package var width: Dimension
    package var height: Dimension
}
