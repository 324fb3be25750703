/// What the folder walk and the reading of a project's files left out or refused, as data:
/// the notes of `open FOLDER`, of the project read around `open FILE`, and of the errors that
/// list a folder's grids. The reader builds these; only `ProjectNoteText` words them (declared
/// here, below the reader, as `ReaderNote` is).
package enum ProjectNote: Equatable, Sendable {
    /// A folder whose files are not taken as the user's (someone else could plant them).
    case refused(ProjectRefusal)
    /// An entry left out on purpose (a symlink, a FIFO): its path as printed, and why.
    case entrySkipped(path: String, EntrySkip)
    /// The entries that could not be read at all, in the walk's order; never empty.
    case unreadable([UnreadableEntry])
    /// The budget of files and bytes stopped the walk.
    case budgetReached(WalkBudgetStop)
    /// A Swift file of the walk that was not read: its name as printed, the line its problem
    /// is on, and the problem.
    case fileSkipped(file: String, line: Int, FileProblem)
}

/// Why an entry the walk found was not read.
package enum EntrySkip: Equatable, Sendable {
    /// A symlink to a Swift file or a folder: never followed.
    case symlink
    /// A FIFO, socket or device named `*.swift`: reading it could block.
    case notRegular
    /// A folder that could not be listed (`reason` as the system says it).
    case unreadableFolder(reason: String)
    /// An entry that could not be looked at (`reason` as the system says it).
    case unreadable(reason: String)
    /// A Swift file of `bytes` bytes, more than the `limit` the reader takes.
    case tooLarge(bytes: Int, limit: Int)
}

/// An entry that could not be read at all: its path as printed, and the system's reason.
package struct UnreadableEntry: Equatable, Sendable {
    package var path: String
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// A walk the budget stopped: what the budget was, how many Swift files were left, and
/// whether the walk stopped looking (too many entries) rather than counting.
package struct WalkBudgetStop: Equatable, Sendable {
    /// The walk's folder, as printed.
    package var root: String
    package var budgetFiles: Int
    package var budgetBytes: Int
    /// Swift files found and not read.
    package var left: Int
    /// The walk stopped looking, so more files than `left` may be left.
    package var stoppedLooking: Bool

    package init(
        root: String, budgetFiles: Int, budgetBytes: Int, left: Int, stoppedLooking: Bool
    ) {
        self.root = root
        self.budgetFiles = budgetFiles
        self.budgetBytes = budgetBytes
        self.left = left
        self.stoppedLooking = stoppedLooking
    }
}

/// Why a Swift file of a project was not read.
package enum FileProblem: Equatable, Sendable {
    /// It could not be opened or read (`reason` as the system or the reader says it).
    case cannotOpen(reason: String)
    /// It does not parse: SwiftParser's first message, and how many errors there are.
    case syntax(first: String?, count: Int)
    /// Not UTF-8 from byte `byte` (1-based).
    case notUTF8(byte: Int)
    /// More bytes than the reader takes.
    case tooLarge(bytes: Int, limit: Int)
    /// `what` (brackets, chains) nested past the reader's bound.
    case tooDeep(what: NestedConstruct, limit: Int)
    /// Nothing but white space.
    case empty
}

/// A folder whose files are not taken as the user's, by git's `safe.directory` rule: who
/// could plant files there, and what the folder was for.
package struct ProjectRefusal: Equatable, Sendable {
    /// The folder, as printed from the current folder.
    package var folder: String
    package var role: Role
    package var owner: Owner

    package init(folder: String, role: Role, owner: Owner) {
        self.folder = folder
        self.role = role
        self.owner = owner
    }

    /// What the folder would have been.
    package enum Role: Equatable, Sendable {
        /// A project around a folder or a file.
        case project
        /// The folder of the file being opened.
        case filesProject
        /// The folder of `check`'s configuration file.
        case configurationFolder
    }

    /// Why it is not the user's own.
    package enum Owner: Equatable, Sendable {
        /// Another user owns it.
        case otherUser(owner: UInt32, user: UInt32)
        /// Every user may write to it (`mode`, such as /tmp's 1777).
        case writableByAll(mode: UInt32)
        /// Its owner could not be asked (`reason` as the system says it).
        case unknown(reason: String)
    }
}
