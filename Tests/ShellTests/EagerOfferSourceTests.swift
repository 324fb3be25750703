import Foundation
import LayoutKernel
import TestSupport
import Testing

@testable import Files
@testable import GridModel
@testable import Shell
@testable import SwiftSourceReader
@testable import Words

/// Issue 29: anchors printed as they are typed; the Grid's unspecified offers written by
/// `code` as the `ScrollView` that makes them, and read back from source (`ScrollView`,
/// `.fixedSize`).
@Suite("Eager Grid: anchors as typed, unspecified offers in code and source")
struct EagerOfferSourceTests {
    @Test(arguments: [
        (UnitPoint(x: 0.25, y: 1), "0.25,1"),
        (UnitPoint(x: 1.0 / 3, y: -0.5), "0.3333333333333333,-0.5"),
        (UnitPoint(x: 0, y: 0), "topLeading"),
        (UnitPoint(x: 0.5, y: 1), "bottom"),
    ])
    func anAnchorIsPrintedAsItIsTypedAndReadsBack(point: UnitPoint, word: String) {
        #expect(point.word == word)
        let t = Transcript()
        _ = t.run("grid; row add 30x30; row 1 cell 1 anchor \(point.word)")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(t.runner.session.eagerGrid.rows[0].cells[0].anchor == point)
    }

    @Test func aFlagNamesAnAnchorAsTyped() {
        let t = Transcript(columns: 200)
        _ = t.run("grid; grid width 200; row add fill; row 1 cell 1 anchor 0.25,1; flags")
        #expect(t.stdout.contains("alignment 0.25,1 cannot show"), "\(t.stdout)")
        #expect(!t.stdout.contains("UnitPoint"))
    }

    @Test(arguments: [
        ("grid width none", "ScrollView(.horizontal) {", true, false),
        ("grid height none", "ScrollView(.vertical) {", false, true),
        ("grid width none; grid height none", "ScrollView([.horizontal, .vertical]) {", true, true),
    ])
    func codeScrollsAlongTheUnspecifiedAxesAndReadsBack(
        offer: String, scroll: String, width: Bool, height: Bool
    ) throws {
        let t = Transcript(columns: 300)
        _ = t.run(
            "grid; grid width 200; row add 30x40 fill; fullrow fillx2; \(offer); code")
        #expect(t.err.isEmpty, "\(t.err)")
        let code = t.stdout
        #expect(code.contains(scroll), "\(code)")
        #expect(!code.contains(".fixedSize"))
        let imported = try SwiftSourceReader.read(text: code, fileName: "test.swift").grid(
            number: nil)
        guard case .eager(let grid) = imported.model else {
            Issue.record("the code read back as a lazy grid: \(code)")
            return
        }
        #expect(grid.unspecifiedWidth == width)
        #expect(imported.unspecifiedHeight == height)
        #expect(grid.rows == t.runner.session.eagerGrid.rows)
        #expect(imported.notes.isEmpty, "\(imported.notes)")
        // Opened in a session, the offers are the source's.
        let folder = try freshFolder("eager-offer")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Offer.swift")
        try code.write(to: file, atomically: true, encoding: .utf8)
        let opened = Transcript(columns: 300)
        _ = opened.run("open \(file.path)")
        #expect(opened.err.isEmpty, "\(opened.err)")
        #expect(opened.runner.session.eagerGrid.unspecifiedWidth == width)
        #expect(opened.runner.session.model.eagerHeightUnspecified == height)
    }
}

/// Issue 29: a lazy grid of `Text` read from source raises no flag on the guessed cell sizes;
/// a size typed for a cell is the person's, and the guess is kept through save and load.
@Suite("Lazy grid: no flag rests on a guessed cell")
struct GuessedLazyCellTests {
    static let source = """
        struct V: View {
            var body: some View {
                LazyVGrid(columns: [GridItem(alignment: .leading), GridItem()]) {
                    ForEach(0..<4) { i in Text("\\(i)") }
                }
            }
        }
        """

    @Test func textCellsRaiseNoHiddenAlignmentAndTheGuessSurvivesSaveAndLoad() throws {
        let folder = try freshFolder("guessed-cells")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Names.swift")
        try Self.source.write(to: file, atomically: true, encoding: .utf8)
        let t = Transcript(columns: 200)
        t.run("open \(file.path); flags")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(!t.stdout.contains("hidden-alignment"), "\(t.stdout)")
        #expect(t.runner.session.lazyGrid.guessedCells == [0, 1, 2, 3])
        let model = t.runner.session.model
        let lines = LayoutFile.lines(for: model).enumerated().map {
            (number: $0.offset + 1, text: $0.element)
        }
        #expect(LayoutFile.lines(for: model).contains("lazy.guessed 1 2 3 4"))
        #expect(try LayoutFileReader.model(lines) == model)
        // A cell the grid does not have is refused, with what was expected.
        let bad = lines + [(number: lines.count + 1, text: "lazy.guessed 9")]
        #expect {
            try LayoutFileReader.model(bad)
        } throws: { error in
            "\(error)".contains("a cell number from 1 to 4")
        }
        // A size typed for cell 1 is no guess.
        t.run("cell 1 size 10x10; cells 2")
        #expect(t.runner.session.lazyGrid.guessedCells == [1])
    }
}
