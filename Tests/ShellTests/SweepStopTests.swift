import LayoutKernel
import Testing

@testable import CommandLanguage
@testable import Rendering
@testable import Shell
@testable import Teaching

/// A sweep that does not run every step says so and why, in text and in JSON.
@Suite("Sweep: stopping early is said")
struct SweepStopTests {
    // One adaptive item, minimum 10, spacing 8: at width W it makes ⌊(W + 8) / 18⌋ tracks.
    // 2000 tracks need W + 8 ≥ 36000, so W ≥ 35992; 2001 tracks need W ≥ 36010. Sweeping
    // 35900...100000 in steps of 1 lists breakpoints up to 35992 (2000 tracks) and stops at 36010,
    // the first width with more tracks than the trainer lays out (Limits.tracks = 2000).
    @Test func aSweepPastTheTrackLimitStopsAndSaysWhere() throws {
        let grid = LazyGrid(items: [GridItem(.adaptive(minimum: 10))], proposed: 375)
        let sweep = Sweep(parameter: .proposed, from: 35900, to: 100_000, step: 1, plot: false)
        let result = try SweepRunner.run(sweep, on: grid)
        #expect(result.stop == .tracks(value: 36010, count: 2001))
        #expect(result.truncated)
        #expect(!result.interrupted)
        #expect(result.rows.last?.value == 35992)
        #expect(result.rows.last?.items.first?.count == 2000)
    }

    @Test func theTextAndTheJSONSayTheSweepStopped() {
        let text = Transcript(columns: 100)
        text.run("add adaptive min 10\nsweep width 35900...100000")
        #expect(text.stdout.contains("(stopped at 36010: the grid has 2001 tracks there"))
        let json = Transcript(json: true)
        json.run("add adaptive min 10\nsweep width 35900...100000")
        let last = json.out.last ?? ""
        #expect(last.contains(#""truncated":true"#))
        #expect(last.contains(#""stop":{"reason":"track-limit","value":36010,"tracks":2001}"#))
    }

    // flexible(min 50, max 100): a minimum above 100 is refused by the model. Sweeping the
    // minimum 0...200 step 25 runs 0, 25, 50, 75, 100 and skips 125, 150, 175, 200: four
    // steps, the first at 125. At 375 the item is 100 wide throughout (proposal 375 ≥ 100),
    // so there is one breakpoint.
    @Test func refusedValuesAreCountedNotHidden() throws {
        let item = GridItem(.flexible(minimum: 50, maximum: 100))
        let grid = LazyGrid(items: [item], proposed: 375)
        let sweep = Sweep(parameter: .minimum(item: 1), from: 0, to: 200, step: 25, plot: false)
        let result = try SweepRunner.run(sweep, on: grid)
        #expect(result.refused == 4)
        #expect(result.firstRefused == 125)
        #expect(result.stop == nil)
        #expect(result.rows.count == 1)
        let text = Transcript()
        text.run("add flexible min 50 max 100\nsweep 1 min 0...200 step 25")
        #expect(
            text.stdout.contains(
                "(skipped 4 steps whose value the model refuses, the first at 125)"))
    }

    // Within the limits nothing is said: 0...400 step 1 on the same item is 401 steps, all
    // laid out (at most ⌊408 / 18⌋ = 22 tracks).
    @Test func aCompleteSweepSaysNothingExtra() throws {
        let grid = LazyGrid(items: [GridItem(.adaptive(minimum: 10))], proposed: 375)
        let result = try SweepRunner.run(
            Sweep(parameter: .proposed, from: 0, to: 400, step: 1, plot: false), on: grid)
        #expect(result.stop == nil)
        #expect(result.refused == 0)
        #expect(TextRenderer.sweepEnding(result).isEmpty)
    }
}
