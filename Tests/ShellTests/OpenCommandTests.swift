import Foundation
import LayoutKernel
import TestSupport
import Testing

@testable import Shell

/// `open FILE.swift [N]`, `paste` and `gridtrainer FILE.swift` end to end: the grid loads as
/// one undoable edit with its container chain, and every error leaves the model as it was.
@Suite("Open and paste Swift source")
struct OpenCommandTests {
    /// A temporary `gt-open-NAME-PID-RANDOM.swift` holding `text`, removed after the test.
    func file(_ name: String, _ text: String) throws -> TemporaryFile {
        let file = TemporaryFile("open-\(name)", extension: "swift")
        try text.write(to: file.url, atomically: true, encoding: .utf8)
        return file
    }

    // The seed's anatomy grid in .padding(20).frame(width: 700): its three columns, as the
    // article draws them, are 100 · 250 · 150 (SwiftSourceExampleTests works them through).
    @Test func openLoadsTheGridAndSaysWhatItRead() throws {
        let t = Transcript()
        t.run("open examples/swift/000-1-anatomy.swift\nexpect widths 100 250 150")
        #expect(t.err.isEmpty, "\(t.err)")
        // The frame stays on the default screen, and is said to be wider than it: 700 − 375 = 325.
        let said =
            t.out.first?.replacingOccurrences(of: "\n  ", with: " ").replacingOccurrences(
                of: "\n", with: " ") ?? ""
        #expect(
            said.hasPrefix(
                "LazyVGrid of examples/swift/000-1-anatomy.swift (line 11): default screen 375 → "
                    + ".padding(20) → .frame(width: 700) → 700 offered"
            ))
        #expect(said.contains("note: .frame(width: 700) is 325 wider than the screen (700 > 375)"))
        #expect(t.out.contains { $0.contains("not modelled: .border, .overlay, .fill") })
        t.run("undo")
        #expect(t.grid.items.isEmpty)
    }

    @Test func severalGridsNeedANumber() throws {
        let two = try file(
            "two",
            "let a = LazyVGrid(columns: [GridItem(.fixed(70))]) {}\n"
                + "let b = LazyHGrid(rows: [GridItem(.fixed(40)), GridItem()]) {}\n"
        )
        let path = two.path
        let t = Transcript(keepGoing: true)
        #expect(t.run("open \(path)") == .failed)
        #expect(
            t.err.first?.contains("LazyVGrid") == true && t.err.first?.contains("LazyHGrid") == true
        )
        #expect(t.grid.items.isEmpty)
        t.run("open \(path) 2")
        #expect(t.grid.axis == .horizontal && t.grid.items.count == 2)
        #expect(t.run("open \(path) 3") == .failed)
        #expect(t.run("open \(path) 0") == .failed)
    }

    /// Before: `open` said a Grid in `ScrollView(.horizontal)` was offered the screen's 375,
    /// while the layout's own header said its width was unspecified.
    @Test func aGridInAScrollViewIsSaidToBeOfferedNoWidth() throws {
        let scroll = try file(
            "scroll",
            "struct V: View {\n    var body: some View {\n        ScrollView(.horizontal) {\n"
                + "            Grid { GridRow { Color.red.frame(width: 50, height: 50) } }\n"
                + "        }\n    }\n}\n")
        let t = Transcript(columns: 300)
        t.run("open \(scroll.path)")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(
            t.out.first
                == "Grid of \(scroll.path) (line 4): width unspecified (ScrollView(.horizontal))",
            "\(t.out)")
    }

    @Test func errorsNameTheFileAndLeaveTheModel() throws {
        let t = Transcript(keepGoing: true)
        t.run("add fixed 9")
        let brokenFile = try file(
            "broken", "let g = LazyVGrid(columns: [GridItem(.fixed(w))]) {}\n")
        let emptyFile = try file("empty", "\n")
        let (broken, empty) = (brokenFile.path, emptyFile.path)
        let bytes = TemporaryFile("open-latin1", extension: "swift")
        try Data([0x6C, 0x65, 0x74, 0x20, 0xE9, 0x0A]).write(to: bytes.url)
        // A folder is a project (issue 23): one without Swift files is an error.
        let folder = try TemporaryFolder("open-folder")
        t.run(
            "open /no/such.swift\nopen \(broken)\nopen \(empty)\nopen \(bytes.path)\n"
                + "open \(folder.path)"
        )
        #expect(t.err.count == 5)
        #expect(
            t.err[0]
                == "error: cannot open '/no/such.swift': No such file or directory; expected a "
                + "SwiftUI source file"
        )
        #expect(t.err[1].contains("\(broken):1:") && t.err[1].contains("'w'"))
        #expect(t.err[2].contains("empty"))
        #expect(t.err[3].contains("UTF-8"))
        #expect(
            t.err.count < 5
                || t.err[4].contains("no LazyVGrid, LazyHGrid or Grid in its 0 Swift files"))
        #expect(t.grid.items == [GridItem(.fixed(9))])
    }

    // A pasted view with a blank line inside its struct is read whole; `end` also ends it.
    @Test func pasteReadsAWholeView() throws {
        let t = Transcript()
        t.run(
            """
            paste
            struct V: View {
                let columns = Array(repeating: GridItem(.flexible(), spacing: 0), count: 3)

                var body: some View {
                    LazyVGrid(columns: columns, spacing: 20) { ForEach(0..<6) { _ in Color.red } }
                        .frame(width: 300)
                }
            }

            expect widths 100 100 100
            """)
        #expect(t.err.isEmpty, "\(t.err)")
        // The frame stays in the chain on the default 375 screen: 300 offered, 3 × 100.
        #expect(
            t.grid.lineSpacing == 20 && t.grid.container == 375 && t.grid.proposed == 300
                && t.grid.cellCount == 6)
        // An array alone replaces the items and keeps the chain: the frame still offers 300, so
        // fixed 70 leaves 300 − 70 − 8 = 222 for adaptive 40: ⌊230/48⌋ = 4 tracks of 49.5.
        t.run(
            "paste\n[GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]\nend\nwidth 200\n"
                + "expect widths 70 49.5 49.5 49.5 49.5"
        )
        // Without the frame the 200 screen decides: 200 − 78 = 122, ⌊130/48⌋ = 2 tracks of 57.
        t.run("frame none\nexpect widths 70 57 57")
        #expect(t.err.isEmpty, "\(t.err)")
    }

    @Test func theProgramOpensASwiftFileGivenOnItsCommandLine() throws {
        let result = try runTrainer(["--no-color", "examples/swift/000-1-anatomy.swift"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("LazyVGrid · default screen 375 → .padding(20) →"))
        #expect(result.stdout.contains("1    fixed 100"))
        let missing = try runTrainer(["no-such.swift"])
        #expect(missing.status == 1 && missing.stderr.contains("cannot open 'no-such.swift'"))
    }
}
