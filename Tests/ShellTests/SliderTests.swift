import LayoutKernel
import Testing

@testable import CommandLanguage
@testable import GridModel
@testable import Rendering
@testable import Shell
@testable import Teaching

/// The slider's logic without a terminal: values, bounds, what changed, breakpoints, the one
/// edit Enter makes; and the key decoder.
@Suite("Slider")
struct SliderTests {
    /// adaptive(80) inside .padding() on the default 375 container: offered 375 − 32 = 343.
    private func paddedAdaptive() -> Session {
        var session = Session()
        _ = try? session.apply(.lazy(.add(GridItem(.adaptive(minimum: 80)))))
        _ = try? session.apply(.chain(.padding(at: nil, .defaultPadding)))
        return session
    }

    private func tracks(_ slider: Slider) -> [Int] { slider.current.layout.items.map(\.trackCount) }

    // 375 → 343 offered: ⌊(343 + 8)/88⌋ = 3 tracks; one point more, 344: ⌊352/88⌋ = 4.
    @Test func arrowsMoveByOneAndSayWhatChanged() throws {
        var slider = try Slider(.lazy(.proposed), model: paddedAdaptive().model)
        #expect(slider.value == 375 && slider.label == "screen width" && tracks(slider) == [3])
        slider.move(by: 1)
        #expect(slider.value == 376 && tracks(slider) == [4])
        #expect(slider.change == "item 1: 3 → 4 tracks" && slider.note.isEmpty)
        #expect(slider.current.layout.items[0].trackSize == 80)  // (344 − 3·8)/4
        slider.move(by: 10)
        #expect(slider.value == 386 && slider.change == "")
        slider.move(by: -11)
        #expect(slider.value == 375 && slider.change == "item 1: 4 → 3 tracks")
        #expect(slider.edit == nil, "back at the start: Enter changes nothing")
    }

    @Test func boundsStopTheValue() throws {
        var slider = try Slider(.lineSpacing, model: paddedAdaptive().model)
        #expect(slider.value == 8)
        slider.move(by: -10)
        #expect(slider.value == 0)
        slider.move(by: -1)
        #expect(slider.value == 0 && slider.note == "spacing is at its lowest, 0")
        var cells = try Slider(.cells, model: Session().model)
        cells.move(by: -10)
        cells.move(by: -10)
        #expect(cells.value == 0 && cells.edit == .lazy(.cells(0)))
    }

    // A flexible item's minimum cannot pass its maximum: the kernel refuses, the value stays.
    @Test func aRefusedValueIsNotTaken() throws {
        var session = Session()
        try session.apply(.lazy(.add(GridItem(.flexible(minimum: 50, maximum: 51)))))
        var slider = try Slider(.lazy(.minimum(item: 1)), model: session.model)
        slider.move(by: 1)
        #expect(slider.value == 51)
        slider.move(by: 1)
        #expect(slider.value == 51)
        #expect(slider.note.hasPrefix("52 refused: "))
    }

    // Breakpoints of adaptive(80) through .padding(): tracks = ⌊(c − 32 + 8)/88⌋, so 2 tracks
    // from c = 200, 3 from 288, 4 from 376, 5 from 464; below c = 112 (offered 80) its one
    // track is squeezed under the minimum — what `sweep width` lists.
    @Test func nAndPJumpToTheSweepsBreakpoints() throws {
        var slider = try Slider(.lazy(.proposed), model: paddedAdaptive().model)
        slider.jump(forward: true)
        #expect(slider.value == 376 && slider.change == "item 1: 3 → 4 tracks")
        slider.jump(forward: true)
        #expect(slider.value == 464 && slider.change == "item 1: 4 → 5 tracks")
        slider.jump(forward: false)
        #expect(slider.value == 376 && slider.change == "item 1: 5 → 4 tracks")
        slider.jump(forward: false)
        #expect(slider.value == 288)
        slider.jump(forward: false)
        #expect(slider.value == 200)
        slider.jump(forward: false)
        #expect(slider.value == 112 && slider.change == "item 1: 2 → 1 tracks")
        // The same values the sweep lists.
        let sweep = try SweepRunner.run(
            Sweep(parameter: .proposed, from: 100, to: 500, step: 1, plot: false),
            on: slider.original.lazy)
        #expect(sweep.rows.map(\.value) == [100, 112, 200, 288, 376, 464])
    }

    @Test func aSearchWithoutBreakpointsSaysSoAndStopsWhenAsked() throws {
        var session = Session()
        try session.apply(.lazy(.add(GridItem(.fixed(70)))))
        var slider = try Slider(.lineSpacing, model: session.model)
        slider.jump(forward: true)
        #expect(slider.value == 8 && slider.note == "no breakpoint above 8 (searched to 500)")
        var width = try Slider(.lazy(.proposed), model: session.model)
        var asked = 0
        width.jump(forward: true) {
            asked += 1
            return true
        }
        #expect(asked == 1 && width.value == 375 && width.note == "search stopped at 630")
    }

