/// A change to one cell's content (`cell N ...`).
package enum CellEdit: Equatable {
    case size(width: Double, height: Double)
    case width(Double)
    case height(Double)
    case fill
}
