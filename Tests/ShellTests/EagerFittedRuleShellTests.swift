import TestSupport
import Testing

@testable import Shell

/// G7 end to end: a grid whose numbers a rule fitted to few measurements changed says so.
@Suite("G7 at the prompt")
struct EagerFittedRuleShellTests {
    // The book grid of five columns with spans comes out 360.42 wide, more than the 343
    // offered: rule 8's later-span targets and rule 6's kept-open columns shaped it, so the
    // grid `open` read, shown, says it depends on G7 and names the rules.
    @Test func theFiveColumnSpanExampleListsG7() throws {
        let path = packageRoot().appendingPathComponent("examples/swift/004-5-column-span.swift")
        let t = Transcript(columns: 400)
        t.run("open \(path.path)\nshow")
        #expect(t.stdout.contains("depends on assumptions:"), "\(t.stdout)\n\(t.stderr)")
        #expect(t.stdout.contains("  G7"), "\(t.stdout)")
        #expect(t.stdout.contains("rule 8, a full-width view's shortfall"), "\(t.stdout)")
    }
}
