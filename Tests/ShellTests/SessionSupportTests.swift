import Foundation
import LayoutKernel
import TestSupport
import Testing

@testable import CommandLanguage
@testable import Files
@testable import GridModel
@testable import Rendering
@testable import Shell
@testable import SystemInterface
@testable import Teaching
@testable import Words

@Suite("Sweep control")
struct SweepControlTests {
    final class Counter {
        var calls = 0
        var reports: [Double] = []
    }

    // Stopping after the 3rd check: steps 100, 110 done, then interrupted; rows so far kept.
    @Test func ctrlCStopsASweepAndKeepsWhatWasDone() throws {
        let counter = Counter()
        var control = SweepRunner.Control()
        control.shouldStop = {
            counter.calls += 1
            return counter.calls > 2
        }
        let grid = LazyGrid(
            items: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], proposed: 200)
        let result = try SweepRunner.run(
            Sweep(parameter: .proposed, from: 100, to: 300, step: 10, plot: false), on: grid,
            control: control)
        #expect(result.interrupted)
        // 100: 70 · 22 (squeezed) is the first row; 110 (70 · 32, squeezed) changes nothing.
        #expect(result.rows.map(\.value) == [100])
        #expect(
            TextRenderer(columns: 80, style: Style(color: false)).sweep(result).hasSuffix(
                "(interrupted at 120: the rows above are the steps done)"))
    }

    @Test func longSweepsReportProgressAndClearIt() throws {
        let counter = Counter()
        var control = SweepRunner.Control()
        control.quietPeriod = 0
        control.now = System.now
        control.progress = { counter.reports.append($0) }
        let grid = LazyGrid(items: [GridItem(.flexible())], proposed: 200)
        _ = try SweepRunner.run(
            Sweep(parameter: .proposed, from: 0, to: 1000, step: 1, plot: false), on: grid,
            control: control)
        #expect(counter.reports.count > 3)
        #expect(counter.reports.last == 1)
        #expect(counter.reports.dropLast().allSatisfy { $0 < 1 })
    }

    @Test func plotDrawsTrackWidths() throws {
        let t = Transcript()
        t.run("add fixed 70; add adaptive 40; sweep width 200...300 step 50 --plot")
        #expect(t.stdout.contains("track widths (0 … 70) against width:"))
        #expect(
            t.stdout.contains(
                "(digit: track number from 1, mod 10, at its width; *: tracks of the same width)"))
    }
}

@Suite("Saved layouts on disk")
struct LayoutStoreTests {
    @Test func savesAtomicallyWithMode0600AndLoadsBack() throws {
        let directory = TemporaryFile("store")  // the store makes the folder when it saves
        let store = LayoutStore(directory: directory.path)
        var library = LayoutLibrary(storage: .disk(store))
        var session = Session()
        try session.apply(.lazy(.add(GridItem(.fixed(42)))))
        try library.save(session.model, as: "mine")
        let path = store.path("mine")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: store.directory) == ["mine.grid"])
        let loaded = try LayoutLibrary(storage: .disk(store)).lookup("mine", current: Model())
        #expect(loaded.lazy.items == [GridItem(.fixed(42))])
        #expect(store.names() == ["mine"])
    }

    @Test func aCorruptFileGivesAClearErrorAndIsLeftUntouched() throws {
        let directory = TemporaryFile("store")  // the store makes the folder when it saves
        let store = LayoutStore(directory: directory.path)
        try FileManager.default.createDirectory(
            atPath: store.directory, withIntermediateDirectories: true)
        let path = store.path("broken")
        let corrupt = "columns [GridItem(.fixed(70)\nwidth 200\n"
        try corrupt.write(toFile: path, atomically: true, encoding: .utf8)
        let library = LayoutLibrary(storage: .disk(store))
        let error = try #require(throws: CommandError.self) {
            _ = try library.lookup("broken", current: Model())
        }
        #expect(
            error.description
                == "\(path):1: Swift syntax: at column 21: expected ')' to end function call;"
                + " the model is unchanged and the file untouched")
        guard case .file(.layoutRefused(path: path, line: 1, .language(.swiftSyntax))) = error
        else {
            Issue.record("expected a refused line of the layout, got \(error)")
            return
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == corrupt)
    }
}

@Suite("Wrapping")
struct WrapTests {
    @Test func wrapsAtWordsWithAHangingIndent() {
        // "  slack: the tracks use 148 of" is exactly 30 columns; the rest goes on, indented 4.
        let text = Wrap.lines(
            "the tracks use 148 of the grid's 375", width: 30, first: "  slack:", indent: 4)
        #expect(text == "  slack: the tracks use 148 of\n    the grid's 375")
    }

    @Test func colourCodesTakeNoColumns() {
        #expect(Wrap.visibleCount("\u{1B}[31mslack\u{1B}[0m:") == 6)
    }
}

@Suite("Colour")
struct ColourTests {
    @Test func itemsAreColouredOnlyWhenAsked() {
        var canvas = Canvas(width: 10, height: 1)
        canvas.fill("=", x: 0..<4, y: 0)
        canvas.fill("-", x: 5..<8, y: 0)
        canvas.paint(0, x: 0..<4, y: 0)
        canvas.paint(1, x: 5..<8, y: 0)
        #expect(canvas.lines(style: Style(color: false)) == ["==== ---"])
        #expect(
            canvas.lines(style: Style(color: true)) == [
                "\u{1B}[36m====\u{1B}[0m \u{1B}[33m---\u{1B}[0m"
            ])
    }

    @Test func pipedOutputHasNoEscapes() throws {
        let result = try runTrainer(["-c", "load measured-2; show"])
        #expect(!result.stdout.contains("\u{1B}"))
    }
}

@Suite("JSON limits")
struct JSONLimitTests {
    @Test func showListsAtMostSixtyCellsAndSaysSo() {
        let t = Transcript(json: true)
        t.run("add fixed 5; cells 100; show")
        #expect(t.stdout.contains(#""cellCount":100,"cellsListed":60,"cells":["#))
        #expect(t.stdout.components(separatedBy: #"{"index":"#).count - 1 == 1 + 60)
    }
}
