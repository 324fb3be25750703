import SwiftUI

/// Four fixed tiles of `Theme.tile` in a row: 4 × 100 + 3 × 8 = 424 points, more than any
/// iPhone offers in portrait once `.padding()` takes 32.
struct ProductGrid {
    let columns = Array(repeating: GridItem(.fixed(Theme.tile), spacing: Theme.gap), count: 4)
}

extension ProductGrid: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: Theme.gap) {
                ForEach(0..<12) { _ in
                    RoundedRectangle(cornerRadius: 8).frame(height: Theme.tile)
                }
            }
            .padding()
        }
    }
}
