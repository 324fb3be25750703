internal import SwiftSyntax
import Words

/// Names the source does not declare: looked for in the project's other files (read on the
/// first miss), or told apart as values only the running app knows (a closure's parameter).
extension SourceEvaluator {
    /// The project's indexes, nearest first: read now when `loading` (a name is missing),
    /// else only when read already. Reading the project's files is not evaluation: its time
    /// does not count against the evaluation's.
    private func projectLevels(loading: Bool) -> [DeclarationIndex] {
        guard let project, (loading && readsProject) || project.isLoaded else { return [] }
        return budget.excluding { project.contents.levels }
    }

    /// The first of the project's levels for which `find` finds something; the files of what
    /// it found (`nodes`) are recorded as suppliers.
    private func inProject<T>(
        loading: Bool, _ find: (DeclarationIndex) -> T?, nodes: (T) -> [Syntax] = { _ in [] }
    ) -> T? {
        for level in projectLevels(loading: loading) {
            if let found = find(level) {
                for node in nodes(found) {
                    if let path = level.origin(of: node)?.path, !path.isEmpty {
                        suppliers.insert(path)
                    }
                }
                return found
            }
        }
        // A name no file read declares, where it was needed: the project around may.
        if loading && readsProject { project?.recordMiss() }
        return nil
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
        let key = LookupKey(name: name, scope: scope.id)
        if let found = lookups[key] { return found }
        if misses.contains(key) { return nil }
        let found =
            index.lookup(name, from: scope)
            ?? inProject(
                loading: loading, { $0.lookup(name, from: scope) }, nodes: Self.node)
        if let found {
            lookups[key] = found
        } else if project == nil || project?.isLoaded == true {
            misses.insert(key)  // nothing more will be read: it stays missing
        }
        return found
    }

    /// `name` among the members of the type `typeName` and its extensions, in any file read.
    func member(_ name: String, ofType typeName: String, loading: Bool = false) -> DeclarationIndex
        .Declaration?
    {
        if let found = index.member(name, ofType: typeName) { return found }
        return inProject(
            loading: loading, { $0.member(name, ofType: typeName) }, nodes: Self.node)
    }

    /// The instance variables of a view struct and its extensions, in any file read.
    func structVariables(_ typeName: String, loading: Bool = false) -> [VariableDeclSyntax]? {
        if let found = index.structVariables(typeName) { return found }
        return inProject(
            loading: loading, { $0.structVariables(typeName) }, nodes: { $0.map { Syntax($0) } })
    }

    /// Whether a struct, class, enum, actor or extension named `typeName` is in any file read.
    func declaresType(_ typeName: String, loading: Bool = false) -> Bool {
        index.types[typeName] != nil
            || inProject(loading: loading, { $0.types[typeName] != nil ? true : nil }) != nil
    }

    /// `File.swift:12` for a declaration in another file of the project, nil for the source's own.
    func place(of node: some SyntaxProtocol) -> String? {
        let location = location(of: node)
        return location.file.map { "\($0):\(location.line)" }
    }

    /// Where `node` is, for a note: its line, or its file and line in another file.
    func notePlace(of node: some SyntaxProtocol) -> ReaderNote.Place {
        let location = location(of: node)
        return location.file.map { .file($0, line: location.line) } ?? .line(location.line)
    }

    /// `File.swift:12` or `line 12`, for saying where a declaration is.
    func placeText(of node: some SyntaxProtocol) -> String {
        place(of: node) ?? "line \(line(of: node))"
    }

    /// When `name` is a parameter of a closure around `node` (`geometry` in
    /// `GeometryReader { geometry in … }`): what it is, in words.
    static func closureParameter(_ name: String, around node: Syntax) -> String? {
        var current: Syntax? = node
        while let next = current {
            if let closure = next.as(ClosureExprSyntax.self),
                ViewExpander.parameterNames(closure).contains(name)
            {
                let call =
                    closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                guard let owner = call?.calledExpression.trimmedDescription else {
                    return "a closure's parameter"
                }
                return SwiftUIVocabulary.entry(owner)?.has(.givesProxy) == true
                    ? "a \(owner)'s proxy" : "a parameter of \(owner)'s closure"
            }
            current = next.parent
        }
        return nil
    }
}
