import LayoutKernel

/// What makes a breakpoint of a sweep or a slider: track counts, clamps, caps, squeezes and
/// overflow (a Grid's column count and overflow). Two neighbouring values with different
/// states are a breakpoint; `change(from:)` says what changed, in words.
enum LayoutState: Equatable {
    struct Item: Equatable {
        var tracks: Int
        /// The drawn pass's clamp.
        var clamp: Clamp
        var capped: Bool
        var squeezed: Bool
    }

    case lazy(items: [Item], overflows: Bool)
    case eager(columns: Int, overflows: Bool)

    init(_ layout: LazyGridLayout) {
        let items = layout.items.map { item in
            // The kernel's one tolerance, like every other state here: P ± 1e-14 is no breakpoint.
            Item(
                tracks: item.trackCount, clamp: item.drawn.clamp, capped: item.capped,
                squeezed: Tolerance.less(item.drawn.width, item.item.size.minimum) && !item.item.size.isFixed)
        }
        self = .lazy(items: items, overflows: layout.overflows)
    }

    init(_ layout: EagerGridLayout) {
        self = .eager(columns: layout.columnCount, overflows: Tolerance.greater(layout.width, layout.grid.proposed))
    }

    /// What changed from `old` to this state, e.g. "item 2: 3 → 4 tracks; overflow starts".
    func change(from old: LayoutState) -> String {
        var notes: [String] = []
        switch (old, self) {
        case (.lazy(let before, let wasOverflowing), .lazy(let after, let overflows)):
            if wasOverflowing != overflows { notes.append(overflows ? "overflow starts" : "overflow ends") }
            for (index, (a, b)) in zip(before, after).enumerated() where a != b {
                let number = index + 1
                if a.tracks != b.tracks { notes.append("item \(number): \(a.tracks) → \(b.tracks) tracks") }
                if a.clamp != b.clamp { notes.append(Self.clampNote(b.clamp, number)) }
                if a.capped != b.capped { notes.append("item \(number) \(b.capped ? "capped by its maximum" : "no longer capped")") }
                if a.squeezed != b.squeezed {
                    notes.append("item \(number) \(b.squeezed ? "squeezed below its minimum" : "back at its minimum or more")")
                }
            }
        case (.eager(let before, let wasOverflowing), .eager(let after, let overflows)):
            if wasOverflowing != overflows { notes.append(overflows ? "the Grid is wider than it is offered" : "the Grid fits again") }
            if before != after { notes.append("\(before) → \(after) columns") }
        case (.lazy, .eager), (.eager, .lazy):
            notes.append("another kind of grid")
        }
        return notes.joined(separator: "; ")
    }

    private static func clampNote(_ clamp: Clamp, _ number: Int) -> String {
        switch clamp {
        case .none: "item \(number) unclamped"
        case .minimum: "item \(number) clamped at its minimum"
        case .maximum: "item \(number) clamped at its maximum"
        case .negativeToZero: "item \(number) proposed a negative share, takes 0 (A3)"
        }
    }
}
