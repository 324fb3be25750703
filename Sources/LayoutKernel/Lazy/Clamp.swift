/// What a layout pass did to a non-fixed item's proposal to get its width.
public enum Clamp: Hashable, Sendable {
    /// The item took the proposal as it was.
    case none
    /// A flexible item was proposed less than its minimum and took the minimum.
    case minimum
    /// A flexible item was proposed more than its maximum and took the maximum.
    case maximum
    /// An adaptive item was proposed a negative share and took 0 (assumption A3).
    case negativeToZero
    /// An adaptive item's tracks hit its maximum: it uses only `count·max + (count − 1)·s` of
    /// its share and gives the rest back to the items after it (assumption A2).
    case capped
}
