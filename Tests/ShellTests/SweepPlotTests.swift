import Testing

@testable import Rendering
@testable import Shell

/// Issue 9.7: `sweep --plot` numbers tracks from 1 and drops no row.
@Suite("Sweep plot")
struct SweepPlotTests {
    // fixed 70 + adaptive 40 from 100 to 300 step 10: 21 samples. The widest track is item 2's
    // single track at 160: 160 − 70 − 8 = 82. At 80 columns the marks span 80 − 8 − 4 = 68
    // columns: at 100, track 1 (70) sits at 70/82·67 = 57.2 → 57, track 2 (22) at 17.97 → 18.
    @Test func tracksFromOneAndEverySampleALine() throws {
        let t = Transcript()
        t.run("add fixed 70; add adaptive 40; sweep width 100...300 step 10 --plot")
        let lines = t.stdout.split(separator: "\n").map(String.init)
        let plot = try #require(lines.firstIndex { $0.hasPrefix("track widths (0 … 82)") })
        let rows = lines[(plot + 1)...].filter { $0.contains(" |") }
        // Before: 20 lines, 290 left out.
        #expect(rows.count == 21)
        #expect(rows.contains { $0.hasPrefix("     290 |") })
        let first = Array(try #require(rows.first))
        #expect(String(first[0..<10]) == "     100 |")
        #expect(first[10 + 18] == "2" && first[10 + 57] == "1")
        // Before: track 1 was drawn as 0. No mark is 0 with fewer than 10 tracks.
        #expect(!rows.contains { $0.dropFirst(10).contains("0") })
        // From 170 on item 2 has two tracks of 42, at the same place: one '*' for both.
        let at170 = try #require(rows.first { $0.hasPrefix("     170 |") })
        #expect(at170.filter { $0 == "*" }.count == 1 && at170.contains("1"))
    }

    /// Over 40 samples: every breakpoint keeps its line, and the plot says how many it shows.
    /// Step 1: item 2 gets its minimum 40 at W − 70 − 8 = 40 → 118, n tracks at
    /// W − 78 = n·40 + (n − 1)·8: 166, 214, 262.
    @Test func longSweepsKeepEveryBreakpoint() {
        let rows = SweepPlot.rows(count: 1000, breakpoints: [0, 317, 318, 999])
        #expect(rows.contains(317) && rows.contains(318) && rows.first == 0 && rows.last == 999)
        #expect(rows.count <= SweepPlot.maxRows + 2)
        #expect(SweepPlot.rows(count: 40, breakpoints: []) == Array(0..<40))
        let t = Transcript()
        t.run("add fixed 70; add adaptive 40; sweep width 100...1100 step 1 --plot")
        #expect(t.stdout.contains("samples shown, every breakpoint among them"))
        for value in ["118", "166", "214", "262"] {
            #expect(t.stdout.contains("\n" + value.leftPad(8) + " |"), "\(value)")
        }
    }
}
