import GridModel
import LayoutKernel
import Teaching
import Words

/// `devices` as text: one line per device, the ones that overflow or squeeze marked `!` (and
/// in colour on a terminal), the tracks and flags wrapped to the terminal's width.
package enum DeviceText {
    package static func render(_ report: DeviceReport, columns: Int, style: Style) -> String {
        let f = NumberText.format
        let through =
            report.chain.steps.isEmpty
            ? "" : " through " + report.chain.steps.map(\.swift).joined(separator: " ")
        let orientation: String
        switch report.selection {
        case .portrait: orientation = "portrait"
        case .landscape: orientation = "landscape"
        case .all: orientation = "portrait and landscape"
        }
        func name(_ row: DeviceReport.Row) -> String {
            report.selection == .all
                ? row.device.name + " " + row.orientation.rawValue : row.device.name
        }
        let nameWidth = (report.rows.map { name($0).count }.max() ?? 6) + 2
        let indent = 2 + nameWidth + 11 + 9
        // The title wraps at its words (a chain makes it longer than 80 columns).
        let title =
            "\(report.view) on each device, \(orientation)\(through) (! marks overflow or "
            + "a squeezed item):"
        var lines = [
            Wrap.lines(title, width: columns, first: "", indent: 2),
            "  " + "device".padding(nameWidth) + "screen".padding(11) + "offered".padding(9)
                + "tracks",
        ]
        // A LazyHGrid's frame stands out of the screen's height: a tall frame, taller.
        let rows = report.view == GridAxis.horizontal.viewName
        let (frame, longer) = rows ? ("tall frame", "taller") : ("wide frame", "wider")
        for row in report.rows {
            let prefix =
                (row.standsOut ? "! " : "  ") + name(row).padding(nameWidth)
                + f(row.container).padding(11) + (row.offered.map(f) ?? "none").padding(9)
            let codes = row.codes + (row.notes.isEmpty ? [] : [frame])
            let rest = row.tracks + (codes.isEmpty ? "" : "  [\(codes.joined(separator: ", "))]")
            let line = Wrap.lines(rest, width: columns, first: prefix, indent: indent)
            lines.append(row.standsOut ? style.warn(line) : line)
        }
        if let wide = report.rows.first(where: { !$0.notes.isEmpty }) {
            let count = report.rows.filter { !$0.notes.isEmpty }.count
            let note =
                wide.notes[0] + " (on \(wide.device.name); \(count) of the \(report.rows.count) "
                + "rows have a frame \(longer) than the screen)"
            lines.append(Wrap.lines("Note: " + note + ".", width: columns, first: "", indent: 2))
        }
        if report.interrupted { lines.append("(interrupted: the devices above are the ones done)") }
        if report.selection != .portrait
            && report.rows.contains(where: { $0.orientation == .landscape && $0.device.isPhone })
        {
            lines.append(
                Wrap.lines(Device.landscapeNote + ".", width: columns, first: "Note:", indent: 2))
        }
        return lines.joined(separator: "\n")
    }
}
