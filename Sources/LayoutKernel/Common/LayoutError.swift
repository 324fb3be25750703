/// Inputs SwiftUI rejects or crashes on. Messages are written for the person at the keyboard;
/// item numbers in them are 1-based.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A value is NaN.
    case notANumber(what: String)
    /// A value must be finite here.
    case infinite(what: String)
    /// A size or spacing must not be negative here.
    case negative(what: String, value: Double)
    /// `minimum` is larger than `maximum` for an item (0-based index).
    case minimumAboveMaximum(item: Int, minimum: Double, maximum: Double)
    /// An adaptive item's `minimum + spacing` is not positive: SwiftUI divides by it and crashes.
    case adaptiveStepNotPositive(item: Int, minimum: Double, spacing: Double)
    /// The cell count is negative.
    case negativeCellCount(Int)
    /// A length or count is larger in magnitude than the kernel accepts (`limit`): beyond it
    /// the arithmetic could overflow to infinity or NaN, or a count could not be built.
    case tooLarge(what: String, value: Double, limit: Double)

    /// The message for the person at the keyboard.
    public var description: String {
        let f = NumberText.format
        switch self {
        case .notANumber(let what):
            return "\(what) is not a number; expected a finite number"
        case .infinite(let what):
            return "\(what) cannot be infinite; expected a finite number"
        case .negative(let what, let value):
            return "\(what) is \(f(value)); expected 0 or more"
        case .minimumAboveMaximum(let item, let minimum, let maximum):
            return
                "item \(item + 1): minimum \(f(minimum)) is larger than maximum \(f(maximum)); expected minimum ≤ maximum"
        case .adaptiveStepNotPositive(let item, let minimum, let spacing):
            return
                "item \(item + 1): adaptive minimum + spacing is \(f(minimum)) + \(f(spacing)) = \(f(minimum + spacing)); SwiftUI crashes on this, expected more than 0"
        case .negativeCellCount(let count):
            return "cell count \(count) is negative; expected 0 or more"
        case .tooLarge(let what, let value, let limit):
            return "\(what) is \(f(value)); expected at most \(f(limit)) in size"
        }
    }
}
