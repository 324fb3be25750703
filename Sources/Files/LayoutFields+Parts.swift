import CommandLanguage
import GridModel
import LayoutKernel
import Words

/// The parts of a saved layout's lines: the screen, the grids' settings, chain steps, items
/// and cells, each from its `field value` pairs.
extension LayoutFields {
    package func screen() throws(CommandError) -> Screen {
        let width = try required("width")
        let height = try required("height")
        if try yes("default") {
            guard width == Screen.standard.width && height == Screen.standard.height else {
                throw .language(.conflict(.defaultScreen(width: width, height: height)))
            }
            return .standard
        }
        guard let name = text("device") else { return Screen(width: width, height: height) }
        guard let device = Device.named(Substring(name)) else {
            throw .language(
                .unknownDevice(
                    String(name), side: nil,
                    suggestion: Suggestion.closest(to: name, among: Device.names)))
        }
        let orientation = Device.Orientation(rawValue: text("orientation") ?? "portrait")
        guard let orientation else {
            throw .language(
                .expected(
                    .saved(.orientation), found: String(text("orientation") ?? "")))
        }
        let screen = Screen(device, orientation)
        guard screen.width == width && screen.height == height else {
            throw .language(
                .conflict(.deviceScreen(device, orientation, width: width, height: height)))
        }
        return screen
    }

    package func lazy(_ grid: inout LazyGrid) throws(CommandError) {
        if let axis = text("axis") {
            guard let value = GridAxis(rawValue: axis) else {
                throw .language(.expected(.saved(.axis), found: String(axis)))
            }
            grid.axis = value
        }
        if let alignment = try groupAlignment("alignment") { grid.alignment = alignment }
        grid.lineSpacing = try optional("spacing", nilWord: "default")
        if let cells = try count("cells") {
            guard cells <= Limits.cells else {
                throw .limit(.cells(cells, maximum: Limits.cells))
            }
            grid.cellCount = cells
        }
        if let natural = try number("natural") { grid.naturalCellSize = natural }
    }

    package func eager(_ grid: inout EagerGrid) throws(CommandError) {
        if let alignment = try itemAlignment("alignment") { grid.alignment = alignment }
        grid.horizontalSpacing = try optional("hspacing", nilWord: "default")
        grid.verticalSpacing = try optional("vspacing", nilWord: "default")
        // `natural N` (files saved before the measured Grid): rows are measured now, so the
        // field is read and has nothing left to set.
        _ = try number("natural")
    }

    /// The kinds of a saved chain step and of a saved item.
    static let stepKinds = ["padding", "frame", "flexible"]
    static let itemKinds = ["fixed", "flexible", "adaptive"]

    /// `padding …`, `frame …` or `flexible …`.
    package static func step(_ words: [Substring]) throws(CommandError) -> ContainerChain.Step {
        guard let kind = words.first else {
            throw .language(.missing(.words(stepKinds)))
        }
        let rest = Array(words.dropFirst())
        switch kind {
        case "padding":
            let fields = try LayoutFields(
                rest, allowed: ["leading", "trailing", "top", "bottom", "default"])
            let isDefault = try fields.yes("default")
            return .padding(
                leading: try fields.required("leading"), trailing: try fields.required("trailing"),
                top: try fields.required("top"),
                bottom: try fields.required("bottom"), isDefault: isDefault)
        case "frame":
            let fields = try LayoutFields(rest, allowed: ["width", "height"])
            return .frame(width: try fields.number("width"), height: try fields.number("height"))
        case "flexible":
            let fields = try LayoutFields(
                rest, allowed: ["minWidth", "maxWidth", "minHeight", "maxHeight"])
            return .flexibleFrame(
                minWidth: try fields.number("minWidth", infinity: true),
                maxWidth: try fields.number("maxWidth", infinity: true),
                minHeight: try fields.number("minHeight", infinity: true),
                maxHeight: try fields.number("maxHeight", infinity: true))
        default:
            throw .language(.expected(.words(stepKinds), found: String(kind)))
        }
    }

    /// `fixed N …`, `flexible min N max M …` or `adaptive min N max M …`.
    package static func item(_ words: [Substring]) throws(CommandError) -> GridItem {
        guard let kind = words.first else {
            throw .language(.missing(.words(itemKinds)))
        }
        let size: GridItemSize
        let fields: LayoutFields
        switch kind {
        case "fixed":
            guard words.count >= 2 else { throw .language(.missing(.saved(.fixedSize))) }
            size = .fixed(try NumberParser.parse(Word(words[1]), what: .saved(.fixedSize)))
            fields = try LayoutFields(Array(words.dropFirst(2)), allowed: ["spacing", "alignment"])
        case "flexible", "adaptive":
            fields = try LayoutFields(
                Array(words.dropFirst()), allowed: ["min", "max", "spacing", "alignment"])
            let minimum = try fields.required("min")
            let maximum = try fields.required("max", infinity: true)
            size =
                kind == "flexible"
                ? .flexible(minimum: minimum, maximum: maximum)
                : .adaptive(minimum: minimum, maximum: maximum)
        default:
            throw .language(.expected(.words(itemKinds), found: String(kind)))
        }
        return GridItem(
            size, spacing: try fields.number("spacing"),
            alignment: try fields.itemAlignment("alignment"))
    }

