import CommandLanguage
import GridModel
import LayoutKernel

/// Reads a saved layout in the format `LayoutFile` writes (version 2) back to the same model.
/// Every number goes through the command language's number parser and every part through the
/// kernel's and the trainer's checks, so the file accepts exactly what the model and the
/// commands accept: one set of limits. The first line it does not know, or a value over the
/// limits, is an error naming that line; nothing is returned then.
struct LayoutFileReader {
    // The parts, assembled into a `Model` at the end (a model keeps its grids' containers
    // in step with its screen, which would copy a grid on every line).
    /// `mode eager` (else `mode lazy`, the default).
    private var showsEager = false
    private var screen = Screen.standard
    private var lazy = Model().lazy
    private var eager = Model().eager
    private var eagerHeightUnspecified = false
    private var seen: Set<String> = []
    private var lazyCells = false

    /// The model `lines` (the whole file, the header first) describe. Errors are
    /// `CommandError`s with the 1-based line number they belong to.
    package static func model(_ lines: [(number: Int, text: String)]) throws(LineError) -> Model {
        var reader = LayoutFileReader()
        var last = 0
        for (number, text) in lines {
            last = number
            do throws(CommandError) {
                try reader.read(text, first: number == lines.first?.number)
            } catch {
                throw LineError(line: number, error: error)
            }
        }
        let model = Model(
            showsEager: reader.showsEager, screen: reader.screen, lazy: reader.lazy,
            eager: reader.eager,
            eagerHeightUnspecified: reader.eagerHeightUnspecified)
        do throws(CommandError) {
            do { _ = try ValidModel(model) } catch { throw CommandError(error) }
        } catch {
            throw LineError(line: last, error: error)
        }
        return model
    }

    private mutating func read(_ text: String, first: Bool) throws(CommandError) {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard let key = words.first else { return }
        if first {
            guard text == LayoutFile.header else {
                throw .language(
                    .expected(.saved(.header(LayoutFile.header)), found: String(text)))
            }
            return
        }
        let rest = Array(words.dropFirst())
        switch key {
        case "screen":
            try once("screen")
            let fields = try LayoutFields(
                rest, allowed: ["width", "height", "default", "device", "orientation"])
            screen = try fields.screen()
        case "mode":
            try once("mode")
            guard rest.count == 1, rest[0] == "lazy" || rest[0] == "eager" else {
                throw .language(
                    .expected(.words(["mode lazy", "mode eager"]), found: String(text)))
            }
            showsEager = rest[0] == "eager"
        case "lazy", "lazy.chain", "lazy.item", "lazy.cell", "lazy.guessed":
            try readLazy(key, rest)
        case "eager", "eager.chain", "eager.row", "eager.cell": try readEager(key, rest)
        default: throw Self.unknownLine(key)
        }
    }

    /// `lazy.guessed N N …`: the cells (1-based) whose size the trainer guessed.
    private mutating func readGuessed(_ rest: [Substring]) throws(CommandError) {
        guard lazyCells else {
            throw .language(.expected(.saved(.lazyLineFirst), found: "lazy.guessed"))
        }
        for word in rest {
            let what = Expected.count(.savedCell(count: lazy.cellCount))
            let number = try NumberParser.count(Word(word), what: what)
            guard lazy.cellCount > 0, (1...max(lazy.cellCount, 1)).contains(number) else {
                throw .language(.expected(what, found: String(word)))
            }
            lazy.guessedCells.insert(number - 1)
        }
    }

    /// A `lazy…` line: the lazy grid's fields, chain steps, items and cells.
    private mutating func readLazy(_ key: Substring, _ rest: [Substring]) throws(CommandError) {
        switch key {
        case "lazy":
            try once("lazy")
            let fields = try LayoutFields(
                rest, allowed: ["axis", "alignment", "spacing", "cells", "natural"])
            try fields.lazy(&lazy)
            lazyCells = true
        case "lazy.chain":
            try Self.limitChain(lazy.chain)
            lazy.chain.steps.append(try LayoutFields.step(rest))
        case "lazy.item":
            guard lazy.items.count < Limits.items else {
                throw .limit(.savedItems(maximum: Limits.items))
            }
            let item = try LayoutFields.item(rest)
            do throws(LayoutError) { try item.validate(index: lazy.items.count) } catch {
                throw .layout(error)
            }
            lazy.items.append(item)
        case "lazy.cell":
            guard lazyCells else {
                throw .language(.expected(.saved(.lazyLineFirst), found: "lazy.cell"))
            }
            let (index, content) = try LayoutFields.lazyCell(rest, count: lazy.cellCount)
            guard lazy.cellContents[index] == nil else {
                throw .language(.conflict(.repeatedCell(index + 1)))
            }
            lazy.cellContents[index] = content
        case "lazy.guessed":
            try readGuessed(rest)
        default: throw Self.unknownLine(key)
        }
    }

    /// An `eager…` line: the eager Grid's fields, chain steps, rows and cells.
    private mutating func readEager(_ key: Substring, _ rest: [Substring]) throws(CommandError) {
        switch key {
        case "eager":
            try once("eager")
            let fields = try LayoutFields(
                rest,
                allowed: [
                    "alignment", "hspacing", "vspacing", "natural", "widthUnspecified",
                    "heightUnspecified",
                ])
            try fields.eager(&eager)
            eager.unspecifiedWidth = try fields.yes("widthUnspecified")
            eagerHeightUnspecified = try fields.yes("heightUnspecified")
        case "eager.chain":
            try Self.limitChain(eager.chain)
            eager.chain.steps.append(try LayoutFields.step(rest))
        case "eager.row":
            guard eager.rows.count < Limits.rows else {
                throw .limit(.savedRows(maximum: Limits.rows))
            }
            eager.rows.append(try LayoutFields.row(rest))
        case "eager.cell":
            guard let last = eager.rows.indices.last else {
                throw .language(.expected(.saved(.eagerRowFirst), found: "eager.cell"))
            }
            let total = eager.rows.reduce(0) { $0 + $1.cells.count }
            guard total < Limits.cells else {
                throw .limit(.savedCells(maximum: Limits.cells))
            }
            if eager.rows[last].kind == .fullWidth && !eager.rows[last].cells.isEmpty {
                throw .language(.conflict(.secondFullWidthCell))
            }
            eager.rows[last].cells.append(try LayoutFields.eagerCell(rest))
        default: throw Self.unknownLine(key)
        }
    }

    /// What a line that is none of a saved layout's gets as its error.
    private static func unknownLine(_ key: Substring) -> CommandError {
        .language(.expected(.saved(.line), found: String(key)))
    }

    private mutating func once(_ key: String) throws(CommandError) {
        guard seen.insert(key).inserted else {
            throw .language(.conflict(.repeatedLine(key)))
        }
    }

    private static func limitChain(_ chain: ContainerChain) throws(CommandError) {
        guard chain.steps.count < Limits.chainSteps else {
            throw .limit(.savedChainSteps(maximum: Limits.chainSteps))
        }
    }
}
