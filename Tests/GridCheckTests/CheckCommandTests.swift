import Foundation
import TestSupport
import Testing

@testable import GridCheck
@testable import GridModel

/// `gridtrainer check` end to end on examples/project (docs/check.md): ProductGrid's
/// four 100-point tiles with Theme.gap 8 between them need 4 × 100 + 3 × 8 = 424, and
/// `.padding()` leaves 440 − 32 = 408 on the widest iPhone (overflow on every iPhone in
/// portrait) and 744 − 32 = 712 on the iPad mini (no overflow); BadgeStrip is silenced;
/// PhotoWall's second grid needs `geometry.size.width`, known only at run time.
@Suite("check: every grid on every device")
struct CheckCommandTests {
    /// `FILE:LINE:COL: SEVERITY: MESSAGE [FLAG]`, split back into its parts.
    struct XcodeLine: Equatable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var message: String
        var flag: String

        init?(_ text: String) {
            let parts = text.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
                .map(String.init)
            guard parts.count == 5, let line = Int(parts[1]), let column = Int(parts[2]),
                text.hasSuffix("]"),
                let open = parts[4].lastIndex(of: "[")
            else { return nil }
            (file, self.line, self.column, severity) = (
                parts[0], line, column, parts[3].trimmingCharacters(in: .whitespaces)
            )
            message = parts[4][..<open].trimmingCharacters(in: .whitespaces)
            flag = String(parts[4][parts[4].index(after: open)...].dropLast())
        }
    }

    @Test func xcodeFormatNamesTheDevicesOncePerGridAndFlag() throws {
        let result = try runTrainer(["check", "examples/project"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let parsed = lines.compactMap(XcodeLine.init)
        #expect(parsed.count == lines.count && lines.count == 2, "\(result.stdout)")
        let overflow = try #require(parsed.first { $0.flag == "overflow" })
        #expect(
            overflow.file == "examples/project/Sources/Shop/ProductGrid.swift"
                && overflow.line == 12 && overflow.column == 13)
        #expect(overflow.severity == "warning")
        // What is offered goes from 375 − 32 on the iPhone SE to 440 − 32 on the widest.
        #expect(
            overflow.message
                == "LazyVGrid overflows on every iPhone (portrait): its items need "
                + "424 of 343 to 408 offered"
        )
        let skipped = try #require(parsed.first { $0.flag == "skipped" })
        #expect(
            skipped.severity == "note" && skipped.file.hasSuffix("PhotoWall.swift")
                && skipped.line == 11)
        #expect(
            skipped.message.contains("'geometry.size.width'")
                && skipped.message.contains("only known at run time"))
        // The silenced grid raises nothing, and the summary counts it.
        #expect(!result.stdout.contains("BadgeStrip"))
        #expect(
            result.stderr.contains(
                "4 files, 4 grids on 13 devices (portrait and landscape): 1 warning, 1 "
                    + "note, 1 silenced, 1 grid skipped"
            ))
    }

    @Test func strictFailsOnlyOnWarnings() throws {
        #expect(try runTrainer(["check", "--strict", "examples/project"]).status == 1)
        // The run-time value is a note, not a warning: the run passes.
        #expect(
            try runTrainer(["check", "--strict", "examples/project/Sources/Shop/PhotoWall.swift"])
                .status == 0)
        // Landscape only: every iPhone offers at least 667 − 32 = 635; no warning.
        let landscape = try runTrainer([
            "check", "--strict", "--orientation", "landscape", "examples/project",
        ])
        #expect(landscape.status == 0 && !landscape.stdout.contains("overflow"))
    }

    @Test func githubAnnotationsParseBack() throws {
        let result = try runTrainer(["check", "--format", "github", "examples/project"])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        var kinds: [String: [String: String]] = [:]
        for line in lines {
            // ::KIND key=value,key=value::MESSAGE
            let body = try #require(line.hasPrefix("::") ? line.dropFirst(2) : nil)
            let split = try #require(body.range(of: "::"))
            let head = body[..<split.lowerBound]
            let kind = String(head.prefix { $0 != " " })
            var properties: [String: String] = ["message": String(body[split.upperBound...])]
            for pair in head.dropFirst(kind.count + 1).split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                properties[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
            }
            kinds[properties["title"] ?? ""] = properties.merging(["kind": kind]) { a, _ in a }
        }
        let overflow = try #require(kinds["gridtrainer overflow"])
        #expect(
            overflow["kind"] == "warning"
                && overflow["file"] == "examples/project/Sources/Shop/ProductGrid.swift")
        #expect(overflow["line"] == "12" && overflow["col"] == "13")
        #expect(overflow["message"]?.hasSuffix("its items need 424 of 343 to 408 offered") == true)
        #expect(kinds["gridtrainer skipped"]?["kind"] == "notice")
    }

    @Test func jsonLinesParseBackWithASummary() throws {
        let result = try runTrainer(["check", "--format", "json", "examples/project"])
        #expect(result.status == 0)
        let objects = try result.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.count == 3)
        let summary = try #require(objects.last?["summary"] as? [String: Int])
        #expect(
            summary == [
                "files": 4, "grids": 4, "errors": 0, "warnings": 1, "notes": 1, "silenced": 1,
                "skippedGrids": 1, "skippedFiles": 0, "excluded": 0,
            ])
        let overflow = try #require(objects.first { $0["flag"] as? String == "overflow" })
        #expect(
            overflow["severity"] as? String == "warning"
                && overflow["grid"] as? String == "LazyVGrid")
        #expect(overflow["line"] as? Int == 12 && overflow["needs"] as? Double == 424)
        let devices = try #require(overflow["devices"] as? [[String: Any]])
        // Every iPhone in portrait, and no iPad: their 712 and more hold 424.
        #expect(devices.map { $0["device"] as? String } == Device.all.filter(\.isPhone).map(\.name))
        #expect(devices.allSatisfy { $0["orientation"] as? String == "portrait" })
        #expect(
            devices.allSatisfy {
                ($0["screen"] as? Double ?? 0) - 32 == $0["offered"] as? Double
            })
    }

    @Test func badArgumentsExitTwo() throws {
        for arguments in [
            ["--format", "yaml"], ["--devices", "iphone-99"], ["--orientation"], ["--bogus"],
            ["no/such/folder"],
        ] {
            let result = try runTrainer(["check"] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix("gridtrainer check: ") && result.stdout.isEmpty)
        }
        #expect(try runTrainer(["check", "--help"]).stdout.hasPrefix("usage: gridtrainer check"))
    }

    @Test func ignoreDirectivesSilenceTheirFlagsOnly() throws {
        // 3 × 150 = 450 overflows every iPhone; the first grid silences overflow on the line
        // above, the second names another flag (still reported), the third is silenced on its line.
        let grid = "LazyVGrid(columns: Array(repeating: GridItem(.fixed(150)), count: 3)) {}"
        let project = try FixtureProject(
            "ignore",
            files: [
                "Package.swift": "",
                "V.swift":
                    "// gridtrainer:ignore overflow\nlet a = \(grid)\n"
                    + "// gridtrainer:ignore squeezed\nlet b = \(grid)\n"
                    + "let c = \(grid) // gridtrainer:ignore\n",
            ])
        let result = try runTrainer([
            "check", "--devices", "iphone-se", "--orientation", "portrait", project.path("."),
        ])
        let flagged = result.stdout.split(separator: "\n").compactMap { XcodeLine(String($0)) }
        #expect(flagged.map(\.line) == [4] && flagged.first?.flag == "overflow", "\(result.stdout)")
        #expect(result.stderr.contains("2 silenced"))
        #expect(
            IgnoreDirective.parse("x // gridtrainer:ignore overflow, squeezed")
                == IgnoreDirective(flags: ["overflow", "squeezed"]))
        #expect(IgnoreDirective.parse("let s = \"gridtrainer:ignore\"") == nil)
    }

    /// A file that does not parse is an error (`--strict` exits 1), one that cannot be read
    /// too; the run goes on.
    @Test func unreadableFilesAreErrorsAndTheRunGoesOn() throws {
        let project = try FixtureProject(
            "bad",
            files: [
                "Package.swift": "", "Broken.swift": "let g = LazyVGrid(columns: [GridItem()] {\n",
                "Good.swift": "let g = LazyVGrid(columns: [GridItem(.fixed(500))]) {}\n",
            ])
        try Data([0xFF, 0xFE, 0x00, 0x01]).write(
            to: project.root.appendingPathComponent("Binary.swift"))
        let result = try runTrainer(["check", "--devices", "iphone-se", project.path(".")])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").compactMap { XcodeLine(String($0)) }
        func files(_ flag: String) -> [String] {
            lines.filter { $0.flag == flag && $0.severity == "error" }.map {
                URL(fileURLWithPath: $0.file).lastPathComponent
            }
        }
        #expect(files("unreadable") == ["Binary.swift"] && files("unparsable") == ["Broken.swift"])
        #expect(result.stderr.contains("2 errors, 1 warning, 0 notes, 2 files not read"))
        let strict = try runTrainer([
            "check", "--strict", "--devices", "iphone-se", project.path("Broken.swift"),
        ])
        #expect(strict.status == 1 && strict.stdout.contains(": error: the file does not parse"))
        #expect(lines.first { $0.file.hasSuffix("Broken.swift") }?.line == 1)
        #expect(lines.contains { $0.flag == "overflow" && $0.file.hasSuffix("Good.swift") })
    }

    /// check.md: the assumptions are notes with --notes. PhotoWall's grid has a nil line
    /// spacing and more cells than tracks on every device: A5, named once for all of them.
    @Test func notesNameTheAssumptionsTheNumbersRestOn() throws {
        let plain = try runTrainer(["check", "examples/project/Sources/Shop/PhotoWall.swift"])
        #expect(!plain.stdout.contains("[assumptions]"))
        let notes = try runTrainer([
            "check", "--notes", "examples/project/Sources/Shop/PhotoWall.swift",
        ])
        let lines = notes.stdout.split(separator: "\n").filter { $0.hasSuffix("[assumptions]") }
        #expect(lines.count == 1, "\(notes.stdout)")
        #expect(
            lines.first?.contains(
                ": note: LazyVGrid rests on assumption A5 (the grid's spacing between lines is "
                    + "nil, assumed to be 8)") == true)
        #expect(notes.status == 0)
    }
}
