import LayoutKernel

/// A check in a lesson or script (`expect ...`).
package enum Expectation: Equatable {
    case widths([Double])
    case pass1([Double])
    case tracks(Int)
    case itemTracks(Int, Int)
    case itemWidth(Int, Double)
    case grid(Double)
    case origin(Double)
    case flag(Diagnostic.Code)
    case noFlag(Diagnostic.Code)
    case noFlags
    case assumption(AssumptionName)
    case columns([Double])
    case rows([Double])
    case size(width: Double, height: Double)
    case columnCount(Int)
    case cellFrame(row: Int, column: Int, slot: Bool, Rect)
}

/// An assumption an `expect` line names: one of the lazy grids' or one of the eager Grid's.
package enum AssumptionName: Equatable {
    case lazy(Assumption)
    case eager(EagerAssumption)

    /// `A1`, `g3`…: either family's spelling, any case.
    init?(_ word: Substring) {
        let name = word.uppercased()
        if let assumption = Assumption(rawValue: name) {
            self = .lazy(assumption)
        } else if let assumption = EagerAssumption(rawValue: name) {
            self = .eager(assumption)
        } else {
            return nil
        }
    }

    package var name: String {
        switch self {
        case .lazy(let assumption): assumption.rawValue
        case .eager(let assumption): assumption.rawValue
        }
    }
}
