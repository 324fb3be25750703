import Testing

@testable import LayoutKernel

/// Spacings (custom, the last ignored, zero), overflows that do not change in pass 2, ranges
/// clamped either way, and empty or zero-width grids.
let spacingAndEdgeCases: [WorkedCase] = [
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
    // Three flexible, the last with min 150: pass 1 remaining 184: 61.333, 61.333, then
    // 61.333 → 150; total 122.667 + 150 + 16 = 288.667 = G. Pass 2 remaining 272.667: 90.889,
    // 90.889, 90.889 → 150.
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
]
