import LayoutKernel
import Testing

@testable import SwiftSourceReader

/// The evaluator, one construct of the spec at a time; each expected value is worked by hand.
@Suite("Swift source: values")
struct SwiftSourceValueTests {
    @Test func literals() throws {
        #expect(try Source.number("40") == 40)
        #expect(try Source.number("40.5") == 40.5)
        #expect(try Source.number("1_000") == 1000)
        #expect(try Source.number("0x10") == 16)
        #expect(try Source.number("1e3") == 1000)
        // .flexible(maximum: .infinity) and CGFloat.infinity are the same unbounded maximum.
        #expect(
            try Source.items("[GridItem(.flexible(minimum: 20, maximum: .infinity))]") == [
                GridItem(.flexible(minimum: 20))
            ])
        #expect(
            try Source.items("[GridItem(.adaptive(minimum: 20, maximum: CGFloat.infinity))]") == [
                GridItem(.adaptive(minimum: 20))
            ])
        // spacing: nil and alignment: nil are SwiftUI's defaults, kept as nil.
        #expect(
            try Source.items("[GridItem(.fixed(1), spacing: nil, alignment: nil)]") == [
                GridItem(.fixed(1))
            ])
    }

    @Test func arithmetic() throws {
        #expect(try Source.number("CGFloat(3) + Double(4)") == 7)
        #expect(try Source.number("2 + 3 * 4") == 14)  // * binds tighter
        #expect(try Source.number("(2 + 3) * 4") == 20)
        #expect(try Source.number("10 - 4 - 3") == 3)  // left to right
        #expect(try Source.number("-(5) + 10") == 5)
        // Literals in a CGFloat context divide exactly.
        #expect(try Source.number("150 / 4") == 37.5)
        #expect(try Source.number("cols / 4", "let cols: Int = 10") == 2)  // an Int divides whole
        #expect(try Source.number("CGFloat(cols - 1)", "let cols: Int = 6") == 5)
        #expect(try Source.number("min(30, 20) + max(1, 2)") == 22)
        #expect(try Source.number("sqrt(16)") == 4)
        // The honeycomb width.
        #expect(try Source.number("(150 / 2) * cos(.pi / 6) * 2") == 75 * 3.0.squareRoot())
        #expect(try Source.number("sin(0) + 1") == 1)
        #expect(try Source.number("true ? 3 : 4") == 3)
        #expect(try Source.number("7 % 3 == 1 ? 10 : 20") == 10)
    }

    @Test func constants() throws {
        // let, var, private, static, @State (with a note), computed properties, CGSize members.
        #expect(try Source.number("w", "let w: CGFloat = 12") == 12)
        #expect(try Source.number("w", "private var w = 13.0") == 13)
        let type = "struct Layout { static let gap: CGFloat = 6 }"
        #expect(try Source.number("Layout.gap", type) == 6)
        #expect(
            try Source.number(
                "size.width + size.height", "let size = CGSize(width: 150, height: 50)") == 200)
        #expect(
            try Source.number(
                "half",
                "let size = CGSize(width: 150, height: 50)\nvar half: CGFloat { size.width / 2 }")
                == 75)
        #expect(try Source.number("half", "var half: CGFloat { get { 9 } }") == 9)
        let state = """
            struct V: View {
                @State private var gridWidth: CGFloat = 800
                var body: some View { LazyVGrid(columns: [GridItem(.fixed(gridWidth))]) {} }
            }
            """
        let imported = try Source.grid(state)
        guard case .lazy(let grid) = imported.model else { throw Source.Unexpected.model }
        #expect(grid.items == [GridItem(.fixed(800))])
        #expect(imported.notes.contains { $0.contains("@State gridWidth = 800") })
    }

    @Test func functionsDeclaredInTheSource() throws {
        #expect(try Source.number("twice(4)", "func twice(_ x: CGFloat) -> CGFloat { x * 2 }") == 8)
        #expect(
            try Source.number(
                "pick(1)",
                "func pick(_ i: Int) -> CGFloat { if i == 1 { return 5 } else { return 6 } }") == 5)
        #expect(
            try Source.number(
                "pick(2)",
                "func pick(_ i: Int) -> CGFloat { switch i { case 1: 5 \n case 2, 3: 7 \n"
                    + " default: 9 } }"
            ) == 7)
        #expect(
            try Source.number(
                "width(of: 3)",
                "func width(of n: Int, gap: CGFloat = 1) -> CGFloat { CGFloat(n) * 10 + gap }")
                == 31)
    }

    @Test func everyGridItemSpelling() throws {
        // GridItem() is .flexible(minimum: 10, maximum: .infinity), spacing nil, alignment nil.
        #expect(
            try Source.items("[GridItem()]") == [
                GridItem(.flexible(minimum: 10, maximum: .infinity))
            ])
        #expect(try Source.items("[GridItem(.fixed(40))]") == [GridItem(.fixed(40))])
        #expect(try Source.items("[GridItem(GridItem.Size.fixed(40))]") == [GridItem(.fixed(40))])
        #expect(
            try Source.items("[.init(.flexible(), spacing: 0)]") == [
                GridItem(.flexible(), spacing: 0)
            ])
        #expect(
            try Source.items("[GridItem.init(.adaptive(minimum: 30))]") == [
                GridItem(.adaptive(minimum: 30))
            ])
        #expect(try Source.items("[GridItem(spacing: 4)]") == [GridItem(spacing: 4)])
        #expect(try Source.items("[GridItem(alignment: .top)]") == [GridItem(alignment: .top)])
        #expect(
            try Source.items(
                "[GridItem(.flexible(maximum: 40), alignment: Alignment.bottomTrailing)]")
                == [GridItem(.flexible(minimum: 10, maximum: 40), alignment: .bottomTrailing)])
        #expect(
            try Source.items("[GridItem(.flexible(minimum: 5))]") == [
                GridItem(.flexible(minimum: 5))
            ])
        #expect(
            try Source.items(
                "[GridItem(.adaptive(minimum: 5, maximum: 9), spacing: 2, alignment: .leading)]")
                == [GridItem(.adaptive(minimum: 5, maximum: 9), spacing: 2, alignment: .leading)])
        #expect(
            try Source.items("[GridItem(alignment: .init(horizontal: .leading, vertical: .top))]")
                == [GridItem(alignment: .topLeading)])
        #expect(
            try Source.items("[GridItem(size)]", "let size = GridItem.Size.fixed(12)") == [
                GridItem(.fixed(12))
            ])
    }

    @Test func arrays() throws {
        let three = [GridItem](repeating: GridItem(.fixed(10)), count: 3)
        #expect(try Source.items("Array(repeating: GridItem(.fixed(10)), count: 3)") == three)
        #expect(try Source.items("[GridItem](repeating: GridItem(.fixed(10)), count: 3)") == three)
        #expect(try Source.items("Array(repeating: .init(.fixed(10)), count: 3)") == three)
        #expect(
            try Source.items("[GridItem(.fixed(1))] + [GridItem(.fixed(2))]") == [
                GridItem(.fixed(1)), GridItem(.fixed(2)),
            ])
        #expect(
            try Source.items("columns", "let columns: [GridItem] = [GridItem(), GridItem()]") == [
                GridItem(), GridItem(),
            ])
        #expect(try Source.items("[]") == [])
    }

    /// Swift source: no label and `alignment: nil` are nil; `.center` stays center.
    @Test func swiftSourceKeepsNilApartFromCenter() throws {
        let items = try Source.items(
            "[GridItem(.fixed(1)), GridItem(.fixed(2), alignment: nil), "
                + "GridItem(.fixed(3), alignment: .center)]"
        )
        #expect(items.map(\.alignment) == [nil, nil, .center])
    }
}
