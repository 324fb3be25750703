import Testing

@testable import LayoutKernel

/// Adaptive items: their tracks, shares below the minimum or negative (A3), tracks capped by the
/// maximum (A2), and adaptive items next to flexible ones.
let adaptiveCases: [WorkedCase] = [
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
        pass1: [230], grid: 230, drawn: [230], tracks: [50, 50, 50, 50],
        offsets: [0, 60, 120, 180]),
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
    // 96 → 100; total 204 → G = 204. Pass 2 remaining 196: adaptive 98, flexible 98 → 100;
    // 206 wide.
    WorkedCase(
        name: "adaptive then flexible: second pass", items: [adaptive(50), flexible(min: 100)],
        proposed: 200,
        pass1: [96, 100], grid: 204, drawn: [98, 100], tracks: [98, 100]),
    // Flexible before adaptive: 96 → 120; remaining 72 → adaptive takes 72 < 100, one track.
    WorkedCase(
        name: "flexible then adaptive: adaptive pays", items: [flexible(min: 120), adaptive(100)],
        proposed: 200,
        pass1: [120, 72], grid: 200, drawn: [120, 72], tracks: [120, 72]),
]
