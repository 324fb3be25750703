internal import SwiftSyntax

/// Swift's `Int` arithmetic on values read from source, checked: where Swift would stop the app
/// (an overflow, a division by zero, `Int.min / -1`) the reader says so instead of trapping
/// itself or computing a number the app never gets. Values travel as Doubles; an operation on
/// two `Int`s is done in `Int` with the `…ReportingOverflow` operations.
enum IntegerArithmetic {
    /// `a name b` for two Ints; nil when `name` is not an arithmetic operator (a comparison, a
    /// range), so the caller handles it.
    package static func apply(_ name: String, _ a: Double, _ b: Double, at node: Syntax)
        throws(EvalFailure)
        -> Double?
    {
        guard ["+", "-", "*", "/", "%", "&+", "&-", "&*"].contains(name) else { return nil }
        let x = try int(a, at: node)
        let y = try int(b, at: node)
        let result: (partialValue: Int, overflow: Bool)
        switch name {
        case "+": result = x.addingReportingOverflow(y)
        case "-": result = x.subtractingReportingOverflow(y)
        case "*": result = x.multipliedReportingOverflow(by: y)
        case "&+": result = (x &+ y, false)
        case "&-": result = (x &- y, false)
        case "&*": result = (x &* y, false)
        default:
            guard y != 0 else {
                throw .invalid(.integerDivisionByZero, at: node)
            }
            result =
                name == "/"
                ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y)
        }
        guard !result.overflow else {
            throw .invalid(.overflow(x, operator: name, y), at: node)
        }
        return Double(result.partialValue)
    }

    /// `-x` for an Int: `-Int.min` overflows.
    static func negate(_ a: Double, at node: Syntax) throws(EvalFailure) -> Double {
        let (result, overflow) = 0.subtractingReportingOverflow(try int(a, at: node))
        guard !overflow else {
            throw .invalid(.negationOverflows, at: node)
        }
        return Double(result)
    }

    /// `Int(x)` and `x as Int` of a Double: Swift stops the app for NaN, infinity and values
    /// outside Int's range; otherwise the value rounded toward zero.
    static func converted(_ a: Double, at node: Syntax) throws(EvalFailure) -> Double {
        guard a.isFinite else {
            throw .invalid(.notFinite(a), at: node)
        }
        guard Int(exactly: a.rounded(.towardZero)) != nil else {
            throw .invalid(.outsideIntRange(a), at: node)
        }
        return a.rounded(.towardZero)
    }

    /// An Int-typed value as an Int. Every Int the reader makes came from Int arithmetic or a
    /// literal in range, so only a value Swift could not hold either fails here.
    package static func int(_ a: Double, at node: Syntax) throws(EvalFailure) -> Int {
        guard let value = Int(exactly: a) else {
            throw .invalid(.doesNotFitInt(a), at: node)
        }
        return value
    }
}
