import CommandLanguage
import LayoutKernel
import Words

/// Predict-then-reveal: a configuration, three distinct candidate answers (what SwiftUI draws
/// and two classic mistakes), the learner's answer, then the explanation.
package struct Quiz {
    package var number: Int
    package var grid: QuizGrid
    /// Track sizes as printed, in choice order a, b, c; `correct` indexes them.
    var choices: [[Double]]
    var correct: Int

    /// Quiz `number`, 1 to `bank.count`; another number is an error, not a quiz wrapped around.
    package init(number: Int) throws(CommandError) {
        guard Self.bank.indices.contains(number - 1) else {
            throw .language(.noQuiz(number, count: Self.bank.count))
        }
        self.number = number
        grid = Self.bank[number - 1]
        let real = grid.tracks
        var distinct: [[Double]] = [real]
        for candidate in QuizMistakes.candidates(for: grid)
        where !distinct.contains(where: { Self.same($0, candidate) }) {
            distinct.append(candidate)
            if distinct.count == 3 { break }
        }
        // A fixed rotation per quiz number, so the right answer is not always (a).
        let rotation = number % distinct.count
        choices = Array(distinct[rotation...] + distinct[..<rotation])
        correct = (distinct.count - rotation) % distinct.count
    }

    /// The quiz after `previous` (1 after the last): what `quiz` alone asks.
    package static func next(after previous: Int) -> Int { previous % bank.count + 1 }

    /// Two answers are the same when they print the same: the widths at the precision shown.
    package static func same(_ a: [Double], _ b: [Double]) -> Bool {
        a.map(NumberText.format) == b.map(NumberText.format)
    }

    package static func letter(_ index: Int) -> String { String(UnicodeScalar(UInt8(97 + index))) }

    /// "a, b or c": the letters there are.
    var letters: String {
        let all = choices.indices.map(Self.letter)
        guard all.count > 1 else { return all.joined() }
        return all.dropLast().joined(separator: ", ") + " or " + all[all.count - 1]
    }

    /// How many unreadable answers a quiz takes before it reveals.
    package static let tries = 3

    package var question: String {
        let f = NumberText.format
        var lines =
            ["Quiz \(number) of \(Self.bank.count): " + grid.description[0]]
            + grid.description.dropFirst()
        lines.append(grid.askedFor)
        for (index, choice) in choices.enumerated() {
            lines.append("  (\(Self.letter(index))) \(choice.map(f).joined(separator: " · "))")
        }
        // No numbers in the example: an example must never be the answer.
        lines.append(
            "Answer with a letter (\(letters)) or the sizes, separated by spaces; an "
                + "empty line reveals;"
                + " Ctrl-C or Ctrl-D leaves the quiz.")
        return lines.joined(separator: "\n")
    }

    /// What SwiftUI draws, as the choices print it.
    var answerText: String { choices[correct].map(NumberText.format).joined(separator: " · ") }

    /// Reads an answer line: a letter (`b`, `(b)`, `B`, `b)`), or the sizes as shown; empty
    /// reveals; anything else is unreadable and the quiz asks again.
    package func judge(_ answer: String) -> QuizAnswer {
        let f = NumberText.format
        let words = answer.split(whereSeparator: {
            $0 == " " || $0 == "," || $0 == "·" || $0 == "\t"
        })
        if words.isEmpty { return .reveal }
        if words.count == 1, let letter = Self.letterAnswer(words[0]) {
            guard let scalar = letter.unicodeScalars.first, scalar.value >= 97,
                choices.indices.contains(Int(scalar.value) - 97)
            else {
                return .unreadable("There is no (\(letter)); answer \(letters), or the sizes.")
            }
            return .judged(right: Int(scalar.value) - 97 == correct, said: "(\(letter))")
        }
        var numbers: [Double] = []
        for word in words {
            guard let number = try? NumberParser.parse(Word(word)) else {
                return .unreadable(
                    "'\(TerminalText.sanitized(String(word)))' is not a size; answer with a "
                        + "letter (\(letters)) or the sizes,"
                        + " separated by spaces.")
            }
            numbers.append(number)
        }
        return .judged(
            right: Self.same(numbers, choices[correct]),
            said: numbers.map(f).joined(separator: " · "))
    }

    /// What the quiz says to an answer it could read. An answer that rests on an assumption is
    /// what the model says, named with its assumptions, not what SwiftUI draws.
    package func verdict(_ answer: QuizAnswer) -> String {
        let basis = grid.answerAssumptions
        let says =
            basis.isEmpty
            ? "SwiftUI draws \(answerText)"
            : "the model says \(answerText) (assumption\(basis.count == 1 ? "" : "s") "
                + basis.joined(separator: ", ") + ", not measured)"
        switch answer {
        case .reveal: return says.prefix(1).uppercased() + says.dropFirst() + "."
        case .judged(true, _): return "Right: \(says)."
        case .judged(false, let said) where said.hasPrefix("("):
            return "Not quite: you picked \(said), \(says)."
        case .judged(false, let said): return "Not quite: \(says), you said \(said)."
        case .unreadable(let reason): return reason
        }
    }

    /// `b`, `B`, `(b)`, `b)` → "b"; nil for anything that is not one letter.
    static func letterAnswer(_ word: Substring) -> String? {
        var inner = word
        if inner.first == "(" { inner = inner.dropFirst() }
        if inner.last == ")" { inner = inner.dropLast() }
        guard inner.count == 1, let c = inner.first, c.isLetter, c.isASCII else { return nil }
        return c.lowercased()
    }
}
