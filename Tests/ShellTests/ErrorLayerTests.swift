import TestSupport
import Testing

@testable import CommandLanguage
@testable import GridModel
@testable import Shell

/// Errors split by layer: each throw site names its layer, the payloads are the numbers and
/// paths (not sentences), the JSON `code` follows the layer, and the words are the same.
@Suite("Errors by layer")
struct ErrorLayerTests {
    // 2 × 10000 = 20000 cells; Limits.cells is 10000.
    @Test func aLimitCarriesItsValueAndMaximum() {
        var session = Session()
        let error = #expect(throws: EditError.self) { try session.apply(.lazy(.cells(20000))) }
        #expect(error == .limit(.cells(20000, maximum: Limits.cells)))
        let said = error.map(CommandError.init)
        #expect(said == .limit(.cells(20000, maximum: Limits.cells)))
        #expect(said?.description == "20000 cells is too many; expected at most \(Limits.cells)")
        #expect(said?.code == .invalid)
        // Infinity parses; the kernel refuses it when the edit is applied (model unchanged).
        let t = Transcript()
        #expect(t.run("add GridItem(.fixed(.infinity))") == .failed)
        #expect(t.err == ["error: item 1: fixed size cannot be infinite; expected a finite number"])
    }

    // 1e400 is past Double's range: a number too large, worded with the largest the trainer
    // takes (Limits.magnitude, 1000000).
    @Test func aNumberTooLargeIsALanguageError() {
        let error = #expect(throws: CommandError.self) { try CommandParser.parse("width 1e400") }
        guard case .language(.tooLargeOrLong("1e400", _, let maximum)) = error else {
            Issue.record("expected a number too large, got \(String(describing: error))")
            return
        }
        #expect(maximum == Int(Limits.magnitude))
        #expect(error?.description.hasPrefix("1e400 is too large or too long; expected") == true)
    }

    // What the model refuses keeps its layer when a command reports it: each `EditError` case
    // becomes the `CommandError` case of the same layer, with the same payload; a chain step
    // that is not what the edit named is the model's, as values (its number, the chain's
    // length or the step found), worded as the language words its own `expected`.
    @Test func theModelsErrorsKeepTheirLayerInACommand() {
        #expect(CommandError(EditError.model(.noItems)) == .model(.noItems))
        #expect(
            CommandError(EditError.limit(.pasteLines(maximum: 10)))
                == .limit(.pasteLines(maximum: 10)))
        #expect(
            CommandError(EditError.layout(.negativeCellCount(-1)))
                == .layout(.negativeCellCount(-1)))
        #expect(
            CommandError(EditError.model(.noChainStep(9, count: 2)))
                == .model(.noChainStep(9, count: 2)))
        #expect(
            CommandError.model(.noChainStep(9, count: 2)).description
                == "expected a step from 1 to 2 (1 is next to the screen), found '9'")
        // The chain is empty: dropping step 1 says so, model unchanged.
        var session = Session()
        let error = #expect(throws: EditError.self) { try session.apply(.chain(.drop(1))) }
        #expect(error == .model(.noChainStep(1, count: 0)))
        #expect(
            error.map(CommandError.init)?.description
                == "expected a chain step, but the chain is empty, found '1'")
        #expect(session.model == Model())
        // `padding 1` where step 1 is a frame: the step found, in Swift.
        _ = try? session.apply(.chain(.frame(at: nil, .frame(width: 300, height: nil))))
        let other = #expect(throws: EditError.self) {
            try session.apply(.chain(.padding(at: 1, nil)))
        }
        #expect(
            other.map(CommandError.init)?.description
                == "expected step 1 to be a padding, found '.frame(width: 300)'")
    }

    @Test func theJSONCodeFollowsTheLayer() {
        #expect(CommandError.language(.missing(.number(.cellLength(.width)))).code == .invalid)
        #expect(CommandError.model(.noItems).code == .invalid)
        #expect(CommandError.limit(.pasteLines(maximum: 10)).code == .invalid)
        #expect(CommandError.terminal(.alreadyPlaying).code == .invalid)
        #expect(CommandError.file(.sourceStopped(path: "a.grid")).code == .file)
        // `watch` outside the shell was reported as a file problem before the split; it stays.
        #expect(CommandError.terminal(.watchNeedsTerminal(path: "V.swift")).code == .file)
        #expect(
            CommandError.expectation(.tracks(expected: 3, actual: 2)).code == .expectation)
    }

    // widths 100 100 on a 375 screen: 2 flexible items of (375 - 8) / 2 = 183.5.
    @Test func aFailedExpectationHoldsBothSidesNumbers() {
        let t = Transcript(keepGoing: true)
        t.run("add flexible\nadd flexible\nexpect widths 100 100")
        #expect(t.err.count == 1)
        #expect(
            t.err.first?.hasSuffix(
                "expectation failed: expected widths 100 100, actual widths 183.5 183.5") == true,
            "\(t.err)")
        let failure = ExpectationFailure.lengths(
            "widths", expected: [100, 100], actual: [183.5, 183.5])
        #expect(failure.expected == "widths 100 100" && failure.actual == "widths 183.5 183.5")
    }

    @Test func fileErrorsWordTheirPathAndCause() {
        let cycle = FileError.sourceCycle(path: "b.grid", running: ["a.grid", "b.grid"])
        #expect(
            cycle.description
                == "source: 'b.grid' is already running (a.grid → b.grid → b.grid); a file cannot"
                + " source itself")
        let swift = FileError.cannotOpenSwift(.directory("Views"))
        #expect(swift.description == "'Views' is a directory; expected a SwiftUI source file")
    }
}
