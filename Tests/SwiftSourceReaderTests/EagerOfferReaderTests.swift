import Testing

@testable import SwiftSourceReader

/// The reader says which of an eager Grid's offers are unspecified: a ScrollView along an axis
/// or `.fixedSize` (a fixed frame between them offers its width again).
@Suite("Swift source: eager offers")
struct EagerOfferReaderTests {
    @Test(arguments: [
        ("Grid { GridRow { Color.red } }", false, false),
        ("ScrollView(.horizontal) { Grid { GridRow { Color.red } } }", true, false),
        ("ScrollView { VStack { Grid { GridRow { Color.red } } } }", false, true),
        ("ScrollView(showsIndicators: false) { Grid { GridRow { Color.red } } }", false, true),
        ("ScrollView([.vertical, .horizontal]) { Grid { GridRow { Color.red } } }", true, true),
        ("Grid { GridRow { Color.red } }.fixedSize()", true, true),
        ("Grid { GridRow { Text(\"a\") } }.fixedSize(horizontal: false)", false, true),
        ("VStack { Grid { GridRow { Color.red } }.padding() }.fixedSize()", true, true),
        // A fixed frame between the grid and the ScrollView offers its width again.
        (
            "ScrollView(.horizontal) { Grid { GridRow { Color.red } }.frame(width: 3) }", false,
            false
        ),
    ])
    func theSourceSaysWhichOffersAreUnspecified(body: String, width: Bool, height: Bool) throws {
        let text = "struct V: View {\n    var body: some View {\n        \(body)\n    }\n}\n"
        let imported = try Source.grid(text)
        guard case .eager(let grid) = imported.model else { throw Source.Unexpected.model }
        #expect(grid.unspecifiedWidth == width, "\(body)")
        #expect(imported.unspecifiedHeight == height, "\(body)")
        #expect(!imported.notModelled.contains(".fixedSize"), "\(imported.notModelled)")
    }
}
