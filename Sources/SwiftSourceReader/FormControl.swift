internal import SwiftSyntax

/// The controls forms put in grid cells, sized as iOS draws them in their default style: each
/// takes the width offered; its height is a guess the reader names wherever it is used (no
/// measurement of these controls exists in the project).
package enum FormControl {
    /// Whether `call` is a linear `ProgressView(value:)` (the spinning `ProgressView()` is no
    /// form control): the form controls and their heights are `SwiftUIVocabulary`'s.
    static func hasValue(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.contains { $0.label?.text == "value" }
    }

    /// The guesses the reader makes for an eager Grid's cells, for `help assumptions`.
    package static var guesses: [String] {
        let heights = SwiftUIVocabulary.formControlHeights.map { "\($0.name) \(Int($0.height))" }
            .joined(separator: ", ")
        let sizes = TextEstimate.examples.map { ".\($0.name) \(Int($0.points))" }
        return [
            "S1  form controls take the width offered at iOS's default heights, guessed: "
                + "\(heights) (ProgressView with a value); a Divider in a GridRow stands "
                + "upright, 1 wide, as tall as its row",
            "S2  a Text of a literal string is estimated: each character half its font's size "
                + "wide, each line 1.2 times the size high (iOS's default text sizes: "
                + sizes.joined(separator: ", ") + ", …; .system(size: N) is N); an "
                + "interpolated string only its height",
            "S3  a view whose width the source does not tell is taken "
                + "\(Int(EagerGridImporter.assumedLength)) wide; one whose height it does not "
                + "tell takes its row's",
        ]
    }
}
