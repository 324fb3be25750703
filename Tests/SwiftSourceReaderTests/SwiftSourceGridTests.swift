import LayoutKernel
import Testing

@testable import SwiftSourceReader

/// Grids found in source: parameters, the container chain and cells, worked by hand.
@Suite("Swift source: grids")
struct SwiftSourceGridTests {
    static let anatomy = """
        struct ContentView: View {
            let gridItems = [
                GridItem(.fixed(100.0), spacing: 10.0, alignment: .top),
                GridItem(.fixed(250.0), spacing: 30.0, alignment: .center),
                GridItem(.fixed(150.0), spacing: 10.0, alignment: .bottomTrailing),
            ]

            var body: some View {
                ScrollView(.vertical) {
                    LazyVGrid(columns: gridItems, alignment: .center, spacing: 20) {
                        ForEach(0..<100) { idx in
                            VStack {
                                if idx == 3 {
                                    Rectangle().fill(Color.pink)
                                } else if idx == 4 {
                                    Rectangle().fill(Color.green)
                                        .frame(height: 50)
                                } else if idx == 5 {
                                    Rectangle().fill(Color.blue)
                                        .frame(width: 100, height: 30)
                                } else {
                                    Rectangle().fill(Color.yellow)
                                        .frame(height: 30)
                                }
                            }.overlay(Text("\\(idx)"))
                        }
                    }
                    .border(Color.gray)
                    .frame(width: 700)
                    .padding(20)
                }
                .frame(height: 200)
                .border(Color.black)
            }
        }
        """

