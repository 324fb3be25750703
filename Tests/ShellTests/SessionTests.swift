import Foundation
import LayoutKernel
import TestSupport
import Testing

@testable import CommandLanguage
@testable import Files
@testable import GridModel
@testable import Shell
@testable import Teaching
@testable import Words

@Suite("Session and runner")
struct SessionTests {
    @Test func badLinesLeaveTheModelUnchanged() {
        let t = Transcript(keepGoing: true)
        t.run("add fixed 70\nadd adaptive 40\nwidth 200")
        let before = t.grid
        let bad = [
            "add fixed -5", "add flexible min 50 max 10", "add adaptive 0 spacing 0", "set 3 min 4",
            "set 1 min 5",
            "remove 9", "move 1 7", "width -1", "cell 99 fill", "height -300", "cells 100000",
            "add GridItem(.fixed(70)",
            "insert 5 fixed 1", "set 2 adaptive 0 spacing 0", "add adaptive 0.001 spacing 0",
            "columns [" + String(repeating: "GridItem(), ", count: 101) + "]",
        ]
        for line in bad {
            #expect(t.run(line) == .failed, "\(line)")
            #expect(t.grid == before, "\(line) changed the model")
        }
        #expect(t.err.count == bad.count, "one error per bad line")
    }

    @Test func errorsNameTheProblemAndTheExpectation() {
        let t = Transcript(keepGoing: true)
        t.run(
            "add fixed 70\nset 1 min 5\nadd flexible min 50 max 10\nremove 4\n"
                + "add adaptive 0 spacing 0"
        )
        #expect(
            t.err == [
                "error: item 1 is fixed; 'min' applies to flexible and adaptive items (use "
                    + "'set 1 fixed N')",
                "error: item 2: minimum 50 is larger than maximum 10; expected minimum ≤ maximum",
                "error: there is no item 4; expected an item number from 1 to 1",
                "error: item 2: adaptive minimum + spacing is 0 + 0 = 0; SwiftUI crashes on this, "
                    + "expected more than 0",
            ])
    }

    @Test func scriptsStopAtTheFirstErrorWithFileAndLine() {
        let t = Transcript()
        #expect(
            t.run("add fixed 70\n# comment\nadd fixed oops\nadd fixed 5", name: "lesson.grid")
                == .failed)
        // Issue 24: the script says how many lines it did not run.
        #expect(
            t.err == [
                "lesson.grid:3: error: 'oops' is not a valid number; expected a "
                    + "fixed size in points",
                "lesson.grid: stopped at line 3: 1 more line not run "
                    + "(--keep-going runs every line)",
            ])
        #expect(t.grid.items.count == 1)
    }

    @Test func keepGoingRunsEveryLineAndStillFails() {
        let t = Transcript(keepGoing: true)
        #expect(t.run("add fixed oops; add fixed 5\nadd fixed 6") == .failed)
        #expect(t.grid.items.count == 2)
    }

    @Test func semicolonsAndCommentsSplitLines() {
        let t = Transcript()
        t.run("add fixed 70; add adaptive 40 # the adaptive one\nwidth 200 ; widths")
        #expect(t.grid.items.count == 2)
        #expect(t.stdout.contains("2    adaptive 40…∞ 122    122   2 × 57 78, 143"))
    }

    @Test func undoRedoAndReset() {
        let t = Transcript()
        t.run("add fixed 70\nadd fixed 80\nundo")
        #expect(t.grid.items == [GridItem(.fixed(70))])
        t.run("redo")
        #expect(t.grid.items.count == 2)
        t.run("reset")
        #expect(t.grid == Model.defaultLazyGrid)
        t.run("undo")
        #expect(t.grid.items.count == 2)
        let fresh = Transcript()
        #expect(fresh.run("undo") == .failed)
        #expect(fresh.err == ["error: nothing to undo"])
    }

    @Test func editsDoWhatTheySay() {
        let t = Transcript()
        t.run(
            "add fixed 70\nadd flexible\ninsert 1 adaptive 40\nmove 3 1\nset 1 max 90\n"
                + "set 2 spacing 4\nset 3 align bottom"
        )
        #expect(
            t.grid.items == [
                GridItem(.flexible(minimum: 10, maximum: 90)),
                GridItem(.adaptive(minimum: 40), spacing: 4),
                GridItem(.fixed(70), alignment: .bottom),
            ])
        t.run(
            "remove 2\nset 1 fixed 5\ncells 3\ncell 2 size 10x20\ncell 3 height 5\n"
                + "cell 3 width 6\ncell 2 fill\naxis horizontal\nheight 90\n"
                + "alignment bottom\nspacing 3"
        )
        #expect(t.grid.items == [GridItem(.fixed(5)), GridItem(.fixed(70), alignment: .bottom)])
        #expect(t.grid.cellContents == [2: CellContent(width: 6, height: 5)])
        #expect(
            t.grid.axis == .horizontal && t.grid.proposed == 90 && t.grid.alignment == .trailing
                && t.grid.lineSpacing == 3)
    }

    @Test func expectPrintsExpectedAndActual() {
        let t = Transcript(keepGoing: true)
        t.run(
            "load measured-1\nexpect widths 70 57 57\nexpect widths 70 60\nexpect grid 224\n"
                + "expect flag overflow\nexpect no flags\nexpect item 2 tracks 3\n"
                + "expect origin 0\nexpect assumption A1"
        )
        #expect(
            t.err == [
                "error: expectation failed: expected widths 70 60, actual widths 70 57 57",
                "error: expectation failed: expected grid 224, actual grid 200",
                "error: expectation failed: expected flag overflow, actual no flags",
                "error: expectation failed: expected item 2 with 3 tracks, actual 2 tracks",
                "error: expectation failed: expected assumption A1, actual A5",
            ])
    }

    @Test func codeRoundTripsThroughColumnsAndPaste() {
        let t = Transcript()
        t.run(
            "add fixed 70 spacing 10 align leading\nadd flexible min 50 max 120.5\n"
                + "add adaptive 40 max 80 spacing 0\nadd GridItem(.flexible(), alignment: "
                + ".bottomTrailing)"
        )
        let original = t.grid.items
        let code = SwiftCode.source(for: t.grid)
        #expect(code.contains("LazyVGrid(columns: columns)"))
        // The screen is the session's, not the code's: no frame is written for it.
        #expect(!code.contains(".frame(width: 375)"))
        let lines = code.split(separator: "\n")
        let arrayText =
            lines.drop { !$0.contains("let columns") }.prefix { !$0.hasPrefix("    ]") }.joined(
                separator: "\n") + "\n    ]"
        let pasted = Transcript()
        pasted.run("paste\n" + arrayText + "\n\nexpect tracks 5")
        #expect(pasted.err.isEmpty, "\(pasted.err)")
        #expect(pasted.grid.items == original)
        let array = SwiftCode.array(original).split(separator: "\n").joined(separator: " ")
        let replaced = Transcript()
        replaced.run("columns " + array)
        #expect(replaced.grid.items == original)
    }

    @Test func savedAndPresetLayoutsLoad() {
        let t = Transcript()
        t.run(
            "add fixed 1\nsave mine\nclear\nload mine\nexpect widths 1\nload fix-adapt-fix\n"
                + "expect tracks 6\npresets"
        )
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(t.stdout.contains("fix-flex-adapt-fix"))
        #expect(t.run("save measured-1") == .failed)
        #expect(t.run("load mnie") == .failed)
        #expect(t.err.last == "error: no layout named 'mnie'; did you mean 'mine'?")
    }

    @Test func compareSaysWhatMovedAndWhy() {
        // Wide enough that each change stays on one line (at 80 columns they wrap).
        let t = Transcript(columns: 120)
        t.run("load measured-2\nmove 2 1\ncompare undo")
        #expect(t.stdout.contains("Compared with before the last change:"))
        #expect(t.stdout.contains("flag overflow is gone"))
        // 120-first: 96 → 120 (was 120 at position 2); 50 gets 72 (was 108 at position 1).
        #expect(
            t.stdout.contains(
                "item 1: 1 × 120 → 1 × 120 (moved from position 2; it was proposed "
                    + "108 then, 96 now)"
            ))
        #expect(
            t.stdout.contains(
                "item 2: 1 × 108 → 1 × 72 (moved from position 1; it was proposed 108 then, 72 now)"
            ))
    }

    @Test func sweepListsBreakpoints() {
        let t = Transcript()
        t.run("add fixed 70\nadd adaptive 40\nsweep width 100...300 step 10")
        // The adaptive item gets w = W − 78. Below W = 118 it is under its minimum 40 (squeezed);
        // ⌊(w + 8)/48⌋ = 2 from w = 88 (W = 166 → first step 170: (92 − 8)/2 = 42);
        // 3 from w = 136 (W = 214 → step 220: (142 − 16)/3 = 42).
        #expect(t.stdout.contains("       100  70 · 22  [squeezed]"))
        #expect(t.stdout.contains("       120  70 · 42  ← item 2 back at its minimum or more"))
        #expect(t.stdout.contains("       170  70 · 2×42  ← item 2: 1 → 2 tracks"))
        #expect(t.stdout.contains("       220  70 · 3×42  ← item 2: 2 → 3 tracks"))
        let tracksOnly = Transcript()
        tracksOnly.run("add adaptive 100\nadd adaptive 0.01 spacing 0")
        #expect(
            tracksOnly.err.first?.hasSuffix(
                "the trainer draws at most 2000 (raise the adaptive minimum or lower the width)")
                == true)
    }

    @Test func sourceRunsFilesAndRefusesCycles() throws {
        let t = Transcript()
        #expect(t.run("source examples/01-basics.grid") == .ok, "\(t.err)")
        #expect(t.grid.items.count == 3)
        let file = TemporaryFile("self", extension: "grid")
        let path = file.path
        try "add fixed 1\nsource \(path)\n".write(toFile: path, atomically: true, encoding: .utf8)
        let cyc = Transcript()
        #expect(cyc.run("source \(path)") == .failed)
        #expect(cyc.err.first?.contains("a file cannot source itself") == true)
        #expect(cyc.grid.items.count == 1)
    }

    @Test func helpCoversEveryCommand() throws {
        for name in CommandRegistry.names {
            #expect(
                try Help.text(for: name).hasPrefix(
                    CommandRegistry.spec(named: Substring(name))?.usage ?? "?"),
                "no help for \(name)")
        }
        for topic in ["fixed", "flexible", "adaptive", "alignment", "spacing"] {
            #expect(try Help.text(for: topic).isEmpty == false)
        }
        #expect(throws: CommandError.self) { try Help.text(for: "adaptiv") }
    }

    @Test func completionOffersWhatComesNext() {
        var session = Session()
        _ = try? session.apply(.lazy(.add(GridItem(.fixed(1)))))
        let layouts = Presets.all.map(\.name)
        #expect(
            Completion.candidates(
                before: [], prefix: "wi", session: session, layouts: layouts, folders: FolderCache()
            ) == [
                "width", "widths",
            ])
        #expect(
            Completion.candidates(
                before: ["add"], prefix: "f", session: session, layouts: layouts,
                folders: FolderCache())
                == ["fixed", "flexible"])
        #expect(
            Completion.candidates(
                before: ["set"], prefix: "", session: session, layouts: layouts,
                folders: FolderCache())
                == ["1"])
        #expect(
            Completion.candidates(
                before: ["set", "1", "align"], prefix: "bottomT", session: session,
                layouts: layouts, folders: FolderCache()) == ["bottomTrailing"])
        #expect(
            Completion.candidates(
                before: ["load"], prefix: "fix-f", session: session, layouts: layouts,
                folders: FolderCache()) == [
                    "fix-fix-fix", "fix-flex-adapt-fix", "fix-flex-fix",
                ])
        #expect(Completion.commonPrefix(["width", "widths"]) == "width")
    }
}
