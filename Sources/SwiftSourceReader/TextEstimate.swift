internal import SwiftSyntax
import Words

/// A guess at the size of one line of `Text`, from its characters and its font, for the
/// eager `Grid` (whose cells are measured): each character half as wide as the font's size,
/// the line 1.2 times as high, at iOS's default text sizes. Real glyphs differ (an `i` is
/// narrower than an `m`), so every use says it rests on this guess.
enum TextEstimate {
    /// The text styles `help assumptions` shows as examples (the default first).
    static var examples: [(name: String, points: Double)] {
        SwiftUIVocabulary.textStyleExamples
    }

    /// The estimate for `view` (`Text("Name")`, maybe `.font(.caption)`), nil when it is not
    /// a Text whose string the reader knows or its font is not a text style.
    static func size(of view: ModifiedView) -> CellSize? {
        guard SwiftUIVocabulary.sizing(view.baseName ?? "") == .text, let call = view.baseCall,
            let argument = call.arguments.first,
            argument.label == nil || argument.label?.text == "verbatim",
            let string = literal(argument.expression)
        else { return nil }
        var (style, points) = SwiftUIVocabulary.defaultTextStyle
        if let font = view.modifiers.first(where: { SwiftUIVocabulary.modifier($0.name) == .font })
        {
            guard
                let name = font.call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?
                    .declName.baseName.text,
                let size = SwiftUIVocabulary.entry(name)?.textStylePoints
            else { return nil }
            (points, style) = (size, name)
        }
        let characters = Double(string.count)
        let longest = string.split(separator: "\n").map(\.count).max() ?? 0
        let lines = Double(max(string.split(separator: "\n").count, 1))
        let reason = ReaderNote.SizeGuess.text(
            start: String(string.prefix(20)), characters: Int(characters), style: style,
            points: points)
        return CellSize(
            width: .assumed(Double(longest) * points / 2, reason: reason),
            height: .assumed(lines * points * 6 / 5, reason: reason))
    }

    /// The text of a string literal without interpolations, nil for anything else.
    private static func literal(_ expr: ExprSyntax) -> String? {
        guard let literal = expr.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }
}
