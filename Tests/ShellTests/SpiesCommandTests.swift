import Testing

@testable import Shell

/// `spies` through the runner: the seed's header example, a capped item, JSON, the mode check.
@Suite("Spies command")
struct SpiesCommandTests {
    static let header =
        "columns [GridItem(.adaptive(minimum: 100), spacing: 10)]; spacing 10; cells 200; width 800"

    /// At 800: 7 tracks of 740/7 = 105.71 (SpiesTests works it): the spies agree.
    @Test func seedHeaderExample() {
        let t = Transcript()
        #expect(t.run(Self.header + "; spies") == .ok)
        #expect(t.stdout.contains("  columnCount              7   7"))
        #expect(t.stdout.contains("  spacing(5)              10   10"))
        #expect(t.stdout.contains("They agree"))
    }

    /// Capped at 100 with a fixed 100 after it: the adaptive item is proposed 800 − 10 − 100 =
    /// 690, ⌊700/110⌋ = 6 tracks of (690 − 50)/6 = 106.67 capped at 100, so it uses 6 × 100 +
    /// 5 × 10 = 650 and gives 40 back (A2). No item after it takes them: the tracks use
    /// 650 + 10 + 100 = 760 of 800, centred 20 (A4): the tracks at 20, 130, …, 570 and the fixed
    /// one at 680. Every gap is the spacing 10, so the spies agree with the trainer (the old
    /// model's 40 of slack between the capped tracks and the fixed one is gone).
    @Test func cappedItemAsInLessonNineteen() {
        let t = Transcript()
        t.run(Self.header + "; set 1 max 100; add fixed 100; spies")
        #expect(t.stdout.contains("  spacing(5)              10   10"))
        #expect(t.stdout.contains("They agree"))
        #expect(!t.stdout.contains("slack"))
        let json = Transcript(json: true)
        json.run(Self.header + "; set 1 max 100; add fixed 100; spies")
        let line = json.out.last ?? ""
        #expect(
            line.hasPrefix(
                "{\"type\":\"spies\",\"axis\":\"vertical\",\"cellCount\":200,\"cellsRead\":200,"
                    + "\"columnCount\":7,"
            ))
        #expect(line.contains("\"spacings\":[10,10,10,10,10,10,0]"))
        #expect(line.contains("\"differences\":[]"))
        #expect(!line.contains("slack"))
    }

    @Test func onlyForLazyGrids() {
        let t = Transcript()
        t.run("grid; spies")
        #expect(t.stderr.contains("that is a lazy-grid command and the eager Grid is shown"))
        let extra = Transcript()
        extra.run("spies 3")
        #expect(extra.stderr == "error: unexpected '3' after 'spies'; expected the end of the line")
    }
}
