import LayoutKernel
import Testing

@testable import Shell

/// Issue 9.8: the shell as a new user meets it.
@Suite("Shell details")
struct ShellDetailsTests {
    /// The runner as the interactive shell sets it up (auto on), in memory.
    func shell() -> Transcript {
        let t = Transcript()
        t.runner.policy.interactive = true
        return t
    }

    func diagrams(_ t: Transcript) -> Int {
        t.stdout.components(separatedBy: "LazyVGrid · ").count - 1
    }

    /// Before: three changes on one line printed three diagrams.
    @Test func oneDiagramPerLine() {
        let t = shell()
        t.run("add fixed 70; add fixed 30; width 200")
        #expect(diagrams(t) == 1)
        // The diagram is the model after the whole line: width 200, both items.
        #expect(
            t.stdout.contains("LazyVGrid · screen 200 → 200 offered")
                && t.stdout.contains("2    fixed 30"))
        // A line that ends by showing the layout prints it once, not twice.
        let s = shell()
        s.run("add fixed 70; show")
        #expect(diagrams(s) == 1)
        // A query after the change comes first; the diagram closes the line.
        let w = shell()
        w.run("add fixed 70; widths")
        #expect(diagrams(w) == 1)
        #expect(w.out.count == 2 && w.out[1].hasPrefix("LazyVGrid"))
        // Two lines, two diagrams; a line that changes nothing, none.
        let two = shell()
        two.run("add fixed 70\nadd fixed 30\nflags")
        #expect(diagrams(two) == 2)
    }

    /// Before: `auto` alone was "expected on or off at the end of the line".
    @Test func autoAloneToggles() {
        let t = shell()
        t.run("auto")
        #expect(!t.runner.policy.auto)
        #expect(t.out.last == "auto off: type 'show' to see the layout")
        t.run("auto")
        #expect(t.runner.policy.auto)
        #expect(t.out.last == "auto on: the layout is reprinted after each line that changes it")
        t.run("auto off; auto off")
        #expect(!t.runner.policy.auto)
    }

    /// Before: with auto off, undo and redo printed nothing at all.
    @Test func undoAndRedoSayWhatTheyDid() {
        let t = shell()
        t.run("auto off\nadd   fixed 70\nwidth 200; undo\nundo\nredo")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(t.out.contains("undid: width 200"))
        #expect(t.out.contains("undid: add fixed 70"))
        #expect(t.out.last == "redid: add fixed 70")
        #expect(diagrams(t) == 0)
        #expect(t.grid.items == [GridItem(.fixed(70))] && t.grid.container == 375)
        // Loads and quizzes are named too.
        let l = shell()
        l.run("auto off\nload measured-1\nundo")
        #expect(l.out.last == "undid: load measured-1")
        // A script prints nothing for undo, as before (its output is what it asks for).
        let script = Transcript()
        script.run("add fixed 70; undo")
        #expect(script.out.isEmpty)
    }

    /// Before: `open FOLDER` with several grids listed them, then reprinted the unchanged
    /// layout as if the list had loaded one.
    @Test func aFolderListedToChooseFromReprintsNothing() {
        let t = shell()
        t.run("open examples/project")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(t.stdout.contains("examples/project holds 4 grids in 3 files"))
        #expect(diagrams(t) == 0, "\(t.stdout)")
        // Choosing one loads it, and the layout is reprinted once.
        t.run("open examples/project 4")
        #expect(diagrams(t) == 1, "\(t.stdout)")
    }

    /// Before: each line of `open FOLDER`'s list was as long as its path, so the kinds
    /// zigzagged; now the places are padded and the kinds start in one column.
    @Test func aFolderListLinesUp() {
        let t = Transcript(columns: 300)
        t.run("open examples/project")
        let rows = t.stdout.split(separator: "\n").filter { $0.contains(".swift:") }
        let starts = Set(
            rows.compactMap { $0.range(of: "  LazyVGrid  ")?.lowerBound.utf16Offset(in: $0) })
        #expect(rows.count == 4 && starts.count == 1, "\(t.stdout)")
    }

    @Test func thePromptSaysTheFamily() {
        #expect(
            Shell.prompt(for: .lazyVertical) == "lazy> "
                && Shell.prompt(for: .lazyHorizontal) == "lazy> ")
        #expect(Shell.prompt(for: .eager) == "grid> ")
    }
}
