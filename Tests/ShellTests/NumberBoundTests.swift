import Testing

@testable import CommandLanguage
@testable import Files
@testable import Shell

/// A number past a bound is refused, never rounded to it: `1000000000.0000000001` reads as the
/// Double 1e9 (the step between Doubles there is about 1.2e-7), which the bound of 1e9 let
/// through; the digits now decide.
struct NumberBoundTests {
    /// Worked by hand against the bound 1,000,000,000 (digits "1", first digit's power 10):
    /// - 1000000000.0000000001 → digits 10000000000000000001, power 10: more digits after the
    ///   same first, so larger;
    /// - 1.0000000000000001e9 → the same digits and power: larger;
    /// - 1000000000.000 and 1e9 and 0.001e12 → digits "1", power 10: equal, not larger;
    /// - 999999999.99999999999 → power 9: smaller (though it rounds to 1e9 as a Double).
    @Test func exceedsExactlyComparesTheDigits() {
        let bound = 1e9
        #expect(NumberParser.exceedsExactly("1000000000.0000000001", bound))
        #expect(NumberParser.exceedsExactly("1.0000000000000001e9", bound))
        #expect(NumberParser.exceedsExactly("-1000000000.0000000001", bound))
        #expect(NumberParser.exceedsExactly("10000000000e-1", bound) == false)
        #expect(NumberParser.exceedsExactly("1000000000.000", bound) == false)
        #expect(NumberParser.exceedsExactly("1e9", bound) == false)
        #expect(NumberParser.exceedsExactly("0.001e12", bound) == false)
        #expect(NumberParser.exceedsExactly("0001000000000", bound) == false)
        #expect(NumberParser.exceedsExactly("999999999.99999999999", bound) == false)
        #expect(NumberParser.exceedsExactly("1000000000.00000000000000000000000001", bound))
    }

    /// Through the commands and a saved file: past the bound by less than a Double's step is
    /// an error; at the bound, or below it by less, is accepted.
    @Test func commandsAndSavedFilesRefuseThem() throws {
        for typed in [
            "width 1000000000.0000000001", "width 1.0000000000000001e9",
            "add fixed 1000000000.0000000001", "spacing -1000000000.0000000001",
        ] {
            let t = Transcript()
            t.run(typed)
            #expect(t.stderr.contains("is too large"), "\(typed): \(t.stderr)")
        }
        let t = Transcript()
        t.run("width 1000000000.000\nadd fixed 999999999.99999999999")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(t.runner.session.screen.width == 1e9 && t.grid.items[0].size == .fixed(1e9))
        let lines = [
            (1, LayoutFile.header), (2, "screen width 1000000000.0000000001 height 600"),
        ]
        #expect(throws: LineError.self) {
            _ = try LayoutFileReader.model(lines.map { (number: $0.0, text: $0.1) })
        }
    }
}
