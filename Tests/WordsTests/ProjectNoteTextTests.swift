import LayoutKernel
import Testing
import Words

/// The project walk's notes and the reader's hints are data; these are their words (issue 28),
/// the sentences `open FOLDER`, `open FILE` and `check` printed when they were built as text.
@Suite struct ProjectNoteTextTests {
    @Test func skippedEntriesAndFilesSayPathThenWhy() {
        #expect(
            ProjectNoteText.sentence(.entrySkipped(path: "App/Link.swift", .symlink))
                == "App/Link.swift: a symlink, not followed")
        #expect(
            ProjectNoteText.sentence(
                .fileSkipped(file: "App/B.swift", line: 4, .syntax(first: "expected ']'", count: 3))
            )
                == "App/B.swift:4: skipped, it does not parse: expected ']' (and 2 more syntax "
                + "errors)")
        #expect(
            ProjectNoteText.reason(.syntax(first: nil, count: 1)) == "does not parse: syntax error")
        // Before: "(and 1 more syntax errors)".
        #expect(
            ProjectNoteText.reason(.syntax(first: "expected ']'", count: 2))
                == "does not parse: expected ']' (and 1 more syntax error)")
        #expect(
            ProjectNoteText.reason(EntrySkip.tooLarge(bytes: 9, limit: 8))
                == "skipped, it is 9 bytes, more than the 8 the reader takes")
    }

    /// Three failures for one reason and one for another: the reasons counted in the order
    /// first met (a capital lowered), the first three paths, then how many more.
    @Test func unreadableEntriesAreCountedInOneSentence() {
        let entries = [
            UnreadableEntry(path: "a", reason: "Permission denied"),
            UnreadableEntry(path: "b", reason: "Permission denied"),
            UnreadableEntry(path: "c", reason: "No such file or directory"),
            UnreadableEntry(path: "d", reason: "Permission denied"),
        ]
        #expect(
            ProjectNoteText.sentence(.unreadable(entries))
                == "4 entries could not be read (3 permission denied, 1 no such file or "
                + "directory): a, b, c and 1 more; what they hold was not checked")
    }

    /// 64 << 20 bytes is 64 MB.
    @Test func theBudgetSaysWhatWasLeft() {
        let stop = WalkBudgetStop(
            root: "App", budgetFiles: 20, budgetBytes: 64 << 20, left: 1, stoppedLooking: false)
        #expect(
            ProjectNoteText.sentence(.budgetReached(stop))
                == "the budget of 20 Swift files and 64 MB was reached: 1 more Swift file under "
                + "App not read")
        var looking = stop
        looking.stoppedLooking = true
        looking.left = 2
        #expect(
            ProjectNoteText.text(looking).hasPrefix("App holds too many entries to look at all"))
    }

    /// Mode 0o1777 is said in octal, as `ls` and `chmod` say it.
    @Test func aRefusedFolderNamesWhoCouldPlantFiles() {
        let refusal = ProjectRefusal(
            folder: "/tmp", role: .project, owner: .writableByAll(mode: 0o1777))
        #expect(
            ProjectNoteText.sentence(.refused(refusal))
                == "/tmp: not read as a project, every user may write to it (mode 1777); files "
                + "someone else can plant there are not taken as yours (git refuses such folders "
                + "for the same reason)")
        #expect(
            ProjectNoteText.summary(parsed: 1, root: "App", refusal: nil)
                == "searched 1 file of the project App")
    }

    @Test func aHintSaysWhatToChangeThenTheCommand() {
        #expect(ValueHintText.text(.lazyItems(.horizontal)) == "the rows of the LazyHGrid")
        #expect(
            ValueHintText.text(ValueHint(.whatIf(written: "w"), .setIt(["a X", "b Y"])))
                == "replace 'w' with a number for a what-if, or set it with the trainer command "
                + "`a X` or `b Y`")
        #expect(
            ValueHintText.text(
                ValueHint(.fixInSource, .leaveFrameOut(axis: .horizontal, command: "height N")))
                == "fix it in the source, or leave the frame out and set the height with the "
                + "trainer command `height N`")
    }
}
