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
    /// the terminal (`wrapped`) each of its lines is wrapped at its words. A message that
    /// `placesItself` (the Swift reader's `FILE:LINE:COL: error: …`, as its error says) is
    /// printed as it is: one `error:` per message.
    func report(
        _ message: String, code: ErrorCode, at location: Location, wrapped: Bool,
        placesItself: Bool = false
    ) {
        let text = placesItself ? message : "\(location.prefix)error: \(message)"
        report(line: text, code: code, message, at: location, wrapped: wrapped)
    }

    /// A command's error with its place, as `report(_:code:at:wrapped:placesItself:)` prints it.
    func report(_ placed: PlacedError, wrapped: Bool) {
        report(
            line: placed.line, code: placed.error.code, placed.error.description,
            at: placed.location, wrapped: wrapped)
    }

    /// The printed `line` of an error whose own words are `message`.
    private func report(
        line text: String, code: ErrorCode, _ message: String, at location: Location,
        wrapped: Bool
    ) {
        // Everything here may come from outside (a script's file name, a path, source text):
        // the whole line goes through the one terminal-safe rendering.
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
}
