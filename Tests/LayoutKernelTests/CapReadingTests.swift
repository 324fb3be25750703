import Testing

@testable import LayoutKernel

/// A2 is contested (issue 33): the kernel lays a grid out under either reading of a capped
/// adaptive item, so the trainer can show the other one's numbers where they differ.
@Suite("A2: both readings of a capped adaptive item")
struct CapReadingTests {
    /// `[.adaptive(minimum: 50, maximum: 55), .flexible()]` at 400, the case that separates them.
    /// remaining = 400 − 8 = 392, k = 2: the adaptive item is proposed 392 / 2 = 196 and makes
    /// ⌊(196 + 8) / (50 + 8)⌋ = ⌊204 / 58⌋ = 3 tracks of (196 − 2 × 8) / 3 = 60, capped at 55.
    /// - Gives back (the model, A2): it uses 3 × 55 + 2 × 8 = 181; remaining 392 − 181 = 211,
    ///   k = 1: the flexible item is proposed 211 and takes it. Total 181 + 8 + 211 = 400.
    /// - Keeps its share (Apple's text, the Field Guide): it takes 196; remaining
    ///   392 − 196 = 196: the flexible item takes 196. Total 196 + 8 + 196 = 400.
    /// Both fill the 400, so the grid is 400 and starts at 0 either way; both rest on A2.
    @Test func theCaseThatSeparatesThem() throws {
        let grid = try LazyGrid(
            items: [GridItem(.adaptive(minimum: 50, maximum: 55)), GridItem(.flexible())],
            proposed: 400)
        let model = try grid.layout()
        let other = try grid.layout(reading: .keepsShare)
        #expect(model.reading == .givesBack && other.reading == .keepsShare)
        #expect(model.tracks.map(\.size) == [55, 55, 55, 211])
        #expect(other.tracks.map(\.size) == [55, 55, 55, 196])
        #expect(model.items[0].drawn.width == 181 && other.items[0].drawn.width == 196)
        #expect(model.items[0].drawn.givenBack == 15 && other.items[0].drawn.givenBack == 0)
        #expect(model.gridSize == 400 && other.gridSize == 400)
        // A5 too: 12 cells in 4 tracks make 3 lines, spaced by the nil line spacing's 8.
        #expect(model.assumptions == [.a2, .a5] && other.assumptions == [.a2, .a5])
        // The flexible item's offset: 181 + 8 = 189 given back, 196 + 8 = 204 kept.
        #expect(model.items[1].offset == 189 && other.items[1].offset == 204)
    }

    /// Without a cap the readings agree: `[.adaptive(minimum: 50), .flexible()]` at 400 makes 3
    /// tracks of 60 (uncapped) using all 196, and the flexible item gets 196 under both.
    @Test func withoutACapTheyAgree() throws {
        let grid = try LazyGrid(
            items: [GridItem(.adaptive(minimum: 50)), GridItem(.flexible())], proposed: 400)
        #expect(try grid.layout() == grid.layout(reading: .givesBack))
        #expect(try grid.layout().tracks == grid.layout(reading: .keepsShare).tracks)
        #expect(try grid.layout().tracks.map(\.size) == [60, 60, 60, 196])
    }
}
