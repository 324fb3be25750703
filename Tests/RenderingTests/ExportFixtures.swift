import LayoutKernel

@testable import Rendering

/// The layouts the pictures are checked on, built with the kernel directly.
enum ExportFixtures {
    /// objc.io quiz 1: fixed(70) + adaptive(min 40) at 200 → 70 · 57 · 57.
    static func quiz1(cells: Int = 6) throws -> LazyGridLayout {
        try LazyGrid(
            items: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], proposed: 200,
            cellCount: cells
        ).layout()
    }

    /// objc.io quiz 3: flexible(min 50) + flexible(min 120) at 200 → G 224, drawn 108 · 120 from
    /// −12.
    static func quiz3() throws -> LazyGridLayout {
        try LazyGrid(
            items: [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))],
            proposed: 200, cellCount: 4
        ).layout()
    }

    /// Lesson 15: two rows of five 100-tall filling cells, then spans of 2 and 3, at 400.
    static func spans() throws -> EagerGridLayout {
        let cell = EagerCell(.sized(width: .fill, height: .fixed(100)))
        var third = EagerRow([cell, cell])
        third.cells[0].span = 2
        third.cells[1].span = 3
        return try EagerGrid(
            rows: [
                EagerRow(Array(repeating: cell, count: 5)),
                EagerRow(Array(repeating: cell, count: 5)), third,
            ], proposed: 400
        )
        .layout()
    }

    /// Every shape of picture: capped slack, group slack, a LazyHGrid, cells of their own
    /// size, more than six items, empty grids, full-width and empty eager cells.
    static func all() throws -> [(String, String)] {
        let f = { (layout: LazyGridLayout) in SVGRenderer.render(layout) }
        var list = [
            ("quiz1", f(try quiz1())), ("quiz3", f(try quiz3())),
            ("spans", SVGRenderer.render(try spans())),
        ]
        list.append(
            (
                "capped",
                f(
                    try LazyGrid(
                        items: [
                            GridItem(.adaptive(minimum: 40, maximum: 50)), GridItem(.fixed(70)),
                        ], proposed: 200
                    ).layout())
            ))
        list.append(
            (
                "slack",
                f(
                    try LazyGrid(
                        items: [GridItem(.fixed(50)), GridItem(.fixed(60))], proposed: 300,
                        alignment: .trailing
                    ).layout())
            ))
        list.append(
            (
                "hgrid",
                f(
                    try LazyGrid(
                        axis: .horizontal,
                        items: [GridItem(.fixed(40)), GridItem(.adaptive(minimum: 30))],
                        proposed: 150, cellCount: 9
                    )
                    .layout())
            ))
        list.append(
            (
                "own-size",
                f(
                    try LazyGrid(
                        items: [
                            GridItem(.fixed(70), alignment: .topLeading),
                            GridItem(.flexible(), alignment: .bottomTrailing),
                        ], proposed: 200,
                        cellCount: 4,
                        cellContents: [
                            0: CellContent(width: 30, height: 50), 1: CellContent(width: 200),
                        ]
                    ).layout())
            ))
        list.append(
            (
                "many",
                f(
                    try LazyGrid(
                        items: (0..<8).map { _ in GridItem(.flexible(minimum: 30)) }, proposed: 200,
                        cellCount: 20
                    ).layout())
            ))
        list.append(("empty", f(try LazyGrid(items: [], cellCount: 0).layout())))
        list.append(("eager-empty", SVGRenderer.render(try EagerGrid().layout())))
        let full = EagerGrid(
            rows: [
                EagerRow([.fill, EagerCell(.sized(width: .fixed(300), height: .fixed(30)))]),
                .fullWidth(.fill),
                EagerRow([
                    EagerCell(.empty),
                    EagerCell(
                        .sized(width: .fixed(40), height: .fixed(20)),
                        anchor: UnitPoint(.topLeading)),
                ]),
                EagerRow([EagerCell(.sized(width: .fixed(500), height: .fixed(20)))]),
            ], proposed: 400)
        list.append(("eager-full", SVGRenderer.render(try full.layout())))
        return list
    }
}
