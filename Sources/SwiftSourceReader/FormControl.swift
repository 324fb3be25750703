internal import SwiftSyntax

/// The controls forms put in grid cells, sized as iOS draws them in their default style: each
/// takes the width offered; its height is a guess the reader names wherever it is used (no
/// measurement of these controls exists in the project).
package enum FormControl {
    /// Each control's guessed height: one line of body text with its padding (TextField,
    /// SecureField), the switch (Toggle), the track and thumb (Slider), the minus and plus
    /// buttons (Stepper), a linear bar (`ProgressView(value:)`; `ProgressView()` spins and is
    /// not one of these), a line between rows (Divider).
    package static let heights: KeyValuePairs<String, Double> = [
        "TextField": 22, "SecureField": 22, "Toggle": 31, "Slider": 31, "Stepper": 32,
        "ProgressView": 4, "Divider": 1,
    ]

    /// The height taken for `name`'s control, nil when it is not one of them. `call` tells a
    /// linear `ProgressView(value:)` from the spinning one.
    static func height(of name: String, _ call: FunctionCallExprSyntax) -> Double? {
        if name == "ProgressView" && !call.arguments.contains(where: { $0.label?.text == "value" })
        {
            return nil
        }
        return heights.first { $0.key == name }?.value
    }

    /// The note for a control's guessed height.
    static func reason(_ name: String, height: Double) -> String {
        "\(name) takes the width offered; its height, \(Int(height)), is assumed (iOS's "
            + "default style, not measured)"
    }

    /// The note for a `Divider` in a `GridRow`: Apple documents a Divider's direction only in
    /// stacks (across a stack's minor axis, else horizontal); a GridRow lays its cells out in a
    /// row, as an HStack does, so the reader stands it upright, as SwiftUI draws it (S1).
    static let uprightDivider =
        "Divider in a GridRow stands upright (the row lays its cells out as an HStack does): it "
        + "takes its row's height, and its thickness, 1, is assumed (not measured)"

    /// The guesses the reader makes for an eager Grid's cells, for `help assumptions`.
    package static var guesses: [String] {
        let heights = Self.heights.map { "\($0.key) \(Int($0.value))" }.joined(separator: ", ")
        let sizes = ["body", "caption", "title"].map {
            ".\($0) \(Int(TextEstimate.styleSizes[$0] ?? 0))"
        }
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
