/// What follows the flag on the command line.
package enum FlagValue: Equatable, Sendable {
    /// Nothing: the flag alone.
    case none
    /// A whole number within the range (`--columns N`).
    case number(ClosedRange<Int>)
    /// A path: completion offers files.
    case path
    /// One of these words.
    case choice([String])
    /// Words of this list separated by commas (`--devices iphone-se,ipad`).
    case list([String])
    /// Free text (the commands of `-c`): nothing to complete.
    case text
}

/// One option of a command line, declared once: the parser looks the argument up here, `--help`
/// prints the table of them, and `--completion` writes the shell scripts from them. No list of
/// flags is kept anywhere else, so a flag cannot be parsed without being documented and offered.
package struct CommandLineFlag<Key: Sendable>: Sendable {
    /// What the flag sets; the parser's exhaustive switch is over these.
    package var key: Key
    /// The spellings shown in the help and offered by completion, the main one first.
    package var names: [String]
    /// Spellings also accepted but neither shown nor offered (`--no-colour`).
    package var aliases: [String] = []
    package var value: FlagValue = .none
    /// What the value is called in the help (`N`, `FILE`); nil for a flag without one.
    package var placeholder: String? = nil
    /// What the flag does, one paragraph (wrapped to the terminal by `table`).
    package var help: String

    package init(
        key: Key, names: [String], aliases: [String] = [], value: FlagValue = .none,
        placeholder: String? = nil, help: String
    ) {
        self.key = key
        self.names = names
        self.aliases = aliases
        self.value = value
        self.placeholder = placeholder
        self.help = help
    }

    /// Whether `argument` is one of this flag's spellings.
    package func matches(_ argument: String) -> Bool {
        names.contains(argument) || aliases.contains(argument)
    }

    /// The flag without its key, for the completion scripts.
    package var spelling: FlagSpelling { FlagSpelling(names: names, value: value, help: help) }

    /// `-c CMD`, `--devices LIST`: the first column of the help's table.
    package var heading: String {
        names.joined(separator: ", ") + (placeholder.map { " " + $0 } ?? "")
    }

    /// Why `text` is no value of this flag, said as what was expected; nil when it is one.
    package func problem(with text: String) -> String? {
        switch value {
        case .none, .path, .text: return nil
        case .number(let range):
            guard let number = Int(text), range.contains(number) else {
                return "expected a whole number from \(range.lowerBound) to \(range.upperBound)"
            }
            return nil
        case .choice(let words):
            return words.contains(text) ? nil : "expected " + Self.either(words)
        case .list(let words):
            for word in text.split(separator: ",", omittingEmptySubsequences: false)
            where !words.contains(String(word)) {
                return "'\(SingleLine.render(String(word)))' is not one of "
                    + words.joined(separator: ", ")
            }
            return nil
        }
    }

    /// `a, b or c`.
    package static func either(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }
}

/// The plain form of a flag, whatever its key type: what the completion scripts are written from.
package struct FlagSpelling: Sendable {
    package var names: [String]
    package var value: FlagValue
    package var help: String
}

/// The help texts of the program and `check`, built from their flags and wrapped at words to
/// the width asked (the terminal's, or 80 on a pipe) by the one wrapping function, `Wrap`.
package enum FlagHelp {
    /// Each flag as `  --columns N      diagram width …`, the descriptions in one column after
    /// the longest heading (at most a third of `width` in), each continued under itself; a
    /// heading wider than that column puts its description on the lines below it.
    package static func table<Key>(_ flags: [CommandLineFlag<Key>], width: Int) -> [String] {
        let longest = flags.map { $0.heading.count }.max() ?? 0
        let column = min(2 + longest + 2, max(width / 3, 12))
        return flags.map { flag in
            let lead = "  " + flag.heading
            guard lead.count + 2 <= column else {
                let margin = String(repeating: " ", count: column)
                return lead + "\n"
                    + Wrap.lines(flag.help, width: width, first: margin, indent: column)
            }
            let first = lead + String(repeating: " ", count: column - lead.count)
            return Wrap.lines(flag.help, width: width, first: first, indent: column)
        }
    }

    /// `usage: gridtrainer check [PATH...] [--devices LIST] …`, continued under its first
    /// argument when it does not fit in `width` (a quarter of the width in, when narrow).
    package static func synopsis(_ head: String, _ parts: [String], width: Int) -> String {
        Wrap.parts(
            [head + " " + (parts.first ?? "")] + parts.dropFirst(), separator: " ", width: width,
            indent: synopsisIndent(head, width: width)
        ).joined(separator: "\n")
    }

    /// Where a synopsis's continuation lines start.
    package static func synopsisIndent(_ head: String, width: Int) -> Int {
        min(head.count + 1, width / 4)
    }

    /// A flag in a synopsis: `[--format xcode|github|json]` when that fits in `room` columns,
    /// else `[--format FORMAT]`; `[--strict]` for a flag without a value.
    package static func synopsisPart<Key>(_ flag: CommandLineFlag<Key>, room: Int) -> String {
        let name = flag.names.last ?? ""
        let short = "[\(name)\(flag.placeholder.map { " " + $0 } ?? "")]"
        guard case .choice(let words) = flag.value else { return short }
        let long = "[\(name) \(words.joined(separator: "|"))]"
        return long.count <= room ? long : short
    }

    /// Prose wrapped at words, one paragraph per element, lines flush left.
    package static func prose(_ paragraphs: [String], width: Int) -> [String] {
        paragraphs.map { Wrap.lines($0, width: width, first: "", indent: 0) }
    }
}
