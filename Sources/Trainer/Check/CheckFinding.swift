import LayoutKernel

/// One thing `check` reports, as data: what was found (`kind`, worded by `CheckWords`), where,
/// and on which devices. Adding a finding is a case here, its flag in `CheckFlag`, its words
/// in `CheckWords`, and the code that finds it: the switches below and there name every
/// place to touch.
struct CheckFinding {
    /// What was found.
    enum Kind {
        /// A flag the layout raised on the finding's devices: the diagnostic on the first of
        /// them, and the warnings it caused there (an overflow's squeeze and second pass).
        case layout(Diagnostic, also: [CheckFlag])
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
    struct Placement {
        var device: Device
        var orientation: Device.Orientation
        /// The screen along the grid's axis.
        var screen: Double
        /// What reaches the grid after the paddings and frames around it.
        var offered: Double
        /// What the items need there, when they overflow it.
        var needs: Double?
    }

    var kind: Kind
    /// As printed; nil for the run as a whole.
    var file: String?
    var line = 1
    var column = 1
    /// The grid's view, nil when the finding is about a file.
    var grid: GridKind?
    /// Where a layout's finding holds; empty for the others.
    var placements: [Placement] = []

    /// The flag the finding carries.
    var flag: CheckFlag {
        switch kind {
        case .layout(let diagnostic, _): CheckFlag(diagnostic.code)
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
    var numbers: [(String, Double)] {
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
        case .assumptions, .skipped, .file, .notRead, .unknownIgnore: return []
        }
    }
}
