import Testing

@testable import Shell

/// Issue 29: the eager diagram draws each row at its height, on one scale it states.
@Suite("Eager Grid: rows drawn at their heights")
struct EagerDiagramScaleTests {
    /// The diagram's row labels, from the first row to the scale's line.
    static func labels(_ commands: String) -> (labels: [String], scale: String) {
        let t = Transcript(columns: 100)
        t.run(commands + "; show")
        let lines = t.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        guard let first = lines.firstIndex(where: { $0.hasPrefix("row 1") || $0.hasPrefix("r1 ") }),
            let scale = lines.firstIndex(where: { $0.hasPrefix("(rows to scale") })
        else { return ([], t.stdout) }
        let labels = lines[first..<scale].map {
            String($0.prefix(10)).trimmingCharacters(in: .whitespaces)
        }
        return (labels, lines[scale])
    }

    // Rows 30, 60 and 1 high: 91 points over the 18-line budget is 5.06 a line, below the
    // least 10, so 10 points a line: 3 lines, 6 lines, and the 1-point row its one line.
    @Test func smallRowsAreTenPointsALine() {
        let (labels, scale) = Self.labels(
            "grid; grid width 200; grid height none; row add 40x30; row add 40x60; fullrow fillx1")
        #expect(labels == ["row 1", "h 30", "", "row 2", "h 60", "", "", "", "", "full h 1"])
        #expect(scale == "(rows to scale: a line is 10 points, at least one line a row)")
    }

    // Rows 360 and 36 high (spacing 8 between them is not drawn): 396 / 18 = 22 points a line,
    // so 360 / 22 = 16.4 → 16 lines and 36 / 22 = 1.6 → 2 lines.
    @Test func tallRowsShareTheBudget() {
        let (labels, scale) = Self.labels(
            "grid; grid width 200; grid height none; row add 40x360; row add 40x36")
        #expect(labels.count == 18)
        #expect(Array(labels.prefix(2)) == ["row 1", "h 360"])
        #expect(Array(labels.suffix(2)) == ["row 2", "h 36"])
        #expect(scale == "(rows to scale: a line is 22 points, at least one line a row)")
    }

    /// Before: content holding less than half of every line of its row was not drawn at all.
    /// A 20 × 10 view anchored at the bottom of a fill's 667-point row: 667 / 18 = 37.06 points
    /// a line, 18 lines; it runs from 657 to 667, 10 of line 17's 37.06 (629.94 to 667), less
    /// than half: it is drawn on line 17, the one holding its middle, and on no other.
    @Test func contentShorterThanHalfALineShowsOnOneLine() {
        let t = Transcript(columns: 80)
        t.run("grid; row add 20x10 fill; row 1 cell 1 anchor bottom; show")
        let lines = t.stdout.split(separator: "\n").map(String.init)
        guard let first = lines.firstIndex(where: { $0.hasPrefix("row 1") }) else {
            Issue.record("no row 1 in \(t.stdout)")
            return
        }
        // The first cell's slot: from column 10 to the blank of the spacing after it.
        let slots = lines[first..<(first + 18)].map { $0.dropFirst(10).prefix { $0 != " " } }
        #expect(slots.allSatisfy { $0.count == 4 }, "\(t.stdout)")
        let drawn = slots.enumerated().filter { $0.element.contains("#") }.map(\.offset)
        #expect(drawn == [17], "\(t.stdout)")
    }

    /// Before: a cell too narrow for its name had none (cells 1.10 to 1.16 of sixteen fills at
    /// 80 columns were bare `###`). 375 − 15 × 8 = 255 over 16 columns, 15.94 each: at 80
    /// columns about 3 characters a cell, room for `1.9` but not `1.10`, cut to `1.…`.
    @Test func aCellTooNarrowForItsNameIsCutWithAnEllipsis() {
        let t = Transcript(columns: 80)
        t.run(
            "grid; row add " + Array(repeating: "fill", count: 16).joined(separator: " ") + "; show"
        )
        let named = t.stdout.split(separator: "\n").first { $0.contains("1.9") }
        #expect(named?.components(separatedBy: "1.…").count == 8, "\(t.stdout)")
        #expect(named?.contains("###") == false, "\(t.stdout)")
    }
}
