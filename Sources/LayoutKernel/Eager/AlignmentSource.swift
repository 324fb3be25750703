/// Which rule placed an eager cell's content, strongest first: `.gridCellAnchor`, a column's
/// `.gridColumnAlignment` (horizontal only, with the row's vertical one when it has one),
/// `GridRow(alignment:)` (vertical only), or `Grid(alignment:)`.
public enum AlignmentSource: String, Hashable, Sendable {
    case cellAnchor = "cell anchor"
    case columnAndRow = "column+row"
    case column
    case row
    case grid
}
