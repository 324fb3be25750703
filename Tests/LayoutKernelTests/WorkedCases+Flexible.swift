import Testing

@testable import LayoutKernel

/// Fixed and flexible items: the measured cases, fixed items alone, and flexible items sharing,
/// clamped by their ranges, leaving slack or overflowing.
let fixedAndFlexibleCases: [WorkedCase] = [
    // Measured case 1 (objc.io quiz 1). remaining = 200 − 8 − 70 = 122; adaptive takes 122;
    // count = ⌊(122+8)/(40+8)⌋ = ⌊2.708⌋ = 2; each (122 − 8)/2 = 57. total₁ = 70+122+8 = 200 =
    // P, G = 200.
    // Offsets: 0, 78, 78+57+8 = 143.
    WorkedCase(
        name: "measured: fixed 70 + adaptive 40 at 200", items: [fixed(70), adaptive(40)],
        proposed: 200,
        pass1: [70, 122], grid: 200, drawn: [70, 122], tracks: [70, 57, 57], offsets: [0, 78, 143]),
    // Measured case 2 (objc.io quiz 3). Pass 1: remaining 192, k 2: item 1 gets 96; remaining 96,
    // item 2 is proposed 96 < 120 → 120. total₁ = 96+120+8 = 224 > 200 → G = 224.
    // Pass 2 at 224: remaining 216: item 1 gets 108; remaining 108 → 120. Drawn 108 · 120
    // (236 wide).
    WorkedCase(
        name: "measured: flexible 50 + flexible 120 at 200",
        items: [flexible(min: 50), flexible(min: 120)],
        proposed: 200, pass1: [96, 120], grid: 224, drawn: [108, 120], tracks: [108, 120],
        offsets: [0, 116]),
    // Fixed only, underfilled: total = 100+50+8 = 158 < 300 → G = 300 (A1); slack 142,
    // centred: 71 (A4).
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
    // Clamped by maximum: item 1 proposed 96 > 50 → 50; remaining 142 → item 2 takes 142.
    // Total 200.
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
    // Clamped by minimum without overflow: 96 < 150 → 150; remaining 42 → item 2 takes 42.
    // Total 200.
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
]
