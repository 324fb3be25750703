internal import SwiftSyntax

/// The argument labels and member names the reader matches in SwiftUI code (and the few of
/// Swift's arrays it evaluates), each declared once, beside the table of views, modifiers and
/// types (`SwiftUIVocabulary`). Code that asks for a label or a member names a case; no other
/// file of the reader spells one (`SwiftUIVocabularyTests`).
enum SwiftUIName: String, CaseIterable, Sendable {
    // A lazy grid's and an eager Grid's parameters, and a GridItem's.
    case columns, rows, alignment, spacing, pinnedViews, horizontalSpacing, verticalSpacing
    // `.frame(…)`'s parameters, and a CGSize's.
    case width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight
    // Edges, EdgeInsets' labels and members, axes and alignments.
    case top, leading, bottom, trailing, horizontal, vertical, all, center
    case firstTextBaseline, lastTextBaseline
    // `UnitPoint(x:y:)`.
    case x, y
    // Views' parameters: a control's label and what makes it one, a container's content,
    // `Text(verbatim:)`, `Section`'s header and footer, `Font.system(size:)`.
    case label, destination, value, action, content, verbatim, header, footer, size
    // `GridItem.Size`'s bounds.
    case minimum, maximum
    // Swift's arrays: `Array(repeating:count:)`, `.count`, `.first`, `.last`.
    case repeating, count, first, last

    /// As written in the source.
    var text: String { rawValue }

    /// The name `text` spells, nil when it is none of these (or there is none).
    init?(_ text: String?) {
        guard let text, let name = Self(rawValue: text) else { return nil }
        self = name
    }

    /// An EdgeInsets' and a padding's four sides.
    static let sides: [SwiftUIName] = [.leading, .trailing, .top, .bottom]

    /// The ends of an `Alignment`'s baseline names (`leadingFirstTextBaseline`): what is left
    /// when one is taken off is the side.
    static let baselineEnds = ["FirstTextBaseline", "LastTextBaseline"]

    /// How every text-baseline alignment's name ends (`firstTextBaseline`,
    /// `leadingLastTextBaseline`).
    static let textBaselineEnd = "TextBaseline"
}

extension FunctionCallExprSyntax {
    /// The argument labelled `name`, nil when the call has none.
    func argument(_ name: SwiftUIName) -> LabeledExprSyntax? {
        arguments.first { $0.label?.text == name.text }
    }
}

extension LabeledExprSyntax {
    /// The label as one of the names the reader matches, nil when it is none of them.
    var name: SwiftUIName? { SwiftUIName(label?.text) }
}
