import GridModel
import LayoutKernel
import SwiftSourceReader
import Words

/// `check`'s findings in words: one sentence per kind, made from the finding's data alone; the
/// devices said once (`every iPhone, both orientations`); and what each flag means, for the
/// help lists, which are made from `CheckFlag.allCases`.
package enum CheckWords {
    /// The devices and orientations a run lays grids out on: what "every" means.
    package struct Run {
        package var devices: [Device]
        package var orientations: [Device.Orientation]
    }

    /// The finding's sentence, without its place and flag.
    package static func message(_ finding: CheckFinding, run: Run) -> String {
        let grid = finding.grid?.viewName ?? "the grid"
        switch finding.kind {
        case .layout(let diagnostic, let also):
            let on = devices(finding.placements, run)
            var text = "\(grid) \(phrase(diagnostic.code)) on \(on): "
            if case .overflow = diagnostic.detail {
                text += overflow(finding.placements)
            } else {
                text += DiagnosticText.message(diagnostic)
                if finding.placements.count > 1, let first = finding.placements.first {
                    text += " (on \(displayName(first.device)), \(first.orientation.rawValue))"
                }
            }
            if !also.isEmpty {
                text += "; it also raises \(list(also.map(\.rawValue))) there"
            }
            return text
        case .narrowTracks(let item, let size, let tracks):
            let f = NumberText.format
            let kind: String
            switch size {
            case .fixed(let length): kind = "fixed \(f(length))"
            case .flexible(let minimum, _): kind = "flexible, minimum \(f(minimum))"
            case .adaptive(let minimum, _): kind = "adaptive, minimum \(f(minimum))"
            }
            let low = tracks.min() ?? 0
            let high = tracks.max() ?? 0
            let sizes = low == high ? f(low) : "\(f(low)) to \(f(high))"
            let target = f(GridCheck.tapTarget)
            return "\(grid) has tracks narrower than \(target) points on "
                + "\(devices(finding.placements, run)): item \(item) (\(kind)) is drawn \(sizes)"
                + (finding.grid == .lazyHorizontal ? " tall" : " wide")
                + ", less than the \(target) × \(target) points Apple's guidelines ask of"
                + " anything a person taps"
        case .assumptions(let lazy, let eager):
            let parts =
                lazy.map { "\($0.rawValue) (\(AssumptionText.summary($0)))" }
                + eager.map { "\($0.rawValue) (\(AssumptionText.summary($0)))" }
            let noun = parts.count == 1 ? "assumption" : "assumptions"
            return "\(grid) rests on \(noun) \(parts.joined(separator: "; "))"
        case .skipped(let error):
            return "\(grid) skipped: \(skipReason(error, file: finding.file, line: finding.line))"
        case .file(let problem):
            return "the file \(ProjectNoteText.reason(problem.why)); its grids are not checked"
        case .notRead(let skip):
            return ProjectNoteText.reason(skip.why)
        case .cannotRead(let skips):
            let entries = ProjectFiles.unreadable(skips)
            return entries.isEmpty ? "nothing" : ProjectNoteText.unreadable(entries)
        case .budget(let walk, let root):
            return
                (walk.budgetStop(root: root).map(ProjectNoteText.text) ?? "the budget was reached")
                + "; check a smaller folder, or each folder on its own"
        case .unknownIgnore(let words):
            let quoted = words.map { "'\($0)'" }
            return "gridtrainer:ignore names \(list(quoted)), "
                + (words.count == 1 ? "which is not a flag" : "which are not flags")
                + "; expected flags such as \(list(CheckFlag.allCases.map(\.rawValue), and: "or"))"
        }
    }

    /// What a flag means, in one line, for `check --help` and `help check`.
    package static func help(_ flag: CheckFlag) -> String {
        switch flag {
        case .overflow: "the items need more than the grid is offered"
        case .wideRow: "an eager Grid is wider than it is offered"
        case .competition: "flexible or adaptive items compete for too little space"
        case .squeezed: "an item gets less than its minimum"
        case .secondPass: "SwiftUI's second pass draws other widths than its first"
        case .invalid: "a value SwiftUI rejects on that screen"
        case .wideCell: "a cell is larger than its slot and spills over its neighbours"
        case .slack: "the tracks leave part of the grid unused"
        case .orderDependent: "reordering the items would change the widths"
        case .hiddenAlignment: "an alignment that cannot show (the cells fill their slots)"
        case .spanColumns: "an eager Grid's span adds columns"
        case .narrowTrack: "a flexible or adaptive item's tracks are narrower than a tap target"
        case .assumptions: "the assumptions the numbers rest on (A1…A8, G6, S1–S3)"
        case .skipped: "a grid with a value the reader cannot know (one only known at run time)"
        case .unparsable: "a file that does not parse"
        case .unreadable: "a file that cannot be read (permissions, not UTF-8, too large)"
        case .notRead: "a symlink or FIFO the walk did not read"
        case .cannotRead: "entries the walk could not read (permissions), counted in one note"
        case .budget: "the walk stopped at its budget with files left"
        case .ignore: "a gridtrainer:ignore comment naming no flag"
        }
    }

    /// Every flag with its severity and meaning, one per line, for the help (a `*`: only with
    /// `--notes`).
    static var flagList: [String] {
        CheckFlag.allCases.map { flag in
            let severity = flag.severity.rawValue + (flag.needsNotesOption ? "*" : "")
            return "  \(flag.rawValue.padding(18))\(severity.padding(9))\(help(flag))"
        }
    }

    /// The words after the grid's name for a layout flag.
    static func phrase(_ code: Diagnostic.Code) -> String {
        switch code {
        case .overflow: "overflows"
        case .secondPass: "draws other widths than its first pass"
        case .squeezed: "squeezes an item"
        case .competition: "has items competing for space"
        case .wideRow: "is wider than it is offered"
        case .slack: "leaves space unused"
        case .orderDependent: "depends on the order of its items"
        case .hiddenAlignment: "has an alignment that cannot show"
        case .spanColumns: "has a span that adds columns"
        case .wideCell: "has a cell wider than its slot"
        case .invalid: "cannot be laid out"
        }
    }

    /// `its items need 424 of 343 to 408 offered`: the range over the devices where it holds.
    private static func overflow(_ placements: [CheckFinding.Placement]) -> String {
        let f = NumberText.format
        func span(_ values: [Double]) -> String {
            guard let low = values.min(), let high = values.max() else { return "?" }
            return low == high ? f(low) : "\(f(low)) to \(f(high))"
        }
        return "its items need \(span(placements.compactMap(\.needs))) of "
            + "\(span(placements.compactMap(\.offered))) offered"
    }

    /// Why a grid could not be read, naming the value, and where it is when elsewhere.
    static func skipReason(_ error: SwiftSourceError, file: String?, line: Int) -> String {
        /// `at FILE:LINE` when the problem is not on the grid's own line, else nil.
        func elsewhere(_ problem: SourceProblem) -> String? {
            problem.file != file || problem.line != line
                ? "at \(problem.file):\(problem.line)" : nil
        }
        switch error {
        case .cannotEvaluate(let problem, let what, _):
            let place = elsewhere(problem).map { ", " + $0 } ?? ""
            return "\(problem.message) (\(ValueHintText.text(what))\(place))"
        case .invalid(let problem):
            return problem.message + (elsewhere(problem).map { " (\($0))" } ?? "")
        case .stopped(let problem):
            return "\(problem.message); the grid was not evaluated"
        case .empty, .notUTF8, .tooLarge, .tooDeep, .syntax, .noGrid, .chooseGrid,
            .chooseProjectGrid, .noSuchGrid:
            return error.description.split(separator: "\n").joined(separator: "; ")
        }
    }

    /// `every iPhone, both orientations`, `iPhone SE (portrait); every iPad (landscape)`: the
    /// devices where a finding holds, said once.
    package static func devices(_ placements: [CheckFinding.Placement], _ run: Run) -> String {
        let sides = run.orientations.map { side in
            (
                side,
                run.devices.filter { device in
                    placements.contains { $0.device == device && $0.orientation == side }
                }
            )
        }.filter { !$0.1.isEmpty }
        if run.orientations.count == 2, sides.count == 2, sides[0].1 == sides[1].1 {
            return "\(names(sides[0].1, run)), both orientations"
        }
        return sides.map { "\(names($1, run)) (\($0.rawValue))" }.joined(separator: "; ")
    }

    /// `every device`, `every iPhone, iPad mini`, `iPhone SE, iPhone 13 mini`.
    private static func names(_ chosen: [Device], _ run: Run) -> String {
        if chosen.count == run.devices.count && chosen.count > 2 { return "every device" }
        var parts: [String] = []
        var rest = chosen
        for (group, word) in [
            (run.devices.filter(\.isPhone), "iPhone"),
            (run.devices.filter { !$0.isPhone }, "iPad"),
        ]
        where group.count > 2 && group.allSatisfy(chosen.contains) {
            parts.append("every \(word)")
            rest.removeAll(where: group.contains)
        }
        return (parts + rest.map(displayName)).joined(separator: ", ")
    }

    /// `iPhone SE` for `iphone-se`, `iPad Pro 11` for `ipad-pro-11`.
    static func displayName(_ device: Device) -> String {
        device.name.split(separator: "-").map { word -> String in
            switch word {
            case "iphone": "iPhone"
            case "ipad": "iPad"
            case "se": "SE"
            case "mini": "mini"
            default: word.prefix(1).uppercased() + word.dropFirst()
            }
        }.joined(separator: " ")
    }

    /// `a`, `a and b`, `a, b and c`.
    package static func list(_ words: [String], and conjunction: String = "and") -> String {
        guard words.count > 1, let last = words.last else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) \(last)"
    }
}
