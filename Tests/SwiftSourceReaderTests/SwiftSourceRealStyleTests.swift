import LayoutKernel
import Testing

@testable import SwiftSourceReader

/// How real projects write their grids (issue 23), each from a snippet written in the same
/// style: a `body` in an extension, values set from outside, values only the running app
/// knows, modifiers on a `ForEach`, a Divider that does not widen an eager Grid.
@Suite("Swift source: real projects' styles")
struct SwiftSourceRealStyleTests {
    @Test func bodyInAnExtensionSeesTheStructsStoredProperties() throws {
        let text = """
            struct Gallery {
                let columns = [GridItem(.fixed(80)), GridItem(.flexible())]
                var gap: CGFloat = 12
            }

            extension Gallery: View {
                var body: some View {
                    LazyVGrid(columns: columns, spacing: gap) {
                        ForEach(0..<6) { _ in Color.blue.frame(height: 40) }
                    }
                }
            }
            """
        let grid = try Source.lazy(text)
        #expect(grid.items == [GridItem(.fixed(80)), GridItem(.flexible())])
        #expect(grid.lineSpacing == 12)
        #expect(grid.cellCount == 6)
    }

    @Test func aViewDeclaredWithItsBodyInAnExtensionIsSizedByIt() throws {
        // Tile's body is in `extension Tile: View`; its frame gives the cells 60 × 30.
        let text = """
            struct Tile { var index: Int }
            extension Tile: View {
                var body: some View { Color.red.frame(width: 60, height: 30) }
            }
            let g = LazyVGrid(columns: [GridItem(.fixed(70))]) \
            { ForEach(0..<2) { i in Tile(index: i) } }
            """
        let grid = try Source.lazy(text)
        #expect(grid.cellContents[0] == CellContent(width: 60, height: 30))
        #expect(grid.cellContents[1] == CellContent(width: 60, height: 30))
    }

