import LayoutKernel
import TestSupport
import Testing

@testable import SwiftSourceReader
@testable import Words

/// What `code` prints, the reader reads back to the same model, for random models.
@Suite("Swift source: round trip")
struct SwiftSourceRoundTripTests {
    typealias Random = RandomModel.Random

    @Test func numbersPrintWithoutExponent() {
        let cases: [(Double, String)] = [
            (0.00001, "0.00001"), (1e16, "10000000000000000"), (1.5e-7, "0.00000015"),
            (1.2345e20, "123450000000000000000"),
            (-2.5e-8, "-0.000000025"), (33.333333, "33.333333"), (40, "40"), (-12.5, "-12.5"),
            (.infinity, ".infinity"),
        ]
        for (value, text) in cases {
            #expect(SwiftCode.number(value) == text)
            #expect(Double(text) == value || value.isInfinite)
        }
    }

    @Test(arguments: 0..<4)
    func lazyModelsReadBack(seed: UInt64) throws {
        var random = Random(state: seed)
        var contents = 0
        var checked = 0
        defer { #expect(checked >= 25, "only \(checked) of 50 random models were valid") }
        for _ in 0..<50 {
            let grid = RandomModel.lazy(&random)
            guard (try? grid.validate()) != nil else { continue }
            checked += 1
            contents += grid.cellContents.count
            let code = SwiftCode.source(for: grid)
            // The screen is the session's, not the code's: the container is set as loading does.
            var read = try Source.lazy(code)
            read.container = grid.container
            #expect(read == grid, "\(code)")
            if read != grid { return }
        }
        #expect(contents > 10, "too few random cells with their own size")
    }

    @Test(arguments: 0..<4)
    func eagerModelsReadBack(seed: UInt64) throws {
        var random = Random(state: seed)
        var checked = 0
        defer { #expect(checked >= 25, "only \(checked) of 50 random models were valid") }
        for _ in 0..<50 {
            let grid = RandomModel.eager(&random)
            guard (try? grid.validate()) != nil else { continue }
            checked += 1
            let code = SwiftCode.source(for: grid)
            let imported = try Source.grid(code)
            guard case .eager(var read) = imported.model else { throw Source.Unexpected.model }
            // The container is the session's screen, set as loading does; the height only
            // says whether it is offered (the code's ScrollView).
            #expect(imported.unspecifiedHeight == (grid.containerHeight == nil), "\(code)")
            (read.container, read.containerHeight) = (grid.container, grid.containerHeight)
            #expect(read == grid, "\(code)")
            if read != grid { return }
        }
    }
}
