import Foundation
import TestSupport
import Testing

@testable import CommandLanguage
@testable import Files
@testable import GridModel
@testable import Shell
@testable import SwiftSourceReader

/// The reader's budget as the shell spends it: one budget per top-level command.
@Suite("Command budget at the shell")
struct CommandBudgetTests {
    /// A grid whose only item is `.fixed(EXPR)` after `decls`.
    func fixed(_ expr: String, _ decls: String = "") -> String {
        decls + "\nlet v = LazyVGrid(columns: [GridItem(.fixed(\(expr)))]) {}\n"
    }

    /// The budget is per top-level command: each line typed at the shell (which runs lines one
    /// by one, not as a script) starts with it unspent, so opening a file that costs over half
    /// the step budget works again and again.
    @Test func theBudgetIsPerCommand() throws {
        let function = "func f(_ n: Int) -> Int { n <= 0 ? 1 : f(n - 1) + f(n - 1) }"
        var chosen: (text: String, steps: Int)?
        for n in 10...20 where chosen == nil {
            let text = fixed("CGFloat(f(\(n)) % 50 + 10)", function)
            let budget = CommandBudget()
            _ = try SwiftSourceReader.read(text: text, fileName: "c.swift").grid(
                number: nil, budget: budget)
            if budget.steps * 2 > Limits.evaluationSteps { chosen = (text, budget.steps) }
        }
        let (text, steps) = try #require(chosen)
        #expect(steps < Limits.evaluationSteps)
        let file = TemporaryFile("budget", extension: "swift")
        let path = file.path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let transcript = Transcript()
        transcript.runner.policy.interactive = true
        var none = TextSource("", name: nil)
        var number = 0
        for line in 1...3 {
            let outcome = transcript.runner.runLine(
                "open \(path)", at: Location(file: nil, line: line), source: &none, number: &number)
            #expect(outcome == .ok, "line \(line): \(transcript.stderr)")
        }
    }
}
