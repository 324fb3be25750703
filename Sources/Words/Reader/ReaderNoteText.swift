import LayoutKernel

/// The reader's notes in words, as `open`, `check --notes` and the tests show them: the place
/// (`line 12: `) in front of what was not modelled, guessed or assumed.
package enum ReaderNoteText {
    /// One note as a sentence (without the `note: ` in front).
    package static func sentence(_ note: ReaderNote) -> String {
        (note.place.map { text($0) + ": " } ?? "") + words(note.kind)
    }

    /// What a note says, without its place.
    // Implementation note: one exhaustive switch, so a new kind of note does not compile
    // until it has its words.
    private static func words(_ kind: ReaderNote.Kind) -> String {
        let f = NumberText.format
        switch kind {
        case .gridUsedElsewhere(let name):
            return "the grid is the value of '\(name)'; paddings and frames added where '\(name)' "
                + "is used are not read (set them with 'padding' and 'frame')"
        case .unknownContainer(let name):
            return "\(name) is not a container the reader knows; assumed to offer its full size"
        case .scrollsAcross(let axes):
            return "ScrollView(\(axes)) scrolls across the grid; assumed to offer the container's "
                + "full size"
        case .viewsBesideGrid(let container):
            return "the \(container) holds other views beside the grid; the grid is assumed to "
                + "get its full size"
        case .paddingNotEvaluated(let modifier, let axis):
            return "\(modifier)(…) is not evaluated; it does not change the grid's "
                + axis.mainSizeName
        case .frameArgumentNotEvaluated(let label, let axis):
            return ".frame(\(label):) is not evaluated; it does not change the grid's "
                + axis.mainSizeName
        case .frameSizeAndBounds: return "a frame with both a size and bounds; the size is used"
        case .scrollAxesNotRead(let axes):
            return "ScrollView(\(axes)): its axes are not read; taken as vertical (the Grid is "
                + "offered an unspecified height)"
        case .fixedSizeNotEvaluated(let argument):
            return ".fixedSize(\(argument)) is not evaluated; taken as true"
        case .baselineNotModelled(let alignment):
            return "alignment .\(alignment) is not modelled; center is used"
        case .baselineReplaced(let alignment, let used):
            return ".\(alignment) aligns text baselines, which the trainer does not model; "
                + ".\(used) is used"
        case .stateInitialValue(let name, let value):
            return "@State \(name) = \(f(value)): its initial value is used; the running app "
                + "may change it"
        case .valueFromProject(let name, let value, let place):
            return "\(name) = \(text(value)) from \(text(place))"
        case .tooManyViews(let limit): return "more than \(limit) views; the rest are left out"
        case .viewsLeftOut(let reason): return "\(reason); the views there are left out"
        case .switchAddsNoCells(let reason): return "\(reason); the switch adds no cells"
        case .firstBranchUsed(let reason):
            return "\(reason) in an if condition; its first branch is used"
        case .forEachCountAssumed(let data, let reason, let assumed):
            return "ForEach(\(data)) has a count the reader cannot evaluate (\(reason)); "
                + "\(assumed) cells assumed"
        case .viewSizedAsUnknown(let reason, let view):
            return "\(reason); \(view) is sized as an unknown view"
        case .sizeGuessed(let guess): return text(guess)
        case .widthAssumed(let reason, let assumed):
            return "\(text(reason)); assumed \(f(assumed)) wide"
        case .rowHeightAssumed(let reason): return "\(text(reason)); the row's height is assumed"
        case .defaultCellSize(let cells, let reason, let axis, let natural):
            return "\(cells.count == 1 ? "cell" : "cells") \(numbers(cells)): \(text(reason)); "
                + "sized as the trainer's default cell (fills its \(axis.trackName), "
                + "\(f(natural)) \(axis == .vertical ? "high" : "wide")); no flag rests on that "
                + "size"
        }
    }

    /// The lines `open` prints after reading a grid: each note, then what is not modelled.
    package static func messages(notes: [String], notModelled: [String]) -> [String] {
        notes.map { "note: " + $0 }
            + (notModelled.isEmpty ? [] : ["not modelled: " + notModelled.joined(separator: ", ")])
    }

    /// The guesses S1-S3 for `help assumptions`: the form controls' heights, example text
    /// sizes (the default first), and the width taken for a view the source does not size.
    package static func guesses(
        heights: [(name: String, height: Double)], textSizes: [(name: String, points: Double)],
        assumedWidth: Double
    ) -> [String] {
        let heights = heights.map { "\($0.name) \(Int($0.height))" }.joined(separator: ", ")
        let sizes = textSizes.map { ".\($0.name) \(Int($0.points))" }
        return [
            "S1  form controls take the width offered at iOS's default heights, guessed: "
                + "\(heights) (ProgressView with a value); a Divider in a GridRow stands "
                + "upright, 1 wide, as tall as its row",
            "S2  a Text of a literal string is estimated: each character half its font's size "
                + "wide, each line 1.2 times the size high (iOS's default text sizes: "
                + sizes.joined(separator: ", ") + ", …; .system(size: N) is N); an "
                + "interpolated string only its height",
            "S3  a view whose width the source does not tell is taken "
                + "\(Int(assumedWidth)) wide; one whose height it does not tell takes its row's",
        ]
    }

    /// One item of the not-modelled list.
    package static func text(_ item: ReaderNote.NotModelled) -> String {
        switch item {
        case .modifier(let name): "." + name
        case .parameter(let label): label
        case .sectionHeadersAndFooters: "Section headers and footers"
        case .spacerMinimumLength: "Spacer(minLength:)"
        case .unsizedAxes(let axes): ".gridCellUnsizedAxes(\(axes))"
        case .minimumBesideInfiniteMaximum(let minimum, let maximum):
            ".frame(\(minimum):) beside \(maximum): .infinity"
        case .unofferedSize(let view, let minimum, let maximum):
            "the size of \(view) in .frame(\(minimum):\(maximum):) when nothing is offered (10, "
                + "as for a Color, is taken)"
        case .idealInLazyCell(let label): ".frame(\(label):) in a lazy grid's cell"
        }
    }

    /// `line 12`, or `File.swift:12` in another file of the project.
    package static func text(_ place: ReaderNote.Place) -> String {
        switch place {
        case .line(let line): "line \(line)"
        case .file(let file, let line): "\(file):\(line)"
        }
    }

    /// `12`, `an array of 3`, `a GridItem`.
    static func text(_ value: ReaderNote.Value) -> String {
        switch value {
        case .number(let number): NumberText.format(number)
        case .array(let count): "an array of \(count)"
        case .other(let kind): kind
        }
    }

    /// What a guessed length rests on.
    package static func text(_ guess: ReaderNote.SizeGuess) -> String {
        switch guess {
        case .formControl(let name, let height):
            "\(name) takes the width offered; its height, \(Int(height)), is assumed (iOS's "
                + "default style, not measured)"
        case .uprightDivider(let thickness):
            "Divider in a GridRow stands upright (the row lays its cells out as an HStack does): "
                + "it takes its row's height, and its thickness, \(Int(thickness)), is assumed "
                + "(not measured)"
        case .text(let start, let characters, let font, let points):
            "Text(\"\(start)\"): \(characters) character\(characters == 1 ? "" : "s") in "
                + "\(font) (\(NumberText.format(points)) points), estimated at half the font's "
                + "size each and 1.2 times its size per line (assumed, not measured)"
        case .textHeight(let literal, let font, let points):
            "Text(\(literal)) in \(font) (\(NumberText.format(points)) points): its height "
                + "estimated at 1.2 times the size per line (assumed, not measured)"
        case .assumedWidth(let reason, let width):
            "\(text(reason)); assumed \(NumberText.format(width)) wide"
        case .rowHeight(let reason): "\(text(reason)); the row's height is assumed"
        }
    }

    /// Why a cell's size along one dimension is not known.
    package static func text(_ reason: ReaderNote.UnknownSize) -> String {
        let f = NumberText.format
        return switch reason {
        case .view(let view): view
        case .notEvaluated(let message): message
        case .interpolatedText: "Text of an interpolated string"
        case .inFrame(let inner, let minimum, let maximum):
            "\(text(inner)), in a frame with a "
                + [minimum.map { "minimum \(f($0))" }, maximum.map { "maximum \(f($0))" }]
                .compactMap { $0 }.joined(separator: " and ")
        case .contradictoryFrame(
            let view, let minimumLabel, let minimum, let maximumLabel, let maximum):
            "\(view) in .frame(\(minimumLabel): \(f(minimum)), \(maximumLabel): \(f(maximum))): a "
                + "minimum above the maximum, which SwiftUI calls contradictory"
        case .padding(let message): "padding \(message)"
        case .frameArgument(let label, let message): "\(label): \(message)"
        case .belowMaximum(let view, let label, let bound):
            "\(view) in .frame(\(label): \(NumberText.format(bound))): its own size up to that "
                + "is not known from the source"
        case .textTitle(let view): "\(view) with a text title"
        case .views(let view, let count): "\(view) with \(count) views inside"
        case .withoutFrame(let view): "\(view) without a frame"
        case .noFrameWidth(let view): "\(view) with no frame width"
        case .noFrameHeight(let view): "\(view) with no frame height"
        }
    }

    /// `1–3, 7, 9–12`: 0-based indices as 1-based numbers with runs collapsed (the first 12
    /// runs, then `…`).
    package static func numbers(_ indices: [Int]) -> String {
        var parts: [String] = []
        var start = 0
        while start < indices.count {
            var end = start
            while end + 1 < indices.count && indices[end + 1] == indices[end] + 1 { end += 1 }
            parts.append(
                end == start ? "\(indices[start] + 1)" : "\(indices[start] + 1)–\(indices[end] + 1)"
            )
            start = end + 1
        }
        return parts.count > 12
            ? parts.prefix(12).joined(separator: ", ") + ", …" : parts.joined(separator: ", ")
    }
}
