import LayoutKernel

/// The flag a `check` finding carries: `[overflow]` at the end of an Xcode line, the GitHub
/// annotation's title, JSON's `flag`, and the words `// gridtrainer:ignore` takes. One case per
/// kind of finding, with its severity and what `--strict` makes of it; `check --help`,
/// `help check` and the check of `gridtrainer:ignore` list `allCases`, so a new flag is offered
/// everywhere once `CheckWords.help` says what it means (the compiler asks for that).
enum CheckFlag: String, CaseIterable, Sendable {
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
        case .wideCell, .slack, .orderDependent, .hiddenAlignment, .spanColumns, .assumptions,
            .skipped, .notRead, .ignore:
            .note
        }
    }

    /// Whether the finding is reported only with `--notes` (the layout's notes); the others
    /// always are.
    var needsNotesOption: Bool {
        switch self {
        case .wideCell, .slack, .orderDependent, .hiddenAlignment, .spanColumns, .assumptions:
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
        case .wideCell, .slack, .orderDependent, .hiddenAlignment, .spanColumns, .assumptions,
            .skipped, .notRead, .ignore:
            0
        }
    }

    /// The warnings of one layout in the order one causes the next: on a device where several
    /// are raised, the first names the others.
    static let causes: [CheckFlag] = [.overflow, .wideRow, .competition, .squeezed, .secondPass]
}
