import LayoutKernel
import Testing

@testable import SwiftSourceReader
@testable import Words

/// Item snippets, as `columns`/`rows`/`paste` take them.
@Suite("Swift source: item snippets")
struct SwiftSourceItemSnippetTests {
    func items(_ text: String) throws -> [GridItem] {
        try SwiftSourceReader.items(text: text, fileName: "paste")
    }

    @Test func snippets() throws {
        let two = [GridItem(.fixed(40)), GridItem()]
        #expect(try items("[GridItem(.fixed(40)), GridItem()]") == two)
        #expect(
            try items("let columns: [GridItem] = [\n    GridItem(.fixed(40)),\n    GridItem(),\n]")
                == two)
        #expect(
            try items("GridItem(.adaptive(minimum: 40), spacing: 4, alignment: .leading)") == [
                GridItem(.adaptive(minimum: 40), spacing: 4, alignment: .leading)
            ])
        #expect(
            try items("let w: CGFloat = 40\nlet columns = [GridItem(.fixed(w)), GridItem()]") == two
        )
        // What `code` prints for an array reads back.
        let original = [
            GridItem(.fixed(70), spacing: 10, alignment: .leading),
            GridItem(.flexible(minimum: 50, maximum: 120.5)),
            GridItem(.adaptive(minimum: 40, maximum: 80), spacing: 0),
        ]
        #expect(try items(SwiftCode.array(original)) == original)
        #expect(throws: SwiftSourceError.self) { try items("[GridItem(.fixed(width))]") }
    }
}
