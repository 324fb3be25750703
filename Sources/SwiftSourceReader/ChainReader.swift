import LayoutKernel
internal import SwiftSyntax
import Words

/// Reads the container chain of a grid: walks up from the grid call (iteratively) through the
/// modifiers applied to it and to each enclosing view, outside in, as `ContainerChain.Step`s.
/// Values that decide the size along the grid's axis must evaluate; others become notes.
struct ChainReader {
    let evaluator: SourceEvaluator
    let expander: ViewExpander
    /// The axis whose offered size matters.
    package let axis: GridAxis
    /// The trainer command that sets the size instead (`width N`, `grid width N`).
    let sizeCommand: String
    /// An eager `Grid`: its `ScrollView` and `.fixedSize` offers are `GridOfferReader`'s.
    var eager = false
    /// The chain from the container down to `grid`, outside in.
    package func chain(of grid: FunctionCallExprSyntax) throws(ChainFailure) -> ContainerChain {
        var stepsInsideOut: [ContainerChain.Step] = []
        var node = Syntax(grid)
        while let parent = node.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
                let call = member.parent?.as(FunctionCallExprSyntax.self),
                call.calledExpression.id == member.id
            {
                if let step = try modifier(member.declName.baseName.text, call) {
                    stepsInsideOut.append(step)
                }
                node = Syntax(call)
                continue
            }
            if let call = parent.as(FunctionCallExprSyntax.self),
                call.calledExpression.id != node.id
            {
                container(call, holding: node)
            }
            if parent.is(DeclSyntax.self) || parent.is(AccessorBlockSyntax.self) {
                noteUseSite(of: parent)
                break
            }
            node = parent
        }
        return ContainerChain(stepsInsideOut.reversed())
    }

    /// The walk ends at the declaration that holds the grid. Unless it is a view's `body`, the
    /// grid is used somewhere else (`grid.padding(40)` in the body): what is done there is not
    /// read, and the note says so rather than leaving it silent.
    private func noteUseSite(of declaration: Syntax) {
        var node: Syntax? = declaration
        var name: String?
        while let current = node, name == nil {
            if let variable = current.as(VariableDeclSyntax.self) {
                name =
                    variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier
                    .text
            } else if let function = current.as(FunctionDeclSyntax.self) {
                name = function.name.text
            } else if current.is(CodeBlockItemListSyntax.self) || current.is(MemberBlockSyntax.self)
            {
                break
            }
            node = current.parent
        }
        guard let name, SwiftUIVocabulary.entry(name)?.has(.viewBody) != true else { return }
        // Only a member of a type (a view's property or method) is used elsewhere; a top-level
        // `let g = LazyVGrid(…)`, as pasted, is the grid itself.
        var above = node
        var member = false
        while let current = above, !member {
            member = current.is(MemberBlockSyntax.self)
            above = current.parent
        }
        guard member else { return }
        evaluator.note(ReaderNote(.gridUsedElsewhere(property: name)))
    }

    /// A container the grid sits in: known ones offer their full size; the rest are assumed to.
    private func container(_ call: FunctionCallExprSyntax, holding child: Syntax) {
        let callee = call.calledExpression
        let name =
            callee.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? callee.as(MemberAccessExprSyntax.self).map { "." + $0.declName.baseName.text }
            ?? SourceEvaluator.text(callee)
        guard let container = SwiftUIVocabulary.entry(name)?.container else {
            evaluator.note(.unknownContainer(name: name), at: call)
            return
        }
        if container == .scrolls && !eager {
            // The axes are the unlabeled first argument; `showsIndicators:` and the rest are not.
            let axes =
                call.arguments.first { $0.label == nil }.map { $0.expression.trimmedDescription }
                ?? "." + SwiftUIName.vertical.text
            let along = "." + (axis == .vertical ? SwiftUIName.vertical : .horizontal).text
            if !axes.contains(along) && !axes.contains("[") {
                evaluator.note(.scrollsAcross(axes: axes), at: call)
            }
        }
        if case .stacks(let along) = container, along != axis,
            let closure = ModifiedView.content(of: call), closure.statements.count > 1
        {
            evaluator.note(.viewsBesideGrid(container: name), at: call)
        }
    }

    /// The step a modifier makes, nil for modifiers that do not change the offered size.
    private func modifier(_ name: String, _ call: FunctionCallExprSyntax) throws(ChainFailure)
        -> ContainerChain.Step?
    {
        let env = SourceEnvironment(scope: Syntax(call))
        switch SwiftUIVocabulary.modifier(name) {
        case .padding?:
            do throws(EvalFailure) {
                let insets = try Self.paddingInsets(call, evaluator, env)
                // `.padding()` alone is SwiftUI's default length (A7), said as such.
                let isDefault = call.arguments.isEmpty
                return .padding(
                    leading: insets.leading, trailing: insets.trailing, top: insets.top,
                    bottom: insets.bottom, isDefault: isDefault)
            } catch {
                if let edges = try? Self.paddingEdges(call, evaluator, env),
                    edges.isDisjoint(with: Self.sides(axis))
                {
                    let written = SourceEvaluator.text(call.calledExpression)
                    evaluator.note(.paddingNotEvaluated(modifier: written, axis: axis), at: call)
                    return nil
                }
                throw ChainFailure(
                    error: error, what: .padding, hint: .setIt(["padding N"]))
            }
        case .frame?:
            return try frame(call, env)
        case .fixedSize? where eager: return nil
        case .fixedSize?, .gridCell?, .layoutPriority?, .identity?, .font?, nil:
            expander.skip(.modifier(name))
            return nil
        }
    }

    private func frame(_ call: FunctionCallExprSyntax, _ env: SourceEnvironment)
        throws(ChainFailure) -> ContainerChain.Step?
    {
        let mine: [SwiftUIName] =
            axis == .vertical ? [.width, .minWidth, .maxWidth] : [.height, .minHeight, .maxHeight]
        var values: [String: Double] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text, argument.name != .alignment else { continue }
            do throws(EvalFailure) {
                if let value = try evaluator.optionalNumber(
                    try evaluator.value(argument.expression, env), at: argument.expression)
                {
                    values[label] = value
                }
            } catch {
                guard let name = argument.name, mine.contains(name) else {
                    evaluator.note(
                        .frameArgumentNotEvaluated(label: label, axis: axis), at: argument)
                    continue
                }
                throw ChainFailure(
                    error: error, what: .frame(label: label),
                    hint: .leaveFrameOut(axis: axis, command: sizeCommand))
            }
        }
        func value(_ name: SwiftUIName) -> Double? { values[name.text] }
        if value(.width) != nil || value(.height) != nil {
            if [SwiftUIName.minWidth, .maxWidth, .minHeight, .maxHeight].contains(where: {
                value($0) != nil
            }) {
                evaluator.note(.frameSizeAndBounds, at: call)
            }
            return .frame(width: value(.width), height: value(.height))
        }
        if values.isEmpty { return nil }
        return .flexibleFrame(
            minWidth: value(.minWidth), maxWidth: value(.maxWidth),
            minHeight: value(.minHeight), maxHeight: value(.maxHeight))
    }

    /// `.padding()`, `.padding(N)`, `.padding(.horizontal, N)`, `.padding([.leading, .top])`,
    /// `.padding(EdgeInsets(…))`: points per side (16 where no length is given, assumption A7).
    static func paddingInsets(
        _ call: FunctionCallExprSyntax, _ evaluator: SourceEvaluator, _ env: SourceEnvironment
    ) throws(EvalFailure)
        -> (leading: Double, trailing: Double, top: Double, bottom: Double)
    {
        let arguments = Array(call.arguments)
        var edges = Set(SwiftUIName.sides)
        var length = ContainerChain.Step.defaultLength
        var rest = arguments[...]
        if let first = rest.first, first.label == nil {
            let value = try evaluator.value(first.expression, env)
            switch value {
            case .edgeInsets(let top, let leading, let bottom, let trailing):
                return (leading, trailing, top, bottom)
            case .number(let number, _):
                length = number
                rest = rest.dropFirst()
            case .name, .array:
                edges = try edgeSet(value, at: first.expression)
                rest = rest.dropFirst()
            default:
                throw .mismatch(
                    expected: "a length, edges or EdgeInsets", found: value.kindName,
                    at: Syntax(first.expression))
            }
        }
        if let second = rest.first {
            if let number = try evaluator.optionalNumber(
                try evaluator.value(second.expression, env), at: second.expression)
            {
                length = number
            }
        }
        func side(_ edge: SwiftUIName) -> Double { edges.contains(edge) ? length : 0 }
        return (side(.leading), side(.trailing), side(.top), side(.bottom))
    }

    /// The sides that change a size along `axis`.
    static func sides(_ axis: GridAxis) -> Set<SwiftUIName> {
        axis == .vertical ? [.leading, .trailing] : [.top, .bottom]
    }

    /// The edges a padding names, without evaluating its length.
    static func paddingEdges(
        _ call: FunctionCallExprSyntax, _ evaluator: SourceEvaluator, _ env: SourceEnvironment
    ) throws(EvalFailure) -> Set<SwiftUIName> {
        guard let first = call.arguments.first, first.label == nil, call.arguments.count == 2 else {
            return Set(SwiftUIName.sides)
        }
        return try edgeSet(try evaluator.value(first.expression, env), at: first.expression)
    }

    private static func edgeSet(_ value: SourceValue, at node: ExprSyntax) throws(EvalFailure)
        -> Set<SwiftUIName>
    {
        var names: [String] = []
        switch value {
        case .name(let name): names = [name]
        case .array(let values):
            for element in values {
                guard case .name(let name) = element else {
                    throw .mismatch(expected: "edges", found: element.kindName, at: Syntax(node))
                }
                names.append(name)
            }
        default: throw .mismatch(expected: "edges", found: value.kindName, at: Syntax(node))
        }
        var edges: Set<SwiftUIName> = []
        for name in names {
            switch SwiftUIName(name) {
            case .all?: edges.formUnion(SwiftUIName.sides)
            case .horizontal?: edges.formUnion([.leading, .trailing])
            case .vertical?: edges.formUnion([.top, .bottom])
            case let side? where SwiftUIName.sides.contains(side): edges.insert(side)
            default:
                throw .mismatch(
                    expected: "an edge (.all, .horizontal, .vertical, .leading, "
                        + ".trailing, .top, .bottom)",
                    found: "." + name, at: Syntax(node))
            }
        }
        return edges
    }
}
