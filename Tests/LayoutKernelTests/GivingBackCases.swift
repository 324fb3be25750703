import Testing

@testable import LayoutKernel

/// Worked cases of the revised spec: a capped adaptive item uses only `count·max + (count − 1)·s`
/// and gives the rest of its share back to the items after it (A2); what none takes is slack of
/// the group, placed by the grid's alignment (A4). Also the two newly cited measurements.
/// Spacing is 8 unless given; every number is worked by hand in the comment.
let givingBackCases: [WorkedCase] = [
    // Issue example 1. remaining 400, k 1: proposed 400; ⌊408/108⌋ = 3 tracks of
    // (400 − 16)/3 = 128 > 120 → capped at 120: uses 3 × 120 + 2 × 8 = 376, 24 back, nobody after.
    // total₁ 376 < 400 → G = 400 (A1); slack 24, centred 12 (A4): 12, 140, 268.
    // The old model (slack kept in the item) drew 0, 128, 256.
    WorkedCase(
        name: "issue 1: adaptive 100…120 at 400, centred", items: [adaptive(100, max: 120)],
        proposed: 400,
        pass1: [376], grid: 400, drawn: [376], tracks: [120, 120, 120], offsets: [12, 140, 268],
        assumptions: [.a1, .a2, .a4]),
    // Same, trailing: all 24 before the group: 24, 152, 280.
    WorkedCase(
        name: "adaptive 100…120 at 400, trailing", items: [adaptive(100, max: 120)], proposed: 400,
        alignment: .trailing, pass1: [376], grid: 400, drawn: [376], tracks: [120, 120, 120],
        offsets: [24, 152, 280], assumptions: [.a1, .a2, .a4]),
    // Issue example 2. remaining 400 − 8 = 392, k 2: adaptive proposed 196; ⌊204/58⌋ = 3 tracks of
    // (196 − 16)/3 = 60 > 55 → 55: uses 165 + 16 = 181, 15 back. remaining 392 − 181 = 211, k 1:
    // the flexible item is proposed 211 → 211 (the old model: 196). total 181 + 8 + 211 = 400.
    // Offsets 0, 63, 126, then 126 + 55 + 8 = 189.
    WorkedCase(
        name: "issue 2: adaptive 50…55 then flexible at 400",
        items: [adaptive(50, max: 55), flexible()],
        proposed: 400, pass1: [181, 211], grid: 400, drawn: [181, 211], tracks: [55, 55, 55, 211],
        offsets: [0, 63, 126, 189], assumptions: [.a2]),
    // Measured (objc.io quiz 2). remaining 192, k 2: flexible proposed 96 < 140 → 140;
    // remaining 52, k 1: adaptive 52, ⌊60/78⌋ = 0 → one track of 52, under its minimum 70.
    // total 140 + 8 + 52 = 200 = P → G = 200, no assumption.
    WorkedCase(
        name: "measured: flexible 140 + adaptive 70 at 200 (objc.io quiz 2)",
        items: [flexible(min: 140), adaptive(70)],
        proposed: 200, pass1: [140, 52], grid: 200, drawn: [140, 52], tracks: [140, 52],
        offsets: [0, 148]),
    // Measured (Thinking in SwiftUI, 2023). remaining 200 − 10 = 190, k 2: 95 ≥ 60 → 95;
    // remaining 95 < 120 → 120. total₁ 95 + 10 + 120 = 225 > 200 → G = 225, origin
    // (200 − 225)/2 = −12.5. Pass 2: remaining 215: 107.5; remaining 107.5 → 120. Offsets 0, 117.5.
    WorkedCase(
        name: "measured: flexible 60 spacing 10 + flexible 120 at 200 (Thinking in SwiftUI)",
        items: [flexible(min: 60, spacing: 10), flexible(min: 120)], proposed: 200,
        pass1: [95, 120], grid: 225,
        drawn: [107.5, 120], tracks: [107.5, 120], offsets: [0, 117.5]),
    // Capped then fixed. remaining 200 − 8 − 70 = 122, k 1: ⌊130/48⌋ = 2 tracks of 57 > 50 → 50:
    // uses 108, 14 back; the fixed item takes nothing from the pool. total 108 + 8 + 70 = 186 < 200
    // (A1): slack 14, centred 7: 7, 65, then 7 + 108 + 8 = 123.
    WorkedCase(
        name: "capped adaptive then fixed", items: [adaptive(40, max: 50), fixed(70)],
        proposed: 200,
        pass1: [108, 70], grid: 200, drawn: [108, 70], tracks: [50, 50, 70], offsets: [7, 65, 123],
        assumptions: [.a1, .a2, .a4]),
    // Two capped items. remaining 392, k 2: item 1 196 → 3 × 55 (uses 181); remaining 211, k 1:
    // item 2 211, ⌊219/58⌋ = 3 tracks of (211 − 16)/3 = 65 > 55 → uses 181; 30 left.
    // total 181 + 8 + 181 = 370 < 400: slack 30, centred 15: 15, 78, 141, 204, 267, 330.
    WorkedCase(
        name: "two capped adaptive items", items: [adaptive(50, max: 55), adaptive(50, max: 55)],
        proposed: 400,
        pass1: [181, 181], grid: 400, drawn: [181, 181], tracks: Array(repeating: 55, count: 6),
        offsets: [15, 78, 141, 204, 267, 330], assumptions: [.a1, .a2, .a4]),
    // What is given back makes a later adaptive item one track richer. remaining 292, k 2:
    // item 1 146, ⌊154/108⌋ = 1 track of 146 > 100 → 100, 46 back; remaining 192: item 2
    // ⌊200/58⌋ = 3 tracks of (192 − 16)/3 = 58.667 (the old model: 146 → 2 tracks of 69).
    // total 100 + 8 + 192 = 300. Offsets 0, 108, 174.667, 241.333.
    WorkedCase(
        name: "given-back width adds a track to the next adaptive item",
        items: [adaptive(100, max: 100), adaptive(50)],
        proposed: 300, pass1: [100, 192], grid: 300, drawn: [100, 192],
        tracks: [100, 176 / 3, 176 / 3, 176 / 3],
        offsets: [0, 108, 108 + 176 / 3 + 8, 108 + 352 / 3 + 16], assumptions: [.a2]),
    // Capped in both passes, with overflow. Pass 1: remaining 192, k 2: adaptive 96, ⌊104/48⌋ = 2
    // tracks of 44 > 40 → uses 88; remaining 104 < 200 → 200. total₁ 88 + 8 + 200 = 296 > 200 →
    // G = 296. Pass 2: remaining 288: adaptive 144, ⌊152/48⌋ = 3 tracks of 42.667 > 40 → uses 136;
    // remaining 152 → 200. Drawn 136 · 200 (344, past the grid). Offsets 0, 48, 96, 144.
    WorkedCase(
        name: "capped adaptive before a flexible minimum: second pass",
        items: [adaptive(40, max: 40), flexible(min: 200)],
        proposed: 200, pass1: [88, 200], grid: 296, drawn: [136, 200], tracks: [40, 40, 40, 200],
        offsets: [0, 48, 96, 144], assumptions: [.a2]),
    // Capped with its own spacing 2: ⌊302/32⌋ = 9 tracks of (300 − 16)/9 = 31.556 > 31 → uses
    // 9 × 31 + 8 × 2 = 295; slack 5, leading: 0, 33, 66, …
    WorkedCase(
        name: "capped adaptive with its own spacing, leading",
        items: [adaptive(30, max: 31, spacing: 2)],
        proposed: 300, alignment: .leading, pass1: [295], grid: 300, drawn: [295],
        tracks: Array(repeating: 31, count: 9), offsets: (0..<9).map { Double($0) * 33 },
        assumptions: [.a1, .a2, .a4]),
    // LazyHGrid (A6), bottom: 3 rows of 120 use 376 of 400; all 24 above: 24, 152, 280.
    WorkedCase(
        name: "LazyHGrid: capped adaptive rows aligned bottom", items: [adaptive(100, max: 120)],
        proposed: 400,
        alignment: .trailing, axis: .horizontal, pass1: [376], grid: 400, drawn: [376],
        tracks: [120, 120, 120],
        offsets: [24, 152, 280], assumptions: [.a1, .a2, .a4, .a6]),
]

