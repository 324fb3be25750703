internal import SwiftSyntax

/// A view expression split into its base view and the modifiers applied to it, outermost
/// first: `Rectangle().fill(.blue).frame(width: 100)` is `Rectangle()` with `frame`, `fill`.
struct ModifiedView {
    /// One `.name(…)` applied to the view.
    struct Modifier {
        package var name: String
        var call: FunctionCallExprSyntax
    }

    /// The view the modifiers wrap: `Rectangle()`, `Color.red`, `CellContent(index: i)`.
    var base: ExprSyntax
    /// Outermost first: the order in which a proposal passes through them.
    var modifiers: [Modifier]

    /// Splits `expr` iteratively (a chain may be long).
    init(_ expr: ExprSyntax) {
        var current = expr
        var modifiers: [Modifier] = []
        while let call = current.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base
        {
            modifiers.append(Modifier(name: member.declName.baseName.text, call: call))
            current = base
        }
        self.base = current
        self.modifiers = modifiers
    }

    /// The base's callee name when the base is a call (`VStack`, `Rectangle`, `CellContent`) or
    /// a type's member (`Color` for `Color.red`).
    var baseName: String? {
        if let call = base.as(FunctionCallExprSyntax.self) {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.text
            }
            if let specialised = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
                return specialised.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            }
            return nil
        }
        if let member = base.as(MemberAccessExprSyntax.self) {
            return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The base call, when the base is a call.
    var baseCall: FunctionCallExprSyntax? { base.as(FunctionCallExprSyntax.self) }

    /// The closure that draws a control's label (`NavigationLink`, `Button`, `Menu`, `Link`),
    /// in either spelling: `label:` (an argument or a second trailing closure), or the
    /// trailing closure when the arguments do the rest (`NavigationLink(destination: D) { … }`,
    /// `NavigationLink(value: v) { … }`, `Button(action: a) { … }`). Nil when the label is a
    /// title (`Button("Buy") { action }`, `Menu("More") { items }`): then the trailing closure
    /// is the action, the menu's items or the destination, never the label.
    package static func label(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let argument = call.argument(.label) {
            return argument.expression.as(ClosureExprSyntax.self)
        }
        if let extra = call.additionalTrailingClosures.first(where: {
            $0.label.text == SwiftUIName.label.text
        }) {
            return extra.closure
        }
        guard let trailing = call.trailingClosure, call.additionalTrailingClosures.isEmpty,
            !call.arguments.contains(where: { $0.label == nil })
        else { return nil }
        return call.arguments.contains { [.destination, .value, .action].contains($0.name) }
            ? trailing : nil
    }

    /// The content closure of a call: its trailing closure or a `content:` argument.
    package static func content(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let closure = call.trailingClosure { return closure }
        return call.argument(.content)?.expression.as(
            ClosureExprSyntax.self)
    }
}