    // Enter is one edit that makes the slider's model: applied once, undone once.
    @Test func theEditIsOneUndoableChange() throws {
        var session = paddedAdaptive()
        var slider = try Slider(.lazy(.proposed), model: session.model)
        slider.jump(forward: true)
        let edit = try #require(slider.edit)
        #expect(edit == .screen(.length(376, .vertical)))
        let before = session.undoCount
        try session.apply(edit)
        #expect(session.model == slider.model && session.undoCount == before + 1)
        try session.undo()
        #expect(session.model == slider.original)
        let targets: [(Slider.Target, ModelEdit)] = [
            (.lazy(.minimum(item: 1)), .lazy(.set(1, .minimum(81)))),
            (.lazy(.maximum(item: 1)), .lazy(.set(1, .maximum(344)))),
            (.lazy(.spacing(item: 1)), .lazy(.set(1, .spacing(9)))),
            (.lineSpacing, .lazy(.lineSpacing(9))), (.cells, .lazy(.cells(13))),
        ]
        for (target, expected) in targets {
            var one = try Slider(target, model: session.model)
            one.move(by: 1)
            #expect(one.edit == expected)
            var copy = session
            try copy.apply(expected)
            #expect(copy.model == one.model, "\(target)")
        }
    }

    // The eager Grid: two 150-wide cells; on the default 375 screen they use 308.
    // Below 316 the Grid (its 308 of fixed cells and spacing plus the fill's 0…) overflows.
    @Test func eagerGridWidth() throws {
        let session = try twoWideCells()
        var slider = try Slider(.eagerWidth, model: session.model)
        // The default screen's 375.
        #expect(slider.value == 375 && slider.label == "width")
        slider.jump(forward: false)
        // Jumping down stops at 308, where nothing has changed yet: the change is empty and the
        // note says what one step lower does — two things, said in two places.
        #expect(
            slider.value == 308 && slider.change == ""
                && slider.note == "one step lower: the Grid is wider than it is offered")
        slider.move(by: -1)
        #expect(slider.change == "the Grid is wider than it is offered" && slider.note.isEmpty)
        #expect(slider.edit == .screen(.length(307, .vertical)))
        #expect(throws: CommandError.self) { try Slider(.lazy(.proposed), model: session.model) }
        #expect(throws: CommandError.self) { try Slider(.eagerWidth, model: Session().model) }
    }

    @Test func parsingTheTargets() throws {
        #expect(try CommandParser.parse("slide width") == .shell(.slide(.lazy(.proposed))))
        #expect(try CommandParser.parse("slide 2 max") == .shell(.slide(.lazy(.maximum(item: 2)))))
        #expect(try CommandParser.parse("slide spacing") == .shell(.slide(.lineSpacing)))
        #expect(try CommandParser.parse("slide grid width") == .shell(.slide(.eagerWidth)))
        let error = #expect(throws: CommandError.self) { try CommandParser.parse("slide wdth") }
        #expect(error == .language(.expected(SlideSyntax.expected, found: "wdth")))
        #expect(
            error?.description
                == "expected width, height, spacing, cells, an item number or 'grid width', "
                + "found 'wdth'")
    }

    // Not on a terminal (a script, a pipe, the tests): one clear error, the model unchanged.
    @Test func refusesPolitelyWithoutATerminal() {
        let t = Transcript()
        t.run("add adaptive 80; slide width")
        #expect(
            t.stderr
                == "error: 'slide' needs a terminal: it reads single keys and redraws in place; "
                + "in a script, use 'sweep' (or set the value directly)"
        )
        #expect(t.grid.container == 375)
        let wrong = Transcript()
        wrong.run("slide 2 min")
        #expect(
            wrong.stderr
                == "error: there is no item 2: the grid has no items yet (try 'add flexible')")
    }

    @Test func helpSlideListsTheKeys() throws {
        let text = try Help.text(for: "slide")
        for key in ["← →", "Shift-← Shift-→ or [ ]", "n p", "Enter", "Esc or Ctrl-C"] {
            #expect(text.contains("    " + key), "\(key)")
        }
    }

    // The frame fits the terminal: the diagram gives way, the widths and the status stay.
    @Test func theFrameFitsTheTerminal() throws {
        var slider = try Slider(.lazy(.proposed), model: paddedAdaptive().model)
        slider.move(by: 1)
        let tall = SliderView.frame(slider, columns: 80, rows: 50, style: Style(color: false))
        #expect(tall[0].hasPrefix("LazyVGrid · screen 376 → .padding() → 344 offered"))
        #expect(tall.contains("1    adaptive 80…∞ 344    344   4 × 80 0, 88, 176, 264"))
        #expect(
            tall[tall.count - 2]
                == "slide screen width: 376 → 344 offered (was 375) · changed: item 1: 3 → 4 tracks"
        )
        let short = SliderView.frame(slider, columns: 80, rows: 12, style: Style(color: false))
        // At most 11 rows for 12 (the status line needs the last): the title wraps at ' · '.
        #expect(SliderView.height(short, columns: 80) <= 11)
        #expect(
            short[0].hasPrefix("LazyVGrid · screen 376")
                && short.contains { $0.hasPrefix("screen    |<") })
        #expect(short.contains("1    adaptive 80…∞ 344    344   4 × 80 0, 88, 176, 264"))
        #expect(SliderView.height(["", String(repeating: "x", count: 81)], columns: 80) == 3)
    }
}

