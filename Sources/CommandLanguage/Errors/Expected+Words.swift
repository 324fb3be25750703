import LayoutKernel

/// A slot's two phrasings: when the line ends where it is, and when a word does not fit it.
package struct Wording: Equatable, Sendable {
    package let missing: String
    package let wrong: String

    init(_ both: String) { (missing, wrong) = (both, both) }

    init(missing: String, wrong: String) { (self.missing, self.wrong) = (missing, wrong) }
}

extension Expected: CustomStringConvertible {
    /// What a word that does not fit the slot should have been ("an item number (1, 2, ...)").
    package var description: String { wording.wrong }

    /// What the line should have gone on with ("an item number").
    package var whenMissing: String { wording.missing }

    package var wording: Wording {
        switch self {
        case .words(let words): Wording(Self.list(words))
        case .count(let count): count.wording
        case .number(let number): number.wording
        case .form(let form): form.wording
        case .cellPart(let part, let word): Wording(part.phrase(in: word))
        case .file(let file): file.wording
        case .saved(let saved): saved.wording
        }
    }

    /// `a`, `a or b`, `a, b or c`.
    static func list(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }
}

extension Expected.Count {
    var wording: Wording {
        switch self {
        case .item: Wording(missing: "an item number", wrong: "an item number (1, 2, ...)")
        case .grid: Wording("a grid number (1, 2, ...)")
        case .step:
            Wording(missing: "a step number", wrong: "a step number (1 is next to the screen)")
        case .cell: Wording(missing: "a cell number", wrong: "a cell number (1 or more)")
        case .cells: Wording(missing: "a number of cells", wrong: "a number of cells (0 or more)")
        case .row: Wording("a row number")
        case .column: Wording("a column number")
        case .startColumn:
            Wording(
                missing: "the column the cell starts in",
                wrong: "the column the cell starts in (the C of its label R.C)")
        case .span: Wording(missing: "a span", wrong: "a span of 1 or more columns")
        case .quiz: Wording("a quiz number")
        case .tracks: Wording("a track count")
        case .columns: Wording("a column count")
        case .savedCell(let count): Wording("a cell number from 1 to \(count)")
        }
    }
}

extension Expected.Dimension {
    /// "a width", "a height".
    var noun: String {
        switch self {
        case .width: "a width"
        case .height: "a height"
        }
    }
}

extension Expected.Number {
    var wording: Wording {
        switch self {
        case .any: Wording("a number")
        case .fixedSize: Wording(missing: "a fixed size", wrong: "a fixed size in points")
        case .adaptiveMinimum:
            Wording(missing: "an adaptive minimum", wrong: "an adaptive minimum in points")
        case .minimum: Wording(missing: "a minimum", wrong: "a minimum in points")
        case .maximum: Wording(missing: "a maximum", wrong: "a maximum in points or inf")
        case .itemSpacing:
            Wording(missing: "a spacing or 'default'", wrong: "a spacing in points or 'default'")
        case .lineSpacing: Wording("a spacing in points or 'default'")
        case .cellLength(let side): Wording(missing: side.noun, wrong: "\(side.noun) in points")
        case .cellSizePart(.width): Wording("a width like the 100 in 100x30")
        case .cellSizePart(.height): Wording("a height like the 30 in 100x30")
        case .screen(let side):
            Wording(
                missing: "\(side.noun) in points or a device name (help devices)",
                wrong: "\(side.noun) in points")
        case .offer(let side): Wording("\(side.noun) in points or none")
        case .padding(let side):
            Wording(
                missing: side.map { "a length for \($0)" }
                    ?? "a length, default, none, or sides like 'leading 10 trailing 20'",
                wrong: "a padding in points")
        case .frameLength(let field): Wording("a length for \(field)")
        case .scale:
            Wording(missing: "a scale after 'scale' (0.1 to 10)", wrong: "a scale from 0.1 to 10")
        case .priority:
            Wording(
                missing: "a layout priority (a number)",
                wrong: "a layout priority: a finite number (0 is SwiftUI's)")
        case .sweepStep: Wording(missing: "a step", wrong: "a step above 0")
        case .rangeStart: Wording("the start of the range")
        case .rangeEnd: Wording("the end of the range")
        case .trackWidths: Wording("track widths")
        case .pass1Widths: Wording("pass-1 item widths")
        case .columnWidths: Wording("column widths")
        case .rowHeights: Wording("row heights")
        case .gridSize: Wording("the grid's size")
        case .gridOrigin: Wording("the grid's origin")
        case .checkedLength(let side): Wording(side.noun)
        case .cellFrame: Wording(missing: "x y width height", wrong: "a number (x y width height)")
        }
    }
}

extension Expected.CellPart {
    /// The part, within the cell `word` as it was typed.
    func phrase(in word: String) -> String {
        switch self {
        case .side: "a size in points, fill, LO...HI or LO...HI~I (in \(word))"
        case .bound: "a bound of LO...HI: a number of points, 0 or more (in \(word))"
        case .ideal: "I in LO...HI~I: the length for an unspecified offer, 0 or more (in \(word))"
        case .orderedBounds: "LO...HI with LO no more than HI (in \(word))"
        case .unitPoint: "a unit point X,Y of finite numbers (0.5,0.5 is the centre) (in \(word))"
        }
    }
}

extension Expected.File {
    var wording: Wording {
        switch self {
        case .swiftFileOrFolder: Wording("a .swift file or a folder")
        case .swiftFile: Wording("a .swift file")
        case .script: Wording("a file to run")
        case .lessonToPlay: Wording("a lesson file to play")
        case .lessonToExport:
            Wording(
                missing: "a lesson file to run (export html LESSON.grid OUTPUT.html)",
                wrong: "a lesson file (export html LESSON.grid OUTPUT.html)")
        case .output: Wording("a file name, or - for standard output")
        }
    }
}
