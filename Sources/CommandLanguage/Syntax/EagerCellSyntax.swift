import LayoutKernel

/// The eager Grid's cell forms and cell attributes: `WxH` with a side `fill` or `LO...HI`,
/// `spacer`, `half`, `empty`; `priority P`, `unsized h|v|hv|none`, `anchor A|X,Y`.
package enum EagerCellSyntax {
    /// The forms a cell takes, as an error lists them.
    static let forms = [
        "WxH (50x100)", "fill", "fillxH", "Wxfill",
        "LO...HIxH (30...90x40, 30...infx40, 30...90~60x40)", "spacer", "half", "empty",
    ]

    /// One cell: `50x100`, `fill`, `fillx100`, `50xfill`, `30...90x40`, `20...50x20...50`,
    /// `spacer`, `half` or `empty`.
    static func cell(_ word: Word) throws(CommandError) -> EagerCell {
        if word == "fill" { return .fill }
        if word == "empty" { return EagerCell(.empty) }
        if word == "spacer" { return EagerCell(.spacer) }
        if word == "half" { return EagerCell(.half) }
        let parts = word.bytes.split(separator: UInt8(ascii: "x"), omittingEmptySubsequences: false)
            .map(Word.init)
        guard parts.count == 2 else {
            throw .language(.expected(.form(.eagerCell), found: String(word)))
        }
        return EagerCell(
            .sized(width: try length(parts[0], in: word), height: try length(parts[1], in: word)))
    }

    /// One side: a number of points, `fill`, `LO...HI` (the offer held between LO and HI, 10
    /// held there when the offer is unspecified) or `LO...HI~I` (I, held there, when it is
    /// unspecified: `.frame(minWidth: LO, idealWidth: I, maxWidth: HI)` around a `Color`). LO
    /// and I are finite, HI may be `inf`, all at least 0, LO no more than HI.
    package static func length(_ part: Word, in word: Word) throws(CommandError) -> EagerLength {
        if part == "fill" { return .fill }
        let text = part.text
        let bounds = text.split(separator: "...", omittingEmptySubsequences: false)
        guard bounds.count == 2 else {
            return .fixed(try NumberParser.parse(part, what: .cellPart(.side, in: word.text)))
        }
        let what = Expected.cellPart(.bound, in: word.text)
        let upper = bounds[1].split(separator: "~", omittingEmptySubsequences: false)
        guard upper.count <= 2 else { throw .language(.expected(.form(.idealRange), found: text)) }
        let low = try NumberParser.parse(Word(bounds[0]), what: what)
        let high = try NumberParser.parse(Word(upper[0]), allowInfinity: true, what: what)
        let idealWhat = Expected.cellPart(.ideal, in: word.text)
        let ideal =
            upper.count == 2
            ? try NumberParser.parse(Word(upper[1]), what: idealWhat)
            : EagerLength.unspecifiedOffer
        guard low >= 0, high >= 0 else { throw .language(.expected(what, found: text)) }
        guard ideal >= 0 else { throw .language(.expected(idealWhat, found: text)) }
        guard low <= high else {
            throw .language(.expected(.cellPart(.orderedBounds, in: word.text), found: text))
        }
        return .range(low: low, high: high, ideal: ideal)
    }

    /// `priority P`: the view's `.layoutPriority`, any finite number.
    static func priority(_ word: Word) throws(CommandError) -> Double {
        try NumberParser.parse(word, what: .number(.priority))
    }

    /// The words `unsized` takes.
    static let unsizedWords = ["h", "v", "hv", "none"]

    /// `unsized h|v|hv|none`: the cell's `.gridCellUnsizedAxes`.
    static func unsized(_ word: Word) throws(CommandError) -> EagerUnsizedAxes {
        if word == "h" { return .horizontal }
        if word == "v" { return .vertical }
        if word == "hv" || word == "vh" { return .both }
        if word == "none" { return .none }
        throw .language(.expected(.form(.unsized), found: String(word)))
    }

    /// `anchor A`: a named point (`topLeading`, …), `X,Y` (a `UnitPoint`, 0,0 the top-leading
    /// corner, 1,1 the bottom-trailing; any finite numbers) or `none`/`default`.
    static func anchor(_ word: Word) throws(CommandError) -> UnitPoint? {
        let parts = word.bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            do throws(CommandError) {
                return try ItemSyntax.alignment(word).map(UnitPoint.init)
            } catch {
                throw .language(.expected(.form(.anchor), found: String(word)))
            }
        }
        let what = Expected.cellPart(.unitPoint, in: word.text)
        return UnitPoint(
            x: try NumberParser.parse(Word(parts[0]), what: what),
            y: try NumberParser.parse(Word(parts[1]), what: what))
    }
}
