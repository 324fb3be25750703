/// A rule of the eager Grid fitted to very few measurements (`docs/model.md`, assumption G7):
/// a result whose offers or lengths one of them changed names G7 and these.
public enum EagerFittedRule: Int, CaseIterable, Comparable, Hashable, Sendable {
    /// Rule 5's overflow: a column offered its share plus a span's spread, that spread being
    /// more than the priority's first share (arm GX17, d43).
    case overflow
    /// Rule 8: a full-width view's shortfall spread over the columns of the spans from a
    /// GridRow measured after it (d43 only; d7 agrees either way).
    case laterSpanTargets
    /// Rule 8: a span from a GridRow measured after a full-width view unsized horizontally
    /// spreads nothing (d13 only).
    case spreadsNothing
    /// Rule 6: a measured span that fits its columns' own cells keeps them open (d45).
    case keptOpen
    /// Rule 12: a row holding a Spacer lends height to the other rows' cells (d55).
    case spacerRowLift
    /// Rule 13: a span wider than its room seals its columns (d41).
    case sealed
    /// Rule 14's three parts: open columns held as one, a span offered its committed slot, a
    /// committed column keeping its running width (d59 only).
    case heldAsOne
    /// Rule 15: the first full-width view lends its unused offer and spreads its shortfall to
    /// every column alike (d53 only).
    case firstFullWidth
    /// Rule 16: a Spacer's columns lend the first priority width (d57, arm GS4).
    case spacerColumns

    /// In the order `docs/model.md` states them.
    public static func < (lhs: EagerFittedRule, rhs: EagerFittedRule) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
