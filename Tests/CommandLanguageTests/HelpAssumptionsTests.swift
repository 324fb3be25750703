import Testing

@testable import CommandLanguage

/// Issue 29: `help assumptions` lists the guesses the Swift reader names in its notes (S1–S3),
/// from the reader's own tables.
@Suite("help assumptions: the reader's guesses")
struct HelpAssumptionsTests {
    @Test func helpAssumptionsListsTheGuessesTheNotesName() throws {
        let text = try Help.text(for: "assumptions")
        for part in ["S1", "TextField 22", "Toggle 31", "S2", ".caption 12", "S3", "30 wide"] {
            #expect(text.contains(part), "\(part) missing from: \(text)")
        }
    }
}
