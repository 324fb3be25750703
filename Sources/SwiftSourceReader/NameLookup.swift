internal import SwiftSyntax
import Words

/// Finds the declaration a name refers to: the source's own first, then the project's
/// (`ProjectSearch`), each answer kept per name and scope; and tells a name declared nowhere
/// that only the running app gives (a closure's parameter) from one that is missing.
final class NameLookup {
    /// The source's own declarations.
    let index: DeclarationIndex
    /// The project around the source.
    let search: ProjectSearch
    /// Names looked up already, by the scope they were looked up from.
    private var lookups: [Key: DeclarationIndex.Declaration] = [:]
    /// Names looked up and found nowhere, once nothing more can be read (`Theme` from a cell).
    private var misses: Set<Key> = []

    /// A name and the node it was looked up from.
    struct Key: Hashable {
        package var name: String
        var scope: SyntaxIdentifier
    }

    init(index: DeclarationIndex, search: ProjectSearch) {
        self.index = index
        self.search = search
    }

    /// The node a declaration is, for finding its file.
    private static func node(_ declaration: DeclarationIndex.Declaration) -> [Syntax] {
        switch declaration {
        case .variable(let variable, _): [Syntax(variable)]
        case .function(let function): [Syntax(function)]
        }
    }

    /// The declaration `name` refers to at `scope`: the source's own first, then the project's
    /// (read for it when `loading`: only where a miss would otherwise fail).
    func lookup(_ name: String, from scope: Syntax, loading: Bool = false) -> DeclarationIndex
        .Declaration?
    {
        // Implementation note: a ForEach evaluates the same nodes once per index; what a name
        // found from a node is kept (locals, which shadow it, are looked at before this).
        let key = Key(name: name, scope: scope.id)
        if let found = lookups[key] { return found }
        if misses.contains(key) { return nil }
        let found =
            index.lookup(name, from: scope)
            ?? search.first(loading: loading, { $0.lookup(name, from: scope) }, nodes: Self.node)
        if let found {
            lookups[key] = found
        } else if search.isComplete {
            misses.insert(key)  // nothing more will be read: it stays missing
        }
        return found
    }

    /// `name` among the members of the type `typeName` and its extensions, in any file read.
    func member(_ name: String, ofType typeName: String, loading: Bool = false) -> DeclarationIndex
        .Declaration?
    {
        if let found = index.member(name, ofType: typeName) { return found }
        return search.first(
            loading: loading, { $0.member(name, ofType: typeName) }, nodes: Self.node)
    }

    /// The instance variables of a view struct and its extensions, in any file read.
    func structVariables(_ typeName: String, loading: Bool = false) -> [VariableDeclSyntax]? {
        if let found = index.structVariables(typeName) { return found }
        return search.first(
            loading: loading, { $0.structVariables(typeName) }, nodes: { $0.map { Syntax($0) } })
    }

    /// Whether a struct, class, enum, actor or extension named `typeName` is in any file read.
    func declaresType(_ typeName: String, loading: Bool = false) -> Bool {
        index.types[typeName] != nil
            || search.first(loading: loading, { $0.types[typeName] != nil ? true : nil }) != nil
    }

    /// When `name` is a parameter of a closure around `node` (`geometry` in
    /// `GeometryReader { geometry in … }`): what it is, in words.
    static func closureParameter(_ name: String, around node: Syntax) -> RunTimeSource? {
        var current: Syntax? = node
        while let next = current {
            if let closure = next.as(ClosureExprSyntax.self),
                ViewExpander.parameterNames(closure).contains(name)
            {
                let call =
                    closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                guard let owner = call?.calledExpression.trimmedDescription else {
                    return .closureParameter
                }
                return SwiftUIVocabulary.entry(owner)?.has(.givesProxy) == true
                    ? .proxy(of: owner) : .parameter(of: owner)
            }
            current = next.parent
        }
        return nil
    }
}