@Suite("Worked cases: a capped adaptive item gives width back")
struct GivingBackTests {
    @Test(arguments: givingBackCases)
    func matchesHandWorkedNumbers(_ c: WorkedCase) throws {
        try expectHandWorkedNumbers(c)
    }

    /// The old rule kept a capped item's unused width inside it: the flexible item of issue
    /// example 2 would be 196 and the tracks of example 1 would start at 0. Both fail here.
    @Test func theOldRuleIsGone() throws {
        let two = try layout([adaptive(50, max: 55), flexible()], 400)
        #expect(two.items[1].drawn.width == 211 && two.items[1].drawn.width != 196)
        #expect(two.items[0].drawn.share == 196 && two.items[0].drawn.givenBack == 15)
        let one = try layout([adaptive(100, max: 120)], 400)
        #expect(one.trackOffsets == [12, 140, 268])
        #expect(one.items[0].drawn.width == 376 && one.slack == 24 && one.groupOffset == 12)
        // Tracks are contiguous: no gap but the spacing after any track.
        #expect(one.tracks.map(\.gapAfter) == [8, 8, 0])
    }

    /// `k` drops once per item, however many tracks it makes: in issue example 2 the flexible
    /// item is proposed 211 / 1, not 211 / (4 − 3).
    @Test func kDropsOncePerItem() throws {
        let steps = try layout([adaptive(50, max: 55), flexible()], 400).trace
        let step = TraceStep.flexible(
            item: 1, remaining: 211, shared: 1, proposal: 211, width: 211, clamp: .none)
        #expect(steps.contains(step))
    }

    /// The trace names the capped step as a teacher would: share 392 (784 / 2 at 792),
    /// ⌊400/108⌋ = 3 tracks of (392 − 16)/3 = 125.33 > 120: 3 × 120 + 2 × 8 = 376 used, 16 back
    /// to the flexible item, which is then proposed (784 − 376) / 1 = 408.
    @Test func traceShowsTheCappedStep() throws {
        let result = try layout([adaptive(100, max: 120), flexible()], 792)
        let step = TraceStep.tracks(
            item: 0, width: 392, spacing: 8, minimum: 100, count: 3, size: 120, capped: true,
            remaining: 784, shared: 2)
        #expect(result.trace.contains(step))
        #expect(result.items[1].drawn.width == 408)
        #expect(result.assumptions == [.a2])
    }
}
