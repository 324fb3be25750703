import TestSupport
import Testing

@testable import Rendering
@testable import Shell
@testable import Teaching

/// Issue 24: a player a teacher can trust.
@Suite("Presenting a lesson's steps")
struct PresentStepTests {
    /// Before: the last step's key line still offered "Enter next".
    @Test func theLastStepOffersNoNext() {
        #expect(
            PlayScreen.status(step: 12, of: 12, columns: 200)
                == "step 12 of 12 (the end) · ←/p back · r rerun · N Enter jump · q leave")
        #expect(
            PlayScreen.status(step: 12, of: 12, columns: 50)
                == "step 12 of 12 (the end) · p back · q leave")
        #expect(!PlayScreen.status(step: 11, of: 12, columns: 200).contains("the end"))
    }

    /// Before: a reveal — narration after the command, nothing run — showed no picture. A
    /// reveal is checked (issue 33): `expect` lines follow it.
    @Test func aRevealShowsThePicture() {
        let t = Transcript()
        let lesson = Lesson(lines: [
            "# Title", "", "# Ask: how wide?", "add fixed 70; width 200", "# Reveal: 70.",
            "expect widths 70",
        ])
        #expect(lesson.steps.count == 3 && lesson.steps[2].isReveal)
        #expect(
            t.runner.presentStep(lesson.steps[0], file: "l.grid", first: true).output.isEmpty,
            "no picture on the title card")
        _ = t.runner.presentStep(lesson.steps[1], file: "l.grid")
        let reveal = t.runner.presentStep(lesson.steps[2], file: "l.grid")
        #expect(reveal.output.count == 1)
        #expect(reveal.output.first?.contains("LazyVGrid · screen 200 → 200 offered") == true)
        #expect(!reveal.changed)
    }

    /// Issue 33: a question asked before the next command (narration, then a blank line, no
    /// check) is not a reveal, and shows no picture: the grid on screen is the last one, not the
    /// one it asks about (lesson 6's quiz 3 showed quiz 1's grid).
    @Test func aQuestionBeforeTheNextCommandShowsNoPicture() {
        let t = Transcript()
        let lesson = Lesson(lines: [
            "# Title", "", "add fixed 70; width 200", "# Next: what if 120?", "", "add fixed 50",
        ])
        #expect(lesson.steps.count == 4 && !lesson.steps[2].isReveal)
        _ = t.runner.presentStep(lesson.steps[1], file: "l.grid")
        #expect(t.runner.presentStep(lesson.steps[2], file: "l.grid").output.isEmpty)
    }

    /// Before: with `auto off`, a command step that changed the model showed nothing at all.
    @Test func withAutoOffACommandStepStillShowsWhatChanged() {
        let t = Transcript()
        t.run("auto off")
        let lesson = Lesson(lines: ["# Title", "", "# Set it up", "add fixed 70; width 200"])
        let step = t.runner.presentStep(lesson.steps[1], file: "l.grid")
        #expect(step.changed)
        #expect(step.output.first?.contains("1    fixed 70") == true, "\(step.output)")
    }

    /// Before: the flags answered the narration's question ("does it overflow?") at once.
    /// `[hold flags]` keeps them for the next step; the line itself is not shown.
    @Test func aStepCanHoldItsFlagsBack() {
        let lines = [
            "# Title", "", "# Does it fit? [hold flags] is not the directive; the line alone is.",
            "# [hold flags]",
            "add flexible min 50; add flexible min 120; width 200", "",
            "# It overflows: 224 in 200.", "show",
        ]
        let lesson = Lesson(lines: lines)
        #expect(lesson.steps.count == 3)
        #expect(lesson.steps[1].holdsFlags)
        #expect(!lesson.steps[1].narration.contains(Lesson.holdFlags))
        #expect(!lesson.steps[2].holdsFlags)
        let t = Transcript()
        t.runner.policy.interactive = true
        let ask = t.runner.presentStep(lesson.steps[1], file: "l.grid")
        let text = ask.output.joined(separator: "\n")
        #expect(text.contains(LayoutPart.heldFlags))
        #expect(!text.contains("overflow:"))
        let reveal = t.runner.presentStep(lesson.steps[2], file: "l.grid")
        #expect(reveal.output.joined(separator: "\n").contains("overflow: pass 1 needs 224"))
        #expect(!t.runner.presenter.flagsHeld)
    }
}
