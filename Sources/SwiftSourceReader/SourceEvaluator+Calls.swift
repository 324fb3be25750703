import LayoutKernel
internal import SwiftSyntax
import SystemInterface

/// Calls: conversions, `cos sin sqrt min max`, `CGSize`, `EdgeInsets`, `Array(repeating:count:)`,
/// `GridItem` and its sizes, and functions declared in the same source.
extension SourceEvaluator {
    /// The most elements `Array(repeating:count:)` may build.
    package static let repeatLimit = 10_000

    func call(_ call: FunctionCallExprSyntax, _ env: SourceEnvironment) throws(EvalFailure)
        -> SourceValue
    {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = DeclarationIndex.identifier(reference.baseName)
            let local = env.locals[name] != nil
            if !local, case .function(let function)? = lookup(name, from: env.scope) {
                return try callFunction(function, call, env)
            }
            do throws(EvalFailure) {
                return try builtin(name, call, env)
            } catch {
                // Not one the reader knows: perhaps a function of another file of the project.
                guard case .unsupported = error, env.locals[name] == nil,
                    case .function(let function)? = lookup(name, from: env.scope, loading: true)
                else { throw error }
                return try callFunction(function, call, env)
            }
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else {
                return try builtin(name == "init" ? ".init" : "." + name, call, env)
            }
            let baseText = base.trimmedDescription
            switch (baseText, name) {
            case ("GridItem.Size", _): return try builtin("." + name, call, env)
            case ("GridItem", "init"), ("CGFloat", "init"), ("Double", "init"), ("CGSize", "init"),
                ("EdgeInsets", "init"),
                ("Array", "init"), ("[GridItem]", "init"), ("Alignment", "init"):
                return try builtin(baseText, call, env)
            case ("self", _), ("Self", _):
                if case .function(let function)? = lookup(name, from: env.scope) {
                    return try callFunction(function, call, env)
                }
            default:
                let found = self.member(name, ofType: baseText, loading: true)
                if case .function(let function)? = found {
                    return try callFunction(function, call, env)
                }
            }
            throw .unsupported(Self.text(call), at: Syntax(call))
        }
        if callee.is(ArrayExprSyntax.self) || callee.is(GenericSpecializationExprSyntax.self) {
            // [GridItem](repeating:count:), Array<GridItem>(…).
            return try builtin("Array", call, env)
        }
        throw .unsupported(Self.text(call), at: Syntax(call))
    }

    /// The arguments of `call` by label (`_` for unlabeled ones), refusing labels not in
    /// `allowed`, duplicates, and trailing closures.
    func arguments(_ call: FunctionCallExprSyntax, allowed: [String], what: String)
        throws(EvalFailure) -> [String: ExprSyntax]
    {
        guard call.trailingClosure == nil else {
            throw .unsupported(Self.text(call), at: Syntax(call))
        }
        var result: [String: ExprSyntax] = [:]
        var lastPosition = -1
        for argument in call.arguments {
            let label = argument.label?.text ?? "_"
            guard let position = allowed.firstIndex(of: label),
                position > lastPosition || (label == "_" && position == lastPosition),
                result[label] == nil
            else {
                let shown = label == "_" ? "unlabeled argument" : "'\(label):'"
                throw .invalid(
                    "\(what) takes no \(shown) here; it takes "
                        + "\(allowed.map { $0 == "_" ? "_" : $0 + ":" }.joined(separator: " "))",
                    at: Syntax(argument))
            }
            lastPosition = position
            result[label] = argument.expression
        }
        return result
    }

    private func builtin(_ name: String, _ call: FunctionCallExprSyntax, _ env: SourceEnvironment)
        throws(EvalFailure) -> SourceValue
    {
        func single() throws(EvalFailure) -> Double {
            let args = try arguments(call, allowed: ["_"], what: name)
            guard let only = args["_"] else {
                throw .invalid("\(name) takes one number", at: Syntax(call))
            }
            return try number(try value(only, env), at: only)
        }
        func pair() throws(EvalFailure) -> (Double, Double) {
            guard call.arguments.count == 2, call.trailingClosure == nil else {
                throw .invalid("\(name) takes two numbers", at: Syntax(call))
            }
            let values = try call.arguments.map { (argument) throws(EvalFailure) -> Double in
                try number(try value(argument.expression, env), at: argument)
            }
            return (values[0], values[1])
        }
        switch name {
        case "CGFloat", "Double", "Float": return .number(try single(), .floating)
        case "Int":
            let whole = try IntegerArithmetic.converted(try single(), at: Syntax(call))
            return .number(whole, .integer)
        case "cos": return .number(System.cos(try single()), .floating)
        case "sin": return .number(System.sin(try single()), .floating)
        case "tan": return .number(System.tan(try single()), .floating)
        case "sqrt": return .number(try single().squareRoot(), .floating)
        case "abs": return .number(abs(try single()), .floating)
        case "floor": return .number(try single().rounded(.down), .floating)
        case "ceil": return .number(try single().rounded(.up), .floating)
        case "round": return .number(try single().rounded(), .floating)
        case "min", "max":
            let (a, b) = try pair()
            return .number(name == "min" ? min(a, b) : max(a, b), .floating)
        case "pow":
            let (a, b) = try pair()
            return .number(System.pow(a, b), .floating)
        case "CGSize":
            let args = try arguments(call, allowed: ["width", "height"], what: "CGSize")
            return .cgSize(
                width: try labelled(args, "width", env) ?? 0,
                height: try labelled(args, "height", env) ?? 0)
        case "EdgeInsets":
            let args = try arguments(
                call, allowed: ["top", "leading", "bottom", "trailing"], what: "EdgeInsets")
            return .edgeInsets(
                top: try labelled(args, "top", env) ?? 0,
                leading: try labelled(args, "leading", env) ?? 0,
                bottom: try labelled(args, "bottom", env) ?? 0,
                trailing: try labelled(args, "trailing", env) ?? 0)
        case "Alignment":
            let args = try arguments(call, allowed: ["horizontal", "vertical"], what: "Alignment")
            return try alignmentPair(args, env, at: call)
        case "Array", "[GridItem]": return try repeating(call, env)
        case "GridItem": return .item(try gridItem(call, env))
        case ".init":
            let labels = call.arguments.compactMap { $0.label?.text }
            // `.init(repeating: .init(.flexible()), count: n)` where a [GridItem] is expected:
            // the array's initializer, its element a GridItem.
            if labels.contains("repeating") { return try repeating(call, env) }
            if labels.contains("width") || labels.contains("height") {
                return try builtin("CGSize", call, env)
            }
            if labels.contains("top") || labels.contains("leading") || labels.contains("bottom") {
                return try builtin("EdgeInsets", call, env)
            }
            if labels.contains("horizontal") || labels.contains("vertical") {
                return try builtin("Alignment", call, env)
            }
            return .item(try gridItem(call, env))
        case ".fixed", ".flexible", ".adaptive": return .size(try itemSize(name, call, env))
        default: throw .unsupported(Self.text(call), at: Syntax(call))
        }
    }

    /// A labelled number argument, nil when absent.
    func labelled(_ args: [String: ExprSyntax], _ label: String, _ env: SourceEnvironment)
        throws(EvalFailure) -> Double?
    {
        guard let expr = args[label] else { return nil }
        return try number(try value(expr, env), at: expr)
    }

    private func alignmentPair(
        _ args: [String: ExprSyntax], _ env: SourceEnvironment, at call: FunctionCallExprSyntax
    ) throws(EvalFailure)
        -> SourceValue
    {
        func fraction(_ label: String, _ names: [String]) throws(EvalFailure) -> Double {
            guard let expr = args[label] else { return 0.5 }
            guard case .name(let name) = try value(expr, env),
                let position = names.firstIndex(of: name)
            else {
                throw .mismatch(
                    expected: names.map { "." + $0 }.joined(separator: ", "),
                    found: Self.text(expr), at: Syntax(expr))
            }
            return Double(position) / 2
        }
        let alignment = ItemAlignment(
            horizontal: try fraction("horizontal", ["leading", "center", "trailing"]),
            vertical: try fraction("vertical", ["top", "center", "bottom"]))
        return .name(alignment.rawValue)
    }

    private func repeating(_ call: FunctionCallExprSyntax, _ env: SourceEnvironment)
        throws(EvalFailure) -> SourceValue
    {
        if call.arguments.count == 1, let only = call.arguments.first, only.label == nil,
            call.trailingClosure == nil
        {
            // `Array(1...100)`, `Array(items)`: the elements of a range or an array.
            switch try value(only.expression, env) {
            case .array(let values): return .array(values)
            case .range(let lower, let upper):
                guard upper - lower <= Self.repeatLimit else {
                    let message =
                        "Array of \(upper - lower) numbers; the reader builds at most "
                        + "\(Self.repeatLimit)"
                    throw .invalid(message, at: Syntax(only))
                }
                return .array((lower..<upper).map { .number(Double($0), .integer) })
            case let other:
                let found = other.kindName
                throw .mismatch(
                    expected: "a range or an array", found: found, at: Syntax(only.expression))
            }
        }
        let args = try arguments(call, allowed: ["repeating", "count"], what: "Array")
        guard let element = args["repeating"], let countExpr = args["count"] else {
            throw .unsupported(Self.text(call), at: Syntax(call))
        }
        let count = try whole(try value(countExpr, env), at: countExpr)
        guard count >= 0 else {
            throw .invalid(
                "Array(repeating:count:) with count \(count): Swift stops the app here",
                at: Syntax(countExpr))
        }
        guard count <= Self.repeatLimit else {
            throw .invalid(
                "Array(repeating:count:) with count \(count); the reader builds at most "
                    + "\(Self.repeatLimit)",
                at: Syntax(countExpr))
        }
        try build(count, at: call)
        return .array(Array(repeating: try value(element, env), count: count))
    }
}
