import SystemInterface
import Words

/// A file that could not be opened, read or written, or a command file that stopped: each case
/// carries the path and what failed, typed where the failure is (the C library's reason stays
/// in its words, inside `System.OpenError` and `System.FileOperationError`). Nothing is
/// half-read or half-written when one is thrown: the model and the file stay as they were.
package indirect enum FileError: Error, Equatable, CustomStringConvertible {
    /// A command file (`source`, `play`, a lesson) that could not be opened: missing,
    /// unreadable, a directory, a FIFO or a device.
    case cannotOpen(System.OpenError)
    /// A Swift source file (`open`) that could not be opened, worded for a SwiftUI file.
    case cannotOpenSwift(System.OpenError)
    /// A line of a lesson that could not be read (not UTF-8, too long), with its number.
    case lessonLine(path: String, line: Int, LineProblem)
    /// A lesson with no command and no narration.
    case noSteps(path: String)
    /// `play WORD` where WORD is no file and no installed lesson's number or name.
    case noLesson(String)
    /// `save NAME` with nowhere to save: HOME and XDG_STATE_HOME are both unset.
    case noStateDirectory(saving: String)
    /// `save NAME` whose file could not be written.
    case cannotSave(name: String, System.FileOperationError)
    /// A saved layout that could not be opened.
    case layoutUnreadable(System.OpenError)
    /// A saved layout longer than `maximum` lines, `line` being the first over.
    case layoutTooLong(path: String, line: Int, maximum: Int)
    /// A saved layout of more than `maximum` bytes: `bytes` when its size said so before
    /// reading, nil when it grew past the bound while it was read.
    case layoutTooLarge(path: String, bytes: Int?, maximum: Int)
    /// A saved layout with nothing in it (no byte, or only blanks): a file `save` never
    /// writes, refused rather than loaded as an empty model; `header` is the first line `save`
    /// writes (`LayoutFile.header`).
    case layoutEmpty(path: String, header: String)
    /// A line of a saved layout that could not be read (not UTF-8, too long).
    case layoutLine(path: String, line: Int, LineProblem)
    /// A line of a saved layout that the layout reader refused, with its error.
    case layoutRefused(path: String, line: Int, CommandError)
    /// An export that could not be written, and why.
    case cannotWrite(path: String, WriteProblem)
    /// `export html LESSON` of a lesson already running (`running`: the files around it).
    case exportCycle(path: String, running: [String])
    /// `export html` nested deeper than `maximum` files.
    case exportNested(maximum: Int)
    /// `export html` stopped by Ctrl-C.
    case exportInterrupted
    /// `export html` of a lesson that stopped at an error: that error, with its step's place.
    case exportStopped(PlacedError)
    /// `source FILE` nested deeper than `maximum` files (`running`: the files around it).
    case sourceNested(running: [String], maximum: Int)
    /// `source FILE` of a file already running (`running`: the files around it).
    case sourceCycle(path: String, running: [String])
    /// A `source`d file that stopped at an error (the error was reported where it happened).
    case sourceStopped(path: String)
    /// A project folder with no grid in its Swift files (`notes`: what the reader noticed).
    case noGridInProject(folder: String, files: Int, notes: [ProjectNote])

    package var description: String {
        let untouched = "; the model is unchanged and the file untouched"
        switch self {
        case .cannotOpen(let error): return error.description
        case .cannotOpenSwift(let error):
            let text = error.description
            guard let range = text.ranges(of: "; expected ").last else { return text }
            return String(text[..<range.lowerBound]) + "; expected a SwiftUI source file"
        case .lessonLine(let path, let line, let problem): return "\(path):\(line): \(problem)"
        case .noSteps(let path): return "\(path) has no steps: expected commands and '#' narration"
        case .noLesson(let word):
            return "no lesson '\(word)': expected a lesson file, or a number or name that "
                + "'lessons' lists"
        case .noStateDirectory(let name):
            return "could not save '\(name)': there is no state directory: HOME and"
                + " XDG_STATE_HOME are both unset"
        case .cannotSave(let name, let error): return "could not save '\(name)': \(error)"
        case .layoutUnreadable(let error): return "\(error); the file was left untouched"
        case .layoutTooLong(let path, let line, let maximum):
            return "\(path):\(line): more than \(maximum) lines; expected a layout as 'save'"
                + " writes it" + untouched
        case .layoutTooLarge(let path, let bytes, let maximum):
            let size = bytes.map { "is \($0) bytes" } ?? "grew while it was read to"
            return "\(path):1: the file \(size), more than the \(maximum) a saved layout may have;"
                + " expected a layout as 'save' writes it" + untouched
        case .layoutEmpty(let path, let header):
            return "\(path):1: the file is empty; expected a layout as 'save' writes it"
                + " (its first line '\(header)')" + untouched
        case .layoutLine(let path, let line, let problem):
            return "\(path):\(line): \(problem)" + untouched
        case .layoutRefused(let path, let line, let error):
            return "\(path):\(line): \(error)" + untouched
        case .cannotWrite(let path, let problem): return "cannot write '\(path)': \(problem)"
        case .exportCycle(let path, let running):
            let chain = (running + [path]).joined(separator: " → ")
            return "export html: '\(path)' is already running (\(chain)); a lesson cannot export"
                + " itself"
        case .exportNested(let maximum):
            return "export html: files nested more than \(maximum) deep; expected no cycle"
        case .exportInterrupted: return "export html: interrupted; nothing written"
        case .exportStopped(let error):
            return "export html: the lesson stopped at an error, nothing written: \(error.line)"
        case .sourceNested(let running, let maximum):
            return "source: files nested more than \(maximum) deep"
                + " (\(running.joined(separator: " → "))); expected no cycle"
        case .sourceCycle(let path, let running):
            let chain = (running + [path]).joined(separator: " → ")
            return "source: '\(path)' is already running (\(chain)); a file cannot source itself"
        case .sourceStopped(let path): return "source: '\(path)' stopped at an error"
        case .noGridInProject(let folder, let files, let notes):
            return "\(folder): no LazyVGrid, LazyHGrid or Grid in its \(files) Swift files"
                + notes.map { "\nnote: " + ProjectNoteText.sentence($0) }.joined()
        }
    }
}
