// "Impossible Grids with SwiftUI" (seed 000): The Impossible Begins, a cell spanning two columns.
// As printed.
struct ColSpanExample1: View {
    var body: some View {
        let gridItems = [GridItem(.fixed(150), spacing: 10, alignment: .leading),
                         GridItem(.fixed(150), spacing: 10, alignment: .leading),
                         GridItem(.fixed(150), spacing: 10, alignment: .leading)]

        LazyVGrid(columns: gridItems, spacing: 10) {
            ForEach(0..<8) { idx in
                
                Image("\(idx % 15)")
                    .resizable()
                    .frame(width: idx == 4 ? 310 : 150, height: 150)
                
                if idx == 4 { Color.clear }
                
            }
        }
        .frame(width: 470)
    }
}