@Suite("Slider on a short terminal")
struct SliderShortTerminalTests {
    /// Before: at 24 rows the measured second case (four flags, nine lines of reasons) kept
    /// every flag line and dropped the diagram. Now the reasons give way to one line that names
    /// the flags, and the picture stays.
    @Test func flagsGiveWayBeforeThePicture() throws {
        let t = Transcript()
        t.run("add flexible min 50; add flexible min 120; width 200")
        var slider = try Slider(.lazy(.proposed), model: t.runner.session.model)
        slider.move(by: 0)
        let short = SliderView.frame(slider, columns: 80, rows: 24, style: Style(color: false))
        #expect(SliderView.height(short, columns: 80) <= 23)
        #expect(
            short.contains { $0.hasPrefix("row 1") }, "the diagram's first row is kept: \(short)")
        #expect(
            short.contains(
                "flags: order-dependent, overflow, second-pass, squeezed ('flags' says why)"))
        #expect(!short.contains { $0.hasPrefix("  overflow:") })
        let tall = SliderView.frame(slider, columns: 80, rows: 60, style: Style(color: false))
        #expect(tall.contains { $0.hasPrefix("  overflow:") }, "with room, the reasons show")
    }

    /// The eager Grid's slider keeps its picture (the diagram, not the cell table).
    @Test func theEagerSliderShowsThePicture() throws {
        let t = Transcript()
        // On a 400 screen: the fixed cell is served first (shares 196), then both fills share 196
        // again: column 1 keeps its 300, column 2 takes 196 (measured rules, docs/model.md).
        t.run("width 400; grid; row add fill fill; row add 300x30 fill")
        let slider = try Slider(.eagerWidth, model: t.runner.session.model)
        let frame = SliderView.frame(slider, columns: 80, rows: 40, style: Style(color: false))
        #expect(frame.contains { $0.hasPrefix("row 2") })
        #expect(frame.contains("columns: 300 · 196"))
        #expect(!frame.contains { $0.hasPrefix("cell  columns") })
    }
}

@Suite("Slider status: what changed, apart from what is next")
struct SliderStatusTests {
    /// Before: one note said either what changed or what the next breakpoint would do, in the
    /// same place ("· breakpoint: one step lower, …" after a value where nothing changed).
    // Two 150-wide cells with spacing 8 need 308: jumping down from 375 stops at 308, and one
    // step lower (307) the Grid is wider than it is offered.
    @Test func theChangeAndTheNoteHaveTheirOwnPlaces() throws {
        let session = try twoWideCells()
        var slider = try Slider(.eagerWidth, model: session.model)
        slider.jump(forward: false)
        var frame = SliderView.frame(slider, columns: 100, rows: 40, style: Style(color: false))
        #expect(frame.contains("slide width: 308 (was 375)"))
        #expect(frame.contains("one step lower: the Grid is wider than it is offered"))
        slider.move(by: -1)
        frame = SliderView.frame(slider, columns: 100, rows: 40, style: Style(color: false))
        #expect(
            frame.contains(
                "slide width: 307 (was 375) · changed: the Grid is wider than it is offered"))
        #expect(!frame.contains { $0.hasPrefix("one step lower") })
    }
}

/// The eager Grid with one row of two 150 × 30 cells (with spacing 8 they need 308), on the
/// default 375 screen.
private func twoWideCells() throws -> Session {
    var session = Session()
    try session.apply(.model(.showEager))
    try session.apply(
        .eager(
            .rowAdd([
                EagerCell(.sized(width: .fixed(150), height: .fixed(30))),
                EagerCell(.sized(width: .fixed(150), height: .fixed(30))),
            ])))
    return session
}
