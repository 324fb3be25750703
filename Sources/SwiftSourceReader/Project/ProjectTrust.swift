import SystemInterface
import Words

/// Whether a folder's files may be taken as the user's project, by git's `safe.directory`
/// rule (CVE-2022-24765): a folder another user owns, or one every user may write to (/tmp),
/// could hold a `Package.swift` or constants planted by someone else, which `open` and
/// `check` would then read as the user's own. Discovery stops at such a folder, with a note.
enum ProjectTrust {
    /// Why the files of `folder` are not taken as the project (`role`: what the folder was
    /// for, "the project" or "the file's folder"), nil when the folder is the user's own.
    static func refusal(_ folder: String, role: String) -> String? {
        let shown = SingleLine.render(ProjectFiles.display(folder))
        let why: String
        switch System.folderOwner(folder) {
        case .own: return nil
        case .other(let owner, let user):
            why = "it belongs to user \(owner), not to you (user \(user))"
        case .writableByAll(let mode):
            why = "every user may write to it (mode \(String(mode, radix: 8)))"
        case .unknown(let reason):
            why = "its owner cannot be asked (\(reason))"
        }
        return "\(shown): not read as \(role), \(why); files someone else can plant there are"
            + " not taken as yours (git refuses such folders for the same reason)"
    }
}
