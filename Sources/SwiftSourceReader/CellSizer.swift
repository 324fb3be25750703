import LayoutKernel
internal import SwiftSyntax
import Words

/// Finds a cell's own size: its outermost `.frame(width:height:)` per dimension (with any
/// padding outside it), `minWidth`/`minHeight` as the size when nothing larger is proposed,
/// `maxWidth: .infinity` and shapes or `Color` filling their slot, a stack taking its one
/// child's size, and views declared in the source sized by their body.
struct CellSizer {
    let expander: ViewExpander
    var evaluator: SourceEvaluator { expander.evaluator }
    /// Whether a `Text` of a known string is estimated (`TextEstimate`, for the eager Grid)
    /// rather than unknown.
    var estimatesText = false

    /// The size of `view`; never fails: what is not known is `.unknown` with the reason.
    package func size(_ view: BuiltView) -> CellSize {
        do throws(EvalFailure) {
            return try evaluator.nested(view.expr) { () throws(EvalFailure) -> CellSize in
                measure(view)
            }
        } catch {
            let reason = ReaderNote.UnknownSize.notEvaluated(error.message)
            return CellSize(width: .unknown(reason), height: .unknown(reason))
        }
    }

    private func measure(_ view: BuiltView) -> CellSize {
        let modified = ModifiedView(view.expr)
        var width: CellSize.Dimension?
        var height: CellSize.Dimension?
        var padding = (width: 0.0, height: 0.0)
        var framed = false
        // A ForEach's modifiers are outside the cell's own, in the ForEach's environment.
        let modifiers = view.outer + modified.modifiers.map { (modifier: $0, env: view.env) }
        for (modifier, env) in modifiers where width == nil || height == nil {
            let use = SwiftUIVocabulary.modifier(modifier.name)
            switch use {
            case .frame?:
                framed = true
                let name = modified.baseName ?? SourceEvaluator.text(modified.base)
                let frame = frameSizes(modifier.call, env, view: name)
                if width == nil, let found = frame.width {
                    width = Self.padded(found, padding.width)
                }
                if height == nil, let found = frame.height {
                    height = Self.padded(found, padding.height)
                }
            case .padding?:
                do throws(EvalFailure) {
                    let insets = try ChainReader.paddingInsets(modifier.call, evaluator, env)
                    padding.width += insets.leading + insets.trailing
                    padding.height += insets.top + insets.bottom
                } catch {
                    let unknown = CellSize.Dimension.unknown(.padding(error.message))
                    width = width ?? unknown
                    height = height ?? unknown
                }
            case .gridCell?, .identity?, .fixedSize?, .layoutPriority?, .font?, nil:
                // Placing or naming a cell needs no mention; anything else is not modelled.
                if use?.isSilentInCells != true && !expander.models(modifier.name) {
                    expander.skip("." + modifier.name)
                }
            }
        }
        if let width, let height { return CellSize(width: width, height: height) }
        let inner = baseSize(modified, view.env, framed: framed)
        return CellSize(
            width: width ?? Self.padded(inner.width, padding.width),
            height: height ?? Self.padded(inner.height, padding.height))
    }

    private static func padded(_ dimension: CellSize.Dimension, _ padding: Double)
        -> CellSize.Dimension
    {
        switch dimension {
        case .fixed(let value): return .fixed(value + padding)
        case .range(let low, let high): return .range(low: low + padding, high: high + padding)
        case .assumed(let value, let reason): return .assumed(value + padding, reason: reason)
        case .fill, .unknown: return dimension
        }
    }

