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

let workedCases: [WorkedCase] = [
    // Measured case 1 (objc.io quiz 1). remaining = 200 − 8 − 70 = 122; adaptive takes 122;
    // count = ⌊(122+8)/(40+8)⌋ = ⌊2.708⌋ = 2; each (122 − 8)/2 = 57. total₁ = 70+122+8 = 200 = P, G = 200.
    // Offsets: 0, 78, 78+57+8 = 143.
    WorkedCase(
        name: "measured: fixed 70 + adaptive 40 at 200", items: [fixed(70), adaptive(40)],
        proposed: 200,
        pass1: [70, 122], grid: 200, drawn: [70, 122], tracks: [70, 57, 57], offsets: [0, 78, 143]),
    // Measured case 2 (objc.io quiz 3). Pass 1: remaining 192, k 2: item 1 gets 96; remaining 96,
    // item 2 is proposed 96 < 120 → 120. total₁ = 96+120+8 = 224 > 200 → G = 224.
    // Pass 2 at 224: remaining 216: item 1 gets 108; remaining 108 → 120. Drawn 108 · 120 (236 wide).
    WorkedCase(
        name: "measured: flexible 50 + flexible 120 at 200",
        items: [flexible(min: 50), flexible(min: 120)],
        proposed: 200, pass1: [96, 120], grid: 224, drawn: [108, 120], tracks: [108, 120],
        offsets: [0, 116]),
    // Fixed only, underfilled: total = 100+50+8 = 158 < 300 → G = 300 (A1); slack 142, centred: 71 (A4).
    WorkedCase(
        name: "fixed only, underfilled", items: [fixed(100), fixed(50)], proposed: 300,
        pass1: [100, 50], grid: 300,
        drawn: [100, 50], tracks: [100, 50], offsets: [71, 179], assumptions: [.a1, .a4]),
    // Fixed only, overflowing: total = 200+150+8 = 358 > 300 → G = 358; fixed items do not grow.
    WorkedCase(
        name: "fixed only, overflowing", items: [fixed(200), fixed(150)], proposed: 300,
        pass1: [200, 150],
        grid: 358, drawn: [200, 150], tracks: [200, 150], offsets: [0, 208]),
    // Seed anatomy: spacings 10 and 30 count, the last 10 is ignored: total = 500 + 40 = 540 < 700.
    // G = 700 (A1), slack 160, centre puts 80 before: offsets 80, 80+110 = 190, 190+280 = 470.
    WorkedCase(
        name: "anatomy: fixed 100/250/150, spacings 10/30/10 at 700",
        items: [fixed(100, spacing: 10), fixed(250, spacing: 30), fixed(150, spacing: 10)],
        proposed: 700,
        pass1: [100, 250, 150], grid: 700, drawn: [100, 250, 150], tracks: [100, 250, 150],
        offsets: [80, 190, 470],
        assumptions: [.a1, .a4]),
    // One default flexible item takes all 375.
    WorkedCase(
        name: "one flexible", items: [flexible()], proposed: 375, pass1: [375], grid: 375,
        drawn: [375],
        tracks: [375]),
    // Two default flexible at 200: 192/2 = 96, then 96/1 = 96.
    WorkedCase(
        name: "two flexible share evenly", items: [flexible(), flexible()], proposed: 200,
        pass1: [96, 96],
        grid: 200, drawn: [96, 96], tracks: [96, 96], offsets: [0, 104]),
    // Three flexible at 200: remaining 200 − 16 = 184; 184/3 = 61.333 each.
    WorkedCase(
        name: "three flexible share evenly", items: [flexible(), flexible(), flexible()],
        proposed: 200,
        pass1: [184 / 3, 184 / 3, 184 / 3], grid: 200, drawn: [184 / 3, 184 / 3, 184 / 3],
        tracks: [184 / 3, 184 / 3, 184 / 3]),
    // Clamped by maximum: item 1 proposed 96 > 50 → 50; remaining 142 → item 2 takes 142. Total 200.
    WorkedCase(
        name: "flexible clamped by max, the next takes the rest",
        items: [flexible(max: 50), flexible()],
        proposed: 200, pass1: [50, 142], grid: 200, drawn: [50, 142], tracks: [50, 142]),
    // Both clamped by maximum: 292/2 = 146 → 50; 242 → 60. Total 118 < 300 → G = 300 (A1);
    // slack 182, centred offset 91 (A4).
    WorkedCase(
        name: "two flexible clamped by max leave slack",
        items: [flexible(max: 50), flexible(max: 60)],
        proposed: 300, pass1: [50, 60], grid: 300, drawn: [50, 60], tracks: [50, 60],
        offsets: [91, 149],
        assumptions: [.a1, .a4]),
    // Same, aligned leading: offset 0, tracks at 0 and 58.
    WorkedCase(
        name: "slack aligned leading", items: [flexible(max: 50), flexible(max: 60)], proposed: 300,
        alignment: .leading, pass1: [50, 60], grid: 300, drawn: [50, 60], tracks: [50, 60],
        offsets: [0, 58],
        assumptions: [.a1, .a4]),
    // Aligned trailing: offset 300 − 118 = 182; tracks at 182 and 240.
    WorkedCase(
        name: "slack aligned trailing", items: [flexible(max: 50), flexible(max: 60)],
        proposed: 300,
        alignment: .trailing, pass1: [50, 60], grid: 300, drawn: [50, 60], tracks: [50, 60],
        offsets: [182, 240],
        assumptions: [.a1, .a4]),
    // Clamped by minimum without overflow: 96 < 150 → 150; remaining 42 → item 2 takes 42. Total 200.
    WorkedCase(
        name: "flexible clamped by min, the next pays", items: [flexible(min: 150), flexible()],
        proposed: 200,
        pass1: [150, 42], grid: 200, drawn: [150, 42], tracks: [150, 42]),
    // Default minimum 10 not reached: remaining 200 − 8 − 180 = 12 → 12.
    WorkedCase(
        name: "default minimum not reached", items: [fixed(180), flexible()], proposed: 200,
        pass1: [180, 12],
        grid: 200, drawn: [180, 12], tracks: [180, 12]),
    // Default minimum 10 reached: remaining 190 − 188 = 2 → 10. Total 198 > 190 → G = 198;
    // pass 2: remaining 10 → 10. Same widths; the grid starts at (190 − 198)/2 = −4.
    WorkedCase(
        name: "default minimum 10 forces overflow", items: [fixed(180), flexible()], proposed: 190,
        pass1: [180, 10], grid: 198, drawn: [180, 10], tracks: [180, 10]),
    // Adaptive, one track: count = ⌊158/108⌋ = 1 → 150.
    WorkedCase(
        name: "adaptive, one track", items: [adaptive(100)], proposed: 150, pass1: [150], grid: 150,
        drawn: [150],
        tracks: [150]),
    // Adaptive, two tracks: ⌊158/68⌋ = 2; (150 − 8)/2 = 71; second track at 79.
    WorkedCase(
        name: "adaptive, two tracks", items: [adaptive(60)], proposed: 150, pass1: [150], grid: 150,
        drawn: [150],
        tracks: [71, 71], offsets: [0, 79]),
    // Adaptive, many tracks: ⌊383/48⌋ = ⌊7.98⌋ = 7; (375 − 6·8)/7 = 327/7 = 46.714.
    WorkedCase(
        name: "adaptive, seven tracks at 375", items: [adaptive(40)], proposed: 375, pass1: [375],
        grid: 375,
        drawn: [375], tracks: Array(repeating: 327 / 7, count: 7)),
    // Exactly fitting tracks with spacing 10: ⌊240/60⌋ = 4; (230 − 30)/4 = 50 = minimum.
    WorkedCase(
        name: "adaptive, exact fit with spacing 10", items: [adaptive(50, spacing: 10)],
        proposed: 230,
        pass1: [230], grid: 230, drawn: [230], tracks: [50, 50, 50, 50], offsets: [0, 60, 120, 180]),
    // Width equal to the minimum: ⌊108/108⌋ = 1 → 100.
    WorkedCase(
        name: "adaptive at exactly its minimum", items: [adaptive(100)], proposed: 100,
        pass1: [100], grid: 100,
        drawn: [100], tracks: [100]),
    // Inner spacing is the item's own: spacing 2, ⌊102/32⌋ = 3; (100 − 4)/3 = 32.
    WorkedCase(
        name: "adaptive inner gaps use its spacing", items: [adaptive(30, spacing: 2)],
        proposed: 100,
        pass1: [100], grid: 100, drawn: [100], tracks: [32, 32, 32], offsets: [0, 34, 68]),
    // Below its minimum: remaining 150 − 8 − 100 = 42 < 80; count max(1, ⌊50/88⌋ = 0) = 1 → 42.
    WorkedCase(
        name: "adaptive below its minimum is one narrow track", items: [fixed(100), adaptive(80)],
        proposed: 150,
        pass1: [100, 42], grid: 150, drawn: [100, 42], tracks: [100, 42]),
    // Negative share: remaining 150 − 8 − 200 = −58 → 0 (A3). Total 208 > 150 → G = 208;
    // pass 2 remaining 0 → 0. Still one track, 0 wide.
    WorkedCase(
        name: "adaptive with a negative share gets 0", items: [fixed(200), adaptive(40)],
        proposed: 150,
        pass1: [200, 0], grid: 208, drawn: [200, 0], tracks: [200, 0], assumptions: [.a3]),
    // Negative share to a flexible item: −58 → its minimum 10. Total 218 → G = 218; pass 2
    // remaining 218 − 208 = 10 → 10.
    WorkedCase(
        name: "flexible with a negative share takes its minimum", items: [fixed(200), flexible()],
        proposed: 150,
        pass1: [200, 10], grid: 218, drawn: [200, 10], tracks: [200, 10]),
    // Capped by its maximum: ⌊308/108⌋ = 2; (300 − 8)/2 = 146 > 120 → 120 each; the item uses
    // 2 × 120 + 8 = 248 and gives 52 back (A2). Nothing follows: total₁ 248 < 300 → G = 300
    // (A1); the 52 are the group's slack, centred 26 (A4): offsets 26, 154. (The old model kept
    // the 52 inside the item: offsets 0, 128.)
    WorkedCase(
        name: "adaptive tracks capped by maximum", items: [adaptive(100, max: 120)], proposed: 300,
        pass1: [248], grid: 300, drawn: [248], tracks: [120, 120], offsets: [26, 154],
        assumptions: [.a1, .a2, .a4]),
    // Two adaptive items: 292/2 = 146 each. Item 1: ⌊154/48⌋ = 3, (146 − 16)/3 = 43.333;
    // item 2: ⌊154/68⌋ = 2, (146 − 8)/2 = 69. Item 2 starts at 146 + 8 = 154.
    WorkedCase(
        name: "two adaptive items", items: [adaptive(40), adaptive(60)], proposed: 300,
        pass1: [146, 146],
        grid: 300, drawn: [146, 146], tracks: [130 / 3, 130 / 3, 130 / 3, 69, 69],
        offsets: [0, 130 / 3 + 8, 260 / 3 + 16, 154, 231]),
    // Adaptive before flexible overflows: pass 1 remaining 192: adaptive 96 (1 track), flexible
    // 96 → 100; total 204 → G = 204. Pass 2 remaining 196: adaptive 98, flexible 98 → 100; 206 wide.
    WorkedCase(
        name: "adaptive then flexible: second pass", items: [adaptive(50), flexible(min: 100)],
        proposed: 200,
        pass1: [96, 100], grid: 204, drawn: [98, 100], tracks: [98, 100]),
    // Flexible before adaptive: 96 → 120; remaining 72 → adaptive takes 72 < 100, one track.
    WorkedCase(
        name: "flexible then adaptive: adaptive pays", items: [flexible(min: 120), adaptive(100)],
        proposed: 200,
        pass1: [120, 72], grid: 200, drawn: [120, 72], tracks: [120, 72]),
    // Custom spacings: 20 + 5 count, the last item's spacing does not; total 175 < 200 → slack 25,
    // centred 12.5: offsets 12.5, 12.5+70 = 82.5, 82.5+55 = 137.5.
    WorkedCase(
        name: "custom spacings", items: [fixed(50, spacing: 20), fixed(50, spacing: 5), fixed(50)],
        proposed: 200,
        pass1: [50, 50, 50], grid: 200, drawn: [50, 50, 50], tracks: [50, 50, 50],
        offsets: [12.5, 82.5, 137.5],
        assumptions: [.a1, .a4]),
    // The last item's spacing (100) is ignored: remaining 200 − 8 = 192 → 96 · 96.
    WorkedCase(
        name: "last item's spacing is ignored", items: [flexible(), flexible(spacing: 100)],
        proposed: 200,
        pass1: [96, 96], grid: 200, drawn: [96, 96], tracks: [96, 96], offsets: [0, 104]),
    // Zero spacings: 90/3 = 30 each, tracks touching at 0, 30, 60.
    WorkedCase(
        name: "zero spacing", items: [flexible(spacing: 0), flexible(spacing: 0), flexible()],
        proposed: 90,
        pass1: [30, 30, 30], grid: 90, drawn: [30, 30, 30], tracks: [30, 30, 30],
        offsets: [0, 30, 60]),
    // Fixed + flexible min overflow with no growth: remaining 150 − 108 = 42 → 100; total 208 →
    // G = 208; pass 2 remaining 100 → 100. Identical passes.
    WorkedCase(
        name: "overflow without a second-pass change", items: [fixed(100), flexible(min: 100)],
        proposed: 150,
        pass1: [100, 100], grid: 208, drawn: [100, 100], tracks: [100, 100]),
    // Three flexible, the last with min 150: pass 1 remaining 184: 61.333, 61.333, then 61.333 → 150;
    // total 122.667 + 150 + 16 = 288.667 = G. Pass 2 remaining 272.667: 90.889, 90.889, 90.889 → 150.
    WorkedCase(
        name: "three flexible, last min 150: second pass",
        items: [flexible(), flexible(), flexible(min: 150)],
        proposed: 200, pass1: [184 / 3, 184 / 3, 150], grid: 866 / 3,
        drawn: [818 / 9, 818 / 9, 150],
        tracks: [818 / 9, 818 / 9, 150]),
    // min = max: 96 → 60, remaining 132 → 132.
    WorkedCase(
        name: "flexible with min = max behaves as fixed",
        items: [flexible(min: 60, max: 60), flexible()],
        proposed: 200, pass1: [60, 132], grid: 200, drawn: [60, 132], tracks: [60, 132]),
    // flexible(50…80) at 100 → 80 (max); slack 20 centred 10 (A1, A4).
    WorkedCase(
        name: "flexible with a range, clamped by max", items: [flexible(min: 50, max: 80)],
        proposed: 100,
        pass1: [80], grid: 100, drawn: [80], tracks: [80], offsets: [10], assumptions: [.a1, .a4]),
    // flexible(50…80) at 30 → 50 (min); G = 50, the grid starts at −10.
    WorkedCase(
        name: "flexible with a range, clamped by min", items: [flexible(min: 50, max: 80)],
        proposed: 30,
        pass1: [50], grid: 50, drawn: [50], tracks: [50]),
    // A zero proposal: remaining 0 → 10 (min); G = 10.
    WorkedCase(
        name: "zero proposed width", items: [flexible()], proposed: 0, pass1: [10], grid: 10,
        drawn: [10],
        tracks: [10]),
    // No items: total 0 < 200 → G = 200 (A1), all slack (A4).
    WorkedCase(
        name: "no items", items: [], proposed: 200, pass1: [], grid: 200, drawn: [], tracks: [],
        assumptions: [.a1, .a4]),
    // Preset Fix+Flex+Adapt+Fix at 500: spacings 30, remaining 500 − 30 − 200 = 270;
    // flexible 135 (in 50…150); adaptive 135: ⌊145/60⌋ = 2, (135 − 10)/2 = 62.5. Total 500.
    WorkedCase(
        name: "preset Fix+Flex+Adapt+Fix at 500",
        items: [
            fixed(100, spacing: 10), GridItem(.flexible(minimum: 50, maximum: 150), spacing: 10),
            GridItem(.adaptive(minimum: 50, maximum: 150), spacing: 10), fixed(100, spacing: 10),
        ], proposed: 500, pass1: [100, 135, 135, 100], grid: 500, drawn: [100, 135, 135, 100],
        tracks: [100, 135, 62.5, 62.5, 100], offsets: [0, 110, 255, 327.5, 400]),
    // Same at 400: remaining 170; flexible 85; adaptive 85: ⌊95/60⌋ = 1 → 85.
    WorkedCase(
        name: "preset Fix+Flex+Adapt+Fix at 400",
        items: [
            fixed(100, spacing: 10), GridItem(.flexible(minimum: 50, maximum: 150), spacing: 10),
            GridItem(.adaptive(minimum: 50, maximum: 150), spacing: 10), fixed(100, spacing: 10),
        ], proposed: 400, pass1: [100, 85, 85, 100], grid: 400, drawn: [100, 85, 85, 100],
        tracks: [100, 85, 85, 100]),
    // Preset Fix+Flex+Fix at 500: remaining 280 → 150 (max); total 370; slack 130, centred 65.
    WorkedCase(
        name: "preset Fix+Flex+Fix at 500",
        items: [
            fixed(100, spacing: 10), GridItem(.flexible(minimum: 50, maximum: 150), spacing: 10),
            fixed(100, spacing: 10),
        ], proposed: 500, pass1: [100, 150, 100], grid: 500, drawn: [100, 150, 100],
        tracks: [100, 150, 100],
        offsets: [65, 175, 335], assumptions: [.a1, .a4]),
    // Preset Flex+Fix+Flex at 150: remaining 30; item 1 15 → 50; remaining −20 → item 3 → 50.
    // Total 220 → G = 220; pass 2 remaining 100: 50, then 50. Same widths.
    WorkedCase(
        name: "preset Flex+Fix+Flex at 150",
        items: [
            GridItem(.flexible(minimum: 50, maximum: 150), spacing: 10), fixed(100, spacing: 10),
            GridItem(.flexible(minimum: 50, maximum: 150), spacing: 10),
        ], proposed: 150, pass1: [50, 100, 50], grid: 220, drawn: [50, 100, 50],
        tracks: [50, 100, 50]),
    // Preset Fix+Adapt+Fix at 250: remaining 30 < 50, one track of 30.
    WorkedCase(
        name: "preset Fix+Adapt+Fix at 250",
        items: [
            fixed(100, spacing: 10), GridItem(.adaptive(minimum: 50, maximum: 150), spacing: 10),
            fixed(100, spacing: 10),
        ], proposed: 250, pass1: [100, 30, 100], grid: 250, drawn: [100, 30, 100],
        tracks: [100, 30, 100]),
    // LazyHGrid mirrors the measured case 1 on the height (A6): 70 · 57 · 57.
    WorkedCase(
        name: "LazyHGrid: fixed 70 + adaptive 40 at height 200", items: [fixed(70), adaptive(40)],
        proposed: 200,
        axis: .horizontal, pass1: [70, 122], grid: 200, drawn: [70, 122], tracks: [70, 57, 57],
        offsets: [0, 78, 143], assumptions: [.a6]),
    // LazyHGrid mirrors the measured case 2 (A6): 108 · 120 at 224.
    WorkedCase(
        name: "LazyHGrid: two-pass overflow", items: [flexible(min: 50), flexible(min: 120)],
        proposed: 200,
        axis: .horizontal, pass1: [96, 120], grid: 224, drawn: [108, 120], tracks: [108, 120],
        assumptions: [.a6]),
    // LazyHGrid underfilled, aligned bottom (trailing): 100 of 300, offset 200 (A1, A4, A6).
    WorkedCase(
        name: "LazyHGrid: slack aligned bottom", items: [fixed(100)], proposed: 300,
        alignment: .trailing,
        axis: .horizontal, pass1: [100], grid: 300, drawn: [100], tracks: [100], offsets: [200],
        assumptions: [.a1, .a4, .a6]),
]

@Suite("Worked cases")
struct WorkedCaseTests {
    @Test(arguments: workedCases)
    func matchesHandWorkedNumbers(_ c: WorkedCase) throws {
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
}
