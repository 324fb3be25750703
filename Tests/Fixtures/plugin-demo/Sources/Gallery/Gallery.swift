/// The one thing Linux compiles: SwiftUI exists only on Apple's systems, and `check` reads the
/// grid below whatever the build skips.
public enum Gallery {
    /// How many columns the gallery shows.
    public static let columns = 2
}

#if canImport(SwiftUI)
    import SwiftUI

    /// Two 200-point columns and the default spacing of 8 need 408 points: more than the
    /// 375–402 an iPhone SE, 13 mini, 14, 15 and 16 Pro offer in portrait.
    struct GalleryView: View {
        var body: some View {
            LazyVGrid(columns: [GridItem(.fixed(200)), GridItem(.fixed(200))]) {
                ForEach(0..<10) { index in
                    Text("Photo \(index)")
                }
            }
        }
    }
#endif
