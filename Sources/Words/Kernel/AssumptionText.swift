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
                + "Spacers: the model's sharing matches 33 of 36 such measured grids, SwiftUI "
                + "differs on the others"
        case .g7:
            "a rule fitted to few measurements changed this grid's numbers: "
                + EagerFittedRule.allCases.map(rule).joined(separator: "; ")
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

    /// The eager Grid's assumption in one line, G7 naming only the `fitted` rules that
    /// changed this grid's numbers.
    package static func summary(
        _ assumption: EagerAssumption, fitted: [EagerFittedRule]
    ) -> String {
        guard assumption == .g7, !fitted.isEmpty else { return summary(assumption) }
        return "a rule fitted to few measurements changed this grid's numbers: "
            + fitted.map(rule).joined(separator: "; ")
    }

    /// A rule fitted to few measurements, with the measurements that support it.
    package static func rule(_ rule: EagerFittedRule) -> String {
        switch rule {
        case .overflow:
            "rule 5's overflow, a column offered its share plus a span's spread (GX17, d43)"
        case .laterSpanTargets:
            "rule 8, a full-width view's shortfall spread over later spans' columns (d43)"
        case .spreadsNothing:
            "rule 8, a span measured after a full-width view spreads nothing (d13)"
        case .keptOpen: "rule 6, a fitting span's columns kept open (d45)"
        case .spacerRowLift: "rule 12, a Spacer row's height lent to other rows (d55)"
        case .sealed: "rule 13, a span wider than its room seals its columns (d41)"
        case .heldAsOne:
            "rule 14, open columns held as one and committed slots kept (d59)"
        case .firstFullWidth:
            "rule 15, the first full-width view lends its unused offer (d53)"
        case .spacerColumns:
            "rule 16, a Spacer's columns lend the first priority width (d57, GS4)"
        }
    }
}
