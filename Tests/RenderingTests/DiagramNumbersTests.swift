import Foundation
import LayoutKernel
import TestSupport
import Testing

@testable import Rendering
@testable import Words

/// Issue 9.4: labels never lie. A label that does not fit is shortened with `…` or left out,
/// and every number the diagram draws is the model's value at the precision shown.
@Suite("Diagram numbers")
struct DiagramNumbersTests {
    /// Before: `[3 fixed 3]`. The box is 11 columns, 9 inside the brackets: "3 fixed 30" is 10
    /// characters, so the number is dropped with the word, not cut to 3.
    @Test func aFixedThirtyIsNeverDrawnAsThree() {
        var canvas = Canvas(width: 11, height: 1)
        canvas.span(0, 10, y: 0, label: "3 fixed 30", left: "[", right: "]", fill: " ")
        #expect(canvas.lines() == ["[3 fixed… ]"])
    }

    /// Before: `|2|`. A track of 21.46 three columns wide has one column inside its bars:
    /// "21.46" needs five, so the track shows `…`.
    @Test func aTrackTooNarrowForItsNumberShowsAnEllipsis() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.span(0, 2, y: 0, label: "21.46", fill: " ")
        #expect(canvas.lines() == ["|…|"])
        // Exactly five inside: the number whole, without the blanks around it.
        var wide = Canvas(width: 7, height: 1)
        wide.span(0, 6, y: 0, label: "21.46", fill: " ")
        #expect(wide.lines() == ["|21.46|"])
    }

    @Test func shorteningKeepsWholeWords() {
        #expect(LabelText.fitting("2 flexible 10…∞", in: 15) == "2 flexible 10…∞")
        #expect(LabelText.fitting("2 flexible 10…∞", in: 14) == "2 flexible…")
        // After a number the mark stands apart: "1 …", not "1…" (which reads as a range).
        #expect(LabelText.fitting("1 fixed 30", in: 5) == "1 …")
        #expect(LabelText.fitting("1 fixed 30", in: 2) == "…")
        #expect(LabelText.fitting("30", in: 0) == nil)
    }

    /// Cell 10 in a content one column wide was drawn as `1`; now it is left out. And two labels
    /// never touch: "1" and "2" side by side would read as 12.
    @Test func cellNumbersAreWholeAndApart() {
        var canvas = Canvas(width: 4, height: 1)
        let written = [
            canvas.label("10", centredIn: 0..<1, y: 0), canvas.label("1", centredIn: 1..<2, y: 0),
            canvas.label("2", centredIn: 2..<3, y: 0), canvas.label("3", centredIn: 3..<4, y: 0),
        ]
        #expect(written == [false, true, false, true])
        // A later fill does not overwrite a label.
        canvas.fill("#", x: 0..<4, y: 0)
        #expect(canvas.lines() == ["#1#3"])
    }

    /// The grid the issue found (three flexible items and a fixed 30 at 300 points) at 60
    /// columns: 300 is 50 columns wide, so the fixed 30 gets 5 columns, 3 inside its brackets.
    @Test func theIssuesGridAtSixtyColumns() throws {
        let grid = LazyGrid(
            items: [GridItem(.fixed(30)), GridItem(), GridItem(), GridItem()], proposed: 300)
        let lines = Diagram(layout: try grid.layout(), columns: 60).render()
        let items = try #require(lines.first { $0.hasPrefix("items") })
        #expect(items.hasPrefix("items     [1 …]"))
        let reader = DiagramReader(layout: try grid.layout(), lines: lines)
        #expect(reader.problems.isEmpty, "\(reader.problems)")
    }

    /// The reader itself can fail: the old drawings `[3 fixed 3]` and `|2|` are caught.
    @Test func theReaderCatchesCutNumbers() throws {
        let grid = LazyGrid(items: [GridItem(), GridItem(), GridItem(.fixed(30))], proposed: 64.38)
        let layout = try grid.layout()
        // 64.38 − 30 − 2 × 8 = 18.38 for two flexible items: 9.19 each, below their minimum 10,
        // so pass 1 needs 10 + 10 + 30 + 16 = 66 and the tracks are 10 · 10 · 30.
        #expect(layout.tracks.map(\.size) == [10, 10, 30])
        let lines = Diagram(layout: layout, columns: 120).render()
        #expect(DiagramReader(layout: layout, lines: lines).problems.isEmpty)
        let cut = lines.map { $0.replacingOccurrences(of: "3 fixed 30", with: "3 fixed 3 ") }
        #expect(cut != lines)
        #expect(
            DiagramReader(layout: layout, lines: cut).problems == ["'3' is not item 3's fixed 30"])
        let track = lines.map {
            $0.hasPrefix("tracks") ? $0.replacingOccurrences(of: " 30 ", with: " 3  ") : $0
        }
        #expect(DiagramReader(layout: layout, lines: track).problems.count == 1)
    }

    /// Every number read back from diagrams of 600 seeded random grids, each at three widths
    /// between 40 and 200 columns; from 60 columns on, no line is wider than asked.
    @Test func everyNumberDrawnIsTheModels() throws {
        var random = SeededRandom(state: 0x6C61_6265_6C73)  // "labels"
        var checked = 0
        for _ in 0..<600 {
            let grid = random.grid()
            let layout = try grid.layout()
            for _ in 0..<3 {
                let columns = Int.random(in: 40...200, using: &random)
                let lines = Diagram(layout: layout, columns: columns).render()
                let reader = DiagramReader(layout: layout, lines: lines)
                checked += reader.checked
                #expect(
                    reader.problems.isEmpty,
                    Comment(
                        rawValue: "\(grid) at \(columns) columns: \(reader.problems)\n"
                            + lines.joined(separator: "\n"))
                )
                if columns >= 60 {
                    let long = lines.filter { Wrap.visibleCount($0) > columns }
                    let picture = lines.joined(separator: "\n")
                    #expect(long.isEmpty, "\(grid) at \(columns) columns: \(long)\n\(picture)")
                }
                if !reader.problems.isEmpty { return }
            }
        }
        // The reader read a good many numbers: tracks, items, cells, heights, containers.
        #expect(checked > 20_000)
    }
}
