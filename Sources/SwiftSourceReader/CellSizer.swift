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

    /// Modifiers that place or decorate a cell without changing its size and need no mention
    /// (the grid modifiers are read by the eager importer).
    package static let silent: Set<String> = [
        "gridCellColumns", "gridCellAnchor", "gridColumnAlignment", "gridCellUnsizedAxes", "id",
        "tag",
    ]

    /// One modifier with the environment its arguments are read in.
    typealias Applied = (modifier: ModifiedView.Modifier, env: SourceEnvironment)

    /// The size of `view`; never fails: what is not known is `.unknown` with the reason.
    package func size(_ view: BuiltView) -> CellSize {
        do throws(EvalFailure) {
            return try evaluator.nested(view.expr) { () throws(EvalFailure) -> CellSize in
                let modified = ModifiedView(view.expr)
                // A ForEach's modifiers are outside the cell's own, in the ForEach's environment.
                let modifiers =
                    view.outer + modified.modifiers.map { (modifier: $0, env: view.env) }
                return measure(modifiers[...], modified, view.env, framed: false)
            }
        } catch {
            return CellSize(width: .unknown(error.message), height: .unknown(error.message))
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
        switch modifier.name {
        case "frame":
            let name = modified.baseName ?? SourceEvaluator.text(modified.base)
            return frame(modifier.call, modifierEnv, view: name) { inside(true) }
        case "padding":
            do throws(EvalFailure) {
                let insets = try ChainReader.paddingInsets(modifier.call, evaluator, modifierEnv)
                let size = inside(framed)
                return CellSize(
                    width: Self.padded(size.width, insets.leading + insets.trailing),
                    height: Self.padded(size.height, insets.top + insets.bottom))
            } catch {
                let unknown = CellSize.Dimension.unknown("padding \(error.message)")
                return CellSize(width: unknown, height: unknown)
            }
        case "font" where estimatesText && TextEstimate.size(of: modified) != nil:
            // The Text's estimate uses its font (S2): modelled, so not named.
            return inside(framed)
        case "aspectRatio", "scaledToFit", "scaledToFill":
            expander.skip("." + modifier.name)
        default:
            if !Self.silent.contains(modifier.name)
                && !expander.alsoModelled.contains(modifier.name)
            {
                expander.skip("." + modifier.name)
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
                reason: "\(reason); assumed \(NumberText.format(assumedWidth)) wide")
        }
        if case .unknown(let reason) = size.height {
            let said = result.width.assumption.flatMap { $0.hasPrefix(reason + ";") ? $0 : nil }
            result.height = .assumed(
                .fill, guess: .s3, reason: said ?? "\(reason); the row's height is assumed")
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
        if ViewExpander.fillingViews.contains(name) { return CellSize(width: .fill, height: .fill) }
        if estimatesText, let estimate = TextEstimate.size(of: view) {
            return estimate
        }
        if let call = view.baseCall, let height = FormControl.height(of: name, call) {
            let reason = FormControl.reason(name, height: height)
            if name == "Divider" && inGridRow {
                // A GridRow lays its cells out in a row: a Divider there stands upright.
                return CellSize(
                    width: .assumed(.fixed(height), guess: .s1, reason: FormControl.uprightDivider),
                    height: .fill)
            }
            return CellSize(
                width: .fill, height: .assumed(.fixed(height), guess: .s1, reason: reason))
        }
        if let call = view.baseCall {
            var children: [BuiltView]?
            if ViewExpander.controls.contains(name) {
                // Drawn as its label; a title alone is text, whose size the source does not say.
                guard let label = ModifiedView.label(of: call) else {
                    let reason = "\(name) with a text title"
                    return CellSize(width: .unknown(reason), height: .unknown(reason))
                }
                children = expander.views(label.statements, env)
            } else if ViewExpander.stacks.contains(name),
                let closure = ModifiedView.content(of: call)
            {
                children = expander.views(closure.statements, env)
            } else if let body = expander.body(of: call, named: name, env) {
                children = expander.views(body.statements, body.env)
            }
            if let children {
                if children.count == 1, let only = children.first { return size(only) }
                let reason = "\(name) with \(children.count) views inside"
                return CellSize(width: .unknown(reason), height: .unknown(reason))
            }
        }
        guard framed else {
            let reason = "\(name) without a frame"
            return CellSize(width: .unknown(reason), height: .unknown(reason))
        }
        return CellSize(
            width: .unknown("\(name) with no frame width"),
            height: .unknown("\(name) with no frame height"))
    }
}
