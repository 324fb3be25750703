import CommandLanguage

/// A lesson file cut into the steps a presenter shows one at a time (`play`) and a handout
/// prints one per section (`export html`). Pure: lines in, steps out; nothing is run here.
///
/// The rules, in the order they apply:
/// - a `#` comment block is narration; it belongs to the command right after it;
/// - the file's opening block is the lesson's title card, a step of its own, so the class sees
///   the subject (and the first question) before anything runs;
/// - a block followed by a blank line, an `expect` line or the end of the file is a step of
///   its own too: a question to ask before the reveal, or an explanation after it;
/// - `expect` lines are checks, run silently after the step before them;
/// - the lines `paste` and `quiz` read (the Swift lines up to a blank one, the answer) belong
///   to the command's step;
/// - a first line `# [continue session]` is not narration: it says the lesson plays on the
///   session as it is (`continuesSession`) instead of a fresh trainer.
package struct Lesson: Equatable, Sendable {
    /// One line of the file that runs: its text and its line number (for error messages).
    package struct Line: Equatable, Sendable {
        package var number: Int
        package var text: String
    }

    /// What the presenter shows at once: narration, then the command typed at the prompt.
    package struct Step: Equatable, Sendable {
        /// The comment lines without their `#`; an empty string parts paragraphs.
        package var narration: [String] = []
        /// The command line as written, nil for narration alone.
        package var command: Line?
        /// Lines the command reads as its input (`paste`'s Swift, `quiz`'s answer).
        package var input: [Line] = []
        /// `expect` lines, run after the command without printing anything unless they fail.
        package var checks: [Line] = []
        /// Where the step starts in the file.
        package var line: Int
        /// `[hold flags]` in the narration: the step's picture shows no flags, so they do not
        /// answer the question the narration asks; the next step shows them.
        package var holdsFlags = false

        /// A reveal: narration that runs nothing but is checked (`expect` lines follow it), so
        /// it speaks about the grid as it stands, which the presenter and the handout show. A
        /// question asked before the next command (narration, then a blank line) is not one:
        /// the grid it would show is the last one, not the one it asks about.
        package var isReveal: Bool { command == nil && !checks.isEmpty }
    }

    /// The narration line that holds a step's flags back (it is not shown).
    static let holdFlags = "[hold flags]"
    /// The first line that makes a lesson play on the session as it is (it is not shown).
    static let continueSession = "# [continue session]"

    package var steps: [Step]
    /// Whether `play` runs the lesson on the session as it is, and leaves it as the lesson
    /// left it: when working on the person's own grid is the point. Otherwise a lesson plays
    /// in a fresh trainer on the session's screen and the session comes back as it was.
    package var continuesSession = false

    /// The first sentence of the title card's narration (the lesson's header), if it has one:
    /// never cut mid-sentence where the file's lines happen to break.
    package var title: String? {
        guard let first = steps.first, first.command == nil else { return nil }
        let paragraph = first.narration.drop { $0.isEmpty }.prefix { !$0.isEmpty }
        guard !paragraph.isEmpty else { return nil }
        var text = Substring(paragraph.joined(separator: " "))
        if let end = text.firstRange(of: ". ") { text = text[..<end.lowerBound] }
        if text.hasSuffix(".") { text = text.dropLast() }
        return String(text)
    }

    /// Cuts `lines` (as read from the file, without line ends) into steps.
    package init(lines: [String]) {
        var steps: [Step] = []
        var narration: [String] = []
        var narrationStart = 0
        var index = 0
        // The directive keeps its line: every other line keeps its number for errors.
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        if let first = lines.first,
            first.drop(while: blank).reversed().drop(while: blank).reversed()
                == Array(Self.continueSession)
        {
            continuesSession = true
            index = 1
        }
        func flushNarration() {
            guard !narration.isEmpty else { return }
            // Trailing empty paragraphs say nothing.
            while narration.last == "" { narration.removeLast() }
            steps.append(Step(narration: narration, line: narrationStart))
            narration = []
        }
        while index < lines.count {
            let text = lines[index]
            let number = index + 1
            index += 1
            let trimmed = text.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#") {
                if narration.isEmpty { narrationStart = number }
                narration.append(Self.narrationText(trimmed))
                continue
            }
            if trimmed.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
                flushNarration()
                continue
            }
            if Self.firstWord(trimmed) == "expect" {
                flushNarration()
                if steps.isEmpty { steps.append(Step(line: number)) }
                steps[steps.count - 1].checks.append(Line(number: number, text: text))
                continue
            }
            // The opening block stands alone as the title card.
            if steps.isEmpty { flushNarration() }
            var step = Step(
                narration: narration, command: Line(number: number, text: text),
                line: narration.isEmpty ? number : narrationStart)
            step.holdsFlags = step.narration.contains(Self.holdFlags)
            step.narration.removeAll { $0 == Self.holdFlags }
            narration = []
            let (quizzes, pastes) = Self.inputNeeds(text)
            for _ in 0..<quizzes where index < lines.count {
                step.input.append(Line(number: index + 1, text: lines[index]))
                index += 1
            }
            for _ in 0..<pastes {
                while index < lines.count {
                    let line = lines[index]
                    step.input.append(Line(number: index + 1, text: line))
                    index += 1
                    if line.allSatisfy(\.isWhitespace) { break }
                }
            }
            steps.append(step)
        }
        flushNarration()
        self.steps = steps
    }

    /// `# text` → `text`; a lone `#` → "" (a paragraph break).
    private static func narrationText(_ line: Substring) -> String {
        var body = line.dropFirst()
        if body.first == " " { body = body.dropFirst() }
        while let last = body.last, last == " " || last == "\r" || last == "\t" {
            body = body.dropLast()
        }
        return String(body)
    }

    private static func firstWord(_ text: Substring) -> Substring {
        text.prefix { $0 != " " && $0 != "\t" && $0 != ";" && $0 != "#" }
    }

    /// How many `quiz` and `paste` commands the line holds: each reads lines after it.
    private static func inputNeeds(_ text: String) -> (quizzes: Int, pastes: Int) {
        var quizzes = 0
        var pastes = 0
        for part in Quoting.commands(text) {
            switch firstWord(part.drop { $0 == " " || $0 == "\t" }) {
            case "quiz": quizzes += 1
            case "paste": pastes += 1
            default: break
            }
        }
        return (quizzes, pastes)
    }
}
