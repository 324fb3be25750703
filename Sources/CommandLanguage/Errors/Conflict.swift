import GridModel

/// Two things given where one is taken, or a value that disagrees with another: what was
/// found is not a word the user typed but what the parser counted or compared, so it is a
/// value here, and worded "expected …, found '…'" like any other unexpected word.
package enum Conflict: Equatable, Sendable {
    /// A field given twice (`frame width 10 width 20`, a saved line's `spacing` twice).
    case repeatedField(String)
    /// A saved layout's `lazy.cell N` twice (N 1-based).
    case repeatedCell(Int)
    /// A saved layout's line that is written once (`screen`, `mode`, `lazy`, `eager`), twice.
    case repeatedLine(String)
    /// A second `eager.cell` for a full-width row.
    case secondFullWidthCell
    /// Two of `empty`, `spacer`, `half` on one saved cell.
    case twoCellKinds
    /// A saved cell that is `empty`, `spacer` or `half` (the word) and has a size too.
    case kindAndSize(String)
    /// A saved cell's anchor given both as a name and as numbers, or with only one of
    /// `anchorX` and `anchorY`: `given` lists the fields it has.
    case anchorParts(given: [String])
    /// A frame with both a fixed side and a min or max (SwiftUI has no such frame).
    case fixedAndFlexibleFrame
    /// `GridItem(…)` typed where one item is taken, with `count` items.
    case itemCount(Int)
    /// A saved `screen … default yes` whose size is not the default screen's.
    case defaultScreen(width: Double, height: Double)
    /// A saved device screen whose size is not the device's in that orientation.
    case deviceScreen(Device, Device.Orientation, width: Double, height: Double)

    /// What was expected.
    package var expected: String {
        switch self {
        case .repeatedField(let name): "\(name) once"
        case .repeatedCell: "each cell once"
        case .repeatedLine(let key): "one '\(key)' line"
        case .secondFullWidthCell: "one cell for a full-width row"
        case .twoCellKinds: "one of empty, spacer or half"
        case .kindAndSize(let kind): "\(kind) or a size"
        case .anchorParts: "anchor NAME, or anchorX X with anchorY Y"
        case .fixedAndFlexibleFrame:
            "either width/height or min/max fields (SwiftUI has no frame with both)"
        case .itemCount: "one GridItem(...)"
        case .defaultScreen: "the default screen's \(Screen.standard.description)"
        case .deviceScreen(let device, let orientation, _, _):
            "\(device.name) \(orientation.rawValue)'s \(Screen(device, orientation).description)"
        }
    }

    /// What was found instead.
    package var found: String {
        switch self {
        case .repeatedField(let name): "\(name) again"
        case .repeatedCell(let number): "cell \(number) again"
        case .repeatedLine: "a second one"
        case .secondFullWidthCell: "a second cell"
        case .twoCellKinds: "two"
        case .kindAndSize, .fixedAndFlexibleFrame: "both"
        case .anchorParts(let given):
            given.count == 1 ? "\(given[0]) alone" : given.joined(separator: " and ")
        case .itemCount(let count): "\(count) items"
        case .defaultScreen(let width, let height), .deviceScreen(_, _, let width, let height):
            "\(width) × \(height)"
        }
    }
}
