import GridModel
import LayoutKernel
import Words

/// `sweep width A...B [step S] [--plot]` and `sweep N min|max|size|spacing A...B ...`.
enum SweepSyntax {
    /// What a sweep (or a slider) takes first, and the item fields it takes after a number.
    static let targets = ["width", "height", "an item number"]
    static let itemFields = ["min", "max", "size", "spacing"]

    package static func sweep(_ lexer: inout Lexer) throws(CommandError) -> Sweep {
        let first = try lexer.require(.words(targets))
        let parameter: Sweep.Parameter
        if first == "width" || first == "height" {
            parameter = .proposed
        } else {
            let number = try NumberParser.count(first, what: .words(targets))
            guard number >= 1 else {
                throw .language(.expected(.count(.item), found: String(first)))
            }
            let field = try lexer.require(.words(itemFields))
            switch field {
            case "min": parameter = .minimum(item: number)
            case "max": parameter = .maximum(item: number)
            case "size": parameter = .size(item: number)
            case "spacing": parameter = .spacing(item: number)
            default: throw .language(.expected(.words(itemFields), found: String(field)))
            }
        }
        let range = try lexer.require(.form(.range)).text
        guard let dots = range.firstRange(of: "...") else {
            throw .language(.expected(.form(.range), found: String(range)))
        }
        let from = try NumberParser.parse(
            Word(range[..<dots.lowerBound]), what: .number(.rangeStart))
        let to = try NumberParser.parse(Word(range[dots.upperBound...]), what: .number(.rangeEnd))
        guard from <= to else {
            throw .language(.expected(.form(.orderedRange), found: String(range)))
        }
        var step = 1.0
        var plot = false
        while let option = lexer.next() {
            switch option {
            case "step":
                step = try NumberParser.parse(
                    try lexer.require(.number(.sweepStep)), what: .number(.sweepStep))
                guard step > 0 else {
                    throw .language(.expected(.number(.sweepStep), found: NumberText.format(step)))
                }
            case "--plot", "plot": plot = true
            default:
                throw .language(.expected(.words(["step N", "--plot"]), found: String(option)))
            }
        }
        // Counted in Double: `step 0.0000000000001` must be refused, never trap converting to Int.
        let steps = ((to - from) / step).rounded(.down) + 1
        guard steps <= Double(Limits.sweepSteps) else {
            throw .limit(.sweepSteps(steps, maximum: Limits.sweepSteps))
        }
        return Sweep(parameter: parameter, from: from, to: to, step: step, plot: plot)
    }
}
