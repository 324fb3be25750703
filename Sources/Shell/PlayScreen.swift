import GridModel
import Rendering
import Teaching
import Words

/// The presenter's screen for one step, as text: the narration wrapped to the terminal's width,
/// the command as if typed at the shell's prompt, what it printed, then the status line. Pure,
/// so the tests read it without a terminal.
enum PlayScreen {
    /// The lines above the status line; the command is shown after the shell's own prompt for
    /// `family` (the grid family shown when the step began), as it would look when typed.
    static func body(
        _ step: Lesson.Step, _ transcript: StepTranscript?, columns: Int,
        family: GridFamily = .lazyVertical
    ) -> [String] {
        let prompt = Shell.prompt(for: family)
        let width = max(columns, 20)
        var lines: [String] = []
        for (index, paragraph) in paragraphs(step.narration).enumerated() {
            if index > 0 { lines.append("") }
            lines += TextWrap.lines(TerminalText.sanitized(paragraph), width: width)
        }
        if let command = step.command {
            if !lines.isEmpty { lines.append("") }
            lines.append(prompt + TerminalText.sanitized(command.text))
            for input in step.input { lines.append("  ...> " + TerminalText.sanitized(input.text)) }
        }
        if let transcript {
            for chunk in transcript.output {
                lines += chunk.split(separator: "\n", omittingEmptySubsequences: false).map(
                    String.init)
            }
            lines += transcript.errors
        }
        return lines
    }

    /// "step 3 of 12", where the window stands in a step that scrolls ("lines 1–14 of 40"),
    /// and the keys, shortened to fit (`↓ more` while rows are below the window); `note` (a
    /// message, the number being typed) goes first.
    static func status(
        step: Int, of count: Int, note: String? = nil, position: String? = nil,
        moreBelow: Bool = false, columns: Int
    ) -> String {
        let head = "step \(step) of \(count)" + (position.map { " · " + $0 } ?? "")
        let note = note.map { " · " + $0 } ?? ""
        // The last step offers what exists: no "next".
        let last = step >= count
        let scroll = position == nil ? "" : " · ↑↓ PgUp PgDn scroll"
        let keys = scroll + " · ←/p back · r rerun · N Enter jump · q leave"
        let long = head + note + (last ? " (the end)" + keys : " · Space/→/n next" + keys)
        if long.count <= columns { return long }
        let more = moreBelow ? " · ↓ more" : ""
        let short =
            head + note + (last ? " (the end)" : " · Space next") + more + " · p back · q leave"
        return short.count <= columns ? short : String((head + note).prefix(max(columns, 1)))
    }

    /// Narration lines joined into paragraphs: an empty line parts them, and a line starting
    /// with spaces (an indented formula or list) keeps its own line.
    static func paragraphs(_ narration: [String]) -> [String] {
        var result: [String] = []
        var current = ""
        for line in narration {
            if line.isEmpty {
                if !current.isEmpty { result.append(current) }
                current = ""
            } else if current.isEmpty {
                current = line
            } else if line.hasPrefix(" ") {
                result.append(current)
                current = line
            } else {
                current += " " + line
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}
