import LayoutKernel

extension Expected.Form {
    var wording: Wording {
        switch self {
        case .command: Wording("a command")
        case .layoutName:
            Wording(
                missing: "a name",
                wrong: "a name of at most 64 letters, digits, '-', '_', '+' and '.' (not first)")
        case .format: Wording("a format: " + Expected.list(ExportCommands.formats))
        case .gridAlignment:
            Wording("leading, center or trailing (top, center or bottom for a LazyHGrid)")
        case .frameField:
            Wording(
                missing: "width N, maxWidth N (or another frame field) or none",
                wrong: "a frame field (\(ChainCommands.frameFields.joined(separator: ", ")))")
        case .paddingSide: Wording("a side (\(ChainCommands.sides.joined(separator: ", ")))")
        case .alignment:
            Wording(
                missing: "an alignment",
                wrong: "an alignment (\(Self.alignments), none or default)")
        case .anchor:
            Wording(
                missing: "an anchor: A or X,Y",
                wrong: "an anchor: \(Self.alignments), X,Y (0.25,1) or none")
        case .unsized:
            Wording(
                missing: Expected.list(EagerCellSyntax.unsizedWords),
                wrong: "unsized axes: " + Expected.list(EagerCellSyntax.unsizedWords))
        case .eagerCell: Wording("a cell: " + Expected.list(EagerCellSyntax.forms))
        case .eagerCellSize: Wording("a cell like 50x100")
        case .item: Wording("an item: fixed N, flexible, adaptive N or GridItem(...)")
        case .itemArray: Wording("an array like [GridItem(.flexible()), GridItem(.fixed(70))]")
        case .cellSize: Wording("a size like 100x30")
        case .checkedSize: Wording("a size like 400x316")
        case .check:
            Wording("what to check: " + ExpectationSyntax.expectations.joined(separator: ", "))
        case .flagCode:
            Wording(
                missing: "a flag code",
                wrong: "a flag code ("
                    + Diagnostic.Code.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        case .assumption: Wording("an assumption A1…A8 or G6")
        case .gridWidth: Wording("width (the screen's width, with the eager Grid)")
        case .range: Wording("a range like 100...800")
        case .orderedRange: Wording("a range whose start is not above its end")
        case .idealRange: Wording("LO...HI~I")
        }
    }

    /// The item alignments' names, as `alignment` takes them.
    private static var alignments: String { ItemSyntax.alignmentNames.joined(separator: ", ") }
}

extension Expected.Saved {
    var wording: Wording {
        switch self {
        case .header(let header): Wording("'\(header)'")
        case .line:
            Wording(
                "a line of a saved layout (screen, mode, lazy, lazy.chain, lazy.item,"
                    + " lazy.cell, eager, eager.chain, eager.row, eager.cell)")
        case .lazyLineFirst: Wording("the 'lazy' line before the cells")
        case .eagerRowFirst: Wording("an 'eager.row' line before its cells")
        case .modelEdit: Wording("a model edit (as 'save' writes)")
        case .fieldName(let allowed): Wording("a field (\(allowed.joined(separator: ", ")))")
        case .value(let field): Wording("a value for \(field)")
        case .field(let name, let value): value.wording(name)
        case .axis: Wording("axis vertical or horizontal")
        case .orientation: Wording("orientation portrait or landscape")
        case .unsized: Wording("unsized none, horizontal, vertical or both")
        case .guess: Wording("a guess: S1, S2 or S3")
        case .fixedSize: Wording(missing: "the fixed size", wrong: "a fixed size")
        case .cellSize: Wording("width or height (a cell that fills its slot is not written)")
        }
    }
}

extension Expected.FieldValue {
    /// The value of the field `name`.
    func wording(_ name: String) -> Wording {
        switch self {
        case .number: Wording(missing: "\(name) N", wrong: "\(name): a number")
        case .numberOr(let word): Wording("\(name): a number or \(word)")
        case .whole: Wording("\(name): a whole number")
        case .itemAlignment:
            Wording("\(name): " + ItemAlignment.allCases.map(\.rawValue).joined(separator: ", "))
        case .groupAlignment: Wording("\(name): leading, center or trailing")
        case .yes: Wording("\(name) yes")
        }
    }
}
