import LayoutKernel
internal import SwiftParser
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
    /// a Text of a string literal or its font is not a text style. An interpolated string
    /// (`Text("\\(n)")`) is not estimated across, but its lines are: its height is estimated,
    /// its width unknown.
    static func size(of view: ModifiedView) -> CellSize? {
        guard SwiftUIVocabulary.sizing(view.baseName ?? "") == .text, let call = view.baseCall,
            let argument = call.arguments.first,
            argument.label == nil || argument.name == .verbatim,
            let literal = argument.expression.as(StringLiteralExprSyntax.self)
        else { return nil }
        let standard = SwiftUIVocabulary.defaultTextStyle
        var (points, style) = (standard.points, "." + standard.name)
        if let font = view.modifiers.first(where: { SwiftUIVocabulary.modifier($0.name) == .font })
        {
            guard let argument = font.call.arguments.first?.expression,
                let (size, name) = Self.font(argument)
            else { return nil }
            (points, style) = (size, name)
        }
        guard let string = plain(literal) else {
            let lines = Double(literal.segments.description.split(separator: "\n").count)
            let reason = ReaderNote.SizeGuess.textHeight(
                literal: shortened(literal.trimmedDescription, to: 24), font: style,
                points: points)
            return CellSize(
                width: .unknown(.interpolatedText),
                height: .assumed(.fixed(max(lines, 1) * points * 6 / 5), guess: .s2, reason: reason)
            )
        }
        let characters = Double(string.count)
        let longest = string.split(separator: "\n").map(\.count).max() ?? 0
        let lines = Double(max(string.split(separator: "\n").count, 1))
        let reason = ReaderNote.SizeGuess.text(
            start: shortened(string, to: 20), characters: Int(characters), font: style,
            points: points)
        return CellSize(
            width: .assumed(.fixed(Double(longest) * points / 2), guess: .s2, reason: reason),
            height: .assumed(.fixed(lines * points * 6 / 5), guess: .s2, reason: reason))
    }

    /// A font's size and the name said for it: a text style (`.caption`), the same through
    /// `.system(.caption)` (any design or weight after it), or `.system(size: 20)` (a literal
    /// number); nil for any other font.
    private static func font(_ expr: ExprSyntax) -> (Double, String)? {
        if let name = expr.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
            return SwiftUIVocabulary.entry(name)?.textStylePoints.map { ($0, ".\(name)") }
        }
        guard let call = expr.as(FunctionCallExprSyntax.self),
            let function = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName
                .baseName.text, SwiftUIVocabulary.entry(function)?.has(.systemFont) == true,
            let first = call.arguments.first
        else { return nil }
        if first.name == .size {
            let text = first.expression.trimmedDescription
            guard let size = Double(text), size > 0, size < 1000 else { return nil }
            return (size, ".system(size: \(text))")
        }
        guard first.label == nil else { return nil }
        return font(first.expression)
    }

    /// The string a literal without interpolations stands for, its escapes read as Swift
    /// reads them (`\n` is a line break, `\u{1B}` one character), nil for anything else. A
    /// literal SwiftParser does not take whole (a raw control character in it) is its text as
    /// written, still no interpolated string.
    private static func plain(_ literal: StringLiteralExprSyntax) -> String? {
        if let value = literal.representedLiteralValue { return value }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }

    /// `text` whole when it has at most `limit` characters, else its start and `…` in as many.
    private static func shortened(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }
}
