internal import SwiftSyntax

/// Where an expression is evaluated: the values bound locally (a `ForEach` index, a view's or
/// function's arguments) and the syntax node from which other names are looked up in the source.
package struct SourceEnvironment {
    /// Loop variables and arguments, which shadow declarations.
    var locals: [String: SourceValue]
    /// Names not in `locals` are looked up from here outwards (see `DeclarationIndex`).
    var scope: Syntax

    /// An environment with nothing bound, looking names up from `scope`.
    init(scope: Syntax, locals: [String: SourceValue] = [:]) {
        self.scope = scope
        self.locals = locals
    }

    /// The same lookup scope with `name` bound to `value`.
    func binding(_ name: String, to value: SourceValue) -> SourceEnvironment {
        var copy = self
        copy.locals[name] = value
        return copy
    }
}

extension SourceEnvironment {
    /// The same locals, looking names up from `scope`.
    func scoped(_ scope: Syntax) -> SourceEnvironment {
        SourceEnvironment(scope: scope, locals: locals)
    }
}
