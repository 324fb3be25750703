import LayoutKernel
import Testing

@testable import CommandLanguage
@testable import GridCheck

@Suite("Command parser")
struct ParserTests {
    func parse(_ line: String) throws -> Command { try CommandParser.parse(Substring(line)) }

    func error(_ line: String) -> String? {
        do {
            _ = try CommandParser.parse(Substring(line))
            return nil
        } catch {
            return error.description
        }
    }

    @Test func itemsInTheCommandLanguage() throws {
        #expect(try parse("add fixed 70") == .edit(.lazy(.add(GridItem(.fixed(70))))))
        #expect(
            try parse("add fixed 70 spacing 10 align leading")
                == .edit(.lazy(.add(GridItem(.fixed(70), spacing: 10, alignment: .leading)))))
        #expect(try parse("add flexible") == .edit(.lazy(.add(GridItem(.flexible())))))
        #expect(
            try parse("add flexible min 50 max 120 spacing default align .top")
                == .edit(
                    .lazy(.add(GridItem(.flexible(minimum: 50, maximum: 120), alignment: .top)))))
        #expect(
            try parse("add flexible max inf")
                == .edit(.lazy(.add(GridItem(.flexible(minimum: 10, maximum: .infinity))))))
        #expect(
            try parse("add adaptive 40 max 80 spacing 4")
                == .edit(.lazy(.add(GridItem(.adaptive(minimum: 40, maximum: 80), spacing: 4)))))
        #expect(
            try parse("add adaptive min 40") == .edit(.lazy(.add(GridItem(.adaptive(minimum: 40)))))
        )
        #expect(
            try parse("insert 2 fixed 12.5") == .edit(.lazy(.insert(2, GridItem(.fixed(12.5))))))
    }

    @Test func itemsInSwiftSyntax() throws {
        #expect(
            try parse("add GridItem(.adaptive(minimum: 40), spacing: 4)")
                == .edit(.lazy(.add(GridItem(.adaptive(minimum: 40), spacing: 4)))))
        #expect(try parse("add GridItem()") == .edit(.lazy(.add(GridItem()))))
        #expect(
            try parse(
                "add GridItem(.flexible(minimum: 5, maximum: .infinity), alignment: "
                    + ".bottomTrailing)"
            )
                == .edit(.lazy(.add(GridItem(.flexible(minimum: 5), alignment: .bottomTrailing)))))
        #expect(
            try parse("add GridItem(.flexible(maximum: 90))")
                == .edit(.lazy(.add(GridItem(.flexible(minimum: 10, maximum: 90))))))
        #expect(
            try parse("add GridItem(.fixed(70), spacing: nil)")
                == .edit(.lazy(.add(GridItem(.fixed(70)))))
        )
        #expect(
            try parse("add GridItem(.adaptive(minimum: 10, maximum: CGFloat.infinity))")
                == .edit(.lazy(.add(GridItem(.adaptive(minimum: 10))))))
        #expect(
            try parse("columns [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40)),]")
                == .edit(
                    .model(
                        .replaceItems(
                            [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], .vertical))))
        #expect(try parse("rows []") == .edit(.model(.replaceItems([], .horizontal))))
        #expect(
            try parse("columns let columns: [GridItem] = [GridItem(.fixed(1_000))]")
                == .edit(.model(.replaceItems([GridItem(.fixed(1000))], .vertical))))
    }

    @Test func everyOtherCommand() throws {
        #expect(try parse("remove 2") == .edit(.lazy(.remove(2))))
        #expect(try parse("move 3 1") == .edit(.lazy(.move(3, to: 1))))
        #expect(try parse("clear") == .edit(.lazy(.clear)))
        #expect(try parse("set 2 fixed 90") == .edit(.lazy(.set(2, .size(.fixed(90))))))
        #expect(
            try parse("set 2 adaptive 40 max 60")
                == .edit(.lazy(.set(2, .size(.adaptive(minimum: 40, maximum: 60))))))
        #expect(try parse("set 2 min 60") == .edit(.lazy(.set(2, .minimum(60)))))
        #expect(try parse("set 2 max inf") == .edit(.lazy(.set(2, .maximum(.infinity)))))
        #expect(try parse("set 2 spacing default") == .edit(.lazy(.set(2, .spacing(nil)))))
        #expect(
            try parse("set 2 align topLeading") == .edit(.lazy(.set(2, .alignment(.topLeading)))))
        #expect(try parse("axis horizontal") == .edit(.lazy(.axis(.horizontal))))
        #expect(try parse("width 375") == .edit(.screen(.length(375, .vertical))))
        #expect(try parse("height 600") == .edit(.screen(.length(600, .horizontal))))
        #expect(try parse("alignment trailing") == .edit(.lazy(.alignment(.trailing))))
        #expect(try parse("alignment top") == .edit(.lazy(.alignment(.top))))
        #expect(try parse("spacing 20") == .edit(.lazy(.lineSpacing(20))))
        #expect(try parse("spacing default") == .edit(.lazy(.lineSpacing(nil))))
        #expect(try parse("cells 12") == .edit(.lazy(.cells(12))))
        #expect(
            try parse("cell 5 size 100x30") == .edit(.lazy(.cell(5, .size(width: 100, height: 30))))
        )
        #expect(try parse("cell 5 height 50") == .edit(.lazy(.cell(5, .height(50)))))
        #expect(try parse("cell 5 fill") == .edit(.lazy(.cell(5, .fill))))
        for (line, command) in [
            ("show", Command.query(.show)), ("widths", .query(.widths)), ("flags", .query(.flags)),
            ("undo", .undo), ("redo", .redo),
            ("reset", .edit(.model(.reset))), ("quit", .shell(.quit)), ("exit", .shell(.quit)),
            ("textbook", .query(.textbook)),
            ("code", .query(.code)), ("presets", .query(.presets)), ("paste", .shell(.paste)),
        ] {
            #expect(try parse(line) == command)
        }
        #expect(try parse("auto off") == .shell(.auto(false)))
        #expect(try parse("help adaptive") == .shell(.help("adaptive")))
        #expect(try parse("explain 2") == .query(.explain(2)))
        #expect(try parse("save mine") == .shell(.save("mine")))
        #expect(try parse("compare undo") == .query(.compare("undo")))
        #expect(
            try parse("source examples/01-basics.grid")
                == .shell(.source("examples/01-basics.grid")))
        #expect(try parse("expect widths 70 57 57") == .query(.expect(.widths([70, 57, 57]))))
        #expect(try parse("expect item 2 tracks 2") == .query(.expect(.itemTracks(2, 2))))
        #expect(try parse("expect no flag overflow") == .query(.expect(.noFlag(.overflow))))
        #expect(try parse("expect no flags") == .query(.expect(.noFlags)))
        #expect(
            try parse("sweep width 100...800 step 10 --plot")
                == .query(
                    .sweep(Sweep(parameter: .proposed, from: 100, to: 800, step: 10, plot: true))))
        #expect(
            try parse("sweep 2 min 0.5...200")
                == .query(
                    .sweep(
                        Sweep(
                            parameter: .minimum(item: 2), from: 0.5, to: 200, step: 1, plot: false))
                ))
    }

    @Test func errorsSayWhatWasExpected() {
        #expect(error("ad fixed 70") == "unknown command 'ad'; did you mean 'add'?")
        #expect(error("shwo") == "unknown command 'shwo'; did you mean 'show'?")
        #expect(error("frobnicate") == "unknown command 'frobnicate'; type 'help' for the commands")
        #expect(
            error("add")
                == "expected an item: fixed N, flexible, adaptive N or GridItem(...) at "
                + "the end of the line"
        )
        #expect(error("add fixed") == "expected a fixed size at the end of the line")
        #expect(
            error("add fixed abc") == "'abc' is not a valid number; expected a fixed size in points"
        )
        #expect(
            error("add fixed inf")
                == "'inf' is not a valid number; expected a fixed size in points (infinity is "
                + "not allowed here)"
        )
        #expect(error("add fixed 70 min 5") == "expected spacing or align, found 'min'")
        #expect(error("add flexible wide") == "expected min, max, spacing or align, found 'wide'")
        #expect(
            error("add circle 4")
                == "expected an item: fixed N, flexible, adaptive N or "
                + "GridItem(...), found 'circle'"
        )
        #expect(
            error("add fixed 70 align middle")?.hasPrefix("expected an alignment (topLeading, top")
                == true)
        #expect(error("remove 0") == "expected an item number (1, 2, ...), found '0'")
        #expect(
            error("remove two")
                == "'two' is not a valid number; expected an item number (1, 2, ...)")
        // Numbers too long or too large for a Double are numbers: too large, not invalid.
        #expect(
            error("width 1e999")
                == "1e999 is too large or too long; expected a width in points of "
                + "at most 1000000000"
        )
        #expect(error("width nan") == "'nan' is not a valid number; expected a width in points")
        #expect(
            error("width " + String(repeating: "9", count: 1000))?
                .hasSuffix(
                    "… is too large or too long; expected a width in points of at most 1000000000")
                == true)
        #expect(
            error("width 2000000000")
                == "2000000000 is too large; expected a width in points of at most 1000000000")
        #expect(error("axis diagonal") == "expected vertical or horizontal, found 'diagonal'")
        // Before: no word of what was expected instead.
        #expect(error("show me") == "unexpected 'me' after 'show'; expected the end of the line")
        // Before: "'' is not a valid number" for a side left out of WxH or of LO...HI.
        #expect(
            error("row add x10")
                == "a number is missing; expected a size in points, fill, LO...HI or LO...HI~I "
                + "(in x10)")
        #expect(
            error("row add 30...x40")?.hasPrefix("a number is missing; expected a bound") == true)
        #expect(error("cell 2 size 100") == "expected a size like 100x30, found '100'")
        #expect(error("auto maybe") == "expected on or off, found 'maybe'")
        #expect(
            error("expect flag everything")?.hasPrefix(
                "expected a flag code (overflow, second-pass") == true)
        #expect(
            error("sweep width 800...100")
                == "expected a range whose start is not above its end, found '800...100'")
        #expect(error("sweep width 0...1000000 step 0.001")?.hasPrefix("the sweep has") == true)
        #expect(
            error("save ../etc")
                == "expected a name of at most 64 letters, digits, '-', '_', '+' and '.' (not "
                + "first), found '../etc'")
    }

    /// Before: a word longer than 40 characters was quoted cut at 40 with nothing to say so
    /// (`unknown command 'xxx…x'`, a 300-letter layout name "not of letters"), or whole (a
    /// 100-letter `axis`); now its first 40 characters and `…`, whatever the error.
    @Test func aLongWordIsQuotedShortenedWithAnEllipsis() {
        let long = String(repeating: "y", count: 100)
        let shown = String(repeating: "y", count: 40) + "…"
        #expect(error(long) == "unknown command '\(shown)'; type 'help' for the commands")
        #expect(error("axis " + long) == "expected vertical or horizontal, found '\(shown)'")
        #expect(
            error("show " + long)
                == "unexpected '\(shown)' after 'show'; expected the end of the line")
        #expect(error("save " + long)?.hasSuffix("(not first), found '\(shown)'") == true)
        // 40 characters are quoted whole.
        let forty = String(repeating: "z", count: 40)
        #expect(error("axis " + forty) == "expected vertical or horizontal, found '\(forty)'")
    }

    // GridItems on a command line are read by the toolchain's SwiftParser and the source
    // evaluator, so errors name the column and what Swift expected there.
    @Test func swiftSyntaxErrors() {
        #expect(
            error("add GridItem(.fixed(70)")
                == "Swift syntax: at column 20: expected ')' to end function call")
        #expect(
            error("columns [GridItem(.fixed(70))")
                == "Swift syntax: at column 22: expected ']' to end array")
        #expect(
            error("add GridItem(.round(70))")?.hasPrefix(
                "Swift syntax: at column 10: cannot evaluate '.round(70)'") == true)
        #expect(
            error("add GridItem(.adaptive(40))")?.hasPrefix(
                "Swift syntax: at column 20: .adaptive takes no unlabeled argument here; it takes "
                    + "minimum: maximum:"
            ) == true)
        #expect(
            error("add GridItem(.fixed(70))) extra")
                == "Swift syntax: at column 21: unexpected code ') extra'")
        #expect(
            error("add GridItem(.fixed(7€))")?.hasPrefix(
                "Swift syntax: at column 17: '7€' is not a number the reader can hold") == true)
        #expect(
            error("columns")
                == "expected an array like [GridItem(.flexible()), GridItem(.fixed(70))] at "
                + "the end of the line"
        )
    }
}

@Suite("Help")
struct HelpTests {
    @Test func overviewShowsEveryCommandOnceWithItsAbstract() throws {
        let text = Help.overview()
        #expect(
            text.contains(
                "  width      The screen's width (a LazyVGrid and the eager Grid are laid out in "
                    + "it), or a device.\n"
            ))
        #expect(text.contains("Items:\n  add        Appends a GridItem.\n"))
        for spec in CommandRegistry.all {
            #expect(
                text.components(separatedBy: "\n  \(spec.name.padding(11))").count == 2,
                "\(spec.name) listed once")
        }
    }

    @Test func helpForACommandShowsItsUsage() throws {
        #expect(try Help.text(for: "expect").hasPrefix("expect widths 70 57 57 | pass1 96 120"))
        #expect(try Help.text(for: "exit").hasPrefix("quit | exit"))
        #expect(try Help.text(for: "assumptions").contains("G6"))
        #expect(try !Help.text(for: "assumptions").contains("G7"))
        #expect(try Help.text(for: "check") == CheckOptions.usage)
    }

    @Test func unknownTopicsSuggest() {
        #expect(throws: CommandError.language(.noHelp("adaptiv", suggestion: "adaptive"))) {
            try Help.text(for: "adaptiv")
        }
    }
}