    /// `N width W height H`: cell N (1-based, at most `count`) and its content.
    static func lazyCell(_ words: [Substring], count: Int) throws(CommandError) -> (
        Int, CellContent
    ) {
        guard let first = words.first else { throw .language(.missing(.count(.cell))) }
        let number = try NumberParser.count(Word(first), what: .count(.cell))
        guard number >= 1 && number <= count else { throw .model(.noCell(number, count: count)) }
        let fields = try LayoutFields(Array(words.dropFirst()), allowed: ["width", "height"])
        let content = CellContent(
            width: try fields.number("width"), height: try fields.number("height"))
        guard !content.fillsSlot else {
            throw .language(.missing(.saved(.cellSize)))
        }
        return (number - 1, content)
    }

    /// `grid [alignment A]` or `full [alignment A]`: a row without its cells.
    package static func row(_ words: [Substring]) throws(CommandError) -> EagerRow {
        guard let kind = words.first, kind == "grid" || kind == "full" else {
            throw .language(
                .expected(.words(["grid", "full"]), found: String(words.first ?? "")))
        }
        let fields = try LayoutFields(Array(words.dropFirst()), allowed: ["alignment"])
        var row = kind == "grid" ? EagerRow([]) : .fullWidth(.fill)
        row.cells = []
        row.alignment = try fields.itemAlignment("alignment")
        return row
    }

    /// `empty …`, `spacer …`, `half …` or `width W|fill|LO...HI height H|fill|LO...HI …`,
    /// with span, priority, unsized axes, anchor and column alignment.
    static func eagerCell(_ words: [Substring]) throws(CommandError) -> EagerCell {
        let fields = try LayoutFields(
            words,
            allowed: [
                "width", "height", "span", "anchor", "anchorX", "anchorY", "column", "priority",
                "unsized", "guessedWidth", "guessedHeight",
            ], bare: ["empty", "spacer", "half"])
        let content: EagerCell.Content
        if let flag = fields.flags.first {
            guard fields.flags.count == 1 else {
                throw .language(.conflict(.twoCellKinds))
            }
            guard !fields.has("width") && !fields.has("height") else {
                throw .language(.conflict(.kindAndSize(flag)))
            }
            content = flag == "empty" ? .empty : flag == "spacer" ? .spacer : .half
        } else {
            content = .sized(width: try fields.length("width"), height: try fields.length("height"))
        }
        let span = try fields.count("span") ?? 1
        guard span >= 1 && span <= Limits.items else {
            throw .limit(.savedSpan(span, columns: Limits.items))
        }
        let anchor: UnitPoint?
        let named = try fields.itemAlignment("anchor")
        let (x, y) = (try fields.number("anchorX"), try fields.number("anchorY"))
        switch (named, x, y) {
        case (let named?, nil, nil): anchor = UnitPoint(named)
        case (nil, let x?, let y?): anchor = UnitPoint(x: x, y: y)
        case (nil, nil, nil): anchor = nil
        default:
            // Half a point, or a name and numbers: nothing given is dropped without a word.
            let given = ["anchor", "anchorX", "anchorY"].filter { fields.has($0) }
            throw .language(.conflict(.anchorParts(given: given)))
        }
        var unsized = EagerUnsizedAxes.none
        if let word = fields.text("unsized") {
            guard let axes = EagerUnsizedAxes(rawValue: word) else {
                throw .language(.expected(.saved(.unsized), found: String(word)))
            }
            unsized = axes
        }
        var cell = EagerCell(
            content, span: span, priority: try fields.number("priority"), unsized: unsized,
            anchor: anchor,
            columnAlignment: try fields.groupAlignment("column"))
        cell.guessedWidth = try guess(fields.text("guessedWidth"))
        cell.guessedHeight = try guess(fields.text("guessedHeight"))
        return cell
    }

    /// `guessedWidth S2`: the guess a cell's length rests on (read from Swift source).
    private static func guess(_ word: String?) throws(CommandError) -> EagerGuess? {
        guard let word else { return nil }
        guard let guess = EagerGuess(rawValue: word) else {
            throw .language(.expected(.saved(.guess), found: String(word)))
        }
        return guess
    }
}
