import LayoutKernel

/// Why the reader's evaluator found no value, in words: what `open`, `paste` and `check` say
/// after the place (`expected a number, found a string`, `division by zero`).
// Implementation note: exhaustive switches, so a new reason does not compile until it has its
// words.
package enum EvalReasonText {
    /// `expected a number, found a string`.
    package static func mismatch(expected: EvalExpectation, found: EvalFound) -> String {
        "expected \(text(expected)), found \(text(found))"
    }

    /// `cannot find 'gap' in the source`.
    package static func unknownName(_ name: String) -> String {
        "cannot find '\(name)' in the source"
    }

    /// A value named in the source (`written` as written) that the reader cannot know, and why.
    package static func unknownValue(written text: String, _ reason: UnknownValueReason)
        -> String
    {
        switch reason {
        case .declaredNowhere(let name):
            text == name
                ? unknownName(text) : "cannot find '\(text)': '\(name)' is declared in no file read"
        case .withoutValue(let name, let place):
            (text == name ? "" : "cannot evaluate '\(text)': ")
                + "'\(name)' is declared without a value (\(ReaderNoteText.text(place))); only the "
                + "running app knows it"
        case .platform(let name):
            "cannot evaluate '\(text)': a value of \(name), a type of Swift or Apple's "
                + "frameworks, which the reader does not evaluate"
        case .runTime(let name, let source):
            (text == name ? "" : "cannot evaluate '\(text)': ")
                + "'\(name)' is \(self.text(source)), a value only known at run time"
        }
    }

    /// `a closure's parameter`, `a GeometryReader's proxy`.
    package static func text(_ source: RunTimeSource) -> String {
        switch source {
        case .closureParameter: "a closure's parameter"
        case .proxy(let owner): "a \(owner)'s proxy"
        case .parameter(let owner): "a parameter of \(owner)'s closure"
        case .wrapper(let wrapper): "a @\(wrapper) whose value comes from outside the source"
        }
    }

    /// `cannot evaluate 'f(x)'`.
    package static func unsupported(_ what: EvalUnsupported) -> String {
        "cannot evaluate '\(text(what))'"
    }

    /// `a number`, `an array`, `'.leading'`.
    package static func text(_ kind: EvaluatedKind) -> String {
        switch kind {
        case .number: "a number"
        case .bool: "a Bool"
        case .null: "nil"
        case .member(let name): "'.\(name)'"
        case .gridItemSize: "a GridItem.Size"
        case .gridItem: "a GridItem"
        case .array: "an array"
        case .range: "a range"
        case .cgSize: "a CGSize"
        case .edgeInsets: "EdgeInsets"
        case .unevaluated: "an unevaluated argument"
        case .string: "a string"
        }
    }

    /// What was expected: `a whole number`, `an array of GridItem`.
    package static func text(_ expected: EvalExpectation) -> String {
        let dotted = { (names: [String]) in names.map { "." + $0 }.joined(separator: ", ") }
        return switch expected {
        case .number: "a number"
        case .wholeNumber: "a whole number"
        case .bool: "a Bool"
        case .itemSize: ".fixed(…), .flexible(…) or .adaptive(…)"
        case .itemAlignment: "an alignment (\(dotted(ItemAlignment.allCases.map(\.rawValue))))"
        case .gridItemArray: "an array of GridItem"
        case .gridItemElements: "GridItem elements"
        case .paddingAmount: "a length, edges or EdgeInsets"
        case .edges: "edges"
        case .edge: "an edge (.all, .horizontal, .vertical, .leading, .trailing, .top, .bottom)"
        case .oneOf(let names): dotted(names)
        case .rangeOrArray: "a range or an array"
        case .numbers(let name): "numbers on both sides of \(name)"
        case .wholeNumbersInRange: "whole numbers in a range"
        }
    }

    /// What was found: `a string`, the code as written, `2.5`.
    package static func text(_ found: EvalFound) -> String {
        switch found {
        case .kind(let kind): text(kind)
        case .kinds(let left, let right): "\(text(left)) and \(text(right))"
        case .code(let code): code
        case .number(let number): "\(number)"
        case .numbers(let left, let right): "\(left) and \(right)"
        case .member(let name): "." + name
        }
    }

    /// Why an expression has no value, as a sentence without the place.
    package static func text(_ invalid: EvalInvalid) -> String {
        let stops = "Swift stops the app here"
        switch invalid {
        case .notANumber(let literal): return "'\(literal)' is not a number"
        case .numberTooLarge(let literal): return "'\(literal)' is not a number the reader can hold"
        case .fixedTakesOneSize: return ".fixed takes one size"
        case .adaptiveNeedsMinimum: return ".adaptive needs minimum:"
        case .rangeCountOverflows(let lower, let upper):
            return "the count of \(lower)..<\(upper) overflows Int: \(stops)"
        case .indexOutside(let position, let count):
            return "index \(position) is outside the array's \(count) elements"
        case .noParameter(let argument): return "no parameter matches the argument \(argument)"
        case .unexpectedArgument(let what, let label, let allowed):
            let shown = label.map { "'\($0):'" } ?? "unlabeled argument"
            let takes = allowed.map { $0 == "_" ? "_" : $0 + ":" }.joined(separator: " ")
            return "\(what) takes no \(shown) here; it takes \(takes)"
        case .takesOneNumber(let function): return "\(function) takes one number"
        case .takesTwoNumbers(let function): return "\(function) takes two numbers"
        case .arrayTooLong(let count, let limit):
            return "Array of \(count) numbers; the reader builds at most \(limit)"
        case .negativeRepeatCount(let count):
            return "Array(repeating:count:) with count \(count): \(stops)"
        case .repeatCountTooLarge(let count, let limit):
            return "Array(repeating:count:) with count \(count); the reader builds at most \(limit)"
        case .integerDivisionByZero: return "division by zero: \(stops)"
        case .divisionByZero: return "division by zero"
        case .overflow(let x, let name, let y): return "\(x) \(name) \(y) overflows Int: \(stops)"
        case .negationOverflows: return "-(\(Int.min)) overflows Int: \(stops)"
        case .notFinite(let a): return "Int(\(a)): not a finite number; \(stops)"
        case .outsideIntRange(let a): return "Int(\(a)): outside Int's range; \(stops)"
        case .doesNotFitInt(let a): return "\(a) does not fit in an Int: \(stops)"
        case .closedRangeOverflows: return "a closed range up to Int.max: its end overflows Int"
        case .reversedRange(let lower, let upper):
            return "a range from \(lower) down to \(upper): \(stops)"
        }
    }

    /// What the reader does not evaluate: the code as written, or `the operator ^`.
    package static func text(_ what: EvalUnsupported) -> String {
        switch what {
        case .code(let code): code
        case .operatorName(let name): "the operator \(name)"
        case .typeCheck: "'is'"
        case .assignment: "an assignment"
        case .functionAsValue(let name): "the function \(name) used as a value"
        case .property(let name): "the property \(name)"
        }
    }

    /// `square brackets`, `syntax tree levels`: what was nested too deep.
    package static func text(_ construct: NestedConstruct) -> String {
        switch construct {
        case .squareBrackets: "square brackets"
        case .bracketsAndIfBlocks: "brackets and #if blocks"
        case .constructs:
            "nested constructs (brackets, generics, arrows, ?, try, #if, member and else-if chains)"
        case .syntaxTreeLevels: "syntax tree levels"
        }
    }

    /// Why evaluation stopped as too deep.
    package static func text(_ depth: EvalDepth) -> String {
        switch depth {
        case .operands(let limit): "an expression with more than \(limit) operands"
        case .nesting(let limit): "evaluation nested more than \(limit) deep"
        case .refersToItself(let name): "'\(name)' refers to itself"
        }
    }
}
