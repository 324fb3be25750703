import LayoutKernel
import Testing

@testable import Shell
@testable import Teaching

/// Issue 33: the quiz's verdict and score are its last lines (before: ~35 lines of explanation
/// followed them, pass 2 repeating pass 1 word for word, so a class at 24 rows saw only the
/// tail); the explanation works pass 2 only when it differs; an answer that rests on an
/// assumption is what the model says (before: "SwiftUI draws 200 · 0" for quiz 9's A3); the
/// quiz's grid replaces the model in a fresh trainer's model, one `undo` giving the person's
/// back.
@Suite("Quiz: how it ends")
struct QuizEndingTests {
    static func lines(_ t: Transcript) -> [String] {
        t.stdout.split(separator: "\n").map(String.init)
    }

    /// Quiz 1 at 200: pass 1 fills the 200 exactly (70 + 8 + 57 + 8 + 57), so pass 2 is the
    /// same and is said in one step; the verdict and the score end the output.
    @Test func theVerdictIsLastAndPassTwoIsOneLineWhenItRepeats() {
        let t = Transcript()
        t.run("quiz 1\nc")
        let lines = Self.lines(t)
        #expect(lines.last == "Right: SwiftUI draws 70 · 57 · 57. Score: 1 of 1 right.")
        #expect(lines.contains("  7. Pass 2 at 200 gives every item the same widths as pass 1."))
        #expect(!t.stdout.contains("Pass 2 at 200: remaining"), "not worked again")
        // Eight steps instead of twelve: pass 2's five (start, two items, tracks, total) are one.
        #expect(
            lines.contains { $0.hasPrefix("  8. ") } && !lines.contains { $0.hasPrefix("  9. ") })
    }

    /// Quiz 2 overflows: pass 1 gives 96 · 120 (224 > 200), pass 2 at 224 gives 108 · 120. It
    /// differs, so it is worked step by step.
    @Test func passTwoIsWorkedWhenItDiffers() {
        let t = Transcript()
        var source = ScriptedSource(lines: ["quiz 2", ""])
        #expect(t.runner.run(&source) == .ok)
        #expect(t.stdout.contains("Pass 2 at 224: remaining = 224 − 8"))
        #expect(!t.stdout.contains("gives every item the same"))
        #expect(
            Self.lines(t).last
                == "SwiftUI draws 108 · 120. Score: 1 revealed, none answered yet.")
    }

    /// Quiz 9 rests on A3 (item 2's share 150 − 8 − 200 = −58 becomes 0) and quiz 15, a
    /// LazyHGrid, on A6: they say what the model says and why. Quiz 1 (measured case 1) and
    /// quiz 17 (an eager Grid, sized by the rules measured on 153 grids) say what SwiftUI draws.
    @Test func anAnswerThatRestsOnAnAssumptionSaysSo() throws {
        let nine = try Quiz(number: 9)
        #expect(
            nine.verdict(.judged(right: false, said: "71 · 71"))
                == "Not quite: the model says 200 · 0 (assumption A3, not measured), you said "
                + "71 · 71.")
        #expect(nine.verdict(.reveal) == "The model says 200 · 0 (assumption A3, not measured).")
        #expect(try Quiz(number: 15).verdict(.reveal).contains("(assumption A6, not measured)"))
        #expect(try Quiz(number: 1).verdict(.reveal) == "SwiftUI draws 70 · 57 · 57.")
        #expect(try Quiz(number: 17).verdict(.reveal).hasPrefix("SwiftUI draws "))
        for number in 1...Quiz.bank.count {
            let quiz = try Quiz(number: number)
            let says = quiz.verdict(.reveal)
            #expect(
                says.hasPrefix("SwiftUI draws") == quiz.grid.answerAssumptions.isEmpty,
                "quiz \(number): \(says)")
        }
    }

    /// The quiz's grid replaces the whole model: the person's eager Grid is not kept beside
    /// it, and one undo gives everything back.
    @Test func theQuizStartsFreshAndOneUndoGivesTheModelBack() {
        let t = Transcript()
        t.run("grid; row add fill fill; lazy; add fixed 10; width 300")
        t.run("quiz 1\na")
        #expect(t.runner.session.eagerGrid.rows.isEmpty, "a fresh Grid beside the quiz's grid")
        #expect(t.runner.session.screen.width == 300, "on the session's screen")
        #expect(t.stdout.contains("'undo' gives yours back"))
        t.run("undo")
        #expect(t.grid.items == [GridItem(.fixed(10))])
        #expect(t.runner.session.eagerGrid.rows.count == 1)
    }
}
