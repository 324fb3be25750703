import Foundation
import LayoutKernel
import TestSupport
import Testing

@testable import Files
@testable import Shell

/// Issue 29: an eager Grid read from Swift source whose cells rest on the reader's guesses
/// (a Text's estimate S2, a control's height S1) says so among the assumptions `widths`, `show`
/// and JSON print, and raises no flag on them.
@Suite("Eager Grid: guessed sizes are named, never flagged")
struct EagerGuessTests {
    /// "Name" is 34 wide and "Email" 42.5 (S2): column 1 is 42.5 and the Email label fills it,
    /// so `.gridColumnAlignment(.leading)` would look hidden; it is not, in SwiftUI, once the
    /// real glyphs are narrower. No flag may say so.
    static let form = """
        struct Form: View {
            @State var name = ""
            var body: some View {
                Grid {
                    GridRow {
                        Text("Name").gridColumnAlignment(.leading)
                        TextField("Name", text: $name)
                    }
                    GridRow {
                        Text("Email")
                        TextField("Email", text: $name)
                    }
                }
            }
        }
        """

    func opened(json: Bool) throws -> (Transcript, TemporaryFile) {
        let file = TemporaryFile("form", extension: "swift")
        try Self.form.write(toFile: file.path, atomically: true, encoding: .utf8)
        let t = Transcript(json: json, columns: 120)
        t.run("open \(file.path)")
        return (t, file)
    }

    @Test func widthsAndShowNameTheGuessesAndRaiseNoFlag() throws {
        let (t, file) = try opened(json: false)
        _ = file
        #expect(t.runner.session.eagerGrid.rows[1].cells[0].guessedWidth == .s2)
        t.run("widths")
        t.run("show")
        #expect(t.stdout.contains("depends on assumptions:"), "\(t.stdout)")
        for guess in ["S1", "S2"] { #expect(t.stdout.contains("  \(guess) a cell's length")) }
        #expect(!t.stdout.contains("hidden-alignment"), "\(t.stdout)")
        // Sizes typed for every cell end their guesses: the flag is the model's again (the
        // Email label, 42.5 × 22, fills its 42.5 × 22 slot), and no guess is named.
        let typed = t.out.count
        t.run(
            "row 1 cell 1 size 34x22; row 2 cell 1 size 42.5x22; row 1 cell 2 size fillx22; "
                + "row 2 cell 2 size fillx22; show")
        #expect(t.runner.session.eagerGrid.rows[1].cells[0].guessedWidth == nil)
        let after = t.out[typed...].joined(separator: "\n")
        #expect(after.contains("hidden-alignment"), "\(after)")
        #expect(!after.contains("S2"), "\(after)")
    }

    @Test func jsonNamesTheGuesses() throws {
        let (t, file) = try opened(json: true)
        _ = file
        t.run("widths")
        #expect(t.stdout.contains(#""assumptions":["S1","S2"]"#), "\(t.stdout)")
    }

    @Test func saveAndLoadKeepTheGuesses() throws {
        let (t, file) = try opened(json: false)
        _ = file
        let model = t.runner.session.model
        let text = LayoutFile.text(for: model)
        #expect(text.contains("guessedWidth S2 guessedHeight S2"), "\(text)")
        #expect(text.contains("guessedHeight S1"), "\(text)")
        let lines = LayoutFile.lines(for: model).enumerated().map {
            (number: $0.offset + 1, text: $0.element)
        }
        #expect(try LayoutFileReader.model(lines) == model)
    }
}
