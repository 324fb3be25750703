import Foundation
import TestSupport
import Testing

@testable import CommandLanguage
@testable import Files
@testable import Shell
@testable import Words

/// An item's alignment is optional all the way through (nil ≠ center): the command language,
/// Swift source, `code`, saved layouts and JSON. A nil item leaves its cells to the grid's
/// alignment (A8).
@Suite("Item alignment: nil is not center")
struct ItemAlignmentTests {
    @Test func addWithoutAlignGivesNilAndNoneOrDefaultGoBack() {
        let t = Transcript()
        t.run("add flexible\nadd fixed 50 align center\nadd fixed 60 align trailing")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(t.grid.items.map(\.alignment) == [nil, .center, .trailing])
        t.run("set 2 align none\nset 3 align default")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(t.grid.items.map(\.alignment) == [nil, nil, nil])
        #expect(t.run("set 1 align sideways") == .failed)
        #expect(t.err.last?.contains("none or default") == true)
        #expect(t.grid.items.map(\.alignment) == [nil, nil, nil])
    }

    @Test func completionOffersNone() {
        let set = ItemCommands.next(after: ["align"], resetting: true)
        #expect(set.contains("none") && set.contains("default"))
        #expect(
            !ItemCommands.next(after: ["flexible", "align"]).contains("none"),
            "add without align is already nil")
    }

    /// `code` writes an alignment only where the item has one, and pasting it back gives the
    /// same items.
    @Test func codeWritesNoAlignmentForNil() {
        let t = Transcript()
        t.run("add flexible\nadd flexible align center")
        let array = SwiftCode.array(t.grid.items)
        #expect(array.contains("GridItem(.flexible()),"))
        #expect(array.contains("GridItem(.flexible(), alignment: .center)"))
        let again = Transcript()
        again.run("columns " + array.split(separator: "\n").joined(separator: " "))
        #expect(again.grid.items == t.grid.items)
    }

    /// A saved layout writes nothing for nil and `alignment: .center` for center; both load back
    /// as they were. An older file that spelled every alignment out still loads.
    @Test func savedLayoutsKeepNilAndCenterApart() throws {
        let t = Transcript()
        t.run("add flexible\nadd flexible align center\nalignment leading")
        let lines = LayoutFile.lines(for: t.runner.session.model)
        #expect(
            lines.filter { $0.hasPrefix("lazy.item") } == [
                "lazy.item flexible min 10 max inf",
                "lazy.item flexible min 10 max inf alignment center",
            ])
        let again = try LayoutFileReader.model(
            lines.enumerated().map { (number: $0.offset + 1, text: $0.element) })
        #expect(again.lazy.items.map(\.alignment) == [nil, .center])
        let old = Transcript()
        old.run(
            "columns [GridItem(.flexible(), alignment: .center), "
                + "GridItem(.fixed(40), alignment: .topLeading)]\nwidth 300"
        )
        #expect(old.err.isEmpty, "\(old.err)")
        #expect(old.grid.items.map(\.alignment) == [.center, .topLeading])
    }

    /// JSON says `null` for an item with no alignment, the name otherwise.
    @Test func jsonSaysNullForNil() {
        let t = Transcript(json: true)
        t.run("add fixed 100\nadd fixed 100 align center\nwidths")
        let line = t.out.last ?? ""
        #expect(line.contains("\"alignment\":null"))
        #expect(line.contains("\"alignment\":\"center\""))
    }

    static let exampleThree =
        "columns [GridItem(.fixed(100))]\nalignment leading\ncells 1\ncell 1 width 40\nwidth 300"

    /// Issue example 3 end to end: a leading LazyVGrid, fixed(100), one 40-wide cell at 300.
    /// The cell sits at x 0 (the old model: 30), and the result names A8.
    @Test func issueExampleThreeThroughTheCommands() {
        let t = Transcript(json: true)
        t.run(
            Self.exampleThree + "\nshow"
        )
        #expect(t.err.isEmpty, "\(t.err)")
        let line = t.out.last ?? ""
        #expect(line.contains("\"content\":{\"x\":0,\"y\":0,\"width\":40,\"height\":30}"))
        #expect(line.contains("\"assumptions\":[\"A1\",\"A4\",\"A8\"]"))
        let text = Transcript()
        text.run(
            Self.exampleThree + "\nexplain"
        )
        #expect(
            text.stdout.contains(
                "A8: a cell that does not fill its track belongs to an item with no alignment"))
        let step =
            "Cell 1 is 40 wide in its 100 column, and item 1 has no alignment of its own: the "
            + "grid's alignment leading places it at x 0"
        #expect(text.stdout.replacingOccurrences(of: "\n     ", with: " ").contains(step))
    }
}
