import Foundation
import LayoutKernel
import TestSupport
import Testing

@testable import CommandLanguage
@testable import Files
@testable import GridModel
@testable import Shell

/// Issue 29's cell forms (`LO...HI`, `spacer`, `half`), cell attributes (`priority`,
/// `unsized`, `anchor X,Y`) and offers (`grid width|height none`), typed, refused at their
/// limits, saved and loaded.
@Suite("Eager Grid: the measured cell forms and offers in the command language")
struct EagerFormsTests {
    static let setUp =
        "grid; grid width 200; row add 30...90x40 20...50x20...50 spacer half; "
        + "row 1 cell 1 priority 2; row 1 cell 2 unsized hv; row 1 cell 4 anchor 0.25,1; "
        + "grid width none; grid height none"

    @Test func theNewFormsAreRead() {
        let t = Transcript()
        t.run(Self.setUp)
        #expect(t.err.isEmpty, "\(t.err)")
        let grid = t.runner.session.eagerGrid
        let cells = grid.rows[0].cells
        #expect(cells[0].content == .sized(width: .range(low: 30, high: 90), height: .fixed(40)))
        #expect(
            cells[1].content
                == .sized(width: .range(low: 20, high: 50), height: .range(low: 20, high: 50)))
        #expect(cells[2].content == .spacer)
        #expect(cells[3].content == .half)
        #expect(cells[0].priority == 2)
        #expect(cells[1].unsized == .both)
        #expect(cells[3].anchor == UnitPoint(x: 0.25, y: 1))
        #expect(grid.unspecifiedWidth)
        #expect(grid.containerHeight == nil)
        // A width again: the screen's, and the Grid is offered it.
        t.run("grid width 300; grid height 500")
        #expect(!t.runner.session.eagerGrid.unspecifiedWidth)
        #expect(t.runner.session.eagerGrid.containerHeight == 500)
        #expect(t.runner.session.screen.width == 300)
    }

    @Test(arguments: [
        ("row add 90...30x40", "LO...HI with LO no more than HI"),
        ("row add -5...30x40", "a bound of LO...HI"),
        ("row add inf...30x40", "a bound of LO...HI"),
        ("row add 5...30~infx40", "I in LO...HI~I"),
        ("row add 5...30~-1x40", "I in LO...HI~I"),
        ("row add 5...30~1~2x40", "LO...HI~I"),
        ("row add 5..30x40", "a size in points, fill, LO...HI or LO...HI~I"),
        ("row add 30x40; row 1 cell 1 priority nan", "a layout priority"),
        ("row add 30x40; row 1 cell 1 unsized x", "unsized axes: h, v, hv or none"),
        ("row add 30x40; row 1 cell 1 anchor 1,up", "a unit point X,Y"),
        ("row add 30x40; row 1 cell 1 anchor middle", "an anchor:"),
        ("grid height", "a height in points or none"),
        ("grid height tall", "a height in points or none"),
    ])
    func badFormsAreRefusedWithWhatWasExpected(line: String, expected: String) {
        let t = Transcript()
        t.run("grid")
        let before = t.runner.session.eagerGrid
        t.run(line)
        #expect(t.stderr.contains(expected), "\(line): \(t.stderr)")
        if !line.hasPrefix("row add 30x40") { #expect(t.runner.session.eagerGrid == before) }
    }

    @Test func saveAndLoadKeepEveryNewForm() throws {
        let t = Transcript()
        t.run(Self.setUp + "; fullrow spacer; row 2 cell 1 span 3; row 2 cell 1 priority -1")
        #expect(t.err.isEmpty, "\(t.err)")
        let model = t.runner.session.model
        let lines = LayoutFile.lines(for: model).enumerated().map {
            (number: $0.offset + 1, text: $0.element)
        }
        let back = try LayoutFileReader.model(lines)
        #expect(back == model, "\(LayoutFile.text(for: model))")
        #expect(back.eager.containerHeight == nil && back.eager.unspecifiedWidth)
    }

    @Test func anOpenRangeAndAnIdealAreTypedShownSavedAndWritten() throws {
        let t = Transcript(columns: 300)
        t.run("grid; grid width none; row add 30...infx40 20...50~35x10")
        #expect(t.err.isEmpty, "\(t.err)")
        let row = t.runner.session.eagerGrid.rows[0]
        #expect(
            row.cells.map(\.content) == [
                .sized(width: .range(low: 30, high: .infinity), height: .fixed(40)),
                .sized(width: .range(low: 20, high: 50, ideal: 35), height: .fixed(10)),
            ])
        // Nothing offered across: 10 held between 30 and ∞ is 30; the ideal 35, held between
        // 20 and 50, is 35.
        #expect(try t.runner.session.eagerGrid.layout().columns == [30, 35])
        // The words shown type back to the same cells.
        let words = row.cells.map(\.contentWord)
        #expect(words == ["30...∞x40", "20...50~35x10"])
        t.run("row add " + words.joined(separator: " "))
        #expect(t.runner.session.eagerGrid.rows[1] == row)
        let model = t.runner.session.model
        let lines = LayoutFile.lines(for: model).enumerated().map {
            (number: $0.offset + 1, text: $0.element)
        }
        #expect(try LayoutFileReader.model(lines) == model, "\(LayoutFile.text(for: model))")
        t.run("code")
        #expect(t.stdout.contains(".frame(minWidth: 30, maxWidth: .infinity)"), "\(t.stdout)")
        #expect(t.stdout.contains(".frame(minWidth: 20, idealWidth: 35, maxWidth: 50)"))
    }

    @Test func codeWritesEveryNewForm() {
        let t = Transcript(columns: 300)
        t.run(Self.setUp + "; code")
        for part in [
            ".frame(minWidth: 30, maxWidth: 90)", "Spacer()", ".layoutPriority(2)",
            ".gridCellUnsizedAxes([.horizontal, .vertical])", "UnitPoint(x: 0.25, y: 1)",
            "ScrollView([.horizontal, .vertical]) {",
        ] {
            #expect(t.stdout.contains(part), "\(part) missing from: \(t.stdout)")
        }
    }

    /// Before: at 60 columns `code` wrapped the `half` Layout's doc comment, and the wrapped
    /// rest was no comment: the code neither compiled nor opened back.
    @Test func codeAtSixtyColumnsOpensBack() throws {
        let t = Transcript(columns: 60)
        t.run("grid; row add half 30x40; code")
        #expect(t.err.isEmpty, "\(t.err)")
        let file = TemporaryFile("forms-code", extension: "swift")
        try t.stdout.write(to: file.url, atomically: true, encoding: .utf8)
        let back = Transcript()
        back.run("open \(file.path)")
        #expect(back.err.isEmpty, "\(back.err)")
        #expect(back.runner.session.eagerGrid.rows == t.runner.session.eagerGrid.rows)
    }

    /// Before: a saved cell with `anchorX` and no `anchorY` loaded with no anchor at all, and a
    /// name beside the numbers was dropped: each is now an error naming what it has.
    @Test(arguments: [
        ("anchorX 0.5", "anchorX alone"), ("anchorY 1", "anchorY alone"),
        ("anchor center anchorX 0.5 anchorY 1", "anchor and anchorX and anchorY"),
    ])
    func aSavedAnchorIsWholeOrRefused(fields: String, found: String) {
        let text = [
            "gridtrainer layout 2", "screen width 375 height 300", "mode eager",
            "eager.row grid", "eager.cell width 10 height 40 " + fields,
        ]
        let lines = text.enumerated().map { (number: $0.offset + 1, text: $0.element) }
        do {
            let model = try LayoutFileReader.model(lines)
            Issue.record("loaded '\(fields)' as \(model.eager.rows)")
        } catch {
            #expect(error.line == 5)
            #expect(
                error.error.description
                    == "expected anchor NAME, or anchorX X with anchorY Y, found '\(found)'",
                "\(error.error)")
        }
    }
}
