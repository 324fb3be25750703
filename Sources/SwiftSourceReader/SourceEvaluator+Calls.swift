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
            if !local, case .function(let function)? = names.lookup(name, from: env.scope) {
                return try callFunction(function, call, env)
            }
            do throws(EvalFailure) {
                return try builtin(name, call, env)
            } catch {
                // Not one the reader knows: perhaps a function of another file of the project.
                guard case .unsupported = error, env.locals[name] == nil,
                    case .function(let function)? = names.lookup(
                        name, from: env.scope, loading: true)
                else { throw error }
                return try callFunction(function, call, env)
            }
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return try memberBuiltin(name, call, env) }
            let baseText = base.trimmedDescription
            let baseType = SwiftUIVocabulary.entry(baseText)
            if baseType?.has(.itemSizes) == true { return try memberBuiltin(name, call, env) }
            if SwiftUIVocabulary.entry(name)?.has(.initializer) == true,
                baseType?.has(.initSpelling) == true
            {
                return try builtin(baseText, call, env)
            }
            if baseText == "self" || baseText == "Self" {
                if case .function(let function)? = names.lookup(name, from: env.scope) {
                    return try callFunction(function, call, env)
                }
            } else if case .function(let function)? = names.member(
                name, ofType: baseText, loading: true)
            {
                return try callFunction(function, call, env)
            }
            throw .unsupported(Self.text(call), at: Syntax(call))
        }
        if callee.is(ArrayExprSyntax.self) || callee.is(GenericSpecializationExprSyntax.self) {
            // [GridItem](repeating:count:), Array<GridItem>(…).
            return try repeating(call, env)
        }
        throw .unsupported(Self.text(call), at: Syntax(call))
    }

    /// The arguments of `call` by label (`_` for unlabeled ones), refusing labels not in
    /// `allowed` (nil: an unlabeled argument), duplicates, and trailing closures.
    func arguments(_ call: FunctionCallExprSyntax, allowed names: [SwiftUIName?], what: String)
        throws(EvalFailure) -> [String: ExprSyntax]
    {
        let allowed = names.map { $0?.text ?? "_" }
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

    /// A call of a name the reader evaluates itself (`CGFloat(x)`, `GridItem(…)`, `min(a, b)`).
    private func builtin(_ name: String, _ call: FunctionCallExprSyntax, _ env: SourceEnvironment)
        throws(EvalFailure) -> SourceValue
    {
        guard let builtin = SwiftUIVocabulary.entry(name)?.builtin, !builtin.isMember else {
            throw .unsupported(Self.text(call), at: Syntax(call))
        }
        return try evaluate(builtin, named: name, call, env)
    }

    /// A call of an implicit member the reader evaluates itself (`.fixed(40)`, `.init(…)`).
    private func memberBuiltin(
        _ name: String, _ call: FunctionCallExprSyntax, _ env: SourceEnvironment
    ) throws(EvalFailure) -> SourceValue {
        guard let builtin = SwiftUIVocabulary.entry(name)?.builtin, builtin.isMember else {
            throw .unsupported(Self.text(call), at: Syntax(call))
        }
        return try evaluate(builtin, named: name, call, env)
    }

    private func evaluate(
        _ builtin: SwiftUIVocabulary.Builtin, named name: String, _ call: FunctionCallExprSyntax,
        _ env: SourceEnvironment
    ) throws(EvalFailure) -> SourceValue {
        func single() throws(EvalFailure) -> Double {
            let args = try arguments(call, allowed: [nil], what: name)
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
        switch builtin {
        case .conversion(.integer):
            let whole = try IntegerArithmetic.converted(try single(), at: Syntax(call))
            return .number(whole, .integer)
        case .conversion(.floating), .conversion(.literal):
            return .number(try single(), .floating)
        case .function(let function): return .number(Self.apply(function, try single()), .floating)
        case .pair(.min):
            let (a, b) = try pair()
            return .number(min(a, b), .floating)
        case .pair(.max):
            let (a, b) = try pair()
            return .number(max(a, b), .floating)
        case .pair(.pow):
            let (a, b) = try pair()
            return .number(System.pow(a, b), .floating)
        case .cgSize:
            let args = try arguments(call, allowed: [.width, .height], what: name)
            return .cgSize(
                width: try labelled(args, .width, env) ?? 0,
                height: try labelled(args, .height, env) ?? 0)
        case .edgeInsets:
            let args = try arguments(
                call, allowed: [.top, .leading, .bottom, .trailing], what: name)
            return .edgeInsets(
                top: try labelled(args, .top, env) ?? 0,
                leading: try labelled(args, .leading, env) ?? 0,
                bottom: try labelled(args, .bottom, env) ?? 0,
                trailing: try labelled(args, .trailing, env) ?? 0)
        case .alignment:
            let args = try arguments(call, allowed: [.horizontal, .vertical], what: name)
            return try alignmentPair(args, env, at: call)
        case .array: return try repeating(call, env)
        case .gridItem: return .item(try gridItem(call, env))
        case .inferredInit: return try inferredInit(call, env)
        case .itemSize(let kind): return .size(try itemSize(kind, call, env))
        case .unitPoint: throw .unsupported(Self.text(call), at: Syntax(call))
        }
    }

    /// `.init(…)` where Swift infers the type: `.init(repeating: .init(.flexible()), count: n)`
    /// where a [GridItem] is expected is the array's initializer, its element a GridItem; a
    /// size, insets or an alignment by their labels; else a GridItem.
    private func inferredInit(_ call: FunctionCallExprSyntax, _ env: SourceEnvironment)
        throws(EvalFailure) -> SourceValue
    {
        let labels = call.arguments.map(\.name)
        let inferred: SwiftUIVocabulary.Builtin
        if labels.contains(.repeating) {
            return try repeating(call, env)
        } else if labels.contains(.width) || labels.contains(.height) {
            inferred = .cgSize
        } else if labels.contains(.top) || labels.contains(.leading) || labels.contains(.bottom) {
            inferred = .edgeInsets
        } else if labels.contains(.horizontal) || labels.contains(.vertical) {
            inferred = .alignment
        } else {
            return .item(try gridItem(call, env))
        }
        return try evaluate(inferred, named: SwiftUIVocabulary.name(of: inferred), call, env)
    }

    /// A function of one number.
    private static func apply(_ function: SwiftUIVocabulary.OneNumber, _ x: Double) -> Double {
        switch function {
        case .cos: System.cos(x)
        case .sin: System.sin(x)
        case .tan: System.tan(x)
        case .sqrt: x.squareRoot()
        case .abs: abs(x)
        case .floor: x.rounded(.down)
        case .ceil: x.rounded(.up)
        case .round: x.rounded()
        }
    }

    /// A labelled number argument, nil when absent.
    func labelled(_ args: [String: ExprSyntax], _ label: SwiftUIName, _ env: SourceEnvironment)
        throws(EvalFailure) -> Double?
    {
        guard let expr = args[label.text] else { return nil }
        return try number(try value(expr, env), at: expr)
    }

    private func alignmentPair(
        _ args: [String: ExprSyntax], _ env: SourceEnvironment, at call: FunctionCallExprSyntax
    ) throws(EvalFailure)
        -> SourceValue
    {
        func fraction(_ label: SwiftUIName, _ positions: [SwiftUIName]) throws(EvalFailure)
            -> Double
        {
            let names = positions.map(\.text)
            guard let expr = args[label.text] else { return 0.5 }
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
            horizontal: try fraction(.horizontal, [.leading, .center, .trailing]),
            vertical: try fraction(.vertical, [.top, .center, .bottom]))
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
        let args = try arguments(
            call, allowed: [.repeating, .count], what: SwiftUIVocabulary.name(of: .array))
        guard let element = args[SwiftUIName.repeating.text],
            let countExpr = args[SwiftUIName.count.text]
        else {
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
        try budget.build(count, at: call)
        return .array(Array(repeating: try value(element, env), count: count))
    }
}
