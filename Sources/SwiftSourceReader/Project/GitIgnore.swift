/// The rules of one `.gitignore` file, as git reads them (gitignore(5)): blank lines and `#`
/// comments skipped, `\r` line ends and unescaped trailing spaces dropped, `!` re-includes,
/// a trailing `/` matches folders only, a `/` at the start or in the middle anchors the
/// pattern to the file's folder (else it matches a name at any depth), and `*`, `?`, `[…]`,
/// `**/`, `/**/` and `/**` match as git matches them. The folder walk asks each entry's
/// verdict from the outermost file to the innermost; the last rule that matches decides.
package struct GitIgnore: Equatable, Sendable {
    /// One line of the file.
    struct Rule: Equatable, Sendable {
        /// The pattern, compiled.
        package var pattern: [Token]
        /// `!pattern`: a match re-includes.
        var negated: Bool
        /// `pattern/`: only folders match.
        var directoryOnly: Bool
        /// Matched against the path from the `.gitignore`'s folder; otherwise against the
        /// entry's own name.
        var anchored: Bool
    }

    /// A piece of a pattern.
    package enum Token: Equatable, Sendable {
        case literal(Unicode.Scalar)
        /// `?`: one character, never `/`.
        case one
        /// `*`: any run of characters without `/`.
        case star
        /// `**/` at the start or after a `/`: zero or more whole folders.
        case folders
        /// `/**` at the end: everything inside (at least one character).
        case inside
        /// `[…]`: one character (never `/`) in (or, `negated`, not in) the ranges.
        case set([ClosedRange<Unicode.Scalar>], negated: Bool)
    }

    var rules: [Rule]

    /// The bytes of a `.gitignore` file (any line ends).
    package init(text: String) {
        rules = []
        for raw in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            if let rule = Self.rule(Array(raw.unicodeScalars)) { rules.append(rule) }
        }
    }

    /// Whether the rules ignore an entry (nil: no rule speaks of it). `path` is the entry's
    /// path from this file's folder (`Sources/Generated`), `name` its last part.
    package func verdict(path: [Unicode.Scalar], name: [Unicode.Scalar], isFolder: Bool) -> Bool? {
        for rule in rules.reversed() where !rule.directoryOnly || isFolder {
            if Self.matches(rule.pattern, rule.anchored ? path : name) { return !rule.negated }
        }
        return nil
    }

    /// One line as a rule, nil for blank lines and comments.
    private static func rule(_ line: [Unicode.Scalar]) -> Rule? {
        var text = line
        // Trailing spaces go unless the last one is escaped (`name\ `).
        while let last = text.last, last == " " || last == "\t" || last == "\r" {
            if text.count >= 2 && text[text.count - 2] == "\\" && last == " " { break }
            text.removeLast()
        }
        guard let first = text.first, first != "#" else { return nil }
        var negated = false
        if first == "!" {
            negated = true
            text.removeFirst()
        }
        var directoryOnly = false
        if text.last == "/" {
            directoryOnly = true
            text.removeLast()
        }
        guard !text.isEmpty else { return nil }
        let anchored = text.contains("/")
        if text.first == "/" { text.removeFirst() }
        return Rule(
            pattern: compile(text), negated: negated, directoryOnly: directoryOnly,
            anchored: anchored)
    }

    /// The pattern's tokens: escapes resolved, `**` told apart by where it stands.
    private static func compile(_ text: [Unicode.Scalar]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < text.count {
            let scalar = text[index]
            switch scalar {
            case "\\":
                index += 1
                if index < text.count { tokens.append(.literal(text[index])) }
            case "?": tokens.append(.one)
            case "[":
                if let (set, end) = bracket(text, from: index) {
                    tokens.append(set)
                    index = end
                } else {
                    tokens.append(.literal("["))
                }
            case "*":
                var end = index
                while end + 1 < text.count && text[end + 1] == "*" { end += 1 }
                let double = end > index
                let startsPart = index == 0 || text[index - 1] == "/"
                if double && startsPart && end + 1 < text.count && text[end + 1] == "/" {
                    tokens.append(.folders)
                    end += 1  // the `/` belongs to `**/`
                } else if double && startsPart && end + 1 == text.count && index > 0 {
                    tokens.append(.inside)
                } else {
                    tokens.append(.star)
                }
                index = end
            default: tokens.append(.literal(scalar))
            }
            index += 1
        }
        return tokens
    }

    /// `[…]` from `start`: the set and the index of its `]`, nil when it never closes.
    private static func bracket(_ text: [Unicode.Scalar], from start: Int) -> (Token, Int)? {
        var index = start + 1
        var negated = false
        if index < text.count && (text[index] == "!" || text[index] == "^") {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        var first = true
        while index < text.count {
            var scalar = text[index]
            if scalar == "]" && !first { return (.set(ranges, negated: negated), index) }
            first = false
            if scalar == "\\" && index + 1 < text.count {
                index += 1
                scalar = text[index]
            }
            if index + 2 < text.count && text[index + 1] == "-" && text[index + 2] != "]" {
                let upper = text[index + 2]
                if scalar <= upper { ranges.append(scalar...upper) }
                index += 3
            } else {
                ranges.append(scalar...scalar)
                index += 1
            }
        }
        return nil
    }

    /// Whether `tokens` match all of `text`.
    ///
    /// Implementation note: the set of token positions that can stand at each character, one
    /// character at a time (an NFA simulated without building it): linear in the text for each
    /// token, never exponential however many `*` a pattern holds. `inFolder` marks a `**/`
    /// inside a folder's name, where it cannot yet end.
    package static func matches(_ tokens: [Token], _ text: [Unicode.Scalar]) -> Bool {
        var states = closure([true] + Array(repeating: false, count: tokens.count), tokens)
        var inFolder = Array(repeating: false, count: tokens.count)
        for scalar in text {
            var next = Array(repeating: false, count: tokens.count + 1)
            var nextInFolder = Array(repeating: false, count: tokens.count)
            for position in 0..<tokens.count {
                if inFolder[position] {
                    if scalar == "/" {
                        next[position] = true
                    } else {
                        nextInFolder[position] = true
                    }
                }
                guard states[position] else { continue }
                switch tokens[position] {
                case .literal(let expected): if scalar == expected { next[position + 1] = true }
                case .one: if scalar != "/" { next[position + 1] = true }
                case .star: if scalar != "/" { next[position] = true }
                case .inside: next[position + 1] = true
                case .folders:
                    if scalar == "/" {
                        next[position] = true
                    } else {
                        nextInFolder[position] = true
                    }
                case .set(let ranges, let negated):
                    let inside = ranges.contains { $0.contains(scalar) }
                    if scalar != "/" && inside != negated { next[position + 1] = true }
                }
            }
            // `/**` (always last) goes on matching after its first character.
            if let last = tokens.last, case .inside = last, states[tokens.count] {
                next[tokens.count] = true
            }
            states = closure(next, tokens)
            inFolder = nextInFolder
            guard states.contains(true) || inFolder.contains(true) else { return false }
        }
        return states[tokens.count]
    }

    /// The positions reachable without a character: past a `*` (none of it) or a `**/` at a
    /// folder's start (no folder at all).
    private static func closure(_ states: [Bool], _ tokens: [Token]) -> [Bool] {
        var result = states
        for position in 0..<tokens.count where result[position] {
            switch tokens[position] {
            case .star, .folders: result[position + 1] = true
            case .literal, .one, .inside, .set: continue
            }
        }
        return result
    }
}
