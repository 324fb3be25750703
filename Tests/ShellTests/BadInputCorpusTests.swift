import Foundation
import LayoutKernel
import TestSupport
import Testing

@testable import Rendering
@testable import Shell

/// Every kind of bad line people (or a fuzzer) type: each gets exactly one clear error that
/// says what was expected, and the model stays as it was.
@Suite("Bad-input corpus")
struct BadInputCorpusTests {
    static let corpus: [(line: String, error: String)] = [
        ("add fixed -70", "item 2: fixed size is -70; expected 0 or more"),
        ("width -1", "the screen width is -1; expected 0 or more"),
        ("remove 0", "expected an item number (1, 2, ...), found '0'"),
        ("cell 0 fill", "expected a cell number (1 or more), found '0'"),
        (
            "add adaptive 0 spacing 0",
            "item 2: adaptive minimum + spacing is 0 + 0 = 0; SwiftUI crashes on this, "
                + "expected more than 0"
        ),
        ("add fixed nan", "'nan' is not a valid number; expected a fixed size in points"),
        ("set 1 max NaN", "'NaN' is not a valid number; expected a maximum in points or inf"),
        (
            "add fixed inf",
            "'inf' is not a valid number; expected a fixed size in points (infinity is "
                + "not allowed here)"
        ),
        (
            "width .infinity",
            "'.infinity' is not a valid number; expected a width in points (infinity is "
                + "not allowed here)"
        ),
        (
            "add fixed " + String(repeating: "7", count: 1000),
            String(repeating: "7", count: 40)
                + "… is too large or too long; expected a fixed size in points of "
                + "at most 1000000000"
        ),
        (
            "add flexible min 90 max 10",
            "item 2: minimum 90 is larger than maximum 10; expected minimum ≤ maximum"
        ),
        (
            "set 1 fixed 10; set 1 min 5",
            "item 1 is fixed; 'min' applies to flexible and adaptive items (use 'set 1 fixed N')"
        ),
        ("remove 7", "there is no item 7; expected an item number from 1 to 1"),
        ("move 1 99", "there is no item 99; expected an item number from 1 to 1"),
        ("shwo", "unknown command 'shwo'; did you mean 'show'?"),
        ("widht 300", "unknown command 'widht'; did you mean 'width'?"),
        (
            "add GridItem(.fixed(70)",
            "Swift syntax: at column 20: expected ')' to end function call"
        ),
        (
            "columns [GridItem(.flexible()), GridItem(.adaptive(minimum: 40)]",
            "Swift syntax: at column 56: expected ')' to end function call"
        ),
        (
            "columns [[GridItem()]]",
            "Swift syntax: at column 1: expected GridItem elements, found an array (the items); "
                + "fix it in the source, or type them as trainer commands (`add fixed 40`)"
        ),
        (
            "add fixed 7\u{1B}[2J",
            "the line contains a control character (U+001B); expected printable text"
        ),
        (
            "add fixed 7\u{0}",
            "the line contains a control character (U+0000); expected printable text"
        ),
        (
            "source /nonexistent/lesson.grid",
            "cannot open '/nonexistent/lesson.grid': No such file or directory; expected a "
                + "readable command file"
        ),
        ("source /tmp", "'/tmp' is a directory; expected a command file"),
        ("cells 99999999", "99999999 cells is too many; expected at most 10000"),
        // Both adaptive items get (200 − 8)/2 = 96: item 1 makes ⌊104/48⌋ = 2 tracks, item 2
        // ⌊96/0.0001⌋ = 960000 (in Double): 960002 in all.
        (
            "add adaptive 0.0001 spacing 0",
            "this makes 960002 tracks; the trainer draws at most 2000 (raise the adaptive minimum "
                + "or lower the width)"
        ),
    ]

    @Test(arguments: corpus.indices)
    func oneClearErrorAndTheModelUnchanged(_ index: Int) {
        let (line, expected) = Self.corpus[index]
        let t = Transcript()
        t.run("add adaptive 40; width 200")
        let before = t.runner.session.model
        let outcome = t.run(line)
        #expect(outcome == .failed)
        #expect(t.err == ["error: " + expected], "\(line.prefix(60))")
        if !line.hasPrefix("set 1 fixed 10") {
            #expect(t.runner.session.model == before, "\(line.prefix(60)) changed the model")
        }
    }
}

/// Inputs the fuzzer found crashing, kept as regressions (their files are in fuzz/corpus too).
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    // Found by libFuzzer: a pasted block with a ']' before its first '[' made an inverted range
    // (`body[open...close]`) and trapped.
    @Test func pasteWithAClosingBracketBeforeTheOpeningOne() {
        let t = Transcript(keepGoing: true)
        t.run("add fixed 1\npaste\nx ] y [ GridItem()\n\nexpect widths 1")
        // The code never balances, so the paste reads to the end and says where it went wrong.
        // One `error:` per message: the paste's own place, not "error: paste:1:3: error:".
        #expect(t.err.count == 1 && t.err[0].hasPrefix("paste:1:3: error: unexpected code"))
        #expect(t.grid.items == [GridItem(.fixed(1))])
    }

    // Found while fixing the above: an empty cell whose slot is under 3 columns wide made an
    // inverted range for its label.
    @Test func eagerGridNarrowerThanItsColumns() {
        let layout = try! EagerGrid(rows: [EagerRow(Array(repeating: EagerCell(.empty), count: 50))]
        ).layout()
        let text = EagerText.render(layout, .all, columns: 20)
        #expect(text.contains("50 columns"))
    }

    /// Every file of the fuzz corpus runs to its end, in text and JSON, without trapping.
    @Test func theCheckedInCorpusRunsWithoutTrapping() throws {
        let directory = packageRoot().appendingPathComponent("fuzz/corpus")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(!files.isEmpty)
        for file in files {
            let data = try Data(contentsOf: directory.appendingPathComponent(file))
            for json in [false, true] {
                let t = Transcript(json: json, keepGoing: true)
                t.run(String(decoding: data, as: UTF8.self), name: file)
                _ = TextRenderer(columns: 60, style: Style(color: false)).layout(
                    t.runner.session.current.tracedLayout(), .all)
            }
        }
    }
}
