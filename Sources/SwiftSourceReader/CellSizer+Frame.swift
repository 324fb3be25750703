import LayoutKernel
internal import SwiftSyntax
import Words

extension CellSizer {
    /// What a `.frame(…)` says about one dimension.
    enum FrameBounds {
        /// Nothing: the view inside decides.
        case none
        /// `width:`: that length, whatever is inside.
        case exact(Double)
        /// `minWidth:`, `idealWidth:`, `maxWidth:`, any of them nil.
        case flexible(minimum: Double?, ideal: Double?, maximum: Double?)
        /// An argument the reader cannot evaluate: why.
        case failed(ReaderNote.UnknownSize)
    }

    /// The size of a view in `.frame(…)`: `inside` measures the view within it, only when a
    /// dimension needs it. `view` names the base view in notes.
    func frame(
        _ call: FunctionCallExprSyntax, _ env: SourceEnvironment, view: String,
        inside: () -> CellSize
    ) -> CellSize {
        let width = bounds(call, env, .width, .minWidth, .idealWidth, .maxWidth)
        let height = bounds(call, env, .height, .minHeight, .idealHeight, .maxHeight)
        var child: CellSize?
        for bound in [width, height] {
            switch bound {
            case .none, .flexible: child = child ?? inside()
            case .exact, .failed: continue
            }
        }
        return CellSize(
            width: dimension(
                width, child?.width, view: view,
                names: (SwiftUIName.minWidth.text, SwiftUIName.maxWidth.text)),
            height: dimension(
                height, child?.height, view: view,
                names: (SwiftUIName.minHeight.text, SwiftUIName.maxHeight.text)))
    }

    private func bounds(
        _ call: FunctionCallExprSyntax, _ env: SourceEnvironment, _ labels: SwiftUIName...
    ) -> FrameBounds {
        var values: [Double?] = []
        for label in labels {
            guard let argument = call.argument(label) else {
                values.append(nil)
                continue
            }
            do throws(EvalFailure) {
                values.append(
                    try evaluator.optionalNumber(
                        try evaluator.value(argument.expression, env), at: argument.expression))
            } catch {
                return .failed(.frameArgument(label: label.text, error.message))
            }
        }
        if let exact = values[0] { return .exact(exact) }
        if values[1...].allSatisfy({ $0 == nil }) { return .none }
        return .flexible(minimum: values[1], ideal: values[2], maximum: values[3])
    }

    /// One dimension of a framed view; `child` is the view's inside the frame (nil only when
    /// the bounds did not need it).
    private func dimension(
        _ bounds: FrameBounds, _ child: CellSize.Dimension?, view: String,
        names: (minimum: String, maximum: String)
    ) -> CellSize.Dimension {
        switch bounds {
        case .exact(let value): return .fixed(value)
        case .failed(let reason): return .unknown(reason)
        case .none: return child ?? .unknown(.view(view))
        case .flexible(let minimum, let ideal, let maximum):
            let inner = child ?? .unknown(.view(view))
            if let minimum, let maximum, minimum > maximum {
                return .unknown(
                    .contradictoryFrame(
                        view: view, minimumLabel: names.minimum, minimum: minimum,
                        maximumLabel: names.maximum, maximum: maximum))
            }
            guard estimatesText else {
                if ideal != nil {
                    // A lazy grid's cell has one length: what it takes unoffered is not kept.
                    let name =
                        names.minimum == SwiftUIName.minWidth.text
                        ? SwiftUIName.idealWidth.text : SwiftUIName.idealHeight.text
                    expander.skip(.idealInLazyCell(label: name))
                }
                return lazyDimension(minimum, maximum, inner, view: view, names: names)
            }
            if let minimum, let maximum, inner.guess != nil || inner.isUnknown {
                // Any given offer is held between the bounds whatever the view answers; only
                // an unspecified offer would ask the view, whose size is a guess: 10 is taken,
                // as for a Color, and said.
                expander.skip(
                    .unofferedSize(view: view, minimum: names.minimum, maximum: names.maximum))
                return .range(
                    low: minimum, high: maximum, ideal: ideal ?? EagerLength.unspecifiedOffer)
            }
            return FlexibleFrame(minimum: minimum, ideal: ideal, maximum: maximum).around(inner)
        }
    }

    /// A lazy grid's cell takes one length (`CellContent`): both bounds, the upper finite, are
    /// a range (its low end taken); `maxWidth: .infinity` fills; a minimum alone is that length
    /// when nothing larger is proposed; a finite maximum alone leaves the size unknown.
    private func lazyDimension(
        _ minimum: Double?, _ maximum: Double?, _ inner: CellSize.Dimension, view: String,
        names: (minimum: String, maximum: String)
    ) -> CellSize.Dimension {
        switch (minimum, maximum) {
        case (let low?, let high?) where high.isFinite:
            return .range(low: low, high: high, ideal: EagerLength.unspecifiedOffer)
        case (let low, let high?) where high == .infinity:
            // Read as filling: a minimum beside it shows only for smaller offers.
            if low != nil {
                expander.skip(
                    .minimumBesideInfiniteMaximum(minimum: names.minimum, maximum: names.maximum))
            }
            return .fill
        case (let low?, _): return .fixed(low)
        case (nil, let high?):
            return .unknown(.belowMaximum(view: view, label: names.maximum, bound: high))
        case (nil, nil): return inner
        }
    }
}
