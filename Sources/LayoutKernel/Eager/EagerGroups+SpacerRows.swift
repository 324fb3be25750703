extension EagerGroups {
    /// Rule 12 (measured, d55): a row that holds a Spacer beside a cell of the priority being
    /// served, once that cell is measured, lends every later cell of the priority that shares
    /// no column with such a cell an extra height share: the available height divided by the
    /// rows that hold no Spacer, divided like the share by the open rows. SwiftUI then answers
    /// taller than it is offered. Only Spacers covering one column of a GridRow, of a priority
    /// below the one served (still to size), lend.
    struct SpacerRows {
        /// Per row: the lowest priority of a one-column Spacer in it (∞: none).
        var spacerPriority: [Double]
        /// Rows that hold a cell and no Spacer of any kind.
        var rowsWithoutSpacer: Int
        /// Per column: a measured cell of the current priority beside a lending Spacer covers
        /// it (a cell there gains nothing).
        var besideSpacer: [Bool]
        /// Whether any such cell is measured in the current priority.
        var lending = false

        init(_ structure: EagerStructure) {
            spacerPriority = [Double](repeating: .infinity, count: structure.rowCount)
            var holdsSpacer = [Bool](repeating: false, count: structure.rowCount)
            for placed in structure.cells where placed.cell.isSpacer {
                holdsSpacer[placed.row] = true
                if placed.span == 1 && !placed.full {
                    spacerPriority[placed.row] = min(spacerPriority[placed.row], placed.priority)
                }
            }
            rowsWithoutSpacer =
                structure.rowIsEmpty.indices.filter {
                    !structure.rowIsEmpty[$0] && !holdsSpacer[$0]
                }.count
            besideSpacer = [Bool](repeating: false, count: structure.columnCount)
        }

        /// A new priority begins: no cell of it is measured yet.
        mutating func beginLevel() {
            for q in besideSpacer.indices { besideSpacer[q] = false }
            lending = false
        }

        /// Cell `placed` of the current priority is measured: beside a Spacer of a lower
        /// priority, it makes its row lend and its columns gain nothing.
        mutating func measured(_ placed: EagerStructure.Placed) {
            guard !placed.cell.isSpacer, spacerPriority[placed.row] < placed.priority else {
                return
            }
            lending = true
            for q in placed.columns { besideSpacer[q] = true }
        }

        /// What cell `placed` gains on its height share (0: nothing), with `height` left after
        /// the row spacing and `openRows` rows open to its group.
        func lift(_ placed: EagerStructure.Placed, height: Double?, openRows: Int) -> Double {
            guard let height, lending, rowsWithoutSpacer > 0, !placed.unsized.vertical else {
                return 0
            }
            for q in placed.columns where besideSpacer[q] { return 0 }
            return height / Double(rowsWithoutSpacer) / Double(max(openRows, 1))
        }
    }
}
