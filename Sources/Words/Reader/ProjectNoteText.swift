/// The project walk's notes in words, as `open FOLDER`, `open FILE` and `check` say them.
// Implementation note: exhaustive switches, so a new kind of note, skip or problem does not
// compile until it has its words.
package enum ProjectNoteText {
    /// One note as a sentence (without the `note: ` in front).
    package static func sentence(_ note: ProjectNote) -> String {
        switch note {
        case .refused(let refusal): text(refusal)
        case .entrySkipped(let path, let skip): "\(path): \(reason(skip))"
        case .unreadable(let entries): unreadable(entries)
        case .budgetReached(let stop): text(stop)
        case .fileSkipped(let file, let line, let problem):
            "\(file):\(line): skipped, it \(reason(problem))"
        }
    }

    /// Why a folder's files are not taken as the user's, and what it would have been.
    package static func text(_ refusal: ProjectRefusal) -> String {
        let role =
            switch refusal.role {
            case .project: "a project"
            case .filesProject: "the file's project"
            case .configurationFolder: "a configuration's folder"
            }
        let why =
            switch refusal.owner {
            case .otherUser(let owner, let user):
                "it belongs to user \(owner), not to you (user \(user))"
            case .writableByAll(let mode):
                "every user may write to it (mode \(String(mode, radix: 8)))"
            case .unknown(let reason): "its owner cannot be asked (\(reason))"
            }
        return "\(SingleLine.render(refusal.folder)): not read as \(role), \(why); files someone "
            + "else can plant there are not taken as yours (git refuses such folders for the "
            + "same reason)"
    }

    /// `check`'s configuration file `file` (absolute) in a folder not the user's own.
    package static func configurationRefused(file: String, _ refusal: ProjectRefusal) -> String {
        SingleLine.render(file) + " is not used: " + text(refusal)
    }

    /// Why an entry was not read, said after its path.
    package static func reason(_ skip: EntrySkip) -> String {
        switch skip {
        case .symlink: "a symlink, not followed"
        case .notRegular: "skipped, not a regular file (a FIFO, a socket or a device)"
        case .unreadableFolder(let reason): "skipped, the folder cannot be read (\(reason))"
        case .unreadable(let reason): "skipped, it cannot be read (\(reason))"
        case .tooLarge(let bytes, let limit):
            "skipped, it is \(bytes) bytes, more than the \(limit) the reader takes"
        }
    }

    /// How many paths the note of unreadable entries names.
    package static let shownPaths = 3

    /// The entries a walk could not read at all, as one sentence: how many, why (the
    /// reasons counted, in the order first met), and the first few paths on one line.
    package static func unreadable(_ entries: [UnreadableEntry]) -> String {
        var reasons: [(reason: String, count: Int)] = []
        for entry in entries {
            // `Permission denied` as a clause: `2 permission denied`.
            let reason = entry.reason.prefix(1).lowercased() + entry.reason.dropFirst()
            if let index = reasons.firstIndex(where: { $0.reason == reason }) {
                reasons[index].count += 1
            } else {
                reasons.append((reason, 1))
            }
        }
        let why = reasons.map { "\($0.count) \($0.reason)" }.joined(separator: ", ")
        let shown = entries.prefix(shownPaths).map { SingleLine.render($0.path) }
        let more = entries.count > shown.count ? " and \(entries.count - shown.count) more" : ""
        let noun = entries.count == 1 ? "entry" : "entries"
        return "\(entries.count) \(noun) could not be read (\(why)): "
            + shown.joined(separator: ", ") + more + "; what they hold was not checked"
    }

    /// How many Swift files the budget left unread.
    package static func text(_ stop: WalkBudgetStop) -> String {
        let limit = "the budget of \(stop.budgetFiles) Swift files and \(stop.budgetBytes >> 20) MB"
        let files = "\(stop.left) more Swift \(stop.left == 1 ? "file" : "files")"
        guard stop.stoppedLooking else {
            return "\(limit) was reached: \(files) under \(stop.root) not read"
        }
        return "\(stop.root) holds too many entries to look at all: \(files) found and not read, "
            + "and the rest of the folder not searched"
    }

    /// Why a file was not read, after "the file": `does not parse: expected ']' …`.
    package static func reason(_ problem: FileProblem) -> String {
        switch problem {
        case .cannotOpen(let reason): "cannot be read: \(reason)"
        case .syntax(let first, let count):
            "does not parse: \(first ?? "syntax error")"
                + (count > 1
                    ? " (and \(count - 1) more syntax error\(count == 2 ? "" : "s"))" : "")
        case .notUTF8(let byte): "is not UTF-8 text (byte \(byte)); binary or another encoding"
        case .tooLarge(let bytes, let limit):
            "is \(bytes) bytes, more than the \(limit) the reader takes"
        case .tooDeep(let what, let limit):
            "has \(EvalReasonText.text(what)) nested more than \(limit) deep"
        case .empty: "is empty"
        }
    }

    /// The files parsed, for messages: `searched 12 files of the project App`, and why the
    /// project around was not read when it was not.
    package static func summary(parsed: Int, root: String, refusal: ProjectRefusal?) -> String {
        "searched \(parsed) \(parsed == 1 ? "file" : "files") of the project \(root)"
            + (refusal.map { "; \(text($0))" } ?? "")
    }
}
