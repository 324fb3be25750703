import GridModel

/// What a slot of a command line (or of a saved layout's line) takes, as a value: the parser
/// names the slot where it reads it, and `LanguageError` words it (`Expected+Words.swift`), so
/// an error carries no English of its own. The set is closed: a slot is a list of words, a
/// whole number, another number, a named form, a part of an eager cell, a file, or a part of a
/// saved layout.
///
/// Each slot has two phrasings (`Wording`): the one for a line that ends where the slot is
/// (`missing`: "expected an item number at the end of the line") and the one for a word that
/// does not fit it (`wrong`: "expected an item number (1, 2, ...), found 'x'"), which may say
/// more (the range, the unit, the words it takes).
package enum Expected: Equatable, Sendable {
    /// One of these words or forms as the usage writes them, worded "a, b or c".
    case words([String])
    /// A whole number: what it numbers or counts.
    case count(Count)
    /// Another number: a length in points, a scale, a priority, a value `expect` checks.
    case number(Number)
    /// A word or form of a named kind (an alignment, a flag code, a sweep's range …).
    case form(Form)
    /// A part of an eager cell's size, within the cell `in` as it was typed.
    case cellPart(CellPart, in: String)
    /// A file name or `-`.
    case file(File)
    /// A line of a saved layout, or one of its fields.
    case saved(Saved)

    /// Whole numbers the commands take.
    package enum Count: Equatable, Sendable {
        case item, grid, step, cell, cells, row, column, startColumn, span, quiz
        /// `expect tracks N`, `expect item N tracks N`.
        case tracks
        /// `expect columncount N`.
        case columns
        /// A cell of a saved layout's `lazy.guessed` line: 1 to `count`.
        case savedCell(count: Int)
    }

    /// A width or a height: the side a number gives.
    package enum Dimension: Equatable, Sendable {
        case width, height
    }

    /// Numbers other than counts.
    package enum Number: Equatable, Sendable {
        /// Any number (`NumberParser.parse`'s default).
        case any
        /// An item's `fixed N`, `adaptive N`, `min N`, `max N|inf`, `spacing N|default`.
        case fixedSize, adaptiveMinimum, minimum, maximum, itemSpacing
        /// The lazy grid's `spacing N|default`.
        case lineSpacing
        /// `cell N width W` / `height H`.
        case cellLength(Dimension)
        /// Either side of `cell N size WxH`.
        case cellSizePart(Dimension)
        /// `width N` / `height N`: a screen's side, or a device.
        case screen(Dimension)
        /// `grid width N|none`: the eager Grid's offer.
        case offer(Dimension)
        /// `padding N`, or one side's length (`padding leading N`).
        case padding(side: String?)
        /// A frame field's length (`frame maxWidth N`).
        case frameLength(String)
        /// `export svg FILE scale N`.
        case scale
        /// An eager cell's `priority P`.
        case priority
        /// A sweep's `step N`, its range's start and end.
        case sweepStep, rangeStart, rangeEnd
        /// The lengths an `expect` line lists.
        case trackWidths, pass1Widths, columnWidths, rowHeights
        /// `expect grid N`, `expect origin N`.
        case gridSize, gridOrigin
        /// `expect item N width W`, either side of `expect size WxH`.
        case checkedLength(Dimension)
        /// The four numbers of `expect cell R C slot|content X Y W H`.
        case cellFrame
    }

    /// Words or forms of a named kind.
    package enum Form: Equatable, Sendable {
        /// A line's first word.
        case command
        /// `save NAME`, `load NAME`.
        case layoutName
        /// `export FORMAT`.
        case format
        /// The lazy grid's `alignment A`.
        case gridAlignment
        /// `frame FIELD N …`.
        case frameField
        /// `padding SIDE N …`.
        case paddingSide
        /// An item's, a row's or the Grid's alignment.
        case alignment
        /// An eager cell's `anchor A|X,Y`.
        case anchor
        /// An eager cell's `unsized h|v|hv|none`.
        case unsized
        /// An eager cell (`row add CELL …`), and the `size CELL` of a cell edit.
        case eagerCell, eagerCellSize
        /// A lazy grid's item (`add ITEM`), a `[GridItem]` array (`items [...]`).
        case item, itemArray
        /// `cell N size WxH`, `expect size WxH`.
        case cellSize, checkedSize
        /// What `expect` checks, a flag code, an assumption's name.
        case check, flagCode, assumption
        /// `slide grid width`.
        case gridWidth
        /// A sweep's range, and one whose start is above its end.
        case range, orderedRange
        /// `LO...HI~I`: an eager cell's range with at most one ideal length.
        case idealRange
    }

    /// The parts of an eager cell's size that take numbers.
    package enum CellPart: Equatable, Sendable {
        /// One side: points, `fill`, `LO...HI` or `LO...HI~I`.
        case side
        /// A bound of `LO...HI`, the ideal length I of `LO...HI~I`.
        case bound, ideal
        /// `LO...HI` with LO no more than HI.
        case orderedBounds
        /// `anchor X,Y`.
        case unitPoint
    }

    /// File names.
    package enum File: Equatable, Sendable {
        /// `open`, `watch`.
        case swiftFileOrFolder, swiftFile
        /// `source FILE`, `play FILE`.
        case script, lessonToPlay
        /// `export html LESSON.grid FILE`: the lesson, and the file or `-` any export writes.
        case lessonToExport, output
    }

    /// A saved layout's lines and fields.
    package enum Saved: Equatable, Sendable {
        /// The first line (`LayoutFile.header`, given as it is written).
        case header(String)
        /// Any line, the one that must come before the lazy cells, or before an eager cell.
        case line, lazyLineFirst, eagerRowFirst
        /// A line of a layout saved before the screen (a command line).
        case modelEdit
        /// A field of those `allowed` on the line (their names, sorted).
        case fieldName(allowed: [String])
        /// The value after a field's name.
        case value(field: String)
        /// A field's value of the kind given.
        case field(String, FieldValue)
        /// `axis …`, `orientation …`, `unsized …`, `guessedWidth …`.
        case axis, orientation, unsized, guess
        /// `lazy.item fixed N`.
        case fixedSize
        /// `lazy.cell N …` with a width or a height.
        case cellSize
    }

    /// What a saved layout's field holds.
    package enum FieldValue: Equatable, Sendable {
        /// A number; a number or the word for nil (`default`, `fill`); a whole number.
        case number, numberOr(String), whole
        /// An item's alignment, or `leading`, `center` or `trailing`.
        case itemAlignment, groupAlignment
        /// `yes`.
        case yes
    }
}
