import LayoutKernel
import Testing

@testable import SwiftSourceReader

/// Issue 29: the views forms put in an eager `Grid`, read from source as the model's cells;
/// every guessed size named in a note, every modifier read or named as not modelled.
@Suite("Swift source: form views in the eager Grid")
struct SwiftSourceEagerFormTests {
    /// `cell` as the only view of a GridRow, read.
    static func read(_ cell: String) throws -> (cell: EagerCell, imported: ImportedGrid) {
        let imported = try Source.grid(
            "struct V: View {\n    @State var t = \"\"\n    var body: some View {\n"
                + "        Grid {\n            GridRow {\n                \(cell)\n"
                + "            }\n        }\n    }\n}\n")
        guard case .eager(let grid) = imported.model, let first = grid.rows.first?.cells.first
        else { throw Source.Unexpected.model }
        return (first, imported)
    }

    @Test(arguments: [
        ("TextField(\"Name\", text: $t)", "TextField", 22.0),
        ("SecureField(\"Password\", text: $t)", "SecureField", 22),
        ("Toggle(\"On\", isOn: .constant(true))", "Toggle", 31),
        ("Slider(value: .constant(0.5))", "Slider", 31),
        ("Stepper(\"Count\", value: .constant(1))", "Stepper", 32),
        ("ProgressView(value: 0.3)", "ProgressView", 4),
    ])
    func aControlFillsTheWidthAtAGuessedHeightAndSaysSo(
        source: String, name: String, height: Double
    ) throws {
        let (cell, imported) = try Self.read(source)
        #expect(cell.content == .sized(width: .fill, height: .fixed(height)))
        #expect(cell.guessedWidth == nil && cell.guessedHeight == .s1)
        let note = imported.notes.first { $0.contains(name) }
        #expect(
            note?.contains("its height, \(Int(height)), is assumed") == true, "\(imported.notes)")
        #expect(note?.hasPrefix("line 6: ") == true, "\(imported.notes)")
    }

    @Test func aSpinningProgressViewIsNotALinearOne() throws {
        let (cell, imported) = try Self.read("ProgressView()")
        #expect(cell.content == .sized(width: .fixed(30), height: .fill))
        #expect(imported.notes.contains { $0.contains("ProgressView without a frame") })
    }

    @Test func aTextIsEstimatedFromItsCharactersAndFontAndSaysSo() throws {
        // "Name": 4 characters × 17 / 2 = 34 wide, 17 × 1.2 = 20.4 high.
        let (body, bodyRead) = try Self.read("Text(\"Name\")")
        #expect(body.content == .sized(width: .fixed(34), height: .fixed(20.4)))
        #expect(bodyRead.notes.contains { $0.contains("Text(\"Name\"): 4 characters in .body") })
        #expect(bodyRead.notes.allSatisfy { !$0.contains("assumed 30 wide") })
        // .caption is 12 points: 5 × 6 = 30 wide, 14.4 high.
        let (caption, _) = try Self.read("Text(\"Level\").font(.caption)")
        #expect(caption.content == .sized(width: .fixed(30), height: .fixed(14.4)))
        // An interpolated string is not estimated across: 30 wide by assumption (S3), said;
        // its one line of .body is 20.4 high (S2).
        let (unknown, unknownRead) = try Self.read("Text(\"\\(t)\")")
        #expect(unknown.content == .sized(width: .fixed(30), height: .fixed(20.4)))
        #expect(unknown.guessedWidth == .s3 && unknown.guessedHeight == .s2)
        // .system(.title) is .title's 28 points; .system(size: 20) is 20: 4 × 10 = 40 wide.
        let (system, _) = try Self.read("Text(\"Name\").font(.system(size: 20))")
        #expect(system.content == .sized(width: .fixed(40), height: .fixed(24)))
        #expect(unknownRead.notes.contains { $0.contains("assumed 30 wide") })
    }

    /// Before: the estimate counted the source's characters, not the string's (`\u{1B}` was
    /// 6 characters, `\n` 2 on one line), and a long text's note cut it with no `…`.
    @Test func aTextsEscapesAreTheCharactersTheyStandFor() throws {
        // "a", "bc": two lines, the longer 2 characters: 2 × 8.5 = 17 wide, 2 × 20.4 = 40.8 high.
        let (lines, _) = try Self.read(#"Text("a\nbc")"#)
        #expect(lines.content == .sized(width: .fixed(17), height: .fixed(40.8)))
        // ESC, "[", "0", "m": 4 characters, 4 × 8.5 = 34 wide.
        let (escape, escapeRead) = try Self.read(#"Text("\u{1B}[0m")"#)
        #expect(escape.content == .sized(width: .fixed(34), height: .fixed(20.4)))
        #expect(escapeRead.notes.contains { $0.contains("4 characters in .body") })
        // 26 characters: the note quotes 19 of them, then `…`; one character is one.
        let (_, long) = try Self.read(#"Text("abcdefghijklmnopqrstuvwxyz")"#)
        #expect(
            long.notes.contains { $0.contains(#"Text("abcdefghijklmnopqrs…"): 26 characters"#) },
            "\(long.notes)")
        let (_, one) = try Self.read(#"Text("a")"#)
        #expect(one.notes.contains { $0.contains(#"Text("a"): 1 character in"#) }, "\(one.notes)")
    }

    /// A raw ESC in the literal (which Swift refuses) was said to be an interpolated string
    /// once escapes were read as Swift reads them; it is estimated as written, 3 characters.
    @Test func aLiteralWithARawControlCharacterIsEstimatedAsWritten() throws {
        let (cell, imported) = try Self.read("Text(\"\u{1B}hi\")")
        #expect(cell.content == .sized(width: .fixed(25.5), height: .fixed(20.4)))
        #expect(!imported.notes.contains { $0.contains("interpolated") }, "\(imported.notes)")
    }

    @Test func colorAndSpacer() throws {
        #expect(try Self.read("Color.blue").cell == .fill)
        #expect(try Self.read("Spacer()").cell == EagerCell(.spacer))
        let (withLength, imported) = try Self.read("Spacer(minLength: 4)")
        #expect(withLength == EagerCell(.spacer))
        #expect(imported.notModelled.contains("Spacer(minLength:)"))
    }

    @Test(arguments: [
        (
            "Color.red.frame(minWidth: 30, maxWidth: 90)",
            EagerCell.Content.sized(width: .range(low: 30, high: 90), height: .fill)
        ),
        (
            "Color.red.frame(minWidth: 20, maxWidth: 50, minHeight: 20, maxHeight: 50)",
            .sized(width: .range(low: 20, high: 50), height: .range(low: 20, high: 50))
        ),
        (
            "Color.red.frame(height: 40).frame(minWidth: 30, maxWidth: 90)",
            .sized(width: .range(low: 30, high: 90), height: .fixed(40))
        ),
        // A padding outside the range widens both ends and the unspecified answer: 30 + 10,
        // 90 + 10, 10 + 10.
        (
            "Color.red.frame(minWidth: 30, maxWidth: 90).padding(5)",
            .sized(width: .range(low: 40, high: 100, ideal: 20), height: .fill)
        ),
        ("Color.red.frame(maxWidth: .infinity)", .sized(width: .fill, height: .fill)),
        ("Color.red.frame(width: 12, height: 8)", .sized(width: .fixed(12), height: .fixed(8))),
    ])
    func framesAreFixedRangesOrFill(source: String, content: EagerCell.Content) throws {
        #expect(try Self.read(source).cell.content == content, "\(source)")
    }

    @Test func aMinimumBesideAnInfiniteMaximumIsARange() throws {
        // Both bounds: the offer held between 50 and ∞ (a Color answers 10 unoffered: 50).
        let (cell, imported) = try Self.read("Color.red.frame(minWidth: 50, maxWidth: .infinity)")
        #expect(cell.content == .sized(width: .range(low: 50, high: .infinity), height: .fill))
        #expect(imported.notModelled.isEmpty, "\(imported.notModelled)")
    }

    @Test func priorityAnchorAndUnsizedAxesAreRead() throws {
        let (priority, imported) = try Self.read("Color.red.layoutPriority(2.5)")
        #expect(priority.priority == 2.5)
        #expect(!imported.notModelled.contains(".layoutPriority"), "\(imported.notModelled)")
        #expect(
            try Self.read("Color.red.gridCellAnchor(UnitPoint(x: 0.25, y: 1))").cell.anchor
                == UnitPoint(x: 0.25, y: 1))
        #expect(
            try Self.read("Color.red.gridCellAnchor(.init(x: 1 / 4, y: 0))").cell.anchor
                == UnitPoint(x: 0.25, y: 0))
        #expect(
            try Self.read("Color.red.gridCellAnchor(.bottomTrailing)").cell.anchor
                == UnitPoint(x: 1, y: 1))
        #expect(
            try Self.read("Color.red.gridCellUnsizedAxes(.vertical)").cell.unsized == .vertical)
    }

    @Test func aBadAnchorOrPriorityIsAnErrorAtItsPlace() {
        let anchor = Source.error(
            "let g = Grid { GridRow { Color.red.gridCellAnchor(UnitPoint(x: w, y: 0)) } }")
        #expect(
            anchor?.description.contains("test.swift:1:") == true, "\(String(describing: anchor))")
        #expect(anchor?.description.contains("anchor") == true)
        let priority = Source.error("let g = Grid { GridRow { Color.red.layoutPriority(p) } }")
        #expect(priority?.description.contains("layout priority") == true)
    }

    /// Before: a cell the kernel refuses (a negative width, an infinite priority) was reported
    /// at the `Grid`'s first line, wherever the cell was; now at the cell's view.
    @Test func aRefusedCellIsAnErrorAtItsView() {
        let width = Source.error(
            "let g = Grid {\n    GridRow {\n        Color.red\n"
                + "        Color.red.frame(width: -5, height: 10)\n    }\n}")
        #expect(
            width?.description.hasPrefix("test.swift:4:9: error: row 1 cell 2 width is -5") == true,
            "\(String(describing: width))")
        // Row 2 is a GridRow after a full-width view; its second cell starts in column 3.
        let priority = Source.error(
            "let g = Grid {\n    Color.red\n    GridRow {\n        Color.red.gridCellColumns(2)\n"
                + "        Color.blue.layoutPriority(.infinity)\n    }\n}")
        #expect(
            priority?.description.hasPrefix(
                "test.swift:5:9: error: row 2 cell 3 layout priority cannot be infinite") == true,
            "\(String(describing: priority))")
    }

    @Test func aLabelAndTextFieldFormTakesTheRestOfTheWidth() throws {
        // Issue 29: "Name" 34 wide (estimated), the TextField the rest: 343 − 34 − 8 = 301.
        let imported = try Source.grid(
            """
            struct Form: View {
                @State var name = ""
                var body: some View {
                    Grid {
                        GridRow {
                            Text("Name")
                            TextField("Name", text: $name)
                        }
                    }
                    .padding()
                }
            }
            """)
        guard case .eager(var grid) = imported.model else { throw Source.Unexpected.model }
        grid.container = 375
        let layout = try grid.layout()
        #expect(layout.columns == [34, 301])
        #expect(imported.notes.count == 2, "\(imported.notes)")
    }
}
