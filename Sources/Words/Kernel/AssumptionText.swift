import LayoutKernel

/// The spec's assumptions in words: the rule assumed, in one line, for the notes under a
/// result, `help assumptions`, `check` and the exports.
package enum AssumptionText {
    /// A lazy grid's assumption in one line.
    package static func summary(_ assumption: Assumption) -> String {
        switch assumption {
        case .a1:
            "the tracks underfill what is offered, and the grid is assumed to keep the offered size"
        case .a2:
            "an adaptive item's tracks are capped by its maximum; it is assumed to use only what "
                + "its tracks use and give the rest back to the items after it (what none takes is "
                + "slack the grid's alignment places)"
        case .a3: "an adaptive item was proposed a negative share, assumed to become 0"
        case .a4:
            "the tracks are narrower than the grid, and the grid alignment is assumed to place "
                + "them at 0, ½ or all of the free space"
        case .a5: "the grid's spacing between lines is nil, assumed to be 8"
        case .a6:
            "LazyHGrid is assumed to mirror LazyVGrid on the other axis (no published measurements)"
        case .a7: ".padding() with no length is assumed to take 16 points a side (iOS)"
        case .a8:
            "a cell that does not fill its track belongs to an item with no alignment of its own; "
                + "the grid's alignment is assumed to place it within its track (as it places the "
                + "tracks), and it is centred the other way"
        }
    }

    /// The eager Grid's assumption in one line.
    package static func summary(_ assumption: EagerAssumption) -> String {
        switch assumption {
        case .g6:
            "a cell spanning columns at a given width, in a grid with layout priorities or "
                + "Spacers: sized by rules 5–8 as read off SwiftUI's code; all 36 such measured "
                + "grids agree, and only they confirm that a column's leftover goes whole to "
                + "each column of a held shortfall"
        case .a7: summary(Assumption.a7)
        case .s1:
            "a cell's length is a form control's guessed height at iOS's default style (or a "
                + "Divider's thickness), read from Swift source, not measured"
        case .s2:
            "a cell's length is a Text's estimate from its characters and font (half the font's "
                + "size a character, 1.2 times it a line), read from Swift source, not measured"
        case .s3:
            "a cell's length is not told by the Swift source: taken 30 wide, or as tall as its "
                + "row"
        }
    }
}
