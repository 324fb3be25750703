import LayoutKernel
import Words

/// What moved between two layouts, and why.
package enum Compare {
    package static func changes(before: LazyGridLayout, after: LazyGridLayout) -> [String] {
        let f = NumberText.format
        var notes: [String] = []
        if before.grid.container != after.grid.container {
            notes.append("screen \(f(before.grid.container)) → \(f(after.grid.container))")
        }
        if before.proposed != after.proposed {
            notes.append("offered \(f(before.proposed)) → \(f(after.proposed))")
        }
        if before.gridSize != after.gridSize {
            notes.append("grid \(f(before.gridSize)) → \(f(after.gridSize))")
        }
        if before.grid.items.count != after.grid.items.count {
            notes.append("items \(before.grid.items.count) → \(after.grid.items.count)")
        }
        for (item, counterpart) in zip(after.items, pairs(before: before, after: after)) {
            guard let counterpart else {
                notes.append(
                    "item \(item.index + 1) is new: \(item.trackCount) × \(f(item.trackSize))")
                continue
            }
            let old = before.items[counterpart]
            let describeOld = "\(old.trackCount) × \(f(old.trackSize))"
            let describeNew = "\(item.trackCount) × \(f(item.trackSize))"
            let moved = counterpart != item.index
            guard describeOld != describeNew || old.item != item.item || moved else { continue }
            var why: [String] = []
            if moved { why.append("moved from position \(counterpart + 1)") }
            if old.item != item.item { why.append("the item changed") }
            if old.drawn.proposal != item.drawn.proposal, let a = old.drawn.proposal,
                let b = item.drawn.proposal
            {
                why.append("it was proposed \(f(a)) then, \(f(b)) now")
            }
            if old.drawn.clamp != item.drawn.clamp {
                why.append("\(word(old.drawn.clamp)) then, \(word(item.drawn.clamp)) now")
            }
            if old.trackCount != item.trackCount {
                why.append("its tracks went from \(old.trackCount) to \(item.trackCount)")
            }
            notes.append(
                "item \(item.index + 1): \(describeOld) → \(describeNew)"
                    + (why.isEmpty ? "" : " (\(why.joined(separator: "; ")))"))
        }
        let removed =
            before.items.count - pairs(before: before, after: after).compactMap { $0 }.count
        if removed > 0 { notes.append("\(removed) item\(removed == 1 ? "" : "s") removed") }
        let oldFlags = Set(before.diagnostics().map(\.code.rawValue))
        let newFlags = Set(after.diagnostics().map(\.code.rawValue))
        for gone in oldFlags.subtracting(newFlags).sorted() { notes.append("flag \(gone) is gone") }
        for new in newFlags.subtracting(oldFlags).sorted() { notes.append("flag \(new) is new") }
        return notes
    }

    /// What moved in the eager Grid: the screen, what is offered, the size, each column and
    /// row, and the flags.
    package static func changes(before: EagerGridLayout, after: EagerGridLayout) -> [String] {
        let f = NumberText.format
        var notes: [String] = []
        if before.grid.container != after.grid.container {
            notes.append("screen \(f(before.grid.container)) → \(f(after.grid.container))")
        }
        if before.grid.proposed != after.grid.proposed {
            notes.append("offered \(f(before.grid.proposed)) → \(f(after.grid.proposed))")
        }
        if before.width != after.width || before.height != after.height {
            notes.append(
                "size \(f(before.width)) × \(f(before.height)) → \(f(after.width)) × "
                    + "\(f(after.height))"
            )
        }
        for (name, old, new) in [
            ("column", before.columns, after.columns), ("row", before.rows, after.rows),
        ] {
            if old.count != new.count { notes.append("\(name)s \(old.count) → \(new.count)") }
            for index in 0..<min(old.count, new.count) where old[index] != new[index] {
                notes.append("\(name) \(index + 1): \(f(old[index])) → \(f(new[index]))")
            }
        }
        let oldFlags = Set(before.diagnostics().map(\.code.rawValue))
        let newFlags = Set(after.diagnostics().map(\.code.rawValue))
        for gone in oldFlags.subtracting(newFlags).sorted() { notes.append("flag \(gone) is gone") }
        for new in newFlags.subtracting(oldFlags).sorted() { notes.append("flag \(new) is new") }
        return notes
    }

    /// Which earlier item each current item is: the same GridItem where one exists (so a move
    /// is a move, not two changes), else the one at the same position.
    package static func pairs(before: LazyGridLayout, after: LazyGridLayout) -> [Int?] {
        var unused = Set(before.items.indices)
        var pairs = [Int?](repeating: nil, count: after.items.count)
        for item in after.items {
            if let match = before.items.first(where: {
                unused.contains($0.index) && $0.item == item.item
            }) {
                pairs[item.index] = match.index
                unused.remove(match.index)
            }
        }
        for index in after.items.indices where pairs[index] == nil && unused.contains(index) {
            pairs[index] = index
            unused.remove(index)
        }
        return pairs
    }

    package static func word(_ clamp: Clamp) -> String {
        switch clamp {
        case .none: "unclamped"
        case .minimum: "held at its minimum"
        case .maximum: "capped at its maximum"
        case .negativeToZero: "cut to 0"
        case .capped: "tracks capped at its maximum"
        }
    }
}
