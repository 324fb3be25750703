import LayoutKernel
import Testing

@testable import SwiftSourceReader

/// Issue 29's two public examples, read from Swift source and laid out: the heatmap and
/// Apple's `gridCellUnsizedAxes` Divider. The kernel's own tests hold the same numbers
/// (EagerExampleTests); these hold the reader to them.
@Suite("Swift source: issue 29's heatmap and Divider examples")
struct SwiftSourceEagerExampleTests {
    // The heatmap at 361: an unsized Color.clear heads the 30-point label column, six colour
    // columns fill. The unsized cell keeps its column in the share until it is served last:
    // (361 − 30 − 6 × 4) / 7 = 337 / 7 = 48.14 a colour column, the grid 30 + 6 × 48.14 + 24
    // = 342.86 wide.
    @Test func theHeatmap() throws {
        let text = """
            struct Heatmap: View {
                let days = ["Mo", "Tu", "We"]
                var body: some View {
                    Grid(horizontalSpacing: 4, verticalSpacing: 4) {
                        GridRow {
                            Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
                            ForEach(0..<6) { hour in
                                Color.clear.frame(width: 20, height: 14)
                            }
                        }
                        ForEach(days, id: \\.self) { day in
                            GridRow {
                                Color.gray.frame(width: 30, height: 14)
                                ForEach(0..<6) { hour in
                                    Color.orange
                                }
                            }
                        }
                    }
                }
            }
            """
        var grid = try Source.eager(text)
        #expect(grid.rows.first?.cells.first == EagerCell(.empty))
        #expect(grid.rows.count == 4)
        grid.container = 361
        let layout = try grid.layout()
        #expect(layout.columns[0] == 30)
        #expect(layout.columns.dropFirst().allSatisfy { abs($0 - 337.0 / 7) < 1e-9 })
        #expect(abs(layout.width - 342.857) < 1e-3)
    }

    // Apple's example at 375: two rows of 40 × 20 views and a Divider between them. Plain, the
    // Divider is offered 375 and takes it: 375 − 88 = 287 widen both columns to 183.5. Unsized
    // horizontally it is offered its columns' 40 + 8 + 40 = 88, and the grid stays 88 wide.
    @Test func applesDivider() throws {
        func rows(_ divider: String) -> String {
            let row =
                "GridRow { Color.red.frame(width: 40, height: 20)\n"
                + "Color.blue.frame(width: 40, height: 20) }"
            return "let g = Grid {\n\(row)\n\(divider)\n\(row)\n}"
        }
        var plain = try Source.eager(rows("Divider()"))
        plain.container = 375
        #expect(try plain.layout().columns == [183.5, 183.5])
        var unsized = try Source.eager(rows("Divider().gridCellUnsizedAxes(.horizontal)"))
        unsized.container = 375
        let layout = try unsized.layout()
        #expect(layout.columns == [40, 40] && layout.width == 88)
        #expect(layout.cells[2].content == Rect(x: 0, y: 28, width: 88, height: 1))
    }
}
