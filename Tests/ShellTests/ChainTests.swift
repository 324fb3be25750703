import Testing

@testable import CommandLanguage
@testable import Shell

/// The chain is the source's (issue 19): frames stay on every screen and device, what-if edits
/// change it one undoable step at a time, and an edit that leaves the grid nothing is refused.
@Suite("Chain")
struct ChainTests {
    static let framed =
        "let v = LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) { Color.red "
        + "}.frame(width: 470)"

    // .frame(width: 470) offers 470 on every device: adaptive(100) makes ⌊(470 + 8)/108⌋ = 4
    // tracks of (470 − 3·8)/4 = 111.5 everywhere. The iPhones (375 to 440 wide) are narrower
    // than the frame, so their rows say so; the iPads (744 and wider) are not.
    @Test func aFrameHoldsOnEveryDevice() throws {
        let t = Transcript(json: true)
        t.run("paste\n\(Self.framed)\n\ndevices")
        #expect(t.err.isEmpty, "\(t.err)")
        let rows = t.out.joined(separator: "\n").split(separator: "\n").filter {
            $0.contains("\"type\":\"device\"")
        }
        #expect(rows.count == 13)
        for row in rows {
            #expect(row.contains("\"chain\":[\".frame(width: 470)\"],\"offered\":470"), "\(row)")
            #expect(row.contains("\"tracks\":[111.5,111.5,111.5,111.5]"), "\(row)")
        }
        let noted = rows.filter { $0.contains("\"notes\":[\".frame(width: 470) is") }
        #expect(noted.count == 9)
        #expect(rows[0].contains(".frame(width: 470) is 95 wider than the screen (470 > 375)"))
        let text = Transcript()
        text.run("paste\n\(Self.framed)\n\ndevices")
        #expect(
            text.stdout.contains("  iphone-se          375        470      4 × 111.5  [wide frame]")
        )
        #expect(text.stdout.contains("  ipad               820        470      4 × 111.5\n"))
        #expect(
            text.stdout.contains("Note: .frame(width: 470) is 95 wider than the screen (470 > 375)")
        )
    }

    // `width` changes the screen, never the frame: at 1000 the grid is still offered 470.
    @Test func widthChangesTheScreenNotTheFrame() {
        let t = Transcript()
        t.run("paste\n\(Self.framed)\n\nwidth 1000\nexpect widths 111.5 111.5 111.5 111.5")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(
            t.grid.container == 1000 && t.grid.proposed == 470
                && t.grid.chain.steps == [.frame(width: 470, height: nil)])
    }

    // .frame(maxWidth: M) offers min(proposal, M): 300 of the SE's 375 and of the iPad's 820;
    // 600 offers the SE its whole 375 but only 600 of the iPad's 820.
    @Test func aMaxWidthFrameOffersTheSmaller() {
        let t = Transcript()
        t.run("add flexible\nframe maxWidth 300\nexpect widths 300\nwidth ipad\nexpect widths 300")
        t.run("frame maxWidth 600\nexpect widths 600\nwidth iphone-se\nexpect widths 375")
        t.run("frame maxWidth inf\nexpect widths 375")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(
            t.grid.chain.steps == [
                .flexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil)
            ])
    }

    // A frame wider than the screen is said with the numbers, in the header's note and the
    // ruler draws the 375 screen inside the 470 offered.
    @Test func aFrameWiderThanTheScreenIsSaid() {
        let t = Transcript()
        t.run("add fixed 70\nframe width 470\nshow")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(
            t.stdout.contains("note: .frame(width: 470) is 95 wider than the screen (470 > 375)"))
        let lines = t.stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("screen ") && $0.contains(" 375 ") })
        #expect(lines.contains { $0.hasPrefix("offered ") && $0.contains(" 470 ") })
    }

    // Each edit is one undo: .padding(8) on 375 offers 359; changing it to 20 offers 335; a
    // frame of 300 inside it offers 300; step 1 (the padding) dropped leaves the frame's 300.
    @Test func editsAndTheirUndo() {
        let t = Transcript()
        t.run(
            "add flexible\npadding 8\nexpect widths 359\npadding 20\nexpect widths 335\n"
                + "frame width 300\nexpect widths 300"
        )
        #expect(t.grid.chain.steps.map(\.swift) == [".padding(20)", ".frame(width: 300)"])
        t.run(
            "padding 1 none\nexpect widths 300\nframe 1 width 250\nexpect widths 250\n"
                + "chain clear\nexpect widths 375"
        )
        #expect(t.err.isEmpty, "\(t.err)")
        let swifts: [[String]] = [
            [".frame(width: 250)"], [".frame(width: 300)"], [".padding(20)", ".frame(width: 300)"],
            [".padding(20)"], [".padding(8)"], [],
        ]
        for expected in swifts {
            t.run("undo")
            #expect(t.grid.chain.steps.map(\.swift) == expected)
        }
        t.run("redo\nredo\nredo\ncode")
        #expect(
            t.stdout.contains(
                "            .frame(width: 300)\n            .padding(20)\n        }"),
            "innermost first in code")
    }

    // Step numbers count from the screen; a step of the other kind or out of range is refused.
    @Test func badChainEditsChangeNothing() {
        let t = Transcript(keepGoing: true)
        t.run("add fixed 70\npadding 10\nframe width 300")
        let before = t.runner.session.model
        t.run(
            "frame 1 width 200\npadding 3 5\nchain drop 9\nframe width 5 maxWidth 6\n"
                + "frame depth 4\npadding 200"
        )
        #expect(
            t.err == [
                "error: expected step 1 to be a frame, found '.padding(10)'",
                "error: expected a step from 1 to 2 (1 is next to the screen), found '3'",
                "error: expected a step from 1 to 2 (1 is next to the screen), found '9'",
                "error: expected either width/height or min/max fields (SwiftUI has no frame with "
                    + "both), found 'both'",
                "error: expected a frame field (width, height, minWidth, maxWidth, minHeight, "
                    + "maxHeight), found 'depth'",
                // 375 − 2·200 < 0: nothing would be left for the frame, let alone the grid.
                "error: .padding(200) leaves nothing of the 375 it is offered (screen 375 → "
                    + ".padding(200) → 0); "
                    + "expected a chain that leaves the grid more than 0",
            ])
        #expect(t.runner.session.model == before)
    }

    // TAB and help know the chain commands.
    @Test func completionAndHelp() throws {
        let frame = try #require(CommandRegistry.spec(named: "frame"))
        let context = CompletionContext(arguments: [], items: [], rows: [], layouts: [])
        #expect(frame.complete(context) == ["none"] + ChainCommands.frameFields)
        let chain = try #require(CommandRegistry.spec(named: "chain"))
        #expect(chain.complete(context) == ["drop", "clear"])
        #expect(try Help.text(for: "frame").contains(".frame(maxWidth: 600)"))
        #expect(try Help.text(for: "chain").contains("chain drop STEP | chain clear"))
    }
}
