import LayoutKernel
import TestSupport
import Testing

@testable import Rendering

/// Issue 24, LazyHGrid at parity, in the diagram itself: rows drawn as rows, cells never merge.
@Suite("LazyHGrid diagram")
struct LazyHGridDiagramTests {
    /// The cell stretch of each drawn line, after the header's `cells →` column.
    static func bodies(_ lines: [String]) throws -> [Substring] {
        let header = try #require(lines.firstIndex { $0.hasSuffix("cells →") })
        let start = try #require(lines[header].range(of: "cells →"))
        let column = lines[header].distance(from: lines[header].startIndex, to: start.lowerBound)
        return lines[(header + 1)...].filter { !$0.hasPrefix("…") }.map { $0.dropFirst(column) }
    }

    // Rows fixed 40, adaptive 40 at height 200: 200 − 8 − 40 = 152 for the adaptive item,
    // ⌊(152 + 8) / (40 + 8)⌋ = 3 tracks of (152 − 16) / 3 = 45.33; 51 cells in 4 rows fill
    // ⌈51 / 4⌉ = 13 columns of cells. Before: `#1##5# 9# 13 17#21#`, cells 17 and 21 one run.
    // Now at every width each run of drawn characters is one cell with at most one number, a
    // row's runs are its drawn cells, and the count line adds up (4 cells a column).
    @Test func fiftyOneCellsNeverMerge() throws {
        let grid = LazyGrid(
            axis: .horizontal, items: [GridItem(.fixed(40)), GridItem(.adaptive(minimum: 40))],
            proposed: 200, cellCount: 51)
        let layout = try grid.layout()
        #expect(layout.tracks.count == 4)
        for columns in stride(from: 60, through: 200, by: 7) {
            let lines = Diagram(layout: layout, columns: columns).render()
            let note = "at \(columns):\n" + lines.joined(separator: "\n")
            var drawn = 0
            for body in try Self.bodies(lines) where !body.allSatisfy({ $0 == " " }) {
                let runs = body.split(separator: " ")
                for run in runs {
                    let numbers = run.split(whereSeparator: { !$0.isNumber })
                    #expect(numbers.count <= 1, "'\(run)' holds two cells \(note)")
                }
                if body.contains(where: \.isNumber) { drawn += runs.count }
            }
            let more = lines.first { $0.hasPrefix("…") }
            if drawn < 51 {
                #expect(more == "… \(51 - drawn) more cells (\(drawn) of 51 drawn)", "\(note)")
                #expect(drawn % 4 == 0 && drawn >= 4, "whole columns of cells only \(note)")
            } else {
                #expect(more == nil, "\(note)")
            }
            #expect(DiagramReader(layout: layout, lines: lines).problems.isEmpty, "\(note)")
        }
        // At 200 columns every column of cells fits.
        #expect(!Diagram(layout: layout, columns: 200).render().contains { $0.hasPrefix("…") })
    }
}
