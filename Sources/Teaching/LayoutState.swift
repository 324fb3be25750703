import LayoutKernel

/// What makes a breakpoint of a sweep or a slider: track counts, clamps, caps, squeezes and
/// overflow (a Grid's column count and overflow). Two neighbouring values with different
/// states are a breakpoint; `change(from:)` says what changed, in words.
package enum LayoutState: Equatable {
    package struct Item: Equatable {
        package var tracks: Int
        /// The drawn pass's clamp.
        var clamp: Clamp
        package var squeezed: Bool
    }

    case lazy(items: [Item], overflows: Bool)
    /// `keeps`: per column, whether it holds its widest sized cell instead of taking a share
    /// of what is left: the eager Grid's breakpoints as the width moves.
    case eager(columns: Int, keeps: [Bool], overflows: Bool)

    init(_ layout: LazyGridLayout) {
        let items = layout.items.map { item in
            // The kernel's one tolerance, like every other state here: P ± 1e-14 is no breakpoint.
            Item(
                tracks: item.trackCount, clamp: item.drawn.clamp,
                squeezed: Tolerance.less(item.drawn.width, item.item.size.minimum)
                    && !item.item.size.isFixed)
        }
        self = .lazy(items: items, overflows: layout.overflows)
    }

    init(_ layout: EagerGridLayout) {
        self = .eager(
            columns: layout.columnCount, keeps: Self.keeps(layout),
            overflows: Tolerance.greater(layout.width, layout.grid.proposed))
    }

    /// Per column: it has a cell that fills (so it could share) and is as wide as its widest
    /// single-column sized cell, which is wider than the share.
    package static func keeps(_ layout: EagerGridLayout) -> [Bool] {
        var fills = [Bool](repeating: false, count: layout.columnCount)
        var widest = [Double](repeating: 0, count: layout.columnCount)
        for row in layout.grid.rows where row.kind == .gridRow {
            for (cell, start) in zip(row.cells, row.startColumns)
            where cell.span == 1 && start - 1 < layout.columnCount {
                if cell.fillsWidth { fills[start - 1] = true }
                if let width = cell.ownWidth { widest[start - 1] = max(widest[start - 1], width) }
            }
        }
        return layout.columns.indices.map {
            fills[$0] && widest[$0] > 0 && Tolerance.equal(layout.columns[$0], widest[$0])
        }
    }

    /// What changed from `old` to this state, e.g. "item 2: 3 → 4 tracks; overflow starts".
    package func change(from old: LayoutState) -> String {
        var notes: [String] = []
        switch (old, self) {
        case (.lazy(let before, let wasOverflowing), .lazy(let after, let overflows)):
            if wasOverflowing != overflows {
                notes.append(overflows ? "overflow starts" : "overflow ends")
            }
            for (index, (a, b)) in zip(before, after).enumerated() where a != b {
                let number = index + 1
                if a.tracks != b.tracks {
                    notes.append("item \(number): \(a.tracks) → \(b.tracks) tracks")
                }
                if a.clamp != b.clamp {
                    notes.append(Self.clampNote(from: a.clamp, to: b.clamp, number))
                }
                if a.squeezed != b.squeezed {
                    notes.append(
                        "item \(number) "
                            + (b.squeezed
                                ? "squeezed below its minimum" : "back at its minimum or more")
                    )
                }
            }
        case (
            .eager(let before, let kept, let wasOverflowing),
            .eager(let after, let keeps, let overflows)
        ):
            if wasOverflowing != overflows {
                notes.append(
                    overflows ? "the Grid is wider than it is offered" : "the Grid fits again")
            }
            if before != after { notes.append("\(before) → \(after) columns") }
            for (index, (a, b)) in zip(kept, keeps).enumerated() where a != b {
                notes.append(
                    "column \(index + 1) "
                        + "\(b ? "keeps its widest cell" : "shares what is left again")"
                )
            }
        case (.lazy, .eager), (.eager, .lazy):
            notes.append("another kind of grid")
        }
        return notes.joined(separator: "; ")
    }

    private static func clampNote(from old: Clamp, to clamp: Clamp, _ number: Int) -> String {
        switch clamp {
        case .none: old == .capped ? "item \(number) no longer capped" : "item \(number) unclamped"
        case .minimum: "item \(number) clamped at its minimum"
        case .maximum: "item \(number) clamped at its maximum"
        case .negativeToZero: "item \(number) proposed a negative share, takes 0 (A3)"
        case .capped: "item \(number) capped by its maximum, uses only its tracks (A2)"
        }
    }
}
