import LayoutKernel
internal import SwiftSyntax
import Words

/// Names and members: constants declared in the source, `self.x`, `CGFloat.infinity`,
/// `imgsize.width`, `items.count`.
extension SourceEvaluator {
    /// The value of a declaration: a stored property's initial value, a computed property's
    /// one-expression body. A function used as a value is not evaluated. `name` is the value as
    /// written (`Theme.spacing`); a value from another file of the project is said in a note.
    func declared(_ declaration: DeclarationIndex.Declaration, name: String, at node: Syntax)
        throws(EvalFailure) -> SourceValue
    {
        guard case .variable(let decl, let binding) = declaration else {
            throw .unsupported(.functionAsValue(name), at: node)
        }
        if let known = declaredValues[binding.id] { return known }
        guard evaluating.insert(binding.id).inserted else {
            throw .tooDeep(.refersToItself(name), at: node)
        }
        defer { evaluating.remove(binding.id) }
        let own =
            binding.pattern.as(IdentifierPatternSyntax.self).map {
                DeclarationIndex.identifier($0.identifier)
            } ?? name
        let env = SourceEnvironment(scope: Syntax(decl))
        let attributes = decl.attributes.compactMap {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
        }
        if let wrapper = attributes.first(where: {
            SwiftUIVocabulary.entry($0)?.wrapper == .fromOutside
        }) {
            throw .unknownValue(name, .runTime(own, .wrapper(wrapper)), at: node)
        }
        var result: SourceValue
        if let initializer = binding.initializer {
            result = try value(initializer.value, env)
        } else if let accessors = binding.accessorBlock {
            guard let statements = Self.getter(accessors) else {
                throw .unsupported(.property(name), at: node)
            }
            guard let computed = try bodyValue(statements, env) else {
                throw .unsupported(.property(name), at: node)
            }
            result = computed
        } else {
            // Declared without a value: an initializer or the caller sets it.
            throw .unknownValue(
                name, .withoutValue(own, place: locator.notePlace(of: binding)), at: node)
        }
        let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
        let declaredKind = SwiftUIVocabulary.entry(type)?.number
        if case .number(let number, let kind) = result {
            if declaredKind == .integer || (type.isEmpty && kind == .literal) {
                let whole = try IntegerArithmetic.converted(number, at: Syntax(binding))
                result = .number(whole, .integer)
            }
            if declaredKind == .floating {
                result = .number(number, .floating)
            }
        }
        if attributes.contains(where: { SwiftUIVocabulary.entry($0)?.wrapper == .initialValue }),
            case .number(let number, _) = result
        {
            note(ReaderNote(.stateInitialValue(name: name, value: number)))
        }
        let place = locator.notePlace(of: decl)
        if case .file = place {
            note(ReaderNote(.valueFromProject(name: name, value: result.brief, place: place)))
        }
        declaredValues[binding.id] = result
        return result
    }

    /// The statements of a getter, in either spelling (`{ expr }` or `{ get { expr } }`).
    static func getter(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch block.accessors {
        case .getter(let statements): statements
        case .accessors(let list):
            list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        @unknown default: nil
        }
    }

