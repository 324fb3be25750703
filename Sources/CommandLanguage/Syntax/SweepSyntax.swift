import GridModel
import LayoutKernel
import Words

/// `sweep width A...B [step S] [--plot]` and `sweep N min|max|size|spacing A...B ...`.
enum SweepSyntax {
    package static func sweep(_ lexer: inout Lexer) throws(CommandError) -> Sweep {
        let first = try lexer.require("width, height or an item number")
        let parameter: Sweep.Parameter
        if first == "width" || first == "height" {
            parameter = .proposed
        } else {
            let number = try NumberParser.count(first, what: "width, height or an item number")
            guard number >= 1 else {
                throw .language(.expected("an item number (1, 2, ...)", found: String(first)))
            }
            let field = try lexer.require("min, max, size or spacing")
            switch field {
            case "min": parameter = .minimum(item: number)
            case "max": parameter = .maximum(item: number)
            case "size": parameter = .size(item: number)
            case "spacing": parameter = .spacing(item: number)
            default: throw .language(.expected("min, max, size or spacing", found: String(field)))
            }
        }
        let range = try lexer.require("a range like 100...800").text
        guard let dots = range.firstRange(of: "...") else {
            throw .language(.expected("a range like 100...800", found: String(range.prefix(40))))
        }
        let from = try NumberParser.parse(
            Word(range[..<dots.lowerBound]), what: "the start of the range")
        let to = try NumberParser.parse(
            Word(range[dots.upperBound...]), what: "the end of the range")
        guard from <= to else {
            throw .language(
                .expected("a range whose start is not above its end", found: String(range)))
        }
        var step = 1.0
        var plot = false
        while let option = lexer.next() {
            switch option {
            case "step":
                step = try NumberParser.parse(try lexer.require("a step"), what: "a step above 0")
                guard step > 0 else {
                    throw .language(.expected("a step above 0", found: NumberText.format(step)))
                }
            case "--plot", "plot": plot = true
            default: throw .language(.expected("step N or --plot", found: String(option)))
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
