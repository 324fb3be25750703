import LayoutKernel

/// The `help` texts: an overview, one entry per command, and the concepts people ask about.
enum Help {
    static let commands: [(name: String, usage: String, text: String)] = [
        (
            "add", "add fixed N | flexible [min N] [max N] | adaptive N [max N]  [spacing N|default] [align A]",
            "Appends a GridItem. Swift syntax works too: add GridItem(.adaptive(minimum: 40), spacing: 4)"
        ),
        ("insert", "insert N <item>", "Inserts an item before item N (N may be one past the last)."),
        ("remove", "remove N", "Removes item N."),
        ("move", "move FROM TO", "Moves item FROM so that it becomes item TO: order matters in SwiftUI."),
        ("clear", "clear", "Removes every item (undo brings them back)."),
        (
            "set", "set N fixed 90 | flexible ... | adaptive 40 ... | min N | max N|inf | spacing N|default | align A|default",
            "Changes one item."
        ),
        ("columns", "columns [GridItem(...), ...]", "Replaces every item from a Swift array and makes the grid a LazyVGrid."),
        ("rows", "rows [GridItem(...), ...]", "Replaces every item from a Swift array and makes the grid a LazyHGrid."),
        ("axis", "axis vertical|horizontal", "LazyVGrid (items size columns) or LazyHGrid (items size rows)."),
        ("width", "width N", "The width a LazyVGrid is offered: .frame(width: N)."),
        ("height", "height N", "The height a LazyHGrid is offered: .frame(height: N)."),
        (
            "alignment", "alignment leading|center|trailing (top|center|bottom)",
            "The grid's alignment: where its tracks sit when they do not fill it."
        ),
        ("spacing", "spacing N|default", "The grid's spacing between rows (between columns of a LazyHGrid); default is 8 (assumption A5)."),
        ("cells", "cells N", "How many cells the grid holds (default 12; at most \(Limits.cells); the first \(Limits.cellsDrawn) are drawn)."),
        (
            "cell", "cell N size WxH | width W | height H | fill",
            "Gives cell N content of its own size, placed in its slot by its item's alignment; fill takes the whole slot."
        ),
        ("show", "show", "The diagram, the widths table, the flags and the assumptions."),
        ("widths", "widths", "The widths table: each item's kind, pass-1 and drawn width, tracks and offsets."),
        ("flags", "flags", "Where items compete for too little space: overflow, second-pass, squeezed, competition, order-dependent, slack."),
        ("explain", "explain [N]", "The layout worked step by step, as on a board; with N, only the steps about item N."),
        ("textbook", "textbook", "The naive formula most tutorials give, beside what SwiftUI really does, and why they differ."),
        (
            "sweep", "sweep width A...B [step S] [--plot] | sweep N min|max|size|spacing A...B [step S] [--plot]",
            "Lays the grid out across a range and lists the breakpoints where anything changes. Ctrl-C stops it."
        ),
        ("compare", "compare [undo|NAME]", "Which widths moved between a saved layout (or the one before the last change) and now."),
        ("code", "code", "The model as SwiftUI source; its array pastes back through 'columns', 'rows' or 'paste'."),
        ("paste", "paste", "Reads Swift lines until a blank line and sets the items from the [GridItem] array in them."),
        (
            "expect",
            "expect widths 70 57 57 | pass1 96 120 | tracks N | item N tracks K | item N width W | grid G | origin O | flag CODE | no flag CODE | no flags | assumption A1",
            "Checks the layout (lessons and scripts); a failed check prints expected and actual and counts as an error."
        ),
        ("quiz", "quiz [N]", "Predict, then reveal: shows a grid and three candidate answers, reads yours from the next line, then explains."),
        ("save", "save NAME", "Saves the layout (kept in $XDG_STATE_HOME/gridtrainer/layouts)."),
        ("load", "load NAME", "Loads a saved layout or a preset."),
        ("presets", "presets", "Lists the built-in layouts and your saved ones."),
        ("source", "source FILE", "Runs a command file."),
        ("undo", "undo", "Takes back the last change."),
        ("redo", "redo", "Redoes what undo took back."),
        ("reset", "reset", "Back to an empty LazyVGrid of width 375 (undoable)."),
        ("auto", "auto on|off", "Whether the interactive shell reprints the layout after each change."),
        (
            "grid", "grid | grid width N | grid alignment A | grid hspacing N|default | grid vspacing N|default",
            "Switches to the eager Grid (iOS 16 Grid/GridRow), or sets its offered width, alignment and spacings."
        ),
        ("lazy", "lazy", "Switches back to the lazy grids (LazyVGrid/LazyHGrid)."),
        (
            "row",
            "row add CELL... | row insert N CELL... | row remove N | row N align A | row N cell C span N|anchor A|columnAlign A|size WxH|fill|empty",
            "Edits the eager Grid's GridRows. CELL is WxH (50x100), fill, fillxH (fills the width, H tall), Wxfill or empty."
        ),
        ("fullrow", "fullrow CELL", "Adds a view outside any GridRow: it spans every column (fill makes the grid take the offered width)."),
        ("help", "help [COMMAND|fixed|flexible|adaptive|alignment|spacing|flags|assumptions]", "This help."),
        ("quit", "quit | exit", "Leaves the trainer (Ctrl-D too)."),
    ]

