/// A kind of value the reader's evaluator computes, as data: what a value it found was (`a
/// number`, `an array`, `'.leading'`). `EvalReasonText` words it.
package enum EvaluatedKind: Equatable, Sendable {
    case number
    case bool
    case null
    /// An implicit member or enum case, by its name without the dot: `'.leading'`.
    case member(String)
    case gridItemSize
    case gridItem
    case array
    case range
    case cgSize
    case edgeInsets
    /// An argument bound to a parameter and not evaluated yet.
    case unevaluated
    case string
}

/// What the evaluator expected where it found a value of another kind, as data.
/// `EvalReasonText` words it (`expected a number, found a string`).
package enum EvalExpectation: Equatable, Sendable {
    case number
    case wholeNumber
    case bool
    /// `.fixed(…)`, `.flexible(…)` or `.adaptive(…)`: a `GridItem`'s size.
    case itemSize
    /// One of the kernel's item alignments.
    case itemAlignment
    case gridItemArray
    case gridItemElements
    /// A padding's argument: a length, edges or `EdgeInsets`.
    case paddingAmount
    case edges
    /// One edge of SwiftUI's `Edge.Set`.
    case edge
    /// One of these implicit members (names without the dot).
    case oneOf([String])
    case rangeOrArray
    /// Numbers on both sides of the operator (as written).
    case numbers(operator: String)
    case wholeNumbersInRange
}

/// What the evaluator found instead of what it expected, as data.
package enum EvalFound: Equatable, Sendable {
    /// A value of this kind.
    case kind(EvaluatedKind)
    /// Values of these two kinds, on both sides of an operator.
    case kinds(EvaluatedKind, EvaluatedKind)
    /// The expression as written in the source.
    case code(String)
    /// A number, as Swift prints it.
    case number(Double)
    /// Two numbers, as Swift prints them.
    case numbers(Double, Double)
    /// An implicit member, by its name without the dot.
    case member(String)
}

/// Why an expression Swift accepts has no value: Swift itself would reject it or stop the app
/// there, or the reader does not hold it. As data; `EvalReasonText` words it.
package enum EvalInvalid: Equatable, Sendable {
    /// A float literal (as written) that is not a number.
    case notANumber(literal: String)
    /// An integer literal (as written) too large for the reader.
    case numberTooLarge(literal: String)
    /// `.fixed` with other than one size.
    case fixedTakesOneSize
    /// `.adaptive` without `minimum:`.
    case adaptiveNeedsMinimum
    /// `(lower..<upper).count` overflows `Int`.
    case rangeCountOverflows(lower: Int, upper: Int)
    /// An array subscripted outside its elements.
    case indexOutside(position: Int, count: Int)
    /// An argument (as written) that no parameter of the called declaration takes.
    case noParameter(argument: String)
    /// `what` (as written) called with an argument labelled `label` (nil: unlabeled) that it
    /// does not take there; it takes `allowed` (labels, `_` for unlabeled).
    case unexpectedArgument(what: String, label: String?, allowed: [String])
    /// A function (as written) that takes one number, called otherwise.
    case takesOneNumber(function: String)
    /// A function (as written) that takes two numbers, called otherwise.
    case takesTwoNumbers(function: String)
    /// `Array(range)` with more elements than the reader builds.
    case arrayTooLong(count: Int, limit: Int)
    /// `Array(repeating:count:)` with a negative count: Swift stops the app.
    case negativeRepeatCount(Int)
    /// `Array(repeating:count:)` with more elements than the reader builds.
    case repeatCountTooLarge(count: Int, limit: Int)
    /// An integer `/` or `%` by zero: Swift stops the app.
    case integerDivisionByZero
    /// A floating-point remainder by zero.
    case divisionByZero
    /// `x op y` overflows `Int`: Swift stops the app.
    case overflow(Int, operator: String, Int)
    /// `-(Int.min)` overflows `Int`.
    case negationOverflows
    /// `Int(x)` of an infinity or NaN.
    case notFinite(Double)
    /// `Int(x)` of a number outside `Int`'s range.
    case outsideIntRange(Double)
    /// A whole number that does not fit in an `Int`.
    case doesNotFitInt(Double)
    /// `a...Int.max`: its end overflows.
    case closedRangeOverflows
    /// `a..<b` with `b` below `a`: Swift stops the app.
    case reversedRange(lower: Int, upper: Int)
}

/// An expression the reader does not evaluate, as data.
package enum EvalUnsupported: Equatable, Sendable {
    /// The expression as written.
    case code(String)
    /// An operator (as written) the reader does not evaluate.
    case operatorName(String)
    /// A type check with `is`.
    case typeCheck
    /// An assignment inside an expression.
    case assignment
    /// A function (as written) used as a value, not called.
    case functionAsValue(String)
    /// A computed or otherwise unevaluated property (as written).
    case property(String)
}

/// Why evaluation stopped as too deep, as data.
package enum EvalDepth: Equatable, Sendable {
    /// An operator sequence with more than `limit` operands.
    case operands(limit: Int)
    /// Evaluation nested more than `limit` deep.
    case nesting(limit: Int)
    /// A declaration (by name) whose value refers to itself.
    case refersToItself(String)
}
