import GridModel
import LayoutKernel
import SwiftSourceReader
import Words

/// Everything a command can get wrong, by the layer that found it, each with a message that
/// says what was expected. Thrown before the model changes, so a bad line never leaves the
/// model half-edited. The layers' own types hold the cases and their words; this type only
/// says which layer spoke, which decides the JSON `code` (`ErrorCode`).
package enum CommandError: Error, Equatable, CustomStringConvertible {
    /// The command language: a word, a number or a name the command does not take.
    case language(LanguageError)
    /// A part of the model that is not there, or a command of the other grid family.
    case model(ModelError)
    /// A limit of the trainer the command would cross.
    case limit(LimitError)
    /// The kernel refused the model the command would make.
    case layout(LayoutError)
    /// SwiftUI source that could not be read (`open`, `paste`, Swift items): its own message,
    /// with `FILE:LINE:COLUMN:` where it has a place.
    case source(SwiftSourceError)
    /// A file that could not be opened, read or written, or a command file that stopped.
    case file(FileError)
    /// A command that needs the interactive shell on a terminal.
    case terminal(TerminalError)
    /// An `expect` line did not hold.
    case expectation(ExpectationFailure)

    package var description: String {
        switch self {
        case .language(let error): error.description
        case .model(let error): error.description
        case .limit(let error): error.description
        case .layout(let error): LayoutErrorText.message(error)
        case .source(let error): error.description
        case .file(let error): error.description
        case .terminal(let error): error.description
        case .expectation(let failure): failure.description
        }
    }
}

extension CommandError {
    /// What the model refused, said by the layer that found it.
    package init(_ error: EditError) {
        switch error {
        case .model(let error): self = .model(error)
        case .limit(let error): self = .limit(error)
        case .layout(let error): self = .layout(error)
        }
    }
}

extension CommandError {
    /// Whether the message names its own place (the Swift reader's syntax and evaluation
    /// errors: `FILE:LINE:COL: error: …`), so the runner adds no place of its own.
    package var placesItself: Bool {
        switch self {
        case .source(let error): error.placesItself
        case .language, .model, .limit, .layout, .file, .terminal, .expectation: false
        }
    }
}
