import Foundation
import LayoutKernel
import TestSupport
import Testing

@testable import CommandLanguage
@testable import Shell
@testable import SwiftSourceReader

/// Issue 24: messages a class reads at the projector.
@Suite("Messages at the projector")
struct ProjectorMessagesTests {
    /// Before: A7 was listed twice (the lazy grids' and the eager Grid's copy of it).
    @Test func helpAssumptionsListsEachAssumptionOnce() throws {
        let text = try Help.text(for: "assumptions")
        // The list's lines (two spaces in, then the name); the note on A2 after it is not one.
        let names = text.split(separator: "\n").filter { $0.hasPrefix("  ") }.compactMap {
            line -> String? in
            let words = line.split(separator: " ")
            guard let first = words.first, first.count == 2,
                first.first == "A" || first.first == "G"
            else { return nil }
            return String(first)
        }
        #expect(names.count == Set(names).count, "\(names)")
        #expect(names.contains("A7") && names.contains("G6") && !names.contains("G5"))
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

/// Before: the README sent readers to the spec folder beside the repository, which a clone
/// does not have; the model is docs/model.md.
@Suite("The model documented in the repository")
struct ModelDocumentTests {
    @Test func theReadmePointsIntoTheRepositoryAndTheDocumentNamesEveryAssumption() throws {
        let readme = try String(
            contentsOf: packageRoot().appendingPathComponent("README.md"), encoding: .utf8)
        #expect(!readme.contains("../" + "shared"))
        #expect(readme.contains("docs/model.md"))
        let model = try String(
            contentsOf: packageRoot().appendingPathComponent("docs/model.md"), encoding: .utf8)
        for name in Assumption.allCases.map(\.rawValue) + EagerAssumption.allCases.map(\.rawValue) {
            #expect(model.contains("| \(name) |"), "\(name) has a row with what would settle it")
        }
        for source in ["objc.io", "Thinking in SwiftUI", "SwiftUI Field Guide"] {
            #expect(model.contains(source))
        }
    }
}

@Suite("A wide cell in the diagram")
struct WideCellDiagramTests {
    /// Before: cell 2's 500 points of content were drawn over cells 1 and 3, and `flags` said
    /// none. Now it is drawn inside its slot with '<' and '>' where it spills, and flagged.
    @Test func theContentStaysInItsSlotAndTheSpillIsMarked() {
        let t = Transcript(columns: 80)
        t.run(
            "add fixed 70; add fixed 70; add fixed 70; width 300; cells 3; cell 2 size 500x30; show"
        )
        let row =
            t.stdout.split(separator: "\n").first { $0.hasPrefix("h 30") }.map(String.init) ?? ""
        #expect(
            row.contains("#######1########") && row.contains("<#######2#######>")
                && row.contains("#######3########"), "\(row)")
        #expect(t.stdout.contains("wide-cell: cell 2 (item 2) is 500 wide in a 70-wide slot"))
    }
}

@Suite("LazyHGrid words in explain")
struct LazyHGridExplainWordsTests {
    /// Review finding: a LazyHGrid's explain said "alignment trailing" where the flags said
    /// "bottom". Rows of adaptive(100…120) in 400: 3 × 120 + 2 × 8 = 376, 24 free, bottom.
    @Test func aLazyHGridsAlignmentIsNamedTopOrBottom() {
        let t = Transcript(columns: 200)
        t.run("axis horizontal; add adaptive 100 max 120; height 400; alignment bottom; explain")
        #expect(t.stdout.contains("alignment bottom puts them at 24 (assumption A4)"))
        #expect(!t.stdout.contains("alignment trailing"))
    }
}

@Suite("Notes quote a name once")
struct NoteQuoteTests {
    /// Before: the seed's `flightNavigation.awardList` note read `''flightNavigation'`. Every
    /// Swift example's notes quote what they name with one pair of quotes.
    @Test func noNoteDoublesAQuote() throws {
        let folder = packageRoot().appendingPathComponent("examples/swift")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".swift")
        }.sorted()
        #expect(!names.isEmpty)
        for name in names {
            let t = Transcript(keepGoing: true, columns: 200)
            t.run("open \(folder.appendingPathComponent(name).path)")
            #expect(!(t.stdout + t.stderr).contains("''"), "\(name)")
        }
    }
}

