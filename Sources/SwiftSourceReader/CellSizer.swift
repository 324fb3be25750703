import LayoutKernel
internal import SwiftSyntax
import Words

/// Finds a cell's own size: a `.frame(width:height:)` per dimension (with any padding outside
/// it), a flexible frame composed with the view inside it as SwiftUI does (`FlexibleFrame`),
/// `maxWidth: .infinity` and shapes or `Color` filling their slot, a stack taking its one
/// child's size, and views declared in the source sized by their body.
struct CellSizer {
    let expander: ViewExpander
    var evaluator: SourceEvaluator { expander.evaluator }
    /// Whether the cell is an eager Grid's (whose cells are measured): a `Text` of a known
    /// string is estimated (`TextEstimate`) rather than unknown, a flexible frame with only
    /// a maximum is composed with its view, and a view the reader cannot size is taken
    /// `assumedWidth` wide (S3) so that a frame around it can still be composed.
    var estimatesText = false
    /// The width taken for a view the reader cannot size, when `estimatesText`.
    var assumedWidth: Double = 30
    /// Whether the view is a cell of a `GridRow` (a `Divider` there is vertical).
    var inGridRow = false

    /// One modifier with the environment its arguments are read in.
    typealias Applied = (modifier: ModifiedView.Modifier, env: SourceEnvironment)

    /// The size of `view`; never fails: what is not known is `.unknown` with the reason.
    package func size(_ view: BuiltView) -> CellSize {
        do throws(EvalFailure) {
            return try evaluator.budget.nested(view.expr) { () throws(EvalFailure) -> CellSize in
                let modified = ModifiedView(view.expr)
                // A ForEach's modifiers are outside the cell's own, in the ForEach's environment.
                let modifiers =
                    view.outer + modified.modifiers.map { (modifier: $0, env: view.env) }
                return measure(modifiers[...], modified, view.env, framed: false)
            }
        } catch {
            let reason = ReaderNote.UnknownSize.notEvaluated(error.message)
            return CellSize(width: .unknown(reason), height: .unknown(reason))
        }
    }

    /// The size of the view inside `modifiers` (outermost first): each modifier in turn, the
    /// view inside it measured only when the modifier needs it.
    private func measure(
        _ modifiers: ArraySlice<Applied>, _ modified: ModifiedView, _ env: SourceEnvironment,
        framed: Bool
    ) -> CellSize {
        guard let (modifier, modifierEnv) = modifiers.first else {
            return assumingUnknown(baseSize(modified, env, framed: framed))
        }
        let inside = { measure(modifiers.dropFirst(), modified, env, framed: $0) }
        let use = SwiftUIVocabulary.modifier(modifier.name)
        switch use {
        case .frame?:
            let name = modified.baseName ?? SourceEvaluator.text(modified.base)
            return frame(modifier.call, modifierEnv, view: name) { inside(true) }
        case .padding?:
            do throws(EvalFailure) {
                let insets = try ChainReader.paddingInsets(modifier.call, evaluator, modifierEnv)
                let size = inside(framed)
                return CellSize(
                    width: Self.padded(size.width, insets.leading + insets.trailing),
                    height: Self.padded(size.height, insets.top + insets.bottom))
            } catch {
                let unknown = CellSize.Dimension.unknown(.padding(error.message))
                return CellSize(width: unknown, height: unknown)
            }
        case .font? where estimatesText && TextEstimate.size(of: modified) != nil:
            // The Text's estimate uses its font (S2): modelled, so not named.
            return inside(framed)
        case .gridCell?, .identity?, .fixedSize?, .layoutPriority?, .font?, nil:
            // Placing or naming a cell needs no mention; anything else is not modelled.
            if use?.isSilentInCells != true && !expander.models(modifier.name) {
                expander.skip(.modifier(modifier.name))
            }
        }
        return inside(framed)
    }

    /// For an eager Grid's cell, a length the source does not tell becomes a guess (S3): 30
    /// wide, as tall as its row; each says so in its reason.
    private func assumingUnknown(_ size: CellSize) -> CellSize {
        guard estimatesText else { return size }
        var result = size
        if case .unknown(let reason) = size.width {
            result.width = .assumed(
                .fixed(assumedWidth), guess: .s3,
                reason: .assumedWidth(reason, width: assumedWidth))
        }
        if case .unknown(let reason) = size.height {
            // Said once when the width's guess rests on the same reason.
            var said: ReaderNote.SizeGuess?
            if case .assumedWidth(reason, _)? = result.width.assumption {
                said = result.width.assumption
            }
            result.height = .assumed(.fill, guess: .s3, reason: said ?? .rowHeight(reason))
        }
        return result
    }

    static func padded(_ dimension: CellSize.Dimension, _ padding: Double)
        -> CellSize.Dimension
    {
        switch dimension {
        case .fixed(let value): return .fixed(value + padding)
        case .range(let low, let high, let ideal):
            return .range(low: low + padding, high: high + padding, ideal: ideal + padding)
        case .assumed(let inner, let guess, let reason):
            return .assumed(padded(inner, padding), guess: guess, reason: reason)
        case .fill, .unknown: return dimension
        }
    }

    /// `framed`: the view has a frame that fixes neither dimension asked here, said in the reason.
    private func baseSize(_ view: ModifiedView, _ env: SourceEnvironment, framed: Bool)
        -> CellSize
    {
        let name = view.baseName ?? SourceEvaluator.text(view.base)
        let entry = SwiftUIVocabulary.entry(name)
        switch entry?.sizing {
        case .fills?, .spacer?: return CellSize(width: .fill, height: .fill)
        case .text? where estimatesText:
            if let estimate = TextEstimate.size(of: view) { return estimate }
        case .formControl(let height, let needsValue)?:
            if let call = view.baseCall, !needsValue || FormControl.hasValue(call) {
                if entry?.has(.uprightInGridRow) == true && inGridRow {
                    // A GridRow lays its cells out in a row: a Divider there stands upright.
                    let reason = ReaderNote.SizeGuess.uprightDivider(thickness: height)
                    return CellSize(
                        width: .assumed(.fixed(height), guess: .s1, reason: reason), height: .fill)
                }
                let reason = ReaderNote.SizeGuess.formControl(name: name, height: height)
                return CellSize(
                    width: .fill, height: .assumed(.fixed(height), guess: .s1, reason: reason))
            }
        case .text?, .oneChild?, .label?, .unknown?, nil: break
        }
        if let call = view.baseCall {
            var children: [BuiltView]?
            if entry?.sizing == .label {
                // Drawn as its label; a title alone is text, whose size the source does not say.
                guard let label = ModifiedView.label(of: call) else {
                    let reason = ReaderNote.UnknownSize.textTitle(view: name)
                    return CellSize(width: .unknown(reason), height: .unknown(reason))
                }
                children = expander.views(label.statements, env)
            } else if entry?.sizing == .oneChild, let closure = ModifiedView.content(of: call) {
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
