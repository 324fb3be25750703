import LayoutKernel

/// Predict-then-reveal: a configuration, three distinct candidate answers (what SwiftUI draws
/// and two classic mistakes), the learner's answer, then the explanation.
struct Quiz {
    var number: Int
    var grid: LazyGrid
    /// Track widths as printed, in choice order a, b, c; `correct` indexes them.
    var choices: [[Double]]
    var correct: Int

    /// The quiz cases: the spec's measured cases, the objc.io quizzes' spirit, and the presets.
    static let bank: [LazyGrid] =
        [
            LazyGrid(items: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], proposed: 200),
            LazyGrid(items: [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))], proposed: 200),
            LazyGrid(items: [GridItem(.flexible(minimum: 150)), GridItem(.flexible())], proposed: 200),
            LazyGrid(items: [GridItem(.adaptive(minimum: 50)), GridItem(.flexible(minimum: 100))], proposed: 200),
            LazyGrid(items: [GridItem(.flexible(minimum: 120)), GridItem(.adaptive(minimum: 100))], proposed: 200),
            LazyGrid(items: [GridItem(.flexible(maximum: 50)), GridItem(.flexible())], proposed: 200),
            LazyGrid(items: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible(minimum: 150))], proposed: 200),
            LazyGrid(items: [GridItem(.adaptive(minimum: 100))], proposed: 375),
            LazyGrid(items: [GridItem(.fixed(200)), GridItem(.adaptive(minimum: 40))], proposed: 150),
        ] + Presets.all.prefix(5).map(\.grid)

    /// Quiz `number`, 1 to `bank.count`; another number is an error, not a quiz wrapped around.
    init(number: Int) throws(CommandError) {
        guard Self.bank.indices.contains(number - 1) else { throw .noQuiz(number, count: Self.bank.count) }
        self.number = number
        grid = Self.bank[number - 1]
        let real = Self.tracks(of: grid)
        var distinct: [[Double]] = [real]
        for candidate in QuizMistakes.candidates(for: grid) where !distinct.contains(where: { Self.same($0, candidate) }) {
            distinct.append(candidate)
            if distinct.count == 3 { break }
        }
        // A fixed rotation per quiz number, so the right answer is not always (a).
        let rotation = number % distinct.count
        choices = Array(distinct[rotation...] + distinct[..<rotation])
        correct = (distinct.count - rotation) % distinct.count
    }

    /// The quiz after `previous` (1 after the last): what `quiz` alone asks.
    static func next(after previous: Int) -> Int { previous % bank.count + 1 }

    /// The tracks a grid draws; a bank grid always lays out (a test checks every one).
    static func tracks(of grid: LazyGrid) -> [Double] {
        (try? grid.layout().tracks.map(\.size)) ?? []
    }

    /// Two answers are the same when they print the same: the widths at the precision shown.
    static func same(_ a: [Double], _ b: [Double]) -> Bool {
        a.map(NumberText.format) == b.map(NumberText.format)
    }

    static func letter(_ index: Int) -> String { String(UnicodeScalar(UInt8(97 + index))) }

    var question: String {
        let f = NumberText.format
        var lines = [
            "Quiz \(number) of \(Self.bank.count): \(grid.axis.viewName) in .frame(\(grid.axis.mainSizeName): \(f(grid.proposed))) with",
            "  [" + grid.items.map(SwiftCode.item).joined(separator: ", ") + "]",
            "What widths does SwiftUI draw, track by track?",
        ]
        for (index, choice) in choices.enumerated() { lines.append("  (\(Self.letter(index))) \(choice.map(f).joined(separator: " · "))") }
        lines.append("Answer with a letter or the widths (e.g. 70 57 57); empty reveals; Ctrl-C keeps it hidden.")
        return lines.joined(separator: "\n")
    }

    /// Judges an answer line: a letter (`b`, `(b)`, `B`, `b)`), or the widths as shown.
    func verdict(_ answer: String) -> String {
        let f = NumberText.format
        let right = choices[correct].map(f).joined(separator: " · ")
        let words = answer.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "·" || $0 == "\t" })
        if words.isEmpty { return "SwiftUI draws \(right)." }
        if words.count == 1, let letter = Self.letterAnswer(words[0]) {
            guard let scalar = letter.unicodeScalars.first, scalar.value >= 97, choices.indices.contains(Int(scalar.value) - 97) else {
                return "There is no (\(letter)); SwiftUI draws \(right)."
            }
            let index = Int(scalar.value) - 97
            return index == correct ? "Right: SwiftUI draws \(right)." : "Not quite: you picked (\(letter)), SwiftUI draws \(right)."
        }
        let numbers = words.compactMap { try? NumberParser.parse(Word($0)) }
        guard numbers.count == words.count else { return "That is neither a letter nor widths; SwiftUI draws \(right)." }
        return Self.same(numbers, choices[correct])
            ? "Right: SwiftUI draws \(right)." : "Not quite: SwiftUI draws \(right), you said \(numbers.map(f).joined(separator: " · "))."
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
