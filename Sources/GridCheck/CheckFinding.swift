import GridModel
import LayoutKernel
import SwiftSourceReader

/// One thing `check` reports, as data: what was found (`kind`, worded by `CheckWords`), where,
/// and on which devices. Adding a finding is a case of `Kind` and of `CheckFlag` here, its
/// words in `CheckWords`, and the code that finds it, with a test: four files, and the
/// switches here and in `CheckWords` name every place to touch.
package struct CheckFinding {
    /// What was found.
    package enum Kind {
        /// A flag the layout raised on the finding's devices: the diagnostic on the first of
        /// them, and the warnings it caused there (an overflow's squeeze and second pass).
        case layout(Diagnostic, also: [CheckFlag])
        /// A flexible or adaptive item whose tracks are drawn narrower than a tap target
        /// (`GridCheck.tapTarget`) on the finding's devices: the item (1-based) on the first of
        /// them, its size as declared, and the narrowest such track on each device, in the
        /// placements' order.
        case narrowTracks(item: Int, GridItemSize, tracks: [Double])
        /// The assumptions the numbers rest on, on any device, each once.
        case assumptions([Assumption], [EagerAssumption])
        /// A grid the reader could not evaluate: why.
        case skipped(SwiftSourceError)
        /// A file that does not parse, or cannot be read.
        case file(SwiftProject.Problem)
        /// An entry of a folder that was not read (a symlink, a FIFO).
        case notRead(ProjectFiles.Skip)
        /// The entries a walk could not read at all (folders it could not list, entries it
        /// could not look at), with their paths as printed: counted in one finding.
        case cannotRead([ProjectFiles.Skip])
        /// The budget stopped the walk of a folder (shown as `root`) with files left.
        case budget(ProjectFiles, root: String)
        /// A `// gridtrainer:ignore` naming words that are no flag.
        case unknownIgnore([String])
    }

    /// One device and orientation where the finding holds, with what the grid got there.
    package struct Placement {
        package var device: Device
        package var orientation: Device.Orientation
        /// The screen along the grid's axis.
        package var screen: Double
        /// What reaches the grid after the paddings and frames around it; nil for a Grid
        /// offered no width (in a horizontal ScrollView), whatever the device.
        package var offered: Double?
        /// What the items need there, when they overflow it.
        package var needs: Double?
    }

    package var kind: Kind
    /// As printed; nil for the run as a whole.
    package var file: String?
    package var line = 1
    package var column = 1
    /// The grid's view, nil when the finding is about a file.
    package var grid: GridFamily?
    /// Where a layout's finding holds; empty for the others.
    var placements: [Placement] = []

    /// The flag the finding carries.
    package var flag: CheckFlag {
        switch kind {
        case .layout(let diagnostic, _): CheckFlag(diagnostic.code)
        case .narrowTracks: .narrowTrack
        case .assumptions: .assumptions
        case .skipped: .skipped
        case .file(.syntax): .unparsable
        case .file(.cannotOpen), .file(.notUTF8), .file(.tooLarge), .file(.tooDeep), .file(.empty):
            .unreadable
        case .notRead: .notRead
        case .cannotRead: .cannotRead
        case .budget: .budget
        case .unknownIgnore: .ignore
        }
    }

    /// The severity the configuration reports the finding at (`severity` in
    /// `.gridtrainer.json`); nil: the flag's own.
    var reported: CheckFlag.Severity?

    var severity: CheckFlag.Severity { reported ?? flag.severity }

    /// The exit status the finding gives a run under `--strict`: the flag's, or 1 for a
    /// warning and 0 for a note when the configuration changed its severity.
    var strictStatus: Int32 {
        guard let reported, reported != flag.severity else { return flag.strictStatus }
        switch reported {
        case .error, .warning: return 1
        case .note: return 0
        }
    }

    /// The figures JSON carries beside the sentence (`needs`, `left`).
    package var numbers: [(String, Double)] {
        switch kind {
        case .layout(let diagnostic, _):
            guard case .overflow(let needed, _, _, _) = diagnostic.detail else { return [] }
            return [("needs", needed)]
        case .budget(let walk, _):
            return [
                ("left", Double(walk.left)), ("budgetFiles", Double(walk.budget.files)),
                ("budgetBytes", Double(walk.budget.bytes)),
            ]
        case .cannotRead(let skips): return [("entries", Double(skips.count))]
        case .narrowTracks(_, _, let tracks): return [("narrowest", tracks.min() ?? 0)]
        case .assumptions, .skipped, .file, .notRead, .unknownIgnore: return []
        }
    }
}

