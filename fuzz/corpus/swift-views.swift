import SwiftUI

struct Cell: View {
    var size: CGFloat = 40
    var body: some View { RoundedRectangle(cornerRadius: 4).frame(width: size, height: size) }
}
struct Pair: View {
    var body: some View {
        VStack {
            Cell(); Cell(size: 20)
        }
    }
}
struct Quad: View {
    var body: some View { Pair(); Pair() }
}

struct Views: View {
    private let cols = [GridItem(.fixed(60)), GridItem(.fixed(60), alignment: .topLeading)]
    var body: some View {
        ScrollView {
            Grid(horizontalSpacing: 4, verticalSpacing: 6) {
                GridRow {
                    Cell(); Cell(size: 30).gridCellColumns(2)
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow { ForEach(0..<3) { _ in Quad() } }
            }
            LazyHGrid(rows: cols, spacing: 2) {
                ForEach(-3..<3) { i in Cell(size: CGFloat(i * i + 10)) }
                Quad()
            }
            .frame(height: 200)
        }
    }
}
