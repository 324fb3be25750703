import Testing

@testable import Shell

/// Issue 24, LazyHGrid at parity: the diagram draws rows as rows with rulers for the screen,
/// what is offered and the grid along the height (the LazyVGrid's rulers, upright), cells never
/// merge, and every text says tall, top, bottom.
@Suite("LazyHGrid at parity")
struct LazyHGridParityTests {
    // Rows flexible(min 50), flexible(min 120) at height 200 (A6 mirror of measured case 2):
    // drawn 108 · 120, the grid from −12 to 212, the tracks from −12 to −12 + 236 = 224, the
    // offered 200 from 0 to 200. At 236 / 9 = 26.2 points a line, row 1 is round(108 / 26.2) = 4
    // lines (0–3) and row 2 round(120 / 26.2) = 5 from line 5 (line 4 is the gap). The
    // offered top (0) would share row 1's first boundary, so it takes the next: 1. Its
    // bottom (200) is 5 + round(96 / 120 × 5) = 9; the grid's bottom (212) 5 + round(4.5) = 10
    // reaches row 2's bottom, so row 2 grows to 6 lines and still sticks out below the grid.
    // The offered ruler runs lines 1–8, the grid's 0–9, each number on line 4. With
    // `padding vertical 50` on a 300 screen the screen's ruler is added, outermost.
    @Test func anOverflowingLazyHGridHasRulers() {
        let t = Transcript(columns: 80)
        t.run(
            "axis horizontal; add flexible min 50; add flexible min 120; height 200; cells 7; show")
        let lines = t.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        #expect(
            lines.contains(
                "the tracks stick out 12 past the top edge and 24 past the bottom edge of what is"))
        guard
            let header = lines.firstIndex(where: {
                $0.hasPrefix("offered grid  offset  size  item")
            })
        else {
            Issue.record("no ruler header:\n\(t.stdout)")
            return
        }
        let rulers = lines[(header + 1)...(header + 11)].map { String($0.prefix(14)) }
        #expect(
            rulers == [
                "         ^    ", "   ^     |    ", "   |     |    ", "   |     |    ",
                "  200   224   ", "   |     |    ",
                "   |     |    ", "   |     |    ", "   v     |    ", "         v    ",
                String(repeating: " ", count: 14),
            ],
            "\(t.stdout)")
        #expect(lines[header + 1].contains("     0   108  1 flexible 50…∞"))
        #expect(
            lines[header + 5].contains("gap 8")
                && lines[header + 6].contains("   116   120  2 flexible 120…∞"))
        // Row 2's last line: cells, no ruler; then the table.
        #expect(
            lines[header + 11].hasPrefix(String(repeating: " ", count: 40))
                && lines[header + 11].contains("####"))
        #expect(lines[header + 12] == "")
        let framed = Transcript(columns: 80)
        framed.run(
            "axis horizontal; add flexible min 50; add flexible min 120; height 300; padding "
                + "vertical 50; show"
        )
        #expect(
            framed.stdout.contains("\nscreen offered grid  offset  size  item"), "\(framed.stdout)")
        #expect(
            framed.stdout.contains("\n 300      |     |       116   120  2 flexible 120…∞"),
            "\(framed.stdout)")
    }

    // Rows fixed 40, fixed 30 at height 200, centred: they use 40 + 8 + 30 = 78, so the group
    // starts at (200 − 78) / 2 = 61 (A4): rows at 61–101 and 109–139. At 200 / 9 = 22.2 points
    // a line: row 1 from round(61 / 22.2) = 3, 2 lines; row 2 from round(109 / 22.2) = 5, moved
    // to 6 after the gap line, 1 line; the bottom 200 at round(9) + 1 = 10. So three ruler-only
    // lines above row 1 and three below row 2, the rulers ending on line 9.
    @Test func slackShowsAboveAndBelowTheRows() {
        let t = Transcript(columns: 80)
        t.run("axis horizontal; add fixed 40; add fixed 30; height 200; cells 4; show")
        let lines = t.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("offered grid  offset") }) else {
            Issue.record("no header:\n\(t.stdout)")
            return
        }
        let rulersOnly = { (line: String) in line.allSatisfy { " ^|v0123456789".contains($0) } }
        #expect((1...3).allSatisfy { rulersOnly(lines[header + $0]) }, "\(t.stdout)")
        let row1 = "   |     |        61    40  1 fixed 40"
        #expect(lines[header + 4].hasPrefix(row1), "\(t.stdout)")
        #expect(lines[header + 6].hasSuffix("gap 8"))
        #expect(lines[header + 7].contains("   109    30  2 fixed 30"))
        #expect((8...9).allSatisfy { rulersOnly(lines[header + $0]) }, "\(t.stdout)")
        #expect(lines[header + 10] == "   v     v" && lines[header + 11] == "", "\(t.stdout)")
    }

    // Twin of theContentStaysInItsSlotAndTheSpillIsMarked: three fixed 70 rows in 300, cell 2
    // 500 tall in its 70 row. It is drawn inside its row with '^' on the top line and 'v' on the
    // bottom line where it spills (never over rows 1 and 3), and flagged.
    @Test func tallContentStaysInItsRowAndTheSpillIsMarked() {
        let t = Transcript(columns: 80)
        t.run("axis horizontal; add fixed 70; add fixed 70; add fixed 70; height 300; cells 3")
        t.run("cell 2 size 30x500; show")
        let lines = t.stdout.split(separator: "\n").map(String.init)
        guard let row2 = lines.firstIndex(where: { $0.contains("115    70  2 fixed 70") }) else {
            Issue.record("no row 2:\n\(t.stdout)")
            return
        }
        #expect(lines[row2].hasSuffix("^" + String(repeating: "#", count: 39)), "\(t.stdout)")
        #expect(lines[row2 + 2].hasSuffix(String(repeating: "#", count: 39) + "v"), "\(t.stdout)")
        #expect(lines[row2 - 2].hasSuffix(String(repeating: "#", count: 40)))
        #expect(lines[row2 + 4].hasSuffix(String(repeating: "#", count: 40)))
        #expect(t.stdout.contains("wide-cell: cell 2 (item 2) is 500 tall in a 70-tall slot"))
    }

    // Twin of the LazyVGrid explain, flags and widths for measured case 2, on rows.
    @Test func explainFlagsAndWidthsSayTallTopBottom() {
        let t = Transcript(columns: 200)
        t.run(
            "axis horizontal; add flexible min 50; add flexible min 120; height 200; explain; "
                + "widths"
        )
        let text = t.stdout
        #expect(text.contains("How LazyHGrid sizes its rows here:"))
        #expect(
            text.contains(
                "but 200 is offered: the grid becomes 224 tall and lays itself out again at 224."))
        #expect(text.contains("Pass 2 total (heights + spacings but the last) = 236."))
        #expect(text.contains("they run from its top edge and stick out past its bottom edge."))
        #expect(
            text.contains(
                "overflow: pass 1 needs 224 but 200 is offered: the grid is 224 tall, 24 more"))
        #expect(
            text.contains(
                "stick out 12 past the top edge of what is offered and 24 past its bottom edge"))
        #expect(text.contains("1    flexible 50…∞  96     108   108    0"))
        #expect(text.contains("grid 224 (offered 200, tracks use 236), starts at -12"))
        for word in [" wide", "widths", "leading", "trailing", "column"] {
            #expect(!text.contains(word), "\(word)")
        }
    }

    // Textbook on rows: (200 − 8) / 2 = 96, clamped: 96 · 120; SwiftUI 108 · 120.
    @Test func textbookOnRows() {
        let t = Transcript(columns: 100)
        t.run("axis horizontal; add flexible min 50; add flexible min 120; height 200; textbook")
        #expect(
            t.stdout.contains(
                "Textbook formula: share = (200 offered − (fixed + spacings)) / non-fixed "
                    + "items = 96"
            ))
        #expect(t.stdout.contains("1     flexible 50…∞         96            108  ≠"))
        #expect(
            t.stdout.contains(
                "the real grid overflowed (pass 1 needs 224 > 200) and laid itself out again at 224"
            ))
    }

    // Rows fixed 40, adaptive 40 swept over the height: the adaptive item gets H − 48, one
    // track until H − 48 + 8 ≥ 2 × 48 (H ≥ 136), so the largest track is 130 − 48 = 82.
    @Test func sweepAndPlotOnRows() {
        let t = Transcript(columns: 120)
        t.run(
            "axis horizontal; add fixed 40; add adaptive 40; height 200; sweep height "
                + "100...300 step 10 --plot"
        )
        let lines = t.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Sweep of height from 100 to 300 step 10: 5 breakpoints")
        #expect(lines.contains("       140  40 · 2×42  ← item 2: 1 → 2 tracks"))
        #expect(lines.contains("track heights (0 … 82) against height:"))
        #expect(
            lines.contains(
                "(digit: track number from 1, mod 10, at its height; *: tracks of the same height)")
        )
    }

    // On the iPhone SE (667 high): 667 − 48 = 619, ⌊627 / 48⌋ = 13 tracks of
    // (619 − 12 × 8) / 13 = 40.23.
    @Test func devicesOnRows() {
        let t = Transcript(columns: 80)
        t.run("axis horizontal; add fixed 40; add adaptive 40; devices")
        #expect(t.stdout.contains("LazyHGrid on each device, portrait"))
        #expect(t.stdout.contains("  iphone-se          667        667      40 · 13 × 40.23"))
        // Through .frame(height: 1000): 1000 − 48 = 952, ⌊960 / 48⌋ = 20 tracks of
        // (952 − 19 × 8) / 20 = 40, in a frame taller (not wider) than the SE's 667.
        let framed = Transcript(columns: 120)
        framed.run("axis horizontal; add fixed 40; add adaptive 40; frame height 1000; devices")
        let se = "  iphone-se          667        1000     40 · 20 × 40  [tall frame]"
        #expect(framed.stdout.contains(se))
        let note = "rows have a frame taller than the screen"
        #expect(framed.stdout.contains(note), "\(framed.stdout)")
        #expect(!framed.stdout.contains("wide"))
    }

    // `expect item 1 size`: item 1 is 108 tall, not 100.
    @Test func expectSaysTall() {
        let t = Transcript(columns: 80)
        t.run(
            "axis horizontal; add flexible min 50; add flexible min 120; height 200; expect "
                + "item 1 width 100"
        )
        #expect(t.stderr.contains("item 1 100 tall"), "\(t.stderr)")
    }
}
