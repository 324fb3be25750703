/// Inputs SwiftUI rejects or crashes on: which rule was broken, by which value, with the
/// numbers. A value, not a sentence: the trainer words it for the person at the keyboard.
/// Item and cell indices are 0-based.
public enum LayoutError: Error, Hashable, Sendable {
    /// A value is NaN.
    case notANumber(Quantity)
    /// A value must be finite here.
    case infinite(Quantity)
    /// A size or spacing must not be negative here.
    case negative(Quantity, value: Double)
    /// `minimum` is larger than `maximum` for an item (0-based index).
    case minimumAboveMaximum(item: Int, minimum: Double, maximum: Double)
    /// An adaptive item's `minimum + spacing` is not positive: SwiftUI divides by it and crashes.
    case adaptiveStepNotPositive(item: Int, minimum: Double, spacing: Double)
    /// A cell's length range (`low...high`) has its low end above its high end.
    case rangeLowAboveHigh(quantity: Quantity, low: Double, high: Double)
    /// The cell count is negative.
    case negativeCellCount(Int)
    /// A length or count is larger in magnitude than the kernel accepts (`limit`): beyond it
    /// the arithmetic could overflow to infinity or NaN, or a count could not be built.
    case tooLarge(Quantity, value: Double, limit: Double)
}
