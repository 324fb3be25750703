/// The `code` of a JSON error object, so that a program reading `--json` can tell a refused
/// input from a failed check or a file problem without parsing the message:
/// - `invalid` (spelled as the kernel's `Diagnostic.Code.invalid`; a test keeps them equal): the input was refused and the model
///   left unchanged — a word or number the command does not take, an item, cell or row that
///   does not exist, a command of the other grid family, a model the kernel refuses
///   (`CommandError.invalid(LayoutError)`), a limit, a control character, an unreadable line.
/// - `expectation`: an `expect` line did not hold (the input was fine; the layout differs).
/// - `file`: a file could not be opened, read or written, or a `source`d file stopped.
enum ErrorCode: String, Sendable {
    case invalid
    case expectation
    case file
}

extension CommandError {
    var code: ErrorCode {
        switch self {
        case .expectationFailed: .expectation
        case .file, .cannotWrite: .file
        case .source: .invalid
        case .expected, .missing, .unexpected, .unknownCommand, .badNumber, .outOfRange,
            .itemOutOfRange, .noItems, .noCell, .noRow, .noCellAtColumn,
            .fullWidthRow, .fixedHasNo, .sweepParameter, .alignmentOnAxis, .wrongMode, .wrongCheck,
            .noEagerCell, .noHelp,
            .noLayout, .presetName, .limit, .invalid, .swiftSyntax, .nothingTo, .noQuiz,
            .unknownDevice, .needsTerminal, .playNeedsTerminal,
            .alreadyPlaying, .chainOffersNothing:
            .invalid
        }
    }
}
