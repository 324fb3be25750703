import LayoutKernel
import TestSupport
import Testing

@testable import GridModel

/// `ValidModel` lays a grid out only when asked, unless its cheap bound says the grid might
/// make more tracks than the trainer draws: the bound must never be below the real count.
@Suite("Valid model")
struct ValidModelTests {
    @Test func theTrackBoundIsNeverBelowTheRealCount() throws {
        var generator = SeededRandom(state: 0x6772_6964)
        for _ in 0..<3000 {
            var grid = LazyGrid(proposed: Double(generator.next() % 2000))
            for _ in 0..<Int(generator.next() % 6 + 1) {
                let a = Double(generator.next() % 300) / 4
                let spacing = generator.next() % 3 == 0 ? Double(generator.next() % 20) : nil
                switch generator.next() % 3 {
                case 0: grid.items.append(GridItem(.fixed(a), spacing: spacing))
                case 1:
                    grid.items.append(
                        GridItem(.flexible(minimum: a, maximum: .infinity), spacing: spacing))
                default: grid.items.append(GridItem(.adaptive(minimum: a + 0.25), spacing: spacing))
                }
            }
            let layout = try grid.layout()
            #expect(ValidModel.trackBound(grid) >= Double(layout.trackCount), "\(grid)")
        }
    }

    // adaptive(minimum: 0.1) at 1,000,000 would make ~120,000 tracks: the bound sends it to a
    // real layout, which counts them and refuses the model.
    @Test func tooManyTracksAreRefusedAtCommit() {
        var session = Session()
        #expect(throws: EditError.self) {
            var next = Model()
            next.lazy.items = [GridItem(.adaptive(minimum: 0.1))]
            next.screen = Screen(width: 1_000_000, height: 667)
            try session.apply(.model(.replace(next)))
        }
        #expect(session.lazyGrid.items.isEmpty)
    }
}