    static let topics: [String: String] = [
        "fixed": """
        .fixed(N): one track of exactly N points, whatever the space. Fixed items are paid
        first: remaining = width − spacings − fixed sizes is what the other items share.
          add fixed 70           GridItem(.fixed(70))
        """,
        "flexible": """
        .flexible(minimum: 10, maximum: .infinity): one track. Items are served in order; each
        is proposed remaining / (items still waiting) and clamps it to minimum…maximum. An
        early item's minimum is paid before later items are offered anything. When pass 1
        needs more than the container, the grid lays itself out again at that size (pass 2).
          add flexible min 50 max 120     GridItem(.flexible(minimum: 50, maximum: 120))
        """,
        "adaptive": """
        .adaptive(minimum:, maximum: .infinity): takes its share w like a flexible item (no
        clamping, never below 0), then splits it into max(1, ⌊(w + s)/(m + s)⌋) tracks of
        (w − (count − 1)·s)/count, capped at the maximum; s is its own spacing. When w is
        below the minimum it is one track narrower than its minimum.
          add adaptive 40 max 80          GridItem(.adaptive(minimum: 40, maximum: 80))
        """,
        "alignment": """
        Two alignments: the grid's ('alignment leading|center|trailing') places the group of
        tracks when they are narrower than the grid (assumption A4); an item's ('set N align
        bottomTrailing') places a cell smaller than its slot. Cells that fill their slots
        make item alignment invisible: give them a size with 'cell N size 100x30'.
        Item alignments: topLeading top topTrailing leading center trailing bottomLeading bottom bottomTrailing
        """,
        "spacing": """
        An item's spacing (default 8) is the gap after its tracks, and between its own
        adaptive tracks; the last item's spacing is ignored. The grid's 'spacing' is the gap
        between rows of a LazyVGrid (columns of a LazyHGrid), default 8 (assumption A5).
        """,
        "flags": """
        overflow        pass 1 needs more than the container offers
        second-pass     pass 2 (at the grid's own size) differs from pass 1
        squeezed        an item got less than its minimum, or took its minimum anyway
        competition     non-fixed items' minimums exceed what is left for them
        order-dependent reordering the non-fixed items changes the drawn widths
        slack           tracks do not fill the grid
        """,
        "assumptions": """
        Numbers that depend on these are the model's best guess, not measured SwiftUI:
        """,
    ]

    static func text(for topic: String?) throws(CommandError) -> String {
        guard let topic else { return overview() }
        if topic == "assumptions" {
            return topics["assumptions"]! + "\n"
                + (Assumption.allCases.map { "  \($0.rawValue)  \($0.summary)" } + EagerAssumption.allCases.map { "  \($0.rawValue)  \($0.summary)" })
                .joined(separator: "\n")
        }
        if let text = topics[topic] { return text }
        let name = topic == "exit" ? "quit" : topic
        if let command = commands.first(where: { $0.name == name }) {
            return "\(command.usage)\n  \(command.text)"
        }
        let known = commands.map(\.name) + topics.keys.sorted()
        throw .other(
            "no help for '\(topic)'"
                + (CommandParser.suggestion(for: topic, among: known).map { "; did you mean '\($0)'?" } ?? "; type 'help' for the list"))
    }

    /// Up to the first ". " (a period inside `.frame(width:)` does not end a sentence).
    static func firstSentence(_ text: String) -> String {
        guard let end = text.firstRange(of: ". ") else { return text.hasSuffix(".") ? String(text.dropLast()) : text }
        return String(text[..<end.lowerBound])
    }

    static func overview() -> String {
        var lines = [
            "GridTrainer: how SwiftUI's LazyVGrid/LazyHGrid really size their tracks.",
            "Commands (help COMMAND for details; item numbers count from 1):",
        ]
        for command in commands { lines.append("  \(command.name.padding(10))\(firstSentence(command.text))") }
        lines.append("Topics: help fixed | flexible | adaptive | alignment | spacing | flags | assumptions")
        lines.append("Try: add fixed 70; add adaptive 40; width 200; show")
        return lines.joined(separator: "\n")
    }
}
