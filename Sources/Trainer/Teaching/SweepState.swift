import LayoutKernel

/// What makes a breakpoint of a sweep (or of the slider): each item's track count, clamp,
/// cap and squeeze, and whether the grid overflows. Every one of them is decided by the
/// kernel's one tolerance, so P ± 1e-14 is never a breakpoint.
struct SweepState: Equatable {
    struct Item: Equatable {
        var tracks: Int
        var clamp: Clamp
        var capped: Bool
        var squeezed: Bool
    }

    var items: [Item]
    var overflows: Bool

    init(_ layout: LazyGridLayout) {
        items = layout.items.map { item in
            Item(
                tracks: item.trackCount, clamp: item.drawn.clamp, capped: item.capped,
                squeezed: !item.item.size.isFixed && Tolerance.less(item.drawn.width, item.item.size.minimum))
        }
        overflows = layout.overflows
    }

    /// What changed from `old` to this state, in words ("item 2: 3 → 4 tracks; overflow starts").
    func changes(from old: SweepState) -> String {
        var notes: [String] = []
        if old.overflows != overflows { notes.append(overflows ? "overflow starts" : "overflow ends") }
        for (index, (a, b)) in zip(old.items, items).enumerated() where a != b {
            let name = "item \(index + 1)"
            if a.tracks != b.tracks { notes.append("\(name): \(a.tracks) → \(b.tracks) tracks") }
            if a.clamp != b.clamp { notes.append(Self.clampNote(b.clamp, name)) }
            if a.capped != b.capped { notes.append("\(name) \(b.capped ? "capped by its maximum" : "no longer capped")") }
            if a.squeezed != b.squeezed { notes.append("\(name) \(b.squeezed ? "squeezed below its minimum" : "back at its minimum or more")") }
        }
        if old.items.count != items.count { notes.append("\(old.items.count) → \(items.count) items") }
        return notes.joined(separator: "; ")
    }

    private static func clampNote(_ clamp: Clamp, _ name: String) -> String {
        switch clamp {
        case .none: "\(name) unclamped"
        case .minimum: "\(name) clamped at its minimum"
        case .maximum: "\(name) clamped at its maximum"
        case .negativeToZero: "\(name) proposed a negative share, takes 0 (A3)"
        }
    }
}
