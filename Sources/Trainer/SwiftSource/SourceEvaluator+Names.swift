import LayoutKernel
internal import SwiftSyntax

/// Names and members: constants declared in the source, `self.x`, `CGFloat.infinity`,
/// `imgsize.width`, `items.count`.
extension SourceEvaluator {
    /// The value of a declaration: a stored property's initial value, a computed property's
    /// one-expression body. A function used as a value is not evaluated.
    func declared(_ declaration: DeclarationIndex.Declaration, name: String, at node: Syntax) throws(EvalFailure) -> SourceValue {
        guard case .variable(let decl, let binding) = declaration else {
            throw .unsupported("the function \(name) used as a value", at: node)
        }
        if let known = constants[binding.id] { return known }
        guard evaluating.insert(binding.id).inserted else {
            throw .tooDeep("'\(name)' refers to itself", at: node)
        }
        defer { evaluating.remove(binding.id) }
        let env = SourceEnvironment(scope: Syntax(decl))
        let attributes = decl.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        if let wrapper = attributes.first(where: { ["Binding", "Environment", "EnvironmentObject", "ObservedObject"].contains($0) }) {
            throw .unsupported("'\(name)', a @\(wrapper) whose value comes from outside the source", at: node)
        }
        var result: SourceValue
        if let initializer = binding.initializer {
            result = try value(initializer.value, env)
        } else if let accessors = binding.accessorBlock {
            guard let statements = Self.getter(accessors) else { throw .unsupported("the property \(name)", at: node) }
            guard let computed = try bodyValue(statements, env) else { throw .unsupported("the property \(name)", at: node) }
            result = computed
        } else {
            throw .unknownName(name, at: node)  // declared without a value: it is set from outside
        }
        let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
        if case .number(let number, let kind) = result {
            if type == "Int" || (type.isEmpty && kind == .literal) {
                let whole = try IntegerArithmetic.converted(number, at: Syntax(binding))
                result = .number(whole, .integer)
            }
            if ["CGFloat", "Double", "Float"].contains(type) { result = .number(number, .floating) }
        }
        if attributes.contains("State"), case .number(let number, _) = result {
            note("@State \(name) = \(NumberText.format(number)): its initial value is used; the running app may change it")
        }
        constants[binding.id] = result
        return result
    }

    /// The statements of a getter, in either spelling (`{ expr }` or `{ get { expr } }`).
    static func getter(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch block.accessors {
        case .getter(let statements): statements
        case .accessors(let list): list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        @unknown default: nil
        }
    }

    func memberAccess(_ member: MemberAccessExprSyntax, _ env: SourceEnvironment) throws(EvalFailure) -> SourceValue {
        let name = DeclarationIndex.identifier(member.declName.baseName)
        guard let base = member.base else { return Self.implicitMember(name) }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let baseName = reference.baseName.text
            if baseName == "self" || baseName == "Self" { return try self.name(name, at: Syntax(member), env) }
            if ["CGFloat", "Double", "Float", "Int"].contains(baseName), env.locals[baseName] == nil {
                let value = Self.implicitMember(name)
                if case .number(let number, _) = value { return .number(number, baseName == "Int" ? .integer : .floating) }
                if name == "max" && baseName == "Int" { return .number(Double(Int.max), .integer) }
                throw .unsupported(Self.text(member), at: Syntax(member))
            }
            if let declaration = index.member(name, ofType: baseName), env.locals[baseName] == nil,
                index.lookup(baseName, from: env.scope) == nil
            {
                return try declared(declaration, name: "\(baseName).\(name)", at: Syntax(member))
            }
            if baseName.first?.isUppercase == true, env.locals[baseName] == nil, index.lookup(baseName, from: env.scope) == nil {
                return Self.implicitMember(name)  // Alignment.leading, Color.red, Edge.Set.horizontal
            }
        } else if let inner = base.as(MemberAccessExprSyntax.self), inner.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Edge" {
            return .name(name)  // Edge.Set.horizontal
        }
        let container = try value(base, env)
        switch (container, name) {
        case (.cgSize(let width, _), "width"): return .number(width, .floating)
        case (.cgSize(_, let height), "height"): return .number(height, .floating)
        case (.edgeInsets(let top, _, _, _), "top"): return .number(top, .floating)
        case (.edgeInsets(_, let leading, _, _), "leading"): return .number(leading, .floating)
        case (.edgeInsets(_, _, let bottom, _), "bottom"): return .number(bottom, .floating)
        case (.edgeInsets(_, _, _, let trailing), "trailing"): return .number(trailing, .floating)
        case (.array(let values), "count"): return .number(Double(values.count), .integer)
        case (.range(let lower, let upper), "count"):
            let (count, overflow) = upper.subtractingReportingOverflow(lower)
            guard !overflow else {
                let range = "\(lower)..<\(upper)"
                throw .invalid("the count of \(range) overflows Int: Swift stops the app here", at: Syntax(member))
            }
            return .number(Double(count), .integer)
        case (.array(let values), "first"): return values.first ?? .null
        case (.array(let values), "last"): return values.last ?? .null
        case (.item(let item), "spacing"): return item.spacing.map { .number($0, .floating) } ?? .null
        case (.item(let item), "size"): return .size(item.size)
        default: throw .unsupported(Self.text(member), at: Syntax(member))
        }
    }

    /// `.infinity`, `.pi`, `.zero`; any other implicit member is a name (`.leading`).
    static func implicitMember(_ name: String) -> SourceValue {
        switch name {
        case "infinity": .number(.infinity, .floating)
        case "pi": .number(.pi, .floating)
        case "zero": .number(0, .floating)
        case "greatestFiniteMagnitude": .number(.greatestFiniteMagnitude, .floating)
        default: .name(name)
        }
    }

    /// `array[index]` on an array the reader knows.
    func subscriptValue(_ call: SubscriptCallExprSyntax, _ env: SourceEnvironment) throws(EvalFailure) -> SourceValue {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
            case .array(let values) = try value(call.calledExpression, env)
        else { throw .unsupported(Self.text(call), at: Syntax(call)) }
        let position = try whole(try value(argument.expression, env), at: argument.expression)
        guard values.indices.contains(position) else {
            throw .invalid("index \(position) is outside the array's \(values.count) elements", at: Syntax(call))
        }
        return values[position]
    }
}
