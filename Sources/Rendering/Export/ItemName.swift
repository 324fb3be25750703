import LayoutKernel
import Words

/// An item's short name on a picture, as a teacher says it: `fixed 70`, `flexible`,
/// `flexible 50`, `adaptive 40…60`. SwiftUI's defaults are left out (a minimum of 10 for
/// flexible, an infinite maximum), so the name fits on the item's bar.
enum ItemName {
    /// `1 fixed 70`: the item's number counted from 1, then its size.
    static func numbered(_ item: ItemLayout) -> String {
        "\(item.index + 1) \(describe(item.item.size))"
    }

    /// The size alone.
    package static func describe(_ size: GridItemSize) -> String {
        let f = NumberText.format
        switch size {
        case .fixed(let value):
            return "fixed \(f(value))"
        case .flexible(let minimum, let maximum):
            if maximum.isInfinite { return minimum == 10 ? "flexible" : "flexible \(f(minimum))" }
            return "flexible \(f(minimum))…\(f(maximum))"
        case .adaptive(let minimum, let maximum):
            return maximum.isInfinite
                ? "adaptive \(f(minimum))" : "adaptive \(f(minimum))…\(f(maximum))"
        }
    }
}
