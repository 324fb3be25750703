import LayoutKernel
internal import SwiftSyntax

/// `GridItem(…)` in every spelling Swift accepts, with SwiftUI's defaults: `GridItem()` is
/// `.flexible(minimum: 10, maximum: .infinity)`, spacing nil, alignment nil.
extension SourceEvaluator {
    func gridItem(_ call: FunctionCallExprSyntax, _ env: SourceEnvironment) throws(EvalFailure)
        -> GridItem
    {
        let args = try arguments(
            call, allowed: [nil, .spacing, .alignment],
            what: SwiftUIVocabulary.name(of: .gridItem))
        var item = GridItem()
        if let sizeExpr = args["_"] {
            guard case .size(let size) = try value(sizeExpr, env) else {
                throw .mismatch(
                    expected: ".fixed(…), .flexible(…) or .adaptive(…)", found: Self.text(sizeExpr),
                    at: Syntax(sizeExpr))
            }
            item.size = size
        }
        if let spacingExpr = args[SwiftUIName.spacing.text] {
            item.spacing = try optionalNumber(try value(spacingExpr, env), at: spacingExpr)
        }
        if let alignmentExpr = args[SwiftUIName.alignment.text] {
            item.alignment = try optionalAlignment(alignmentExpr, env)
        }
        return item
    }

    /// A GridItem's size from its call, with SwiftUI's defaults: `.fixed(x)`,
    /// `.flexible(minimum: = 10, maximum: = .infinity)`, `.adaptive(minimum:maximum: = .infinity)`.
    func itemSize(
        _ kind: SwiftUIVocabulary.ItemSize, _ call: FunctionCallExprSyntax,
        _ env: SourceEnvironment
    ) throws(EvalFailure) -> GridItemSize {
        switch kind {
        case .fixed:
            let args = try arguments(
                call, allowed: [nil], what: "." + SwiftUIVocabulary.name(of: .itemSize(.fixed)))
            guard let sizeExpr = args["_"] else {
                throw .invalid(".fixed takes one size", at: Syntax(call))
            }
            return .fixed(try number(try value(sizeExpr, env), at: sizeExpr))
        case .flexible:
            let args = try arguments(
                call, allowed: [.minimum, .maximum],
                what: "." + SwiftUIVocabulary.name(of: .itemSize(.flexible)))
            return .flexible(
                minimum: try labelled(args, .minimum, env) ?? 10,
                maximum: try labelled(args, .maximum, env) ?? .infinity)
        case .adaptive:
            let args = try arguments(
                call, allowed: [.minimum, .maximum],
                what: "." + SwiftUIVocabulary.name(of: .itemSize(.adaptive)))
            guard let minimum = try labelled(args, .minimum, env) else {
                throw .invalid(".adaptive needs minimum:", at: Syntax(call))
            }
            return .adaptive(
                minimum: minimum, maximum: try labelled(args, .maximum, env) ?? .infinity)
        }
    }

    /// One of SwiftUI's nine `Alignment`s, or nil for `nil`.
    func optionalAlignment(_ expr: ExprSyntax, _ env: SourceEnvironment) throws(EvalFailure)
        -> ItemAlignment?
    {
        let result = try value(expr, env)
        if case .null = result { return nil }
        guard case .name(let name) = result, let alignment = ItemAlignment(rawValue: name) else {
            throw .mismatch(
                expected:
                    "an alignment ("
                    + ItemAlignment.allCases.map { "." + $0.rawValue }.joined(separator: ", ")
                    + ")",
                found: Self.text(expr), at: Syntax(expr))
        }
        return alignment
    }

    /// The `[GridItem]` an expression holds: an array literal, a constant, `Array(repeating:)`,
    /// `+` of arrays. Implicit `.init(…)` elements are GridItems here, as Swift infers them.
    func items(_ expr: ExprSyntax, _ env: SourceEnvironment) throws(EvalFailure) -> [GridItem] {
        guard case .array(let values) = try value(expr, env) else {
            throw .mismatch(
                expected: "an array of GridItem", found: Self.text(expr), at: Syntax(expr))
        }
        var items: [GridItem] = []
        for element in values {
            guard case .item(let item) = element else {
                throw .mismatch(
                    expected: "GridItem elements", found: element.kindName, at: Syntax(expr))
            }
            items.append(item)
        }
        return items
    }
}
