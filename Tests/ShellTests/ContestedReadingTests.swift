import Testing

@testable import Shell

/// Issue 33: A2 is contested, so `explain` and `textbook` print the other reading's numbers
/// wherever they differ from the model's (before: only the model's reading was shown).
@Suite("A2: the other reading shown")
struct ContestedReadingTests {
    /// `[.adaptive(minimum: 50, maximum: 55), .flexible()]` at 400: 392 to share, the adaptive
    /// item proposed 196, 3 tracks of 60 capped at 55 (using 3 × 55 + 2 × 8 = 181). The model
    /// gives 196 − 181 = 15 back: the flexible column is 392 − 181 = 211. Kept: 392 − 196 = 196.
    @Test func explainAndTextbookShowBothReadings() {
        let t = Transcript(columns: 200)
        t.run(
            "columns [GridItem(.adaptive(minimum: 50, maximum: 55)), GridItem(.flexible())]\n"
                + "width 400\nexplain\ntextbook")
        let said = "Read that way: 3 × 55 · 196 (the model: 3 × 55 · 211)."
        #expect(t.out.count == 2)
        #expect(
            t.out.allSatisfy { $0.contains("A2 is contested") && $0.contains(said) }, "\(t.out)")
    }

    /// One capped item alone, `[adaptive(min 100, max 120)]` at 400: ⌊408/108⌋ = 3 tracks of 128,
    /// capped at 120, using 376. The sizes agree; where they sit does not: the model centres the
    /// 24 given back (12, 140, 268), the other reading keeps them inside the item (0, 128, 256).
    @Test func whereTheTracksSitWhenOnlyThatDiffers() {
        let t = Transcript(columns: 200)
        t.run("add adaptive 100 max 120; width 400; explain")
        #expect(
            t.stdout.contains("Read that way: tracks at 0, 128, 256 (the model: 12, 140, 268)."))
    }

    /// No A2, nothing contested said: quiz 1's grid (fixed 70, adaptive 40 at 200).
    @Test func nothingWhenTheLayoutDoesNotRestOnA2() {
        let t = Transcript(columns: 200)
        t.run("add fixed 70; add adaptive 40; width 200; explain; textbook")
        #expect(!t.stdout.contains("contested"))
    }
}
