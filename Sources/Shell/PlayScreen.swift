import GridModel
import Rendering
import Teaching
import Words

/// The presenter's screen for one step, as text: the narration wrapped to the terminal's width,
/// the command as if typed at the shell's prompt, what it printed, then the status line. Pure,
/// so the tests read it without a terminal.
enum PlayScreen {
    /// The lines above the status line; the command is shown after the shell's own prompt for
    /// `mode` (the grid family shown when the step began), as it would look when typed.
    static func body(
        _ step: Lesson.Step, _ transcript: StepTranscript?, columns: Int, mode: Mode = .lazy
    ) -> [String] {
        let prompt = Shell.prompt(for: mode)
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

    /// The step as a terminal of `rows` rows shows it: `body` cut to `rows − 2` rows (a blank
    /// row and the status line take the last two).
    /// What does not fit gives way from the end, a blank-line block at a time: the assumptions,
    /// then the flags, then the tables; the narration, the command and the first block (the
    /// picture) stay, and one line says how much is left out and where to see it.
    static func screen(
        _ step: Lesson.Step, _ transcript: StepTranscript?, columns: Int, rows: Int,
        mode: Mode = .lazy
    ) -> [String] {
        let all = body(step, transcript, columns: columns, mode: mode)
        let room = max(rows - 2, 1)
        let height = { (lines: [String]) in SliderView.height(lines, columns: columns) }
        guard height(all) > room else { return all }
        let head = body(step, nil, columns: columns, mode: mode)
        let output = Array(all[head.count...])
        var blocks: [[String]] = [[]]
        for line in output {
            if line.isEmpty {
                if !blocks[blocks.count - 1].isEmpty { blocks.append([]) }
            } else {
                blocks[blocks.count - 1].append(line)
            }
        }
        blocks.removeAll { $0.isEmpty }
        // One row is kept for the line that says what is left out.
        var budget = room - height(head) - 1
        var kept = head
        var shown = 0
        for (index, block) in blocks.enumerated() {
            let separator = index == 0 ? [] : [""]
            if height(separator + block) <= budget {
                kept += separator + block
                budget -= height(separator + block)
                shown += block.count
                continue
            }
            // The picture is kept as far as it fits; later blocks go whole or not at all.
            if index == 0 {
                for line in block where height([line]) <= budget {
                    kept.append(line)
                    budget -= height([line])
                    shown += 1
                }
            }
            break
        }
        let left = blocks.reduce(0) { $0 + $1.count } - shown
        if left > 0 {
            kept.append("(\(left) more line\(left == 1 ? "" : "s") below: 'show' prints them all)")
        }
        return kept
    }

    /// "step 3 of 12" and the keys, shortened to fit; `note` (a message, the number being
    /// typed) goes first.
    static func status(step: Int, of count: Int, note: String? = nil, columns: Int) -> String {
        let head = "step \(step) of \(count)"
        let note = note.map { " · " + $0 } ?? ""
        // The last step offers what exists: no "next".
        let last = step >= count
        let keys = " · ←/b back · r rerun · N Enter jump · q leave"
        let long = head + note + (last ? " (the end)" + keys : " · Enter/Space/→ next" + keys)
        if long.count <= columns { return long }
        let short =
            head + note
            + (last ? " (the end) · b back · q leave" : " · Enter next · b back · q leave")
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
