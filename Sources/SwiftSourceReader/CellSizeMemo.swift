internal import SwiftSyntax

/// Cell sizes kept per view expression when they cannot differ from cell to cell: a ForEach's
/// thirty `Color.blue.frame(height: Theme.tile)` are sized once. A view that names a local (the
/// loop's `index`, an argument) is sized every time, since its size may depend on it.
struct CellSizeMemo {
    private var sizes: [SyntaxIdentifier: CellSize] = [:]
    /// The names each expression refers to, found once.
    private var names: [SyntaxIdentifier: Set<String>] = [:]

    /// The size of `view`, from the memo when its expression names no local.
    package mutating func size(of view: BuiltView, _ sizer: CellSizer) -> CellSize {
        // Implementation note: `check` sizes every cell of every grid on every device's
        // layout; most cells repeat one expression, and sizing it walks modifiers and constants.
        guard view.outer.isEmpty else { return sizer.size(view) }
        let key = view.expr.id
        if let known = sizes[key] { return known }
        let referenced = names[key] ?? Self.sizingNames(view.expr)
        names[key] = referenced
        let size = sizer.size(view)
        if referenced.isDisjoint(with: view.env.locals.keys) { sizes[key] = size }
        return size
    }

    /// The names the parts that decide a size refer to: frames, paddings, and the base view
    /// unless it fills its slot (`RoundedRectangle().fill(index % 2 == 0 ? …)` names none).
    private static func sizingNames(_ expr: ExprSyntax) -> Set<String> {
        let view = ModifiedView(expr)
        var result: Set<String> = []
        for modifier in view.modifiers
        where [.frame, .padding].contains(SwiftUIVocabulary.modifier(modifier.name)) {
            result.formUnion(names(in: Syntax(modifier.call.arguments)))
        }
        let sizing = SwiftUIVocabulary.sizing(view.baseName ?? "")
        if sizing != .fills && sizing != .spacer {
            result.formUnion(names(in: Syntax(view.base)))
        }
        return result
    }

    /// Every identifier the node's tokens hold (`$0` included).
    private static func names(in node: Syntax) -> Set<String> {
        var result: Set<String> = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier(let name), .dollarIdentifier(let name): result.insert(name)
            default: continue
            }
        }
        return result
    }
}
