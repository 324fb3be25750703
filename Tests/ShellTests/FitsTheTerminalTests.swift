import TestSupport
import Testing

@testable import CommandLanguage
@testable import Shell
@testable import Teaching
@testable import Words

/// Issue 9.5: every line the trainer prints fits `--columns N` for N ≥ 60, wrapped at words.
@Suite("Fits the terminal")
struct FitsTheTerminalTests {
    /// Every command's output, in situations that make long lines: long item labels, many
    /// tracks, chains, flags with numbers, a LazyHGrid, the eager Grid, every help page, every
    /// quiz.
    static var corpus: [String] {
        let items =
            "add fixed 70.25; add flexible min 33.33 max 1000.75; add adaptive 12.25 max 300.5; "
            + "add flexible min 150 spacing 12.5"
        var lines = [
            "help", "help fixed", "help flexible", "help adaptive", "help alignment",
            "help spacing", "help flags", "help assumptions",
            "\(items); width 333.33; show",
            "\(items); width 1200; show; widths; flags; explain; explain 2; textbook; code",
            "\(items); padding leading 16.5 trailing 20.25 top 4 bottom 4; padding "
                + "horizontal 30; show; code",
            "add adaptive 10 spacing 2; width 900; show; widths",
            "add flexible min 150; add flexible min 150; add adaptive 40; width 200; show; "
                + "explain; textbook",
            "load measured-2; show; explain; textbook; compare undo",
            "load measured-1; save mine; add flexible min 120; compare mine; presets",
            "\(items); sweep width 100...1100 step 5 --plot; sweep 2 min 0...300 step 10 --plot",
            "axis horizontal; \(items); height 333.33; cells 70; show; explain",
            "rows [GridItem(.fixed(30)), GridItem(.flexible(minimum: 20)), "
                + "GridItem(.adaptive(minimum: 12.25, maximum: 300.5))]; height 300; "
                + "alignment bottom; show",
            "grid; grid width 400; row add fillx100 40x40 40x40 40x40 fillx100; row add 300x30 "
                + "fill; fullrow fill; row 1 align bottom; show; explain; flags; code",
            "grid; grid width 250.75; row add 50x100 fill empty; row add fill fill fill fill fill "
                + "fill; row 1 cell 2 span 2; show; explain",
            "add fixed 10; width 20; undo; redo; auto; auto",
            "expect widths 1 2 3",
        ]
        lines += CommandRegistry.all.map { "help \($0.name)" }
        lines += (1...Quiz.bank.count).map { "quiz \($0)\nb" }
        return lines
    }

    @Test(arguments: [60, 80, 120])
    func everyLineFits(columns: Int) {
        var checked = 0
        for entry in Self.corpus {
            let t = Transcript(keepGoing: true, columns: columns)
            t.runner.policy.interactive = true
            t.run(entry.replacingOccurrences(of: "; ", with: "\n"))
            let lines = t.out.flatMap {
                $0.split(separator: "\n", omittingEmptySubsequences: false)
            }
            checked += lines.count
            let long = lines.filter { Wrap.visibleCount(String($0)) > columns }
            #expect(
                long.isEmpty, "'\(entry)' at \(columns) columns:\n\(long.joined(separator: "\n"))")
            // Interactive errors wrap too.
            let errors = t.err.flatMap { $0.split(separator: "\n") }.filter {
                Wrap.visibleCount(String($0)) > columns
            }
            #expect(
                errors.isEmpty,
                "'\(entry)' at \(columns) columns:\n\(errors.joined(separator: "\n"))")
        }
        #expect(checked > 1500)
    }

    @Test func wrappingBreaksAtWords() {
        // 26 characters of "word " pairs: breaks after the last word that fits in 12.
        #expect(
            Wrap.lines("aaa bbb ccc ddd eee", width: 12, first: "", indent: 2)
                == "aaa bbb ccc\n  ddd eee")
        // A table row continues under its second column.
        let row =
            "  alignment  The grid's alignment: where its tracks sit when they do not fill it."
        #expect(
            Wrap.fit(row, width: 60)
                == "  alignment  The grid's alignment: where its tracks sit when\n"
                + "             they do not fill it."
        )
        // A list marker: continued after "(a) ".
        #expect(
            Wrap.fit("  (a) 1 · 2 · 3 · 4 · 5 · 6 · 7 · 8 · 9 · 10 · 11 · 12", width: 30)
                == "  (a) 1 · 2 · 3 · 4 · 5 · 6 ·\n      7 · 8 · 9 · 10 · 11 · 12")
        // Colour codes take no column.
        let red = "\u{1B}[31mred\u{1B}[0m"
        #expect(Wrap.fit("\(red) \(red) \(red)", width: 11) == "\(red) \(red) \(red)")
        // A word longer than a line is the one thing cut.
        #expect(
            Wrap.lines("/a/very/long/path/name", width: 10, first: "", indent: 0).split(
                separator: "\n"
            ).allSatisfy { $0.count <= 10 })
    }
}
