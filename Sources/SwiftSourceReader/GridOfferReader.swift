internal import SwiftSyntax
import Words

/// Which of the eager `Grid`'s two offers the source leaves unspecified: a `ScrollView`
/// around the grid proposes nil along the axes it scrolls (`ScrollView` alone scrolls
/// vertically), and `.fixedSize()` on the grid or a view holding it proposes nil along the
/// axes it fixes (both by default). A `.frame(width:)` or `.frame(height:)` between the grid
/// and either one offers that length again. What cannot be read is named in a note.
struct GridOfferReader {
    let evaluator: SourceEvaluator

    /// Which offers are unspecified.
    struct Unspecified: Equatable {
        var width = false
        var height = false
    }

    /// Walks up from `grid` (iteratively) to the declaration that holds it.
    func unspecified(around grid: FunctionCallExprSyntax) -> Unspecified {
        var result = Unspecified()
        // Axes a fixed frame already sizes, inside everything met so far.
        var framed = Unspecified()
        var node = Syntax(grid)
        while let parent = node.parent {
            if parent.is(DeclSyntax.self) || parent.is(AccessorBlockSyntax.self) { break }
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
                let call = member.parent?.as(FunctionCallExprSyntax.self),
                call.calledExpression.id == member.id
            {
                switch SwiftUIVocabulary.modifier(member.declName.baseName.text) {
                case .frame?:
                    let labels = Set(call.arguments.compactMap { $0.label?.text })
                    framed.width = framed.width || labels.contains(SwiftUIName.width.text)
                    framed.height = framed.height || labels.contains(SwiftUIName.height.text)
                case .fixedSize?:
                    let axes = fixedAxes(call)
                    result.width = result.width || (axes.width && !framed.width)
                    result.height = result.height || (axes.height && !framed.height)
                case .padding?, .gridCell?, .layoutPriority?, .identity?, .font?, nil:
                    break
                }
                node = Syntax(call)
                continue
            }
            if let call = parent.as(FunctionCallExprSyntax.self),
                call.calledExpression.id != node.id,
                let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                SwiftUIVocabulary.entry(name)?.container == .scrolls
            {
                let axes = scrollAxes(call)
                result.width = result.width || (axes.width && !framed.width)
                result.height = result.height || (axes.height && !framed.height)
            }
            node = parent
        }
        return result
    }

    /// `ScrollView(.horizontal)`, `ScrollView([.horizontal, .vertical])`, `ScrollView` alone
    /// (vertical); axes it cannot read are taken as vertical, with a note.
    private func scrollAxes(_ call: FunctionCallExprSyntax) -> Unspecified {
        guard let argument = call.arguments.first(where: { $0.label == nil })?.expression else {
            return Unspecified(width: false, height: true)
        }
        let names = axisNames(argument)
        guard let names, !names.isEmpty else {
            evaluator.note(.scrollAxesNotRead(axes: argument.trimmedDescription), at: call)
            return Unspecified(width: false, height: true)
        }
        return Unspecified(
            width: names.contains(SwiftUIName.horizontal.text),
            height: names.contains(SwiftUIName.vertical.text))
    }

    /// `.fixedSize()` (both), `.fixedSize(horizontal: true, vertical: false)`.
    private func fixedAxes(_ call: FunctionCallExprSyntax) -> Unspecified {
        var axes = Unspecified(width: true, height: true)
        for argument in call.arguments {
            let text = argument.expression.trimmedDescription
            guard text == "true" || text == "false" else {
                evaluator.note(
                    .fixedSizeNotEvaluated(argument: argument.trimmedDescription), at: argument)
                continue
            }
            switch argument.name {
            case .horizontal?: axes.width = text == "true"
            case .vertical?: axes.height = text == "true"
            default: continue
            }
        }
        return axes
    }

    /// `.horizontal`, `Axis.Set.vertical`, `[.horizontal, .vertical]`, `.init()`: the names of
    /// the axes; nil when it is anything else.
    private func axisNames(_ expr: ExprSyntax) -> [String]? {
        if let array = expr.as(ArrayExprSyntax.self) {
            var names: [String] = []
            for element in array.elements {
                guard let name = axisNames(element.expression) else { return nil }
                names += name
            }
            return names
        }
        guard let member = expr.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        return SwiftUIName(name) == .horizontal || SwiftUIName(name) == .vertical ? [name] : nil
    }
}
