import TestSupport
import Testing

@testable import LayoutKernel

/// G7: a result names the rules fitted to few measurements when one of them changed its
/// numbers, and only then.
@Suite("Eager Grid's G7")
struct EagerFittedRuleTests {
    /// The measured grid `id`, laid out by the model.
    static func layout(_ id: String) throws -> EagerGridLayout {
        let measured = try #require(try MeasuredGridCase.all().first { $0.id == id })
        return try measured.grid().layout()
    }

    // d43: its overflow and its full-width view's later-span targets are the very grids
    // those rules were fitted to (rules 5 and 8), so the result rests on G7.
    @Test func d43NamesG7() throws {
        let layout = try Self.layout("d43")
        #expect(layout.assumptions.contains(.g7))
        #expect(layout.fittedRules == [.overflow, .laterSpanTargets])
    }

    // d55: the one grid rule 12's Spacer-row lending is fitted to.
    @Test func d55NamesG7ForSpacerRowLending() throws {
        let layout = try Self.layout("d55")
        #expect(layout.assumptions.contains(.g7))
        #expect(layout.fittedRules.contains(.spacerRowLift))
    }

    // d41: the one grid rule 13's sealing is fitted to.
    @Test func d41NamesG7ForSealedColumns() throws {
        let layout = try Self.layout("d41")
        #expect(layout.assumptions.contains(.g7))
        #expect(layout.fittedRules.contains(.sealed))
    }

    // d59: the one grid rule 14's three parts are fitted to (open columns held as one, a span
    // offered its committed slot, a committed column keeping its running width).
    @Test func d59NamesG7ForColumnsHeldAsOne() throws {
        let layout = try Self.layout("d59")
        #expect(layout.assumptions.contains(.g7))
        #expect(layout.fittedRules.contains(.heldAsOne))
    }

    // d53: the one grid rule 15 is fitted to: its first full-width view, offered 150, answers
    // 20 and lends the 130 it left to the later groups.
    @Test func d53NamesG7ForTheFirstFullWidthView() throws {
        let layout = try Self.layout("d53")
        #expect(layout.assumptions.contains(.g7))
        #expect(layout.fittedRules.contains(.firstFullWidth))
    }

    // c3 (spans at 300 wide) agrees with SwiftUI by rules measured many times over: none of
    // the fitted rules changes it.
    @Test func spanGridsWithoutFittedRulesNameNoG7() throws {
        let layout = try Self.layout("c3")
        #expect(try Self.spans("c3"))
        #expect(!layout.assumptions.contains(.g7))
        #expect(layout.fittedRules.isEmpty)
    }

    // c19 (spans and priorities at 200 wide: G6): rule 14 (b) offers one of its spans the
    // committed slot instead of its shares. Its rects agree with SwiftUI either way, but an
    // offer the model gives rests on rule 14, so the result says so.
    @Test func anOfferChangedByRule14NamesG7() throws {
        let layout = try Self.layout("c19")
        #expect(try Self.spans("c19"))
        #expect(layout.assumptions == [.g6, .g7])
        #expect(layout.fittedRules == [.heldAsOne])
    }

    // Neither does a plain grid whose span fits its columns, with nothing to overflow.
    @Test func plainSpanNamesNoG7() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([EagerCells.fixed(30, 10), EagerCells.fixed(40, 10)]),
                EagerRow([EagerCells.fixed(50, 10, span: 2)]),
            ], proposed: 200)
        let layout = try grid.layout()
        #expect(layout.fittedRules.isEmpty && !layout.assumptions.contains(.g7))
    }

    /// Whether the measured grid `id` has a cell covering several columns.
    static func spans(_ id: String) throws -> Bool {
        let measured = try #require(try MeasuredGridCase.all().first { $0.id == id })
        return measured.children.contains { child in
            child.spanning != nil || (child.row?.cells.contains { ($0.span ?? 1) > 1 } ?? false)
        }
    }
}
