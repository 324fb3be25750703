import Foundation
import TestSupport
import Testing

@testable import Shell

// Notes the Swift reader gives about what it read around a grid: a cell's frame, a
// ScrollView's axes, a grid held by a property.

@Suite("Notes about a cell's frame")
struct CellFrameNoteTests {
    /// Before: "Text without a frame" for a Text with `.frame(height: 44)`. It has a frame; only
    /// its width is unknown, and the note says that.
    @Test func aTextWithAHeightFrameIsNotSaidToHaveNoFrame() throws {
        let shown = openedSwift(
            "text-frame",
            "import SwiftUI\nstruct V: View {\n    var body: some View {\n"
                + "        LazyVGrid(columns: [GridItem(.fixed(70))]) {\n"
                + "            ForEach(0..<4) { _ in Text(\"Hi\").frame(height: 44) }\n        }\n"
                + "    }\n}\n"
        )
        #expect(!shown.contains("without a frame"))
        #expect(shown.contains("Text with no frame width"), "\(shown)")
    }
}

@Suite("ScrollView's axes")
struct ScrollViewAxesTests {
    /// Found on a real file: `ScrollView(showsIndicators: false)` was read as axes `false`
    /// ("ScrollView(false) scrolls across the grid"). Only the unlabeled first argument is the
    /// axes.
    @Test func showsIndicatorsIsNotAnAxis() throws {
        let file = TemporaryFile("scroll", extension: "swift")
        let path = file.path
        func open(_ scroll: String) throws -> String {
            let source =
                "import SwiftUI\nstruct V: View {\n    var body: some View {\n        \(scroll) {\n"
                + "            LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))]) { Color.red "
                + "}\n        }\n    }\n}\n"
            #expect(FileManager.default.createFile(atPath: path, contents: Data(source.utf8)))
            let t = Transcript(columns: 200)
            t.run("open \(path)")
            return t.stdout
        }
        #expect(!(try open("ScrollView(showsIndicators: false)")).contains("scrolls across"))
        #expect(
            (try open("ScrollView(.horizontal, showsIndicators: false)")).contains(
                "ScrollView(.horizontal) scrolls across the grid"))
    }
}

@Suite("A grid held by a property")
struct GridPropertyNoteTests {
    /// Found on a real file: `var grid: some View { LazyVGrid … }` used as `grid.padding(40)`
    /// lost the padding without a word. The note says what is not read.
    @Test func modifiersWhereThePropertyIsUsedAreNamedAsNotRead() throws {
        let shown = openedSwift(
            "property",
            "import SwiftUI\nstruct V: View {\n    var body: some View { grid.padding(40) }\n"
                + "    var grid: some View { LazyVGrid(columns: [GridItem(.adaptive(minimum: "
                + "50))]) { Color.red } }\n}\n"
        )
        #expect(
            shown.contains(
                "the grid is the value of 'grid'; paddings and frames added where 'grid' is "
                    + "used are not read"
            ))
        let inBody = Transcript(columns: 200)
        inBody.run(
            "open "
                + packageRoot().appendingPathComponent("examples/swift/001-04-adaptive.swift").path
        )
        #expect(!inBody.stdout.contains("the grid is the value of"))
    }
}

/// What `open` prints for `source`, written to a temporary `gt-NAME-PID-RANDOM.swift`
/// (removed after).
func openedSwift(_ name: String, _ source: String) -> String {
    let file = TemporaryFile(name, extension: "swift")
    let path = file.path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(source.utf8)))
    let t = Transcript(columns: 200)
    t.run("open \(path)")
    return t.stdout
}
