import TestSupport

@testable import LayoutKernel

/// A measured grid (`MeasuredEagerGrid`, shared with the trainer's test) read into the
/// kernel's model.
typealias MeasuredGridCase = MeasuredEagerGrid

extension MeasuredEagerGrid {
    /// The grid as the kernel models it.
    func grid() -> EagerGrid {
        let rows = children.map { child -> EagerRow in
            if let row = child.row {
                return EagerRow(row.cells.map(Self.cell), alignment: row.align.map(Self.named))
            }
            return .fullWidth(Self.cell(child.spanning!))
        }
        return EagerGrid(
            rows: rows, proposed: proposal[0] ?? 0, containerHeight: proposal[1],
            unspecifiedWidth: proposal[0] == nil, alignment: Self.named(alignment),
            horizontalSpacing: hspacing, verticalSpacing: vspacing)
    }

    static func named(_ name: String) -> ItemAlignment { ItemAlignment(rawValue: name)! }

    static func cell(_ leaf: Leaf) -> EagerCell {
        let content: EagerCell.Content
        let range = EagerLength.range(low: leaf.lo ?? 0, high: leaf.hi ?? 0)
        switch leaf.kind {
        case "fixed": content = .sized(width: .fixed(leaf.w!), height: .fixed(leaf.h!))
        case "flex": content = .sized(width: .fill, height: .fill)
        case "flexW": content = .sized(width: .fill, height: .fixed(leaf.h!))
        case "flexH": content = .sized(width: .fixed(leaf.w!), height: .fill)
        case "clampBoth": content = .sized(width: range, height: range)
        case "clampW": content = .sized(width: range, height: .fixed(leaf.h!))
        case "half": content = .half
        default: content = .spacer
        }
        let axes = leaf.unsized ?? []
        let horizontal: EagerUnsizedAxes = axes.contains("h") ? .horizontal : .none
        let unsized = horizontal.union(axes.contains("v") ? .vertical : .none)
        return EagerCell(
            content, span: leaf.span ?? 1, priority: leaf.priority, unsized: unsized,
            anchor: leaf.anchor.map { UnitPoint(named($0)) },
            columnAlignment: leaf.columnAlignment.map { GroupAlignment(rawValue: $0)! })
    }

    /// Nil when the kernel agrees with SwiftUI on every rect and the size within 0.01;
    /// otherwise the first difference.
    func difference() throws -> String? {
        let layout = try grid().layout()
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.01 }
        if !close(layout.width, size[0]) || !close(layout.height, size[1]) {
            return "size \(layout.width) × \(layout.height), SwiftUI \(size[0]) × \(size[1])"
        }
        let leaves = layout.cells.filter { !$0.automatic }.map(\.content)
        for (i, (rect, measured)) in zip(leaves, rects).enumerated() {
            let mine = [rect.x, rect.y, rect.width, rect.height]
            if !zip(mine, measured).allSatisfy(close) {
                return "leaf \(i): \(mine), SwiftUI \(measured)"
            }
        }
        return nil
    }

    /// Nil when every offer the kernel makes while sizing agrees with the one SwiftUI printed
    /// (within 0.01, the printed figures having two decimals); otherwise the first difference.
    func offerDifference() throws -> String? {
        guard let offers else { return nil }
        let leaves = try grid().layout().cells.filter { !$0.automatic }
        for (i, (cell, measured)) in zip(leaves, offers).enumerated() {
            guard let measured else { continue }
            func same(_ a: Double?, _ b: Double?) -> Bool {
                switch (a, b) {
                case (nil, nil): true
                case (let a?, let b?): abs(a - b) <= 0.01
                case (nil, _?), (_?, nil): false
                }
            }
            if !same(cell.offerWidth, measured[0]) || !same(cell.offerHeight, measured[1]) {
                let mine = [cell.offerWidth, cell.offerHeight].map { $0.map { "\($0)" } ?? "nil" }
                return "leaf \(i) offered \(mine), SwiftUI \(measured)"
            }
        }
        return nil
    }
}
