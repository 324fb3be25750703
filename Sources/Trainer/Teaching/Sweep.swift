/// `sweep width 100...800 step 10` or `sweep 2 min 0...200`.
struct Sweep: Equatable {
    enum Parameter: Equatable {
        case proposed
        case minimum(item: Int)
        case maximum(item: Int)
        case size(item: Int)
        case spacing(item: Int)
    }
    var parameter: Parameter
    var from: Double
    var to: Double
    var step: Double
    var plot: Bool
}
