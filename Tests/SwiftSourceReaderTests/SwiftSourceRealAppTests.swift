import Foundation
import LayoutKernel
import Testing

@testable import SwiftSourceReader

/// Valid Swift that real apps write and the reader used to read wrong (issue 30): the
/// `[GridItem]` initializer spelled `.init(repeating:count:)`, controls whose label is the cell
/// (and whose destination, action or items are not), notes that name another file by
/// `file:line`, and Swift's own types never called "declared in no file read".
@Suite("Reading: what real apps write")
struct SwiftSourceRealAppTests {
    @Test func theArrayInitializerInEverySpelling() throws {
        for columns in [
            ".init(repeating: .init(.flexible()), count: n)",
            ".init(repeating: GridItem(), count: n)",
            "Array(repeating: .init(.flexible()), count: n)",
            "[GridItem](repeating: .init(.flexible()), count: n)",
            "Array<GridItem>(repeating: .init(), count: n)",
        ] {
            let text = """
                struct Gallery: View {
                    let n = 3
                    private let columns: [GridItem] = \(columns)
                    var body: some View { LazyVGrid(columns: columns) {} }
                }
                """
            #expect(
                try Source.lazy(text).items == [GridItem(), GridItem(), GridItem()], "\(columns)")
        }
        // Straight in the call, the grid's parameter gives the type.
        #expect(
            try Source.items(".init(repeating: .init(.fixed(40), spacing: 4), count: 2)")
                == Array(repeating: GridItem(.fixed(40), spacing: 4), count: 2))
    }

    /// Each control drawn as its label, in both spellings; a destination (900 × 900 here) is
    /// never sized, and a title alone is text of no known size.
    @Test func controlsAreTheirLabelsNeverTheirDestinations() throws {
        let text = """
            struct V: View {
                var body: some View {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                        ForEach(0..<1) { i in
                            NavigationLink { Color.red.frame(width: 900, height: 900) } label: {
                                Color.blue.frame(width: 60, height: 70)
                            }
                            NavigationLink(destination: Color.red.frame(width: 900, height: 900)) {
                                Color.blue.frame(width: 61, height: 71)
                            }
                            NavigationLink(value: i) { Color.blue.frame(width: 62, height: 72) }
                            Button { print(i) } label: { Color.blue.frame(width: 63, height: 73) }
                            Button(action: {}) { Color.blue.frame(width: 64, height: 74) }
                            Menu { Color.red.frame(width: 900, height: 900) } label: {
                                Color.blue.frame(width: 65, height: 75)
                            }
                            Button("Buy") { Color.red.frame(width: 900, height: 900) }
                            Menu(content: { Color.red.frame(width: 900) }, label: {
                                Color.blue.frame(width: 66, height: 76)
                            })
                            NavigationLink(destination: Color.red) {
                                HStack { Color.blue.frame(width: 67, height: 77) }
                            }
                            .buttonStyle(.plain)
                        }
                    }
                }
            }
            """
        let imported = try Source.grid(text)
        guard case .lazy(let grid) = imported.model else { throw Source.Unexpected.model }
        #expect(grid.cellCount == 9)
        #expect(
            (0..<9).map { grid.cellContents[$0] } == [
                CellContent(width: 60, height: 70), CellContent(width: 61, height: 71),
                CellContent(width: 62, height: 72), CellContent(width: 63, height: 73),
                CellContent(width: 64, height: 74), CellContent(width: 65, height: 75), nil,
                CellContent(width: 66, height: 76), CellContent(width: 67, height: 77),
            ])
        #expect(imported.messages.contains { $0.contains("cell 7: Button with a text title") })
        #expect(!imported.messages.joined().contains("900"))
    }

    @Test func swiftsOwnTypesAreNeverDeclaredInNoFile() {
        for (declarations, spacing, type) in [
            ("let title: String", "CGFloat(title.count)", "String"),
            ("", "UIScreen.main.bounds.width / 10", "UIScreen"),
        ] {
            let text = """
                struct V: View {
                    \(declarations)
                    var body: some View { LazyVGrid(columns: [GridItem()], spacing: \(spacing)) {} }
                }
                """
            let message = Source.error(text).map { "\($0)" } ?? ""
            #expect(
                message.contains("a value of \(type), a type of Swift or Apple's"), "\(message)")
            #expect(!message.contains("declared in no file read"), "\(message)")
        }
    }
}
