import Testing

@testable import LayoutKernel

func fixed(_ size: Double, spacing: Double? = nil, alignment: ItemAlignment? = nil) -> GridItem {
    GridItem(.fixed(size), spacing: spacing, alignment: alignment)
}

func flexible(min: Double = 10, max: Double = .infinity, spacing: Double? = nil) -> GridItem {
    GridItem(.flexible(minimum: min, maximum: max), spacing: spacing)
}

func adaptive(_ min: Double, max: Double = .infinity, spacing: Double? = nil) -> GridItem {
    GridItem(.adaptive(minimum: min, maximum: max), spacing: spacing)
}

func layout(
    _ items: [GridItem], _ proposed: Double, axis: GridAxis = .vertical,
    alignment: GroupAlignment = .center,
    cells: Int = 0
) throws -> LazyGridLayout {
    try LazyGrid(
        axis: axis, items: items, proposed: proposed, alignment: alignment, cellCount: cells
    ).layout(tracing: true)
}

/// Equal to within rounding of thirds and ninths in hand-worked numbers.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

func close(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-6) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { close($0, $1, tolerance) }
}

extension LazyGridLayout {
    var drawnWidths: [Double] { items.map(\.drawn.width) }
    var pass1Widths: [Double] { items.map(\.pass1.width) }
    var trackSizes: [Double] { tracks.map(\.size) }
    var trackOffsets: [Double] { tracks.map(\.offset) }
    var codes: Set<Diagnostic.Code> { Set(diagnostics().map(\.code)) }
}
