import LayoutKernel

/// The wrong answers a quiz offers: classic mistakes about how lazy grids size their tracks,
/// each computed, so a wrong choice is a plausible answer and never a random number. In the
/// order a quiz prefers them; the first two that differ from SwiftUI's (and from each other)
/// are the quiz's other choices.
enum QuizMistakes {
    static func candidates(for grid: LazyGrid) -> [[Double]] {
        let layout = try? grid.layout()
        let textbook = TextbookLayout(grid: grid).items.flatMap { Array(repeating: $0.trackSize, count: $0.trackCount) }
        let firstPass = layout?.items.flatMap { Array(repeating: $0.pass1Tracks.size, count: $0.pass1Tracks.count) } ?? []
        return [
            textbook, firstPass, minimumsIgnored(grid), equalShares(grid), spacingsIgnored(grid),
            (layout?.tracks.map(\.size) ?? []).reversed(), equalShares(grid, spacings: false),
        ].filter { !$0.isEmpty }
    }

    /// "A minimum is only a wish": flexible items laid out as if their minimum were 0.
    static func minimumsIgnored(_ grid: LazyGrid) -> [Double] {
        var copy = grid
        for index in copy.items.indices {
            if case .flexible(_, let maximum) = copy.items[index].size { copy.items[index].size = .flexible(minimum: 0, maximum: maximum) }
        }
        return Quiz.tracks(of: copy)
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
        return Quiz.tracks(of: copy)
    }
}
