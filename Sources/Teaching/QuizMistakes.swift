import LayoutKernel

/// The wrong answers a quiz offers: classic mistakes about how lazy grids size their tracks,
/// each computed, so a wrong choice is a plausible answer and never a random number. In the
/// order a quiz prefers them; the first two that differ from SwiftUI's (and from each other)
/// are the quiz's other choices.
enum QuizMistakes {
    package static func candidates(for grid: QuizGrid) -> [[Double]] {
        switch grid {
        case .lazy(let grid): candidates(for: grid)
        case .eager(let grid): candidates(for: grid)
        }
    }

    /// The eager Grid's classic mistakes: columns shared equally, spacing forgotten, a span
    /// that widens nothing, and the right sizes in the wrong order.
    package static func candidates(for grid: EagerGrid) -> [[Double]] {
        let real = (try? grid.layout().columns) ?? []
        guard !real.isEmpty else { return [] }
        let spacing = grid.horizontalSpacing ?? EagerGrid.defaultSpacing
        let share = max(grid.proposed - spacing * Double(real.count - 1), 0) / Double(real.count)
        var noSpacing = grid
        noSpacing.horizontalSpacing = 0
        var noSpans = grid
        for r in noSpans.rows.indices {
            for c in noSpans.rows[r].cells.indices where noSpans.rows[r].cells[c].span > 1 {
                // "A spanning cell only fills the columns it covers": it takes what they have.
                if case .sized(_, let height) = noSpans.rows[r].cells[c].content {
                    noSpans.rows[r].cells[c].content = .sized(width: .fill, height: height)
                }
            }
        }
        return [
            Array(repeating: share, count: real.count), (try? noSpacing.layout().columns) ?? [],
            (try? noSpans.layout().columns) ?? [], real.reversed(),
        ].filter { !$0.isEmpty }
    }

    package static func candidates(for grid: LazyGrid) -> [[Double]] {
        let layout = try? grid.layout()
        let textbook = TextbookLayout(grid: grid).items.flatMap {
            Array(repeating: $0.trackSize, count: $0.trackCount)
        }
        let firstPass =
            layout?.items.flatMap {
                Array(repeating: $0.pass1Tracks.size, count: $0.pass1Tracks.count)
            } ?? []
        return [
            textbook, firstPass, minimumsIgnored(grid), equalShares(grid), spacingsIgnored(grid),
            (layout?.tracks.map(\.size) ?? []).reversed(), equalShares(grid, spacings: false),
        ].filter { !$0.isEmpty }
    }

    /// "A minimum is only a wish": flexible items laid out as if their minimum were 0.
    static func minimumsIgnored(_ grid: LazyGrid) -> [Double] {
        var copy = grid
        for index in copy.items.indices {
            if case .flexible(_, let maximum) = copy.items[index].size {
                copy.items[index].size = .flexible(minimum: 0, maximum: maximum)
            }
        }
        return QuizGrid.lazy(copy).tracks
    }

    /// "The space is shared equally, in no order": every item, fixed ones included, gets an
    /// equal part of what the spacings leave, one track each.
    static func equalShares(_ grid: LazyGrid, spacings: Bool = true) -> [Double] {
        guard !grid.items.isEmpty else { return [] }
        let gaps = spacings ? grid.items.dropLast().map(\.effectiveSpacing).reduce(0, +) : 0
        let share = max(grid.proposed - gaps, 0) / Double(grid.items.count)
        return Array(repeating: share, count: grid.items.count)
    }

    /// "Spacing comes on top": the grid laid out as if every item's spacing were 0.
    static func spacingsIgnored(_ grid: LazyGrid) -> [Double] {
        var copy = grid
        for index in copy.items.indices { copy.items[index].spacing = 0 }
        return QuizGrid.lazy(copy).tracks
    }
}
