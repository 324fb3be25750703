internal import SwiftSyntax

/// The controls forms put in grid cells, sized as iOS draws them in their default style: each
/// takes the width offered; its height is a guess the reader names wherever it is used (no
/// measurement of these controls exists in the project).
enum FormControl {
    /// The height taken for `name`'s control, nil when it is not one of them. `call` tells a
    /// linear `ProgressView(value:)` from the spinning one.
    static func height(of name: String, _ call: FunctionCallExprSyntax) -> Double? {
        switch name {
        // One line of body text (17 points, about 22 high with its padding).
        case "TextField", "SecureField": 22
        // The switch, 31 high, with its label beside it; the row fills the width on iOS.
        case "Toggle": 31
        // The track and its thumb.
        case "Slider": 31
        // The minus and plus buttons beside its label.
        case "Stepper": 32
        // A linear bar; `ProgressView()` without a value spins, and is not one of these.
        case "ProgressView" where call.arguments.contains { $0.label?.text == "value" }: 4
        // A horizontal line, as between the rows of a Grid.
        case "Divider": 1
        default: nil
        }
    }

    /// The note for a control's guessed height.
    static func reason(_ name: String, height: Double) -> String {
        "\(name) takes the width offered; its height, \(Int(height)), is assumed (iOS's "
            + "default style, not measured)"
    }
}
