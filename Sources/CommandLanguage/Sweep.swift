/// `sweep width 100...800 step 10` or `sweep 2 min 0...200`.
package struct Sweep: Equatable {
    package enum Parameter: Equatable {
        case proposed
        case minimum(item: Int)
        case maximum(item: Int)
        case size(item: Int)
        case spacing(item: Int)
    }
    package var parameter: Parameter
    package var from: Double
    package var to: Double
    package var step: Double
    package var plot: Bool
}