    @Test func anatomyOfAGrid() throws {
        let imported = try Source.grid(Self.anatomy)
        guard case .lazy(let grid) = imported.model else { throw Source.Unexpected.model }
        #expect(grid.axis == .vertical)
        #expect(grid.items.map(\.size) == [.fixed(100), .fixed(250), .fixed(150)])
        #expect(grid.items.map(\.spacing) == [10, 30, 10])
        #expect(grid.items.map(\.alignment) == [.top, .center, .bottomTrailing])
        #expect(grid.alignment == .center && grid.lineSpacing == 20)
        // 100 cells: most are yellow 30-high bars (the natural size); pink (3) fills, so it needs
        // no entry; green (4) is 50 high; blue (5) is 100 × 30.
        #expect(grid.cellCount == 100)
        #expect(grid.naturalCellSize == 30)
        #expect(
            grid.cellContents == [
                4: CellContent(height: 50), 5: CellContent(width: 100, height: 30),
            ])
        // Outside in: ScrollView.frame(height: 200), then the grid's .padding(20), .frame(width:
        // 700): the frame decides, so 700 is offered whatever the container.
        #expect(
            imported.chain.steps == [
                .frame(width: nil, height: 200),
                .padding(leading: 20, trailing: 20, top: 20, bottom: 20, isDefault: false),
                .frame(width: 700, height: nil),
            ])
        #expect(grid.proposed == 700)
        #expect(
            imported.header(on: .standard)
                == "default screen 375 → .padding(20) → .frame(width: 700) → 700 offered")
        #expect(imported.notModelled == [".border", ".overlay", ".fill"])
        let layout = try grid.layout()
        #expect(layout.tracks.map(\.size) == [100, 250, 150])
    }

    @Test func modifierOrderDecidesTheOffer() throws {
        // .padding() inside .frame(width: 300): the frame offers 300, the padding takes 16 + 16.
        let inside = try Source.grid(
            "let v = LazyVGrid(columns: [GridItem()]) {}.padding().frame(width: 300)")
        // The frame stays in the chain, whatever the screen: 300 − 32 = 268.
        #expect(inside.chain.steps.map(\.swift) == [".frame(width: 300)", ".padding()"])
        #expect(inside.chain.offered(container: 1024, along: .vertical) == 268)
        if case .lazy(let grid) = inside.model { #expect(grid.proposed == 268) }
        // .frame(width: 300) inside .padding(): the grid gets the frame's 300.
        let outside = try Source.grid(
            "let v = LazyVGrid(columns: [GridItem()]) {}.frame(width: 300).padding()")
        #expect(outside.chain.offered(container: 390, along: .vertical) == 300)
        // Padding on an ancestor: 390 − 2 × 16 = 358.
        let ancestor = try Source.grid(
            "let v = ScrollView { LazyVGrid(columns: [GridItem()]) {} }.padding()")
        #expect(ancestor.header(on: .standard) == "default screen 375 → .padding() → 343 offered")
        #expect(ancestor.chain.offered(container: 390, along: .vertical) == 358)
    }

    @Test func paddingSpellings() throws {
        func offered(_ modifiers: String, axis: String = "LazyVGrid(columns: [GridItem()])") throws
            -> Double
        {
            let imported = try Source.grid("let v = \(axis) {}\(modifiers)")
            return imported.chain.offered(container: 400, along: imported.axis)
        }
        #expect(try offered(".padding(10)") == 380)
        #expect(try offered(".padding(.horizontal, 5)") == 390)
        #expect(try offered(".padding(.horizontal)") == 368)
        #expect(try offered(".padding(.leading, 7)") == 393)
        #expect(try offered(".padding(.trailing, 7).padding(.leading, 3)") == 390)
        #expect(try offered(".padding(.vertical, 50)") == 400)  // no width taken from a LazyVGrid
        #expect(try offered(".padding(.top, 50)") == 400)
        #expect(try offered(".padding([.leading, .trailing], 4)") == 392)
        #expect(
            try offered(".padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))") == 394)
        #expect(
            // But a LazyHGrid's height.
            try offered(".padding(.vertical, 50)", axis: "LazyHGrid(rows: [GridItem()])") == 300)
        #expect(try offered(".frame(maxWidth: .infinity)") == 400)
        #expect(try offered(".frame(minWidth: 500)") == 500)
        #expect(try offered(".frame(minWidth: 100)") == 400)  // a proposal that fits is unchanged
        #expect(try offered(".frame(height: 10)") == 400)
    }

    @Test func containers() throws {
        let text = """
            struct V: View {
                var body: some View {
                    NavigationStack {
                        VStack {
                            Text("Title")
                            GlassEffectContainer {
                                LazyVGrid(columns: [GridItem()]) {}
                            }
                        }
                    }
                }
            }
            """
        let imported = try Source.grid(text)
        #expect(imported.chain.steps.isEmpty)
        #expect(
            imported.notes == [
                "line 6: GlassEffectContainer is not a container the reader knows; assumed to "
                    + "offer its full size"
            ])
    }

    @Test func parametersOfBothLazyGrids() throws {
        let grid = try Source.lazy(
            "let g = LazyHGrid(rows: [GridItem(.fixed(50))], alignment: .bottom, spacing: 3, "
                + "pinnedViews: [.sectionHeaders]) {}"
        )
        #expect(
            grid.axis == .horizontal && grid.alignment == .trailing && grid.lineSpacing == 3
                && grid.cellCount == 0)
        let imported = try Source.grid(
            "let g = LazyVGrid(columns: [GridItem()], alignment: HorizontalAlignment.leading) { }")
        guard case .lazy(let vertical) = imported.model else { throw Source.Unexpected.model }
        #expect(vertical.alignment == .leading && vertical.lineSpacing == nil)
    }

    @Test func cellCountsFromForEach() throws {
        func count(_ content: String, _ decls: String = "") throws -> Int {
            try Source.lazy(decls + "\nlet g = LazyVGrid(columns: [GridItem()]) { \(content) }")
                .cellCount
        }
        #expect(try count("ForEach(0..<7) { _ in Color.red }") == 7)
        #expect(try count("ForEach(0...7) { i in Color.red }") == 8)
        #expect(try count("ForEach((0...8), id: \\.self) { index in Color.red }") == 9)
        #expect(try count("ForEach(3..<n) { i in Color.red }", "let n = 10") == 7)
        // Two views per iteration.
        #expect(try count("ForEach(0..<4) { i in Color.red; Color.blue }") == 8)
        #expect(
            try count(
                "ForEach(0..<8) { idx in Color.red.frame(height: 9)\n if idx == 4 { Color.clear } }"
            ) == 9)
        #expect(try count("Color.red\nColor.blue\nColor.green") == 3)
        #expect(
            try count("Section(header: Text(\"A\")) { ForEach(0..<3) { _ in Color.red } }") == 3)
        #expect(
            try count(
                "ForEach(colors, id: \\.self) { c in c }", "let colors: [Color] = [.red, .blue]")
                == 2)
    }

    @Test func cellSizes() throws {
        func contents(_ content: String, _ decls: String = "") throws -> [Int: CellContent] {
            try Source.lazy(
                decls
                    + "\nlet g = LazyVGrid(columns: [GridItem()]) { ForEach(0..<4) { idx in "
                    + "\(content) } }"
            ).cellContents
        }
        // Cell 0 gets 40 × 20; the others fill their slot with the natural 30 height (no entry).
        #expect(
            try contents("Color.red.frame(width: idx == 0 ? 40 : nil, height: idx == 0 ? 20 : 30)")
                == [0: CellContent(width: 40, height: 20)])
        // The outermost frame wins, with the padding outside it added: 50 + 2 × 5.
        #expect(
            try contents(
                "Rectangle().frame(width: 10, height: 10).frame(width: 50, height: 50).padding(5)")
                == [
                    0: CellContent(width: 60, height: 60), 1: CellContent(width: 60, height: 60),
                    2: CellContent(width: 60, height: 60),
                    3: CellContent(width: 60, height: 60),
                ])
        // minHeight is the height when nothing larger is proposed; maxWidth: .infinity fills.
        // Every cell is so, so 100 becomes the natural size and no cell needs an entry.
        let minimum = try Source.lazy(
            "let g = LazyVGrid(columns: [GridItem()]) { Text(\"a\").frame(minWidth: 50, maxWidth: "
                + ".infinity, minHeight: 100) }"
        )
        #expect(minimum.naturalCellSize == 100 && minimum.cellContents.isEmpty)
        // idx % 2: every other cell is 10 wide.
        #expect(
            try contents("Color.red.frame(width: idx % 2 == 0 ? 10 : nil)").keys.sorted() == [0, 2])
        // A view struct declared in the source is sized by its body's frame.
        let cell =
            "struct Cell: View { var index: Int\n var body: some View { "
            + "Text(\"\\(index)\").frame(width: CGFloat(index) * 10 + 5, height: 44) "
            + "} }"
        #expect(try contents("Cell(index: idx)", cell)[3] == CellContent(width: 35, height: 44))
        // An HStack takes its one child's frame.
        #expect(
            try contents("HStack { Color.red.frame(width: 12, height: 13) }")[1]
                == CellContent(width: 12, height: 13))
    }

    @Test func cellsOfUnknownSizeAreNoted() throws {
        let imported = try Source.grid(
            "let g = LazyVGrid(columns: [GridItem()]) { ForEach(0..<3) { i in Text(\"\\(i)\") } }")
        guard case .lazy(let grid) = imported.model else { throw Source.Unexpected.model }
        #expect(grid.cellContents.isEmpty)
        #expect(grid.guessedCells == [0, 1, 2])
        #expect(
            imported.notes == [
                "cells 1–3: Text without a frame; sized as the trainer's default cell (fills its "
                    + "column, 30 high); no flag rests on that size"
            ])
    }

    @Test func severalGridsAndNumbers() throws {
        let text =
            "let a = LazyVGrid(columns: [GridItem(.fixed(1))]) {}\n"
            + "let b = LazyHGrid(rows: [GridItem(.fixed(2))]) {}"
        let document = try SwiftSourceReader.read(text: text, fileName: "two.swift")
        #expect(document.grids.map(\.family) == [.lazyVertical, .lazyHorizontal])
        #expect(document.grids.map(\.line) == [1, 2])
        #expect(try Source.lazy(text, number: 2).items == [GridItem(.fixed(2))])
        #expect(
            Source.error(text)
                == .chooseGrid(
                    file: "test.swift",
                    grids: document.grids.map {
                        var grid = $0
                        grid.firstLine = $0.firstLine
                        return grid
                    }))
        #expect(
            Source.error(text)?.description.contains(
                "2  LazyHGrid  line 2  let b = LazyHGrid(rows: [GridItem(.fixed(2))]) {}") == true)
        #expect(
            Source.error(text, number: 3) == .noSuchGrid(file: "test.swift", number: 3, count: 2))
    }

    /// Before: `line 9` and `line 12` started the code a column apart in the list.
    @Test func theListOfAFilesGridsLinesUp() {
        let text =
            String(repeating: "\n", count: 8) + "let a = LazyVGrid(columns: []) {}\n\n\n"
            + "let b = Grid {}\n"
        let said = Source.error(text)?.description ?? ""
        #expect(said.contains("\n  1  LazyVGrid  line 9   let a"), "\(said)")
        #expect(said.contains("\n  2  Grid       line 12  let b"), "\(said)")
    }
}
