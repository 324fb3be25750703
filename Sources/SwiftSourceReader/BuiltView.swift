internal import SwiftSyntax

/// One view a `@ViewBuilder` produces once `ForEach`, `if`, `Group` and views declared in the
/// source are expanded: its expression, and the environment (loop index, arguments) to size it in.
struct BuiltView {
    var expr: ExprSyntax
    var env: SourceEnvironment
    /// Modifiers of a `ForEach` or `Group` around the view, outermost first: SwiftUI applies
    /// them to each view it makes (`ForEach(…) { … }.padding()` pads every cell).
    var outer: [(modifier: ModifiedView.Modifier, env: SourceEnvironment)] = []
}