    @Test func aPropertyDeclaredWithoutAValueIsSaidSo() {
        let text = """
            struct Board: View {
                let columns: [GridItem]
                var body: some View { LazyVGrid(columns: columns) {} }
            }
            """
        let message = Source.error(text)?.description ?? ""
        #expect(
            message.hasPrefix(
                "test.swift:3:46: error: 'columns' is declared without a value (line 2); only the "
                    + "running app knows it"
            ))
        #expect(!message.contains("cannot find"))
    }

    @Test func aTypesConstantNamesTheValueAsWritten() {
        let text = "let g = LazyVGrid(columns: [GridItem(.fixed(40))], spacing: Tema.bosluk) {}"
        let message = Source.error(text)?.description ?? ""
        #expect(
            message.hasPrefix(
                "test.swift:1:61: error: cannot find 'Tema.bosluk': 'Tema' is "
                    + "declared in no file read"
            ))
        #expect(message.contains("(the LazyVGrid's spacing)"))
        #expect(!message.contains("'.bosluk'"))
    }

    @Test func aTypesConstantDeclaredInTheSourceIsRead() throws {
        // `Tema` is an enum here, and `bosluk` in an extension of it: 6.
        let text = """
            enum Tema {}
            extension Tema { static let bosluk: CGFloat = 6 }
            let g = LazyVGrid(columns: [GridItem(.fixed(40))], spacing: Tema.bosluk) {}
            """
        #expect(try Source.lazy(text).lineSpacing == 6)
    }

    @Test func anInstancesConstantIsReadFromItsType() throws {
        let declared = """
            final class GameViewModel: ObservableObject {
                let columns = [GridItem(.fixed(30)), GridItem(.fixed(30)), GridItem(.fixed(30))]
                @Published var score = 0
            }
            struct GameView: View {
                @StateObject private var viewModel = GameViewModel()
                var body: some View { LazyVGrid(columns: viewModel.columns) {} }
            }
            """
        #expect(try Source.lazy(declared).items == Array(repeating: GridItem(.fixed(30)), count: 3))
        let unknown = """
            struct GameView: View {
                @StateObject private var viewModel = GameViewModel()
                var body: some View { LazyVGrid(columns: viewModel.columns) {} }
            }
            """
        let message = Source.error(unknown)?.description ?? ""
        #expect(
            message.hasPrefix(
                "test.swift:3:46: error: cannot find 'viewModel.columns': 'GameViewModel' is "
                    + "declared in no file read"
            ))
        #expect(!message.contains("GameViewModel()"))
        let withoutValue = """
            final class GameViewModel: ObservableObject {
                @Published var columns: [GridItem]
                init(count: Int) { columns = Array(repeating: GridItem(), count: count) }
            }
            struct GameView: View {
                @ObservedObject var viewModel: GameViewModel
                var body: some View { LazyVGrid(columns: viewModel.columns) {} }
            }
            """
        let reason = Source.error(withoutValue)?.description ?? ""
        #expect(
            reason.hasPrefix(
                "test.swift:7:46: error: cannot evaluate 'viewModel.columns': 'columns' is "
                    + "declared without a value (line 2)"
            ))
    }

    @Test func aValueOnlyKnownAtRunTimeIsNamedWhole() {
        let text = """
            struct V: View {
                var body: some View {
                    GeometryReader { geometry in
                        LazyVGrid(columns: [GridItem(.fixed(geometry.size.width / 3))]) {}
                    }
                }
            }
            """
        let message = Source.error(text)?.description ?? ""
        #expect(
            message.hasPrefix(
                "test.swift:4:49: error: cannot evaluate 'geometry.size.width': 'geometry' is a "
                    + "GeometryReader's proxy, "
                    + "a value only known at run time"))
        #expect(message.contains("replace 'geometry.size.width' with a number for a what-if"))
    }

    @Test func aForEachsPaddingPadsEveryCell() throws {
        // 50 × 50 framed cells, `.padding()` on the ForEach: 16 a side (A7), 50 + 2 × 16 = 82.
        let text = """
            let g = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))]) {
                ForEach(0..<4) { _ in
                    Color.red.frame(width: 50, height: 50)
                }
                .padding()
            }
            """
        let imported = try Source.grid(text)
        guard case .lazy(let grid) = imported.model else { throw Source.Unexpected.model }
        #expect(grid.cellCount == 4)
        #expect((0..<4).allSatisfy { grid.cellContents[$0] == CellContent(width: 82, height: 82) })
        #expect(!imported.notModelled.contains(".padding"))
        // A Section's modifiers are not the cells': still said as not modelled.
        let section = try Source.grid(
            "let g = LazyVGrid(columns: [GridItem()]) { Section { Color.red.frame(height: 10) "
                + "}.padding(4) }"
        )
        #expect(section.notModelled.contains(".padding"))
    }

    @Test func anUnsizedDividerDoesNotWidenAnEagerGrid() throws {
        // Columns 50 and 60 with 8 between them: 118 wide. A plain Divider is offered the whole
        // 375 and takes it; with .gridCellUnsizedAxes(.horizontal) it is offered its columns'
        // 118 instead (the kernel models unsized axes: nothing to note, nothing left out).
        let rows = """
            GridRow {
                Color.red.frame(width: 50, height: 20)
                Color.blue.frame(width: 60, height: 20)
            }
            """
        let unsized = try Source.eager(
            "let g = Grid {\n\(rows)\nDivider().gridCellUnsizedAxes(.horizontal)\n}")
        #expect(try unsized.layout().width == 118)
        let plain = try Source.eager("let g = Grid {\n\(rows)\nDivider()\n}")
        #expect(try plain.layout().width == plain.proposed)
        let imported = try Source.grid(
            "let g = Grid {\n\(rows)\nDivider().gridCellUnsizedAxes(.horizontal)\n}")
        #expect(!imported.notes.contains { $0.contains("gridCellUnsizedAxes") })
        #expect(!imported.notModelled.contains { $0.contains("gridCellUnsizedAxes") })
    }

    @Test func notesSayWhatIsReallyUnknown() throws {
        // Strings are values: an array of them has a count (3), only the Text size is unknown.
        let emojis = try Source.grid(
            """
            let emojis = ["🙂", "😀", "🎉"]
            let g = LazyVGrid(columns: [GridItem()]) \
            { ForEach(emojis, id: \\.self) { e in Text(e) } }
            """)
        guard case .lazy(let strings) = emojis.model else { throw Source.Unexpected.model }
        #expect(strings.cellCount == 3)
        #expect(!emojis.notes.contains { $0.contains("count the reader cannot evaluate") })
        // Array(1...100) is valid Swift: 100 cells, no complaint about its argument.
        let numbers = try Source.grid(
            "let g = LazyVGrid(columns: [GridItem()]) { ForEach(Array(1...100), id: \\.self) { n "
                + "in Color.red.frame(height: 8) } }"
        )
        guard case .lazy(let counted) = numbers.model else { throw Source.Unexpected.model }
        #expect(counted.cellCount == 100)
        #expect(!numbers.notes.contains { $0.contains("unlabeled") })
        // A frame bounding the width: the note names it instead of "without a frame".
        let bounded = try Source.grid(
            "let g = LazyVGrid(columns: [GridItem()]) { ProgressView(value: "
                + "0.5).frame(maxWidth: 250) }"
        )
        #expect(!bounded.notes.contains { $0.contains("without a frame") })
        // A linear ProgressView's height is a guess (4), said as such.
        #expect(bounded.notes.contains { $0.contains("ProgressView takes the width offered") })
        let eager = try Source.grid(
            "let g = Grid { GridRow { ProgressView(value: 0.5).frame(maxWidth: 250) } }")
        // In an eager Grid the frame is modelled: the offer held between 0 and 250.
        guard case .eager(let grid) = eager.model else { throw Source.Unexpected.model }
        #expect(
            grid.rows[0].cells[0].content
                == .sized(width: .range(low: 0, high: 250), height: .fixed(4)))
        #expect(eager.notModelled.isEmpty, "\(eager.notModelled)")
    }
}