@Suite("Messages with structure")
struct StructuredMessageTests {
    /// Before: "-c:1: error: FILE:4:59: error: …" and the second syntax error after a literal
    /// U+000A. Now each line is its own `FILE:LINE:COL: error:`, printed as lines.
    @Test func aSwiftFilesErrorsAreLinesWithOneErrorEach() throws {
        let file = TemporaryFile("two-errors", extension: "swift")
        let path = file.path
        let source =
            "import SwiftUI\nstruct A: View {\n  var body: some View {\n"
            + "    LazyVGrid(columns: [GridItem(.fixed(70)) { Color.red }\n  }\n}\n"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(source.utf8)))
        let result = try runTrainer(["-c", "open \(path)"])
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(lines)")
        #expect(
            lines.allSatisfy {
                $0.hasPrefix("\(path):4:") && $0.components(separatedBy: "error:").count == 2
            })
        #expect(!result.stderr.contains("U+000A"))
    }

    /// Whether a message names its own place is said by the error's case, never read back
    /// from its words: a typed word that looks like a place gets the runner's place all the
    /// same, and a message quoting a reader's error keeps its own `error:`.
    @Test func aMessageQuotingAnotherKeepsItsOwnPlace() {
        let problem = SourceProblem(file: "f.swift", line: 4, column: 59, message: "expected ']'")
        #expect(CommandError.source(.syntax(file: "f.swift", problems: [problem])).placesItself)
        #expect(CommandError.source(.invalid(problem)).placesItself)
        #expect(!CommandError.source(.noGrid(file: "f.swift")).placesItself)
        // A lesson's error quoted by export html keeps its own place inside the message, and
        // the export's error gets the runner's.
        let quoted = [
            PlacedError(.source(.invalid(problem)), at: Location(file: "l.grid", line: 3)),
            PlacedError(.model(.noItems), at: Location(file: "l.grid", line: 3)),
        ]
        for placed in quoted {
            #expect(!CommandError.file(.exportStopped(placed)).placesItself)
        }
        #expect(
            quoted.map(\.line) == [
                "f.swift:4:59: error: expected ']'",
                "l.grid:3: error: "
                    + CommandError.model(.noItems).description,
            ])
        // A missing file named like a place: before, the message was taken for a placed one
        // and printed with no place of its own ("cannot open 'a:1: error: b': …").
        let t = Transcript()
        t.run("source \"a:1: error: b\"", name: "s.grid")
        #expect(t.stderr.hasPrefix("s.grid:1: error: cannot open 'a:1: error: b'"), "\(t.stderr)")
    }

    /// The listing of a file's grids says how to open one, under -c as in the shell.
    @Test func theGridListingSaysHowToOpenOne() throws {
        let file = TemporaryFile("two-grids", extension: "swift")
        let path = file.path
        let source =
            "import SwiftUI\nstruct A: View { var body: some View { LazyVGrid(columns: "
            + "[GridItem()]) { Color.red } } }\n"
            + "struct B: View { var body: some View { LazyHGrid(rows: [GridItem()]) { Color.red } "
            + "} }\n"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(source.utf8)))
        let listing = try runTrainer(["-c", "open \(path)"])
        #expect(
            listing.stderr.contains("choose one by its number (open \(path) N):\n  1  LazyVGrid"))
        let second = try runTrainer(["-c", "open \(path) 2; widths"])
        #expect(second.status == 0 && second.stdout.contains("LazyHGrid"))
    }
}

/// Issue 24: every error says where its command was.
@Suite("Locations")
struct LocationTests {
    /// Before: every -c argument and every `;` command was "line 1"; standard input had no
    /// place at all; a stopped script did not say what it skipped.
    @Test func dashCArgumentsAreNumberedAndSemicolonCommandsHaveAColumn() throws {
        let second = try runTrainer(["-c", "add fixed 10", "-c", "bogus"])
        #expect(
            second.stderr == "-c:2: error: unknown command 'bogus'; type 'help' for the commands\n")
        // "add fixed 10; bogus": the second command starts at byte 15.
        let column = try runTrainer(["-c", "add fixed 10; bogus; add fixed 20"])
        #expect(
            column.stderr
                == "-c:1:15: error: unknown command 'bogus'; type 'help' for the commands\n")
    }

    @Test func standardInputIsStdinAndTheRestIsCounted() throws {
        let result = try runTrainer([], input: "add fixed 10\nbogus\nadd fixed 20\nwidths\n")
        #expect(
            result.stderr
                == "stdin:2: error: unknown command 'bogus'; type 'help' for the commands\n"
                + "stdin: stopped at line 2: 2 more lines not run (--keep-going runs every line)\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func keepGoingRunsEveryLineAndCountsNothing() throws {
        let result = try runTrainer(["--keep-going"], input: "bogus\nadd fixed 20\nwidths\n")
        #expect(
            result.stderr
                == "stdin:1: error: unknown command 'bogus'; type 'help' for the commands\n")
        #expect(result.stdout.contains("1    fixed 20"))
    }
}

@Suite("devices at 80 columns")
struct DevicesTitleTests {
    /// Read at 80 columns: the title of `devices` through a padding was 93 characters.
    @Test func theTitleWrapsAtItsWords() {
        let t = Transcript(columns: 80)
        t.run("add fixed 200; add flexible min 150; add fixed 30; padding 8; devices")
        let lines = t.stdout.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
        #expect(lines.dropFirst().first == "  squeezed item):")
        #expect(
            lines.first
                == "LazyVGrid on each device, portrait through .padding(8) (! marks overflow or a")
    }
}
