import LayoutKernel
import Testing

@testable import Trainer

/// Issue 24: messages a class reads at the projector.
@Suite("Messages at the projector")
struct ProjectorMessagesTests {
    /// Before: A7 was listed twice (the lazy grids' and the eager Grid's copy of it).
    @Test func helpAssumptionsListsEachAssumptionOnce() throws {
        let text = try Help.text(for: "assumptions")
        let names = text.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard let first = words.first, first.count == 2, first.first == "A" || first.first == "G" else { return nil }
            return String(first)
        }
        #expect(names.count == Set(names).count, "\(names)")
        #expect(names.contains("A7") && names.contains("G5"))
        #expect(text.contains("docs/model.md"))
    }

    /// Before: `help expect` named none of the checks the eager-Grid lessons use.
    @Test func helpExpectNamesEveryCheck() throws {
        let text = try Help.text(for: "expect")
        for check in ExpectationSyntax.expectations {
            #expect(text.contains(check), "\(check)")
        }
        #expect(text.contains("cell R C slot|content X Y W H"))
    }

    /// Before: "'20' is not a valid number". 20 is a number; it is out of range.
    @Test func aScaleOutOfRangeIsSaidToBeOutOfRange() {
        let t = Transcript()
        t.run("add fixed 50\nexport svg /nonexistent-dir/x.svg scale 20")
        #expect(t.stderr == "error: 20 is out of range; expected a scale from 0.1 to 10")
        let word = Transcript()
        word.run("add fixed 50\nexport svg /nonexistent-dir/x.svg scale big")
        #expect(word.stderr.contains("'big' is not a valid number"))
    }
}

@Suite("The shell's banner")
struct BannerTests {
    /// Before: one 140-character line, cut mid-word by an 80-column terminal.
    @Test func theBannerWrapsAtWordsWithinTheTerminal() {
        for columns in [40, 80, 120] {
            let lines = Shell.banner(columns: columns).split(separator: "\n")
            #expect(lines.allSatisfy { $0.count <= columns }, "\(columns): \(lines)")
            #expect(lines.allSatisfy { $0.last != " " })
        }
        let joined = Shell.banner(columns: 80).split(separator: "\n").joined(separator: " ")
        #expect(joined.contains("try: add fixed 70; add adaptive 40; width 200"))
    }
}
