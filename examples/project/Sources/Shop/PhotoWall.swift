import SwiftUI

/// Adaptive photos, and a grid sized from the screen at run time.
struct PhotoWall: View {
    var body: some View {
        VStack {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 90), spacing: Theme.gap)]) {
                ForEach(0..<20) { _ in Color.gray.frame(height: 90) }
            }
            GeometryReader { geometry in
                LazyVGrid(columns: [GridItem(.fixed(geometry.size.width / 2))]) {
                    ForEach(0..<4) { _ in Color.blue.frame(height: 40) }
                }
            }
        }
    }
}
