internal import SwiftSyntax
import Words

/// The controls forms put in grid cells, sized as iOS draws them in their default style: each
/// takes the width offered; its height is a guess the reader names wherever it is used (no
/// measurement of these controls exists in the project).
package enum FormControl {
    /// Whether `call` is a linear `ProgressView(value:)` (the spinning `ProgressView()` is no
    /// form control): the form controls and their heights are `SwiftUIVocabulary`'s.
    static func hasValue(_ call: FunctionCallExprSyntax) -> Bool {
        call.argument(.value) != nil
    }

    /// The guesses the reader makes for an eager Grid's cells, for `help assumptions`, with
    /// the table's heights and text sizes (worded in `ReaderNoteText`).
    package static var guesses: [String] {
        ReaderNoteText.guesses(
            heights: SwiftUIVocabulary.formControlHeights, textSizes: TextEstimate.examples,
            assumedWidth: EagerGridImporter.assumedLength)
    }
}