/// The flag a `check` finding carries: `[overflow]` at the end of an Xcode line, the GitHub
/// annotation's title, JSON's `flag`, and the words `// gridtrainer:ignore` takes. One case per
/// kind of finding, with its severity and what `--strict` makes of it; `check --help`,
/// `help check` and the check of `gridtrainer:ignore` list `allCases`, so a new flag is offered
/// everywhere once `CheckWords.help` says what it means (the compiler asks for that).
package enum CheckFlag: String, CaseIterable, Sendable {
    // The layout's warnings, in the order one causes the next: a grid that overflows also
    // squeezes and redraws, and that is one finding, `overflow`, naming the others.
    case overflow
    case wideRow = "wide-row"
    case competition
    case squeezed
    case secondPass = "second-pass"
    case invalid
    // The layout's notes (with --notes).
    case wideCell = "wide-cell"
    case slack
    case orderDependent = "order-dependent"
    case hiddenAlignment = "hidden-alignment"
    case spanColumns = "span-columns"
    case narrowTrack = "narrow-track"
    case assumptions
    // The reading.
    case skipped
    case unparsable
    case unreadable
    case notRead = "not-read"
    case cannotRead = "cannot-read"
    case budget
    case ignore

    /// The flag of a kernel diagnostic.
    init(_ code: Diagnostic.Code) {
        switch code {
        case .overflow: self = .overflow
        case .secondPass: self = .secondPass
        case .squeezed: self = .squeezed
        case .competition: self = .competition
        case .orderDependent: self = .orderDependent
        case .slack: self = .slack
        case .invalid: self = .invalid
        case .wideRow: self = .wideRow
        case .spanColumns: self = .spanColumns
        case .hiddenAlignment: self = .hiddenAlignment
        case .wideCell: self = .wideCell
        }
    }

    /// How serious a finding is, in the words Xcode, compilers and GitHub use.
    enum Severity: String, Sendable {
        /// What could not be checked at all (a file that does not parse).
        case error
        /// What would break on a device.
        case warning
        /// What a person may want to know (reported with `--notes`, or always for what was
        /// not read).
        case note
    }

    var severity: Severity {
        switch self {
        case .overflow, .wideRow, .competition, .squeezed, .secondPass, .invalid, .budget:
            .warning
        case .cannotRead: .note
        case .unparsable, .unreadable: .error
        case .wideCell, .slack, .orderDependent, .hiddenAlignment, .spanColumns, .narrowTrack,
            .assumptions, .skipped, .notRead, .ignore:
            .note
        }
    }

    /// Whether the finding is reported only with `--notes` (the layout's notes); the others
    /// always are.
    var needsNotesOption: Bool {
        switch self {
        case .wideCell, .slack, .orderDependent, .hiddenAlignment, .spanColumns, .narrowTrack,
            .assumptions:
            true
        case .overflow, .wideRow, .competition, .squeezed, .secondPass, .invalid, .skipped,
            .unparsable, .unreadable, .notRead, .cannotRead, .budget, .ignore:
            false
        }
    }

    /// The exit status a finding gives a run under `--strict`: 2 when the run did not read
    /// everything asked (a budget stopped it, entries could not be read), 1 for errors and
    /// warnings, 0 for notes.
    var strictStatus: Int32 {
        switch self {
        case .budget, .cannotRead: 2
        case .overflow, .wideRow, .competition, .squeezed, .secondPass, .invalid, .unparsable,
            .unreadable:
            1
        case .wideCell, .slack, .orderDependent, .hiddenAlignment, .spanColumns, .narrowTrack,
            .assumptions, .skipped, .notRead, .ignore:
            0
        }
    }

    /// The warnings of one layout in the order one causes the next: on a device where several
    /// are raised, the first names the others.
    static let causes: [CheckFlag] = [.overflow, .wideRow, .competition, .squeezed, .secondPass]
}
