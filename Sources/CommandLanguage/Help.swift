import GridCheck
import GridModel
import LayoutKernel
import SwiftSourceReader
import SystemInterface
import Words

/// The `help` texts: an overview and one entry per command, both from the command registry,
/// and the concepts people ask about.
package enum Help {
    /// One line per paragraph (the output wraps it to the terminal, `Wrap.fit`); an indented
    /// line is an example, kept as it is.
    static let topics: [String: String] = [
        "fixed": """
        .fixed(N): one track of exactly N points, whatever the space. Fixed items are paid first: \
        remaining = width − spacings − fixed sizes is what the other items share.
          add fixed 70           GridItem(.fixed(70))
        """,
        "flexible": """
        .flexible(minimum: 10, maximum: .infinity): one track. Items are served in order; each is \
        proposed remaining / (items still waiting) and clamps it to minimum…maximum. An early \
        item's minimum is paid before later items are offered anything. When pass 1 needs more \
        than it is offered, the grid lays itself out again at that size (pass 2).
          add flexible min 50 max 120     GridItem(.flexible(minimum: 50, maximum: 120))
        """,
        "adaptive": """
        .adaptive(minimum:, maximum: .infinity): takes its share w like a flexible item (no \
        clamping, never below 0), then splits it into max(1, ⌊(w + s)/(m + s)⌋) tracks of (w − \
        (count − 1)·s)/count, capped at the maximum; s is its own spacing. When w is below the \
        minimum it is one track narrower than its minimum. Capped by its maximum, the item uses \
        only count·max + (count − 1)·s and gives the rest back to the items after it; what none of \
        them takes is slack the grid's alignment places (assumption A2).
          add adaptive 40 max 80          GridItem(.adaptive(minimum: 40, maximum: 80))
        """,
        "alignment": """
        Two alignments: the grid's places the group of tracks when they are narrower than the grid \
        (assumption A4): 'alignment leading|center|trailing' on a LazyVGrid, 'alignment \
        top|center|bottom' on a LazyHGrid. An item's ('set N align bottomTrailing') places a cell \
        smaller than its slot. An item with no alignment (SwiftUI's default, nil — not center; \
        'set N align none' goes back to it) leaves its cells to the grid's alignment within their \
        tracks, centred the other way (assumption A8). Cells that fill their slots make alignment \
        invisible: give them a size with 'cell N size 100x30'.
        Item alignments: topLeading top topTrailing leading center trailing bottomLeading bottom \
        bottomTrailing, or none
        """,
        "spacing": """
        An item's spacing (default 8) is the gap after its tracks, and between its own adaptive \
        tracks; the last item's spacing is ignored. The grid's 'spacing' is the gap between rows \
        of a LazyVGrid (columns of a LazyHGrid), default 8 (assumption A5).
        """,
        "flags": """
        overflow          pass 1 needs more than the grid is offered
        second-pass       pass 2 (at the grid's own size) differs from pass 1
        squeezed          an item got less than its minimum, or took its minimum anyway
        competition       non-fixed items' minimums exceed what is left for them
        hidden-alignment  an item's or the grid's alignment changes nothing: cells fill their slots
        wide-cell         a cell with a size of its own is larger than its slot: it spills over \
        its neighbours
        order-dependent   reordering the non-fixed items changes the drawn widths
        slack             tracks do not fill the grid (maximums, fixed items, capped items)
        """,
        "devices": Device.table(),
        "check": CheckOptions.usage,
        "limits": limits,
        "assumptions": """
        Numbers that depend on these are the model's best guess, not measured SwiftUI:
        """,
    ]

    /// Every word `help` knows: command names and topics, for completion and "did you mean".
    /// Each once: `alignment`, `spacing` and `flags` are both commands and topics.
    static var subjects: [String] {
        let commands = CommandRegistry.all.map(\.name)
        return commands + topics.keys.sorted().filter { !commands.contains($0) }
    }

    package static func text(for topic: String?) throws(CommandError) -> String {
        guard let topic else { return overview() }
        if topic == "assumptions", let intro = topics["assumptions"] {
            return intro + "\n"
                // The eager Grid's A7 is the lazy grids' A7: listed once.
                + (Assumption.allCases.map { "  \($0.rawValue)  \(AssumptionText.summary($0))" }
                + EagerAssumption.allCases.filter { $0 != .a7 && !$0.isGuess }.map {
                    "  \($0.rawValue)  \(AssumptionText.summary($0))"
                })
                .joined(separator: "\n")
                + "\nRead from Swift source, an eager Grid's cells rest on these guesses, each "
                + "named in a note where it is used and among the assumptions of a result that "
                + "uses it; no flag rests on a guessed length:\n"
                + FormControl.guesses.map { "  " + $0 }.joined(separator: "\n")
                + "\nA2 is contested: Apple's documentation reads a capped adaptive item as "
                + "keeping its whole share; 'explain' and 'textbook' show that reading's numbers "
                + "where they differ."
                + "\nWhat each rests on and what would settle it: docs/model.md in the "
                + "GridTrainer repository."
        }
        // A word that is both a command and a topic (alignment, spacing, flags) gets both.
        let concept = topics[topic]
        if let spec = CommandRegistry.spec(named: Substring(topic)) {
            // A discussion of several lines (keys, formats) keeps its lines, indented under the
            // abstract.
            let body =
                spec.discussion.isEmpty
                ? spec.abstract
                : spec.discussion.contains("\n")
                    ? spec.abstract + "\n"
                        + spec.discussion.split(separator: "\n", omittingEmptySubsequences: false)
                        .map { "  " + $0 }.joined(separator: "\n")
                    : spec.abstract + " " + spec.discussion
            return "\(spec.usage)\n  \(body)" + (concept.map { "\n\n" + $0 } ?? "")
        }
        if let concept { return concept }
        throw .language(
            .noHelp(
                String(topic), suggestion: Suggestion.closest(to: topic, among: subjects)
            ))
    }

    /// The bounds a person can meet, each enforced with a message naming it (never a silent
    /// cut), from the constants that enforce them.
    static var limits: String {
        let reader = SwiftSourceReader.self
        return """
            Bounds that keep the trainer responsive; reaching one is an error (or a note) that \
            says which.
            Swift source (open, paste): at most \(reader.byteLimit) bytes; brackets and #if blocks \
            nested at most \(SourceScanner.bracketLimit) deep, [ at most \
            \(SourceScanner.squareLimit); at most \(SourceScanner.depthLimit) nested constructs on \
            one path (brackets, generics <…>, arrows ->, ?, try/await, #if, member and else-if \
            chains); a syntax tree at most \(reader.treeDepthLimit) levels deep.
            Evaluating Swift, per command (per grid for check): at most \
            \(Limits.evaluationSteps) steps, \(NumberText.format(Limits.evaluationSeconds)) s of \
            evaluation (the evaluating thread's CPU time, however busy the machine) and \
            \(Limits.evaluationElements) array elements (constants are worked out \
            once); calls \
            nested at most \(EvaluationBudget.depthLimit) deep; Array(repeating:count:) at most \
            \(SourceEvaluator.repeatLimit); at most \(SwiftSourceDocument.cellLimit) cells or \
            views (the rest are left out, with a note). Ctrl-C stops it and loads nothing. Int \
            arithmetic that would stop the app (overflow, division by zero, Int(x) out of range) \
            is an error.
            Scripts, per command typed (however files source or export each other): at most \
            \(Limits.linesPerCommand) lines, \(Limits.bytesPerCommand) bytes and \
            \(Limits.sourcesPerCommand) files; files nested at most \(Limits.sourceDepth) deep; \
            lines at most \(Limits.lineLength) bytes (a longer one is skipped, up to \
            \(Limits.skippedLineBytes) bytes, then the input is abandoned); paste at most \
            \(Limits.pasteLines) lines; a lesson at most \(Limits.lessonLines) lines.
            Projects (check, open): at most \(ProjectFiles.Budget.standard.files) Swift files and \
            \(ProjectFiles.Budget.standard.bytes) bytes read, a file larger than the reader takes \
            costing nothing; at most \(ProjectFiles.entryBound(.standard)) names looked at; a \
            project (or a .gridtrainer.json) in a folder another user owns or every user may \
            write to is not read; a .gridtrainer.json at most \
            \(CheckOptions.configurationByteLimit) bytes.
            Saved layouts (load): at most \(Limits.savedLayoutBytes) bytes, \
            checked before reading, and \(Limits.savedLayoutLines) lines; an empty file is an error.
            Numbers: at most \(Int(Limits.magnitude)) points; items at most \(Limits.items), cells \
            \(Limits.cells), rows \(Limits.rows); at most \(Limits.tracks) tracks on a screen and \
            \(Limits.chainSteps) paddings and frames around a grid; a sweep at most \
            \(Limits.sweepSteps) steps, listing \(Limits.sweepRows) breakpoints.
            Drawing: the terminal diagram draws the cells of the first \(Limits.diagramLines) \
            rows of a LazyVGrid (columns of a LazyHGrid), at most \(Limits.cellsDrawn) cells, and \
            says how many it left out.
            History and ~/.editrc are read only when they are regular files of at most \
            \(LineEditor.historyFileLimit) bytes.
            """
    }

    /// The command list, by group, each with its one-line abstract.
    static func overview() -> String {
        var lines = [
            "GridTrainer: how SwiftUI's LazyVGrid/LazyHGrid really size their tracks.",
            "Commands (help COMMAND for details; item numbers count from 1):",
        ]
        for group in CommandRegistry.groups {
            lines.append("\(group.title):")
            for spec in group.specs { lines.append("  \(spec.name.padding(11))\(spec.abstract)") }
        }
        lines.append("From your system's shell, not inside the trainer:")
        lines.append(
            "  \("check".padding(11))gridtrainer check PATH... lays every grid of a project out on "
                + "every device and reports what would break ('help check').")
        lines.append(
            "Topics: help fixed | flexible | adaptive | alignment | spacing | flags | "
                + "devices | assumptions"
                + " | limits")
        lines.append("Try: add fixed 70; add adaptive 40; width 200; show")
        return lines.joined(separator: "\n")
    }
}