    func memberAccess(_ member: MemberAccessExprSyntax, _ env: SourceEnvironment)
        throws(EvalFailure) -> SourceValue
    {
        let name = DeclarationIndex.identifier(member.declName.baseName)
        guard let base = member.base else { return Self.implicitMember(name) }
        let written = Self.text(member)
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let baseName = reference.baseName.text
            if baseName == "self" || baseName == "Self" {
                return try self.name(name, at: Syntax(member), env)
            }
            let baseType = SwiftUIVocabulary.entry(baseName)
            if let numeric = baseType?.number, env.locals[baseName] == nil {
                let value = Self.implicitMember(name)
                if case .number(let number, _) = value {
                    return .number(number, numeric == .integer ? .integer : .floating)
                }
                if numeric == .integer, SwiftUIVocabulary.entry(name)?.has(.largestInteger) == true
                {
                    return .number(Double(Int.max), .integer)
                }
                throw .unsupported(.code(written), at: Syntax(member))
            }
            let local = env.locals[baseName] != nil
            // SwiftUI's own types need no search of the project: `Color.red` is a name.
            if !local && baseType?.memberNames != nil && names.index.types[baseName] == nil
                && names.index.lookup(baseName, from: env.scope) == nil
            {
                return Self.implicitMember(name)
            }
            let declaration = local ? nil : names.lookup(baseName, from: env.scope, loading: true)
            if !local && declaration == nil {
                // A type's name: its static member, a SwiftUI case, or a type no file declares.
                if let found = names.member(name, ofType: baseName, loading: true) {
                    return try declared(found, name: written, at: Syntax(member))
                }
                if baseName.first?.isUppercase == true {
                    if PlatformTypes.names.contains(baseName) && !names.declaresType(baseName) {
                        throw .unknownValue(written, .platform(baseName), at: Syntax(member))
                    }
                    guard names.declaresType(baseName, loading: true) else {
                        throw .unknownValue(written, .declaredNowhere(baseName), at: Syntax(member))
                    }
                    // Alignment.leading, Color.red, a case of an enum.
                    return Self.implicitMember(name)
                }
            }
            if case .variable(_, let bound)? = declaration, let type = Self.instanceType(bound) {
                // An instance of a type: its members declared with a value are the same for all.
                if let found = names.member(name, ofType: type, loading: true) {
                    return try declared(found, name: written, at: Syntax(member))
                }
                if PlatformTypes.names.contains(type) && !names.declaresType(type) {
                    throw .unknownValue(written, .platform(type), at: Syntax(member))
                }
                let missing = names.declaresType(type, loading: true) ? "\(type).\(name)" : type
                throw .unknownValue(written, .declaredNowhere(missing), at: Syntax(member))
            }
        } else if let inner = base.as(MemberAccessExprSyntax.self),
            let outer = inner.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            SwiftUIVocabulary.entry(outer)?.memberNames == true
        {
            return .name(name)  // Edge.Set.horizontal
        }
        let container: SourceValue
        do throws(EvalFailure) {
            container = try value(base, env)
        } catch {
            // Name the whole value as written (`geometry.size.width`), with the part's reason.
            if case .unknownValue(_, let reason, _) = error {
                throw .unknownValue(written, reason, at: Syntax(member))
            }
            throw error
        }
        return try property(name, of: container, written: written, at: member)
    }

    /// `name` of a value read from the source: a size's sides, insets' edges, an array's or a
    /// range's count, an array's ends, an item's spacing and size.
    private func property(
        _ name: String, of container: SourceValue, written: String,
        at member: MemberAccessExprSyntax
    ) throws(EvalFailure) -> SourceValue {
        switch (container, SwiftUIName(name)) {
        case (.cgSize(let width, _), .width?): return .number(width, .floating)
        case (.cgSize(_, let height), .height?): return .number(height, .floating)
        case (.edgeInsets(let top, _, _, _), .top?): return .number(top, .floating)
        case (.edgeInsets(_, let leading, _, _), .leading?): return .number(leading, .floating)
        case (.edgeInsets(_, _, let bottom, _), .bottom?): return .number(bottom, .floating)
        case (.edgeInsets(_, _, _, let trailing), .trailing?): return .number(trailing, .floating)
        case (.array(let values), .count?): return .number(Double(values.count), .integer)
        case (.range(let lower, let upper), .count?):
            let (count, overflow) = upper.subtractingReportingOverflow(lower)
            guard !overflow else {
                throw .invalid(
                    .rangeCountOverflows(lower: lower, upper: upper), at: Syntax(member))
            }
            return .number(Double(count), .integer)
        case (.array(let values), .first?): return values.first ?? .null
        case (.array(let values), .last?): return values.last ?? .null
        case (.item(let item), .spacing?):
            return item.spacing.map { .number($0, .floating) } ?? .null
        case (.item(let item), .size?): return .size(item.size)
        default: throw .unsupported(.code(written), at: Syntax(member))
        }
    }

    /// The type an instance property holds, when its declaration says it: `: GameViewModel`,
    /// `= GameViewModel()`, `= GameViewModel.shared`.
    static func instanceType(_ binding: PatternBindingSyntax) -> String? {
        if let annotation = binding.typeAnnotation?.type {
            let text = annotation.trimmedDescription.trimmingSuffix("?").trimmingSuffix("!")
            return text.first?.isUppercase == true
                && text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? text : nil
        }
        guard var expr = binding.initializer?.value else { return nil }
        if let call = expr.as(FunctionCallExprSyntax.self) { expr = call.calledExpression }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base { expr = base }
        guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text,
            name.first?.isUppercase == true
        else { return nil }
        return SwiftUIVocabulary.entry(name)?.isValueType == true ? nil : name
    }

    /// `.infinity`, `.pi`, `.zero`; any other implicit member is a name (`.leading`).
    static func implicitMember(_ name: String) -> SourceValue {
        SwiftUIVocabulary.entry(name)?.constant.map { .number($0, .floating) } ?? .name(name)
    }

    /// `array[index]` on an array the reader knows.
    func subscriptValue(_ call: SubscriptCallExprSyntax, _ env: SourceEnvironment)
        throws(EvalFailure) -> SourceValue
    {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
            case .array(let values) = try value(call.calledExpression, env)
        else { throw .unsupported(.code(Self.text(call)), at: Syntax(call)) }
        let position = try whole(try value(argument.expression, env), at: argument.expression)
        guard values.indices.contains(position) else {
            throw .invalid(
                .indexOutside(position: position, count: values.count), at: Syntax(call))
        }
        return values[position]
    }
}
