import CommandLanguage
import LayoutKernel

extension SweepRunner {
    /// A sweep of the eager Grid's offered width: its breakpoints are where a column starts or
    /// stops keeping its widest cell, the column count changes, or the Grid starts or stops
    /// overflowing. A Grid has no items, so only `sweep width` applies.
    package static func run(_ sweep: Sweep, on grid: EagerGrid, control: Control = Control())
        throws(CommandError) -> SweepResult
    {
        switch sweep.parameter {
        case .proposed:
            // Offered no width, every step would give the same grid: one breakpoint, no word.
            guard !grid.unspecifiedWidth else { throw .model(.widthNotOffered) }
        case .minimum, .maximum, .size, .spacing:
            throw .model(.otherFamily(shown: .eager, hint: .sweepOfAnItem))
        }
        let label = grid.chain.steps.isEmpty ? "width" : "screen width"
        return try run(sweep, label: label, chain: grid.chain, control: control) {
            value throws(CommandError) in
            var variant = grid
            variant.container = value
            guard let layout = try? variant.layout() else { return .refused }
            return .laidOut(
                Step(
                    state: LayoutState(layout), offered: variant.proposed,
                    items: layout.columns.map { (1, $0) },
                    codes: { layout.diagnostics().map(\.code.rawValue) }))
        }
    }
}
