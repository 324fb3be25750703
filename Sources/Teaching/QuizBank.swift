import LayoutKernel

extension Quiz {
    /// The quiz cases, in the order `quiz` asks them: the spec's measured cases, the objc.io
    /// quizzes' spirit and the presets (LazyVGrid), then LazyHGrids, then eager Grids. Numbers
    /// 1 to 14 are as before (lessons ask them by number).
    static let bank: [QuizGrid] =
        lazyVertical.map(QuizGrid.lazy) + lazyHorizontal.map(QuizGrid.lazy)
        + eager.map(QuizGrid.eager)

    private static let lazyVertical: [LazyGrid] =
        [
            LazyGrid(
                items: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], proposed: 200),
            LazyGrid(
                items: [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))],
                proposed: 200),
            LazyGrid(
                items: [GridItem(.flexible(minimum: 150)), GridItem(.flexible())], proposed: 200),
            LazyGrid(
                items: [GridItem(.adaptive(minimum: 50)), GridItem(.flexible(minimum: 100))],
                proposed: 200),
            LazyGrid(
                items: [GridItem(.flexible(minimum: 120)), GridItem(.adaptive(minimum: 100))],
                proposed: 200),
            LazyGrid(
                items: [GridItem(.flexible(maximum: 50)), GridItem(.flexible())], proposed: 200),
            LazyGrid(
                items: [
                    GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible(minimum: 150)),
                ], proposed: 200),
            LazyGrid(items: [GridItem(.adaptive(minimum: 100))], proposed: 375),
            LazyGrid(
                items: [GridItem(.fixed(200)), GridItem(.adaptive(minimum: 40))], proposed: 150),
        ] + Presets.all.prefix(5).map(\.grid)

    // LazyHGrid: the same rules along the height (A6).
    // 15: rows flexible(min 60), flexible(min 100) in 180: pass 1 remaining 180 − 8 = 172,
    //     row 1 gets 86, row 2 is proposed 86 and takes its 100: 194 > 180, so pass 2 at 194
    //     proposes 93 to row 1 and 93 → 100 to row 2: 93 · 100.
    // 16: rows adaptive(min 50), fixed(40) in 300: remaining 300 − 8 − 40 = 252,
    //     ⌊(252 + 8) / 58⌋ = 4 rows of (252 − 24) / 4 = 57, then 40: 57 · 57 · 57 · 57 · 40.
    private static let lazyHorizontal: [LazyGrid] = [
        LazyGrid(
            axis: .horizontal,
            items: [GridItem(.flexible(minimum: 60)), GridItem(.flexible(minimum: 100))],
            proposed: 180),
        LazyGrid(
            axis: .horizontal, items: [GridItem(.adaptive(minimum: 50)), GridItem(.fixed(40))],
            proposed: 300),
    ]

    // Eager Grids (the measured rules, docs/model.md "Eager Grid").
    // 17: fill fill over 300×30 fill in 400: the fixed cell first, offered 392 / 2 = 196, answers
    //     300; both columns still hold a fill, nothing is committed, the fills share 196 again:
    //     300 · 196 (504 wide: the Grid overflows rather than squeeze the fixed cell).
    // 18: fill · 100×30 · fill in 300: the fills share 300 − 16 − 100 = 184: 92 · 100 · 92.
    // 19: 60×30 60×30 60×30 over a 300×30 spanning 2, then 60×30, in 400: columns 60 · 60 · 60
    //     and the span covers 60 + 8 + 60 = 128 of its 300; both columns hold a cell of their
    //     own, none still to size, so they widen evenly by (300 − 128) / 2 = 86: 146 · 146 · 60.
    private static let eager: [EagerGrid] = [
        EagerGrid(
            rows: [EagerRow([.fill, .fill]), EagerRow([sized(300, 30), .fill])], proposed: 400),
        EagerGrid(rows: [EagerRow([.fill, sized(100, 30), .fill])], proposed: 300),
        EagerGrid(
            rows: [
                EagerRow([sized(60, 30), sized(60, 30), sized(60, 30)]),
                EagerRow([
                    EagerCell(.sized(width: .fixed(300), height: .fixed(30)), span: 2),
                    .fixed(60, 30),
                ]),
            ], proposed: 400),
    ]

    private static func sized(_ width: Double, _ height: Double) -> EagerCell {
        EagerCell(.sized(width: .fixed(width), height: .fixed(height)))
    }
}
