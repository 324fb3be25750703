import GridModel
import LayoutKernel
import Testing

@testable import CommandLanguage

/// What the grammar expected is a value (`Expected`, issue 28) and `LanguageError` words it:
/// these are the phrases the parsers wrote inline before, byte for byte, so moving them to
/// values changed no message. A slot that names itself shorter at the end of a line has both.
@Suite("Expected: the slots' wording")
struct ExpectedWordingTests {
    /// (slot, phrase at the end of the line, phrase for a word that does not fit).
    static let table: [(Expected, String, String)] = [
        (.words(["on"]), "on", "on"),
        (.words(["on", "off"]), "on or off", "on or off"),
        (
            .words(["min", "max", "size", "spacing"]), "min, max, size or spacing",
            "min, max, size or spacing"
        ),
        (.count(.item), "an item number", "an item number (1, 2, ...)"),
        (.count(.grid), "a grid number (1, 2, ...)", "a grid number (1, 2, ...)"),
        (.count(.step), "a step number", "a step number (1 is next to the screen)"),
        (.count(.cell), "a cell number", "a cell number (1 or more)"),
        (.count(.cells), "a number of cells", "a number of cells (0 or more)"),
        (
            .count(.startColumn), "the column the cell starts in",
            "the column the cell starts in (the C of its label R.C)"
        ),
        (.count(.span), "a span", "a span of 1 or more columns"),
        (.count(.savedCell(count: 5)), "a cell number from 1 to 5", "a cell number from 1 to 5"),
        (.number(.any), "a number", "a number"),
        (.number(.maximum), "a maximum", "a maximum in points or inf"),
        (.number(.itemSpacing), "a spacing or 'default'", "a spacing in points or 'default'"),
        (
            .number(.lineSpacing), "a spacing in points or 'default'",
            "a spacing in points or 'default'"
        ),
        (.number(.cellLength(.height)), "a height", "a height in points"),
        (
            .number(.cellSizePart(.width)), "a width like the 100 in 100x30",
            "a width like the 100 in 100x30"
        ),
        (
            .number(.screen(.width)), "a width in points or a device name (help devices)",
            "a width in points"
        ),
        (.number(.offer(.height)), "a height in points or none", "a height in points or none"),
        (
            .number(.padding(side: nil)),
            "a length, default, none, or sides like 'leading 10 trailing 20'", "a padding in points"
        ),
        (.number(.padding(side: "top")), "a length for top", "a padding in points"),
        (.number(.frameLength("maxWidth")), "a length for maxWidth", "a length for maxWidth"),
        (.number(.scale), "a scale after 'scale' (0.1 to 10)", "a scale from 0.1 to 10"),
        (
            .number(.priority), "a layout priority (a number)",
            "a layout priority: a finite number (0 is SwiftUI's)"
        ),
        (.number(.cellFrame), "x y width height", "a number (x y width height)"),
        (
            .cellPart(.ideal, in: "1...5~x0x10"),
            "I in LO...HI~I: the length for an unspecified offer, 0 or more (in 1...5~x0x10)",
            "I in LO...HI~I: the length for an unspecified offer, 0 or more (in 1...5~x0x10)"
        ),
        (
            .form(.layoutName), "a name",
            "a name of at most 64 letters, digits, '-', '_', '+' and '.' (not first)"
        ),
        (
            .form(.format), "a format: svg, json, swift or html",
            "a format: svg, json, swift or html"
        ),
        (
            .form(.frameField), "width N, maxWidth N (or another frame field) or none",
            "a frame field (width, height, minWidth, maxWidth, minHeight, maxHeight)"
        ),
        (
            .form(.paddingSide), "a side (leading, trailing, top, bottom, horizontal, vertical)",
            "a side (leading, trailing, top, bottom, horizontal, vertical)"
        ),
        (
            .form(.anchor), "an anchor: A or X,Y",
            "an anchor: topLeading, top, topTrailing, leading, center, trailing, bottomLeading, "
                + "bottom, bottomTrailing, X,Y (0.25,1) or none"
        ),
        (.form(.unsized), "h, v, hv or none", "unsized axes: h, v, hv or none"),
        (
            .form(.eagerCell),
            "a cell: WxH (50x100), fill, fillxH, Wxfill, LO...HIxH (30...90x40, 30...infx40, "
                + "30...90~60x40), spacer, half or empty",
            "a cell: WxH (50x100), fill, fillxH, Wxfill, LO...HIxH (30...90x40, 30...infx40, "
                + "30...90~60x40), spacer, half or empty"
        ),
        (
            .form(.flagCode), "a flag code",
            "a flag code ("
                + Diagnostic.Code.allCases.map(\.rawValue).joined(separator: ", ") + ")"
        ),
        (
            .file(.lessonToExport), "a lesson file to run (export html LESSON.grid OUTPUT.html)",
            "a lesson file (export html LESSON.grid OUTPUT.html)"
        ),
        (
            .saved(.header("gridtrainer layout 2")), "'gridtrainer layout 2'",
            "'gridtrainer layout 2'"
        ),
        (
            .saved(.fieldName(allowed: ["height", "width"])), "a field (height, width)",
            "a field (height, width)"
        ),
        (.saved(.value(field: "height")), "a value for height", "a value for height"),
        (.saved(.field("width", .number)), "width N", "width: a number"),
        (
            .saved(.field("spacing", .numberOr("default"))), "spacing: a number or default",
            "spacing: a number or default"
        ),
        (
            .saved(.field("column", .groupAlignment)), "column: leading, center or trailing",
            "column: leading, center or trailing"
        ),
        (.saved(.field("default", .yes)), "default yes", "default yes"),
        (.saved(.fixedSize), "the fixed size", "a fixed size"),
    ]

