import LayoutKernel

/// A chain step as the Swift source that makes it, for headers, `code` and the exports:
/// `.padding()`, `.padding(.horizontal, 20)`, `.frame(width: 300)`. Every number is exact, so
/// the source reads back to the same step.
extension ContainerChain.Step {
    /// As Swift source; the most specific form that says the same insets.
    package var swift: String {
        switch self {
        case .padding(let leading, let trailing, let top, let bottom, let isDefault):
            if isDefault { return ".padding()" }
            let n = NumberText.exact
            if leading == trailing && top == bottom && leading == top {
                return ".padding(\(n(leading)))"
            }
            if top == 0 && bottom == 0 && leading == trailing {
                return ".padding(.horizontal, \(n(leading)))"
            }
            if leading == 0 && trailing == 0 && top == bottom {
                return ".padding(.vertical, \(n(top)))"
            }
            return ".padding(EdgeInsets(top: \(n(top)), leading: \(n(leading)), "
                + "bottom: \(n(bottom)), trailing: \(n(trailing))))"
        case .frame(let width, let height):
            let parts = [
                width.map { "width: \(NumberText.exact($0))" },
                height.map { "height: \(NumberText.exact($0))" },
            ]
            return ".frame(\(parts.compactMap { $0 }.joined(separator: ", ")))"
        case .flexibleFrame(let minWidth, let maxWidth, let minHeight, let maxHeight):
            let labelled = [
                ("minWidth", minWidth), ("maxWidth", maxWidth), ("minHeight", minHeight),
                ("maxHeight", maxHeight),
            ]
            let parts = labelled.compactMap { label, value in
                value.map { value in
                    let number =
                        value.isInfinite
                        ? (value > 0 ? ".infinity" : "-.infinity") : NumberText.exact(value)
                    return "\(label): \(number)"
                }
            }
            return ".frame(\(parts.joined(separator: ", ")))"
        }
    }
}