    /// What a `.frame(…)` fixes per dimension: `width:`, else `minWidth:` with a finite
    /// `maxWidth:` (a range), else `maxWidth: .infinity` (fill), else `minWidth:` (the size
    /// when nothing larger is proposed); nil passes through.
    /// A finite `maxWidth:` alone bounds the view's own size, which stays unknown (`view`
    /// names it).
    private func frameSizes(_ call: FunctionCallExprSyntax, _ env: SourceEnvironment, view: String)
        -> (width: CellSize.Dimension?, height: CellSize.Dimension?)
    {
        func dimension(_ exact: String, _ minimum: String, _ maximum: String) -> CellSize.Dimension?
        {
            func read(_ label: String) -> Result<Double?, EvalFailure> {
                guard let argument = call.arguments.first(where: { $0.label?.text == label }) else {
                    return .success(nil)
                }
                do throws(EvalFailure) {
                    return .success(
                        try evaluator.optionalNumber(
                            try evaluator.value(argument.expression, env), at: argument.expression))
                } catch {
                    return .failure(error)
                }
            }
            // Both bounds, the upper finite: the offer held between them (measured as such
            // around a flexible view; issue 29's clampW and clampBoth).
            if case .success(.none) = read(exact), case .success(let low?) = read(minimum),
                case .success(let high?) = read(maximum), high.isFinite, low <= high
            {
                return .range(low: low, high: high)
            }
            for label in [exact, maximum, minimum] {
                switch read(label) {
                case .failure(let error):
                    return .unknown(.frameArgument(label: label, error.message))
                case .success(let value?) where label == exact: return .fixed(value)
                case .success(let value?) where label == maximum && value == .infinity:
                    // Read as filling: a minimum beside it shows only for smaller offers.
                    if case .success(_?) = read(minimum) {
                        expander.skip(".frame(\(minimum):) beside \(maximum): .infinity")
                    }
                    return .fill
                case .success(let value?) where label == minimum: return .fixed(value)
                case .success: continue
                }
            }
            if case .success(let bound?) = read(maximum) {
                return .unknown(.belowMaximum(view: view, label: maximum, bound: bound))
            }
            return nil
        }
        return (
            dimension("width", "minWidth", "maxWidth"),
            dimension("height", "minHeight", "maxHeight")
        )
    }

    /// `framed`: the view has a frame that fixes neither dimension asked here, said in the reason.
    private func baseSize(_ view: ModifiedView, _ env: SourceEnvironment, framed: Bool)
        -> CellSize
    {
        let name = view.baseName ?? SourceEvaluator.text(view.base)
        let sizing = SwiftUIVocabulary.sizing(name)
        switch sizing {
        case .fills?, .spacer?: return CellSize(width: .fill, height: .fill)
        case .text? where estimatesText:
            if let estimate = TextEstimate.size(of: view) { return estimate }
        case .formControl(let height, let needsValue)?:
            if let call = view.baseCall, !needsValue || FormControl.hasValue(call) {
                let reason = ReaderNote.SizeGuess.formControl(name: name, height: height)
                return CellSize(width: .fill, height: .assumed(height, reason: reason))
            }
        case .text?, .oneChild?, .label?, .unknown?, nil: break
        }
        if let call = view.baseCall {
            var children: [BuiltView]?
            if sizing == .label {
                // Drawn as its label; a title alone is text, whose size the source does not say.
                guard let label = ModifiedView.label(of: call) else {
                    let reason = ReaderNote.UnknownSize.textTitle(view: name)
                    return CellSize(width: .unknown(reason), height: .unknown(reason))
                }
                children = expander.views(label.statements, env)
            } else if sizing == .oneChild, let closure = ModifiedView.content(of: call) {
                children = expander.views(closure.statements, env)
            } else if let body = expander.body(of: call, named: name, env) {
                children = expander.views(body.statements, body.env)
            }
            if let children {
                if children.count == 1, let only = children.first { return size(only) }
                let reason = ReaderNote.UnknownSize.views(view: name, count: children.count)
                return CellSize(width: .unknown(reason), height: .unknown(reason))
            }
        }
        guard framed else {
            let reason = ReaderNote.UnknownSize.withoutFrame(view: name)
            return CellSize(width: .unknown(reason), height: .unknown(reason))
        }
        return CellSize(
            width: .unknown(.noFrameWidth(view: name)), height: .unknown(.noFrameHeight(view: name))
        )
    }
}
