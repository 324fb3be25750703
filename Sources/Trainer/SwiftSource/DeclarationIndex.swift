internal import SwiftSyntax

/// The declarations of one source file, found once: grid calls in source order, and the
/// members of every struct, class, enum and extension by type name. Names are looked up as
/// Swift scopes them — outward from the use, through code blocks (declarations before the
/// use) and type bodies (any order) to the file.
struct DeclarationIndex {
    /// A declaration a name can refer to.
    enum Declaration {
        case variable(VariableDeclSyntax, PatternBindingSyntax)
        case function(FunctionDeclSyntax)
    }

    /// Every `LazyVGrid(…)`, `LazyHGrid(…)` and `Grid(…)` call, in source order.
    private(set) var gridCalls: [(call: FunctionCallExprSyntax, kind: GridKind)] = []
    /// Member lists of each named type (a type and its extensions).
    private(set) var types: [String: [MemberBlockItemListSyntax]] = [:]

    /// Walks the whole tree without recursion: SwiftSyntax's own visitors recurse once per
    /// level, and deep trees must not decide whether the reader survives.
    init(_ tree: SourceFileSyntax) {
        var stack: [Syntax] = [Syntax(tree)]
        while let node = stack.popLast() {
            if let call = node.as(FunctionCallExprSyntax.self), let kind = Self.gridKind(of: call) {
                gridCalls.append((call, kind))
            } else if let type = node.as(StructDeclSyntax.self) {
                types[type.name.text, default: []].append(type.memberBlock.members)
            } else if let type = node.as(ClassDeclSyntax.self) {
                types[type.name.text, default: []].append(type.memberBlock.members)
            } else if let type = node.as(EnumDeclSyntax.self) {
                types[type.name.text, default: []].append(type.memberBlock.members)
            } else if let type = node.as(ExtensionDeclSyntax.self) {
                types[type.extendedType.trimmedDescription, default: []].append(type.memberBlock.members)
            }
            let children = node.children(viewMode: .sourceAccurate)
            stack.append(contentsOf: children.reversed())
        }
    }

    /// The grid a call builds, when its callee is `LazyVGrid`, `LazyHGrid` or `Grid`
    /// (optionally written `SwiftUI.LazyVGrid`).
    static func gridKind(of call: FunctionCallExprSyntax) -> GridKind? {
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self) { return GridKind(rawValue: name.baseName.text) }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI"
        {
            return GridKind(rawValue: member.declName.baseName.text)
        }
        return nil
    }

    /// The declaration `name` refers to at `use`, searching outward.
    func lookup(_ name: String, from use: Syntax) -> Declaration? {
        var node: Syntax? = use
        while let current = node {
            if let list = current.as(CodeBlockItemListSyntax.self) {
                let anyOrder = list.parent?.is(SourceFileSyntax.self) ?? false
                var found: Declaration?
                for item in list where anyOrder || item.endPosition <= use.position {
                    if case .decl(let decl) = item.item, let match = Self.match(name, decl) { found = match }
                }
                if let found { return found }
            } else if let members = current.as(MemberBlockItemListSyntax.self) {
                if let found = Self.member(name, in: [members]) { return found }
            }
            node = current.parent
        }
        return nil
    }

    /// `name` among the members of the type called `typeName` (its static or instance members).
    func member(_ name: String, ofType typeName: String) -> Declaration? {
        types[typeName].flatMap { Self.member(name, in: $0) }
    }

    /// The first struct with this name, for views declared in the same source.
    func structMembers(_ typeName: String) -> MemberBlockItemListSyntax? {
        types[typeName]?.first { $0.parent?.parent?.is(StructDeclSyntax.self) ?? false }
    }

    private static func member(_ name: String, in lists: [MemberBlockItemListSyntax]) -> Declaration? {
        for list in lists {
            for item in list {
                if let match = match(name, item.decl) { return match }
            }
        }
        return nil
    }

    private static func match(_ name: String, _ decl: DeclSyntax) -> Declaration? {
        if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                if let pattern = binding.pattern.as(IdentifierPatternSyntax.self), identifier(pattern.identifier) == name {
                    return .variable(variable, binding)
                }
            }
        } else if let function = decl.as(FunctionDeclSyntax.self), identifier(function.name) == name {
            return .function(function)
        }
        return nil
    }

    /// A name without backticks.
    static func identifier(_ token: TokenSyntax) -> String {
        let text = token.text
        return text.hasPrefix("`") && text.count > 2 ? String(text.dropFirst().dropLast()) : text
    }
}
