extension EagerGroups {
    /// Serves every group in turn (rules 4–7): a priority begins with its share; before each
    /// later group of the priority the cells of the group before it are released; each cell
    /// is offered what its columns and row have available and measured.
    mutating func serve(_ sizing: inout EagerSizing) {
        var start = 0
        var previous = 0
        for end in groupEnds {
            let priority = keys[order[start]].priority
            if start == 0 || keys[order[start - 1]].priority != priority {
                var levelEnd = end
                while levelEnd < order.count && keys[order[levelEnd]].priority == priority {
                    levelEnd += 1
                }
                sizing.beginLevel(order[start..<levelEnd], priority: priority)
            } else {
                for i in order[previous..<start] { sizing.release(i) }
            }
            if sizing.tracing { sizing.record(.group(step(order[start..<end], sizing))) }
            for i in order[start..<end] {
                sizing.measure(i, width: sizing.offerWidth(i), height: sizing.offerHeight(i))
            }
            previous = start
            start = end
        }
    }

    /// The group's step for the trace: its cells in source order, its key, and what each
    /// column and row has available as it begins.
    private func step(_ group: ArraySlice<Int>, _ sizing: EagerSizing) -> EagerGroupStep {
        let key = keys[group[group.startIndex]]
        return EagerGroupStep(
            cells: group.sorted().map { sizing.structure.cells[$0].position },
            priority: key.priority, infiniteAxes: key.infiniteAxes,
            flexibility: key.flexibility, sizeAtZero: key.sizeAtZero, unsized: key.unsized > 0,
            availableColumns: sizing.offeredWidth == nil ? nil : sizing.availableWidths,
            availableRows: sizing.offeredHeight == nil ? nil : sizing.availableHeights)
    }
}
