/// An `expect` line that did not hold: the input was fine, the layout differs. Both sides are
/// worded as the check is typed (`widths 100 100`), the expected one from the line, the actual
/// one from the layout, to two decimals.
struct ExpectationFailure: Error, Equatable, CustomStringConvertible {
    var expected: String
    var actual: String

    var description: String { "expectation failed: expected \(expected), actual \(actual)" }
}
