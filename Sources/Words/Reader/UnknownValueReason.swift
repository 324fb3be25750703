/// Why a value named in the source has no value the reader can know, as data.
/// `EvalReasonText.unknownValue` words it.
package enum UnknownValueReason: Equatable, Sendable {
    /// `name` (the type or the constant) is declared in no file the reader read.
    case declaredNowhere(String)
    /// `name` is declared (at `place`: a line, or a file and line of the project) without a
    /// value: an initializer or the caller sets it.
    case withoutValue(String, place: ReaderNote.Place)
    /// `name` is given by the running app, as `source` says (a closure's parameter such as
    /// `geometry` of a GeometryReader, a `@State`).
    case runTime(String, RunTimeSource)
    /// `name` is a type of Swift or of Apple's frameworks (`String`, `UIScreen`): its
    /// values are the running app's, never declared in a file of the project.
    case platform(String)
}

/// What gives a name its value only when the app runs, as data.
package enum RunTimeSource: Equatable, Sendable {
    /// A parameter of a closure whose call the reader does not see.
    case closureParameter
    /// The proxy a view (as written: `GeometryReader`) passes to its closure.
    case proxy(of: String)
    /// A parameter of a view's or function's (as written) closure.
    case parameter(of: String)
    /// A property wrapper (as written, without `@`: `State`) whose value comes from outside
    /// the source.
    case wrapper(String)
}

/// What the reader found nested past its bound before or after parsing, as data: the reader
/// stops there to stay responsive. `EvalReasonText.text(_:)` words it.
package enum NestedConstruct: Equatable, Sendable {
    /// `[` inside `[`.
    case squareBrackets
    /// Brackets of any kind and `#if` blocks.
    case bracketsAndIfBlocks
    /// Everything SwiftParser parses by recursion: brackets, generics, arrows, `?`, `try`,
    /// `#if`, member and `else if` chains.
    case constructs
    /// Levels of the parsed syntax tree.
    case syntaxTreeLevels
}
