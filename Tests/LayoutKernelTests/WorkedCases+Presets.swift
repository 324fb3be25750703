import Testing

@testable import LayoutKernel

/// The trainer's presets, and LazyHGrid cases that mirror LazyVGrid ones on the height (A6).
let presetAndLazyHGridCases: [WorkedCase] = [
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
