import LayoutKernel
import Testing

@testable import CommandLanguage
@testable import Files
@testable import GridModel
@testable import Shell

/// Issue 9.6 and the completion and JSON details of 9.8: a word that means nothing on this
/// grid is an error naming what it takes, help says what the diagram draws, TAB offers only
/// what may come next, and JSON errors say which kind they are.
@Suite("No silent mapping")
struct NoSilentMappingTests {
    /// Before: `alignment top` on a LazyVGrid quietly set `.leading`.
    @Test func aLazyVGridRefusesTopAndKeepsItsAlignment() {
        let t = Transcript()
        #expect(t.run("alignment trailing; alignment top") == .failed)
        #expect(t.grid.alignment == .trailing)
        #expect(t.stderr.contains("leading, center or trailing, not 'top'"))
    }

    @Test func aLazyHGridRefusesLeadingButTakesBottom() {
        let t = Transcript()
        #expect(t.run("axis horizontal; alignment bottom") == .ok)
        #expect(t.grid.alignment == .trailing)
        #expect(t.run("alignment leading") == .failed)
        #expect(t.grid.alignment == .trailing)
        #expect(t.stderr.contains("top, center or bottom, not 'leading'"))
        // `center` belongs to both axes.
        #expect(t.run("alignment center") == .ok && t.grid.alignment == .center)
    }

    @Test func alignmentCompletionFollowsTheAxis() {
        var session = Session()
        #expect(
            Completion.candidates(
                before: ["alignment"], prefix: "", session: session, layouts: [],
                folders: FolderCache())
                == ["center", "leading", "trailing"])
        _ = try? session.apply(.lazy(.axis(.horizontal)))
        #expect(
            Completion.candidates(
                before: ["alignment"], prefix: "", session: session, layouts: [],
                folders: FolderCache())
                == ["bottom", "center", "top"])
    }

    /// Before: `set 1 align ` TAB offered `inf` too, `set 1 max ` the alignments.
    @Test func setOffersOnlyWhatFitsTheWordBefore() {
        var session = Session()
        _ = try? session.apply(.lazy(.add(GridItem())))
        let align = Completion.candidates(
            before: ["set", "1", "align"], prefix: "", session: session, layouts: [],
            folders: FolderCache())
        #expect(align == (ItemAlignment.allCases.map(\.rawValue) + ["default", "none"]).sorted())
        #expect(
            Completion.candidates(
                before: ["set", "1", "max"], prefix: "", session: session, layouts: [],
                folders: FolderCache()) == ["inf"])
        #expect(
            Completion.candidates(
                before: ["set", "1", "spacing"], prefix: "", session: session, layouts: [],
                folders: FolderCache()) == [
                    "default"
                ])
        #expect(
            Completion.candidates(
                before: ["set", "1", "min"], prefix: "", session: session, layouts: [],
                folders: FolderCache()
            ).isEmpty)
        #expect(
            Completion.candidates(
                before: ["add", "flexible"], prefix: "", session: session, layouts: [],
                folders: FolderCache()) == [
                    "align", "max", "min", "spacing",
                ])
        #expect(
            Completion.candidates(
                before: ["add", "flexible", "align"], prefix: "", session: session, layouts: [],
                folders: FolderCache()
            ).count == 9)
    }

    /// Before: `alignment`, `spacing` and `flags` were listed twice (command and topic).
    @Test func helpSubjectsAreListedOnce() {
        #expect(Set(Help.subjects).count == Help.subjects.count)
        #expect(Help.subjects.filter { $0 == "alignment" }.count == 1)
        let offered = Completion.candidates(
            before: ["help"], prefix: "", session: Session(), layouts: [], folders: FolderCache())
        #expect(offered.filter { $0 == "spacing" }.count == 1)
        #expect(offered.contains("fixed") && offered.contains("assumptions"))
    }

    /// Before: "the first 60 are drawn", while a LazyVGrid of two columns draws 3 rows: 6 cells.
    @Test func helpCellsSaysWhatTheDiagramDraws() throws {
        let help = try Help.text(for: "cells")
        #expect(help.contains("first 3 rows of a LazyVGrid"))
        #expect(!help.contains("the first 60 are drawn"))
        let t = Transcript()
        t.run("add flexible; add flexible; cells 60; show")
        #expect(t.stdout.contains("… 54 more cells (6 of 60 drawn)"))
        // A LazyHGrid draws at most the first 60 of 70 cells (30 columns of 2 rows) where the width
        // holds them, fewer whole columns on 80 columns, and says so too.
        let h = Transcript(columns: 400)
        h.run("axis horizontal; add flexible; add flexible; cells 70; show")
        #expect(h.stdout.contains("… 10 more cells (60 of 70 drawn)"))
        let narrow = Transcript(columns: 80)
        narrow.run("axis horizontal; add flexible; add flexible; cells 70; show")
        let printed = narrow.out.joined(separator: "\n").split(separator: "\n")
        let more = printed.first { $0.hasPrefix("… ") } ?? ""
        let numbers = more.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        #expect(numbers.count == 3 && numbers[0] + numbers[1] == 70, "\(more)")
        #expect(numbers.count == 3 && numbers[1] % 2 == 0 && numbers[1] < 60, "\(more)")
        #expect(help.contains("as many whole columns as fit the width"))
    }

    @Test func jsonErrorsSayWhichKind() {
        #expect(ErrorCode.invalid.rawValue == Diagnostic.Code.invalid.rawValue)
        let t = Transcript(json: true, keepGoing: true)
        t.run(
            "set 3 fixed 10\nadd flexible min 50 max 10\nalignment top\nexpect grid 3\n"
                + "source /nonexistent/file.grid"
        )
        let errors = t.out.filter { $0.hasPrefix(#"{"type":"error""#) }
        #expect(errors.count == 5)
        #expect(errors.prefix(3).allSatisfy { $0.contains(#""code":"invalid""#) })
        #expect(errors[3].contains(#""code":"expectation""#))
        #expect(errors[4].contains(#""code":"file""#))
    }
}
