import Foundation
import TestSupport
import Testing

@testable import GridCheck
@testable import Shell
@testable import Words

/// `gridtrainer --help` and `gridtrainer check --help` wrap at words to the terminal's width
/// ($COLUMNS or --columns here, as the test has no terminal), and to 80 columns on a pipe.
@Suite("help width")
struct HelpWidthTests {
    static let pages = [["--help"], ["check", "--help"]]

    /// The page's lines, asked with `COLUMNS=width` (nil: unset, as on a pipe).
    static func page(_ arguments: [String], width: Int?) throws -> [String] {
        let result = try runTrainer(
            arguments, environment: width.map { ["COLUMNS": "\($0)"] } ?? [:],
            removing: width == nil ? ["COLUMNS"] : [])
        #expect(result.status == 0 && result.stderr.isEmpty)
        return result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
    }

    /// The words of a page after its synopsis, whatever its line breaks (a narrow synopsis
    /// names a value `SIDE` rather than listing `portrait|landscape|both`).
    static func words(_ lines: [String]) -> [Substring] {
        lines.drop { !$0.isEmpty }.joined(separator: " ").split(separator: " ")
    }

    @Test(arguments: pages)
    func everyLineFitsAndNoWordIsCut(arguments: [String]) throws {
        let wide = try Self.page(arguments, width: 200)
        for width in [40, 60, 80, 120] {
            let lines = try Self.page(arguments, width: width)
            let long = lines.filter { $0.count > width }
            #expect(long.isEmpty, "\(arguments) at \(width):\n\(long.joined(separator: "\n"))")
            // The same words in the same order: the wrapping only moved line breaks.
            #expect(Self.words(lines) == Self.words(wide), "\(arguments) at \(width)")
        }
        // At 200 columns nothing needs wrapping: each flag is one line.
        #expect(wide.contains { $0.hasPrefix("  --help") || $0.hasPrefix("  -h, --help") })
    }

    @Test(arguments: pages)
    func aPipeGetsEightyColumns(arguments: [String]) throws {
        let lines = try Self.page(arguments, width: nil)
        #expect(lines.allSatisfy { $0.count <= 80 })
        // Wrapped at 80, not narrower: some line uses most of the width.
        #expect(lines.contains { $0.count > 72 })
    }

    @Test func theColumnsFlagWinsOverTheEnvironment() throws {
        let result = try runTrainer(["--columns", "50", "--help"], environment: ["COLUMNS": "120"])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 50 } && lines.contains { $0.count > 44 })
    }

    @Test func aLongHeadingPutsItsHelpBelow() {
        let table = FlagHelp.table(CheckOptions.flags, width: 40)
        let orientation = table.first { $0.hasPrefix("  --orientation") } ?? ""
        // 40 / 3 = 13 columns for the headings: `--orientation SIDE` takes its own line.
        #expect(orientation.hasPrefix("  --orientation SIDE\n             portrait,"))
    }
}
