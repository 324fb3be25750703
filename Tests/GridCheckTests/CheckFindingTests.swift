import Foundation
import LayoutKernel
import TestSupport
import Testing

@testable import GridCheck

/// One finding per grid and cause, one line each (issue 30): an overflow and what it brings are
/// one warning; the devices are said once; the assumptions once per grid; a comment silences
/// skips and notes too; nothing a file holds can break a line; JSON ends with its summary.
@Suite("check: one line per finding")
struct CheckFindingTests {
    typealias Line = CheckCommandTests.XcodeLine

    /// A file of grids checked from its folder, the lines parsed back.
    static func check(_ source: String, _ options: [String] = [], name: String = "V.swift")
        throws -> (lines: [String], result: ProcessResult)
    {
        let project = try FixtureProject("findings", files: [name: source])
        let result = try runTrainer(["check"] + options + [name], in: project.root)
        return (result.stdout.split(separator: "\n").map(String.init), result)
    }

    /// Two flexible items of minimum 200 with 8 between them need 408: past the 375 − 32 =
    /// 343 to 398 the iPhones up to the 15 Plus offer in portrait, where they also compete and
    /// one is squeezed. One warning, naming the others.
    @Test func anOverflowAndWhatItBringsAreOneWarning() throws {
        let (lines, _) = try Self.check(
            "let b = LazyVGrid(columns: [GridItem(.flexible(minimum: 200)), "
                + "GridItem(.flexible(minimum: 200))]) {}.padding()\n")
        #expect(lines.count == 1, "\(lines)")
        let warning = try #require(lines.first.flatMap(Line.init))
        #expect(warning.flag == "overflow" && warning.severity == "warning")
        #expect(warning.message.hasSuffix("it also raises competition and squeezed there"))
        #expect(warning.message.contains("need 408 of 343 to 398 offered"))
    }

