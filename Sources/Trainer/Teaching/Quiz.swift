import LayoutKernel

/// Predict-then-reveal: a configuration, three candidate answers (what SwiftUI draws, what the
/// textbook formula gives, and pass 1 alone), the learner's answer, then the explanation.
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

    init(number: Int) {
        let count = Self.bank.count
        self.number = ((number - 1) % count + count) % count + 1
        grid = Self.bank[self.number - 1]
        // swift-format-ignore: NeverUseForceTry
        let layout = try! grid.layout()
        let real = layout.tracks.map(\.size)
        let textbook = TextbookLayout(grid: grid).items.flatMap { Array(repeating: $0.trackSize, count: $0.trackCount) }
        let firstPass = layout.items.flatMap { Array(repeating: $0.pass1Tracks.size, count: $0.pass1Tracks.count) }
        var distinct: [[Double]] = [real]
        for candidate in [textbook, firstPass, real.reversed()] where !distinct.contains(where: { Self.same($0, candidate) }) {
            distinct.append(candidate)
        }
        // A fixed rotation per quiz number, so the right answer is not always (a).
        let rotation = self.number % distinct.count
        choices = Array(distinct[rotation...] + distinct[..<rotation])
        correct = (distinct.count - rotation) % distinct.count
    }

    static func same(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 0.005 }
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
        lines.append("Answer with a letter or the widths (e.g. 70 57 57); an empty line reveals it.")
        return lines.joined(separator: "\n")
    }

    /// Judges an answer line: a letter, or the widths.
    func verdict(_ answer: String) -> String {
        let f = NumberText.format
        let right = choices[correct].map(f).joined(separator: " · ")
        let words = answer.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "·" })
        if words.isEmpty { return "SwiftUI draws \(right)." }
        if words.count == 1, let scalar = words[0].lowercased().unicodeScalars.first, words[0].count == 1, scalar.value >= 97 {
            let index = Int(scalar.value) - 97
            guard choices.indices.contains(index) else { return "There is no (\(words[0])); SwiftUI draws \(right)." }
            return index == correct ? "Right: SwiftUI draws \(right)." : "Not quite: you picked (\(words[0])), SwiftUI draws \(right)."
        }
        let numbers = words.compactMap { Double($0) }
        guard numbers.count == words.count else { return "That is neither a letter nor widths; SwiftUI draws \(right)." }
        return Self.same(numbers, choices[correct])
            ? "Right: SwiftUI draws \(right)." : "Not quite: SwiftUI draws \(right), you said \(numbers.map(f).joined(separator: " · "))."
    }
}
