import LayoutKernel

/// Something the Swift source reader did not model, guessed or assumed while reading a grid,
/// as data: where (when one place says it), what, and the values it rests on. The reader
/// builds these; only `ReaderNoteText` words them (declared here, below the reader, so the
/// words can see them).
package struct ReaderNote: Equatable, Sendable {
    /// Where in the source, when the note is about one place.
    package var place: Place?
    package var kind: Kind

    package init(_ kind: Kind, at place: Place? = nil) {
        self.kind = kind
        self.place = place
    }

    /// What was not modelled, guessed or assumed.
    package enum Kind: Equatable, Sendable {
        // Around the grid.
        /// The grid is a property's value (`var grid: some View`); what is added where the
        /// property is used is not read.
        case gridUsedElsewhere(property: String)
        /// A view around the grid the reader does not know; assumed to offer its full size.
        case unknownContainer(name: String)
        /// A `ScrollView` whose axes (as written) do not include the grid's; its full size assumed.
        case scrollsAcross(axes: String)
        /// A stack across the grid's axis holds other views; the grid is assumed to get it all.
        case viewsBesideGrid(container: String)
        /// A padding (its modifier as written) that cannot be evaluated, on sides that do not
        /// change the grid's size along `axis`.
        case paddingNotEvaluated(modifier: String, axis: GridAxis)
        /// A frame's argument that cannot be evaluated and does not change the size along `axis`.
        case frameArgumentNotEvaluated(label: String, axis: GridAxis)
        /// A frame with both a size and bounds: the size is used.
        case frameSizeAndBounds
        /// A `ScrollView` around an eager `Grid` whose axes (as written) are not read.
        case scrollAxesNotRead(axes: String)
        /// A `.fixedSize` argument (as written) that is not evaluated: taken as true.
        case fixedSizeNotEvaluated(argument: String)

        // The grid's own values.
        /// A lazy grid's text-baseline alignment (`firstTextBaseline`): center is used.
        case baselineNotModelled(alignment: String)
        /// An eager grid's baseline alignment (`bottomFirstTextBaseline`): `used` instead.
        case baselineReplaced(alignment: String, used: String)
        /// A `@State` property's initial value, used as its value.
        case stateInitialValue(name: String, value: Double)
        /// A value found in another file of the project.
        case valueFromProject(name: String, value: Value, place: Place)

        // The cells.
        /// More views than the reader expands: the rest are left out.
        case tooManyViews(limit: Int)
        /// Views that could not be expanded (`reason`, the evaluation's words): left out.
        case viewsLeftOut(reason: String)
        /// A `switch` whose subject could not be evaluated: it adds no cells.
        case switchAddsNoCells(reason: String)
        /// An `if` whose condition could not be evaluated: its first branch is used.
        case firstBranchUsed(reason: String)
        /// A `ForEach` whose data (as written) could not be counted: `assumed` cells.
        case forEachCountAssumed(data: String, reason: String, assumed: Int)
        /// A view declared in the source that could not be opened: sized as an unknown view.
        case viewSizedAsUnknown(reason: String, view: String)
        /// A size the reader guessed, used as the cell's.
        case sizeGuessed(SizeGuess)
        /// An eager cell whose width is not known: `assumed` wide.
        case widthAssumed(UnknownSize, assumed: Double)
        /// An eager cell whose height is not known: its row's is assumed.
        case rowHeightAssumed(UnknownSize)
        /// Lazy cells (0-based) whose size is not known: the trainer's default cell, which fills
        /// its track along `axis` and is `natural` across.
        case defaultCellSize(cells: [Int], UnknownSize, axis: GridAxis, natural: Double)
    }

    /// Something the source says that the reader accepts but the model does not hold, listed
    /// once after the notes (`not modelled: .background, pinnedViews`).
    package enum NotModelled: Equatable, Sendable {
        /// A modifier, by its name (`background`).
        case modifier(String)
        /// A grid's parameter, by its label (`pinnedViews`).
        case parameter(String)
        /// A `Section`'s header and footer views.
        case sectionHeadersAndFooters
        /// `Spacer(minLength:)`'s length.
        case spacerMinimumLength
        /// `.gridCellUnsizedAxes` with axes (as written) the reader does not read.
        case unsizedAxes(String)
        /// A frame's minimum beside an infinite maximum (the labels), which shows only for
        /// smaller offers.
        case minimumBesideInfiniteMaximum(minimum: String, maximum: String)
        /// What a view of unknown size in a frame with both bounds (the labels) takes when
        /// nothing is offered.
        case unofferedSize(view: String, minimum: String, maximum: String)
        /// A frame's ideal length (the label) in a lazy grid's cell, which has one length.
        case idealInLazyCell(label: String)
    }

    /// Where in the source.
    package enum Place: Equatable, Sendable {
        /// A line of the file being read.
        case line(Int)
        /// A line of another file of the project.
        case file(String, line: Int)
    }

    /// A value, as briefly as a note says it.
    package enum Value: Equatable, Sendable {
        case number(Double)
        case array(count: Int)
        /// Any other value, by its kind's words (`a GridItem`).
        case other(String)
    }

    /// A length the reader guessed rather than read.
    package indirect enum SizeGuess: Equatable, Sendable {
        /// A form control's height in iOS's default style.
        case formControl(name: String, height: Double)
        /// A `Divider` in a `GridRow`, standing upright: its thickness. Apple documents a
        /// Divider's direction only in stacks (across a stack's minor axis, else horizontal); a
        /// GridRow lays its cells out in a row, as an HStack does, so the reader stands it
        /// upright, as SwiftUI draws it (S1).
        case uprightDivider(thickness: Double)
        /// A `Text` of a literal string: its first characters, how many there are, its font
        /// (`.caption`, `.system(size: 20)`) and that font's size.
        case text(start: String, characters: Int, font: String, points: Double)
        /// A `Text` of an interpolated string (its literal as written, shortened): its lines'
        /// height in its font.
        case textHeight(literal: String, font: String, points: Double)
        /// A view the source does not size, in an eager Grid: taken `width` wide.
        case assumedWidth(UnknownSize, width: Double)
        /// A view the source does not size, in an eager Grid: as tall as its row.
        case rowHeight(UnknownSize)
    }

    /// Why the reader does not know a cell's size along one dimension.
    package indirect enum UnknownSize: Hashable, Sendable {
        /// The view (named) inside a frame that did not need its size.
        case view(String)
        /// The view could not be sized (the evaluation's words).
        case notEvaluated(String)
        /// A `Text` of an interpolated string, across.
        case interpolatedText
        /// A view of unknown size in a flexible frame with a minimum, a maximum or both.
        case inFrame(UnknownSize, minimum: Double?, maximum: Double?)
        /// A flexible frame whose minimum is above its maximum (the labels as written).
        case contradictoryFrame(
            view: String, minimumLabel: String, minimum: Double, maximumLabel: String,
            maximum: Double)
        /// A padding around it could not be evaluated.
        case padding(String)
        /// A frame's argument could not be evaluated.
        case frameArgument(label: String, String)
        /// Only a finite maximum bounds it (`.frame(maxWidth: 50)`).
        case belowMaximum(view: String, label: String, bound: Double)
        /// A control with a text title (`Button("Buy")`).
        case textTitle(view: String)
        /// A view holding several views.
        case views(view: String, count: Int)
        /// A view with no frame.
        case withoutFrame(view: String)
        /// A framed view whose frame fixes no width.
        case noFrameWidth(view: String)
        /// A framed view whose frame fixes no height.
        case noFrameHeight(view: String)
    }
}
