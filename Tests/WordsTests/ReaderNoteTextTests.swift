import LayoutKernel
import Testing
import Words

/// The reader's notes are data; these are their words (issue 28): the place in front, the
/// values spelled as the trainer spells numbers.
@Suite struct ReaderNoteTextTests {
    @Test func aNoteSaysWhereThenWhat() {
        let note = ReaderNote(.frameSizeAndBounds, at: .line(12))
        #expect(
            ReaderNoteText.sentence(note)
                == "line 12: a frame with both a size and bounds; the size is used")
        let elsewhere = ReaderNote(
            .baselineNotModelled(alignment: "firstTextBaseline"), at: .file("Theme.swift", line: 3))
        #expect(
            ReaderNoteText.sentence(elsewhere)
                == "Theme.swift:3: alignment .firstTextBaseline is not modelled; center is used")
    }

    @Test func aNoteWithoutAPlaceHasNoPrefix() {
        let note = ReaderNote(.stateInitialValue(name: "count", value: 12))
        #expect(
            ReaderNoteText.sentence(note)
                == "@State count = 12: its initial value is used; the running app may change it")
    }

    /// Cells 1–3, 7 and 9–12 (0-based 0, 1, 2, 6, 8…11): runs collapse; one cell is "cell".
    @Test func cellsAreNumberedFromOneWithRunsCollapsed() {
        #expect(ReaderNoteText.numbers([0, 1, 2, 6, 8, 9, 10, 11]) == "1–3, 7, 9–12")
        let one = ReaderNote(
            .defaultCellSize(
                cells: [4], .withoutFrame(view: "Text"), axis: .vertical, natural: 30))
        #expect(
            ReaderNoteText.sentence(one)
                == "cell 5: Text without a frame; sized as the trainer's default cell (fills its "
                + "column, 30 high); no flag rests on that size")
        let across = ReaderNote(
            .defaultCellSize(
                cells: [0, 1], .views(view: "VStack", count: 2), axis: .horizontal,
                natural: 44.5))
        #expect(ReaderNoteText.sentence(across).hasPrefix("cells 1–2: VStack with 2 views inside"))
        #expect(ReaderNoteText.sentence(across).contains("(fills its row, 44.5 wide)"))
    }

    /// "Name" in .caption: 4 characters at 12 points (the estimate's numbers are the reader's).
    @Test func aGuessSaysWhatItRestsOn() {
        let guess = ReaderNote.SizeGuess.text(
            start: "Name", characters: 4, font: ".caption", points: 12)
        #expect(
            ReaderNoteText.text(guess).hasPrefix(
                "Text(\"Name\"): 4 characters in .caption (12 points)"))
        #expect(
            ReaderNoteText.text(.formControl(name: "Toggle", height: 31))
                == "Toggle takes the width offered; its height, 31, is assumed (iOS's default "
                + "style, not measured)")
        // A width the source does not tell, then the row's height resting on the same reason.
        let unknown = ReaderNote.UnknownSize.inFrame(
            .withoutFrame(view: "Image"), minimum: 20, maximum: nil)
        #expect(
            ReaderNoteText.text(.assumedWidth(unknown, width: 30))
                == "Image without a frame, in a frame with a minimum 20; assumed 30 wide")
        #expect(
            ReaderNoteText.text(.rowHeight(.interpolatedText))
                == "Text of an interpolated string; the row's height is assumed")
    }
}
