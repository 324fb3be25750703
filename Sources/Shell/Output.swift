import CommandLanguage
import Files
import LayoutKernel
import Rendering
import Words

/// Where and how the runner prints: text for people (in a style, within a width) or one JSON
/// object per response, to two sinks, standard output and standard error in the program,
/// collected lines in tests and lesson steps.
package struct Output {
    /// One JSON object per response (`--json`) instead of text.
    var json: Bool
    /// Colour or none.
    var style: Style
    /// The width text is built to, asked again for every response (the terminal may resize).
    var columns: () -> Int
    /// Responses.
    var out: (String) -> Void
    /// Errors.
    var err: (String) -> Void

    /// A message as text, or as a JSON object of the given type.
    func show(message type: String, _ body: String) {
        out(json ? JSONRenderer.message(type, body) : fitted(body))
    }

    /// Text within the output width: the renderers build to it, and any line still wider
    /// (prose, help, a long Swift array) is wrapped at its words (`Wrap.fit`).
    func fitted(_ text: String) -> String { Wrap.fit(text, width: columns()) }

    /// An error on the error sink (and as a JSON object with its `code` under `--json`); at
    /// the terminal (`wrapped`) each of its lines is wrapped at its words.
    func report(_ message: String, code: ErrorCode, at location: Location, wrapped: Bool) {
        // Everything here may come from outside (a script's file name, a path, source text):
        // the whole line goes through the one terminal-safe rendering.
        // One `error:` per message: the Swift reader's messages name their own place.
        let text =
            Self.placesItself(message) ? message : "\(location.prefix)error: \(message)"
        let line = TerminalText.sanitized(text)
        // A message of several lines keeps them; each is wrapped on its own at the terminal.
        err(
            wrapped
                ? line.split(separator: "\n", omittingEmptySubsequences: false).map {
                    Wrap.lines(String($0), width: columns(), first: "", indent: 2)
                }.joined(separator: "\n") : line)
        if json {
            out(JSONRenderer.error(line: location.line, file: location.file, code: code, message))
        }
    }

    /// Whether `message` starts with its own place, `FILE:LINE[:COL]: error: ` (the Swift
    /// reader's syntax and evaluation errors), so the runner adds no second `error:`.
    static func placesItself(_ message: String) -> Bool {
        let first = message.prefix { $0 != "\n" }
        guard let marker = first.firstRange(of: ": error: ") else { return false }
        let place = first[..<marker.lowerBound]
        // A sentence before the place ("export html: … bad.grid:3") is a message that quotes
        // another one: it keeps its own `error:`.
        guard place.firstRange(of: ": ") == nil else { return false }
        let parts = place.split(separator: ":", omittingEmptySubsequences: false)
        let digits = { (part: Substring) in
            !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber }
        }
        guard parts.count >= 2, let line = parts.last else { return false }
        return digits(line) && !parts[0].isEmpty
    }
}
