import GridModel
internal import SwiftSyntax

/// The declarations of one source file, found once: grid calls in source order, and the
/// members of every struct, class, enum and extension by type name. Names are looked up as
/// Swift scopes them — outward from the use, through code blocks (declarations before the
/// use) and type bodies (any order) to the file.
package struct DeclarationIndex {
    /// A declaration a name can refer to.
    enum Declaration {
        case variable(VariableDeclSyntax, PatternBindingSyntax)
        case function(FunctionDeclSyntax)
    }

    /// Every `LazyVGrid(…)`, `LazyHGrid(…)` and `Grid(…)` call, in source order.
    private(set) var gridCalls: [(call: FunctionCallExprSyntax, family: GridFamily)] = []
    /// Member lists of each named type (a type and its extensions), this file's first, then
    /// those of the project's other files once merged in.
    private(set) var types: [String: [MemberBlockItemListSyntax]] = [:]
    /// What each member name of each type refers to: the first declaration of that name in
    /// the type's lists, in their order.
    ///
    /// Implementation note: names are looked up in a table, not by scanning the lists. Many
    /// files each declaring `private struct Screen` merge 4,800 lists under one name, and every
    /// name a grid's body misses was looked for in all of them: `check` grew with the square of
    /// such files (1,200 took 82 s against 2.8 s with unique names, debug build).
    private var members: [String: [String: Declaration]] = [:]
    /// The instance variables of the first struct of each name, and those of the extensions
    /// of that name in order: what a view's stored properties and `body` are read from. Kept
    /// apart from the static members, so a type extended in 4,800 files with constants costs
    /// nothing per view made.
    private var structVariables: [String: [VariableDeclSyntax]] = [:]
    private var extensionVariables: [String: [VariableDeclSyntax]] = [:]
    /// Top-level declarations of the project's other files (this file's are found by walking
    /// up to its own top level), by name.
    private(set) var globals: [String: Declaration] = [:]
    /// Top-level declarations of this file, for merging into another file's index.
    private(set) var topLevel: [String: Declaration] = [:]
    /// The file each merged tree came from, by its root's identity, for locations and notes.
    private(set) var origins: [SyntaxIdentifier: Origin] = [:]

    /// A file of the project: its name as printed, its absolute path (what `watch` looks at),
    /// and the converter for its positions.
    struct Origin {
        package var file: String
        package var path: String = ""
        var converter: LineTable
    }

    /// An index of nothing, for merging a project's files into.
    init() {}

    /// Finds grid calls and type declarations by their tokens, without recursion (SwiftSyntax's
    /// own visitors recurse once per level, and deep trees must not decide whether the reader
    /// survives).
    init(_ tree: SourceFileSyntax) {
        // Implementation note: `check` indexes every file of a project, so this runs once per
        // file over every token: only a name (`LazyVGrid`, `Grid`) or a type keyword is looked
        // at further — walking every node with its children cost a tenth of `check`.
        for token in tree.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier(let name) where SwiftUIVocabulary.gridFamily(name) != nil:
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else {
                    continue
                }
                var callee = Syntax(reference)
                if let member = reference.parent?.as(MemberAccessExprSyntax.self),
                    member.declName.id == reference.id
                {
                    callee = Syntax(member)
                }
                if let call = callee.parent?.as(FunctionCallExprSyntax.self),
                    call.calledExpression.id == callee.id,
                    let family = Self.gridFamily(of: call)
                {
                    gridCalls.append((call, family))
                }
            case .keyword(.struct), .keyword(.class), .keyword(.enum), .keyword(.extension),
                .keyword(.actor):
                guard let decl = token.parent, let found = Self.type(decl, keyword: token.id) else {
                    continue
                }
                add(found.members, ofType: found.name)
            default:
                continue
            }
        }
        for item in tree.statements {
            guard case .decl(let decl) = item.item else { continue }
            for (name, declaration) in Self.names(decl) where topLevel[name] == nil {
                topLevel[name] = declaration
            }
        }
    }

    /// The name and members of the type `decl` declares, when `keyword` is its own keyword.
    private static func type(_ decl: Syntax, keyword: SyntaxIdentifier)
        -> (name: String, members: MemberBlockItemListSyntax)?
    {
        func named(_ name: String, _ block: MemberBlockSyntax, _ own: TokenSyntax)
            -> (name: String, members: MemberBlockItemListSyntax)?
        {
            own.id == keyword ? (name, block.members) : nil
        }
        if let type = decl.as(StructDeclSyntax.self) {
            return named(type.name.text, type.memberBlock, type.structKeyword)
        }
        if let type = decl.as(ClassDeclSyntax.self) {
            return named(type.name.text, type.memberBlock, type.classKeyword)
        }
        if let type = decl.as(EnumDeclSyntax.self) {
            return named(type.name.text, type.memberBlock, type.enumKeyword)
        }
        if let type = decl.as(ActorDeclSyntax.self) {
            return named(type.name.text, type.memberBlock, type.actorKeyword)
        }
        if let type = decl.as(ExtensionDeclSyntax.self) {
            return named(
                type.extendedType.trimmedDescription, type.memberBlock, type.extensionKeyword)
        }
        return nil
    }

    /// The grid a call builds, when its callee is `LazyVGrid`, `LazyHGrid` or `Grid`
    /// (optionally written `SwiftUI.LazyVGrid`).
    static func gridFamily(of call: FunctionCallExprSyntax) -> GridFamily? {
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return SwiftUIVocabulary.gridFamily(name.baseName.text)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let module = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            SwiftUIVocabulary.entry(module)?.has(.module) == true
        {
            return SwiftUIVocabulary.gridFamily(member.declName.baseName.text)
        }
        return nil
    }

    /// Adds a type's (or an extension's) member list after those found already: its member
    /// names where the type has none of that name yet, and it as the type's struct or one of
    /// its extensions.
    private mutating func add(_ list: MemberBlockItemListSyntax, ofType name: String) {
        types[name, default: []].append(list)
        for item in list {
            for (member, declaration) in Self.names(item.decl)
            where members[name]?[member] == nil {
                members[name, default: [:]][member] = declaration
            }
        }
        let variables = list.compactMap { item -> VariableDeclSyntax? in
            guard let variable = item.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.text == "static" })
            else { return nil }
            return variable
        }
        if let decl = list.parent?.parent {
            if decl.is(StructDeclSyntax.self) && structVariables[name] == nil {
                structVariables[name] = variables
            } else if decl.is(ExtensionDeclSyntax.self) && !variables.isEmpty {
                extensionVariables[name, default: []] += variables
            }
        }
    }

    /// Adds another file's types and top-level declarations, found after those already here;
    /// `origin` says where its tree came from.
    mutating func merge(_ other: DeclarationIndex, root: SyntaxIdentifier, origin: Origin) {
        for (name, lists) in other.types { types[name, default: []] += lists }
        for (name, table) in other.members {
            for (member, declaration) in table where members[name]?[member] == nil {
                members[name, default: [:]][member] = declaration
            }
        }
        for (name, variables) in other.structVariables where structVariables[name] == nil {
            structVariables[name] = variables
        }
        for (name, variables) in other.extensionVariables {
            extensionVariables[name, default: []] += variables
        }
        for (name, declaration) in other.topLevel where globals[name] == nil {
            globals[name] = declaration
        }
        origins[root] = origin
    }

    /// The file `node` belongs to, when it came from a merged file.
    func origin(of node: some SyntaxProtocol) -> Origin? {
        origins.isEmpty ? nil : origins[node.root.id]
    }

    /// The name of the type whose body (or extension's body) `members` is.
    static func typeName(of members: MemberBlockItemListSyntax) -> String? {
        guard let decl = members.parent?.parent else { return nil }
        if let type = decl.as(StructDeclSyntax.self) { return type.name.text }
        if let type = decl.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = decl.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = decl.as(ActorDeclSyntax.self) { return type.name.text }
        if let type = decl.as(ExtensionDeclSyntax.self) {
            return type.extendedType.trimmedDescription
        }
        return nil
    }

    /// The declaration `name` refers to at `use`, searching outward: a type's members include
    /// those of its extensions (and the type's own when the use is in an extension), and the
    /// project's other files come after this one.
    func lookup(_ name: String, from use: Syntax) -> Declaration? {
        var node: Syntax? = use
        while let current = node {
            if let list = current.as(CodeBlockItemListSyntax.self) {
                let anyOrder = list.parent?.is(SourceFileSyntax.self) ?? false
                var found: Declaration?
                for item in list where anyOrder || item.endPosition <= use.position {
                    if case .decl(let decl) = item.item, let match = Self.match(name, decl) {
                        found = match
                    }
                }
                if let found { return found }
            } else if let members = current.as(MemberBlockItemListSyntax.self) {
                if let found = Self.member(name, in: [members]) { return found }
                if let type = Self.typeName(of: members), let found = member(name, ofType: type) {
                    return found
                }
            }
            node = current.parent
        }
        return globals[name]
    }

    /// `name` among the members of the type called `typeName` (its static or instance members).
    func member(_ name: String, ofType typeName: String) -> Declaration? {
        members[typeName]?[name]
    }

    /// The instance variables of the struct with this name and of its extensions (the
    /// struct's first), for views declared in the source; nil when no struct has the name.
    func structVariables(_ typeName: String) -> [VariableDeclSyntax]? {
        structVariables[typeName].map { $0 + (extensionVariables[typeName] ?? []) }
    }

    private static func member(_ name: String, in lists: [MemberBlockItemListSyntax])
        -> Declaration?
    {
        for list in lists {
            for item in list {
                if let match = match(name, item.decl) { return match }
            }
        }
        return nil
    }

    /// The names a declaration binds, with what each refers to.
    private static func names(_ decl: DeclSyntax) -> [(String, Declaration)] {
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { binding in
                binding.pattern.as(IdentifierPatternSyntax.self).map {
                    (identifier($0.identifier), .variable(variable, binding))
                }
            }
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            return [(identifier(function.name), .function(function))]
        }
        return []
    }

    private static func match(_ name: String, _ decl: DeclSyntax) -> Declaration? {
        if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                if let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
                    identifier(pattern.identifier) == name
                {
                    return .variable(variable, binding)
                }
            }
        } else if let function = decl.as(FunctionDeclSyntax.self), identifier(function.name) == name
        {
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
