import LayoutKernel
import Testing

@testable import SwiftSourceReader

/// Eager `Grid { GridRow { … } }` read from source, worked by hand.
@Suite("Swift source: eager Grid")
struct SwiftSourceEagerTests {
    static let cellContent = """
        struct CellContent: View {
            var index: Int
            var color: Color
            var body: some View {
                Text("\\(index)")
                    .frame(minWidth: 50, maxWidth: .infinity, minHeight: 100)
                    .background(color)
            }
        }
        """

    @Test func rowsForEachAndFullWidthViews() throws {
        let text =
            Self.cellContent + """

                struct ContentView: View {
                    var body: some View {
                        Grid(horizontalSpacing: 30, verticalSpacing: 0) {
                            GridRow {
                                ForEach(1...5, id: \\.self) { index in
                                    if (index % 2 == 1) {
                                        CellContent(index: index, color: .red)
                                    } else {
                                        Color.clear
                                            .gridCellUnsizedAxes([.horizontal, .vertical])
                                    }
                                }
                            }
                            GridRow {
                                ForEach(6...8, id: \\.self) { index in
                                    CellContent(index: index, color: .blue)
                                }
                            }
                            CellContent(index: 16, color: .blue)
                            Divider()
                            GridRow(alignment: .bottom) {
                                CellContent(index: 17, color: .orange)
                                    .gridCellColumns(2)
                                CellContent(index: 18, color: .indigo)
                                    .gridCellColumns(3)
                            }
                        }
                        .padding()
                    }
                }
                """
        let imported = try Source.grid(text)
        guard case .eager(let grid) = imported.model else { throw Source.Unexpected.model }
        // CellContent is offered its width held between 50 and ∞ (minWidth, maxWidth); its
        // height is at least 100 (minHeight) and otherwise its Text's, one line of .body
        // estimated at 17 × 1.2 = 20.4 (S2): max(100, 20.4) = 100, resting on that guess.
        var cell = EagerCell(
            .sized(width: .range(low: 50, high: .infinity), height: .fixed(100)))
        cell.guessedHeight = .s2
        #expect(grid.horizontalSpacing == 30 && grid.verticalSpacing == 0)
        #expect(grid.rows.count == 5)
        #expect(grid.rows[0] == EagerRow([cell, EagerCell(.empty), cell, EagerCell(.empty), cell]))
        #expect(grid.rows[1] == EagerRow([cell, cell, cell]))
        #expect(grid.rows[2] == .fullWidth(cell))
        // A Divider directly in the Grid lies across it: the width offered, 1 high (S1).
        var divider = EagerCell(.sized(width: .fill, height: .fixed(1)))
        divider.guessedHeight = .s1
        #expect(grid.rows[3] == .fullWidth(divider))
        var spanTwo = cell
        spanTwo.span = 2
        var spanThree = cell
        spanThree.span = 3
        #expect(grid.rows[4] == EagerRow([spanTwo, spanThree], alignment: .bottom))
        // .padding() takes 16 from each side of the 400-point default container.
        #expect(grid.proposed == 368)
        // The Text's width matters only when nothing is offered: that is named.
        #expect(
            imported.notModelled == [
                ".background",
                "the size of Text in .frame(minWidth:maxWidth:) when nothing is offered (10, as "
                    + "for a Color, is taken)",
            ], "\(imported.notModelled)")
    }

    @Test func alignmentAtEveryLevel() throws {
        let text = """
            let g = Grid(alignment: .topLeading) {
                GridRow(alignment: .bottom) {
                    Color.red.frame(width: 50, height: 80)
                    Image(systemName: "record.circle.fill")
                        .gridColumnAlignment(.trailing)
                    Image(systemName: "record.circle.fill")
                        .gridCellAnchor(.center)
                }
                .font(.largeTitle)
            }
            """
        let imported = try Source.grid(text)
        guard case .eager(let grid) = imported.model else { throw Source.Unexpected.model }
        #expect(grid.alignment == .topLeading)
        #expect(grid.rows.first?.alignment == .bottom)
        let cells = grid.rows.first?.cells ?? []
        #expect(
            cells.map(\.content) == [
                .sized(width: .fixed(50), height: .fixed(80)),
                .sized(width: .fixed(30), height: .fill),
                .sized(width: .fixed(30), height: .fill),
            ])
        #expect(cells.map(\.columnAlignment) == [nil, .trailing, nil])
        #expect(cells.map(\.anchor) == [nil, nil, UnitPoint(.center)])
        // The images have no frame: 30 wide (the natural size) is assumed and said.
        #expect(imported.notes.contains("line 4: Image without a frame; assumed 30 wide"))
        #expect(imported.notModelled == [".font"])
    }

    @Test func baselineAlignmentsAreMapped() throws {
        let imported = try Source.grid(
            "let g = Grid(alignment: .leadingFirstTextBaseline) { GridRow { Color.red } }")
        guard case .eager(let grid) = imported.model else { throw Source.Unexpected.model }
        #expect(grid.alignment == .leading)
        #expect(imported.notes.first?.contains("baselines") == true)
    }
}
