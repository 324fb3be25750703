import LayoutKernel

/// Built-in layouts: the five of the original GridTrainer app (fixed(100), flexible(50…150),
/// adaptive(50…150), spacing 10) and the spec's two measured cases.
package enum Presets {
    static let fixed100 = GridItem(.fixed(100), spacing: 10)
    static let flexible50to150 = GridItem(.flexible(minimum: 50, maximum: 150), spacing: 10)
    static let adaptive50to150 = GridItem(.adaptive(minimum: 50, maximum: 150), spacing: 10)

    package static let all: [(name: String, summary: String, grid: LazyGrid)] = [
        (
            "fix-fix-fix", "Fix+Fix+Fix (GridTrainer app)",
            LazyGrid(items: [fixed100, fixed100, fixed100], proposed: 500)
        ),
        (
            "fix-flex-fix", "Fix+Flex+Fix (GridTrainer app)",
            LazyGrid(items: [fixed100, flexible50to150, fixed100], proposed: 500)
        ),
        (
            "flex-fix-flex", "Flex+Fix+Flex (GridTrainer app)",
            LazyGrid(items: [flexible50to150, fixed100, flexible50to150], proposed: 500)
        ),
        (
            "fix-adapt-fix", "Fix+Adapt+Fix (GridTrainer app)",
            LazyGrid(items: [fixed100, adaptive50to150, fixed100], proposed: 500)
        ),
        (
            "fix-flex-adapt-fix", "Fix+Flex+Adapt+Fix (GridTrainer app)",
            LazyGrid(items: [fixed100, flexible50to150, adaptive50to150, fixed100], proposed: 500)
        ),
        (
            "measured-1", "spec: fixed(70), adaptive(min 40) at 200 → 70 · 57 · 57",
            LazyGrid(
                items: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], proposed: 200)
        ),
        (
            "measured-2", "spec: flexible(min 50), flexible(min 120) at 200 → 108 · 120, grid 224",
            LazyGrid(
                items: [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))],
                proposed: 200)
        ),
    ]

    /// The preset's grid in a `.frame(width:)` of the width it was measured at: it keeps its
    /// numbers on whatever screen the session has.
    package static func named(_ name: String) -> LazyGrid? {
        all.first { $0.name == name }?.grid.framed
    }

    /// `presets`: the built-in layouts, then the user's saved names (read by the caller).
    package static func listing(saved: [String]) -> String {
        var lines = ["Presets (load NAME):"]
        for preset in all { lines.append("  \(preset.name.padding(20))\(preset.summary)") }
        if !saved.isEmpty { lines.append("Saved: " + saved.joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }
}
