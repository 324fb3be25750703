/// How a capped adaptive item's unused share is read: the contested part of assumption A2.
/// When an adaptive item's tracks are capped by its maximum, its tracks use less than its share.
public enum CapReading: Hashable, Sendable {
    /// The model's reading (A2, three code ports): the item takes only what its tracks use and
    /// the rest stays in `remaining` for the items after it.
    case givesBack
    /// The other reading (Apple's `GridItem.Size.adaptive` text, the SwiftUI Field Guide): the
    /// item keeps its whole share, its tracks at its leading end and the rest unused inside it.
    case keepsShare
}
