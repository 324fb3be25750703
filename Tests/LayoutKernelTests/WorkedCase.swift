import Testing

@testable import LayoutKernel

/// A layout worked by hand from the spec's rules. Spacing is 8 unless given.
struct WorkedCase: CustomTestStringConvertible, Sendable {
    var name: String
    var items: [GridItem]
    var proposed: Double
    var alignment: GroupAlignment = .center
    var axis: GridAxis = .vertical
    var pass1: [Double]
    var grid: Double
    var drawn: [Double]
    var tracks: [Double]
    /// Track offsets from the grid's leading edge, when the case pins them.
    var offsets: [Double]? = nil
    var assumptions: [Assumption] = []

    var testDescription: String { name }
}

/// Every hand-worked case, by topic (one file each).
let workedCases: [WorkedCase] =
    fixedAndFlexibleCases + adaptiveCases + spacingAndEdgeCases + presetAndLazyHGridCases

@Suite("Worked cases")
struct WorkedCaseTests {
    @Test(arguments: workedCases)
    func matchesHandWorkedNumbers(_ c: WorkedCase) throws {
        try expectHandWorkedNumbers(c)
    }
}

/// The layout of `c` has every number worked by hand for it: pass 1, the grid, its origin, the
/// drawn widths, the tracks, their offsets (when given) and the assumptions it rests on.
func expectHandWorkedNumbers(_ c: WorkedCase) throws {
    let result = try layout(c.items, c.proposed, axis: c.axis, alignment: c.alignment)
    #expect(close(result.pass1Widths, c.pass1), "pass 1 \(result.pass1Widths)")
    #expect(close(result.gridSize, c.grid), "grid \(result.gridSize)")
    #expect(close(result.origin, (c.proposed - c.grid) / 2), "origin \(result.origin)")
    #expect(close(result.drawnWidths, c.drawn), "drawn \(result.drawnWidths)")
    #expect(close(result.trackSizes, c.tracks), "tracks \(result.trackSizes)")
    if let offsets = c.offsets {
        #expect(close(result.trackOffsets, offsets), "offsets \(result.trackOffsets)")
    }
    #expect(result.assumptions == c.assumptions)
}
