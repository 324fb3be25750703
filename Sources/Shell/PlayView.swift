import GridModel
import Teaching
import Words

/// One step as the presenter shows it on a terminal of `rows` rows, scrollable: the narration
/// and the command stay at the top when they leave room for the output, and the rest (or, when
/// they do not, everything) scrolls in a window with PgUp/PgDn and ↑/↓. A line above and a line
/// below the window say how much more there is. Nothing is cut: every line of the step can be
/// scrolled to. The window opens on the part the narration points at (`Pointer`). Pure, so the
/// tests scroll it without a terminal.
struct PlayView {
    /// The rows that stay at the top (the narration and the command), empty when everything
    /// scrolls.
    let head: [String]
    /// The rows that scroll, each at most `columns` wide.
    let rows: [String]
    /// How many of `rows` the window shows at once.
    let window: Int
    /// The first of `rows` shown.
    private(set) var offset = 0

    /// A blank row and the status line take the terminal's last two rows.
    static let reserved = 2
    /// The fewest output rows the window keeps below a pinned head; a longer head scrolls too.
    static let smallestWindow = 6

    /// The view of `step` after it printed `transcript`, opened where the narration points.
    init(
        _ step: Lesson.Step, _ transcript: StepTranscript?, columns: Int, rows terminalRows: Int,
        family: GridFamily = .lazyVertical
    ) {
        let width = max(columns, 20)
        let top = Self.split(PlayScreen.body(step, nil, columns: width, family: family), width)
        let all = Self.split(
            PlayScreen.body(step, transcript, columns: width, family: family), width)
        let room = max(terminalRows - Self.reserved, 3)
        if all.count <= room {
            head = []
            rows = all
            window = all.count
            return
        }
        // Two rows say what is above and below the window.
        let pinned = room - top.count - 2 >= Self.smallestWindow
        head = pinned ? top : []
        rows = pinned ? Array(all[top.count...]) : all
        window = room - head.count - 2
        // The narration quotes what it points at: only the lines after it can show it.
        var silent = step
        (silent.command, silent.input) = (nil, [])
        let narration = Self.split(
            PlayScreen.body(silent, nil, columns: width, family: family), width)
        offset = Self.focus(
            rows, window: window, on: Pointer.first(in: step.narration),
            shown: Array(head.dropFirst(narration.count)),
            from: pinned ? 0 : narration.count)
    }

    /// Whether some rows are out of the window.
    var scrolls: Bool { rows.count > window }
    /// The largest offset: the window's last row is the step's last.
    var lastOffset: Int { max(rows.count - window, 0) }

    /// What the screen shows above the blank row and the status line.
    var lines: [String] {
        guard scrolls else { return head + rows }
        let below = rows.count - offset - window
        let above =
            offset > 0 ? "··· \(offset) more line\(offset == 1 ? "" : "s") above (PgUp or ↑)" : ""
        let more =
            below > 0 ? "··· \(below) more line\(below == 1 ? "" : "s") below (PgDn or ↓)" : ""
        return head + [above] + Array(rows[offset..<(offset + window)]) + [more]
    }

    /// Whether rows below the window are still to be seen.
    var moreBelow: Bool { scrolls && offset < lastOffset }

    /// "lines 12–31 of 45", for the status line; nil when everything is shown.
    var position: String? {
        guard scrolls else { return nil }
        return "lines \(offset + 1)–\(offset + window) of \(rows.count)"
    }

    /// Moves the window by `delta` rows, within the step; false when it could not move.
    @discardableResult
    mutating func scroll(by delta: Int) -> Bool {
        let moved = min(max(offset + delta, 0), lastOffset)
        defer { offset = moved }
        return moved != offset
    }

    /// One window down (1) or up (−1), keeping one row of the last window in sight.
    @discardableResult
    mutating func page(_ direction: Int) -> Bool {
        scroll(by: direction * max(window - 1, 1))
    }

    /// Where the window opens: at the top, unless what the narration points at first
    /// (`Pointer.first`) is not in that first window; then on the block (the rows between
    /// blank ones) that shows it, from the block's start when the window holds both, else from
    /// the row before it. Rows before `from` are the narration itself; `shown` (the command
    /// under a pinned narration) counts as seen.
    static func focus(
        _ rows: [String], window: Int, on target: Pointer?, shown: [String], from: Int = 0
    ) -> Int {
        guard rows.count > window, let first = target,
            !shown.contains(where: { first.isShown(in: $0) })
        else { return 0 }
        let visible = rows[min(from, window)..<window]
        if visible.contains(where: { first.isShown(in: $0) }) { return 0 }
        guard let line = rows.indices.first(where: { $0 >= from && first.isShown(in: rows[$0]) })
        else { return 0 }
        var start = line
        while start > from && !rows[start - 1].isEmpty { start -= 1 }
        let offset = line - start < window ? start : max(line - 1, 0)
        return min(offset, rows.count - window)
    }

    /// Lines cut into rows of at most `columns` visible characters (colour codes kept whole),
    /// so that scrolling moves by what the terminal shows.
    static func split(_ lines: [String], _ columns: Int) -> [String] {
        var rows: [String] = []
        for line in lines {
            guard Wrap.visibleCount(line) > columns else {
                rows.append(line)
                continue
            }
            var current = ""
            var visible = 0
            var escaping = false
            for character in line {
                if character == "\u{1B}" {
                    escaping = true
                } else if escaping {
                    if character.isLetter { escaping = false }
                } else {
                    if visible == columns {
                        rows.append(current)
                        (current, visible) = ("", 0)
                    }
                    visible += 1
                }
                current.append(character)
            }
            rows.append(current)
        }
        return rows
    }
}