    @Test func eachSlotIsWordedAsTheParsersWroteIt() {
        for (slot, missing, wrong) in Self.table {
            #expect(slot.whenMissing == missing)
            #expect(slot.description == wrong)
        }
    }

    // The errors put the two phrasings where they belong: the short one at the end of a line,
    // the full one after a word that does not fit, a number out of range, or infinity.
    @Test func theErrorsChooseThePhrasing() throws {
        let missing = #expect(throws: CommandError.self) { try CommandParser.parse("set") }
        #expect(missing?.description == "expected an item number at the end of the line")
        let wrong = #expect(throws: CommandError.self) { try CommandParser.parse("set 0 min 3") }
        #expect(wrong == .language(.expected(.count(.item), found: "0")))
        #expect(wrong?.description == "expected an item number (1, 2, ...), found '0'")
        let infinite = #expect(throws: CommandError.self) {
            try CommandParser.parse("export svg - scale inf")
        }
        #expect(infinite == .language(.infinity("inf", expected: .number(.scale))))
        #expect(
            infinite?.description
                == "'inf' is not a valid number; expected a scale from 0.1 to 10 (infinity is not "
                + "allowed here)")
    }

    // What was found is a value where the user did not type it: a field twice, two frames'
    // kinds at once.
    @Test func conflictsAreValues() throws {
        let twice = #expect(throws: CommandError.self) {
            try CommandParser.parse("frame width 3 width 4")
        }
        #expect(twice == .language(.conflict(.repeatedField("width"))))
        #expect(twice?.description == "expected width once, found 'width again'")
        let both = #expect(throws: CommandError.self) {
            try CommandParser.parse("frame width 3 maxWidth 5")
        }
        #expect(both == .language(.conflict(.fixedAndFlexibleFrame)))
        #expect(
            both?.description
                == "expected either width/height or min/max fields (SwiftUI has no frame with "
                + "both), found 'both'")
        #expect(
            LanguageError.conflict(.defaultScreen(width: 300, height: 667)).description
                == "expected the default screen's \(Screen.standard.description), "
                + "found '300.0 × 667.0'")
    }
}
