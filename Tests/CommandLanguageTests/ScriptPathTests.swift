import Foundation
import LayoutKernel
import TestSupport
import Testing

@testable import CommandLanguage
@testable import GridModel

/// The pieces every script line goes through, made to build no String (issue 13's speed):
/// words as bytes, the byte lexer, exact plain decimals, lines sliced from the read buffer,
/// and the session's lazy-only edit path.
@Suite("Script path")
struct ScriptPathTests {
    @Test func wordsCompareMatchAndSplitAsBytes() {
        let word = Word("50x100")
        #expect(word == "50x100" && word != "50x10" && !(word == "50x1000"))
        #expect(word.hasPrefix("50x") && !word.hasPrefix("100"))
        #expect(
            word.split(separator: "x", omittingEmptySubsequences: false).map(\.text) == [
                "50", "100",
            ])
        #expect(
            Word("fillx").split(separator: "x", omittingEmptySubsequences: false).map(\.text) == [
                "fill", "",
            ])
        let kind: String
        switch Word("adaptive") {
        case "fixed": kind = "fixed"
        case "adaptive": kind = "adaptive"
        default: kind = "other"
        }
        #expect(kind == "adaptive")
        #expect(Word("größe").text == "größe" && Word("größe").prefix(3) == "grö")
    }

    @Test func theLexerSplitsOnSpacesAndTabsAndKeepsTheRestVerbatim() {
        var lexer = Lexer("  set\t2   min  45 ")
        #expect(lexer.peek?.text == "set")
        #expect([lexer.next(), lexer.next()].map { $0?.text } == ["set", "2"])
        #expect(!lexer.atEnd)
        #expect(lexer.rest() == "min  45 ")
        #expect(lexer.atEnd && lexer.next() == nil && lexer.peek == nil)
        var swift = Lexer("columns [GridItem(.fixed(70)),  GridItem(.flexible())]")
        _ = swift.next()
        #expect(swift.rest() == "[GridItem(.fixed(70)),  GridItem(.flexible())]")
        var blank = Lexer(" \t ")
        #expect(blank.atEnd && blank.next() == nil && blank.rest() == "")
        // A lexer over a slice in the middle of a buffer sees only its slice.
        let buffer = Array("width 300\nset 2 min 45".utf8)
        var middle = Lexer(buffer[10...])
        #expect(middle.next()?.text == "set")
    }

    /// Plain decimals are read without strtod (digits / 10^k, both exact, one rounding): the
    /// result must be the very Double `Double(String)` gives, for every digit count and
    /// point position the fast path takes, and nil (the general path) beyond 15 digits.
    @Test func plainDecimalsAreTheValuesStrtodGives() {
        var random = SeededRandom(state: 13)
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...15, using: &random)
            var digits = String(
                (0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
            let point = Int.random(in: 0...count, using: &random)
            if Bool.random(using: &random) {
                digits.insert(".", at: digits.index(digits.startIndex, offsetBy: point))
            }
            let fast = NumberParser.plainDecimal(Array(digits.utf8))
            #expect(fast == Double(digits), "\(digits)")
            #expect(fast?.bitPattern == Double(digits)?.bitPattern, "\(digits)")
        }
        #expect(NumberParser.plainDecimal(Array("1234567890123456".utf8)) == nil)
        for word in ["", ".", "1.2.3", "-3", "1e5", "+4", "12a"] {
            #expect(NumberParser.plainDecimal(Array(word.utf8)) == nil, "\(word)")
        }
        #expect(
            NumberParser.plainDecimal(Array("0.1".utf8)) == 0.1
                && NumberParser.plainDecimal(Array("3.".utf8)) == 3)
    }

    /// An item or width edit changes the lazy grid alone: the eager Grid (and the layout made
    /// for it) is the very one it was, undo brings the old grid back, and a bad edit leaves
    /// everything as it was.
    @Test func lazyEditsLeaveTheEagerGridAndUndoAsTheyWere() throws {
        var session = Session()
        try session.apply(.model(.showEager))
        try session.apply(
            .eager(
                .rowAdd([EagerCell.fill, EagerCell(.sized(width: .fixed(50), height: .fixed(30)))]))
        )
        let eagerBefore = session.eagerGrid
        try session.apply(.model(.showLazy))
        try session.apply(.lazy(.add(GridItem(.flexible()))))
        try session.apply(.screen(.length(300, .vertical)))
        try session.apply(.lazy(.set(1, .minimum(40))))
        // The screen is the eager Grid's too: its rows are as they were, its container 300.
        #expect(
            session.eagerGrid.rows == eagerBefore.rows && session.eagerGrid.container == 300
                && session.family.isLazy)
        #expect(session.layout.items[0].trackSize == 300)
        // A maximum of 5 under the minimum of 40 is refused; the grid keeps its 40.
        #expect(throws: EditError.self) { try session.apply(.lazy(.set(1, .maximum(5)))) }
        #expect(session.lazyGrid.items[0].size == .flexible(minimum: 40, maximum: .infinity))
        try session.undo()
        #expect(
            session.lazyGrid.items[0].size == .flexible(minimum: 10, maximum: .infinity)
                && session.lazyGrid.container == 300)
        try session.undo()
        #expect(session.lazyGrid.container == 375)
        try session.redo()
        #expect(session.lazyGrid.container == 300 && session.layout.items[0].trackSize == 300)
    }
}

/// Undo over edits made in place (a width, one item) and edits that keep the whole model.
@Suite("Script path: undo")
struct ScriptUndoTests {
    /// Adaptive, spacing −7.9, alone at 390: minimum 40 makes ⌊(390 − 7.9)/(40 − 7.9)⌋ =
    /// ⌊11.9⌋ = 11 tracks; minimum 8 would make ⌊382.1/0.1⌋ = 3,821, over the 2,000 the trainer
    /// draws: refused in place, and the item, the width and undo are as they were.
    @Test func anEditOverTheTrackLimitChangesNothing() throws {
        var session = Session()
        try session.apply(.lazy(.add(GridItem(.adaptive(minimum: 40), spacing: -7.9))))
        try session.apply(.screen(.length(390, .vertical)))
        let before = session.model
        let undoable = session.undoCount
        #expect(throws: EditError.self) { try session.apply(.lazy(.set(1, .minimum(8)))) }
        #expect(session.model == before && session.undoCount == undoable)
        #expect(session.layout.items[0].trackCount == 11)
    }

    @Test func inPlaceAndWholeModelStepsUndoInOrder() throws {
        var session = Session()
        var models = [session.model]
        let edits: [ModelEdit] = [
            .lazy(.add(GridItem(.fixed(70)))), .screen(.length(300, .vertical)),
            .lazy(.add(GridItem(.flexible()))), .lazy(.set(2, .minimum(50))),
            .screen(.length(320, .vertical)),
            .lazy(.set(1, .size(.fixed(60), spacing: nil, alignment: nil))),
            .lazy(.lineSpacing(4)),
        ]
        for edit in edits {
            try session.apply(edit)
            models.append(session.model)
        }
        #expect(session.previous == models[models.count - 2])
        for expected in models.reversed().dropFirst() {
            try session.undo()
            #expect(session.model == expected)
        }
        for expected in models.dropFirst() {
            try session.redo()
            #expect(session.model == expected)
        }
        // After an undo, a new edit ends what redo could bring back.
        try session.undo()
        try session.apply(.screen(.length(500, .vertical)))
        #expect(throws: EditError.self) { try session.redo() }
    }
}
