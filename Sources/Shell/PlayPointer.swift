extension PlayView {
    /// What a step's narration points at on the screen: a number it quotes as shown ("items 1
    /// and 2 take 61.33 each") or a numbered step of `explain` ("point at step 10"). The view
    /// opens on them, and a test checks that each is on a line of its step.
    ///
    /// Not pointers: what people say or guess (text in quotes, a sentence about guesses or
    /// ending in a question mark), asides and follow-ups (text in parentheses), the teacher's
    /// worked arithmetic (a sentence with `=`, `→`, `<` or `>`), whole numbers below 10
    /// (counts: two passes, 3 tracks) and the numbers that name things (lesson 6, item 3).
    enum Pointer: Hashable, Sendable {
        /// A number as printed, without its sign (the narration writes −12, the output -12).
        case number(String)
        case step(Int)

        /// Whether `row` shows it: the number as a whole number of the row, or the row being
        /// explain's step (`" 10. …"`).
        func isShown(in row: String) -> Bool {
            switch self {
            case .number(let number): Self.numbers(in: row).contains(number)
            case .step(let step): row.drop { $0 == " " }.hasPrefix("\(step). ")
            }
        }

        /// Every pointer of a step's narration, in order, each once.
        static func all(in narration: [String]) -> [Pointer] {
            var found: [Pointer] = []
            for sentence in sentences(plain(narration.joined(separator: " "))) {
                for pointer in pointers(in: sentence) where !found.contains(pointer) {
                    found.append(pointer)
                }
            }
            return found
        }

        /// What the narration points at first: the first pointer of the first sentence that
        /// says to look ("Reveal:", "look at", "point at") and holds one, else its first pointer
        /// (a recap of the arithmetic before "point at step 10" does not count first).
        static func first(in narration: [String]) -> Pointer? {
            let sentences = sentences(plain(narration.joined(separator: " ")))
            let looking = sentences.filter { sentence in
                let lower = sentence.lowercased()
                return ["reveal", "look at", "point at"].contains { lower.contains($0) }
            }
            for sentence in looking + sentences {
                if let pointer = pointers(in: sentence).first { return pointer }
            }
            return nil
        }

        /// The pointers of one sentence, in order.
        static func pointers(in sentence: String) -> [Pointer] {
            guard !sentence.contains(where: { "=→<>".contains($0) }), !sentence.hasSuffix("?"),
                !sentence.lowercased().contains("guess")
            else { return [] }
            var found: [Pointer] = []
            let words = sentence.split(separator: " ")
            for (index, word) in words.enumerated() {
                let before = index > 0 ? words[index - 1].lowercased() : ""
                for number in numbers(in: String(word)) {
                    let pointer: Pointer
                    if before == "step" || before == "steps", let step = Int(number) {
                        pointer = .step(step)
                    } else if number.contains(".") {
                        pointer = .number(number)
                    } else if let whole = Int(number), whole >= 10, !namingWords.contains(before) {
                        pointer = .number(number)
                    } else {
                        continue
                    }
                    if !found.contains(pointer) { found.append(pointer) }
                }
            }
            return found
        }

        /// Words after which a number names a thing instead of quoting a size.
        static let namingWords: Set<String> = [
            "lesson", "lessons", "quiz", "quizzes", "item", "items", "row", "rows", "column",
            "columns", "cell", "cells", "pass", "ios", "issue",
        ]

        /// The text without what is in quotes or parentheses.
        static func plain(_ text: String) -> String {
            var result = ""
            var depth = 0
            var quoted = false
            for character in text {
                switch character {
                case "(": depth += 1
                case ")": depth = max(depth - 1, 0)
                case "\"", "“", "”": quoted.toggle()
                default: if depth == 0 && !quoted { result.append(character) }
                }
            }
            return result
        }

        /// Sentences: cut after `.`, `?` or `!` followed by a blank (a decimal point is not).
        static func sentences(_ text: String) -> [String] {
            var sentences: [String] = []
            var current = ""
            var previous: Character = " "
            for character in text {
                if character == " " && ".?!".contains(previous) {
                    sentences.append(current)
                    current = ""
                } else {
                    current.append(character)
                }
                previous = character
            }
            sentences.append(current)
            return sentences.map { sentence in
                var trimmed = Substring(sentence)
                while trimmed.first == " " { trimmed = trimmed.dropFirst() }
                while let last = trimmed.last, last == " " || last == "." { trimmed.removeLast() }
                return String(trimmed)
            }.filter { !$0.isEmpty }
        }

        /// The unsigned numbers written in `text`: digits, with a decimal part when a point is
        /// followed by a digit ("57." at a sentence's end is 57).
        static func numbers(in text: String) -> [String] {
            var numbers: [String] = []
            let characters = Array(text)
            var index = 0
            while index < characters.count {
                guard characters[index].isASCII, characters[index].isNumber else {
                    index += 1
                    continue
                }
                // A digit inside a word (A2, G3, 3.1's tail) is not a number of its own.
                let glued = index > 0 && (characters[index - 1].isLetter)
                var end = index
                while end < characters.count && characters[end].isASCII
                    && characters[end].isNumber
                {
                    end += 1
                }
                if end + 1 < characters.count && characters[end] == "."
                    && characters[end + 1].isASCII && characters[end + 1].isNumber
                {
                    end += 1
                    while end < characters.count && characters[end].isASCII
                        && characters[end].isNumber
                    {
                        end += 1
                    }
                }
                let followed = end < characters.count && characters[end].isLetter
                if !glued && !followed { numbers.append(String(characters[index..<end])) }
                index = end
            }
            return numbers
        }
    }
}