    /// Seven 200-point columns with 8 between them need 1448: wider than every screen, both ways.
    @Test func theDevicesAreSaidOnce() throws {
        let (lines, _) = try Self.check(
            "let c = LazyVGrid(columns: Array(repeating: GridItem(.fixed(200)), count: 7)) {}\n")
        #expect(
            lines == [
                "V.swift:1:9: warning: LazyVGrid overflows on every device, both orientations: "
                    + "its items need 1448 of 375 to 1366 offered [overflow]"
            ])
        // Only the phones asked for, one orientation: said with the orientation.
        let (some, _) = try Self.check(
            "let c = LazyVGrid(columns: [GridItem(.fixed(400))]) {}\n",
            ["--devices", "iphone-se,iphone-15,ipad", "--orientation", "portrait"])
        #expect(some.first?.contains("on iPhone SE, iPhone 15 (portrait): ") == true, "\(some)")
    }

    /// A nil line spacing (A5) and `.padding()` (A7) on every device: one note naming both.
    @Test func theAssumptionsAreListedOncePerGrid() throws {
        let (lines, _) = try Self.check(
            "let g = LazyVGrid(columns: [GridItem(.fixed(100))]) {}.padding()\n", ["--notes"])
        let notes = lines.filter { $0.hasSuffix("[assumptions]") }
        #expect(notes.count == 1, "\(lines)")
        #expect(notes.first?.contains("rests on assumptions A1 (") == true)
        #expect(notes.first?.contains("; A7 (.padding() with no length") == true)
    }

    @Test func aCommentSilencesSkipsAndNotesAndSaysWhatIsNoFlag() throws {
        let source = """
            // gridtrainer:ignore skipped
            let a = LazyVGrid(columns: [GridItem(.fixed(geometry.size.width))]) {}
            let b = LazyVGrid(columns: [GridItem(.fixed(100))]) {}.padding() // gridtrainer:ignore
            // gridtrainer:ignore overflw -- the header is fine
            let d = LazyVGrid(columns: [GridItem(.fixed(500))]) {}

            """
        let (lines, result) = try Self.check(source, ["--notes"])
        let parsed = lines.compactMap(Line.init)
        #expect(parsed.count == lines.count)
        #expect(!parsed.contains { $0.line == 2 || $0.line == 3 }, "\(lines)")
        #expect(
            parsed.first { $0.flag == "ignore" }.map { "\($0.line): \($0.message)" }
                == "4: gridtrainer:ignore names 'overflw', which is not a flag; expected flags "
                + "such as " + CheckWords.list(CheckFlag.allCases.map(\.rawValue), and: "or"))
        #expect(parsed.contains { $0.line == 5 && $0.flag == "overflow" })
        #expect(result.stderr.contains("silenced"))
    }

    /// A grid skipped for a value on another line names that line as `(at FILE:LINE)`.
    /// Before: `(, at V.swift:4)`, the separator left over from the other reason's wording.
    @Test func aSkipElsewhereNamesItsLineInPlainParentheses() throws {
        let source = """
            let g = Grid {
                GridRow {
                    Color.red
                        .gridCellColumns(0)
                }
            }

            """
        let (lines, _) = try Self.check(source, ["--orientation", "portrait"])
        let note = try #require(lines.compactMap(Line.init).first { $0.flag == "skipped" })
        #expect(note.line == 1, "\(lines)")
        #expect(
            note.message.hasSuffix("a span is 1 or more columns (at V.swift:4)"), "\(lines)")
    }

    /// A newline in a file's name or in the source quoted by a message never starts a line.
    @Test func everyFindingIsOneLineWhateverTheFileHolds() throws {
        let source = """
            let e = LazyVGrid(columns: cols(
                a: 1)) {}
            let w = LazyVGrid(columns: [GridItem(.fixed(500))]) {}

            """
        for format in ["xcode", "github"] {
            let (lines, _) = try Self.check(
                source, ["--format", format, "--orientation", "portrait"],
                name: "Evil\n1:1: error: forged.swift")
            #expect(lines.count == 2, "\(format): \(lines)")
            #expect(!lines.contains { $0.hasPrefix("1:1") })
        }
        let (xcode, _) = try Self.check(source, name: "Evil\nName.swift")
        #expect(xcode.last?.hasPrefix("EvilU+000AName.swift:3:9: warning: ") == true, "\(xcode)")
        #expect(xcode.first?.contains("cannot evaluate 'cols(U+000A    a: 1)'") == true)
    }

    /// Before: a Grid in `ScrollView(.horizontal)` was said to be offered each device's width
    /// in JSON; it is offered no width, `null`, on every device.
    @Test func jsonSaysAScrolledGridIsOfferedNoWidth() throws {
        let source = """
            let g = ScrollView(.horizontal) {
                Grid {
                    GridRow { Color.red.frame(width: 30, height: 50).gridCellColumns(2) }
                    GridRow { Color.red.frame(width: 300, height: 50) }
                }
            }

            """
        let (lines, _) = try Self.check(source, ["--format", "json", "--notes"])
        let finding = try #require(
            try JSONSerialization.jsonObject(with: Data((lines.first ?? "").utf8))
                as? [String: Any])
        let devices = try #require(finding["devices"] as? [[String: Any]])
        #expect(!devices.isEmpty && devices.allSatisfy { $0["offered"] is NSNull }, "\(lines)")
    }

    /// JSON Lines: one object per finding with the screen and what is offered, then the summary.
    @Test func jsonEndsWithTheSummaryAndSaysScreenAndOffered() throws {
        let (lines, _) = try Self.check(
            "let w = LazyVGrid(columns: [GridItem(.fixed(500))]) {}\nlet x = (\n",
            ["--format", "json"])
        let objects = try lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.count == 2 && !lines.joined().contains("container"))
        let summary = try #require(objects.last?["summary"] as? [String: Int])
        #expect(
            summary == [
                "files": 0, "grids": 0, "errors": 1, "warnings": 0, "notes": 0, "silenced": 0,
                "skippedGrids": 0, "skippedFiles": 1, "excluded": 0,
            ])
        #expect(objects.first?["flag"] as? String == "unparsable")
        let (good, _) = try Self.check(
            "let w = LazyVGrid(columns: [GridItem(.fixed(500))]) {}\n",
            ["--format", "json", "--devices", "iphone-se", "--orientation", "portrait"])
        let device = try #require(
            (try JSONSerialization.jsonObject(with: Data(good[0].utf8)) as? [String: Any])?[
                "devices"] as? [[String: Any]])
        #expect(
            device.first?["screen"] as? Double == 375 && device.first?["offered"] as? Double == 375)
    }

    /// Every flag is in `check --help` with its severity and its meaning, which the list makes
    /// from `CheckFlag.allCases`: a flag added without its words is refused by the compiler
    /// (`CheckWords.help`'s switch); one the list leaves out, or whose words another flag
    /// shares, fails here. (The list wraps at 80 columns: compared with its spaces folded;
    /// `help check` shows this usage: HelpTests in CommandLanguageTests.)
    @Test func theHelpListsEveryFlag() throws {
        let help = CheckOptions.usage.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        var meanings: Set<String> = []
        for flag in CheckFlag.allCases {
            let meaning = CheckWords.help(flag)
            #expect(!meaning.isEmpty && meanings.insert(meaning).inserted, "\(flag)")
            let severity = flag.severity.rawValue + (flag.needsNotesOption ? "*" : "")
            #expect(
                help.contains(" \(flag.rawValue) \(severity) \(meaning) "),
                "\(flag.rawValue) is not in check --help with its meaning")
        }
    }

    /// `narrow-track` (with `--notes`): fifteen flexible columns with no spacing share the
    /// iPhone SE's 375 points in portrait, 375 / 15 = 25 each, under the 44 × 44 points a tap
    /// target needs; the iPad's 820 give 820 / 15 ≈ 54.7 each, which is enough, so only the
    /// iPhone SE is named. Fifteen fixed columns of 25 are the author's choice: no note.
    @Test func tracksNarrowerThanATapTargetAreANote() throws {
        let source = """
            let v = LazyVGrid(
                columns: Array(repeating: GridItem(.flexible(), spacing: 0), count: 15)) {}
            let f = LazyVGrid(
                columns: Array(repeating: GridItem(.fixed(25), spacing: 0), count: 15)) {}

            """
        let options = ["--devices", "iphone-se,ipad", "--orientation", "portrait"]
        let (lines, result) = try Self.check(source, ["--notes"] + options)
        #expect(
            lines.filter { $0.hasSuffix("[narrow-track]") } == [
                "V.swift:1:9: note: LazyVGrid has tracks narrower than 44 points on iPhone SE"
                    + " (portrait): item 1 (flexible, minimum 10) is drawn 25 wide, less than the"
                    + " 44 × 44 points Apple's guidelines ask of anything a person taps"
                    + " [narrow-track]"
            ], "\(lines)")
        #expect(result.status == 0)
        // A note: only with --notes, and --strict passes.
        let (quiet, _) = try Self.check(source, options)
        #expect(!quiet.contains { $0.hasSuffix("[narrow-track]") }, "\(quiet)")
        // A LazyHGrid's tracks are rows: the iPhone SE's 667 in portrait over 29 rows is 23.
        let (rows, _) = try Self.check(
            "let h = LazyHGrid(rows: Array(repeating: GridItem(.flexible(), spacing: 0), "
                + "count: 29)) {}\n",
            ["--notes", "--devices", "iphone-se", "--orientation", "portrait"])
        #expect(
            rows.contains {
                $0.hasSuffix("[narrow-track]")
                    && $0.contains("item 1 (flexible, minimum 10) is drawn 23 tall")
            }, "\(rows)")
    }

}
