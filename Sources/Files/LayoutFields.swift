import CommandLanguage
import LayoutKernel

/// The `field value` pairs of one line of a saved layout (`LayoutFile`): each field at most
/// once, only the fields the line's key allows, every number through the command language's
/// parser (the same limits as a typed command).
struct LayoutFields {
    private var values: [String: Word] = [:]
    /// Fields given without a value (`default`, `empty`, a size kind): the words in order.
    private(set) var flags: [String] = []

    /// Pairs from `words`; `bare` are the words that stand alone (`empty`).
    init(_ words: [Substring], allowed: Set<String>, bare: Set<String> = []) throws(CommandError) {
        var index = 0
        while index < words.count {
            let name = String(words[index])
            index += 1
            if bare.contains(name) {
                flags.append(name)
                continue
            }
            guard allowed.contains(name) else {
                throw .language(
                    .expected(
                        .saved(.fieldName(allowed: allowed.union(bare).sorted())),
                        found: String(name)))
            }
            guard index < words.count else {
                throw .language(.missing(.saved(.value(field: name))))
            }
            guard values[name] == nil else {
                throw .language(.conflict(.repeatedField(name)))
            }
            values[name] = Word(words[index])
            index += 1
        }
    }

    package func has(_ name: String) -> Bool { values[name] != nil }

    package func text(_ name: String) -> String? { values[name].map(\.text) }

    /// A length; nil when absent.
    package func number(_ name: String, infinity: Bool = false) throws(CommandError) -> Double? {
        guard let word = values[name] else { return nil }
        return try NumberParser.parse(
            word, allowInfinity: infinity, what: .saved(.field(name, .number)))
    }

    func required(_ name: String, infinity: Bool = false) throws(CommandError) -> Double {
        guard let value = try number(name, infinity: infinity) else {
            throw .language(.missing(.saved(.field(name, .number))))
        }
        return value
    }

    /// A number, or nil for `default` (a spacing) or `fill` (a cell that fills); absent is
    /// `absent`.
    func optional(_ name: String, nilWord: String, absent: Double? = nil) throws(CommandError)
        -> Double?
    {
        guard let word = values[name] else { return absent }
        if word.text == nilWord { return nil }
        return try NumberParser.parse(word, what: .saved(.field(name, .numberOr(nilWord))))
    }

    /// A cell side: a number, `fill`, `LO...HI` or `LO...HI~I` (as the command language takes
    /// them); absent means `fill`.
    package func length(_ name: String) throws(CommandError) -> EagerLength {
        guard let word = values[name] else { return .fill }
        return try EagerCellSyntax.length(word, in: Word("\(name) \(word.text)"))
    }

    package func count(_ name: String) throws(CommandError) -> Int? {
        guard let word = values[name] else { return nil }
        return try NumberParser.count(word, what: .saved(.field(name, .whole)))
    }

    func itemAlignment(_ name: String) throws(CommandError) -> ItemAlignment? {
        guard let word = values[name] else { return nil }
        guard let alignment = ItemAlignment(rawValue: word.text) else {
            throw .language(
                .expected(.saved(.field(name, .itemAlignment)), found: String(word.text))
            )
        }
        return alignment
    }

    func groupAlignment(_ name: String) throws(CommandError) -> GroupAlignment? {
        guard let word = values[name] else { return nil }
        guard let alignment = GroupAlignment(rawValue: word.text) else {
            throw .language(
                .expected(
                    .saved(.field(name, .groupAlignment)), found: String(word.text)))
        }
        return alignment
    }

    /// `yes` or absent.
    func yes(_ name: String) throws(CommandError) -> Bool {
        guard let word = values[name] else { return false }
        guard word.text == "yes" else {
            throw .language(
                .expected(.saved(.field(name, .yes)), found: String(word.text)))
        }
        return true
    }
}
